#pragma once

#include "TestPaths.h"

#include "scenario/ScenarioEdits.h"
#include "scenario/ScenarioFile.h"

#include <QFileInfo>
#include <utility>
#include <vector>

namespace attn::test {

/// A lesson of the gallery as its file has it; a file that does not read stops the test.
inline Scenario lessonScenario(const QString &path)
{
    const ScenarioReadResult read = readScenarioFile(path);
    if (!read.ok())
        qFatal("%s", qPrintable(read.error));
    return *read.scenario;
}

/// Every lesson, and each of them with positions and a layer norm (as a model's head has), named: between
/// them they have every stage and every mode.
inline std::vector<std::pair<QString, Scenario>> everyLessonAndItsPreparedTwin()
{
    std::vector<std::pair<QString, Scenario>> scenarios;
    for (const QString &path : exampleFiles()) {
        scenarios.emplace_back(QFileInfo(path).baseName(), lessonScenario(path));
        Scenario prepared = lessonScenario(path);
        prepared.positions = ScenarioPositions::Sinusoidal;
        addLayerNorm(prepared);
        prepared.layerNorm->gain.setConstant(1.5);
        scenarios.emplace_back(QFileInfo(path).baseName() + QStringLiteral(" with positions and a layer norm"), prepared);
    }
    return scenarios;
}

} // namespace attn::test
