#pragma once

#include "AttentionResult.h"
#include "scenario/ScenarioValidation.h"

#include <QString>
#include <optional>

namespace attn {

/// How far two results of one scenario differ: the largest |a - b| over every stage, and where.
struct ResultDifference
{
    float largest = 0;
    QString where; ///< e.g. "head 1 weights (2, 3)"; empty when the results agree exactly
};
ResultDifference compareResults(const AttentionResult &a, const AttentionResult &b);

/// Whether two engines agree within float32 rounding: |a - b| <= 1e-4 * (1 + |b|) everywhere.
bool resultsAgree(const AttentionResult &a, const AttentionResult &b);

/// The first number of a result that is not finite (masked entries, -infinity by design, aside), as a
/// problem naming the stage and the place: e.g. vectors of 1e20 give scores of 1e40, beyond float32's
/// +-3.4e38, and softmax of infinities is NaN. Every caller shows this instead of the numbers.
std::optional<ScenarioProblem> findOverflow(const AttentionResult &result);

} // namespace attn
