#pragma once

#include "ScenarioValidation.h"

#include <QByteArray>
#include <optional>

namespace attn {

// What Qt's JSON parser lets pass or refuses without saying why, checked on the text itself.

/// The first key given twice in one object, with its path ("source.tokens: the key is given twice"). Qt
/// keeps the last silently, so a file that says two things would be read as one of them. The text must
/// already be valid JSON.
std::optional<ScenarioProblem> findDuplicateKey(const QByteArray &json);

/// Numbers so close to zero that a double cannot hold them (1e-400) are valid JSON, and 0 in float32,
/// but Qt calls them illegal. Replaces each such number by 0 and spaces of the same length, so that line
/// and column of everything else stay as they were. Returns how many were replaced.
int zeroUnderflowingNumbers(QByteArray &json);

/// The number written at or just before offset (where Qt's parser stopped), e.g. "1e999".
QByteArray numberTextAt(const QByteArray &json, qsizetype offset);

} // namespace attn
