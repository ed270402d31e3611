#include "StageExplanations.h"

#include "scenario/RowStandardisation.h"

#include <cmath>

namespace attn {

ScoreExplanation explainScore(const HeadResult &head, Eigen::Index query, Eigen::Index key, bool scaledByRootDk)
{
    ScoreExplanation explanation;
    for (Eigen::Index c = 0; c < head.q.cols(); ++c)
        explanation.terms.push_back({head.q(query, c), head.k(key, c), head.q(query, c) * head.k(key, c)});
    explanation.score = head.scores(query, key);
    explanation.divisor = scaledByRootDk ? std::sqrt(float(head.q.cols())) : 1.0f;
    explanation.scaled = head.scaled(query, key);
    explanation.masked = std::isinf(head.masked(query, key));
    return explanation;
}

SoftmaxExplanation explainWeight(const HeadResult &head, Eigen::Index query, Eigen::Index key, float temperature)
{
    SoftmaxExplanation explanation;
    explanation.temperature = temperature;
    const auto row = head.masked.row(query);
    explanation.rowMaximum = row.maxCoeff();
    for (Eigen::Index j = 0; j < row.size(); ++j) {
        const bool hidden = std::isinf(row(j));
        explanation.masked.push_back(hidden);
        const float exponential = hidden ? 0.0f : std::exp((row(j) - explanation.rowMaximum) / temperature);
        explanation.exponentials.push_back(exponential);
        explanation.sum += exponential;
    }
    explanation.weight = head.weights(query, key);
    return explanation;
}

WeightedSumExplanation explainProduct(const MatrixF &left, const MatrixF &right, const MatrixF &result,
                                      Eigen::Index row, Eigen::Index column)
{
    WeightedSumExplanation explanation;
    for (Eigen::Index t = 0; t < left.cols(); ++t)
        explanation.terms.push_back({left(row, t), right(t, column), left(row, t) * right(t, column)});
    explanation.value = result(row, column);
    return explanation;
}

LayerNormExplanation explainLayerNorm(const MatrixD &rows, const MatrixD &gain,
                                      const MatrixD &bias, double epsilon, Eigen::Index row, Eigen::Index column)
{
    LayerNormExplanation explanation;
    // The row's mean and spread as the scenario's input computes them (standardisedRow).
    const RowSpread spread = rowSpread(rows.row(row), epsilon);
    explanation.input = rows(row, column);
    explanation.mean = spread.mean;
    explanation.spread = spread.spread;
    explanation.standardised = (explanation.input - explanation.mean) / explanation.spread;
    explanation.gain = gain(0, column);
    explanation.bias = bias(0, column);
    explanation.value = explanation.standardised * explanation.gain + explanation.bias;
    return explanation;
}

} // namespace attn
