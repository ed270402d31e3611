#pragma once

#include <functional>
#include <vector>

namespace attn {

/// How long some work took: its first run (allocations, caches, kernel builds) apart from the repeats,
/// whose median and minimum say what it takes in the steady state.
struct Timing
{
    double firstMs = 0;
    double medianMs = 0;
    double minMs = 0;
};

/// Runs work once untimed-for-the-median, then `repeat` times, timing each with a steady clock.
Timing timeRepeated(int repeat, const std::function<void()> &work);

/// The middle of the samples (the mean of the middle two for an even count); 0 for none.
double median(std::vector<double> samples);

} // namespace attn
