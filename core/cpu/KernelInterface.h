#pragma once

// Plain data, no Qt: the version of what the program and its instruction-set modules pass each other.

namespace attn {

/// Raised whenever the buffers a kernel module reads (AttentionBatch, LessonHeadBuffers, AffineBuffers) change
/// in layout or meaning. A module left from another build (found through ATTN_KERNEL_DIR, or an older
/// install) answers another number and is refused, rather than run on buffers it would misread: since 2, the
/// lesson path's inputs are passed transposed.
inline constexpr int kKernelInterfaceVersion = 2;

} // namespace attn
