#ifndef BENCH_REFERENCE_H
#define BENCH_REFERENCE_H

/// The animation core's work written plainly in C, as the bench's reference for "30,000 animated properties":
/// 10,000 views in 100 groups of 100, each view with three additive animations (center, alpha, transform),
/// half the groups on a cubic ease-in-out, half on a damped spring, each group delayed by 10 ms more than the
/// last. One tick evaluates every group's progress once, then every view's presentation
/// (model + delta * (1 - progress); the transform's components recomposed with sin and cos) and sums what a
/// frame reads of it. Plain arrays, no indirection: what the same work costs without any object model.

/// Makes the reference's state for `views` views (a multiple of 100); returns an opaque handle.
void *bench_reference_make(int views);
/// One tick at `time` seconds after the animations were recorded: returns the checksum of the reads.
double bench_reference_tick(void *state, double time);
void bench_reference_free(void *state);

#endif
