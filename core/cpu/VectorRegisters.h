#pragma once

// GCC's vector extensions at the width of the instruction set a kernel file is compiled for: 16 floats
// with AVX-512, 8 with AVX2, 4 with SSE; and the register-blocking helpers built on them. Shared by the
// kernels built once per instruction set (TiledAttentionKernel.cpp, AffineKernel.cpp), which are compiled
// with -ffp-contract=fast so that a * b + c is one fused multiply-add.

#include <cstddef>
#include <cstdint>
#include <cstring>

#ifndef ATTN_KERNEL_NAMESPACE
#define ATTN_KERNEL_NAMESPACE baseline
#endif

namespace attn::ATTN_KERNEL_NAMESPACE {
namespace {

#if defined(__AVX512F__)
constexpr int kVectorBytes = 64;
#elif defined(__AVX2__)
constexpr int kVectorBytes = 32;
#else
constexpr int kVectorBytes = 16;
#endif
typedef float FloatVector __attribute__((vector_size(kVectorBytes)));
typedef std::int32_t IntVector __attribute__((vector_size(kVectorBytes)));
constexpr int kLanes = kVectorBytes / int(sizeof(float));

inline FloatVector load(const float *from)
{
    FloatVector vector;
    std::memcpy(&vector, from, sizeof vector);
    return vector;
}

inline void store(float *to, FloatVector vector)
{
    std::memcpy(to, &vector, sizeof vector);
}

inline FloatVector broadcast(float value)
{
    return value - FloatVector{}; // x - 0 is x for every x, -0 included
}

inline FloatVector maximum(FloatVector a, FloatVector b)
{
    return a > b ? a : b;
}

/// Calls step.template operator()<N>(first) for first = 0, Step, 2 Step, ... below count, and once with a
/// smaller N for what is left: the micro-kernels' register blocks are sized at compile time.
template <int N, typename StepFunction>
inline void lastStep(int left, int first, StepFunction &step)
{
    if (left == N)
        step.template operator()<N>(first);
    else if constexpr (N > 1)
        lastStep<N - 1>(left, first, step);
}

template <int Step, typename StepFunction>
inline void inSteps(int count, StepFunction &&step)
{
    int first = 0;
    for (; first + Step <= count; first += Step)
        step.template operator()<Step>(first);
    if constexpr (Step > 1) {
        if (first < count)
            lastStep<Step - 1>(count - first, first, step);
    }
}

/// Asks for the cache line `floats` numbers after `from`, a hint that never faults. The address is
/// computed as an integer because it may lie past the end of the array, where pointer arithmetic may not go.
inline void prefetchAhead(const float *from, std::ptrdiff_t floats)
{
    __builtin_prefetch(reinterpret_cast<const void *>(reinterpret_cast<std::uintptr_t>(from) +
                                                      std::uintptr_t(floats) * sizeof(float)));
}

/// Vectors consecutive vectors of floats into registers.
template <int Vectors>
inline void loadRow(const float *from, FloatVector (&row)[Vectors])
{
    for (int v = 0; v < Vectors; ++v) {
        row[v] = load(from + v * kLanes);
#if defined(__x86_64__) && !defined(__AVX512F__)
        // Held in a register: otherwise GCC folds the load into each multiply-add that uses the vector,
        // and a micro-kernel of Count rows loads it Count times. With AVX2 (16 registers) it then waited
        // on loads rather than on multiply-adds (measured on a Zen 3, see README.md); AVX-512's kernel,
        // with 32 registers, is left to GCC.
        asm("" : "+x"(row[v]));
#endif
    }
}

/// The step register-blocked micro-kernels repeat, a rank-1 update of their block of sums:
/// sums[row][r] += scalars[row * stride] * vectors[r], each scalar broadcast to every lane.
template <int Count, int Vectors>
inline void multiplyAddBroadcast(FloatVector (&sums)[Count][Vectors], const float *scalars, int stride,
                                 const FloatVector (&vectors)[Vectors])
{
#pragma GCC unroll 8
    for (int row = 0; row < Count; ++row) {
        const FloatVector scalar = broadcast(scalars[row * stride]);
#pragma GCC unroll 4
        for (int v = 0; v < Vectors; ++v)
            sums[row][v] += scalar * vectors[v];
    }
}

} // namespace
} // namespace attn::ATTN_KERNEL_NAMESPACE
