#pragma once

#include "Engine.h"

#include <functional>
#include <vector>

namespace attn {

/// One measured length of the long-sequence path.
struct ComplexityPoint
{
    Eigen::Index n = 0;
    double medianMs = 0;
    double minMs = 0;
    qint64 arraysBytes = 0;       ///< Q, K, V and the output
    qint64 workingBytes = 0;      ///< what the engine needed beyond them
    qint64 squareMatrixBytes = 0; ///< what the n x n score matrices of every head would take
    int runs = 0;                 ///< how many timed runs the median is of
};

struct ComplexitySettings
{
    std::vector<Eigen::Index> lengths;
    int dHead = 64;
    int heads = 8;
    bool causal = false;
    int repeat = 3; ///< timed runs at least
    /// A short point is timed with more runs, up to mostRuns, until they take about this long together: the
    /// median of three runs of a millisecond is the machine's hiccup as often as the engine's time (a fitted
    /// exponent of 1.0 on a busy two-core machine), and many such runs cost little.
    double budgetMs = 200;
    int mostRuns = 31;
};

/// n from `first` doubling up to `last`: 256, 512, ..., the points a log-log plot spaces evenly.
std::vector<Eigen::Index> doublingLengths(Eigen::Index first, Eigen::Index last);

/// Times engine.attend() at each length on seeded random Q, K, V. After each point onPoint() is called;
/// when it returns false the measurement stops there (a cancel). Throws EngineError as attend() does.
std::vector<ComplexityPoint> measureComplexity(Engine &engine, const ComplexitySettings &settings,
                                               const std::function<bool(const ComplexityPoint &)> &onPoint);

/// The exponent k of time ~ n^k, by least squares on log(time) against log(n): about 2 for attention
/// once n is large enough for the n^2 d work to dominate. NaN with fewer than two points.
double fittedExponent(const std::vector<ComplexityPoint> &points);

} // namespace attn
