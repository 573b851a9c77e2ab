// Counts heap allocations per thread for `playground bench` (allocations per frame in steady state).
//
// The executable defines the malloc family; the dynamic linker resolves every library's malloc calls to the
// executable's definitions first, so these see all of them. Each forwards to glibc's __libc_* entry point
// and bumps a thread-local counter (initial-exec TLS in the executable: no allocation, no lock).
//
// With PLAYGROUND_ALLOC_TRACE set, each allocation made between a pair of counter reads (the bench reads the
// counter before and after every steady frame) writes its call stack to standard error, one line of
// `module+offset` (or exported symbol) frames: `make alloc-sources CASE=…` turns them into the sources of a
// case's allocations per frame. Unset, the cost is one thread-local test per allocation.
#define _GNU_SOURCE
#include "AllocCounter.h"
#include <dlfcn.h>
#include <errno.h>
#include <execinfo.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static __thread uint64_t allocations;
static __thread uint64_t frees;
static volatile int active;

static volatile int tracing, trace_wanted = -1;
static __thread int in_trace;
static unsigned long counter_reads;

// Writes the caller's stack (past this frame) to standard error; allocations it makes itself are not traced.
static void trace(void) {
    if (!tracing || in_trace) return;
    in_trace = 1;
    void *frames[24];
    int n = backtrace(frames, 24);
    char line[320];
    for (int i = 1; i < n; i++) {
        Dl_info info;
        int len;
        if (dladdr(frames[i], &info) && info.dli_fname) {
            const char *base = strrchr(info.dli_fname, '/');
            base = base ? base + 1 : info.dli_fname;
            if (info.dli_sname && strstr(base, "playground") == NULL)
                len = snprintf(line, sizeof line, "%s ", info.dli_sname);
            else
                len = snprintf(line, sizeof line, "%s+%lx ", base,
                               (unsigned long)((char *)frames[i] - (char *)info.dli_fbase));
        } else {
            len = snprintf(line, sizeof line, "%p ", frames[i]);
        }
        if (len > 0) (void)!write(2, line, (size_t)len < sizeof line ? (size_t)len : sizeof line - 1);
    }
    (void)!write(2, "\n", 1);
    in_trace = 0;
}

uint64_t alloc_counter_allocations(void) {
    if (trace_wanted < 0) trace_wanted = getenv("PLAYGROUND_ALLOC_TRACE") != NULL;
    // Reads come in pairs around a frame: trace between the first and the second of each pair.
    if (trace_wanted) tracing = (++counter_reads) & 1;
    return allocations;
}
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
    trace();
    return __libc_malloc(size);
}

void *calloc(size_t n, size_t size) {
    allocations++;
    trace();
    return __libc_calloc(n, size);
}

void *realloc(void *p, size_t size) {
    if (p == NULL) allocations++;
    else if (size == 0) frees++;
    else allocations++;   // a resize may move the block: count it like an allocation
    if (size != 0) trace();
    return __libc_realloc(p, size);
}

void free(void *p) {
    if (p != NULL) frees++;
    __libc_free(p);
}

void *memalign(size_t alignment, size_t size) {
    allocations++;
    trace();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    allocations++;
    trace();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *p = __libc_memalign(alignment, size);
    if (p == NULL && size != 0) return ENOMEM;
    allocations++;
    trace();
    *out = p;
    return 0;
}
#endif
