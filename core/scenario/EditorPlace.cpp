#include "EditorPlace.h"

#include "ScenarioEdits.h"
#include "ScenarioValidation.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace attn {
namespace {

/// The places in the language the window speaks, as the editor's tables name them there (English on the
/// command line).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(EditorPlace)
};

/// "source token 4 “are”": the row of a sequence's table, with its text where it can be printed.
QString tokenName(bool target, qsizetype index, const QStringList &tokens)
{
    const QString name = (target ? Text::tr("target token %1") : Text::tr("source token %1")).arg(index + 1);
    const QString text = tokens.value(index);
    if (text.isEmpty() || checkTokenName(text, {}))
        return name;
    return Text::tr("%1 “%2”").arg(name, text);
}

/// An entry of a matrix the editor shows as a table: the token vectors by token and dimension, weights by row
/// and column, a bias (one row) by its entry alone.
QString matrixEntryName(const MatrixAddress &address, const QList<qsizetype> &indices, const QStringList &sourceTokens,
                        const QStringList &targetTokens)
{
    if (!address.isWeights()) {
        const bool target = address.kind == MatrixKind::TargetVectors;
        if (indices.isEmpty())
            return {};
        const QString token = tokenName(target, indices[0], target ? targetTokens : sourceTokens);
        return indices.size() < 2 ? token : Text::tr("%1, dimension %2").arg(token).arg(indices[1] + 1);
    }
    QString matrix = address.kind == MatrixKind::TargetPositions ? Text::tr("P of the target") : address.symbol();
    if (address.isPerHead())
        matrix = Text::tr("%1 of head %2").arg(matrix).arg(address.head + 1);
    if (indices.isEmpty())
        return matrix;
    if (address.isBias())
        return Text::tr("%1, entry %2").arg(matrix).arg(indices[0] + 1);
    if (indices.size() < 2)
        return Text::tr("%1, row %2").arg(matrix).arg(indices[0] + 1);
    return Text::tr("%1, row %2, column %3").arg(matrix).arg(indices[0] + 1).arg(indices[1] + 1);
}

} // namespace

QString editorPlace(const QString &path, const QStringList &sourceTokens, const QStringList &targetTokens)
{
    if (!path.contains(u'['))
        return {};
    // The indices at the end, after what they index: "heads[1].wq" and [2, 1].
    static const QRegularExpression trailingIndices(QStringLiteral(R"(^(.*?)((?:\[\d+\])*)$)"));
    static const QRegularExpression index(QStringLiteral(R"(\[(\d+)\])"));
    const QRegularExpressionMatch split = trailingIndices.match(path);
    const QString indexed = split.captured(1);
    QList<qsizetype> indices;
    for (const QRegularExpressionMatch &number : index.globalMatch(split.captured(2)))
        indices << number.captured(1).toLongLong();
    // The matrices are found by the paths the file writes them at, so that the two cannot part. A head past
    // the limit is refused ("heads: expected 1 to 64 heads") before any of its matrices is read.
    for (const MatrixAddress &place : matrixPlaces(ScenarioLimits::maxHeads)) {
        if (place.path() == indexed)
            return matrixEntryName(place, indices, sourceTokens, targetTokens);
    }
    if (indices.size() != 1)
        return {};
    if (indexed == QLatin1String("heads"))
        return Text::tr("head %1").arg(indices[0] + 1);
    // A sequence's token list, or a translation's labels for it ("translations.de.tokens.source").
    static const QRegularExpression tokenList(
        QStringLiteral(R"(^(?:translations\.[^.]+\.tokens\.(source|target)|(source|target)\.tokens)$)"));
    const QRegularExpressionMatch tokens = tokenList.match(indexed);
    if (!tokens.hasMatch())
        return {};
    const QString role = tokens.captured(1).isEmpty() ? tokens.captured(2) : tokens.captured(1);
    return tokenName(role == QLatin1String("target"), indices[0], {});
}

} // namespace attn
