#pragma once

#include "engine/AttentionResult.h"
#include "scenario/Scenario.h"
#include "scenario/ScenarioValidation.h"

#include <QString>
#include <memory>
#include <optional>
#include <utility>

namespace attn {

/// What a stage page, a figure or a slide draws from: a scenario, its result and the vectors its heads
/// read, shared rather than copied, with what is known of the result (a problem, a notice from the engine,
/// whether a new one is being computed). Values, not the document that edits them: the window takes one
/// from its document, the command line from a file and an engine, and the renderers never see who.
class ScenarioSnapshot
{
  public:
    ScenarioSnapshot() = default;
    ScenarioSnapshot(std::shared_ptr<const Scenario> scenario, std::shared_ptr<const AttentionResult> result,
                     std::shared_ptr<const MatrixF> queryVectors, std::shared_ptr<const MatrixF> keyVectors)
        : m_scenario(std::move(scenario)), m_result(std::move(result)),
          m_queryVectors(std::move(queryVectors)), m_keyVectors(std::move(keyVectors))
    {
    }

    const Scenario &scenario() const { return *m_scenario; }
    /// Null while none is computed, or when the scenario has a problem.
    const std::shared_ptr<const AttentionResult> &result() const { return m_result; }
    /// X as the queries' projection reads it (E + P, layer-normed where the scenario has a norm), and the
    /// keys' and values' (the source's in cross attention, else the same matrix).
    const std::shared_ptr<const MatrixF> &queryVectors() const { return m_queryVectors; }
    const std::shared_ptr<const MatrixF> &keyVectors() const { return m_keyVectors; }
    const std::optional<ScenarioProblem> &problem() const { return m_problem; }
    /// Which engine computed the numbers where that is news (not the one chosen, a difference found); empty
    /// if none.
    const QString &engineNotice() const { return m_engineNotice; }
    bool isComputing() const { return m_computing; }

    /// X as the projections read it, in float32: the queries' (E + P, layer-normed where the scenario has a
    /// norm), and the keys' and values' (the source's in cross attention, else the same matrix).
    static std::pair<std::shared_ptr<const MatrixF>, std::shared_ptr<const MatrixF>> projectionInputs(const Scenario &scenario);
    /// A scenario with the result computed for it.
    static ScenarioSnapshot of(std::shared_ptr<const Scenario> scenario, std::shared_ptr<const AttentionResult> result);

    void setProblem(std::optional<ScenarioProblem> problem) { m_problem = std::move(problem); }
    void setEngineNotice(QString notice) { m_engineNotice = std::move(notice); }
    void setComputing(bool computing) { m_computing = computing; }

  private:
    std::shared_ptr<const Scenario> m_scenario = std::make_shared<const Scenario>();
    std::shared_ptr<const AttentionResult> m_result;
    std::shared_ptr<const MatrixF> m_queryVectors;
    std::shared_ptr<const MatrixF> m_keyVectors;
    std::optional<ScenarioProblem> m_problem;
    QString m_engineNotice;
    bool m_computing = false;
};

} // namespace attn
