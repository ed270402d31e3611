#include "ReplaceScenarioCommand.h"

namespace attn {

ReplaceScenarioCommand::ReplaceScenarioCommand(ScenarioDocument *document, const QString &description,
                                               const Scenario &before, const Scenario &after)
    : ScenarioCommand(description), m_document(document),
      m_difference(std::make_shared<const ScenarioDifference>(before, after))
{
}

ReplaceScenarioCommand::ReplaceScenarioCommand(const ReplaceScenarioCommand &original)
    : ScenarioCommand(), m_document(original.m_document), m_difference(original.m_difference)
{
}

void ReplaceScenarioCommand::undo()
{
    m_document->undoDifference(*m_difference);
}

void ReplaceScenarioCommand::redo()
{
    m_document->redoDifference(*m_difference);
}

std::size_t ReplaceScenarioCommand::byteSize() const
{
    return sizeof(*this) + m_difference->byteSize();
}

std::unique_ptr<ScenarioCommand> ReplaceScenarioCommand::clone() const
{
    return std::unique_ptr<ScenarioCommand>(new ReplaceScenarioCommand(*this));
}

} // namespace attn
