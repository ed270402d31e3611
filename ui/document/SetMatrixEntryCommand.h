#pragma once

#include "document/ScenarioCommand.h"
#include "document/ScenarioDocument.h"

namespace attn {

/// Sets one entry of a vector or weight matrix. Successive edits of the same entry (typing, dragging)
/// merge into one undo step that returns to the value before the first of them.
class SetMatrixEntryCommand : public ScenarioCommand
{
public:
    SetMatrixEntryCommand(ScenarioDocument *document, const MatrixAddress &address, Eigen::Index row,
                          Eigen::Index column, double newValue);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;
    std::size_t byteSize() const override;

private:
    SetMatrixEntryCommand(const SetMatrixEntryCommand &original);
    std::unique_ptr<ScenarioCommand> clone() const override;

    ScenarioDocument *m_document;
    MatrixAddress m_address;
    Eigen::Index m_row;
    Eigen::Index m_column;
    double m_oldValue;
    double m_newValue;
};

} // namespace attn
