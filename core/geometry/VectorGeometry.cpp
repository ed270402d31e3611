#include "VectorGeometry.h"

#include <Eigen/Eigenvalues>
#include <algorithm>
#include <cmath>
#include <numbers>

namespace attn {

VectorPairMeasures measurePair(const Eigen::RowVectorXd &a, const Eigen::RowVectorXd &b)
{
    VectorPairMeasures measures;
    measures.dot = a.dot(b);
    measures.normA = a.norm();
    measures.normB = b.norm();
    if (measures.normA == 0 || measures.normB == 0)
        return measures;
    // Rounding can push |cos θ| a hair past 1 for parallel vectors; acos would give NaN.
    measures.cosine = std::clamp(measures.dot / (measures.normA * measures.normB), -1.0, 1.0);
    measures.angleDegrees = std::acos(measures.cosine) * 180.0 / std::numbers::pi;
    measures.hasAngle = true;
    return measures;
}

Projection3d projectWithBasis(const Eigen::MatrixXd &rows, const Eigen::MatrixXd &basis)
{
    Projection3d projection;
    projection.basis = basis;
    projection.coordinates = rows * basis;
    projection.isProjection = rows.cols() > 3;
    const double total = rows.squaredNorm();
    projection.keptShare = total > 0 ? projection.coordinates.squaredNorm() / total : 1.0;
    return projection;
}

Projection3d projectTo3d(const Eigen::MatrixXd &rows)
{
    const Eigen::Index d = rows.cols();
    if (d <= 3)
        return projectWithBasis(rows, Eigen::MatrixXd::Identity(d, 3));
    // The directions u maximising Σ (x_i · u)² are the eigenvectors of X^T X with the largest eigenvalues.
    const Eigen::MatrixXd gram = rows.transpose() * rows;
    const Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> solver(gram);
    Eigen::MatrixXd basis(d, 3);
    for (int k = 0; k < 3; ++k) {
        Eigen::VectorXd direction = solver.eigenvectors().col(d - 1 - k); // eigenvalues ascend
        Eigen::Index largest = 0;
        direction.cwiseAbs().maxCoeff(&largest);
        if (direction(largest) < 0)
            direction = -direction;
        basis.col(k) = direction;
    }
    return projectWithBasis(rows, basis);
}

} // namespace attn
