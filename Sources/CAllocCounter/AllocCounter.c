// Counts heap allocations per thread for `playground bench` (allocations per frame in steady state).
//
// The executable defines the malloc family; the dynamic linker resolves every library's malloc calls to the
// executable's definitions first, so these see all of them. Each forwards to glibc's __libc_* entry point
// and bumps a thread-local counter (initial-exec TLS in the executable: no allocation, no lock).
#define _GNU_SOURCE
#include "AllocCounter.h"
#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static __thread uint64_t allocations;
static __thread uint64_t frees;
static volatile int active;

uint64_t alloc_counter_allocations(void) { return allocations; }
uint64_t alloc_counter_frees(void) { return frees; }
int alloc_counter_is_active(void) { return active; }

// Under a sanitizer (`make sanitize`) the sanitizer's runtime owns the malloc family: counting stays inactive.
#if defined(__has_feature)
#  if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#    define ALLOC_COUNTER_DISABLED 1
#  endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#  define ALLOC_COUNTER_DISABLED 1
#endif
#ifndef ALLOC_COUNTER_DISABLED

void *malloc(size_t size) {
    active = 1;
    allocations++;
    return __libc_malloc(size);
}

void *calloc(size_t n, size_t size) {
    allocations++;
    return __libc_calloc(n, size);
}

void *realloc(void *p, size_t size) {
    if (p == NULL) allocations++;
    else if (size == 0) frees++;
    else allocations++;   // a resize may move the block: count it like an allocation
    return __libc_realloc(p, size);
}

void free(void *p) {
    if (p != NULL) frees++;
    __libc_free(p);
}

void *memalign(size_t alignment, size_t size) {
    allocations++;
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    allocations++;
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *p = __libc_memalign(alignment, size);
    if (p == NULL && size != 0) return ENOMEM;
    allocations++;
    *out = p;
    return 0;
}
#endif
