#include "TiledAttention.h"

#include <QDir>
#include <QFileInfo>
#include <dlfcn.h>
#include <mutex>
#include <vector>

namespace attn {

namespace baseline {
void tiledAttention(const AttentionBatch &batch);
}

namespace {

void runBaseline(const AttentionBatch *batch)
{
    baseline::tiledAttention(*batch);
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
    __builtin_cpu_init();
    if (level == QLatin1String("x86-64-v4"))
        return __builtin_cpu_supports("x86-64-v4");
    if (level == QLatin1String("x86-64-v3"))
        return __builtin_cpu_supports("x86-64-v3");
    if (level == QLatin1String("x86-64-v2"))
        return __builtin_cpu_supports("x86-64-v2");
#endif
    Q_UNUSED(level)
    return false;
}

struct Registry
{
    std::vector<TiledKernel> kernels; ///< best first; the baseline last
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
            auto function = handle ? reinterpret_cast<TiledKernel::Function>(dlsym(handle, "attn_tiled_attention")) : nullptr;
            if (function)
                built.kernels.emplace_back(level, function);
            else
                missing << file;
        }
        built.kernels.emplace_back(QStringLiteral("baseline"), &runBaseline);
        if (!missing.isEmpty())
            built.problem = QStringLiteral("not found in %1: %2").arg(moduleFolders().join(QStringLiteral(", ")),
                                                                       missing.join(QStringLiteral(", ")));
        return built;
    }();
    return registry;
}

} // namespace

const TiledKernel *TiledKernel::named(const QString &name)
{
    for (const TiledKernel &kernel : registry().kernels)
        if (kernel.name() == name)
            return &kernel;
    return nullptr;
}

const TiledKernel &TiledKernel::preferred()
{
    const QString wanted = qEnvironmentVariable(kCpuKernelVariable);
    if (const TiledKernel *kernel = wanted.isEmpty() ? nullptr : named(wanted))
        return *kernel;
    return registry().kernels.front();
}

QStringList TiledKernel::availableNames()
{
    QStringList names;
    for (const TiledKernel &kernel : registry().kernels)
        names << kernel.name();
    return names;
}

QString TiledKernel::loadProblem()
{
    return registry().problem;
}

} // namespace attn
