#pragma once

#include "engine/AttentionResult.h"

#include <memory>

namespace attn {

/// Shares a computed result (the document's, and the matrices of it that views keep) so that letting a large
/// one go never blocks the window: where the last holder lets it go on the window's thread, its deletion is
/// handed to a pooled thread. At 2048 tokens × 8 heads a result is about 1 GB of matrices, each given back to
/// the system page by page (munmap); on the window's thread that would be a quarter of its work at each edit.
std::shared_ptr<const AttentionResult> shareResult(AttentionResult result);

/// The deleter of a shared result (shareResult()): deletes it here, or on a pooled thread (isLetGoElsewhere()).
struct ResultReleaser
{
    void operator()(const AttentionResult *result) const;
};

/// Whether letting this result go on the calling thread hands its deletion to a pooled thread: a result from
/// 2^20 attention weights (4 MB, and every stage about eight times as much), let go on the window's thread.
bool isLetGoElsewhere(const AttentionResult &result);

} // namespace attn
