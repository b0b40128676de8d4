/* dk-stats.c: 95 % intervals of shares, means and differences (Wilson,
 * Newcombe, Student and Welch) and quantiles.
 *
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */
#include "dk-stats.h"

#include <math.h>

/* --- intervals ------------------------------------------------------------------- */

void
dk_stats_wilson (guint k, guint n, double *lo, double *hi)
{
  const double z = DK_STATS_Z95;
  double p, centre, half;

  if (n == 0)
    {
      *lo = 0.0;
      *hi = 1.0;
      return;
    }
  p = (double) k / n;
  centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
  half = z / (1.0 + z * z / n) * sqrt (p * (1.0 - p) / n + z * z / (4.0 * n * n));
  *lo = MAX (0.0, centre - half);
  *hi = MIN (1.0, centre + half);
}

void
dk_stats_newcombe (guint k1, guint n1, guint k2, guint n2, double *lo, double *hi)
{
  double p1 = n1 ? (double) k1 / n1 : 0.0, p2 = n2 ? (double) k2 / n2 : 0.0;
  double l1, u1, l2, u2, d = p1 - p2;

  dk_stats_wilson (k1, n1, &l1, &u1);
  dk_stats_wilson (k2, n2, &l2, &u2);
  *lo = d - sqrt ((p1 - l1) * (p1 - l1) + (u2 - p2) * (u2 - p2));
  *hi = d + sqrt ((u1 - p1) * (u1 - p1) + (p2 - l2) * (p2 - l2));
}

/* The normal quantile (Acklam's rational approximation, refined once). */
static double
normal_quantile (double p)
{
  static const double a[] = { -3.969683028665376e+01, 2.209460984245205e+02,
                              -2.759285104469687e+02, 1.383577518672690e+02,
                              -3.066479806614716e+01, 2.506628277459239e+00 };
  static const double b[] = { -5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                              6.680131188771972e+01, -1.328068155288572e+01 };
  static const double c[] = { -7.784894002430293e-03, -3.223964580411365e-01,
                              -2.400758277161838e+00, -2.549732539343734e+00,
                              4.374664141464968e+00,  2.938163982698783e+00 };
  static const double d[] = { 7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
                              3.754408661907416e+00 };
  double q, r, x, e, u;

  if (p <= 0.0)
    return -HUGE_VAL;
  if (p >= 1.0)
    return HUGE_VAL;
  if (p < 0.02425)
    {
      q = sqrt (-2 * log (p));
      x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
          ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    }
  else if (p > 1 - 0.02425)
    {
      q = sqrt (-2 * log (1 - p));
      x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
          ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    }
  else
    {
      q = p - 0.5;
      r = q * q;
      x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
          (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
    }
  e = 0.5 * erfc (-x / sqrt (2)) - p;
  u = e * sqrt (2 * G_PI) * exp (x * x / 2);
  return x - u / (1 + x * u / 2);
}

/* The continued fraction of the regularised incomplete beta function
 * (Lentz's method, as in Press et al., Numerical Recipes, 6.4). */
static double
beta_fraction (double a, double b, double x)
{
  const double tiny = 1e-300;
  double c = 1.0, d = 1.0 - (a + b) * x / (a + 1.0), h;

  d = 1.0 / (fabs (d) < tiny ? tiny : d);
  h = d;
  for (guint m = 1; m <= 300; m++)
    {
      double aa, del;

      aa = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m));
      d = 1.0 + aa * d;
      d = 1.0 / (fabs (d) < tiny ? tiny : d);
      c = 1.0 + aa / c;
      c = fabs (c) < tiny ? tiny : c;
      h *= d * c;
      aa = -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1));
      d = 1.0 + aa * d;
      d = 1.0 / (fabs (d) < tiny ? tiny : d);
      c = 1.0 + aa / c;
      c = fabs (c) < tiny ? tiny : c;
      del = d * c;
      h *= del;
      if (fabs (del - 1.0) < 1e-15)
        break;
    }
  return h;
}

static double
incomplete_beta (double a, double b, double x)
{
  double front;

  if (x <= 0)
    return 0;
  if (x >= 1)
    return 1;
  front = exp (lgamma (a + b) - lgamma (a) - lgamma (b) + a * log (x) + b * log (1 - x));
  if (x < (a + 1) / (a + b + 2))
    return front * beta_fraction (a, b, x) / a;
  return 1 - front * beta_fraction (b, a, 1 - x) / b;
}

/* P(T <= t) for Student's t with @df degrees of freedom. */
static double
t_cdf (double t, double df)
{
  double tail = 0.5 * incomplete_beta (df / 2, 0.5, df / (df + t * t));

  return t >= 0 ? 1 - tail : tail;
}

/* Student's t quantile: the t distribution function inverted by bisection
 * (its tables to every digit shown). */
double
dk_stats_t_quantile (double p, double df)
{
  double lo = -1e4, hi = 1e4;

  if (df <= 0 || p <= 0 || p >= 1)
    return NAN;
  if (df > 1e7)
    return normal_quantile (p);
  for (guint i = 0; i < 200 && hi - lo > 1e-12; i++)
    {
      double mid = (lo + hi) / 2;

      if (t_cdf (mid, df) < p)
        lo = mid;
      else
        hi = mid;
    }
  return (lo + hi) / 2;
}

void
dk_stats_mean (const double *v, guint n, double *mean, double *sd, double *lo, double *hi)
{
  double sum = 0.0, ss = 0.0, half;

  *mean = *sd = 0.0;
  *lo = *hi = NAN;
  if (n == 0)
    return;
  for (guint i = 0; i < n; i++)
    sum += v[i];
  *mean = sum / n;
  if (n < 2)
    return;
  for (guint i = 0; i < n; i++)
    ss += (v[i] - *mean) * (v[i] - *mean);
  *sd = sqrt (ss / (n - 1));
  half = dk_stats_t_quantile (0.975, n - 1) * *sd / sqrt (n);
  *lo = *mean - half;
  *hi = *mean + half;
}

void
dk_stats_welch (
    double m1, double sd1, guint n1, double m2, double sd2, guint n2, double *lo, double *hi)
{
  double v1, v2, se, df;

  if (n1 < 2 || n2 < 2)
    {
      *lo = *hi = NAN;
      return;
    }
  v1 = sd1 * sd1 / n1;
  v2 = sd2 * sd2 / n2;
  se = sqrt (v1 + v2);
  if (se == 0)
    {
      *lo = *hi = m1 - m2;
      return;
    }
  df = (v1 + v2) * (v1 + v2) / (v1 * v1 / (n1 - 1) + v2 * v2 / (n2 - 1));
  *lo = m1 - m2 - dk_stats_t_quantile (0.975, df) * se;
  *hi = m1 - m2 + dk_stats_t_quantile (0.975, df) * se;
}

double
dk_stats_quantile (const double *sorted, guint n, double q)
{
  double h, f;
  guint i;

  if (n == 0)
    return NAN;
  h = (n - 1) * q;
  i = (guint) floor (h);
  f = h - i;
  if (i + 1 >= n)
    return sorted[n - 1];
  return sorted[i] + f * (sorted[i + 1] - sorted[i]);
}
