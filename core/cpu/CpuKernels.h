#pragma once

#include "AffineBuffers.h"
#include "LessonHeadBuffers.h"
#include "engine/AttentionBatch.h"

#include <QString>
#include <QStringList>

namespace attn {

/// The CPU engine's two kernels, once per instruction set:
/// - tiled attention for long sequences without an n x n matrix, FlashAttention-2 style
///   (TiledAttentionKernel.cpp): tiles of query rows against blocks of keys with an online softmax,
///   register-blocked micro-kernels for the scores and the output that read K and V in place,
///   causal blocks above the diagonal skipped and only the diagonal blocks masked, work shared over
///   (head, query tile) by OpenMP;
/// - the lesson path of one head, every intermediate kept (LessonHeadKernel.cpp);
/// - a dense layer y = x W + b, for the projections and MLP of a whole transformer block (AffineKernel.cpp).
///
/// They exist once per instruction set: "baseline" (built in, whatever the compiler targets) and
/// "x86-64-v2", "x86-64-v3", "x86-64-v4" (modules beside the program, loaded when the processor has
/// the instructions). The best one is used unless ATTN_CPU_KERNEL names another.
class CpuKernel
{
public:
    using Function = void (*)(const AttentionBatch *);
    using LessonFunction = void (*)(const LessonHeadBuffers *);
    using AffineFunction = void (*)(const AffineBuffers *);

    /// The kernel ATTN_CPU_KERNEL names, else the best this processor runs.
    static const CpuKernel &preferred();
    /// A kernel by name, or nullptr when it cannot run here (not built, not found, or unsupported).
    static const CpuKernel *named(const QString &name);
    /// Every kernel that can run here, best first.
    static QStringList availableNames();
    /// Why the modules could not be loaded, if they could not (shown by `attentionlab devices`).
    static QString loadProblem();
    /// What is wrong with ATTN_CPU_KERNEL, when it names no kernel that runs here; empty when it is unset
    /// or right. The best kernel runs then, and the window and the command line say so.
    static QString environmentProblem();

    QString name() const { return m_name; }
    void run(const AttentionBatch &batch) const { m_function(&batch); }
    void runLessonHead(const LessonHeadBuffers &buffers) const { m_lessonFunction(&buffers); }
    void runAffine(const AffineBuffers &buffers) const { m_affineFunction(&buffers); }

    CpuKernel(QString name, Function function, LessonFunction lessonFunction, AffineFunction affineFunction)
        : m_name(std::move(name)), m_function(function), m_lessonFunction(lessonFunction),
          m_affineFunction(affineFunction)
    {
    }

private:
    QString m_name;
    Function m_function;
    LessonFunction m_lessonFunction;
    AffineFunction m_affineFunction;
};

/// The environment variable that chooses the kernel by name.
inline constexpr char kCpuKernelVariable[] = "ATTN_CPU_KERNEL";

} // namespace attn
