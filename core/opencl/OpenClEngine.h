#pragma once

#include "engine/Engine.h"

#include <map>
#include <memory>
#include <string>

namespace attn {

/// Which kernel family runs the long-sequence path. Auto picks by device type.
enum class FlashKernelFamily {
    Auto,
    RowsPerWorkItem, ///< CPU devices: each work-item owns several rows, explicit vector types
    /// GPUs: blocks of 64 rows against tiles of keys in local memory, each work-item holding an 8 x 4
    /// part of the scores in registers (flash_register_tiles.cl); for heads wider than 64 numbers, or a
    /// device with too little local memory, one row per work-item (flash_tiles.cl)
    LocalMemoryTiles,
};

struct OpenClOptions
{
    /// Index from `attentionlab devices`; -1: the ATTN_OPENCL_DEVICE variable, else the first GPU,
    /// else the first device.
    int deviceIndex = -1;
    FlashKernelFamily family = FlashKernelFamily::Auto;
};

/// The OpenCL engine: the whole pipeline runs in kernels on the device. Context, queue, programs and
/// kernels are made once and reused; buffers are reused and grown; each recompute ends in one blocking
/// read. Every failure (no platform, no device, a kernel that does not build, a device out of memory)
/// is an EngineError with the reason; nothing falls back to the CPU silently.
class OpenClEngine final : public Engine
{
public:
    /// Throws EngineError when no usable device exists.
    explicit OpenClEngine(const OpenClOptions &options = {});
    ~OpenClEngine() override;

    EngineKind kind() const override { return EngineKind::OpenCl; }
    QString description() const override;
    int threadCount() const override;
    AttentionResult run(const Scenario &scenario) override;
    void attend(const AttentionBatch &batch) override;
    qint64 workingBytes(const AttentionBatch &batch) const override;
    std::optional<double> lastKernelMilliseconds() const override;

    /// Bytes held in device buffers now: the evidence that no n x n matrix is ever allocated.
    qint64 deviceBytes() const;
    /// Time spent building kernels so far (a driver's cache makes later builds quick).
    double kernelBuildMilliseconds() const override;
    FlashKernelFamily flashFamily() const;

private:
    struct State;
    std::unique_ptr<State> m_state;
};

} // namespace attn
