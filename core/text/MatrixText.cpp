#include "MatrixText.h"

#include "base/EnumKeys.h"
#include "text/ResultJson.h"

#include <QFileInfo>
#include <cmath>

namespace attn {

/// The keys of MatrixTextFormat in files, settings and on the command line, in the order they are listed.
constexpr auto kMatrixTextFormatKeys = enumKeys<MatrixTextFormat>({
    {MatrixTextFormat::Latex, "latex"},
    {MatrixTextFormat::Csv, "csv"},
    {MatrixTextFormat::Markdown, "markdown"},
});

QString matrixTextFormatKey(MatrixTextFormat value)
{
    return kMatrixTextFormatKeys.key(value);
}

std::optional<MatrixTextFormat> matrixTextFormatFromKey(const QString &key)
{
    return kMatrixTextFormatKeys.fromKey(key);
}

QString fixedDecimals(double value, int decimals, const QLocale &locale)
{
    const QString text = locale.toString(value, 'f', decimals);
    const QString negative = locale.negativeSign();
    if (std::signbit(value) && text.startsWith(negative) && text.mid(negative.size()) == locale.toString(0.0, 'f', decimals))
        return text.mid(negative.size());
    return text;
}

namespace {

QString number(float value, std::optional<int> precision, MatrixTextFormat format)
{
    if (std::isinf(value) && value < 0) {
        switch (format) {
        case MatrixTextFormat::Latex:
            return QStringLiteral("-\\infty");
        case MatrixTextFormat::Csv:
            return QStringLiteral("-inf");
        case MatrixTextFormat::Markdown:
            return QStringLiteral("−∞");
        }
    }
    if (precision)
        return fixedDecimals(double(value), *precision, QLocale::c());
    return shortestDecimal(value);
}

/// RFC 4180: a field with a comma, a quote or a line break is quoted, with quotes doubled.
QString csvField(const QString &text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n') && !text.contains(u'\r'))
        return text;
    QString quoted = text;
    quoted.replace(u'"', QStringLiteral("\"\""));
    return u'"' + quoted + u'"';
}

/// A pipe would end a Markdown cell; a backslash escapes it.
QString markdownCell(const QString &text)
{
    QString escaped = text;
    escaped.replace(u'\\', QStringLiteral("\\\\"));
    escaped.replace(u'|', QStringLiteral("\\|"));
    return escaped;
}

/// LaTeX's special characters in a comment are harmless, but a line break would end the comment.
QString latexComment(const QString &text)
{
    QString single = text;
    single.replace(u'\n', u' ');
    return single;
}

} // namespace

QStringList indexLabels(Eigen::Index count)
{
    QStringList labels;
    for (Eigen::Index i = 0; i < count; ++i)
        labels << QString::number(i + 1);
    return labels;
}

QString matrixTextExtension(MatrixTextFormat format)
{
    switch (format) {
    case MatrixTextFormat::Latex:
        return QStringLiteral("tex");
    case MatrixTextFormat::Csv:
        return QStringLiteral("csv");
    case MatrixTextFormat::Markdown:
        return QStringLiteral("md");
    }
    return {};
}

std::optional<MatrixTextFormat> matrixTextFormatFromExtension(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("tex"))
        return MatrixTextFormat::Latex;
    if (suffix == QLatin1String("csv"))
        return MatrixTextFormat::Csv;
    if (suffix == QLatin1String("md") || suffix == QLatin1String("markdown"))
        return MatrixTextFormat::Markdown;
    return std::nullopt;
}

QString matrixToText(const LabelledMatrix &matrix, MatrixTextFormat format, std::optional<int> precision)
{
    const MatrixF &values = *matrix.values;
    QStringList lines;
    switch (format) {
    case MatrixTextFormat::Latex: {
        // The labels go in a comment: bmatrix has no place for them, and slides usually set them apart.
        if (!matrix.caption.isEmpty())
            lines << QStringLiteral("% ") + latexComment(matrix.caption);
        if (!matrix.rowLabels.isEmpty())
            lines << QStringLiteral("% rows: ") + latexComment(matrix.rowLabels.join(QStringLiteral(", ")));
        if (!matrix.columnLabels.isEmpty())
            lines << QStringLiteral("% columns: ") + latexComment(matrix.columnLabels.join(QStringLiteral(", ")));
        lines << QStringLiteral("\\begin{bmatrix}");
        for (Eigen::Index i = 0; i < values.rows(); ++i) {
            QStringList row;
            for (Eigen::Index j = 0; j < values.cols(); ++j)
                row << number(values(i, j), precision, format);
            lines << QStringLiteral("  ") + row.join(QStringLiteral(" & ")) + (i + 1 < values.rows() ? QStringLiteral(" \\\\") : QString());
        }
        lines << QStringLiteral("\\end{bmatrix}");
        break;
    }
    case MatrixTextFormat::Csv: {
        const bool rowLabels = !matrix.rowLabels.isEmpty();
        if (!matrix.columnLabels.isEmpty()) {
            QStringList header;
            if (rowLabels)
                header << QString();
            for (const QString &label : matrix.columnLabels)
                header << csvField(label);
            lines << header.join(u',');
        }
        for (Eigen::Index i = 0; i < values.rows(); ++i) {
            QStringList row;
            if (rowLabels)
                row << csvField(matrix.rowLabels.value(int(i)));
            for (Eigen::Index j = 0; j < values.cols(); ++j)
                row << number(values(i, j), precision, format);
            lines << row.join(u',');
        }
        break;
    }
    case MatrixTextFormat::Markdown: {
        if (!matrix.caption.isEmpty())
            lines << QStringLiteral("**") + markdownCell(matrix.caption) + QStringLiteral("**") << QString();
        QStringList header{QString()};
        QStringList rule{QStringLiteral("---")};
        for (Eigen::Index j = 0; j < values.cols(); ++j) {
            header << markdownCell(matrix.columnLabels.value(int(j), QString::number(j + 1)));
            rule << QStringLiteral("---:");
        }
        lines << QStringLiteral("| ") + header.join(QStringLiteral(" | ")) + QStringLiteral(" |");
        lines << QStringLiteral("|") + rule.join(u'|') + QStringLiteral("|");
        for (Eigen::Index i = 0; i < values.rows(); ++i) {
            QStringList row{QStringLiteral("**") + markdownCell(matrix.rowLabels.value(int(i), QString::number(i + 1))) +
                            QStringLiteral("**")};
            for (Eigen::Index j = 0; j < values.cols(); ++j)
                row << number(values(i, j), precision, format);
            lines << QStringLiteral("| ") + row.join(QStringLiteral(" | ")) + QStringLiteral(" |");
        }
        break;
    }
    }
    return lines.join(u'\n') + u'\n';
}

} // namespace attn
