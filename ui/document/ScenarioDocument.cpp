#include "ScenarioDocument.h"

#include "ReplaceScenarioCommand.h"
#include "SetMatrixEntryCommand.h"
#include "SetVectorCommand.h"
#include "cpu/CpuEngine.h"
#include "document/EntryName.h"
#include "document/ResultRelease.h"
#include "engine/ResultComparison.h"
#include "runtime/ModeComparison.h"
#include "scenario/LessonCost.h"
#include "common/UnavailableEngineReason.h"

#include <QSignalBlocker>
#include <cmath>
#include <tuple>
#include <limits>
#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace attn {
namespace {

/// Why a number cannot be an entry: a typed 1e39 is finite, but beyond what the engines compute in.
QString unusableNumberReason(double value)
{
    return std::isfinite(value) ? ScenarioDocument::tr("%1 is beyond float32's range (the engines compute in float32: at most ±%2)")
                                      .arg(value, 0, 'g', 6)
                                      .arg(double(std::numeric_limits<float>::max()), 0, 'g', 3)
                                : ScenarioDocument::tr("expected a finite number");
}

/// Lowers the calling thread's priority (nice 10; the threads it starts, OpenMP's among them, inherit it).
/// On two cores a computation on every core would otherwise starve the window's thread, which must paint
/// and answer while the numbers are being computed.
void yieldToTheWindow()
{
#ifdef Q_OS_LINUX
    ::setpriority(PRIO_PROCESS, ::gettid(), 10);
#endif
}

} // namespace


/// What one computation gives back to the window's thread.
struct ScenarioDocument::Outcome
{
    std::optional<AttentionResult> result;
    QString engineName;
    EngineKind engineKind = EngineKind::Cpu;
    QString engineError; ///< the engine failed: the CPU engine takes over
    bool cancelled = false;
    bool outOfMemory = false;
    std::optional<ResultDifference> disagreement; ///< a non-CPU engine's with the CPU engine
    /// Why the scenario cannot be computed (checked where it is computed: a large scenario's tens of
    /// millions of numbers are not read on the window's thread), or where its numbers leave float32
    /// (scanning every stage of thousands of tokens takes seconds).
    std::optional<ScenarioProblem> problem;
    /// The token vectors in float32, as the stage page shows them, converted here with the result.
    std::shared_ptr<const MatrixF> queryVectors, keyVectors;
};

ScenarioDocument::ScenarioDocument(Scenario scenario, std::unique_ptr<Engine> engine, QObject *parent)
    : QObject(parent), m_scenario(std::make_shared<Scenario>(std::move(scenario))), m_engine(std::move(engine))
{
    connect(&m_computation, &StoppableWorker::finished, this, &ScenarioDocument::finishBackgroundComputation);
    connect(&m_comparison, &StoppableWorker::finished, this, &ScenarioDocument::finishComparison);
    recompute();
}

// The workers stop their threads, and wait for them (comparisons let go included), as they go.
ScenarioDocument::~ScenarioDocument() = default;

void ScenarioDocument::resetScenario(Scenario scenario, const QString &filePath)
{
    m_undoStack.clear();
    m_scenario = std::make_shared<Scenario>(std::move(scenario));
    m_filePath = filePath;
    Q_EMIT filePathChanged();
    recomputeAndAnnounce();
}

void ScenarioDocument::markSaved(const QString &filePath)
{
    m_filePath = filePath;
    m_undoStack.setClean();
    Q_EMIT filePathChanged();
}

void ScenarioDocument::reportEngineUnavailable(const QString &name, const QString &reason)
{
    m_engineNotice = [name, why = UnavailableEngineReason(name, reason)]() mutable {
        return tr("The %1 engine is unavailable (%2); the CPU engine computes instead.").arg(name, why.inTheLanguage());
    };
    Q_EMIT engineChanged();
}

void ScenarioDocument::setEngine(std::unique_ptr<Engine> engine)
{
    m_engine = std::move(engine);
    m_engineNotice = nullptr;
    recompute();
    Q_EMIT engineChanged();
    Q_EMIT resultChanged();
}

bool ScenarioDocument::editEntry(const MatrixAddress &address, Eigen::Index row, Eigen::Index column, double value,
                                 QString *refusal)
{
    const QString place = entryName(*m_scenario, address, row, column);
    auto refuse = [&](const QString &why) {
        if (refusal)
            *refusal = place + QStringLiteral(": ") + why;
        return false;
    };
    if (!isUsableNumber(value))
        return refuse(unusableNumberReason(value));
    const MatrixD *matrix = matrixAt(*m_scenario, address);
    if (!matrix) {
        // Implicit identity weights: writing one entry makes them explicit, in the same undo step.
        if (!address.standsForIdentity())
            return refuse(tr("no such entry"));
        return applyEdit(entryEditText(place), [&](Scenario &scenario) {
            makeWeightsExplicit(scenario);
            (*matrixAt(scenario, address))(row, column) = value;
        }, refusal);
    }
    if (row < 0 || row >= matrix->rows() || column < 0 || column >= matrix->cols())
        return refuse(tr("no such entry"));
    pushStep(new SetMatrixEntryCommand(this, address, row, column, value));
    return true;
}

double ScenarioDocument::entry(const MatrixAddress &address, Eigen::Index row, Eigen::Index column) const
{
    if (const MatrixD *matrix = matrixAt(*m_scenario, address))
        return (*matrix)(row, column);
    if (!address.standsForIdentity())
        return 0; // no such matrix (a bias, a layer norm or positions the scenario does not have)
    // Implicit weights read as the matrices they stand for.
    Scenario explicitWeights = *m_scenario;
    makeWeightsExplicit(explicitWeights);
    return (*matrixAt(explicitWeights, address))(row, column);
}

bool ScenarioDocument::applyEdit(const QString &description, const std::function<void(Scenario &)> &edit,
                                 QString *refusal)
{
    Scenario edited = *m_scenario;
    edit(edited);
    if (std::optional<ScenarioProblem> problem = validateScenario(edited)) {
        if (refusal)
            *refusal = problem->toString();
        return false;
    }
    if (edited == *m_scenario)
        return true;
    pushStep(new ReplaceScenarioCommand(this, description, *m_scenario, edited));
    return true;
}

bool ScenarioDocument::editVector(SequenceRole role, Eigen::Index row, const Eigen::RowVectorXd &values, int gesture,
                                  QString *refusal)
{
    const QString name = role == SequenceRole::Target ? QStringLiteral("target") : QStringLiteral("source");
    if (role == SequenceRole::Target && !m_scenario->target) {
        if (refusal)
            *refusal = tr("%1: there is no target sequence").arg(name);
        return false;
    }
    const MatrixD &vectors = m_scenario->sequence(role).vectors;
    if (row < 0 || row >= vectors.rows() || values.size() != vectors.cols()) {
        if (refusal)
            *refusal = tr("%1.vectors[%2]: no such vector").arg(name).arg(row);
        return false;
    }
    for (Eigen::Index column = 0; column < values.size(); ++column) {
        if (!isUsableNumber(values(column))) {
            if (refusal)
                *refusal = tr("%1.vectors[%2][%3]: %4").arg(name).arg(row).arg(column).arg(unusableNumberReason(values(column)));
            return false;
        }
    }
    pushStep(new SetVectorCommand(this, role, row, values, gesture));
    return true;
}

const std::vector<ModeResult> *ScenarioDocument::modeComparison(int head)
{
    if (m_modeComparison && m_modeComparisonHead == head)
        return &*m_modeComparison;
    if (!m_result || head < 0 || head >= int(m_result->heads.size())) {
        m_modeComparison.emplace();
        m_modeComparisonHead = head;
        return &*m_modeComparison;
    }
    if (lessonCost(*m_scenario).isInstant())
        return &modeComparisonNow(head);
    if (!m_comparison.isRunning() || m_comparedHead != head)
        startComparison(head);
    return nullptr;
}

const std::vector<ModeResult> &ScenarioDocument::modeComparisonNow(int head)
{
    if (m_modeComparison && m_modeComparisonHead == head)
        return *m_modeComparison;
    if (m_comparison.isRunning() && m_comparedHead == head) {
        m_comparison.wait(); // its finished() brings the comparison here
        if (m_modeComparison && m_modeComparisonHead == head)
            return *m_modeComparison;
    }
    m_comparison.letGo();
    m_modeComparison.emplace();
    m_modeComparisonHead = head;
    if (m_result && head >= 0 && head < int(m_result->heads.size()))
        *m_modeComparison = compareModes(*m_engine, *m_scenario, m_result, head, nullptr);
    return *m_modeComparison;
}

void ScenarioDocument::startComparison(int head)
{
    // One for another head is told to stop at its next head, and finishes on its own, unheard.
    m_comparison.letGo();
    m_comparedHead = head;
    m_comparedModes = std::make_shared<std::optional<std::vector<ModeResult>>>();
    // Its own CPU engine: the document's engine may be computing the next result meanwhile.
    m_comparison.start([snapshot = std::shared_ptr<const Scenario>(m_scenario), result = m_result, head,
                        variants = m_comparedModes](const std::atomic<bool> &cancellation) {
        yieldToTheWindow();
        CpuEngine engine;
        try {
            *variants = compareModes(engine, *snapshot, result, head, &cancellation);
        } catch (const ComputationCancelled &) {
        } catch (const std::bad_alloc &) {
            // Not enough memory for another head: the figure says it has no comparison.
            *variants = std::vector<ModeResult>{};
        }
    });
}

void ScenarioDocument::finishComparison()
{
    // Of the present scenario: recompute() lets go any comparison of an older one.
    const std::shared_ptr<std::optional<std::vector<ModeResult>>> variants = std::move(m_comparedModes);
    if (!*variants)
        return; // cancelled
    m_modeComparison = std::move(**variants);
    m_modeComparisonHead = m_comparedHead;
    Q_EMIT modeComparisonChanged();
}

void ScenarioDocument::pushStep(ScenarioCommand *step)
{
    m_undoStack.push(step);
    keepHistoryWithinBudget();
}

std::size_t ScenarioDocument::stepBytes(int index) const
{
    // Every step on the stack is one of ours: pushStep is the only way onto it.
    return static_cast<const ScenarioCommand *>(m_undoStack.command(index))->byteSize();
}

std::size_t ScenarioDocument::historyBytes() const
{
    std::size_t bytes = 0;
    for (int index = 0; index < m_undoStack.count(); ++index)
        bytes += stepBytes(index);
    return bytes;
}

void ScenarioDocument::keepHistoryWithinBudget()
{
    // Just after a push, so the latest step is on top and there is nothing to redo. The latest is kept
    // whatever its size, the older ones while they fit.
    const int count = m_undoStack.count();
    int first = count; // the oldest step kept
    std::size_t bytes = 0;
    while (first > 0 && (first == count || bytes + stepBytes(first - 1) <= m_historyBudget))
        bytes += stepBytes(--first);
    if (first == 0)
        return;
    // QUndoStack forgets its oldest steps only by their number (undoLimit), and takes that limit only while it
    // is empty. So the steps kept are copied (sharing their data), the stack is cleared and the copies pushed
    // again, writing nothing: the scenario is already as they leave it. Its listeners hear nothing, and miss
    // nothing: the same undo and redo texts, the same clean state (where the save is still in the history),
    // only at a lower index.
    std::vector<std::unique_ptr<ScenarioCommand>> kept;
    for (int index = first; index < count; ++index)
        kept.push_back(static_cast<const ScenarioCommand *>(m_undoStack.command(index))->copy());
    const int cleanIndex = m_undoStack.cleanIndex();
    const QSignalBlocker quiet(m_undoStack);
    m_rebuildingHistory = true;
    m_undoStack.clear(); // clean at index 0, which is step `first`
    if (cleanIndex < first)
        m_undoStack.resetClean(); // the saved scenario is no longer in the history
    for (std::unique_ptr<ScenarioCommand> &step : kept) {
        m_undoStack.push(step.release());
        if (first + m_undoStack.index() == cleanIndex)
            m_undoStack.setClean();
    }
    m_rebuildingHistory = false;
}

void ScenarioDocument::writeVector(SequenceRole role, Eigen::Index row, const Eigen::RowVectorXd &values)
{
    if (m_rebuildingHistory)
        return;
    editableScenario().sequence(role).vectors.row(row) = values;
    recomputeAndAnnounce();
}

void ScenarioDocument::writeEntry(const MatrixAddress &address, Eigen::Index row, Eigen::Index column, double value)
{
    if (m_rebuildingHistory)
        return;
    (*matrixAt(editableScenario(), address))(row, column) = value;
    recomputeAndAnnounce();
}

Scenario &ScenarioDocument::editableScenario()
{
    // Only this thread makes new references, so a count of 1 cannot rise behind our back: the scenario
    // is then this document's alone.
    if (m_scenario.use_count() > 1)
        m_scenario = std::make_shared<Scenario>(*m_scenario);
    return *m_scenario;
}

void ScenarioDocument::redoDifference(const ScenarioDifference &difference)
{
    if (m_rebuildingHistory)
        return;
    difference.redo(editableScenario());
    recomputeAndAnnounce();
}

void ScenarioDocument::undoDifference(const ScenarioDifference &difference)
{
    if (m_rebuildingHistory)
        return;
    difference.undo(editableScenario());
    recomputeAndAnnounce();
}

void ScenarioDocument::replaceScenario(const Scenario &scenario)
{
    m_scenario = std::make_shared<Scenario>(scenario);
    recomputeAndAnnounce();
}

void ScenarioDocument::recomputeAndAnnounce()
{
    // Views hear of a change only once the result matches the scenario again (or is being computed).
    recompute();
    Q_EMIT scenarioChanged();
    Q_EMIT resultChanged();
}

ScenarioSnapshot ScenarioDocument::snapshot() const
{
    ScenarioSnapshot values(m_scenario, m_result, m_queryVectors, m_keyVectors);
    values.setProblem(m_problem);
    values.setEngineNotice(engineNotice());
    values.setComputing(isComputing());
    return values;
}

ScenarioDocument::Outcome ScenarioDocument::compute(Engine &engine, const Scenario &scenario,
                                                    const std::atomic<bool> *cancellation)
{
    Outcome outcome;
    outcome.engineName = engine.name();
    outcome.engineKind = engine.kind();
    if ((outcome.problem = validateScenario(scenario)))
        return outcome;
    // What the projections take: X = E + P, layer-normed where the scenario has a layer norm (E alone without either).
    std::tie(outcome.queryVectors, outcome.keyVectors) = ScenarioSnapshot::projectionInputs(scenario);
    engine.setCancellationFlag(cancellation);
    try {
        outcome.result = engine.run(scenario);
        outcome.problem = findOverflow(*outcome.result);
        if (engine.kind() != EngineKind::Cpu && !outcome.problem) {
            // Any engine but the reference is checked against it, number by number.
            CpuEngine reference;
            reference.setCancellationFlag(cancellation);
            const AttentionResult expected = reference.run(scenario);
            const ResultDifference difference = compareResults(*outcome.result, expected);
            if (!resultsAgree(*outcome.result, expected))
                outcome.disagreement = difference;
        }
    } catch (const ComputationCancelled &) {
        outcome.result.reset();
        outcome.cancelled = true;
    } catch (const EngineError &error) {
        outcome.result.reset();
        outcome.engineError = QString::fromUtf8(error.what());
    } catch (const std::bad_alloc &) {
        outcome.result.reset();
        outcome.outOfMemory = true;
    }
    engine.setCancellationFlag(nullptr);
    return outcome;
}

void ScenarioDocument::recompute()
{
    ++m_generation;
    m_computation.requestStop(); // its result would be of an older scenario
    m_problem.reset();
    m_result.reset();
    m_queryVectors.reset();
    m_keyVectors.reset();
    m_modeComparison.reset();
    m_comparison.letGo();
    // A lesson computes at once, here; anything larger goes to a thread, so that the window stays
    // responsive and the computation can be cancelled. One computation runs at a time. Either checks the
    // scenario first (compute()); lessonCost reads only its sizes, which any scenario has.
    if (m_computation.isRunning()) {
        m_restartPending = true;
        Q_EMIT computingChanged(true);
    } else if (lessonCost(*m_scenario).isInstant()) {
        applyOutcome(compute(*m_engine, *m_scenario, nullptr));
    } else {
        startBackgroundComputation();
    }
}

void ScenarioDocument::startBackgroundComputation()
{
    m_restartPending = false;
    m_computedGeneration = m_generation;
    m_outcome = std::make_shared<Outcome>();
    // The thread shares the scenario (an edit meanwhile copies it first) and the engine (which may be
    // replaced meanwhile).
    m_computation.start([engine = m_engine, snapshot = std::shared_ptr<const Scenario>(m_scenario),
                         outcome = m_outcome](const std::atomic<bool> &cancellation) {
        yieldToTheWindow();
        *outcome = compute(*engine, *snapshot, &cancellation);
    });
    Q_EMIT computingChanged(true);
}

void ScenarioDocument::finishBackgroundComputation()
{
    const std::shared_ptr<Outcome> outcome = std::move(m_outcome);
    if (m_restartPending) {
        startBackgroundComputation();
    } else if (m_computedGeneration == m_generation) {
        applyOutcome(std::move(*outcome));
        Q_EMIT computingChanged(isComputing());
        Q_EMIT resultChanged();
    } else {
        Q_EMIT computingChanged(false);
    }
}

void ScenarioDocument::applyOutcome(Outcome outcome)
{
    if (!outcome.engineError.isEmpty()) {
        // No silent fallback: the CPU engine takes over, and the window says why (the engine's error in the
        // language it failed in).
        m_engine = std::make_shared<CpuEngine>();
        QMetaObject::invokeMethod(this, &ScenarioDocument::engineChanged, Qt::QueuedConnection);
        recompute();
        m_engineNotice = [name = outcome.engineName, error = outcome.engineError] {
            return tr("The %1 engine failed (%2); the CPU engine computes instead.").arg(name, error);
        };
        return;
    }
    if (outcome.cancelled) {
        m_problem = ScenarioProblem{{}, tr("computing was cancelled; choose View › Compute again (Ctrl+R) to see the numbers")};
        return;
    }
    if (outcome.outOfMemory) {
        m_problem = ScenarioProblem{{}, tr("this machine has not enough memory for every stage of this scenario: use "
                                           "fewer tokens or heads")};
        return;
    }
    // Overflowed numbers are never shown: the window says where they leave float32 instead.
    if ((m_problem = outcome.problem))
        return;
    m_result = shareResult(std::move(*outcome.result));
    m_queryVectors = std::move(outcome.queryVectors);
    m_keyVectors = std::move(outcome.keyVectors);
    if (outcome.engineKind == EngineKind::Cpu)
        return;
    m_engineNotice = nullptr;
    if (const std::optional<ResultDifference> disagreement = outcome.disagreement)
        m_engineNotice = [name = outcome.engineName, difference = *disagreement] {
            return tr("%1 differs from the CPU engine by %2 at %3")
                .arg(name)
                .arg(double(difference.largest), 0, 'g', 3)
                .arg(difference.where);
        };
}

bool ScenarioDocument::isComputing() const
{
    return m_computation.isRunning() && (m_computedGeneration == m_generation || m_restartPending);
}

void ScenarioDocument::cancelComputation()
{
    if (!isComputing())
        return;
    m_computation.requestStop();
    m_restartPending = false;
}

void ScenarioDocument::computeAgain()
{
    if (isComputing())
        return;
    recompute();
    Q_EMIT resultChanged();
}

void ScenarioDocument::waitForResult()
{
    // A computation of an older scenario is followed by the present one's, from its finished().
    while (m_computation.isRunning())
        m_computation.wait();
}

} // namespace attn
