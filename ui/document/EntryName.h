#pragma once

#include "scenario/ScenarioEdits.h"

#include <QString>

namespace attn {

/// An entry of the scenario named as the editor's table shows it, in the user's language, for errors and
/// undo entries: "tomato, dimension 2" (a token's vector: the token, and its row where the token occurs
/// twice; dimensions counted from 1), "W_Q of head 1, row 2, column 3", "W_O, row 4, column 1".
QString entryName(const Scenario &scenario, const MatrixAddress &address, Eigen::Index row, Eigen::Index column);
/// The undo entry of an edit of one entry: "Edit tomato, dimension 1".
QString entryEditText(const QString &entryName);

} // namespace attn
