#pragma once

#include "engine/AttentionResult.h"

#include <QByteArray>

namespace attn {

/// A float in its shortest form that reads back to the same float ("0.7557", not "0.75569999217987061").
/// Non-finite values, which only masked scores hold, become JSON null.
void appendNumber(QByteArray &out, float value);
/// [[row 0], [row 1], ...]
void appendMatrix(QByteArray &out, const MatrixF &matrix);

/// The result as `attentionlab compute` prints it:
/// {"engine", "heads": [{"q","k","v","scores","scaled","masked","weights","output","fully_masked_rows"}],
///  "concat", "output"}, masked entries as null.
QByteArray resultToJson(const AttentionResult &result);

} // namespace attn
