#pragma once

#include "document/ScenarioDocument.h"

#include <QUndoCommand>

namespace attn {

/// Sets one entry of a vector or weight matrix. Successive edits of the same entry (typing, dragging)
/// merge into one undo step that returns to the value before the first of them.
class SetMatrixEntryCommand : public QUndoCommand
{
public:
    SetMatrixEntryCommand(ScenarioDocument *document, const MatrixAddress &address, Eigen::Index row,
                          Eigen::Index column, double newValue);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    ScenarioDocument *m_document;
    MatrixAddress m_address;
    Eigen::Index m_row;
    Eigen::Index m_column;
    double m_oldValue;
    double m_newValue;
};

} // namespace attn
