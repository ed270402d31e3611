#pragma once

#include <QUndoCommand>
#include <cstddef>
#include <memory>

namespace attn {

/// An undo step of a ScenarioDocument. The document keeps its history within a memory budget: it asks each
/// step what it holds, and when it forgets the oldest steps it pushes copies of the others onto the cleared
/// stack (see ScenarioDocument::keepHistoryWithinBudget).
class ScenarioCommand : public QUndoCommand
{
public:
    using QUndoCommand::QUndoCommand;

    /// About how many bytes the step holds in memory.
    virtual std::size_t byteSize() const = 0;

    /// The same step, sharing what it holds where it can. A copy never merges into the step below it: the
    /// two were merged, or kept apart, when they were first pushed.
    std::unique_ptr<ScenarioCommand> copy() const
    {
        std::unique_ptr<ScenarioCommand> step = clone();
        step->setText(text());
        step->m_copy = true;
        return step;
    }

protected:
    /// Whether a step offered to mergeWith() is a copy, which must not merge (see copy()).
    static bool isCopy(const QUndoCommand *step)
    {
        return static_cast<const ScenarioCommand *>(step)->m_copy;
    }

private:
    virtual std::unique_ptr<ScenarioCommand> clone() const = 0;

    bool m_copy = false;
};

} // namespace attn
