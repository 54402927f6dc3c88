// The few C runtime functions an Embedded Swift module needs on wasm32-unknown-none-wasm,
// where there is no C library (no WASI SDK). Compiled with
// `clang --target=wasm32 -nostdlib -ffreestanding -fno-builtin -O2`.
//
// - posix_memalign / free: a size-class allocator. Every block belongs to a power-of-two
//   class; freed blocks go onto their class's free list and are reused first, so a
//   program whose live memory is bounded never grows the wasm memory without bound.
// - memset, memcpy, memmove, memcmp, strlen: plain loops (-fno-builtin keeps the
//   compiler from turning them back into calls to themselves).
// - arc4random_buf: a deterministic SplitMix64 stream (used only to seed hashing).
// - putchar: discarded (the page has no console for the module).
// - __multi3: 128-bit multiplication, built from 64-bit halves.

typedef unsigned long size_t;
typedef unsigned char uint8_t;
typedef unsigned int uint32_t;
typedef unsigned long long uint64_t;

#define PAGE_SIZE 65536u
#define HEADER_SIZE 16u
#define MIN_CLASS 4u   // 16 bytes
#define MAX_CLASS 31u  // 2 GiB

extern unsigned char __heap_base;

static uint8_t *heap_top = 0;
static uint8_t *heap_end = 0;
static void *free_lists[MAX_CLASS + 1];

// Header in the 16 bytes before every returned pointer: the size class and the offset
// from the block start to the returned pointer (non-zero only for over-aligned blocks).
typedef struct {
  uint32_t size_class;
  uint32_t offset;
  uint32_t magic;
  uint32_t unused;
} header_t;

#define MAGIC 0x5B1D6E75u

static uint32_t class_for(size_t size) {
  uint32_t c = MIN_CLASS;
  while (c < MAX_CLASS && ((size_t)1 << c) < size) c++;
  return c;
}

static uint8_t *bump(size_t size) {
  if (!heap_top) {
    heap_top = (uint8_t *)(((size_t)&__heap_base + 15u) & ~(size_t)15u);
    heap_end = (uint8_t *)(__builtin_wasm_memory_size(0) * PAGE_SIZE);
  }
  size_t available = (size_t)(heap_end - heap_top);
  if (available < size) {
    size_t missing = size - available;
    size_t pages = (missing + PAGE_SIZE - 1) / PAGE_SIZE;
    if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
    heap_end += pages * PAGE_SIZE;
  }
  uint8_t *block = heap_top;
  heap_top += size;
  return block;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < 16) alignment = 16;
  size_t extra = alignment > 16 ? alignment : 0;
  if (size > ((size_t)1 << 30)) return 12;  // ENOMEM
  uint32_t c = class_for(size + HEADER_SIZE + extra);
  uint8_t *block = (uint8_t *)free_lists[c];
  if (block) {
    free_lists[c] = *(void **)block;
  } else {
    block = bump((size_t)1 << c);
    if (!block) return 12;
  }
  size_t user = ((size_t)block + HEADER_SIZE + alignment - 1) & ~(alignment - 1);
  header_t *header = (header_t *)(user - HEADER_SIZE);
  header->size_class = c;
  header->offset = (uint32_t)(user - (size_t)block);
  header->magic = MAGIC;
  *result = (void *)user;
  return 0;
}

void *malloc(size_t size) {
  void *result = 0;
  return posix_memalign(&result, 16, size) == 0 ? result : 0;
}

void free(void *pointer) {
  if (!pointer) return;
  header_t *header = (header_t *)((uint8_t *)pointer - HEADER_SIZE);
  if (header->magic != MAGIC) __builtin_trap();
  header->magic = 0;
  uint32_t c = header->size_class;
  uint8_t *block = (uint8_t *)pointer - header->offset;
  *(void **)block = free_lists[c];
  free_lists[c] = block;
}

void *memset(void *destination, int value, size_t count) {
  uint8_t *d = (uint8_t *)destination;
  while (count--) *d++ = (uint8_t)value;
  return destination;
}

void *memcpy(void *destination, const void *source, size_t count) {
  uint8_t *d = (uint8_t *)destination;
  const uint8_t *s = (const uint8_t *)source;
  if ((((size_t)d | (size_t)s) & 7u) == 0) {
    for (; count >= 8; count -= 8, d += 8, s += 8) *(uint64_t *)d = *(const uint64_t *)s;
  }
  while (count--) *d++ = *s++;
  return destination;
}

void *memmove(void *destination, const void *source, size_t count) {
  uint8_t *d = (uint8_t *)destination;
  const uint8_t *s = (const uint8_t *)source;
  if (d == s || count == 0) return destination;
  if (d < s || d >= s + count) return memcpy(destination, source, count);
  d += count;
  s += count;
  while (count--) *--d = *--s;
  return destination;
}

int memcmp(const void *left, const void *right, size_t count) {
  const uint8_t *a = (const uint8_t *)left;
  const uint8_t *b = (const uint8_t *)right;
  for (; count; count--, a++, b++) {
    if (*a != *b) return *a < *b ? -1 : 1;
  }
  return 0;
}

size_t strlen(const char *text) {
  const char *end = text;
  while (*end) end++;
  return (size_t)(end - text);
}

static uint64_t random_state = 0x2015u;

void arc4random_buf(void *buffer, size_t count) {
  uint8_t *bytes = (uint8_t *)buffer;
  while (count) {
    random_state += 0x9E3779B97F4A7C15ull;
    uint64_t z = random_state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    for (int i = 0; i < 8 && count; i++, count--) {
      *bytes++ = (uint8_t)(z >> (8 * i));
    }
  }
}

int putchar(int character) { return character; }

// 128-bit multiplication (the low 128 bits of the product), for Swift's integer and
// floating-point text conversions. Written with 64-bit halves so it does not call itself.
typedef struct {
  uint64_t low;
  uint64_t high;
} u128_t;

static u128_t multiply_64x64(uint64_t a, uint64_t b) {
  uint64_t a0 = a & 0xFFFFFFFFu, a1 = a >> 32;
  uint64_t b0 = b & 0xFFFFFFFFu, b1 = b >> 32;
  uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  uint64_t middle = (p00 >> 32) + (p01 & 0xFFFFFFFFu) + (p10 & 0xFFFFFFFFu);
  u128_t result;
  result.low = (p00 & 0xFFFFFFFFu) | (middle << 32);
  result.high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32);
  return result;
}

// The wasm32 C ABI passes each __int128 argument as two i64 halves (low first) and
// returns it through a pointer given as the first argument.
void __multi3(u128_t *result, uint64_t a_low, uint64_t a_high, uint64_t b_low, uint64_t b_high) {
  u128_t product = multiply_64x64(a_low, b_low);
  product.high += a_low * b_high + a_high * b_low;
  *result = product;
}

// Rounding to nearest, ties away from zero (Swift's `rounded()`); the other rounding
// modes compile to single wasm instructions. `x - trunc(x)` is exact, so there is no
// double rounding (unlike `trunc(x + 0.5)`).
double round(double x) {
  double whole = __builtin_trunc(x);
  double fraction = x - whole;
  if (fraction >= 0.5) return whole + 1.0;
  if (fraction <= -0.5) return whole - 1.0;
  return whole;
}

float roundf(float x) { return (float)round((double)x); }

// How many bytes of linear memory the allocator has handed out from the heap so far
// (freed blocks are reused before the heap grows): constant while nothing leaks.
__attribute__((export_name("sb_heap_used"))) size_t sb_heap_used(void) {
  return heap_top ? (size_t)(heap_top - (uint8_t *)(((size_t)&__heap_base + 15u) & ~(size_t)15u)) : 0;
}
