#ifndef ALLOC_COUNTER_H
#define ALLOC_COUNTER_H
#include <stdint.h>

/// Heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign) made by the
/// calling thread since it started. The counter is a thread-local integer bumped by the process's own
/// malloc family, which forwards to glibc's; it counts, it never changes what is allocated.
uint64_t alloc_counter_allocations(void);
/// Frees (free, and realloc to size 0) made by the calling thread.
uint64_t alloc_counter_frees(void);
/// Whether this process's allocations go through the counter (false when the linker kept glibc's own).
int alloc_counter_is_active(void);

#endif
