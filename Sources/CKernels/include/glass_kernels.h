#ifndef GLASS_KERNELS_H
#define GLASS_KERNELS_H

#include <stddef.h>

/// One pass of a convolution with a symmetric kernel over flat float rows (see SymmetricConvolution.swift):
/// dst[i] = w[r]·taps[r][i] + Σ_{k<r} w[k]·(taps[k][i] + taps[2r−k][i]), summed in that order for every
/// lane, so the result is the same bits on every CPU. `count` = 2r + 1 weights.
void glass_symmetric_convolve(const float *const *taps, const float *weights, long count, float *dst, long lanes);

/// The same, compiled for the baseline CPU only (no dispatch): what tests compare the dispatched one with.
void glass_symmetric_convolve_baseline(
    const float *const *taps, const float *weights, long count, float *dst, long lanes);

/// dst[i] = RowConversion.roundedByte(src[i] + 0.5): the nearest byte, half up, clamped (NaN to 0).
void glass_store_rounded(const float *src, unsigned char *dst, long count);

/// The same, compiled for the baseline CPU only.
void glass_store_rounded_baseline(const float *src, unsigned char *dst, long count);

/// dst[i] = (float)src[i].
void glass_load_bytes(const unsigned char *src, float *dst, long count);

/// y[i] = a piecewise-linear tone curve at x[i] (ToneSegments.callAsFunction, lane for lane): x clamped to
/// 0…1 (NaN stays NaN) and scaled by 8, its segment i = ⌊t⌋ (at most 7) found by adding and removing 2²³,
/// then table[i] + table[8 + i]·(t − i): knots in table[0…7], slopes in table[8…15]. `y` may be `x`.
/// On AVX2 CPUs eight lanes at a time, each segment picked by one permute; the same bits either way.
void glass_tone_curve(const float *x, float *y, const float *table, long count);

/// The same, one value at a time on the baseline CPU: what tests compare the dispatched one with.
void glass_tone_curve_baseline(const float *x, float *y, const float *table, long count);

#endif
