#pragma once

#include "ScenarioCommand.h"
#include "document/ScenarioDocument.h"
#include "scenario/ScenarioDifference.h"

namespace attn {

/// Any edit that changes more than one entry (tokens, shapes, mode, heads, a pasted block). It keeps what
/// the edit changed (a ScenarioDifference), not the scenario before and after: moving one token of 4096 keeps
/// that token's rows, not two copies of every number. The document bounds what all its steps hold together.
class ReplaceScenarioCommand : public ScenarioCommand
{
public:
    ReplaceScenarioCommand(ScenarioDocument *document, const QString &description, const Scenario &before,
                           const Scenario &after);

    void undo() override;
    void redo() override;
    std::size_t byteSize() const override;

private:
    ReplaceScenarioCommand(const ReplaceScenarioCommand &original);
    std::unique_ptr<ScenarioCommand> clone() const override;

    ScenarioDocument *m_document;
    /// Shared with the step's copies (see ScenarioCommand::copy), never changed.
    std::shared_ptr<const ScenarioDifference> m_difference;
};

} // namespace attn
