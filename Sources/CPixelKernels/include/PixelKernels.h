#ifndef PIXEL_KERNELS_H
#define PIXEL_KERNELS_H
#include <stddef.h>
#include <stdint.h>

/// `rows` output rows `stride` bytes apart between two widened rows a and b of `n` 16-bit channel values (each
/// at most 16 × 255): row r is (a[k] × (16 − w) + b[k] × w + 128) >> 8 as bytes, w = w0 + r × dw ≤ 16 — the
/// rows an upsampling draws between the same two small rows.
void px_blend_row_run(const uint16_t *a, const uint16_t *b, uint8_t *dst, size_t stride, size_t n, int rows,
                      uint16_t w0, uint16_t dw);

/// `passes` box passes along each of `height` rows of `width` pixels (4 floats each), in place, all of them on
/// a pair of rows before the next pair; edges repeat the border pixels. Full taps weigh 1, the two end taps
/// `fraction`, all divided by the window's weight. `scratch` holds at least 2 × (width + 2 × (radius + 1)) pixels.
void px_box_rows_passes(float *pixels, int width, int height, int radius, float fraction, float *scratch, int passes);

/// Three box passes (as `px_box_rows_passes`) down the columns of `pixels`, alternating with `spare`: the result ends
/// in `spare`. `sums` holds at least width × 4 floats.
void px_box_columns_passes(float *pixels, float *spare, int width, int height, int radius, float fraction,
                           float *sums);

/// `px_box_columns_passes` over columns x0 ..< x1 only (rows still `width` pixels apart): the columns are
/// independent, so ranges can run on different threads. `sums` holds at least (x1 − x0) × 4 floats.
void px_box_columns_passes_range(float *pixels, float *spare, int width, int height, int x0, int x1, int radius,
                                 float fraction, float *sums);

/// Saturation about luminance and a tint laid over `count` premultiplied float pixels (r, g, b, a, 0…255),
/// rounded to bytes in ARGB32 memory order (b, g, r, a). Returns whether every pixel is opaque.
int px_colorize(const float *pixels, size_t count, uint8_t *dst, float saturation, const float tint[4], float keep);

/// Box-averages `blocks` whole f × f blocks of one band of `f` rows (ARGB32, `stride` bytes a row; f from 1
/// to 16: any other does nothing)
/// into floats r, g, b, a (0…255) at `out`. `acc` holds at least blocks × f × 4 16-bit sums, 8-byte aligned.
void px_downsample_band(const uint8_t *src, size_t stride, int f, int blocks, uint16_t *acc, float *out);

/// Each small pixel (ARGB32 bytes b, g, r, a) as four 16-bit lanes of a 64-bit word, b in the low lane.
void px_pack_lanes(const uint8_t *small, size_t count, uint64_t *lanes);

/// One small row of packed lanes (`px_pack_lanes`) widened to `n` output columns of an upsampling by `f`
/// (1, 2, 4 or 8; any other is taken as 1) from `w` small pixels, output column x at region column u0 + x: bilinear in 16ths, the
/// sample of column u at (u + 0.5) / f − 0.5 clamped to the row, whole blocks of `f` columns at a time.
void px_widen_row_regular(const uint64_t *line, int w, int f, int u0, uint64_t *out, size_t n);

/// A run of `n` pixels blended with an opaque premultiplied `pixel` at `coverage` (0…255) as cairo's span
/// renderer lerps: d = p·c + d·(255 − c), each product rounded with 0x7f.
void px_lerp_solid_run(uint32_t *row, size_t n, uint32_t pixel, uint32_t coverage);
/// A run of `n` pixels with a translucent premultiplied `pixel` composited OVER them through `coverage`, as
/// pixman composites a solid colour through an A8 mask: s = p·c, d = s + d·(255 − αs), rounded with 0x80,
/// added with saturation.
void px_over_solid_run(uint32_t *row, size_t n, uint32_t pixel, uint32_t coverage);

#endif
