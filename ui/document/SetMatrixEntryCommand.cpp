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

SetMatrixEntryCommand::SetMatrixEntryCommand(const SetMatrixEntryCommand &original)
    : ScenarioCommand(), m_document(original.m_document), m_address(original.m_address), m_row(original.m_row),
      m_column(original.m_column), m_oldValue(original.m_oldValue), m_newValue(original.m_newValue)
{
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
    if (isCopy(other) || next->m_document != m_document || !(next->m_address == m_address) || next->m_row != m_row ||
        next->m_column != m_column)
        return false;
    m_newValue = next->m_newValue;
    return true;
}

std::size_t SetMatrixEntryCommand::byteSize() const
{
    return sizeof(*this);
}

std::unique_ptr<ScenarioCommand> SetMatrixEntryCommand::clone() const
{
    return std::unique_ptr<ScenarioCommand>(new SetMatrixEntryCommand(*this));
}

} // namespace attn
