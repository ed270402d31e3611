#include "ComplexityMeasurement.h"

#include "Timing.h"

#include <cmath>
#include <limits>
#include <random>

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
    std::mt19937 generator(42);
    std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
    for (Eigen::Index n : settings.lengths) {
        const size_t count = size_t(settings.heads) * size_t(n) * size_t(settings.dHead);
        std::vector<float> q(count), k(count), v(count), out(count);
        for (std::vector<float> *array : {&q, &k, &v})
            std::generate(array->begin(), array->end(), [&] { return uniform(generator); });
        AttentionBatch batch;
        batch.heads = settings.heads;
        batch.queries = n;
        batch.keys = n;
        batch.dHead = settings.dHead;
        batch.causal = settings.causal;
        batch.scale = 1.0f / std::sqrt(float(settings.dHead));
        batch.q = q.data();
        batch.k = k.data();
        batch.v = v.data();
        batch.out = out.data();
        const Timing timing = timeRepeated(settings.repeat, [&] { engine.attend(batch); });
        ComplexityPoint point;
        point.n = n;
        point.medianMs = timing.medianMs;
        point.minMs = timing.minMs;
        point.arraysBytes = qint64(4 * count * sizeof(float));
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
