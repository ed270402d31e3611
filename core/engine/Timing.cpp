#include "Timing.h"

#include <algorithm>
#include <chrono>
#include <vector>

namespace attn {

Timing timeRepeated(int repeat, const std::function<void()> &work)
{
    using Clock = std::chrono::steady_clock;
    auto millisecondsOf = [&work] {
        const Clock::time_point start = Clock::now();
        work();
        return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    };
    Timing timing;
    timing.firstMs = millisecondsOf();
    std::vector<double> samples;
    for (int run = 0; run < std::max(1, repeat); ++run)
        samples.push_back(millisecondsOf());
    std::sort(samples.begin(), samples.end());
    timing.minMs = samples.front();
    // The median of an even count is the mean of the middle two.
    timing.medianMs = (samples[(samples.size() - 1) / 2] + samples[samples.size() / 2]) / 2;
    return timing;
}

} // namespace attn
