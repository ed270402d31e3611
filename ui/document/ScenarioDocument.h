#pragma once

#include "engine/Engine.h"
#include "scenario/Scenario.h"
#include "scenario/ScenarioValidation.h"

#include <QObject>
#include <QUndoStack>
#include <memory>
#include <optional>

namespace attn {

/// Owns the scenario, its undo stack and the result of the latest computation. Every edit goes through
/// an undo command; after each change the document recomputes and emits resultChanged(). Views read
/// scenario() and result() and never compute.
class ScenarioDocument : public QObject
{
    Q_OBJECT
public:
    ScenarioDocument(Scenario scenario, std::unique_ptr<Engine> engine, QObject *parent = nullptr);

    const Scenario &scenario() const { return m_scenario; }
    /// The latest result; empty while the scenario has a problem.
    const std::optional<AttentionResult> &result() const { return m_result; }
    /// Why there is no result, when there is none.
    const std::optional<ScenarioProblem> &problem() const { return m_problem; }
    QUndoStack *undoStack() { return &m_undoStack; }
    bool isModified() const { return !m_undoStack.isClean(); }

    /// Pushes an undoable edit of one vector entry. A value that is not a usable number is refused,
    /// with the reason in *refusal, and nothing changes.
    bool editVectorEntry(SequenceRole role, Eigen::Index row, Eigen::Index column, double value,
                         QString *refusal = nullptr);

    /// For undo commands: writes one vector entry and recomputes.
    void writeVectorEntry(SequenceRole role, Eigen::Index row, Eigen::Index column, double value);
    double vectorEntry(SequenceRole role, Eigen::Index row, Eigen::Index column) const;

Q_SIGNALS:
    void scenarioChanged();
    void resultChanged();

private:
    TokenSequence &sequence(SequenceRole role);
    const TokenSequence &sequence(SequenceRole role) const;
    void recompute();

    Scenario m_scenario;
    std::unique_ptr<Engine> m_engine;
    QUndoStack m_undoStack;
    std::optional<AttentionResult> m_result;
    std::optional<ScenarioProblem> m_problem;
};

} // namespace attn
