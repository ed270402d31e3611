#pragma once

#include "scenario/Scenario.h"

#include <QString>
#include <QStringList>
#include <cmath>
#include <functional>
#include <vector>

namespace attn::test {

/// What comparing back-propagation with finite differences found.
struct GradientCheck
{
    QString failure;   ///< the first entry that disagrees, named; empty when all agree
    int checked = 0;   ///< entries compared
    int large = 0;     ///< of those, entries whose gradient is above 1e-4 (a check of zeros proves little)
};

/// Every entry of every matrix: the analytic gradient against the central difference
/// (L(θ + h) - L(θ - h)) / 2h, whose error is O(h²) plus rounding of about 1e-16 / h. The matrices are
/// changed one entry at a time and put back; loss() must read them.
inline GradientCheck compareWithFiniteDifferences(const std::vector<MatrixD *> &matrices,
                                                  const std::vector<const MatrixD *> &gradients, const QStringList &names,
                                                  const std::function<double()> &loss)
{
    constexpr double step = 1e-5;
    constexpr double absoluteTolerance = 1e-8;
    constexpr double relativeTolerance = 1e-6;
    GradientCheck check;
    for (size_t index = 0; index < matrices.size(); ++index) {
        MatrixD &matrix = *matrices[index];
        if (gradients[index]->rows() != matrix.rows() || gradients[index]->cols() != matrix.cols())
            return {QStringLiteral("%1: the gradient's shape differs").arg(names.value(int(index))), check.checked, check.large};
        for (Eigen::Index row = 0; row < matrix.rows(); ++row) {
            for (Eigen::Index column = 0; column < matrix.cols(); ++column) {
                const double original = matrix(row, column);
                matrix(row, column) = original + step;
                const double above = loss();
                matrix(row, column) = original - step;
                const double below = loss();
                matrix(row, column) = original;
                const double numeric = (above - below) / (2 * step);
                const double exact = (*gradients[index])(row, column);
                if (std::abs(exact - numeric) > absoluteTolerance + relativeTolerance * std::abs(numeric)) {
                    check.failure = QStringLiteral("%1 (%2, %3): back-propagation gives %4, finite differences %5")
                                        .arg(names.value(int(index))).arg(row).arg(column)
                                        .arg(exact, 0, 'g', 12).arg(numeric, 0, 'g', 12);
                    return check;
                }
                ++check.checked;
                check.large += std::abs(exact) > 1e-4;
            }
        }
    }
    return check;
}

} // namespace attn::test
