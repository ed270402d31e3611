#pragma once

// Every engine test runs against every engine: the engine is a column of the test's data table.

#include "cpu/CpuEngine.h"
#include "cpu/CpuKernels.h"
#include "runtime/EngineFactory.h"
#ifdef ATTN_HAVE_OPENCL
#include "opencl/OpenClEngine.h"
#endif

#include <QDebug>
#include <QSet>
#include <QStringList>

namespace attn::test {

/// The engines usable here. An unavailable one is named once on the test's output with its reason,
/// so a skipped engine is never silent; one listed in ATTN_REQUIRE_ENGINES (comma-separated, as CI sets
/// it) stops the test instead of being skipped.
inline QStringList availableEngineNames()
{
    static QSet<QString> reported;
    const QStringList required = QString::fromLocal8Bit(qgetenv("ATTN_REQUIRE_ENGINES")).split(u',', Qt::SkipEmptyParts);
    QStringList names;
    for (const QString &name : knownEngineNames()) {
        const EngineChoice choice = createEngine(name);
        if (choice.engine) {
            names << name;
        } else if (required.contains(name)) {
            qFatal("engine %s is required (ATTN_REQUIRE_ENGINES) but unavailable: %s", qPrintable(name),
                   qPrintable(choice.unavailableReason));
        } else if (!reported.contains(name)) {
            reported.insert(name);
            qInfo().noquote() << "engine" << name << "not tested here:" << choice.unavailableReason;
        }
    }
    return names;
}

/// The engines for the lesson path: those above, and the CPU engine with each of its other kernels
/// ("cpu:baseline", ...), since every instruction-set module carries its own copy of the lesson path.
inline QStringList lessonEngineNames()
{
    QStringList names = availableEngineNames();
    for (const QString &kernel : CpuKernel::availableNames())
        if (kernel != CpuKernel::preferred().name())
            names << QStringLiteral("cpu:") + kernel;
    return names;
}

/// The engines for the long-sequence path: every CPU kernel this processor runs ("cpu:baseline",
/// "cpu:x86-64-v3", ...), the OpenCL engine, and the OpenCL engine forced to use its GPU kernel family
/// ("opencl-tiles"), so that kernel is tested on a CPU device too.
inline QStringList longSequenceEngineNames()
{
    QStringList names;
    for (const QString &kernel : CpuKernel::availableNames())
        names << QStringLiteral("cpu:") + kernel;
    if (availableEngineNames().contains(QStringLiteral("opencl")))
        names << QStringLiteral("opencl") << QStringLiteral("opencl-tiles");
    return names;
}

inline std::unique_ptr<Engine> engineNamed(const QString &name)
{
    if (name.startsWith(QLatin1String("cpu:")))
        return std::make_unique<CpuEngine>(name.mid(4));
#ifdef ATTN_HAVE_OPENCL
    if (name == QLatin1String("opencl-tiles")) {
        OpenClOptions options;
        options.family = FlashKernelFamily::LocalMemoryTiles;
        return std::make_unique<OpenClEngine>(options);
    }
#endif
    return createEngine(name).engine;
}

/// A scenario with identity projections built in code.
inline Scenario makeScenario(AttentionMode mode, const MatrixD &vectors, bool scaled = true)
{
    Scenario scenario;
    scenario.mode = mode;
    scenario.scaled = scaled;
    for (Eigen::Index row = 0; row < vectors.rows(); ++row)
        scenario.source.tokens << QStringLiteral("t%1").arg(row);
    scenario.source.vectors = vectors;
    return scenario;
}

inline MatrixD matrixOf(std::initializer_list<std::initializer_list<double>> rows)
{
    MatrixD matrix(Eigen::Index(rows.size()), Eigen::Index(rows.begin()->size()));
    Eigen::Index i = 0;
    for (const auto &row : rows) {
        Eigen::Index j = 0;
        for (double value : row)
            matrix(i, j++) = value;
        ++i;
    }
    return matrix;
}

/// Seeded uniform numbers in [-scale, scale], the same on every run.
inline MatrixD seededMatrix(Eigen::Index rows, Eigen::Index columns, unsigned seed, double scale = 1.0)
{
    MatrixD matrix(rows, columns);
    unsigned state = seed * 2654435761u + 12345u;
    for (Eigen::Index i = 0; i < rows; ++i)
        for (Eigen::Index j = 0; j < columns; ++j) {
            state = state * 1664525u + 1013904223u;
            matrix(i, j) = scale * (double(state >> 8) / double(1u << 24) * 2.0 - 1.0);
        }
    return matrix;
}

} // namespace attn::test
