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

/// The offset of the first control character (below U+0020: a tab, a line break, a NUL) written raw inside a
/// string, or nothing. JSON requires them escaped ("\t", "\n", "\u0000"); Qt's parser takes them, so a key
/// "mo<NUL>de" would read as a key that is not "mode", and a token's name could hold a line break unseen.
std::optional<qsizetype> rawControlInString(const QByteArray &json);

/// Numbers so close to zero that a double cannot hold them (1e-400) are valid JSON, and 0 in float32,
/// but Qt calls them illegal. Replaces each such number by 0 and spaces of the same length, so that line
/// and column of everything else stay as they were. Returns how many were replaced.
int zeroUnderflowingNumbers(QByteArray &json);

/// The number written at or just before offset (where Qt's parser stopped), e.g. "1e999".
QByteArray numberTextAt(const QByteArray &json, qsizetype offset);

/// Whether number is a JSON number too large for a double ("1e999", "-2e400"): the one reason for Qt's
/// "illegal number" that the reader names by the number. Text that is no number at all ("-", "1e") is not.
bool isOverflowingNumber(const QByteArray &number);

/// NaN, Infinity, -Infinity (or inf, any case) written at offset, where Qt's parser stopped, as written, with
/// *start set to where it begins; empty where there is none. JSON has no such literals, though JavaScript and
/// Python write them.
QByteArray nonFiniteLiteralAt(const QByteArray &json, qsizetype offset, qsizetype *start);

} // namespace attn
