/* dk-plot.c: the plots of a comparison: game length, the advantage of the
 * eventual winner over the game, balance, mechanics in use. Each is a fixed
 * DK_PLOT_WIDTH x DK_PLOT_HEIGHT drawing written as PNG, SVG or PDF.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-plot.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo.h>
#include <errno.h>
#ifdef DK_HAVE_FONTCONFIG
#include <fontconfig/fontconfig.h>
#endif
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#define DK_PLOT_ERROR (g_quark_from_static_string ("dk-plot-error"))
/* A bin of the advantage plot is drawn only with this many games in it:
 * the last bins hold only the longest games. */
#define DK_PLOT_MIN_GAMES 20

/* One colour a ruleset, told apart in print as well. */
static const double palette[][3] = {
  { 0.12, 0.47, 0.71 }, { 0.85, 0.37, 0.01 }, { 0.17, 0.63, 0.17 },
  { 0.84, 0.15, 0.16 }, { 0.58, 0.40, 0.74 }, { 0.55, 0.34, 0.29 },
};

static void
set_colour (cairo_t *cr, guint i, double alpha)
{
  const double *c = palette[i % G_N_ELEMENTS (palette)];

  cairo_set_source_rgba (cr, c[0], c[1], c[2], alpha);
}

/* The plot area and the values it shows. */
typedef struct
{
  double x0, y0, x1, y1; /* device: left, top, right, bottom */
  double xmin, xmax, ymin, ymax;
} Frame;

static double
fx (const Frame *f, double x)
{
  return f->x0 + (x - f->xmin) / (f->xmax - f->xmin) * (f->x1 - f->x0);
}

static double
fy (const Frame *f, double y)
{
  return f->y1 - (y - f->ymin) / (f->ymax - f->ymin) * (f->y1 - f->y0);
}

static void
text_at (cairo_t *cr, double x, double y, const char *text, double align_x, double align_y)
{
  cairo_text_extents_t e;

  cairo_text_extents (cr, text, &e);
  cairo_move_to (cr, x - align_x * e.width - e.x_bearing, y - align_y * e.height - e.y_bearing);
  cairo_show_text (cr, text);
}

/* @v rounded to a thousandth of @step, never "-0". */
static double
tick_value (double v, double step)
{
  v = round (v / step * 1000) * step / 1000;
  return fabs (v) < step * 1e-6 ? 0.0 : v;
}

/* A step of 1, 2 or 5 times a power of ten giving about @n ticks. */
static double
nice_step (double span, guint n)
{
  double raw = span / n, p = pow (10, floor (log10 (raw))), m = raw / p;

  return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * p;
}

static void
begin (cairo_t *cr, const char *title)
{
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, 16);
  cairo_set_source_rgb (cr, 0, 0, 0);
  text_at (cr, DK_PLOT_WIDTH / 2.0, 14, title, 0.5, 0);
  cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, 12);
}

/* Axes, ticks with their values (@percent: y as per cent), grid, labels. */
static void
axes (cairo_t *cr,
      const Frame *f,
      const char *xlabel,
      const char *ylabel,
      gboolean x_ticks,
      gboolean percent)
{
  double step;

  cairo_set_line_width (cr, 1);
  /* y ticks and grid */
  step = nice_step (f->ymax - f->ymin, 6);
  for (double y = ceil (f->ymin / step - 1e-9) * step; y <= f->ymax + 1e-9; y += step)
    {
      char buf[32];

      cairo_set_source_rgb (cr, 0.9, 0.9, 0.9);
      cairo_move_to (cr, f->x0, fy (f, y));
      cairo_line_to (cr, f->x1, fy (f, y));
      cairo_stroke (cr);
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_move_to (cr, f->x0 - 5, fy (f, y));
      cairo_line_to (cr, f->x0, fy (f, y));
      cairo_stroke (cr);
      if (percent)
        g_snprintf (buf, sizeof buf, "%g%%", 100 * tick_value (y, step));
      else
        g_snprintf (buf, sizeof buf, "%g", tick_value (y, step));
      text_at (cr, f->x0 - 8, fy (f, y), buf, 1, 0.5);
    }
  if (x_ticks)
    {
      step = nice_step (f->xmax - f->xmin, 8);
      for (double x = ceil (f->xmin / step - 1e-9) * step; x <= f->xmax + 1e-9; x += step)
        {
          char buf[32];

          cairo_set_source_rgb (cr, 0, 0, 0);
          cairo_move_to (cr, fx (f, x), f->y1);
          cairo_line_to (cr, fx (f, x), f->y1 + 5);
          cairo_stroke (cr);
          g_snprintf (buf, sizeof buf, "%g", tick_value (x, step));
          text_at (cr, fx (f, x), f->y1 + 8, buf, 0.5, 0);
        }
    }
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_rectangle (cr, f->x0, f->y0, f->x1 - f->x0, f->y1 - f->y0);
  cairo_stroke (cr);
  text_at (cr, (f->x0 + f->x1) / 2, DK_PLOT_HEIGHT - 8, xlabel, 0.5, 1);
  cairo_save (cr);
  cairo_translate (cr, 16, (f->y0 + f->y1) / 2);
  cairo_rotate (cr, -G_PI / 2);
  text_at (cr, 0, 0, ylabel, 0.5, 0.5);
  cairo_restore (cr);
}

/* A legend at the top right of the plot area: a line or a box a label. */
static void
legend_at (cairo_t *cr,
           const Frame *f,
           const char *const *labels,
           const guint *colours,
           const gboolean *dashed,
           guint n,
           gboolean bottom_left)
{
  double width = 0, x, y = bottom_left ? f->y1 - 18.0 * n - 6 : f->y0 + 10;

  for (guint i = 0; i < n; i++)
    {
      cairo_text_extents_t e;

      cairo_text_extents (cr, labels[i], &e);
      width = MAX (width, e.width);
    }
  x = bottom_left ? f->x0 + 12 : f->x1 - width - 44;
  cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
  cairo_rectangle (cr, x - 6, y - 4, width + 46, 18.0 * n + 4);
  cairo_fill (cr);
  for (guint i = 0; i < n; i++, y += 18)
    {
      set_colour (cr, colours[i], 1);
      cairo_set_line_width (cr, 2.5);
      if (dashed && dashed[i])
        {
          double d[] = { 6, 4 };

          cairo_set_dash (cr, d, 2, 0);
        }
      cairo_move_to (cr, x, y + 6);
      cairo_line_to (cr, x + 28, y + 6);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      cairo_set_source_rgb (cr, 0, 0, 0);
      text_at (cr, x + 34, y + 6, labels[i], 0, 0.5);
    }
}

static void
legend (cairo_t *cr,
        const Frame *f,
        const char *const *labels,
        const guint *colours,
        const gboolean *dashed,
        guint n)
{
  legend_at (cr, f, labels, colours, dashed, n, FALSE);
}

static Frame
frame_new (double left)
{
  Frame f = { left, 40, DK_PLOT_WIDTH - 20, DK_PLOT_HEIGHT - 50, 0, 1, 0, 1 };

  return f;
}

/* --- the plots ------------------------------------------------------------------ */

static void
plot_length (cairo_t *cr, GPtrArray *studies)
{
  double lo = G_MAXDOUBLE, hi = -G_MAXDOUBLE, width, top = 0;
  guint n_bins;
  Frame f = frame_new (70);
  g_autofree const char **labels = g_new0 (const char *, studies->len);
  g_autofree guint *colours = g_new0 (guint, studies->len);

  begin (cr, "Game length");
  for (guint s = 0; s < studies->len; s++)
    {
      const DkStudy *st = g_ptr_array_index (studies, s);

      for (guint i = 0; i < st->turns->len; i++)
        {
          lo = MIN (lo, g_array_index (st->turns, double, i));
          hi = MAX (hi, g_array_index (st->turns, double, i));
        }
    }
  if (lo > hi)
    lo = hi = 0;
  width = MAX (1.0, ceil ((hi - lo + 1) / 30.0));
  n_bins = (guint) ((hi - lo) / width) + 1;
  {
    g_autofree double *share = g_new0 (double, n_bins * studies->len);

    for (guint s = 0; s < studies->len; s++)
      {
        const DkStudy *st = g_ptr_array_index (studies, s);

        for (guint i = 0; i < st->turns->len; i++)
          share[s * n_bins + (guint) ((g_array_index (st->turns, double, i) - lo) / width)] +=
              1.0 / st->turns->len;
        for (guint b = 0; b < n_bins; b++)
          top = MAX (top, share[s * n_bins + b]);
      }
    f.xmin = lo;
    f.xmax = lo + n_bins * width;
    f.ymin = 0;
    f.ymax = top > 0 ? top * 1.15 : 1;
    axes (cr, &f, "turns", "share of games", TRUE, TRUE);
    for (guint s = 0; s < studies->len; s++)
      {
        double bar = (fx (&f, lo + width) - fx (&f, lo)) / studies->len;

        for (guint b = 0; b < n_bins; b++)
          {
            double x = fx (&f, lo + b * width) + s * bar, y = fy (&f, share[s * n_bins + b]);

            set_colour (cr, s, 0.75);
            cairo_rectangle (cr, x, y, MAX (bar - 0.5, 0.5), f.y1 - y);
            cairo_fill (cr);
          }
        labels[s] = ((DkStudy *) studies->pdata[s])->label;
        colours[s] = s;
      }
  }
  legend (cr, &f, labels, colours, NULL, studies->len);
}

static void
plot_advantage (cairo_t *cr, GPtrArray *studies)
{
  Frame f = frame_new (70);
  g_autofree const char **labels = g_new0 (const char *, 2 * studies->len);
  g_autofree guint *colours = g_new0 (guint, 2 * studies->len);
  g_autofree gboolean *dashed = g_new0 (gboolean, 2 * studies->len);
  g_autoptr (GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);

  begin (cr, "Advantage of the eventual winner and of the others (mean, 95 % band)");
  axes (cr, &f, "time in the game: turn / (turns + 1)", "advantage (estimated chance to win)", TRUE,
        FALSE);
  for (guint s = 0; s < studies->len; s++)
    {
      const DkStudy *st = g_ptr_array_index (studies, s);

      for (guint w = 0; w < 2; w++)
        {
          gboolean started = FALSE;

          /* the band */
          for (guint b = 0; b < DK_STATS_BINS; b++)
            if (st->trace_n[b] >= DK_PLOT_MIN_GAMES && !isnan (st->trace_lo[w][b]))
              {
                double x = (b + 0.5) / DK_STATS_BINS;

                if (!started)
                  cairo_move_to (cr, fx (&f, x), fy (&f, CLAMP (st->trace_hi[w][b], 0, 1)));
                else
                  cairo_line_to (cr, fx (&f, x), fy (&f, CLAMP (st->trace_hi[w][b], 0, 1)));
                started = TRUE;
              }
          for (guint b = DK_STATS_BINS; started && b > 0; b--)
            if (st->trace_n[b - 1] >= DK_PLOT_MIN_GAMES && !isnan (st->trace_lo[w][b - 1]))
              cairo_line_to (cr, fx (&f, (b - 0.5) / DK_STATS_BINS),
                             fy (&f, CLAMP (st->trace_lo[w][b - 1], 0, 1)));
          if (started)
            {
              cairo_close_path (cr);
              set_colour (cr, s, 0.2);
              cairo_fill (cr);
            }
          /* the mean */
          started = FALSE;
          for (guint b = 0; b < DK_STATS_BINS; b++)
            if (st->trace_n[b] >= DK_PLOT_MIN_GAMES)
              {
                double x = fx (&f, (b + 0.5) / DK_STATS_BINS), y = fy (&f, st->trace_mean[w][b]);

                if (!started)
                  cairo_move_to (cr, x, y);
                else
                  cairo_line_to (cr, x, y);
                started = TRUE;
              }
          set_colour (cr, s, 1);
          cairo_set_line_width (cr, 2.5);
          if (w == 1)
            {
              double d[] = { 6, 4 };

              cairo_set_dash (cr, d, 2, 0);
            }
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
          labels[2 * s + w] = g_strdup_printf ("%s: %s", st->label, w == 0 ? "winner" : "others");
          g_ptr_array_add (owned, (gpointer) labels[2 * s + w]);
          colours[2 * s + w] = s;
          dashed[2 * s + w] = w == 1;
        }
    }
  /* the winner rises to the top right, the others fall to the bottom
   * right: the bottom left is free */
  legend_at (cr, &f, labels, colours, dashed, 2 * studies->len, TRUE);
}

/* One share with its interval bars at @x; @square: a square mark. */
static void
share_bar (cairo_t *cr, const Frame *f, double x, const DkStat *st, guint colour, gboolean square)
{
  char buf[64];

  set_colour (cr, colour, 1);
  cairo_set_line_width (cr, 2);
  cairo_move_to (cr, x, fy (f, st->lo));
  cairo_line_to (cr, x, fy (f, st->hi));
  cairo_move_to (cr, x - 10, fy (f, st->lo));
  cairo_line_to (cr, x + 10, fy (f, st->lo));
  cairo_move_to (cr, x - 10, fy (f, st->hi));
  cairo_line_to (cr, x + 10, fy (f, st->hi));
  cairo_stroke (cr);
  if (square)
    cairo_rectangle (cr, x - 5, fy (f, st->value) - 5, 10, 10);
  else
    cairo_arc (cr, x, fy (f, st->value), 5, 0, 2 * G_PI);
  cairo_fill (cr);
  g_snprintf (buf, sizeof buf, "%.1f%%", 100 * st->value);
  cairo_set_source_rgb (cr, 0, 0, 0);
  text_at (cr, x + 14, fy (f, st->value), buf, 0, 0.5);
}

static void
plot_balance (cairo_t *cr, GPtrArray *studies)
{
  static const char *const keys[] = { "balance.seat1", "balance.first_mover" };
  Frame f = frame_new (70);
  double lo = 0.5, hi = 0.5;
  gboolean movers = FALSE;

  begin (cr, "Seat 1's and the first mover's wins (95 % Wilson intervals)");
  for (guint s = 0; s < studies->len; s++)
    for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
      {
        const DkStat *st = dk_study_find (studies->pdata[s], keys[k]);

        if (st && !isnan (st->value))
          {
            lo = MIN (lo, st->lo);
            hi = MAX (hi, st->hi);
            movers |= k == 1;
          }
      }
  f.xmin = 0;
  f.xmax = studies->len;
  f.ymin = MAX (0, lo - 0.05);
  f.ymax = MIN (1, hi + 0.05);
  axes (cr, &f, "ruleset", "share of the games won", FALSE, TRUE);
  /* an even two-player game */
  cairo_set_source_rgb (cr, 0.4, 0.4, 0.4);
  {
    double d[] = { 4, 4 };

    cairo_set_dash (cr, d, 2, 0);
  }
  cairo_move_to (cr, f.x0, fy (&f, 0.5));
  cairo_line_to (cr, f.x1, fy (&f, 0.5));
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  for (guint s = 0; s < studies->len; s++)
    {
      const DkStudy *study = g_ptr_array_index (studies, s);
      double x = fx (&f, s + 0.5);

      cairo_set_source_rgb (cr, 0, 0, 0);
      text_at (cr, x, f.y1 + 8, study->label, 0.5, 0);
      for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
        {
          const DkStat *st = dk_study_find (study, keys[k]);

          if (st != NULL && !isnan (st->value))
            share_bar (cr, &f, movers ? x + (k == 0 ? -40 : 40) : x, st, s, k == 1);
        }
    }
  /* which mark is which */
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_arc (cr, f.x0 + 16, f.y0 + 14, 5, 0, 2 * G_PI);
  cairo_fill (cr);
  text_at (cr, f.x0 + 28, f.y0 + 14, "seat 1 (left)", 0, 0.5);
  if (movers)
    {
      cairo_rectangle (cr, f.x0 + 11, f.y0 + 27, 10, 10);
      cairo_fill (cr);
      text_at (cr, f.x0 + 28, f.y0 + 32, "the player who began turn 1 (right)", 0, 0.5);
    }
}

static void
plot_mechanics (cairo_t *cr, GPtrArray *studies)
{
  g_autoptr (GPtrArray) rows = g_ptr_array_new ();
  g_autofree const char **labels = g_new0 (const char *, studies->len);
  g_autofree guint *colours = g_new0 (guint, studies->len);
  double top = 0;
  Frame f = frame_new (190);

  begin (cr, "Mechanics in use (events a game, mean and 95 % interval)");
  for (guint s = 0; s < studies->len; s++)
    {
      const DkStudy *study = g_ptr_array_index (studies, s);

      for (guint i = 0; i < study->stats->len; i++)
        {
          const DkStat *st = g_ptr_array_index (study->stats, i);
          gboolean seen = FALSE;

          if (strcmp (st->group, "mechanics") != 0)
            continue;
          top = MAX (top, isnan (st->hi) ? st->value : st->hi);
          for (guint r = 0; r < rows->len; r++)
            seen |= strcmp (((DkStat *) rows->pdata[r])->key, st->key) == 0;
          if (!seen)
            g_ptr_array_add (rows, (gpointer) st);
        }
      labels[s] = study->label;
      colours[s] = s;
    }
  /* horizontal bars: x is the value, a row a mechanic */
  f.xmin = 0;
  f.xmax = top > 0 ? top * 1.3 : 1; /* room for the legend */
  f.ymin = 0;
  f.ymax = MAX (rows->len, 1);
  cairo_set_line_width (cr, 1);
  {
    double step = nice_step (f.xmax, 8);

    for (double x = 0; x <= f.xmax + 1e-9; x += step)
      {
        char buf[32];

        cairo_set_source_rgb (cr, 0.9, 0.9, 0.9);
        cairo_move_to (cr, fx (&f, x), f.y0);
        cairo_line_to (cr, fx (&f, x), f.y1);
        cairo_stroke (cr);
        cairo_set_source_rgb (cr, 0, 0, 0);
        g_snprintf (buf, sizeof buf, "%g", tick_value (x, step));
        text_at (cr, fx (&f, x), f.y1 + 8, buf, 0.5, 0);
      }
  }
  cairo_set_font_size (cr, rows->len > 20 ? 10 : 12);
  for (guint r = 0; r < rows->len; r++)
    {
      const DkStat *row = g_ptr_array_index (rows, r);
      double band = (f.y1 - f.y0) / f.ymax, y = f.y0 + r * band;

      cairo_set_source_rgb (cr, 0, 0, 0);
      text_at (cr, f.x0 - 6, y + band / 2, row->label, 1, 0.5);
      for (guint s = 0; s < studies->len; s++)
        {
          const DkStat *st = dk_study_find (studies->pdata[s], row->key);
          double h = band * 0.8 / studies->len, yy = y + band * 0.1 + s * h;

          if (st == NULL || isnan (st->value))
            continue;
          set_colour (cr, s, 0.8);
          cairo_rectangle (cr, f.x0, yy, fx (&f, st->value) - f.x0, h);
          cairo_fill (cr);
          if (!isnan (st->lo))
            {
              cairo_set_source_rgb (cr, 0, 0, 0);
              cairo_move_to (cr, fx (&f, st->lo), yy + h / 2);
              cairo_line_to (cr, fx (&f, st->hi), yy + h / 2);
              cairo_stroke (cr);
            }
        }
    }
  cairo_set_font_size (cr, 12);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_rectangle (cr, f.x0, f.y0, f.x1 - f.x0, f.y1 - f.y0);
  cairo_stroke (cr);
  text_at (cr, (f.x0 + f.x1) / 2, DK_PLOT_HEIGHT - 8, "events a game", 0.5, 1);
  legend (cr, &f, labels, colours, NULL, studies->len);
}

/* --- writing ------------------------------------------------------------------------ */

static gboolean
write_plot (void (*draw) (cairo_t *, GPtrArray *),
            GPtrArray *studies,
            const char *path,
            const char *format,
            GError **error)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;

  if (strcmp (format, "svg") == 0)
    surface = cairo_svg_surface_create (path, DK_PLOT_WIDTH, DK_PLOT_HEIGHT);
  else if (strcmp (format, "pdf") == 0)
    surface = cairo_pdf_surface_create (path, DK_PLOT_WIDTH, DK_PLOT_HEIGHT);
  else
    surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, DK_PLOT_WIDTH, DK_PLOT_HEIGHT);
  cr = cairo_create (surface);
  draw (cr, studies);
  cairo_show_page (cr);
  status = cairo_status (cr);
  cairo_destroy (cr);
  if (status == CAIRO_STATUS_SUCCESS && strcmp (format, "png") == 0)
    status = cairo_surface_write_to_png (surface, path);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, DK_PLOT_ERROR, 1, "%s: %s", path, cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

gboolean
dk_plot_write_all (GPtrArray *studies, const char *dir, const char *format, GError **error)
{
  static const struct
  {
    const char *name;
    void (*draw) (cairo_t *, GPtrArray *);
  } plots[] = {
    { "length", plot_length },
    { "advantage", plot_advantage },
    { "balance", plot_balance },
    { "mechanics", plot_mechanics },
  };

  if (g_mkdir_with_parents (dir, 0777) != 0)
    {
      int saved = errno;

      g_set_error (error, DK_PLOT_ERROR, 1, "%s: %s", dir, g_strerror (saved));
      return FALSE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (plots); i++)
    {
      g_autofree char *file = g_strdup_printf ("%s.%s", plots[i].name, format);
      g_autofree char *path = g_build_filename (dir, file, NULL);

      if (!write_plot (plots[i].draw, studies, path, format, error))
        {
          cairo_debug_reset_static_data ();
          return FALSE;
        }
    }
  /* Nothing of cairo is alive any more: let it give back its font caches
   * (and what they hold of fontconfig), so that a leak checker sees only
   * real leaks. */
  cairo_debug_reset_static_data ();
#ifdef DK_HAVE_FONTCONFIG
  FcFini ();
#endif
  return TRUE;
}
