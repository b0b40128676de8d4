/* dk-scenario-load.c: reading a scenario file (spec/scenario.md): its
 * header, cards and rules, the position its <setup> builds, and the checks
 * of the names a step uses (zones, counters, cards, phases, actions'
 * verbs) with which dk-scenario.c checks the script before it runs.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-scenario-private.h"

#include <string.h>

void
dk_scenario_clear (DkScenario *s)
{
  g_clear_pointer (&s->game, dk_game_free);
  g_clear_pointer (&s->db, dk_card_db_unref);
  g_clear_pointer (&s->ruleset, dk_ruleset_unref);
  g_clear_pointer (&s->doc, xmlFreeDoc);
  g_clear_pointer (&s->problems, g_ptr_array_unref);
  g_clear_pointer (&s->dir, g_free);
}
/* --- small helpers ------------------------------------------------------ */

gboolean
dk_is_element (xmlNode *node, const char *name)
{
  return node->type == XML_ELEMENT_NODE &&
         (name == NULL || strcmp ((const char *) node->name, name) == 0);
}

guint
dk_node_line (xmlNode *node)
{
  long line = xmlGetLineNo (node);

  return line > 0 ? (guint) line : 0;
}

/* The line on which @node ends, when it begins on @start. libxml2 gives an
 * element the line where its start tag ends, and a text node the line
 * where the parser happened to be: so a text's lines are counted from what
 * comes before it. */
static guint
dk_node_end_line (xmlNode *node, guint start)
{
  guint line = start;

  if (node->type == XML_ELEMENT_NODE)
    {
      line = MAX (start, dk_node_line (node));
      for (xmlNode *c = node->children; c != NULL; c = c->next)
        line = dk_node_end_line (c, line);
      return line;
    }
  for (const xmlChar *p = node->content; p != NULL && *p != '\0'; p++)
    if (*p == '\n')
      line++;
  return line;
}

gboolean
dk_str_in (const char *text, const char *const *list)
{
  for (guint i = 0; list[i] != NULL; i++)
    if (g_strcmp0 (text, list[i]) == 0)
      return TRUE;
  return FALSE;
}

/* Add every line of @error as a problem: loaders already start theirs with
 * FILE:LINE, the others get the line of @node. */
static void
dk_problem_add_error (DkScenario *s, xmlNode *node, const GError *error, gboolean has_location)
{
  g_auto (GStrv) lines = g_strsplit (error->message, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (*lines[i] == '\0')
        continue;
      if (has_location || node == NULL)
        g_ptr_array_add (s->problems, g_strdup (lines[i]));
      else
        dk_problem_add (s->problems, s->file, node, "%s", lines[i]);
    }
}

/* A reference in the file, relative to the scenario's folder. */
static char *
dk_scenario_resolve (DkScenario *s, const char *href)
{
  if (g_path_is_absolute (href))
    return g_strdup (href);
  return g_build_filename (s->dir, href, NULL);
}

/* A player number of the file (from 1) into the engine's (from 0); -1 and a
 * problem when it is not one. */
gint
dk_scenario_player (DkScenario *s, xmlNode *node, const char *attr, gboolean required)
{
  const char *text = dk_xml_attr (node, attr);
  gint32 value;

  if (text == NULL)
    {
      if (required)
        dk_problem_add (s->problems, s->file, node, "<%s> needs a %s attribute",
                        (const char *) node->name, attr);
      return -1;
    }
  if (!dk_xml_parse_int (text, &value) || value < 1 || (guint) value > s->n_players)
    {
      dk_problem_add (s->problems, s->file, node,
                      "%s=\"%s\" is not a player of this scenario (1 to %u)", attr, text,
                      s->n_players);
      return -1;
    }
  return value - 1;
}

static gboolean
dk_scenario_int (DkScenario *s, xmlNode *node, const char *attr, gint32 def, gint32 *out)
{
  const char *text = dk_xml_attr (node, attr);

  *out = def;
  if (text == NULL)
    return TRUE;
  if (!dk_xml_parse_int (text, out))
    {
      dk_problem_add (s->problems, s->file, node, "%s=\"%s\" is not an integer", attr, text);
      return FALSE;
    }
  return TRUE;
}

gboolean
dk_parse_bool (const char *text, gboolean *out)
{
  if (g_strcmp0 (text, "true") == 0)
    *out = TRUE;
  else if (g_strcmp0 (text, "false") == 0)
    *out = FALSE;
  else
    return FALSE;
  return TRUE;
}

/* A card id, possibly written ID#N (the N-th instance): the definition. */
static const DkCardDef *
dk_scenario_card_def (DkScenario *s, const char *text)
{
  g_autofree char *id = g_strdup (text);
  char *hash = strchr (id, '#');

  if (hash != NULL)
    *hash = '\0';
  return dk_card_db_lookup (s->db, id);
}

static const DkCardStateSpec *
dk_module_card_state (const DkModule *module, const char *name)
{
  for (guint i = 0; i < module->n_card_states; i++)
    if (g_strcmp0 (module->card_states[i].name, name) == 0)
      return &module->card_states[i];
  return NULL;
}

/* The DkCard.flags bit of a flag state: bit_or_index is the mask itself
 * (DK_CARD_FLAG_EXHAUSTED, a module's DK_CARD_FLAG_MODULE << n). */
static guint
dk_card_state_mask (const DkCardStateSpec *spec)
{
  return spec->bit_or_index;
}

/* Read a card state value as the scenario writes it: TRUE on success. */
gboolean
dk_card_state_parse (const DkCardStateSpec *spec, const char *text, gint32 *out)
{
  gboolean on;

  if (spec->kind == DK_CARD_STATE_VAR)
    return dk_xml_parse_int (text, out);
  if (dk_parse_bool (text, &on))
    {
      *out = on;
      return TRUE;
    }
  if (spec->on != NULL && strcmp (text, spec->on) == 0)
    {
      *out = 1;
      return TRUE;
    }
  if (spec->off != NULL && strcmp (text, spec->off) == 0)
    {
      *out = 0;
      return TRUE;
    }
  return FALSE;
}

gint32
dk_card_state_get (const DkGame *g, gint32 card, const DkCardStateSpec *spec)
{
  const DkCard *c = dk_game_card (g, card);

  if (spec->kind == DK_CARD_STATE_VAR)
    return spec->bit_or_index < DK_CARD_VARS ? c->vars[spec->bit_or_index] : 0;
  return (c->flags & dk_card_state_mask (spec)) != 0;
}

static void
dk_card_state_set (DkGame *g, gint32 card, const DkCardStateSpec *spec, gint32 value)
{
  DkCard *c = dk_game_card_mut (g, card);

  if (spec->kind == DK_CARD_STATE_VAR)
    {
      if (spec->bit_or_index < DK_CARD_VARS)
        c->vars[spec->bit_or_index] = value;
    }
  else if (value)
    c->flags |= dk_card_state_mask (spec);
  else
    c->flags &= ~dk_card_state_mask (spec);
}

/* How a card state reads in a message: its on/off words when it has them. */
void
dk_card_state_format (const DkCardStateSpec *spec, gint32 value, GString *out)
{
  if (spec->kind == DK_CARD_STATE_VAR)
    g_string_append_printf (out, "%s=%d", spec->name, value);
  else if (value)
    g_string_append_printf (out, "%s=%s", spec->name, spec->on ? spec->on : "true");
  else
    g_string_append_printf (out, "%s=%s", spec->name, spec->off ? spec->off : "false");
}

/* The framework's own card state `face`, for modules that do not declare one. */
static const DkCardStateSpec dk_face_state = {
  "face", DK_CARD_STATE_FLAG, DK_CARD_FLAG_FACE_DOWN, "up", "down",
};

const DkCardStateSpec *
dk_scenario_card_state (DkScenario *s, const char *name)
{
  const DkCardStateSpec *spec = dk_module_card_state (s->module, name);

  if (spec == NULL && strcmp (name, "face") == 0)
    spec = &dk_face_state;
  return spec;
}

const char *
dk_def_id (const DkGame *g, gint32 card)
{
  const DkCardDef *def = dk_game_card_def (g, card);

  return def != NULL ? def->id : "?";
}

/* --- loading: the header, the cards, the rules -------------------------- */

/* The set id of the scenario's own cards: its file name, made a card-set
 * id ([A-Za-z0-9][A-Za-z0-9_.-]*): "my test.xml" and "-" (standard input)
 * are not. */
static char *
dk_scenario_set_id (DkScenario *s)
{
  g_autofree char *base = g_path_get_basename (s->file);

  if (!g_ascii_isalnum (*base))
    {
      char *prefixed = g_strconcat ("scenario", base, NULL);

      g_free (base);
      base = prefixed;
    }
  for (char *p = base; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '_' && *p != '.' && *p != '-')
      *p = '_';
  return g_steal_pointer (&base);
}

gboolean
dk_scenario_load_header (DkScenario *s, char **name)
{
  xmlNode *root = xmlDocGetRootElement (s->doc);
  const char *game, *ruleset;
  g_autoptr (GError) error = NULL;
  guint cards_before;
  gboolean cards_ok;

  if (root == NULL || !dk_is_element (root, "scenario"))
    {
      dk_problem_add (s->problems, s->file, root, "the root element must be <scenario>");
      return FALSE;
    }
  if (name != NULL && dk_xml_attr (root, "name") != NULL)
    {
      g_free (*name);
      *name = g_strdup (dk_xml_attr (root, "name"));
    }

  game = dk_xml_attr (root, "game");
  if (game == NULL)
    {
      dk_problem_add (s->problems, s->file, root, "<scenario> needs a game attribute");
      return FALSE;
    }
  s->rules = dk_rules_get (game, &error);
  if (s->rules == NULL)
    {
      /* Worded as dk_validate_file says it of any file. */
      if (g_error_matches (error, DK_MODULE_ERROR, DK_MODULE_ERROR_NOT_FOUND))
        dk_problem_add (s->problems, s->file, root, "unknown game '%s'", game);
      else
        dk_problem_add_error (s, root, error, FALSE);
      return FALSE;
    }
  s->module = dk_rules_get_module (s->rules);

  /* The schema after the game: a file of no known game is said to be
   * that, not a list of schema errors. */
  if (!dk_xml_validate_node (root, s->file, dk_rules_scenario_schema (), s->problems))
    return FALSE;

  ruleset = dk_xml_attr (root, "ruleset");
  if (ruleset == NULL)
    s->ruleset = dk_ruleset_new_default (s->rules);
  else if (g_str_has_suffix (ruleset, ".ruleset"))
    {
      g_autofree char *path = dk_scenario_resolve (s, ruleset);

      s->ruleset = dk_ruleset_load_file (path, &error);
      /* A ruleset that cannot be read is said where the scenario names it;
       * the problems of one that can are at their own lines. */
      if (s->ruleset == NULL)
        dk_problem_add_error (s, root, error,
                              !g_error_matches (error, DK_LOAD_ERROR, DK_LOAD_ERROR_IO));
    }
  else
    {
      s->ruleset = dk_ruleset_find (ruleset, &error);
      if (s->ruleset == NULL)
        dk_problem_add_error (s, root, error, FALSE);
    }
  if (s->ruleset != NULL && dk_ruleset_get_rules (s->ruleset) != s->rules)
    {
      dk_problem_add (s->problems, s->file, root,
                      "the ruleset \"%s\" is not a ruleset of the game \"%s\"", ruleset, game);
      g_clear_pointer (&s->ruleset, dk_ruleset_unref);
    }
  /* The rest of the file is still checked, under the game's defaults. */
  if (s->ruleset == NULL)
    s->ruleset = dk_ruleset_new_default (s->rules);
  g_clear_error (&error);

  s->db = dk_card_db_new_default (s->rules, &error);
  if (s->db == NULL)
    {
      dk_problem_add_error (s, root, error, TRUE);
      return FALSE;
    }

  /* Card sets first, inline cards after: inline test cards may not clash
   * with a set's ids, and a clash is reported on the inline card. A set
   * that does not load stops here: every card of it would be unknown. */
  cards_before = s->problems->len;
  for (xmlNode *c = root->children; c != NULL; c = c->next)
    if (dk_is_element (c, "use-set"))
      {
        const char *href = dk_xml_attr (c, "href");
        g_autofree char *path = NULL;

        if (href == NULL)
          {
            dk_problem_add (s->problems, s->file, c, "<use-set> needs an href attribute");
            continue;
          }
        path = dk_scenario_resolve (s, href);
        /* A set the game loads anyway (cards/GAME/) is there already. */
        if (dk_card_db_has_file (s->db, path))
          continue;
        if (!dk_card_db_load_file (s->db, path, &error))
          {
            dk_problem_add_error (s, c, error,
                                  !g_error_matches (error, DK_LOAD_ERROR, DK_LOAD_ERROR_IO));
            g_clear_error (&error);
          }
      }
  for (xmlNode *c = root->children; c != NULL; c = c->next)
    if (dk_is_element (c, "cards"))
      {
        g_autofree char *set_id = dk_scenario_set_id (s);

        if (!dk_card_db_load_node (s->db, c, s->file, set_id, &error))
          {
            dk_problem_add_error (s, c, error, TRUE);
            g_clear_error (&error);
          }
      }
  cards_ok = s->problems->len == cards_before;

  for (xmlNode *c = root->children; c != NULL; c = c->next)
    {
      if (!dk_is_element (c, NULL))
        continue;
      if (dk_is_element (c, "setup"))
        {
          if (s->setup != NULL)
            dk_problem_add (s->problems, s->file, c, "a scenario has one <setup>");
          s->setup = c;
        }
      else if (dk_is_element (c, "script"))
        {
          if (s->script != NULL)
            dk_problem_add (s->problems, s->file, c, "a scenario has one <script>");
          s->script = c;
        }
      else if (!dk_is_element (c, "cards") && !dk_is_element (c, "use-set") &&
               !dk_is_element (c, "description"))
        dk_problem_add (s->problems, s->file, c, "unknown element <%s> in <scenario>",
                        (const char *) c->name);
    }
  /* The cards loaded: the position and the script can be checked. */
  return cards_ok;
}

/* --- the position -------------------------------------------------------- */

typedef struct
{
  guint16 def;
  xmlNode *node; /* the <card> element, or NULL for an id in the text */
} DkZoneEntry;

/* Set the state attributes of a <card> of a zone on @card. */
static void
dk_scenario_card_attrs (DkScenario *s, xmlNode *node, gint32 card)
{
  for (xmlAttr *a = node->properties; a != NULL; a = a->next)
    {
      const char *name = (const char *) a->name;
      const char *value = dk_xml_attr (node, name);
      const DkCardStateSpec *spec;
      gint32 v;

      if (strcmp (name, "ref") == 0)
        continue;
      spec = dk_scenario_card_state (s, name);
      if (spec == NULL)
        {
          dk_problem_add (s->problems, s->file, node,
                          "unknown card state \"%s\" (the game \"%s\" has no such state)", name,
                          s->module->id);
          continue;
        }
      if (!dk_card_state_parse (spec, value, &v))
        {
          dk_problem_add (s->problems, s->file, node, "%s=\"%s\": %s", name, value,
                          spec->kind == DK_CARD_STATE_VAR ? "an integer is expected"
                                                          : "not a value of this state");
          continue;
        }
      dk_card_state_set (s->game, card, spec, v);
    }
}

/* A card did not fit in the game. Past the capacity every card would say
 * the same: it is said once, at the first card that does not fit, with how
 * many the setup asks for (completed at the end of the setup). */
static void
dk_scenario_refuse_card (DkScenario *s, xmlNode *node, const GError *error)
{
  if (s->n_refused++ > 0)
    return;
  s->full_problem = s->problems->len;
  dk_problem_add (s->problems, s->file, node, "%s", error->message);
}

static gint32
dk_scenario_add_card (DkScenario *s, xmlNode *node, guint16 def, guint player, guint kind)
{
  g_autoptr (GError) error = NULL;
  gint32 card;

  if (s->n_refused > 0)
    {
      s->n_refused++;
      return -1;
    }
  card = dk_game_add_card (s->game, def, player, kind, &error);
  if (card >= 0)
    return card;
  if (g_error_matches (error, DK_GAME_ERROR, DK_GAME_ERROR_CAPACITY))
    dk_scenario_refuse_card (s, node, error);
  else
    dk_problem_add_error (s, node, error, FALSE);
  return -1;
}

static void
dk_scenario_load_zone (DkScenario *s, xmlNode *zone, guint player, guint kind)
{
  g_autoptr (GArray) entries = g_array_new (FALSE, FALSE, sizeof (DkZoneEntry));
  guint next_line = dk_node_line (zone); /* where the next child begins */

  for (xmlNode *c = zone->children; c != NULL; c = c->next)
    {
      guint begins = next_line;

      next_line = dk_node_end_line (c, begins);
      if (c->type == XML_TEXT_NODE || c->type == XML_CDATA_SECTION_NODE)
        {
          g_autofree char *text = (char *) xmlNodeGetContent (c);
          const char *p = text;
          guint line = begins;

          /* Each id is reported on its own line, counted within the text. */
          while (*p != '\0')
            {
              const char *start;
              g_autofree char *id = NULL;
              const DkCardDef *def;

              while (g_ascii_isspace (*p))
                {
                  if (*p == '\n')
                    line++;
                  p++;
                }
              if (*p == '\0')
                break;
              start = p;
              while (*p != '\0' && !g_ascii_isspace (*p))
                p++;
              id = g_strndup (start, p - start);
              def = dk_card_db_lookup (s->db, id);
              if (def == NULL)
                g_ptr_array_add (s->problems,
                                 g_strdup_printf ("%s:%u: unknown card \"%s\"", s->file, line, id));
              else
                g_array_append_val (entries, ((DkZoneEntry){ def->index, NULL }));
            }
        }
      else if (dk_is_element (c, "card"))
        {
          const char *ref = dk_xml_attr (c, "ref");
          const DkCardDef *def = ref != NULL ? dk_scenario_card_def (s, ref) : NULL;

          if (ref == NULL)
            dk_problem_add (s->problems, s->file, c, "<card> needs a ref attribute");
          else if (def == NULL)
            dk_problem_add (s->problems, s->file, c, "unknown card \"%s\"", ref);
          else
            g_array_append_val (entries, ((DkZoneEntry){ def->index, c }));
        }
      else if (dk_is_element (c, NULL))
        dk_problem_add (s->problems, s->file, c, "unknown element <%s> in a zone",
                        (const char *) c->name);
    }

  /* A deck is written top first; the engine's zones end with the top. */
  if (s->module->roles.deck >= 0 && kind == (guint) s->module->roles.deck)
    for (guint i = 0; i < entries->len / 2; i++)
      {
        DkZoneEntry tmp = g_array_index (entries, DkZoneEntry, i);

        g_array_index (entries, DkZoneEntry, i) =
            g_array_index (entries, DkZoneEntry, entries->len - 1 - i);
        g_array_index (entries, DkZoneEntry, entries->len - 1 - i) = tmp;
      }

  for (guint i = 0; i < entries->len; i++)
    {
      const DkZoneEntry *e = &g_array_index (entries, DkZoneEntry, i);
      gint32 card = dk_scenario_add_card (s, e->node ? e->node : zone, e->def, player, kind);

      if (card < 0 || e->node == NULL)
        continue;
      dk_scenario_card_attrs (s, e->node, card);
      for (xmlNode *a = e->node->children; a != NULL; a = a->next)
        {
          const char *ref;
          const DkCardDef *def;
          gint32 attached;

          if (!dk_is_element (a, NULL))
            continue;
          if (!dk_is_element (a, "attached"))
            {
              dk_problem_add (s->problems, s->file, a, "unknown element <%s> in <card>",
                              (const char *) a->name);
              continue;
            }
          ref = dk_xml_attr (a, "ref");
          def = ref != NULL ? dk_scenario_card_def (s, ref) : NULL;
          if (def == NULL)
            {
              dk_problem_add (s->problems, s->file, a, "unknown card \"%s\"", ref ? ref : "");
              continue;
            }
          attached = dk_scenario_add_card (s, a, def->index, player, kind);
          if (attached < 0)
            continue;
          dk_game_card_mut (s->game, attached)->attached_to = (gint16) card;
          dk_scenario_card_attrs (s, a, attached);
        }
    }
}

static void
dk_scenario_set_counter (
    DkScenario *s, xmlNode *node, guint player, const char *name, const char *value)
{
  gint counter = dk_rules_counter_index (s->rules, name);
  gint32 v;

  if (counter < 0)
    {
      dk_problem_add (s->problems, s->file, node, "unknown counter \"%s\"", name);
      return;
    }
  if (value == NULL || !dk_xml_parse_int (value, &v))
    {
      dk_problem_add (s->problems, s->file, node,
                      "the counter %s needs an integer value, not \"%s\"", name,
                      value ? value : "");
      return;
    }
  dk_game_set_counter (s->game, player, (guint) counter, v);
}

static void
dk_scenario_load_player (DkScenario *s, xmlNode *node, guint player)
{
  /* The module's attributes first (UFS `character` sets the vitality from
   * the character card), then counters, which the file states exactly. */
  for (xmlAttr *a = node->properties; a != NULL; a = a->next)
    {
      const char *name = (const char *) a->name;
      const char *value = dk_xml_attr (node, name);
      g_autoptr (GError) error = NULL;

      if (strcmp (name, "id") == 0 || dk_rules_counter_index (s->rules, name) >= 0)
        continue;
      if (s->module->scenario_player_attr == NULL)
        dk_problem_add (s->problems, s->file, node, "unknown player attribute \"%s\"", name);
      else if (!s->module->scenario_player_attr (s->game, player, name, value, &error))
        {
          /* UFS `character` adds a card: it may be one too many. */
          if (g_error_matches (error, DK_GAME_ERROR, DK_GAME_ERROR_CAPACITY))
            dk_scenario_refuse_card (s, node, error);
          else
            dk_problem_add (s->problems, s->file, node, "%s=\"%s\": %s", name, value,
                            error ? error->message : "not accepted by the game");
        }
    }
  for (xmlAttr *a = node->properties; a != NULL; a = a->next)
    {
      const char *name = (const char *) a->name;

      if (dk_rules_counter_index (s->rules, name) >= 0)
        dk_scenario_set_counter (s, node, player, name, dk_xml_attr (node, name));
    }

  for (xmlNode *c = node->children; c != NULL; c = c->next)
    {
      gint kind;

      if (!dk_is_element (c, NULL))
        continue;
      if (dk_is_element (c, "counter"))
        {
          const char *name = dk_xml_attr (c, "name");

          if (name == NULL)
            dk_problem_add (s->problems, s->file, c, "<counter> needs a name attribute");
          else
            dk_scenario_set_counter (s, c, player, name, dk_xml_attr (c, "value"));
          continue;
        }
      kind = dk_rules_zone_index (s->rules, (const char *) c->name);
      if (kind < 0)
        {
          dk_problem_add (s->problems, s->file, c,
                          "unknown zone <%s> (the game \"%s\" has no such zone)",
                          (const char *) c->name, s->module->id);
          continue;
        }
      dk_scenario_load_zone (s, c, player, (guint) kind);
    }
}

gboolean
dk_scenario_load_setup (DkScenario *s)
{
  xmlNode *setup;
  g_autoptr (GPtrArray) players = g_ptr_array_new ();
  gint32 seed, active, turn;
  gint phase = -1, step = 0;
  const char *text;

  /* A scenario without <setup> starts from the beginning with defaults. */
  if (s->setup == NULL)
    s->setup = xmlNewChild (xmlDocGetRootElement (s->doc), NULL, (const xmlChar *) "setup", NULL);
  setup = s->setup;
  for (xmlNode *c = setup->children; c != NULL; c = c->next)
    {
      if (dk_is_element (c, "player"))
        g_ptr_array_add (players, c);
      else if (dk_is_element (c, NULL))
        dk_problem_add (s->problems, s->file, c, "unknown element <%s> in <setup>",
                        (const char *) c->name);
    }
  /* No players at all: as many empty ones as the game needs. */
  if (players->len == 0)
    s->n_players = s->module->min_players;
  else if (players->len < s->module->min_players || players->len > s->module->max_players)
    {
      dk_problem_add (s->problems, s->file, setup,
                      "the game \"%s\" is played by %u to %u players; the setup has %u",
                      s->module->id, s->module->min_players, s->module->max_players, players->len);
      return FALSE;
    }
  else
    s->n_players = players->len;

  dk_scenario_int (s, setup, "seed", 1, &seed);
  dk_scenario_int (s, setup, "turn", 1, &turn);
  dk_scenario_int (s, setup, "active", 1, &active);
  if (active < 1 || (guint) active > s->n_players)
    dk_problem_add (s->problems, s->file, setup, "active=\"%d\" is not a player of this scenario",
                    active);
  if (turn < 1)
    dk_problem_add (s->problems, s->file, setup, "turn=\"%d\": turns count from 1", turn);
  text = dk_xml_attr (setup, "phase");
  if (text != NULL)
    {
      phase = dk_rules_phase_index (s->rules, text);
      if (phase < 0)
        dk_problem_add (s->problems, s->file, setup, "unknown phase \"%s\"", text);
    }
  text = dk_xml_attr (setup, "step");
  if (text != NULL)
    {
      if (dk_xml_attr (setup, "phase") == NULL)
        dk_problem_add (s->problems, s->file, setup, "a step needs its phase");
      else if (phase >= 0 && (step = dk_rules_step_index (s->rules, (guint) phase, text)) < 0)
        dk_problem_add (s->problems, s->file, setup, "unknown step \"%s\" of the phase %s", text,
                        dk_xml_attr (setup, "phase"));
    }
  if (phase < 0 && dk_xml_attr (setup, "phase") == NULL && s->module->setup == NULL)
    dk_problem_add (s->problems, s->file, setup,
                    "the game \"%s\" cannot start from the beginning yet (it has no setup "
                    "procedure): give a phase",
                    s->module->id);

  s->game = dk_game_new_empty (s->ruleset, s->db, s->n_players, (guint64) seed);
  dk_game_set_logging (s->game, TRUE);
  /* Expectations read the whole log, and --log writes it. */
  dk_game_set_event_limit (s->game, 0);

  /* Players by their id when they give one, else in file order. */
  {
    gboolean seen[DK_MAX_PLAYERS] = { FALSE };
    xmlNode *nodes[DK_MAX_PLAYERS] = { NULL };
    gboolean loaded;

    for (guint i = 0; i < players->len; i++)
      {
        xmlNode *p = g_ptr_array_index (players, i);
        gint player = (gint) i;

        if (dk_xml_attr (p, "id") != NULL)
          player = dk_scenario_player (s, p, "id", TRUE);
        if (player < 0)
          continue;
        if (seen[player])
          {
            dk_problem_add (s->problems, s->file, p, "player %d is set up twice", player + 1);
            continue;
          }
        seen[player] = TRUE;
        nodes[player] = p;
        dk_scenario_load_player (s, p, (guint) player);
      }
    /* A side the game cannot play (a UFS player without a character)
     * would run a game that never ends: refuse it at its <player>. */
    loaded = s->problems->len == 0;
    for (guint p = 0; loaded && s->module->check_player != NULL && p < s->n_players; p++)
      {
        g_autoptr (GError) error = NULL;

        if (!s->module->check_player (s->game, p, &error))
          dk_problem_add (s->problems, s->file, nodes[p] != NULL ? nodes[p] : setup,
                          "player %u: %s", p + 1, error != NULL ? error->message : "cannot play");
      }
  }

  if (s->n_refused > 0)
    {
      char *first = g_ptr_array_index (s->problems, s->full_problem);

      s->problems->pdata[s->full_problem] =
          g_strdup_printf ("%s; the setup has %u", first, dk_game_n_cards (s->game) + s->n_refused);
      g_free (first);
    }
  s->phase = phase;
  s->step = step;
  s->active = active;
  s->turn = turn;
  /* Built, with what was wrong in it said: the script can be checked. */
  return TRUE;
}

/* The position is built and every name checked: start the game there. */
void
dk_scenario_start (DkScenario *s)
{
  s->event_base = dk_game_n_events (s->game);
  if (s->phase >= 0)
    dk_game_start_at (s->game, (guint) s->phase, (guint) s->step, (guint) s->active - 1, s->turn);
  else
    dk_game_start (s->game, FALSE);
}

/* --- checking the script before it runs ---------------------------------- */

/* Is @action a text that can name an option of this game? The verb must be
 * one, and every argument a number, a word of the rules or a card. Whether
 * it is legal is for the run to tell. */
void
dk_scenario_check_action (DkScenario *s, xmlNode *node, const char *action)
{
  g_auto (GStrv) words = NULL;

  if (action == NULL || *action == '\0')
    {
      dk_problem_add (s->problems, s->file, node, "<%s> needs an action",
                      (const char *) node->name);
      return;
    }
  words = g_strsplit (action, " ", -1);
  if (dk_rules_verb_index (s->rules, words[0]) < 0)
    {
      dk_problem_add (s->problems, s->file, node, "bad action \"%s\": unknown verb \"%s\"", action,
                      words[0]);
      return;
    }
  for (guint i = 1; words[i] != NULL; i++)
    {
      gint32 n;

      if (*words[i] == '\0')
        {
          dk_problem_add (s->problems, s->file, node,
                          "bad action \"%s\": arguments are separated by single spaces", action);
          return;
        }
      if (dk_xml_parse_int (words[i], &n) || dk_rules_verb_index (s->rules, words[i]) >= 0 ||
          dk_scenario_card_def (s, words[i]) != NULL)
        continue;
      dk_problem_add (s->problems, s->file, node,
                      "bad action \"%s\": \"%s\" is no card, number or word of the game", action,
                      words[i]);
      return;
    }
}

/* The action text of a step, white space around it dropped. */
char *
dk_step_action (xmlNode *node)
{
  g_autofree char *text = (char *) xmlNodeGetContent (node);

  return g_strdup (g_strstrip (text ? text : (char *) ""));
}

void
dk_check_allowed_attrs (DkScenario *s, xmlNode *node, const char *const *allowed)
{
  for (xmlAttr *a = node->properties; a != NULL; a = a->next)
    if (!dk_str_in ((const char *) a->name, allowed))
      dk_problem_add (s->problems, s->file, node, "unknown attribute %s on <%s>",
                      (const char *) a->name, (const char *) node->name);
}

void
dk_check_card_ref (DkScenario *s, xmlNode *node, const char *attr)
{
  const char *id = dk_xml_attr (node, attr);

  if (id != NULL && dk_card_db_lookup (s->db, id) == NULL)
    dk_problem_add (s->problems, s->file, node, "unknown card \"%s\"", id);
}

void
dk_check_zone (DkScenario *s, xmlNode *node, gboolean required)
{
  const char *zone = dk_xml_attr (node, "zone");

  if (zone == NULL)
    {
      if (required)
        dk_problem_add (s->problems, s->file, node, "<%s> needs a zone attribute",
                        (const char *) node->name);
    }
  else if (dk_rules_zone_index (s->rules, zone) < 0)
    dk_problem_add (s->problems, s->file, node, "unknown zone \"%s\"", zone);
}

void
dk_check_int_attr (DkScenario *s, xmlNode *node, const char *attr)
{
  gint32 v;

  dk_scenario_int (s, node, attr, 0, &v);
}

void
dk_check_phase (DkScenario *s, xmlNode *node)
{
  const char *phase = dk_xml_attr (node, "phase");
  const char *step = dk_xml_attr (node, "step");
  gint p = -1;

  if (phase != NULL && (p = dk_rules_phase_index (s->rules, phase)) < 0)
    dk_problem_add (s->problems, s->file, node, "unknown phase \"%s\"", phase);
  if (step != NULL)
    {
      gboolean found = FALSE;

      /* Without a phase, the step may be of any phase. */
      for (guint i = 0; i < s->module->n_phases; i++)
        if ((p < 0 || (guint) p == i) && dk_rules_step_index (s->rules, i, step) >= 0)
          found = TRUE;
      if (!found)
        dk_problem_add (s->problems, s->file, node, "unknown step \"%s\"", step);
    }
}
