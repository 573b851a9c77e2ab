#ifndef PIXEL_KERNELS_H
#define PIXEL_KERNELS_H
#include <stddef.h>
#include <stdint.h>

/// dst[k] = (a[k] * wa + b[k] * wb + 128) >> 8 for k < n: blends two rows of 16-bit channel values (each at
/// most 16 × 255, wa + wb = 16) into bytes. Written for the C compiler to vectorize.
void px_blend_rows(const uint16_t *a, const uint16_t *b, uint8_t *dst, size_t n, uint16_t wa, uint16_t wb);

#endif

/// One box pass along each of `height` rows of `width` pixels (4 floats each), in place; edges repeat the
/// border pixels. Full taps weigh 1, the two end taps `fraction`, all divided by the window's weight.
/// `scratch` holds at least width + 2 * (radius + 1) pixels.
void px_box_rows(float *pixels, int width, int height, int radius, float fraction, float *scratch);

/// Saturation about luminance and a tint laid over `count` premultiplied float pixels (r, g, b, a, 0…255),
/// rounded to bytes in ARGB32 memory order (b, g, r, a). Returns whether every pixel is opaque.
int px_colorize(const float *pixels, size_t count, uint8_t *dst, float saturation, const float tint[4], float keep);

/// Box-averages `blocks` whole f × f blocks of one band of `f` rows (ARGB32, `stride` bytes a row, f ≤ 16)
/// into floats r, g, b, a (0…255) at `out`. `acc` holds at least blocks × f × 4 16-bit sums.
void px_downsample_band(const uint8_t *src, size_t stride, int f, int blocks, uint16_t *acc, float *out);
