#include "ScenarioDocument.h"

#include "commands/ReplaceScenarioCommand.h"
#include "commands/SetMatrixEntryCommand.h"
#include "commands/SetVectorCommand.h"
#include "cpu/CpuEngine.h"
#include "engine/ResultComparison.h"

namespace attn {

ScenarioDocument::ScenarioDocument(Scenario scenario, std::unique_ptr<Engine> engine, QObject *parent)
    : QObject(parent), m_scenario(std::move(scenario)), m_engine(std::move(engine))
{
    recompute();
}

ScenarioDocument::~ScenarioDocument() = default;

void ScenarioDocument::resetScenario(Scenario scenario, const QString &filePath)
{
    m_undoStack.clear();
    m_scenario = std::move(scenario);
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

void ScenarioDocument::setEngine(std::unique_ptr<Engine> engine)
{
    m_engine = std::move(engine);
    m_engineNotice.clear();
    recompute();
    Q_EMIT engineChanged();
    Q_EMIT resultChanged();
}

bool ScenarioDocument::editEntry(const MatrixAddress &address, Eigen::Index row, Eigen::Index column, double value,
                                 QString *refusal)
{
    const QString place = QStringLiteral("%1[%2][%3]").arg(address.path()).arg(row).arg(column);
    auto refuse = [&](const QString &why) {
        if (refusal)
            *refusal = place + QStringLiteral(": ") + why;
        return false;
    };
    if (!isUsableNumber(value))
        return refuse(tr("expected a finite number"));
    const MatrixD *matrix = matrixAt(m_scenario, address);
    if (!matrix) {
        // Implicit identity weights: writing one entry makes them explicit, in the same undo step.
        if (!address.isWeights())
            return refuse(tr("no such entry"));
        return applyEdit(tr("Edit %1").arg(address.path()), [&](Scenario &scenario) {
            makeWeightsExplicit(scenario);
            (*matrixAt(scenario, address))(row, column) = value;
        }, refusal);
    }
    if (row < 0 || row >= matrix->rows() || column < 0 || column >= matrix->cols())
        return refuse(tr("no such entry"));
    m_undoStack.push(new SetMatrixEntryCommand(this, address, row, column, value));
    return true;
}

double ScenarioDocument::entry(const MatrixAddress &address, Eigen::Index row, Eigen::Index column) const
{
    if (const MatrixD *matrix = matrixAt(m_scenario, address))
        return (*matrix)(row, column);
    // Implicit weights read as the matrices they stand for.
    Scenario explicitWeights = m_scenario;
    makeWeightsExplicit(explicitWeights);
    return (*matrixAt(explicitWeights, address))(row, column);
}

bool ScenarioDocument::applyEdit(const QString &description, const std::function<void(Scenario &)> &edit,
                                 QString *refusal)
{
    Scenario edited = m_scenario;
    edit(edited);
    if (std::optional<ScenarioProblem> problem = validateScenario(edited)) {
        if (refusal)
            *refusal = problem->toString();
        return false;
    }
    if (edited == m_scenario)
        return true;
    m_undoStack.push(new ReplaceScenarioCommand(this, description, m_scenario, std::move(edited)));
    return true;
}

bool ScenarioDocument::editVector(SequenceRole role, Eigen::Index row, const Eigen::RowVectorXd &values, int gesture,
                                  QString *refusal)
{
    const QString name = role == SequenceRole::Target ? QStringLiteral("target") : QStringLiteral("source");
    if (role == SequenceRole::Target && !m_scenario.target) {
        if (refusal)
            *refusal = tr("%1: there is no target sequence").arg(name);
        return false;
    }
    const MatrixD &vectors = m_scenario.sequence(role).vectors;
    if (row < 0 || row >= vectors.rows() || values.size() != vectors.cols()) {
        if (refusal)
            *refusal = tr("%1.vectors[%2]: no such vector").arg(name).arg(row);
        return false;
    }
    for (Eigen::Index column = 0; column < values.size(); ++column) {
        if (!isUsableNumber(values(column))) {
            if (refusal)
                *refusal = tr("%1.vectors[%2][%3]: expected a finite number").arg(name).arg(row).arg(column);
            return false;
        }
    }
    m_undoStack.push(new SetVectorCommand(this, role, row, values, gesture));
    return true;
}

const std::vector<ModeResult> &ScenarioDocument::modeComparison()
{
    if (!m_modeComparison) {
        m_modeComparison.emplace();
        if (m_result) {
            for (const ModeVariant &variant : modeVariants(m_scenario)) {
                try {
                    m_modeComparison->push_back({variant.mode, m_engine->run(variant.scenario)});
                } catch (const EngineError &) {
                    // The main result already told the window about a failing engine; compare on the CPU.
                    m_modeComparison->push_back({variant.mode, CpuEngine().run(variant.scenario)});
                }
            }
        }
    }
    return *m_modeComparison;
}

void ScenarioDocument::writeVector(SequenceRole role, Eigen::Index row, const Eigen::RowVectorXd &values)
{
    m_scenario.sequence(role).vectors.row(row) = values;
    recomputeAndAnnounce();
}

void ScenarioDocument::writeEntry(const MatrixAddress &address, Eigen::Index row, Eigen::Index column, double value)
{
    (*matrixAt(m_scenario, address))(row, column) = value;
    recomputeAndAnnounce();
}

void ScenarioDocument::replaceScenario(const Scenario &scenario)
{
    m_scenario = scenario;
    recomputeAndAnnounce();
}

void ScenarioDocument::recomputeAndAnnounce()
{
    // Views hear of a change only once the result matches the scenario again.
    recompute();
    Q_EMIT scenarioChanged();
    Q_EMIT resultChanged();
}

void ScenarioDocument::recompute()
{
    m_problem = validateScenario(m_scenario);
    m_result.reset();
    m_modeComparison.reset();
    if (!m_problem) {
        try {
            m_result = m_engine->run(m_scenario);
        } catch (const EngineError &error) {
            // No silent fallback: the CPU engine takes over, and the window says why.
            m_engineNotice = tr("The %1 engine failed (%2); the CPU engine computes instead.")
                                 .arg(m_engine->name(), QString::fromUtf8(error.what()));
            m_engine = std::make_unique<CpuEngine>();
            m_result = m_engine->run(m_scenario);
            QMetaObject::invokeMethod(this, &ScenarioDocument::engineChanged, Qt::QueuedConnection);
        }
        if (m_engine->name() != QLatin1String("cpu")) {
            if (!m_reference)
                m_reference = std::make_unique<CpuEngine>();
            const AttentionResult reference = m_reference->run(m_scenario);
            const ResultDifference difference = compareResults(*m_result, reference);
            m_engineNotice = resultsAgree(*m_result, reference)
                                 ? QString()
                                 : tr("%1 differs from the CPU engine by %2 at %3")
                                       .arg(m_engine->name())
                                       .arg(double(difference.largest), 0, 'g', 3)
                                       .arg(difference.where);
        }
    }
}

} // namespace attn
