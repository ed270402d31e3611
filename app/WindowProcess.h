#pragma once

namespace attn::cli {

/// The window computes a large scenario on a thread of its own while it paints. OpenMP's threads, by default,
/// spin for a while after each parallel region before they sleep; on a machine of two cores a spinning
/// thread holds the core the window paints on, and the engine's own next region waits for it too. The
/// window's process therefore runs with OMP_WAIT_POLICY=passive (threads sleep at once). The command line
/// keeps the default: its 64-token pipeline runs many short regions back to back, where waking a sleeping
/// thread costs more than the work.
///
/// libgomp reads the policy once, as it is loaded, before main: so the process starts itself again with the
/// policy set, keeping its arguments and process id. It does not where the user has chosen a policy
/// (OMP_WAIT_POLICY or GOMP_SPINCOUNT set), or where it cannot (no /proc/self/exe): it goes on as it is.
/// Returns only when the process was not started again.
void startAgainWithSleepingOpenMpThreads(char *argv[]);

/// The OpenMP wait policy this process runs with, for the benchmark's record: "passive", "active", or
/// "default" where none was chosen.
const char *openMpWaitPolicy();

} // namespace attn::cli
