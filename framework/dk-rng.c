/* dk-rng.c: xoshiro128** (Blackman and Vigna), seeded through SplitMix64.
 *
 * Only fixed-width integer arithmetic: the same seed gives the same
 * sequence on every machine and compiler.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-private.h"

static inline guint32
rotl32 (guint32 x, int k)
{
  return (x << k) | (x >> (32 - k));
}

static guint64
splitmix64 (guint64 *x)
{
  guint64 z = (*x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/**
 * dk_rng_seed:
 * @rng: the generator
 * @seed: any value, 0 included
 *
 * Seeds @rng. SplitMix64 spreads the seed so that nearby seeds give
 * unrelated streams and the state is never all zero.
 */
void
dk_rng_seed (DkRng *rng, guint64 seed)
{
  guint64 x = seed;
  guint64 a = splitmix64 (&x);
  guint64 b = splitmix64 (&x);

  rng->s[0] = (guint32) a;
  rng->s[1] = (guint32) (a >> 32);
  rng->s[2] = (guint32) b;
  rng->s[3] = (guint32) (b >> 32);
  if ((rng->s[0] | rng->s[1] | rng->s[2] | rng->s[3]) == 0)
    rng->s[0] = 1;
}

/**
 * dk_rng_next:
 * @rng: the generator
 *
 * Returns: the next 32 random bits.
 */
guint32
dk_rng_next (DkRng *rng)
{
  guint32 *s = rng->s;
  guint32 result = rotl32 (s[1] * 5, 7) * 9;
  guint32 t = s[1] << 9;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl32 (s[3], 11);
  return result;
}

/**
 * dk_rng_below:
 * @rng: the generator
 * @bound: the number of outcomes, at least 1
 *
 * Returns: a uniformly distributed value in [0, @bound). Rejection keeps it
 * unbiased (Lemire's multiply-and-shift with a threshold).
 */
guint32
dk_rng_below (DkRng *rng, guint32 bound)
{
  guint64 m;
  guint32 low;

  g_return_val_if_fail (bound > 0, 0);
  m = (guint64) dk_rng_next (rng) * bound;
  low = (guint32) m;
  if (low < bound)
    {
      guint32 threshold = (guint32) (-bound) % bound;

      while (low < threshold)
        {
          m = (guint64) dk_rng_next (rng) * bound;
          low = (guint32) m;
        }
    }
  return (guint32) (m >> 32);
}

/**
 * dk_rng_shuffle16:
 * @rng: the generator
 * @items: (array length=n): the items
 * @n: how many
 *
 * Fisher-Yates shuffle of @items in place.
 */
void
dk_rng_shuffle16 (DkRng *rng, guint16 *items, guint n)
{
  for (guint i = n; i > 1; i--)
    {
      guint j = dk_rng_below (rng, i);
      guint16 t = items[i - 1];

      items[i - 1] = items[j];
      items[j] = t;
    }
}
