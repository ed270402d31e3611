#pragma once

// The one place where the tests state how close float32 engines must come to the double reference.

#include <Eigen/Core>
#include <QString>
#include <cmath>
#include <limits>

namespace attn::test {

/// fp32 against a double-precision reference: |engine - reference| <= absolute + relative * |reference|.
constexpr double kAbsoluteTolerance = 1e-5;
constexpr double kRelativeTolerance = 5e-6;

/// Large scores are ill-conditioned in float32: a score s is stored with an absolute error near
/// FLT_EPSILON * |s|, softmax passes that error on to the weights almost unchanged, and the output
/// multiplies it by the values. So where scores reach maxAbsScore and values maxAbsValue, an output may
/// differ from the double reference by about FLT_EPSILON * maxAbsScore * maxAbsValue more.
inline double scoreConditionedAbsoluteTolerance(double maxAbsScore, double maxAbsValue)
{
    return kAbsoluteTolerance + double(std::numeric_limits<float>::epsilon()) * maxAbsScore * maxAbsValue;
}

/// Describes the first entry outside the tolerance, or returns an empty string when all agree.
template<typename A, typename B>
QString firstMismatch(const A &actual, const B &expected, double absolute = kAbsoluteTolerance,
                      double relative = kRelativeTolerance)
{
    if (actual.rows() != expected.rows() || actual.cols() != expected.cols())
        return QStringLiteral("shape %1 x %2, expected %3 x %4")
            .arg(actual.rows()).arg(actual.cols()).arg(expected.rows()).arg(expected.cols());
    for (Eigen::Index i = 0; i < actual.rows(); ++i) {
        for (Eigen::Index j = 0; j < actual.cols(); ++j) {
            const double a = double(actual(i, j));
            const double e = double(expected(i, j));
            const bool bothSameInfinity = std::isinf(a) && a == e;
            if (!bothSameInfinity && !(std::abs(a - e) <= absolute + relative * std::abs(e)))
                return QStringLiteral("(%1, %2): %3, expected %4").arg(i).arg(j).arg(a, 0, 'g', 9).arg(e, 0, 'g', 9);
        }
    }
    return {};
}

} // namespace attn::test
