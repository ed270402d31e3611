#include "SetVectorCommand.h"

#include <QCoreApplication>

namespace attn {
namespace {
constexpr int kSetVectorId = 1002;
}

SetVectorCommand::SetVectorCommand(ScenarioDocument *document, SequenceRole role, Eigen::Index row,
                                   const Eigen::RowVectorXd &newVector, int gesture)
    : m_document(document), m_role(role), m_row(row),
      m_oldVector(document->scenario().sequence(role).vectors.row(row)), m_newVector(newVector), m_gesture(gesture)
{
    setText(QCoreApplication::translate("SetVectorCommand", "Move the vector of “%1”")
                .arg(document->scenario().sequence(role).tokens.value(int(row))));
}

void SetVectorCommand::undo()
{
    m_document->writeVector(m_role, m_row, m_oldVector);
}

void SetVectorCommand::redo()
{
    m_document->writeVector(m_role, m_row, m_newVector);
}

int SetVectorCommand::id() const
{
    return kSetVectorId;
}

bool SetVectorCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const SetVectorCommand *>(other);
    if (next->m_document != m_document || next->m_role != m_role || next->m_row != m_row || next->m_gesture != m_gesture)
        return false;
    m_newVector = next->m_newVector;
    return true;
}

} // namespace attn
