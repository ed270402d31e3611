#pragma once

#include "engine/AttentionResult.h"

#include <QLocale>
#include <QString>
#include <QStringList>
#include <optional>

namespace attn {

/// Numbers for slides and scripts.
enum class MatrixTextFormat {
    Latex,    ///< \begin{bmatrix} a & b \\ c & d \end{bmatrix}, masked entries as -\infty
    Csv,      ///< RFC 4180: a header of column labels, each row led by its label; masked entries as -inf
    Markdown, ///< a table with the labels as header and first column; masked entries as −∞
};
QString matrixTextFormatKey(MatrixTextFormat format);
std::optional<MatrixTextFormat> matrixTextFormatFromKey(const QString &key);
/// The usual file extension: "tex", "csv", "md".
QString matrixTextExtension(MatrixTextFormat format);
std::optional<MatrixTextFormat> matrixTextFormatFromExtension(const QString &path);

/// value with that many decimals in the locale's way, a zero never signed: -0.004 at two decimals is
/// "0.00", not "-0.00", which reads as a number of its own.
QString fixedDecimals(double value, int decimals, const QLocale &locale);

/// "1", "2", …, "count": labels for the columns of a matrix whose columns are dimensions, not tokens.
QStringList indexLabels(Eigen::Index count);

/// A labelled matrix as text.
struct LabelledMatrix
{
    QString caption;          ///< e.g. "Attention weights, head 1"
    const MatrixF *values = nullptr;
    QStringList rowLabels;    ///< one per row, or empty
    QStringList columnLabels; ///< one per column, or empty
};

/// The matrix as text. With a precision (decimals) numbers are rounded to it; without, each is written in
/// its shortest form that reads back to the same float32 (what scripts want). Numbers always use a point
/// as the decimal separator, whatever the locale, so that LaTeX and CSV readers accept them.
QString matrixToText(const LabelledMatrix &matrix, MatrixTextFormat format, std::optional<int> precision);

} // namespace attn
