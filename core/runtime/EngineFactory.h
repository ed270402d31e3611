#pragma once

#include "engine/Engine.h"

#include <QStringList>
#include <memory>

namespace attn {

/// An engine, or why it cannot be had. Nothing falls back silently: the caller decides what to do.
struct EngineChoice
{
    std::unique_ptr<Engine> engine;
    QString unavailableReason;
};

/// Choices that only some engines read.
struct EngineOptions
{
    /// The OpenCL device's index from `attentionlab devices`; -1 lets the engine choose.
    int openClDevice = -1;
};

/// Every engine name this program knows, available here or not.
QStringList knownEngineNames();
/// An engine by its name on the command line or in settings; an unknown name is named in the reason.
EngineChoice createEngine(const QString &name, const EngineOptions &options = {});
EngineChoice createEngine(EngineKind kind, const EngineOptions &options = {});

} // namespace attn
