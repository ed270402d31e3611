#pragma once

#include "Engine.h"

#include <QStringList>
#include <memory>

namespace attn {

/// An engine, or why it cannot be had. Nothing falls back silently: the caller decides what to do.
struct EngineChoice
{
    std::unique_ptr<Engine> engine;
    QString unavailableReason;
};

/// Every engine name this program knows, available here or not.
QStringList knownEngineNames();
EngineChoice createEngine(const QString &name);

} // namespace attn
