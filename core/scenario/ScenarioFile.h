#pragma once

#include "Scenario.h"

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

    bool ok() const { return scenario.has_value(); }
};

/// Parses scenario JSON; fileName only labels the messages.
ScenarioReadResult readScenario(const QByteArray &json, const QString &fileName);
/// Reads a scenario file, refusing files larger than ScenarioLimits::maxFileBytes before parsing.
ScenarioReadResult readScenarioFile(const QString &path);

/// Serialises a scenario, unknown keys included, so that read(write(s)) == s.
QByteArray writeScenario(const Scenario &scenario);
/// Writes atomically (a temporary file renamed over the target): a failed save leaves the old file.
bool writeScenarioFile(const Scenario &scenario, const QString &path, QString *error);

} // namespace attn
