#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
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

/// How long the thread it lives on (the window's) was kept from answering input and painting: the longest
/// gaps between the ticks of a timer that asks to run every 2 ms. Gaps are counted apart by phase, for
/// example the program's own work (phase 0) and a computation on the other cores (phase 1), during which
/// what holds the thread is the system. A gap during which the phase changes is cut at the change and each
/// part counted in its phase: the end of a computation, and the system's holding the thread until then, is
/// not the program's own work that follows it.
///
/// Each gap is measured twice: on the clock (what a user waits), and as the processor time the thread
/// itself used in it (the program's work alone: on a shared machine the thread also waits for a core, and
/// that wait is on the clock only).
class BlockingMonitor : public QObject
{
public:
    explicit BlockingMonitor(int phases = 1);
    /// From now on, gaps count in this phase.
    void setPhase(int phase);
    /// The longest gap (or part of one) counted in the phase, in milliseconds on the clock.
    qint64 longestMs(int phase = 0) const { return m_longest.at(size_t(phase)); }
    /// The most processor time the thread used within one gap of the phase, in milliseconds.
    double longestBusyMs(int phase = 0) const { return m_longestBusy.at(size_t(phase)); }

private:
    void countUntilNow();

    QTimer m_timer;
    QElapsedTimer m_clock;
    // When the last tick came, or the phase began if it began since: on the clock and in thread time.
    qint64 m_since = 0;
    double m_busySince = 0;
    int m_phase = 0;
    std::vector<qint64> m_longest;
    std::vector<double> m_longestBusy;
};

} // namespace attn
