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

SetVectorCommand::SetVectorCommand(const SetVectorCommand &original)
    : ScenarioCommand(), m_document(original.m_document), m_role(original.m_role), m_row(original.m_row),
      m_oldVector(original.m_oldVector), m_newVector(original.m_newVector), m_gesture(original.m_gesture)
{
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
    if (isCopy(other) || next->m_document != m_document || next->m_role != m_role || next->m_row != m_row ||
        next->m_gesture != m_gesture)
        return false;
    m_newVector = next->m_newVector;
    return true;
}

std::size_t SetVectorCommand::byteSize() const
{
    return sizeof(*this) + std::size_t(m_oldVector.size() + m_newVector.size()) * sizeof(double);
}

std::unique_ptr<ScenarioCommand> SetVectorCommand::clone() const
{
    return std::unique_ptr<ScenarioCommand>(new SetVectorCommand(*this));
}

} // namespace attn
