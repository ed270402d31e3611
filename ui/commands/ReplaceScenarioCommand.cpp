#include "ReplaceScenarioCommand.h"

namespace attn {

ReplaceScenarioCommand::ReplaceScenarioCommand(ScenarioDocument *document, const QString &description,
                                               Scenario before, Scenario after)
    : QUndoCommand(description), m_document(document), m_before(std::move(before)), m_after(std::move(after))
{
}

void ReplaceScenarioCommand::undo()
{
    m_document->replaceScenario(m_before);
}

void ReplaceScenarioCommand::redo()
{
    m_document->replaceScenario(m_after);
}

} // namespace attn
