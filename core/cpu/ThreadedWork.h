#pragma once

// Plain data, no Qt: shared by the engine and the instruction-set modules.

namespace attn {

/// Multiply-adds below which work runs on the calling thread alone. Waking the other threads costs a few
/// microseconds, and they then spin a while waiting for more: worth it for a model's layer or many heads,
/// not for a lesson's handful of numbers.
inline constexpr double kWorkWorthWakingThreads = 2e5;

} // namespace attn
