#include "CpuKernels.h"

#include "KernelInterface.h"

#include <QDir>
#include <QFileInfo>
#include <dlfcn.h>
#include <mutex>
#include <vector>

namespace attn {

namespace baseline {
void tiledAttention(const AttentionBatch &batch);
void lessonHead(const LessonHeadBuffers &buffers);
void affine(const AffineBuffers &buffers);
}

namespace {

void runBaseline(const AttentionBatch *batch)
{
    baseline::tiledAttention(*batch);
}

void runBaselineLessonHead(const LessonHeadBuffers *buffers)
{
    baseline::lessonHead(*buffers);
}

void runBaselineAffine(const AffineBuffers *buffers)
{
    baseline::affine(*buffers);
}

/// Where the kernel modules live: ATTN_KERNEL_DIR, else lib/attentionlab beside the program's bin/
/// (the build tree has the same shape: build/app and build/lib/attentionlab), else the install path.
QStringList moduleFolders()
{
    QStringList folders;
    if (qEnvironmentVariableIsSet("ATTN_KERNEL_DIR"))
        folders << qEnvironmentVariable("ATTN_KERNEL_DIR");
    Dl_info self;
    if (dladdr(reinterpret_cast<void *>(&runBaseline), &self) && self.dli_fname)
        folders << QFileInfo(QString::fromLocal8Bit(self.dli_fname)).absoluteDir().filePath(QStringLiteral("../lib/attentionlab"));
#ifdef ATTN_KERNEL_INSTALL_DIR
    folders << QStringLiteral(ATTN_KERNEL_INSTALL_DIR);
#endif
    return folders;
}

bool processorRuns(const QString &level)
{
#if defined(__x86_64__) && defined(__GNUC__)
    // The levels spelled out as the features the compilers use from them (clang 14 knows no level names
    // in __builtin_cpu_supports, GCC 12 does): v2 adds SSE4.2 and POPCNT, v3 AVX2, FMA and BMI2,
    // v4 AVX-512 F, BW, CD, DQ and VL.
    __builtin_cpu_init();
    const bool v2 = __builtin_cpu_supports("sse4.2") && __builtin_cpu_supports("ssse3") && __builtin_cpu_supports("popcnt");
    const bool v3 = v2 && __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && __builtin_cpu_supports("bmi") &&
                    __builtin_cpu_supports("bmi2");
    const bool v4 = v3 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
                    __builtin_cpu_supports("avx512cd") && __builtin_cpu_supports("avx512dq") &&
                    __builtin_cpu_supports("avx512vl");
    if (level == QLatin1String("x86-64-v4"))
        return v4;
    if (level == QLatin1String("x86-64-v3"))
        return v3;
    if (level == QLatin1String("x86-64-v2"))
        return v2;
#endif
    Q_UNUSED(level)
    return false;
}

struct Registry
{
    std::vector<CpuKernel> kernels; ///< best first; the baseline last
    QString problem;
};

const Registry &registry()
{
    static Registry registry = [] {
        Registry built;
        const QStringList levels{QStringLiteral("x86-64-v4"), QStringLiteral("x86-64-v3"), QStringLiteral("x86-64-v2")};
        QStringList missing;
        for (const QString &level : levels) {
            if (!processorRuns(level))
                continue;
            const QString file = QStringLiteral("libattn_tiled_%1.so").arg(QString(level).remove(QStringLiteral("x86-64-")));
            void *handle = nullptr;
            for (const QString &folder : moduleFolders()) {
                handle = dlopen(QDir(folder).filePath(file).toLocal8Bit().constData(), RTLD_NOW | RTLD_LOCAL);
                if (handle)
                    break;
            }
            auto function = handle ? reinterpret_cast<CpuKernel::Function>(dlsym(handle, "attn_tiled_attention")) : nullptr;
            auto lesson = handle ? reinterpret_cast<CpuKernel::LessonFunction>(dlsym(handle, "attn_lesson_head")) : nullptr;
            auto affine = handle ? reinterpret_cast<CpuKernel::AffineFunction>(dlsym(handle, "attn_affine")) : nullptr;
            using InterfaceFunction = int (*)();
            auto interface = handle ? reinterpret_cast<InterfaceFunction>(dlsym(handle, "attn_kernel_interface")) : nullptr;
            if (handle && (!interface || interface() != kKernelInterfaceVersion))
                missing << QStringLiteral("%1 (from another version of AttentionLab)").arg(file);
            else if (function && lesson && affine)
                built.kernels.emplace_back(level, function, lesson, affine);
            else
                missing << file;
        }
        built.kernels.emplace_back(QStringLiteral("baseline"), &runBaseline, &runBaselineLessonHead, &runBaselineAffine);
        if (!missing.isEmpty())
            built.problem = QStringLiteral("not loaded from %1: %2").arg(moduleFolders().join(QStringLiteral(", ")),
                                                                       missing.join(QStringLiteral(", ")));
        return built;
    }();
    return registry;
}

} // namespace

const CpuKernel *CpuKernel::named(const QString &name)
{
    for (const CpuKernel &kernel : registry().kernels)
        if (kernel.name() == name)
            return &kernel;
    return nullptr;
}

const CpuKernel &CpuKernel::preferred()
{
    const QString wanted = qEnvironmentVariable(kCpuKernelVariable);
    if (const CpuKernel *kernel = wanted.isEmpty() ? nullptr : named(wanted))
        return *kernel;
    return registry().kernels.front();
}

QStringList CpuKernel::availableNames()
{
    QStringList names;
    for (const CpuKernel &kernel : registry().kernels)
        names << kernel.name();
    return names;
}

QString CpuKernel::loadProblem()
{
    return registry().problem;
}

QString CpuKernel::environmentProblem()
{
    const QString wanted = qEnvironmentVariable(kCpuKernelVariable);
    if (wanted.isEmpty() || named(wanted))
        return {};
    return QStringLiteral("%1=%2 names no kernel that runs here (available: %3)")
        .arg(QLatin1String(kCpuKernelVariable), wanted, availableNames().join(QStringLiteral(", ")));
}

} // namespace attn
