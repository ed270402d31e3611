#pragma once

#if defined(__SSE__) || defined(__x86_64__)
#include <xmmintrin.h>
#endif

namespace attn {

/// While alive, the calling thread's SSE unit treats denormal numbers as 0 (FTZ and DAZ), and the
/// previous mode is restored afterwards. Softmax over masked scores computes exp(-inf), which Eigen's
/// vectorised exp clamps into a denormal near 1e-38; every operation on a denormal costs the processor
/// a slow microcode assist, which made a causal lesson several times slower. Values that small are far
/// below anything float32 attention can show.
class DenormalsAsZero
{
public:
#if defined(__SSE__) || defined(__x86_64__)
    DenormalsAsZero() : m_saved(_mm_getcsr()) { _mm_setcsr(m_saved | kFlushToZero | kDenormalsAreZero); }
    ~DenormalsAsZero() { _mm_setcsr(m_saved); }

private:
    static constexpr unsigned kFlushToZero = 0x8000;
    static constexpr unsigned kDenormalsAreZero = 0x0040;
    unsigned m_saved;
#endif
    DenormalsAsZero(const DenormalsAsZero &) = delete;
    DenormalsAsZero &operator=(const DenormalsAsZero &) = delete;
};

} // namespace attn
