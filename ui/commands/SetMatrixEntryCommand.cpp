#include "SetMatrixEntryCommand.h"

#include "document/EntryName.h"

namespace attn {
namespace {
constexpr int kSetMatrixEntryId = 1001;
}

SetMatrixEntryCommand::SetMatrixEntryCommand(ScenarioDocument *document, const MatrixAddress &address,
                                             Eigen::Index row, Eigen::Index column, double newValue)
    : m_document(document), m_address(address), m_row(row), m_column(column),
      m_oldValue(document->entry(address, row, column)), m_newValue(newValue)
{
    setText(entryEditText(entryName(document->scenario(), address, row, column)));
}

void SetMatrixEntryCommand::undo()
{
    m_document->writeEntry(m_address, m_row, m_column, m_oldValue);
}

void SetMatrixEntryCommand::redo()
{
    m_document->writeEntry(m_address, m_row, m_column, m_newValue);
}

int SetMatrixEntryCommand::id() const
{
    return kSetMatrixEntryId;
}

bool SetMatrixEntryCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const SetMatrixEntryCommand *>(other);
    if (next->m_document != m_document || !(next->m_address == m_address) || next->m_row != m_row ||
        next->m_column != m_column)
        return false;
    m_newValue = next->m_newValue;
    return true;
}

} // namespace attn
