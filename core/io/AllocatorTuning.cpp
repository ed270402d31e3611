#include "AllocatorTuning.h"

#include <cstdlib> // defines __GLIBC__ where the C library is glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace attn {

void keepFreedMemoryForReuse()
{
#if defined(__GLIBC__)
    // 256 MiB: more than any training step frees at once. Setting it also stops glibc from moving its mmap
    // threshold up and down, which would make the large temporaries come and go as fresh pages.
    mallopt(M_TRIM_THRESHOLD, 256 * 1024 * 1024);
    // That leaves the mmap threshold at its 128 KiB default, where every larger block is a mapping of its
    // own, returned on free and faulted in page by page when made again. Each edit in the window recomputes
    // every stage of every head (at 512 tokens, 1 MiB per head for each n × n matrix), so each edit would pay
    // for fresh pages again: `bench --window` at 512 tokens × 8 heads then takes 147–152 ms a frame (p50),
    // and 92–94 ms in the same run with blocks up to 32 MiB (the most glibc takes on 64 bits) kept in the
    // heap. Larger blocks (a long sequence's Q, K, V) are still mappings of their own.
    mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
#endif
}

} // namespace attn
