#include "SetVectorEntryCommand.h"

#include <QCoreApplication>

namespace attn {

namespace {
constexpr int kSetVectorEntryId = 1001;
}

SetVectorEntryCommand::SetVectorEntryCommand(ScenarioDocument *document, SequenceRole role, Eigen::Index row,
                                             Eigen::Index column, double newValue)
    : m_document(document), m_role(role), m_row(row), m_column(column),
      m_oldValue(document->vectorEntry(role, row, column)), m_newValue(newValue)
{
    setText(QCoreApplication::translate("SetVectorEntryCommand", "Edit vector entry"));
}

void SetVectorEntryCommand::undo()
{
    m_document->writeVectorEntry(m_role, m_row, m_column, m_oldValue);
}

void SetVectorEntryCommand::redo()
{
    m_document->writeVectorEntry(m_role, m_row, m_column, m_newValue);
}

int SetVectorEntryCommand::id() const
{
    return kSetVectorEntryId;
}

bool SetVectorEntryCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const SetVectorEntryCommand *>(other);
    if (next->m_document != m_document || next->m_role != m_role || next->m_row != m_row ||
        next->m_column != m_column)
        return false;
    m_newValue = next->m_newValue;
    return true;
}

} // namespace attn
