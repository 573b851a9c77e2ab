// Inner loops of the backdrop blur that the C compiler vectorizes well (packing 16-bit lanes to bytes).
#include "PixelKernels.h"

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

VECTORIZED
void px_blend_rows(const uint16_t *restrict a, const uint16_t *restrict b, uint8_t *restrict dst, size_t n,
                   uint16_t wa, uint16_t wb) {
    for (size_t k = 0; k < n; k++) {
        dst[k] = (uint8_t)((uint16_t)(a[k] * wa + b[k] * wb + 128) >> 8);
    }
}

void px_box_rows(float *pixels, int width, int height, int radius, float fraction, float *scratch) {
    const int r = radius, pad = r + 1;
    const float norm = 1.0f / ((float)(2 * r + 1) + 2.0f * fraction);
    for (int y = 0; y < height; y++) {
        float *row = pixels + (size_t)y * width * 4;
        for (int i = 0; i < pad; i++) {
            for (int c = 0; c < 4; c++) {
                scratch[i * 4 + c] = row[c];
                scratch[(pad + width + i) * 4 + c] = row[(width - 1) * 4 + c];
            }
        }
        for (int i = 0; i < width * 4; i++) scratch[pad * 4 + i] = row[i];
        float s0 = 0, s1 = 0, s2 = 0, s3 = 0;
        for (int k = pad - r; k <= pad + r; k++) {
            s0 += scratch[k * 4]; s1 += scratch[k * 4 + 1]; s2 += scratch[k * 4 + 2]; s3 += scratch[k * 4 + 3];
        }
        for (int i = 0; i < width; i++) {
            const float *lo = scratch + (pad + i - r - 1) * 4, *hi = scratch + (pad + i + r + 1) * 4;
            const float *out = scratch + (pad + i - r) * 4;
            float *d = row + i * 4;
            d[0] = (s0 + fraction * (lo[0] + hi[0])) * norm;
            d[1] = (s1 + fraction * (lo[1] + hi[1])) * norm;
            d[2] = (s2 + fraction * (lo[2] + hi[2])) * norm;
            d[3] = (s3 + fraction * (lo[3] + hi[3])) * norm;
            s0 += hi[0] - out[0]; s1 += hi[1] - out[1]; s2 += hi[2] - out[2]; s3 += hi[3] - out[3];
        }
    }
}

static inline uint8_t to_byte(float f) {
    f += 0.5f;
    f = f < 0 ? 0 : (f > 255 ? 255 : f);
    return (uint8_t)(int)f;
}

int px_colorize(const float *pixels, size_t count, uint8_t *dst, float saturation, const float tint[4], float keep) {
    const int saturate = saturation > 1.001f || saturation < 0.999f;
    const int tinted = keep < 0.999f;
    int opaque = 1;
    for (size_t i = 0; i < count; i++) {
        const float *v = pixels + i * 4;
        float r = v[0], g = v[1], b = v[2], a = v[3];
        if (saturate) {
            const float l = 0.2126f * r + 0.7152f * g + 0.0722f * b;
            r = l + saturation * (r - l); r = r < 0 ? 0 : (r > a ? a : r);
            g = l + saturation * (g - l); g = g < 0 ? 0 : (g > a ? a : g);
            b = l + saturation * (b - l); b = b < 0 ? 0 : (b > a ? a : b);
        }
        if (tinted) {
            r = r * keep + tint[0]; g = g * keep + tint[1]; b = b * keep + tint[2]; a = a * keep + tint[3];
        }
        uint8_t *d = dst + i * 4;
        d[0] = to_byte(b); d[1] = to_byte(g); d[2] = to_byte(r); d[3] = to_byte(a);
        opaque &= d[3] == 255;
    }
    return opaque;
}

VECTORIZED
static void add_row(uint16_t *restrict acc, const uint8_t *restrict row, size_t n) {
    for (size_t k = 0; k < n; k++) acc[k] += row[k];
}

void px_downsample_band(const uint8_t *src, size_t stride, int f, int blocks, uint16_t *acc, float *out) {
    const size_t n = (size_t)blocks * f * 4;
    for (size_t k = 0; k < n; k++) acc[k] = src[k];
    for (int y = 1; y < f; y++) add_row(acc, src + y * stride, n);
    const float scale = 1.0f / (float)(f * f);
    for (int b = 0; b < blocks; b++) {
        uint32_t s0 = 0, s1 = 0, s2 = 0, s3 = 0;   // bytes b, g, r, a
        const uint16_t *p = acc + (size_t)b * f * 4;
        for (int x = 0; x < f; x++) { s0 += p[x * 4]; s1 += p[x * 4 + 1]; s2 += p[x * 4 + 2]; s3 += p[x * 4 + 3]; }
        float *o = out + (size_t)b * 4;
        o[0] = (float)s2 * scale; o[1] = (float)s1 * scale; o[2] = (float)s0 * scale; o[3] = (float)s3 * scale;
    }
}
