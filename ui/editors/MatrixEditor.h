#pragma once

#include "scenario/ScenarioEdits.h"

#include <QWidget>

class QLabel;
class QModelIndex;
class QTableView;

namespace attn {

class MatrixTableModel;
class ScenarioDocument;

/// A table editing one matrix of the scenario, with a line under it that says why an entry was refused.
/// Ctrl+V pastes a block copied from a spreadsheet at the current cell (one undo step); Ctrl+C copies the
/// selection as tab-separated numbers.
class MatrixEditor : public QWidget
{
    Q_OBJECT
public:
    MatrixEditor(ScenarioDocument *document, const MatrixAddress &address, QWidget *parent = nullptr);

    void setAddress(const MatrixAddress &address);
    QTableView *table() const { return m_table; }
    MatrixTableModel *model() const { return m_model; }
    QString message() const;
    /// Pastes text at the current cell, as Ctrl+V does with the clipboard.
    bool pasteText(const QString &text);

private:
    void showMessage(const QString &message);
    bool eventFilter(QObject *watched, QEvent *event) override;
    bool measuresItsCells() const;
    void fitSectionsToTheTable();
    void fitChangedColumns(const QModelIndex &topLeft, const QModelIndex &bottomRight);
    void copySelection();

    ScenarioDocument *m_document;
    MatrixTableModel *m_model;
    QTableView *m_table;
    QLabel *m_message;
};

} // namespace attn
