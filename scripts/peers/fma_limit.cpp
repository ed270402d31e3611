// The most float32 multiply-adds this machine's cores can do per second: twelve independent chains of
// fused multiply-adds per core, as wide as the processor's vectors (built with -march=native), on every
// core at once. scripts/bench.sh prints it beside the engine's rate, which cannot exceed it; a ratio
// between two programs near it (ours and ONNX Runtime's) is bounded by it.
#include <chrono>
#include <cstdio>
#include <omp.h>

#if defined(__AVX512F__)
constexpr int kLanes = 16;
#elif defined(__AVX__)
constexpr int kLanes = 8;
#else
constexpr int kLanes = 4;
#endif
typedef float Vector __attribute__((vector_size(kLanes * sizeof(float))));

volatile float kStarts[14] = {1.0f, 1.1f, 1.2f, 1.3f, 1.4f, 1.5f, 1.6f, 1.7f, 1.8f, 1.9f, 2.0f, 2.1f, 0.9999999f, 1e-7f};

int main()
{
    constexpr long kSteps = 20000000; // of twelve multiply-adds each, per thread
    double best = 0;
    for (int round = 0; round < 3; ++round) {
        const auto start = std::chrono::steady_clock::now();
        float sink = 0;
#pragma omp parallel reduction(+ : sink)
        {
            // Twelve chains, enough to cover the multiply-add's latency on every unit, started from numbers
            // the compiler cannot know (so that it cannot merge chains).
            auto start = [](int chain) { return Vector{} + kStarts[chain]; };
            Vector a0 = start(0), a1 = start(1), a2 = start(2), a3 = start(3), a4 = start(4), a5 = start(5);
            Vector a6 = start(6), a7 = start(7), a8 = start(8), a9 = start(9), a10 = start(10), a11 = start(11);
            const Vector scale = Vector{} + kStarts[12], shift = Vector{} + kStarts[13];
            for (long step = 0; step < kSteps; ++step) {
                a0 = a0 * scale + shift, a1 = a1 * scale + shift, a2 = a2 * scale + shift, a3 = a3 * scale + shift;
                a4 = a4 * scale + shift, a5 = a5 * scale + shift, a6 = a6 * scale + shift, a7 = a7 * scale + shift;
                a8 = a8 * scale + shift, a9 = a9 * scale + shift, a10 = a10 * scale + shift, a11 = a11 * scale + shift;
            }
            const Vector sum = ((a0 + a1) + (a2 + a3)) + ((a4 + a5) + (a6 + a7)) + ((a8 + a9) + (a10 + a11));
            for (int lane = 0; lane < kLanes; ++lane)
                sink += sum[lane];
        }
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        const double flops = 2.0 * kLanes * 12 * double(kSteps) * omp_get_max_threads();
        if (flops / seconds / 1e9 > best)
            best = flops / seconds / 1e9;
        if (sink == 0.5f) // keeps the chains from being optimised away
            std::puts("");
    }
    std::printf("{\"threads\": %d, \"lanes\": %d, \"gflops\": %.1f}\n", omp_get_max_threads(), kLanes, best);
}
