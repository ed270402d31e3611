#pragma once

#include "scenario/ScenarioEdits.h"

#include <QAbstractTableModel>
#include <QLocale>
#include <QSize>
#include <QStringList>
#include <optional>

namespace attn {

class ScenarioDocument;

/// One matrix of the scenario as an editable table: token vectors (with the token as the first column)
/// or a weight matrix. Numbers are read and written in the user's locale; an entry that is not a finite
/// number is refused and entryRefused() says why, naming the place.
class MatrixTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    MatrixTableModel(ScenarioDocument *document, const MatrixAddress &address, QObject *parent = nullptr);

    void setAddress(const MatrixAddress &address);
    const MatrixAddress &address() const { return m_address; }
    /// The token column follows the language spoken (a lesson's Italian labels): says which names changed.
    void languageChanged();
    bool hasTokenColumn() const;
    /// The matrix column shown in a table column (-1 for the token column).
    int matrixColumn(int tableColumn) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

Q_SIGNALS:
    void entryRefused(const QString &message);

private:
    const MatrixD *shownMatrix() const;
    QStringList shownTokens() const;
    QSize currentShape() const;
    /// Keeps what the views were last told the table holds, to announce later only what changed.
    void rememberShown();
    void announceChangedCells();

    ScenarioDocument *m_document;
    MatrixAddress m_address;
    /// What absent weights stand for, shown until they are edited; made once per change of the scenario,
    /// not at every call of data() (it copies the scenario).
    mutable std::optional<MatrixD> m_implicitWeights;
    QSize m_shape;             ///< columns x rows as last announced to the views
    MatrixD m_announcedNumbers;    ///< the numbers as last announced
    QStringList m_announcedTokens; ///< the token column as last announced (empty for weights)
};

} // namespace attn
