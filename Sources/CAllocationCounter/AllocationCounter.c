// See include/CAllocationCounter.h. Linked only into the benchmark executable.
#include "CAllocationCounter.h"

// errno.h brings in the C library's feature macros (__GLIBC__ among them).
#include <errno.h>
#include <stddef.h>

#if defined(__linux__) && defined(__GLIBC__)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

static unsigned long long allocation_count;
static unsigned long long free_count;

static inline void count_allocation(void) {
  __atomic_add_fetch(&allocation_count, 1, __ATOMIC_RELAXED);
}

void *malloc(size_t size) {
  count_allocation();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  count_allocation();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  if (size != 0) count_allocation();
  if (pointer != NULL && size == 0) __atomic_add_fetch(&free_count, 1, __ATOMIC_RELAXED);
  return __libc_realloc(pointer, size);
}

void free(void *pointer) {
  if (pointer != NULL) __atomic_add_fetch(&free_count, 1, __ATOMIC_RELAXED);
  __libc_free(pointer);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
  count_allocation();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
  count_allocation();
  return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
  count_allocation();
  return __libc_memalign(alignment, size);
}

// The definitions above are referenced only by other libraries (the Swift runtime, libc),
// so the linker's section garbage collection would drop them: this table, read by the
// function below that the benchmark calls, keeps them in the executable, where the
// dynamic linker then prefers them over glibc's.
static void *volatile interposed_functions[] = {
    (void *)malloc, (void *)calloc, (void *)realloc, (void *)free,
    (void *)posix_memalign, (void *)aligned_alloc, (void *)memalign,
};

int stickybadge_allocation_counting_available(void) {
  return interposed_functions[0] != NULL ? 1 : 0;
}

#else

int stickybadge_allocation_counting_available(void) { return 0; }

#endif

unsigned long long stickybadge_allocation_count(void) {
#if defined(__linux__) && defined(__GLIBC__)
  return __atomic_load_n(&allocation_count, __ATOMIC_RELAXED);
#else
  return 0;
#endif
}

unsigned long long stickybadge_free_count(void) {
#if defined(__linux__) && defined(__GLIBC__)
  return __atomic_load_n(&free_count, __ATOMIC_RELAXED);
#else
  return 0;
#endif
}
