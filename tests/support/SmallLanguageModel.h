#pragma once

#include "training/LanguageModelTrainer.h"

/// A language model small enough to train hundreds of updates in a second or two in a test: 2 layers of 2
/// heads of 8 in a stream of 16, on sequences of 16 words, 4 to a batch.
inline attn::LanguageModelSettings smallLanguageModelSettings(int steps, std::uint64_t seed = 1, int warmupSteps = 10)
{
    attn::LanguageModelSettings settings;
    settings.layers = 2;
    settings.heads = 2;
    settings.dModel = 16;
    settings.dHead = 8;
    settings.context = 16;
    settings.batchSize = 4;
    settings.steps = steps;
    settings.seed = seed;
    settings.warmupSteps = warmupSteps;
    return settings;
}
