#include "ScenarioDifference.h"

#include <algorithm>

namespace attn {
namespace {

/// The scenario with every matrix emptied (an absent one stays absent). Copied whole and then emptied, so
/// that a field added to Scenario later is kept without being named here.
Scenario withoutNumbers(const Scenario &scenario)
{
    Scenario rest = scenario;
    for (const MatrixAddress &place : matrixPlaces(rest.headCount()))
        if (MatrixD *matrix = matrixAt(rest, place))
            *matrix = MatrixD();
    return rest;
}

std::size_t textBytes(const QString &text)
{
    return sizeof(QString) + std::size_t(text.size()) * sizeof(QChar);
}

std::size_t textBytes(const QStringList &texts)
{
    std::size_t bytes = sizeof(QStringList);
    for (const QString &text : texts)
        bytes += textBytes(text);
    return bytes;
}

/// What a scenario without its numbers holds: its texts, tokens and translations. The JSON keys it keeps
/// for saving (usually none or a few) are not counted.
std::size_t textBytes(const Scenario &scenario)
{
    std::size_t bytes = sizeof(Scenario) + textBytes(scenario.title) + textBytes(scenario.notes);
    for (const TokenSequence *sequence : scenario.sequences())
        bytes += textBytes(sequence->tokens);
    for (const auto &[language, text] : scenario.translations)
        bytes += textBytes(language) + textBytes(text.title) + textBytes(text.notes) +
                 textBytes(text.sourceTokens) + textBytes(text.targetTokens);
    return bytes;
}

} // namespace

ScenarioDifference::ScenarioDifference(const Scenario &before, const Scenario &after)
{
    for (const MatrixAddress &place : matrixPlaces(std::max(before.headCount(), after.headCount()))) {
        const MatrixD *old = matrixAt(before, place);
        const MatrixD *now = matrixAt(after, place);
        if (old && now ? sameMatrix(*old, *now) : old == now)
            continue;
        const bool sameShape = old && now && old->rows() == now->rows() && old->cols() == now->cols();
        std::vector<Eigen::Index> rows;
        for (Eigen::Index row = 0; sameShape && row < old->rows(); ++row)
            if (!(old->row(row).array() == now->row(row).array()).all())
                rows.push_back(row);
        if (!rows.empty() && rows.size() < std::size_t(old->rows()))
            m_matrices.push_back({place, rows, (*old)(rows, Eigen::all), (*now)(rows, Eigen::all)});
        else
            m_matrices.push_back({place, {}, old ? *old : MatrixD(), now ? *now : MatrixD()});
    }
    Scenario restBefore = withoutNumbers(before);
    Scenario restAfter = withoutNumbers(after);
    if (!(restBefore == restAfter))
        m_rest = Rest{std::move(restBefore), std::move(restAfter)};
}

void ScenarioDifference::redo(Scenario &scenario) const
{
    apply(scenario, true);
}

void ScenarioDifference::undo(Scenario &scenario) const
{
    apply(scenario, false);
}

void ScenarioDifference::apply(Scenario &scenario, bool forwards) const
{
    if (m_rest) {
        // The scenario becomes the other one without its numbers, and takes its own matrices into it: those
        // that changed are written below, the others are the same on both sides.
        Scenario next = forwards ? m_rest->after : m_rest->before;
        for (const MatrixAddress &place : matrixPlaces(next.headCount())) {
            MatrixD *into = matrixAt(next, place);
            MatrixD *from = matrixAt(scenario, place);
            if (into && from)
                *into = std::move(*from);
        }
        scenario = std::move(next);
    }
    for (const MatrixChange &change : m_matrices) {
        MatrixD *matrix = matrixAt(scenario, change.address);
        if (!matrix)
            continue; // absent on this side
        const MatrixD &values = forwards ? change.after : change.before;
        if (change.rows.empty())
            *matrix = values;
        else
            (*matrix)(change.rows, Eigen::all) = values;
    }
}

std::size_t ScenarioDifference::byteSize() const
{
    std::size_t bytes = sizeof(*this);
    for (const MatrixChange &change : m_matrices)
        bytes += sizeof(change) + change.rows.size() * sizeof(Eigen::Index) +
                 std::size_t(change.before.size() + change.after.size()) * sizeof(double);
    if (m_rest)
        bytes += textBytes(m_rest->before) + textBytes(m_rest->after);
    return bytes;
}

} // namespace attn
