#pragma once

#include "ScenarioEdits.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace attn {

/// What an edit changed in a scenario, and nothing else: an undo step that keeps this instead of the whole
/// scenario before and after holds a few rows for a moved token of a 4096-token scenario, not two copies of
/// its 4096 x d_model numbers.
///
/// Each matrix (the sequences' vectors and positions, every head's W_Q, W_K, W_V and biases, W_O, b_O, the
/// layer norm's gain and bias) that differs is kept as its changed rows, before and after, when its shape
/// stays, or whole, before and after, when its shape or its presence changes. Everything else (the title,
/// notes, tokens, mode, switches, which matrices there are) is kept as the scenario without its numbers,
/// before and after, and only when it changed.
class ScenarioDifference
{
public:
    ScenarioDifference(const Scenario &before, const Scenario &after);

    /// Turns the scenario before into the scenario after, exactly.
    void redo(Scenario &scenario) const;
    /// Turns the scenario after back into the scenario before, exactly.
    void undo(Scenario &scenario) const;
    /// About how much memory the difference holds: its numbers, and its texts when the rest changed.
    std::size_t byteSize() const;
    bool isEmpty() const { return m_matrices.empty() && !m_rest; }

private:
    struct MatrixChange
    {
        MatrixAddress address;
        std::vector<Eigen::Index> rows; ///< the rows that changed; empty: the whole matrix
        MatrixD before;                 ///< those rows (or the matrix) before; empty where it was absent
        MatrixD after;
    };
    struct Rest
    {
        Scenario before; ///< the scenario without its numbers: every matrix empty, the absent ones absent
        Scenario after;
    };

    void apply(Scenario &scenario, bool forwards) const;

    std::vector<MatrixChange> m_matrices;
    std::optional<Rest> m_rest;
};

} // namespace attn
