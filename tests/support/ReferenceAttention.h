#pragma once

// A plain double-precision implementation of the lesson path, written independently of the engines
// (loops, no Eigen products), so that every engine is checked against the formula itself.

#include "engine/AttentionResult.h"
#include "scenario/Scenario.h"

#include <cmath>
#include <limits>

namespace attn::test {

struct ReferenceHead
{
    MatrixD q, k, v, scores, scaled, weights, output;
};

struct ReferenceResult
{
    std::vector<ReferenceHead> heads;
    MatrixD concat, output;
};

inline MatrixD multiply(const MatrixD &a, const MatrixD &b)
{
    MatrixD product = MatrixD::Zero(a.rows(), b.cols());
    for (Eigen::Index i = 0; i < a.rows(); ++i)
        for (Eigen::Index j = 0; j < b.cols(); ++j)
            for (Eigen::Index t = 0; t < a.cols(); ++t)
                product(i, j) += a(i, t) * b(t, j);
    return product;
}

/// Adds a bias row to every row of a product, when there is one: X W + b.
inline MatrixD plusBias(MatrixD product, const std::optional<MatrixD> &bias)
{
    if (bias)
        for (Eigen::Index row = 0; row < product.rows(); ++row)
            product.row(row) += bias->row(0);
    return product;
}

/// A sequence's vectors plus the scenario's positions, written here apart from the program's:
/// P(p, 2i) = sin(p / 10000^(2i/d)), P(p, 2i+1) = cos(p / 10000^(2i/d)).
inline MatrixD withReferencePositions(const Scenario &scenario, const MatrixD &vectors)
{
    MatrixD placed = vectors;
    if (scenario.positions == ScenarioPositions::Sinusoidal)
        for (Eigen::Index p = 0; p < placed.rows(); ++p)
            for (Eigen::Index c = 0; c < placed.cols(); ++c) {
                const double angle = double(p) / std::pow(10000.0, double(2 * (c / 2)) / double(placed.cols()));
                placed(p, c) += c % 2 == 0 ? std::sin(angle) : std::cos(angle);
            }
    return placed;
}

inline ReferenceResult referenceAttention(const Scenario &scenario)
{
    const MatrixD queries = withReferencePositions(scenario, scenario.querySequence().vectors);
    const MatrixD keysAndValues = withReferencePositions(scenario, scenario.source.vectors);
    ReferenceResult result;
    for (const HeadWeights &weights : scenario.effectiveHeads()) {
        ReferenceHead head;
        head.q = plusBias(multiply(queries, weights.wq), weights.bq);
        head.k = plusBias(multiply(keysAndValues, weights.wk), weights.bk);
        head.v = plusBias(multiply(keysAndValues, weights.wv), weights.bv);
        head.scores = multiply(head.q, head.k.transpose());
        head.scaled = scenario.scaled ? MatrixD(head.scores / std::sqrt(double(weights.dk()))) : head.scores;
        head.weights = MatrixD::Zero(head.scores.rows(), head.scores.cols());
        for (Eigen::Index i = 0; i < head.scaled.rows(); ++i) {
            double maximum = -std::numeric_limits<double>::infinity();
            for (Eigen::Index j = 0; j < head.scaled.cols(); ++j)
                if (!isMasked(scenario.mode, i, j))
                    maximum = std::max(maximum, head.scaled(i, j));
            double sum = 0;
            for (Eigen::Index j = 0; j < head.scaled.cols(); ++j)
                if (!isMasked(scenario.mode, i, j))
                    sum += head.weights(i, j) = std::exp((head.scaled(i, j) - maximum) / scenario.temperature);
            if (sum > 0)
                head.weights.row(i) /= sum;
        }
        head.output = multiply(head.weights, head.v);
        result.heads.push_back(head);
    }
    Eigen::Index width = 0;
    for (const ReferenceHead &head : result.heads)
        width += head.output.cols();
    result.concat.resize(queries.rows(), width);
    Eigen::Index column = 0;
    for (const ReferenceHead &head : result.heads) {
        result.concat.middleCols(column, head.output.cols()) = head.output;
        column += head.output.cols();
    }
    result.output = plusBias(multiply(result.concat, scenario.effectiveWo()), scenario.bo);
    return result;
}

} // namespace attn::test
