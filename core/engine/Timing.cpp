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
    timing.minMs = *std::min_element(samples.begin(), samples.end());
    timing.medianMs = median(std::move(samples));
    return timing;
}

double median(std::vector<double> samples)
{
    if (samples.empty())
        return 0;
    std::sort(samples.begin(), samples.end());
    // The median of an even count is the mean of the middle two.
    return (samples[(samples.size() - 1) / 2] + samples[samples.size() / 2]) / 2;
}

} // namespace attn
