#pragma once

#include "MatrixText.h"
#include "scenario/Scenario.h"

namespace attn {

/// The matrices `attentionlab compute --matrix` can name: per head q, k, v, scores, scaled, masked,
/// weights, output; and concat and final (the output projection) for the whole layer.
QStringList resultMatrixKeys();
bool isPerHeadMatrix(const QString &key);

/// Which part of a result to write: all heads or one (0-based), all matrices or one key.
struct ResultTextSelection
{
    std::optional<int> head;
    std::optional<QString> matrix;
};

/// The selected matrices of a result with their token labels, one after another. When more than one is
/// written each is introduced by its caption (a LaTeX comment, a bold Markdown line, a CSV line starting
/// with #); a single CSV matrix is a bare table for scripts.
QString resultToText(const Scenario &scenario, const AttentionResult &result, MatrixTextFormat format,
                     std::optional<int> precision, const ResultTextSelection &selection = {});

} // namespace attn
