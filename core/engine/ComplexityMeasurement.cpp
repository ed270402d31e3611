#include "ComplexityMeasurement.h"

#include "RandomAttentionInputs.h"
#include "Timing.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace attn {

std::vector<Eigen::Index> doublingLengths(Eigen::Index first, Eigen::Index last)
{
    std::vector<Eigen::Index> lengths;
    for (Eigen::Index n = std::max<Eigen::Index>(1, first); n <= last; n *= 2)
        lengths.push_back(n);
    return lengths;
}

std::vector<ComplexityPoint> measureComplexity(Engine &engine, const ComplexitySettings &settings,
                                               const std::function<bool(const ComplexityPoint &)> &onPoint)
{
    std::vector<ComplexityPoint> points;
    for (Eigen::Index n : settings.lengths) {
        RandomAttentionInputs inputs(settings.heads, n, settings.dHead);
        const AttentionBatch batch = inputs.batch(settings.causal);
        const auto attend = [&] { engine.attend(batch); };
        Timing timing = timeRepeated(settings.repeat, attend);
        // Timed again, with as many runs as fill the budget, where the first ones were short.
        const int runs = std::clamp(int(std::ceil(settings.budgetMs / std::max(timing.medianMs, 1e-3))), settings.repeat,
                                    std::max(settings.repeat, settings.mostRuns));
        if (runs > settings.repeat)
            timing = timeRepeated(runs, attend);
        ComplexityPoint point;
        point.n = n;
        point.runs = runs;
        point.medianMs = timing.medianMs;
        point.minMs = timing.minMs;
        point.arraysBytes = inputs.bytes();
        point.workingBytes = engine.workingBytes(batch);
        point.squareMatrixBytes = qint64(settings.heads) * qint64(n) * qint64(n) * qint64(sizeof(float));
        points.push_back(point);
        if (!onPoint(point))
            break;
    }
    return points;
}

double fittedExponent(const std::vector<ComplexityPoint> &points)
{
    if (points.size() < 2)
        return std::numeric_limits<double>::quiet_NaN();
    // Slope of the least-squares line through (log n, log t).
    double meanX = 0, meanY = 0;
    for (const ComplexityPoint &point : points) {
        meanX += std::log(double(point.n));
        meanY += std::log(point.medianMs);
    }
    meanX /= double(points.size());
    meanY /= double(points.size());
    double covariance = 0, variance = 0;
    for (const ComplexityPoint &point : points) {
        const double x = std::log(double(point.n)) - meanX;
        covariance += x * (std::log(point.medianMs) - meanY);
        variance += x * x;
    }
    return covariance / variance;
}

} // namespace attn
