// The CPU engine's instruction-set modules are found beside the program or through ATTN_KERNEL_DIR. One
// left by another build of AttentionLab, whose buffers meant something else, is refused and named, not run.
#include "cpu/CpuEngine.h"
#include "cpu/CpuKernels.h"
#include "support/TestPaths.h"

#include <QTest>

using namespace attn;

class TestKernelModules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void aModuleFromAnotherVersionIsRefusedAndNamed();
};

void TestKernelModules::initTestCase()
{
    // Before the modules are first looked for (once per process): a folder holding a stale x86-64-v2 module.
    qputenv("ATTN_KERNEL_DIR", test::fromTestFolder(ATTN_STALE_MODULE_DIR).toLocal8Bit());
}

void TestKernelModules::aModuleFromAnotherVersionIsRefusedAndNamed()
{
#if !defined(__x86_64__)
    QSKIP("the modules are built for x86-64 only");
#else
    if (!__builtin_cpu_supports("sse4.2") || !__builtin_cpu_supports("popcnt"))
        QSKIP("this processor runs no x86-64-v2 module");
    QVERIFY2(!CpuKernel::availableNames().contains(QStringLiteral("x86-64-v2")), qPrintable(CpuKernel::availableNames().join(u' ')));
    QVERIFY2(CpuKernel::loadProblem().contains(QStringLiteral("libattn_tiled_v2.so (from another version of AttentionLab)")),
             qPrintable(CpuKernel::loadProblem()));
    QVERIFY(CpuKernel::named(QStringLiteral("x86-64-v2")) == nullptr);
    // The others still load from beside the program, and the engine computes with the best of them.
    QVERIFY(CpuKernel::availableNames().contains(QStringLiteral("baseline")));
    QVERIFY(CpuEngine().kernelName() != QStringLiteral("x86-64-v2"));
#endif
}

QTEST_GUILESS_MAIN(TestKernelModules)
#include "tst_kernelmodules.moc"
