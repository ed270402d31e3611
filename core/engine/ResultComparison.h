#pragma once

#include "AttentionResult.h"

#include <QString>

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

} // namespace attn
