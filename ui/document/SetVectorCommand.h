#pragma once

#include "document/ScenarioCommand.h"
#include "document/ScenarioDocument.h"

namespace attn {

/// Sets a whole token vector, as dragging its arrow in the 3-D view does. The moves of one drag (one
/// gesture) merge into a single undo step that returns the vector to where the drag began.
class SetVectorCommand : public ScenarioCommand
{
public:
    SetVectorCommand(ScenarioDocument *document, SequenceRole role, Eigen::Index row, const Eigen::RowVectorXd &newVector,
                     int gesture);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;
    std::size_t byteSize() const override;

private:
    SetVectorCommand(const SetVectorCommand &original);
    std::unique_ptr<ScenarioCommand> clone() const override;

    ScenarioDocument *m_document;
    SequenceRole m_role;
    Eigen::Index m_row;
    Eigen::RowVectorXd m_oldVector;
    Eigen::RowVectorXd m_newVector;
    int m_gesture;
};

} // namespace attn
