#pragma once

#include "engine/AttentionResult.h"

#include <QByteArray>
#include <QString>

class QIODevice;

namespace attn {

/// A finite float in its shortest form that reads back to the same float ("0.7557", not
/// "0.75569999217987061"), with a point whatever the locale.
QString shortestDecimal(float value);

/// A float as shortestDecimal writes it. Non-finite values, which only masked scores hold, become JSON null.
void appendNumber(QByteArray &out, float value);

/// One row of a matrix as a JSON array of numbers, "[0.1, 0.2]".
void appendRow(QByteArray &out, const MatrixF &matrix, Eigen::Index row);

/// The result as `attentionlab compute` prints it:
/// {"engine", "heads": [{"q","k","v","scores","scaled","masked","weights","output","fully_masked_rows"}],
///  "concat", "output"}, masked entries as null. Written a piece at a time, so that gigabytes of output
/// never sit in memory at once; false as soon as a write fails (out.errorString() says why).
bool writeResultJson(QIODevice &out, const AttentionResult &result);
/// The same JSON in memory, for results small enough to hold twice.
QByteArray resultToJson(const AttentionResult &result);

} // namespace attn
