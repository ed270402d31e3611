#include "EntryName.h"

#include "common/Translations.h"

#include <QCoreApplication>

namespace attn {
namespace {

/// The translation context of entry names.
struct EntryNameText
{
    Q_DECLARE_TR_FUNCTIONS(EntryName)
};

} // namespace

QString entryName(const Scenario &scenario, const MatrixAddress &address, Eigen::Index row, Eigen::Index column)
{
    if (!address.isWeights()) {
        const SequenceRole role = address.kind == MatrixKind::TargetVectors ? SequenceRole::Target : SequenceRole::Source;
        // The labels the table shows in the language spoken ("hallo" in German), not the tokens' own names.
        const QStringList tokens = scenario.localizedTokens(role, currentLanguage());
        const QString token = tokens.value(int(row));
        // The table's rows are numbered from 1; a token that occurs twice ("the") needs its row as well.
        const QString rowName = token.isEmpty() ? EntryNameText::tr("row %1").arg(row + 1)
                                : tokens.count(token) > 1 ? EntryNameText::tr("%1 (row %2)").arg(token).arg(row + 1)
                                                          : token;
        return EntryNameText::tr("%1, dimension %2").arg(rowName).arg(column + 1);
    }
    // The symbols are the same in every language; "P of the target" is words.
    QString matrix = address.kind == MatrixKind::TargetPositions ? EntryNameText::tr("P of the target") : address.symbol();
    if (address.isPerHead())
        matrix = EntryNameText::tr("%1 of head %2").arg(matrix).arg(address.head + 1);
    // A bias is one row: its entries are named by their column alone.
    if (address.isBias())
        return EntryNameText::tr("%1, entry %2").arg(matrix).arg(column + 1);
    return EntryNameText::tr("%1, row %2, column %3").arg(matrix).arg(row + 1).arg(column + 1);
}

QString entryEditText(const QString &entryName)
{
    return EntryNameText::tr("Edit %1").arg(entryName);
}

} // namespace attn
