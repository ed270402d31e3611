#pragma once

#include "document/ScenarioDocument.h"

#include <QUndoCommand>

namespace attn {

/// Any edit that changes more than one entry (tokens, shapes, mode, heads, a pasted block): the scenario
/// before and after, so undo restores it exactly. Each step keeps both whole: for the largest scenario a file
/// may hold (4096 tokens of 1600 numbers and their heads' weights) that is hundreds of MiB a step, and the
/// stack has no limit.
class ReplaceScenarioCommand : public QUndoCommand
{
public:
    ReplaceScenarioCommand(ScenarioDocument *document, const QString &description, Scenario before, Scenario after);

    void undo() override;
    void redo() override;

private:
    ScenarioDocument *m_document;
    Scenario m_before;
    Scenario m_after;
};

} // namespace attn
