#pragma once

// Plain data, no Qt: the version of what the program and its instruction-set modules pass each other.

namespace attn {

/// Raised whenever the buffers a kernel module reads (AttentionBatch, LessonHeadBuffers, AffineBuffers) change
/// in layout or meaning. A module left from another build (found through ATTN_KERNEL_DIR, or an older
/// install) answers another number and is refused, rather than run on buffers it would misread: since 2, the
/// lesson path's inputs are passed transposed; since 3, a head's W_Q, W_K and W_V side by side in one
/// matrix, and the dense layer's x may be a block of columns of a wider matrix (AffineBuffers::xStride).
inline constexpr int kKernelInterfaceVersion = 3;

} // namespace attn
