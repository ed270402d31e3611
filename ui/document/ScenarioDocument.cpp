#include "ScenarioDocument.h"

#include "commands/SetVectorEntryCommand.h"

namespace attn {

ScenarioDocument::ScenarioDocument(Scenario scenario, std::unique_ptr<Engine> engine, QObject *parent)
    : QObject(parent), m_scenario(std::move(scenario)), m_engine(std::move(engine))
{
    recompute();
}

bool ScenarioDocument::editVectorEntry(SequenceRole role, Eigen::Index row, Eigen::Index column, double value,
                                       QString *refusal)
{
    const TokenSequence &edited = sequence(role);
    const QString place = QStringLiteral("%1.vectors[%2][%3]")
                              .arg(role == SequenceRole::Source ? QStringLiteral("source") : QStringLiteral("target"))
                              .arg(row)
                              .arg(column);
    if (row < 0 || row >= edited.vectors.rows() || column < 0 || column >= edited.vectors.cols()) {
        if (refusal)
            *refusal = place + QStringLiteral(": no such entry");
        return false;
    }
    if (!isUsableNumber(value)) {
        if (refusal)
            *refusal = place + QStringLiteral(": expected a finite number");
        return false;
    }
    m_undoStack.push(new SetVectorEntryCommand(this, role, row, column, value));
    return true;
}

void ScenarioDocument::writeVectorEntry(SequenceRole role, Eigen::Index row, Eigen::Index column, double value)
{
    sequence(role).vectors(row, column) = value;
    Q_EMIT scenarioChanged();
    recompute();
}

double ScenarioDocument::vectorEntry(SequenceRole role, Eigen::Index row, Eigen::Index column) const
{
    return sequence(role).vectors(row, column);
}

TokenSequence &ScenarioDocument::sequence(SequenceRole role)
{
    return role == SequenceRole::Target && m_scenario.target ? *m_scenario.target : m_scenario.source;
}

const TokenSequence &ScenarioDocument::sequence(SequenceRole role) const
{
    return role == SequenceRole::Target && m_scenario.target ? *m_scenario.target : m_scenario.source;
}

void ScenarioDocument::recompute()
{
    m_problem = validateScenario(m_scenario);
    m_result.reset();
    if (!m_problem) {
        try {
            m_result = m_engine->run(m_scenario);
        } catch (const EngineError &error) {
            m_problem = ScenarioProblem{{}, QStringLiteral("engine '%1' failed: %2")
                                                .arg(m_engine->name(), QString::fromUtf8(error.what()))};
        }
    }
    Q_EMIT resultChanged();
}

} // namespace attn
