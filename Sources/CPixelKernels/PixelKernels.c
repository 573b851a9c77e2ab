// Inner loops of the backdrop blur that the C compiler vectorizes well (packing 16-bit lanes to bytes).
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#include "PixelKernels.h"
#include <math.h>

// An AVX2 clone and a default one, chosen at load time by an ifunc resolver — except under ThreadSanitizer
// (`make sanitize`), which instruments the resolver, and the resolver runs before its runtime is ready.
#if defined(__has_feature)
#  if __has_feature(thread_sanitizer)
#    define PIXEL_KERNELS_NO_CLONES 1
#  endif
#endif
#if defined(__SANITIZE_THREAD__) || defined(PIXEL_KERNELS_NO_CLONES)
#  define VECTORIZED
#else
#  define VECTORIZED __attribute__((target_clones("avx2", "default")))
#endif

typedef uint16_t px_u16x16 __attribute__((ext_vector_type(16)));
typedef uint8_t px_u8x16 __attribute__((ext_vector_type(16)));
typedef uint16_t px_u16x32 __attribute__((ext_vector_type(32)));
typedef uint8_t px_u8x32 __attribute__((ext_vector_type(32)));

VECTORIZED
void px_blend_row_run(const uint16_t *restrict a, const uint16_t *restrict b, uint8_t *restrict dst, size_t stride,
                      size_t n, int rows, uint16_t w0, uint16_t dw) {
    // Row r is a × (16 − w) + b × w with w = w0 + r × dw: one sum per lane, stepped by (b − a) × dw from row
    // to row (exact in wrapping 16-bit arithmetic, since every row's true sum fits 16 bits).
    size_t k = 0;
    for (; k + 32 <= n; k += 32) {
        px_u16x32 va, vb;
        __builtin_memcpy(&va, a + k, sizeof va);
        __builtin_memcpy(&vb, b + k, sizeof vb);
        px_u16x32 acc = va * (uint16_t)(16 - w0) + vb * w0 + 128;
        const px_u16x32 step = (vb - va) * dw;
        uint8_t *d = dst + k;
        for (int r = 0; r < rows; r++) {
            const px_u8x32 bytes = __builtin_convertvector(acc >> 8, px_u8x32);
            __builtin_memcpy(d, &bytes, sizeof bytes);
            acc += step;
            d += stride;
        }
    }
    for (; k < n; k++) {
        for (int r = 0; r < rows; r++) {
            const uint16_t w = (uint16_t)(w0 + r * dw);
            dst[r * stride + k] = (uint8_t)((uint16_t)(a[k] * (16 - w) + b[k] * w + 128) >> 8);
        }
    }
}

typedef float px_f4 __attribute__((ext_vector_type(4)));

// One sliding window over each of two padded rows, the four channels of a pixel in one vector register: two
// independent running sums, so neither waits on the other's additions. (row0 == row1 is a single row: both
// sums read their own copy of it and write the same values.)
static void box_row_pair(float *row0, float *row1, int width, int r, float fraction, float norm, px_f4 *scratch) {
    const int pad = r + 1, padded = width + 2 * pad;
    px_f4 *s0 = scratch, *s1 = scratch + padded;
    const px_f4 *p0 = (const px_f4 *)row0, *p1 = (const px_f4 *)row1;
    for (int i = 0; i < pad; i++) {
        s0[i] = p0[0]; s0[pad + width + i] = p0[width - 1];
        s1[i] = p1[0]; s1[pad + width + i] = p1[width - 1];
    }
    for (int i = 0; i < width; i++) { s0[pad + i] = p0[i]; s1[pad + i] = p1[i]; }
    px_f4 a = 0, b = 0;
    for (int k = pad - r; k <= pad + r; k++) { a += s0[k]; b += s1[k]; }
    px_f4 *d0 = (px_f4 *)row0, *d1 = (px_f4 *)row1;
    for (int i = 0; i < width; i++) {
        const int lo = pad + i - r - 1, hi = pad + i + r + 1, out = pad + i - r;
        d0[i] = (a + fraction * (s0[lo] + s0[hi])) * norm;
        d1[i] = (b + fraction * (s1[lo] + s1[hi])) * norm;
        a += s0[hi] - s0[out];
        b += s1[hi] - s1[out];
    }
}

void px_box_rows_passes(float *pixels, int width, int height, int radius, float fraction, float *scratch, int passes) {
    const float norm = 1.0f / ((float)(2 * radius + 1) + 2.0f * fraction);
    // All the passes over a pair of rows while they are in the cache.
    int y = 0;
    for (; y + 1 < height; y += 2) {
        float *row0 = pixels + (size_t)y * width * 4, *row1 = row0 + (size_t)width * 4;
        for (int p = 0; p < passes; p++) box_row_pair(row0, row1, width, radius, fraction, norm, (px_f4 *)scratch);
    }
    if (y < height) {
        float *row = pixels + (size_t)y * width * 4;
        for (int p = 0; p < passes; p++) box_row_pair(row, row, width, radius, fraction, norm, (px_f4 *)scratch);
    }
}

// One box pass down columns x0 ..< x1: a running sum per channel of each column, a row at a time (rows are
// `width` pixels apart; `sums` is indexed from column x0).
VECTORIZED
static void box_columns(const float *restrict src, float *restrict dst, int width, int height, int x0, int x1,
                        int r, float fraction, float *restrict sums) {
    const size_t n = (size_t)width * 4, k0 = (size_t)x0 * 4, m = (size_t)(x1 - x0) * 4;
    const float norm = 1.0f / ((float)(2 * r + 1) + 2.0f * fraction);
#define ROW(k) (src + (size_t)((k) < 0 ? 0 : ((k) > height - 1 ? height - 1 : (k))) * n + k0)
    for (size_t k = 0; k < m; k++) sums[k] = 0;
    for (int j = -r; j <= r; j++) {
        const float *line = ROW(j);
        for (size_t k = 0; k < m; k++) sums[k] += line[k];
    }
    for (int y = 0; y < height; y++) {
        float *restrict out = dst + (size_t)y * n + k0;
        const float *before = ROW(y - r - 1), *after = ROW(y + r + 1), *leaving = ROW(y - r);
        for (size_t k = 0; k < m; k++) {
            out[k] = (sums[k] + fraction * (before[k] + after[k])) * norm;
            sums[k] += after[k] - leaving[k];
        }
    }
#undef ROW
}

void px_box_columns_passes(float *pixels, float *spare, int width, int height, int radius, float fraction,
                           float *sums) {
    px_box_columns_passes_range(pixels, spare, width, height, 0, width, radius, fraction, sums);
}

void px_box_columns_passes_range(float *pixels, float *spare, int width, int height, int x0, int x1, int radius,
                                 float fraction, float *sums) {
    if (x1 <= x0) return;
    box_columns(pixels, spare, width, height, x0, x1, radius, fraction, sums);
    box_columns(spare, pixels, width, height, x0, x1, radius, fraction, sums);
    box_columns(pixels, spare, width, height, x0, x1, radius, fraction, sums);
}

VECTORIZED
int px_colorize(const float *restrict pixels, size_t count, uint8_t *restrict dst, float saturation,
                const float tint[4], float keep) {
    const int saturate = saturation > 1.001f || saturation < 0.999f;
    const float sat = saturate ? saturation : 1.0f;
    const float t0 = tint[0], t1 = tint[1], t2 = tint[2], t3 = tint[3];
    const float k = keep < 0.999f ? keep : 1.0f;
    const float add0 = keep < 0.999f ? t0 : 0, add1 = keep < 0.999f ? t1 : 0;
    const float add2 = keep < 0.999f ? t2 : 0, add3 = keep < 0.999f ? t3 : 0;
    uint8_t amin = 255;
    for (size_t i = 0; i < count; i++) {
        const float *v = pixels + i * 4;
        float r = v[0], g = v[1], b = v[2], a = v[3];
        if (saturate) {
            const float l = 0.2126f * r + 0.7152f * g + 0.0722f * b;
            r = fminf(fmaxf(l + sat * (r - l), 0.0f), a);
            g = fminf(fmaxf(l + sat * (g - l), 0.0f), a);
            b = fminf(fmaxf(l + sat * (b - l), 0.0f), a);
        }
        r = r * k + add0; g = g * k + add1; b = b * k + add2; a = a * k + add3;
        uint8_t *d = dst + i * 4;
        d[0] = (uint8_t)(int)fminf(fmaxf(b + 0.5f, 0.0f), 255.0f);
        d[1] = (uint8_t)(int)fminf(fmaxf(g + 0.5f, 0.0f), 255.0f);
        d[2] = (uint8_t)(int)fminf(fmaxf(r + 0.5f, 0.0f), 255.0f);
        const uint8_t alpha = (uint8_t)(int)fminf(fmaxf(a + 0.5f, 0.0f), 255.0f);
        d[3] = alpha;
        amin = alpha < amin ? alpha : amin;
    }
    return amin == 255;
}

VECTORIZED
void px_pack_lanes(const uint8_t *restrict small, size_t count, uint64_t *restrict lanes) {
    for (size_t k = 0; k < count; k++) {
        const uint8_t *p = small + k * 4;
        lanes[k] = (uint64_t)p[0] | (uint64_t)p[1] << 16 | (uint64_t)p[2] << 32 | (uint64_t)p[3] << 48;
    }
}

// acc[k] = the sum of the f bytes src[y × stride + k], y < f: sixteen columns at a time down all f rows.
VECTORIZED
static void sum_rows(uint16_t *restrict acc, const uint8_t *restrict src, size_t stride, int f, size_t n) {
    size_t k = 0;
    for (; k + 16 <= n; k += 16) {
        px_u16x16 sum = 0;
        for (int y = 0; y < f; y++) {
            px_u8x16 bytes;
            __builtin_memcpy(&bytes, src + (size_t)y * stride + k, sizeof bytes);
            sum += __builtin_convertvector(bytes, px_u16x16);
        }
        __builtin_memcpy(acc + k, &sum, sizeof sum);
    }
    for (; k < n; k++) {
        uint16_t sum = 0;
        for (int y = 0; y < f; y++) sum += src[(size_t)y * stride + k];
        acc[k] = sum;
    }
}

// px[b] = the sum of px[f·b … f·b + f − 1], in place: pixels of four 16-bit lanes as 64-bit words, so adding
// words adds the lanes (no lane reaches 2^16 for f ≤ 16).
VECTORIZED
static void sum_blocks(uint64_t *restrict px, size_t blocks, int f) {
    for (size_t b = 0; b < blocks; b++) {
        uint64_t sum = 0;
        for (int x = 0; x < f; x++) sum += px[(size_t)f * b + x];
        px[b] = sum;
    }
}

void px_downsample_band(const uint8_t *src, size_t stride, int f, int blocks, uint16_t *acc, float *out) {
    if (f < 1 || f > 16) return;   // 16-bit sums hold 16 × 16 bytes
    const size_t n = (size_t)blocks * f * 4;
    sum_rows(acc, src, stride, f, n);
    // Columns: the f pixels of each block summed.
    sum_blocks((uint64_t *)acc, (size_t)blocks, f);
    const float scale = 1.0f / (float)(f * f);
    for (int b = 0; b < blocks; b++) {
        const uint16_t *p = acc + (size_t)b * 4;     // bytes b, g, r, a
        float *o = out + (size_t)b * 4;
        o[0] = (float)p[2] * scale; o[1] = (float)p[1] * scale; o[2] = (float)p[0] * scale; o[3] = (float)p[3] * scale;
    }
}

// One block of F output columns between small pixels p and q: weights wmin, wmin + 16 / F, ….
#define WIDEN_BLOCK(F)                                                                                 \
    static inline void widen_block_##F(uint64_t p, uint64_t q, uint64_t *restrict out) {             \
        for (int k = 0; k < F; k++) {                                                                 \
            const uint64_t w = (uint64_t)((8 / F - 8 + 16 * F) % (16 / F) + k * (16 / F));           \
            out[k] = p * (16 - w) + q * w;                                                           \
        }                                                                                             \
    }
WIDEN_BLOCK(2)
WIDEN_BLOCK(4)
WIDEN_BLOCK(8)

VECTORIZED
void px_widen_row_regular(const uint64_t *restrict line, int w, int f, int u0, uint64_t *restrict out, size_t n) {
    if (f != 1 && f != 2 && f != 4 && f != 8) f = 1;   // only these factors are exact in 16ths (the caller's)
    const int step = 8 / f;                    // s16 = step × (2u + 1) − 8: 16 × ((u + 0.5) / f − 0.5)
    const int wmin = (step - 8 + 32) % (2 * step);
    size_t x = 0;
    while (x < n) {
        const int s16 = step * (2 * (u0 + (int)x) + 1) - 8;
        const int i = s16 >= 0 ? s16 / 16 : -((15 - s16) / 16);
        const int wx = s16 - i * 16;
        if (f > 1 && wx == wmin && i >= 0 && i + 1 <= w - 1 && x + (size_t)f <= n) {
            // Whole blocks: every f columns the pair moves one small pixel on, with the same weights.
            int j = i;
            while (j + 1 <= w - 1 && x + (size_t)f <= n) {
                switch (f) {
                case 2: widen_block_2(line[j], line[j + 1], out + x); break;
                case 4: widen_block_4(line[j], line[j + 1], out + x); break;
                case 8: widen_block_8(line[j], line[j + 1], out + x); break;
                }
                x += (size_t)f;
                j++;
            }
            continue;
        }
        const int a = i < 0 ? 0 : (i > w - 1 ? w - 1 : i);
        const int b = i + 1 < 0 ? 0 : (i + 1 > w - 1 ? w - 1 : i + 1);
        out[x] = line[a] * (uint64_t)(16 - wx) + line[b] * (uint64_t)wx;
        x++;
    }
}

// Two channels (red and blue, or alpha and green) times b / 255, rounded with `half` (cairo's lerp 0x7f,
// pixman 0x80).
static inline uint32_t mul2(uint32_t v, uint32_t b, uint32_t half) {
    uint32_t t = (v & 0x00ff00ffu) * b + half;
    return ((t + ((t >> 8) & 0x00ff00ffu)) >> 8) & 0x00ff00ffu;
}

// Two channels added, each saturating at 255.
static inline uint32_t add2(uint32_t p, uint32_t q) {
    uint32_t t = p + q;
    t |= 0x01000100u - ((t >> 8) & 0x00ff00ffu);
    return t & 0x00ff00ffu;
}

// d · b / 255 (rounded with `half`) + s, each channel saturating: the blend both runs make, four pixels at a
// time with SSE2 (as pixman does: 16-bit products, (t · 257) >> 16 for (t + t / 256) / 256), one at a time
// after.
static void scale_add_run(uint32_t *restrict row, size_t n, uint32_t b, uint32_t half, uint32_t s) {
    size_t x = 0;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128(), vb = _mm_set1_epi16((short)b), vh = _mm_set1_epi16((short)half);
    const __m128i k257 = _mm_set1_epi16(0x0101), vs = _mm_set1_epi32((int)s);
    for (; x + 4 <= n; x += 4) {
        __m128i d = _mm_loadu_si128((const __m128i *)(row + x));
        __m128i lo = _mm_unpacklo_epi8(d, zero), hi = _mm_unpackhi_epi8(d, zero);
        lo = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(lo, vb), vh), k257);
        hi = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(hi, vb), vh), k257);
        _mm_storeu_si128((__m128i *)(row + x), _mm_adds_epu8(_mm_packus_epi16(lo, hi), vs));
    }
#endif
    uint32_t s_rb = s & 0x00ff00ffu, s_ag = (s >> 8) & 0x00ff00ffu, half2 = half | (half << 16);
    for (; x < n; x++) {
        uint32_t d = row[x];
        row[x] = add2(s_rb, mul2(d, b, half2)) | (add2(s_ag, mul2(d >> 8, b, half2)) << 8);
    }
}

void px_lerp_solid_run(uint32_t *restrict row, size_t n, uint32_t pixel, uint32_t coverage) {
    uint32_t c = coverage;
    uint32_t s = mul2(pixel, c, 0x007f007fu) | (mul2(pixel >> 8, c, 0x007f007fu) << 8);
    scale_add_run(row, n, 255 - c, 0x7f, s);
}

void px_over_solid_run(uint32_t *restrict row, size_t n, uint32_t pixel, uint32_t coverage) {
    uint32_t c = coverage;
    uint32_t s = c == 255 ? pixel : (mul2(pixel, c, 0x00800080u) | (mul2(pixel >> 8, c, 0x00800080u) << 8));
    scale_add_run(row, n, 255 - (s >> 24), 0x80, s);
}
