#pragma once

#include <Eigen/Core>

namespace attn {

/// What the seed's identity a·b = |a| |b| cos θ says about two vectors, computed in their full dimension.
struct VectorPairMeasures
{
    double dot = 0;       ///< a·b = Σ_i a_i b_i
    double normA = 0;     ///< |a| = sqrt(a·a)
    double normB = 0;     ///< |b|
    /// cos θ = a·b / (|a| |b|); undefined (hasAngle false) when either vector is zero.
    double cosine = 0;
    double angleDegrees = 0; ///< θ = acos(cos θ), in degrees
    bool hasAngle = false;
};

VectorPairMeasures measurePair(const Eigen::RowVectorXd &a, const Eigen::RowVectorXd &b);

/// Rows of vectors shown in three dimensions. With d <= 3 the coordinates are the vectors themselves
/// (padded with zeros); with d > 3 they are projected onto the three directions that keep the most of
/// the vectors' squared length (principal components about the origin, not the mean, so that arrows
/// still start at the origin and dot products are kept as well as three dimensions allow).
struct Projection3d
{
    Eigen::MatrixXd coordinates; ///< rows x 3
    /// d x 3, orthonormal columns: coordinates = vectors · basis. For d <= 3, the first d unit vectors.
    Eigen::MatrixXd basis;
    bool isProjection = false; ///< true when d > 3
    /// Share of Σ |x_i|² that the three directions keep: 1 unless this is a projection.
    double keptShare = 1;
};

/// The projection of the rows onto their principal directions about the origin. Each direction's sign
/// is chosen so that its largest component is positive, so that the picture does not flip between two
/// nearly equal inputs.
Projection3d projectTo3d(const Eigen::MatrixXd &rows);
/// The rows in an existing basis (while a drag keeps the picture still).
Projection3d projectWithBasis(const Eigen::MatrixXd &rows, const Eigen::MatrixXd &basis);

} // namespace attn
