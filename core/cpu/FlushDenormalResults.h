#pragma once

#if defined(__SSE__) || defined(__x86_64__)
#include <xmmintrin.h>
#endif

namespace attn {

/// While alive, the calling thread's SSE unit writes 0 wherever a result would be denormal (flush to
/// zero, FTZ), and the previous mode is restored afterwards. The long-sequence kernel computes
/// exp(s - m) for scores far below the row's maximum (and for masked ones, -inf), which Eigen's vectorised
/// exp turns into denormals near 1e-38; every later operation on a denormal costs the processor a slow
/// microcode assist. Inputs are read as they are (no DAZ): a number the user typed, however small, is
/// never changed into 0 before it is used.
class FlushDenormalResults
{
public:
#if defined(__SSE__) || defined(__x86_64__)
    FlushDenormalResults() : m_saved(_mm_getcsr()) { _mm_setcsr(m_saved | kFlushToZero); }
    ~FlushDenormalResults() { _mm_setcsr(m_saved); }

private:
    static constexpr unsigned kFlushToZero = 0x8000;
    unsigned m_saved;
#endif
    FlushDenormalResults(const FlushDenormalResults &) = delete;
    FlushDenormalResults &operator=(const FlushDenormalResults &) = delete;
};

} // namespace attn
