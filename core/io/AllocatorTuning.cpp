#include "AllocatorTuning.h"

#include <cstdlib> // defines __GLIBC__ where the C library is glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace attn {

void keepFreedMemoryForReuse()
{
#if defined(__GLIBC__)
    // 256 MiB: more than any training step frees at once. Setting it also stops glibc from moving its
    // mmap threshold up and down, which is what made the large temporaries come and go as fresh pages.
    mallopt(M_TRIM_THRESHOLD, 256 * 1024 * 1024);
#endif
}

} // namespace attn
