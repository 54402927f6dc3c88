// Counts heap allocations of the whole process, for the benchmark only.
//
// On Linux with glibc, AllocationCounter.c defines malloc, calloc, realloc, free,
// posix_memalign, aligned_alloc and memalign, counting each call and forwarding it to
// glibc's own implementation (__libc_malloc and friends). Because the definitions live
// in the executable, they take precedence over glibc's for every library in the process,
// the Swift runtime included. Elsewhere counting is unavailable and the counts stay 0.
#ifndef STICKYBADGE_ALLOCATION_COUNTER_H
#define STICKYBADGE_ALLOCATION_COUNTER_H

#ifdef __cplusplus
extern "C" {
#endif

/// 1 when allocations are being counted (Linux with glibc), 0 otherwise.
int stickybadge_allocation_counting_available(void);

/// Calls to malloc, calloc, realloc (to a non-zero size), posix_memalign, aligned_alloc
/// and memalign since the process started.
unsigned long long stickybadge_allocation_count(void);

/// Calls to free with a non-null pointer since the process started.
unsigned long long stickybadge_free_count(void);

#ifdef __cplusplus
}
#endif

#endif
