// C kernels with runtime CPU dispatch: each function is compiled twice (target_clones), for the baseline
// x86-64 (SSE2) and for AVX2, and the loader picks one for the CPU it runs on. The operations and their
// order are fixed in the source and floating-point contraction is off, so both clones give the same bits;
// the wider one does eight lanes an instruction instead of four.
#include "glass_kernels.h"

#include <string.h>

#pragma STDC FP_CONTRACT OFF
#pragma clang fp contract(off)

typedef float lanes8 __attribute__((vector_size(32)));

// Unaligned loads and stores as macros: a helper function taking or returning eight-lane vectors would be
// compiled for the baseline alone, where passing them changes the ABI.
#define load8(p)                      \
    ({                                \
        lanes8 v_;                    \
        memcpy(&v_, (p), sizeof v_);  \
        v_;                           \
    })
#define store8(p, v)                  \
    do {                              \
        lanes8 s_ = (v);              \
        memcpy((p), &s_, sizeof s_);  \
    } while (0)

#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
// ThreadSanitizer instruments the clones' resolver, which the loader runs before TSan has started (the test
// binary crashed at load): under TSan the baseline alone, which gives the same bits.
#define GLASS_NO_DISPATCH 1
#endif
#endif

#if defined(__x86_64__) && defined(__clang__) && !defined(GLASS_NO_DISPATCH)
#define GLASS_DISPATCH __attribute__((target_clones("avx2", "default")))
#else
#define GLASS_DISPATCH
#endif

__attribute__((always_inline)) static inline void symmetric_convolve(
    const float *const *taps, const float *weights, long count, float *dst, long lanes) {
    const long r = (count - 1) / 2;
    const float wc = weights[r];
    const float *centre = taps[r];
    long i = 0;
    // Blocks of 32 lanes: four independent vector sums kept in registers across all taps.
    for (; i + 32 <= lanes; i += 32) {
        lanes8 a0 = load8(centre + i) * wc;
        lanes8 a1 = load8(centre + i + 8) * wc;
        lanes8 a2 = load8(centre + i + 16) * wc;
        lanes8 a3 = load8(centre + i + 24) * wc;
        for (long k = 0; k < r; k++) {
            const float w = weights[k];
            const float *p = taps[k] + i;
            const float *q = taps[2 * r - k] + i;
            a0 += (load8(p) + load8(q)) * w;
            a1 += (load8(p + 8) + load8(q + 8)) * w;
            a2 += (load8(p + 16) + load8(q + 16)) * w;
            a3 += (load8(p + 24) + load8(q + 24)) * w;
        }
        store8(dst + i, a0);
        store8(dst + i + 8, a1);
        store8(dst + i + 16, a2);
        store8(dst + i + 24, a3);
    }
    for (; i < lanes; i++) {
        float a = centre[i] * wc;
        for (long k = 0; k < r; k++) a += (taps[k][i] + taps[2 * r - k][i]) * weights[k];
        dst[i] = a;
    }
}

GLASS_DISPATCH
void glass_symmetric_convolve(const float *const *taps, const float *weights, long count, float *dst, long lanes) {
    symmetric_convolve(taps, weights, count, dst, lanes);
}

void glass_symmetric_convolve_baseline(
    const float *const *taps, const float *weights, long count, float *dst, long lanes) {
    symmetric_convolve(taps, weights, count, dst, lanes);
}

// dst[i] = the byte nearest src[i] + 0.5 rounded down (RowConversion.roundedByte): clamped to 0…255 (NaN to
// 0), rounded to an integer by adding and removing 1.5·2²³, corrected down where that rounded up, and the
// byte read from the low bits of the integer-valued sum. The loop vectorises in either clone.
__attribute__((always_inline)) static inline void store_rounded(const float *src, unsigned char *dst, long count) {
    const float magic = 12582912.0f;
    for (long i = 0; i < count; i++) {
        float v = src[i] + 0.5f;
        float c = v > 0 ? v : 0;
        c = c < 255 ? c : 255;
        float t = (c + magic) - magic;
        float f = t > c ? t - 1 : t;
        float g = f + magic;
        unsigned int bits;
        memcpy(&bits, &g, sizeof bits);
        dst[i] = (unsigned char)bits;
    }
}

GLASS_DISPATCH
void glass_store_rounded(const float *src, unsigned char *dst, long count) { store_rounded(src, dst, count); }

void glass_store_rounded_baseline(const float *src, unsigned char *dst, long count) {
    store_rounded(src, dst, count);
}

// dst[i] = (float)src[i].
GLASS_DISPATCH
void glass_load_bytes(const unsigned char *src, float *dst, long count) {
    for (long i = 0; i < count; i++) dst[i] = (float)src[i];
}

// The tone curve on one value, as ToneSegments' lanes compute it: Swift's `max(x, 0)` is `0 >= x ? 0 : x`
// and `min(m, 1)` is `1 < m ? 1 : m` (NaN passes through both); the segment number is read from the low
// bits of i + 2²³ (a NaN reads whatever its bits say; its value is NaN either way).
static inline float tone_one(float x, const float *table) {
    const float magic = 8388608.0f;
    float m = 0 >= x ? 0 : x;
    m = 1 < m ? 1 : m;
    const float t = m * 8;
    const float near = (t + magic) - magic;
    float i = near > t ? near - 1 : near;
    i = 7 < i ? 7 : i;
    const float f = t - i;
    const float g = i + magic;
    unsigned int bits;
    memcpy(&bits, &g, sizeof bits);
    const unsigned int k = bits & 7;
    return table[k] + table[8 + k] * f;
}

void glass_tone_curve_baseline(const float *x, float *y, const float *table, long count) {
    for (long i = 0; i < count; i++) y[i] = tone_one(x[i], table);
}

#if defined(__x86_64__) && defined(__clang__) && !defined(GLASS_NO_DISPATCH)
#include <immintrin.h>

// Eight values a step: the same comparisons and operations as `tone_one` (ordered comparisons are false for
// NaN, as Swift's are), the knot and the slope each picked by one permute on the low three bits of i + 2²³.
__attribute__((target("avx2"))) static void tone_curve_avx2(const float *x, float *y, const float *table, long count) {
    const __m256 zero = _mm256_setzero_ps(), one = _mm256_set1_ps(1), eight = _mm256_set1_ps(8);
    const __m256 seven = _mm256_set1_ps(7), magic = _mm256_set1_ps(8388608.0f);
    const __m256 knots = _mm256_loadu_ps(table), slopes = _mm256_loadu_ps(table + 8);
    long i = 0;
    for (; i + 8 <= count; i += 8) {
        const __m256 v = _mm256_loadu_ps(x + i);
        __m256 m = _mm256_blendv_ps(v, zero, _mm256_cmp_ps(zero, v, _CMP_GE_OQ));
        m = _mm256_blendv_ps(m, one, _mm256_cmp_ps(one, m, _CMP_LT_OQ));
        const __m256 t = _mm256_mul_ps(m, eight);
        const __m256 near = _mm256_sub_ps(_mm256_add_ps(t, magic), magic);
        __m256 s = _mm256_blendv_ps(near, _mm256_sub_ps(near, one), _mm256_cmp_ps(near, t, _CMP_GT_OQ));
        s = _mm256_blendv_ps(s, seven, _mm256_cmp_ps(seven, s, _CMP_LT_OQ));
        const __m256 f = _mm256_sub_ps(t, s);
        const __m256i k = _mm256_castps_si256(_mm256_add_ps(s, magic));
        const __m256 knot = _mm256_permutevar8x32_ps(knots, k);
        const __m256 slope = _mm256_permutevar8x32_ps(slopes, k);
        _mm256_storeu_ps(y + i, _mm256_add_ps(knot, _mm256_mul_ps(slope, f)));
    }
    for (; i < count; i++) y[i] = tone_one(x[i], table);
}

void glass_tone_curve(const float *x, float *y, const float *table, long count) {
    if (__builtin_cpu_supports("avx2")) {
        tone_curve_avx2(x, y, table, count);
    } else {
        glass_tone_curve_baseline(x, y, table, count);
    }
}
#else
void glass_tone_curve(const float *x, float *y, const float *table, long count) {
    glass_tone_curve_baseline(x, y, table, count);
}
#endif
