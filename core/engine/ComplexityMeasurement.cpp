#include "ComplexityMeasurement.h"

#include "RandomAttentionInputs.h"
#include "Timing.h"

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
        const Timing timing = timeRepeated(settings.repeat, [&] { engine.attend(batch); });
        ComplexityPoint point;
        point.n = n;
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
