#include "Timing.h"

#include <algorithm>
#include <chrono>
#include <ctime>
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

namespace {

/// Processor time the calling thread has used, in milliseconds.
double threadBusyMs()
{
    timespec used{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &used);
    return double(used.tv_sec) * 1e3 + double(used.tv_nsec) / 1e6;
}

} // namespace

BlockingMonitor::BlockingMonitor(int phases)
    : m_busySince(threadBusyMs()), m_longest(size_t(std::max(1, phases)), 0), m_longestBusy(m_longest.size(), 0.0)
{
    m_timer.setInterval(2);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &BlockingMonitor::countUntilNow);
    m_clock.start();
    m_timer.start();
}

void BlockingMonitor::setPhase(int phase)
{
    Q_ASSERT(phase >= 0 && size_t(phase) < m_longest.size());
    phase = std::clamp(phase, 0, int(m_longest.size()) - 1);
    if (phase == m_phase)
        return;
    countUntilNow();
    m_phase = phase;
}

void BlockingMonitor::countUntilNow()
{
    const qint64 now = m_clock.elapsed();
    const double busy = threadBusyMs();
    const auto phase = size_t(m_phase);
    m_longest.at(phase) = std::max(m_longest.at(phase), now - m_since);
    m_longestBusy.at(phase) = std::max(m_longestBusy.at(phase), busy - m_busySince);
    m_since = now;
    m_busySince = busy;
}

} // namespace attn
