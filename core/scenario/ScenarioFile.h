#pragma once

#include "Scenario.h"
#include "ScenarioValidation.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>

namespace attn {

/// What reading a scenario gives: the scenario, or the first error with the file and the place named
/// ("lesson.json: source.vectors[3][1]: expected a finite number"). Warnings name keys that were kept
/// without being understood.
struct ScenarioReadResult
{
    std::optional<Scenario> scenario;
    QString error;
    QStringList warnings;
    /// SHA-256 of the bytes read, to tell later whether another program has changed the file.
    QByteArray fingerprint;

    bool ok() const { return scenario.has_value(); }
};

/// Parses scenario JSON; fileName only labels the messages.
ScenarioReadResult readScenario(const QByteArray &json, const QString &fileName);
/// Reads a scenario file: only a regular file, and at most ScenarioLimits::maxFileBytes of it.
ScenarioReadResult readScenarioFile(const QString &path);
/// Whether the file at path is a scenario, valid or not: a JSON object with a "mode" and a "source", or, where
/// its JSON does not parse (a scenario half written by hand), text that names both. A command's --out must
/// not replace one with another kind of file.
bool looksLikeScenarioFile(const QString &path);
/// SHA-256 of a file's bytes as readScenarioFile reads them; empty when it cannot be read (gone, say).
QByteArray fileFingerprint(const QString &path);

/// Serialises a scenario, unknown keys included, so that read(write(s)) == s.
QByteArray writeScenario(const Scenario &scenario);
/// Why a scenario file of that many bytes must not be written (it could not be read again), or nothing.
std::optional<QString> scenarioFileTooLarge(qint64 bytes, qint64 largestFile = ScenarioLimits::maxFileBytes);
/// Writes atomically (a temporary file, flushed and checked, renamed over the target): a failed save
/// leaves the old file and says why ("cannot save f.json: No space left on device"). On success,
/// *fingerprint (if given) is the SHA-256 of what was written. A scenario whose file would be larger than
/// largestFile (the reader's limit) is not written at all: a file that can never be opened again would lose
/// the work as surely as no file. Tests pass a smaller limit.
bool writeScenarioFile(const Scenario &scenario, const QString &path, QString *error,
                       QByteArray *fingerprint = nullptr, qint64 largestFile = ScenarioLimits::maxFileBytes);

} // namespace attn
