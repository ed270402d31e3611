#pragma once

#include "document/StoppableWorker.h"
#include "engine/Engine.h"
#include "runtime/ModeComparison.h"
#include "render/ScenarioSnapshot.h"
#include "scenario/ModeVariants.h"
#include "scenario/Scenario.h"
#include "scenario/ScenarioEdits.h"
#include "scenario/ScenarioValidation.h"

#include <QObject>
#include <QUndoStack>
#include <functional>
#include <memory>
#include <optional>

namespace attn {

class ScenarioCommand;
class ScenarioDifference;

/// Owns the scenario, its undo stack, the engine and the result of the latest computation. Every edit goes
/// through an undo command; after each change the document recomputes and emits resultChanged(). Views
/// read scenario() and result() and never compute.
class ScenarioDocument : public QObject
{
    Q_OBJECT
public:
    ScenarioDocument(Scenario scenario, std::unique_ptr<Engine> engine, QObject *parent = nullptr);
    ~ScenarioDocument() override;

    const Scenario &scenario() const { return *m_scenario; }
    /// The present scenario, kept as it is now for whoever holds it (edits copy it first): for work on
    /// another thread, such as the engines' and the autosave's.
    std::shared_ptr<const Scenario> scenarioSnapshot() const { return m_scenario; }
    /// The scenario, its result and what is known of it, as values the renderers draw from.
    ScenarioSnapshot snapshot() const;
    /// Changes with every change of the scenario: views may keep what they made from it until it does.
    int generation() const { return m_generation; }
    /// The latest result; empty while the scenario has a problem.
    /// The latest result, shared and never changed once made: a view may keep it (or a matrix of it, by
    /// std::shared_ptr's aliasing constructor) instead of copying millions of numbers. Null while there is
    /// none.
    const std::shared_ptr<const AttentionResult> &result() const { return m_result; }
    /// The vectors queries and keys come from (X_q and X_kv, positions added where the scenario has them),
    /// in float32 as the engines read them, made
    /// with the result (in its thread, for a large scenario); null while there is no result.
    const std::shared_ptr<const MatrixF> &queryVectors() const { return m_queryVectors; }
    const std::shared_ptr<const MatrixF> &keyVectors() const { return m_keyVectors; }
    /// Why there is no result, when there is none.
    const std::optional<ScenarioProblem> &problem() const { return m_problem; }
    QUndoStack *undoStack() { return &m_undoStack; }
    bool isModified() const { return !m_undoStack.isClean(); }
    /// What the undo history may hold in memory. Past it the oldest steps are forgotten, from the next edit
    /// on; the latest step is kept whatever its size.
    void setHistoryBudget(std::size_t bytes) { m_historyBudget = bytes; }
    std::size_t historyBudget() const { return m_historyBudget; }
    /// About how many bytes the undo history holds now.
    std::size_t historyBytes() const;

    /// The file the scenario came from or was saved to; empty for a new one.
    QString filePath() const { return m_filePath; }
    /// Replaces the whole scenario (New, Open, Reload): clears the undo history, unmodified.
    void resetScenario(Scenario scenario, const QString &filePath);
    /// After a successful save: the file now matches the document.
    void markSaved(const QString &filePath);
    /// The scenario is no longer on disk as it is here (its file was deleted): modified, until saved again.
    void markUnsaved() { m_undoStack.resetClean(); }

    const Engine &engine() const { return *m_engine; }
    void setEngine(std::unique_ptr<Engine> engine);
    /// Takes note that the engine the user asked for cannot be had (no OpenCL platform, say): the CPU
    /// engine goes on computing and engineNotice() says why.
    void reportEngineUnavailable(const QString &name, const QString &reason);

    /// Whether the result of the current scenario is being computed in the background. Scenarios that
    /// compute at once (LessonCost::isInstant) never are: their result is there when an edit returns.
    bool isComputing() const;
    /// Stops the background computation at its next head; the document then has no result and
    /// problem() says it was cancelled, until computeAgain().
    void cancelComputation();
    void computeAgain();
    /// Blocks until the current background computation (if any) has delivered its result.
    void waitForResult();
    /// When the engine is not the CPU reference, the CPU engine checks its numbers: a message when they
    /// differ beyond float32 rounding, or why the engine was abandoned; empty when all is well.
    /// Said in the language spoken when asked (a notice shown before a switch of language follows it).
    QString engineNotice() const { return m_engineNotice ? m_engineNotice() : QString(); }

    /// One entry of a matrix. A value that is not a usable number is refused, with the reason in
    /// *refusal, and nothing changes. Repeated edits of one entry merge into one undo step.
    bool editEntry(const MatrixAddress &address, Eigen::Index row, Eigen::Index column, double value,
                   QString *refusal = nullptr);
    double entry(const MatrixAddress &address, Eigen::Index row, Eigen::Index column) const;
    /// Any other edit (tokens, shapes, mode, ...), as one undo step named by description. An edit that
    /// would leave the scenario invalid is refused with the reason, and nothing changes.
    bool applyEdit(const QString &description, const std::function<void(Scenario &)> &edit, QString *refusal = nullptr);

    /// A whole token vector, as dragging its arrow sets it. The moves of one gesture (see beginGesture)
    /// merge into one undo step. A vector with an unusable number is refused and nothing changes.
    bool editVector(SequenceRole role, Eigen::Index row, const Eigen::RowVectorXd &values, int gesture,
                    QString *refusal = nullptr);
    /// A new number for a drag or another gesture whose edits should undo together.
    int beginGesture() { return ++m_lastGesture; }

    /// One head's tokens and weights under the causal and bidirectional masks (and cross attention when
    /// there is a target), computed when first asked after a change. The scenario's own mode is the
    /// result's; the others compute that head alone, so that comparing costs one head's memory per mode,
    /// not the whole result again. A lesson's comparison is computed at once, by the document's engine; a
    /// larger one in a thread of its own, by the CPU engine (which may run beside the next computation):
    /// null until it is there, then modeComparisonChanged. A figure that is not shown never asks.
    const std::vector<ModeResult> *modeComparison(int head);
    /// The same, computed or waited for here (an export, which needs the numbers now).
    const std::vector<ModeResult> &modeComparisonNow(int head);

    /// For undo commands only.
    void writeVector(SequenceRole role, Eigen::Index row, const Eigen::RowVectorXd &values);
    void writeEntry(const MatrixAddress &address, Eigen::Index row, Eigen::Index column, double value);
    void redoDifference(const ScenarioDifference &difference);
    void undoDifference(const ScenarioDifference &difference);
    /// Replaces the whole scenario without an undo step: for tests that prepare one.
    void replaceScenario(const Scenario &scenario);

Q_SIGNALS:
    void scenarioChanged();
    void resultChanged();
    void filePathChanged();
    void engineChanged();
    /// A background computation began or ended (with a result, a problem, or cancelled).
    void computingChanged(bool computing);
    /// A comparison of the masks computed in the background is there (see modeComparison).
    void modeComparisonChanged();

private:
    struct Outcome;
    void startComparison(int head);
    void finishComparison();
    static Outcome compute(Engine &engine, const Scenario &scenario, const std::atomic<bool> *cancellation);
    void recompute();
    void recomputeAndAnnounce();
    void startBackgroundComputation();
    void finishBackgroundComputation();
    void applyOutcome(Outcome outcome);
    Scenario &editableScenario();
    void pushStep(ScenarioCommand *step);
    void keepHistoryWithinBudget();
    std::size_t stepBytes(int index) const;

    /// Shared with a background computation instead of copied for it (a scenario of thousands of tokens
    /// is tens of megabytes); an edit while it is shared copies it first (see editableScenario).
    std::shared_ptr<Scenario> m_scenario;
    /// Shared with a background computation, which may outlive an engine change by one head.
    std::shared_ptr<Engine> m_engine;
    /// One computation at a time, for the scenario of m_computedGeneration; it fills m_outcome.
    StoppableWorker m_computation{this};
    std::shared_ptr<Outcome> m_outcome;
    int m_computedGeneration = 0;
    int m_generation = 0;      ///< counts scenario changes: a computation of an older one is thrown away
    bool m_restartPending = false;
    QUndoStack m_undoStack;
    std::size_t m_historyBudget = std::size_t(256) << 20;
    /// While the history is pushed again without its oldest steps: the steps find the scenario as they
    /// leave it already, and write nothing.
    bool m_rebuildingHistory = false;
    std::shared_ptr<const AttentionResult> m_result;
    std::shared_ptr<const MatrixF> m_queryVectors;
    std::shared_ptr<const MatrixF> m_keyVectors;
    std::optional<ScenarioProblem> m_problem;
    QString m_filePath;
    /// Composes engineNotice() from its parts (the engine, its reason, the difference), or empty for none.
    std::function<QString()> m_engineNotice;
    std::optional<std::vector<ModeResult>> m_modeComparison;
    int m_modeComparisonHead = -1;
    /// The comparison of m_comparedHead being computed in the background, for the present scenario (one of an
    /// older scenario or another head is let go, and finishes unheard), into m_comparedModes.
    StoppableWorker m_comparison{this};
    std::shared_ptr<std::optional<std::vector<ModeResult>>> m_comparedModes;
    int m_comparedHead = -1;
    int m_lastGesture = 0;
};

} // namespace attn
