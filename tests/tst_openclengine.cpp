// What only the OpenCL engine has: device choice, and a clear message for every fault, both from the
// engine itself and from the command line (exit code 3). Each fault is injected.
#include "opencl/OpenClDevices.h"
#include "opencl/OpenClEngine.h"
#include "support/EngineRows.h"
#include "support/RunProgram.h"
#include "support/TestPaths.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

using namespace attn;

namespace {

using Run = test::ProgramRun;

Run attentionlab(const QStringList &arguments, const QProcessEnvironment &environment)
{
    test::ProgramOptions options;
    options.environment = environment;
    return test::runAttentionlab(arguments, options);
}

bool openClAvailable()
{
    return !listOpenClDevices().devices.empty();
}

} // namespace

class TestOpenClEngine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void faultsExitWithCodeThreeAndTheReason_data();
    void faultsExitWithCodeThreeAndTheReason();
    void deviceOutOfMemoryIsReportedBeforeAnyAllocation();
    void buildFailureShowsTheCompilerLog();
    void picksTheKernelFamilyByDeviceType();
    void onlyNvidiaGpusShareRowMaximaByWarpShuffles_data();
    void onlyNvidiaGpusShareRowMaximaByWarpShuffles();
    void benchRunsBothPaths_data();
    void benchRunsBothPaths();
};

void TestOpenClEngine::initTestCase()
{
    if (!openClAvailable() && !qEnvironmentVariableIsSet("ATTN_REQUIRE_ENGINES"))
        QSKIP(qPrintable(QStringLiteral("no OpenCL device here: ") + listOpenClDevices().error));
    QVERIFY2(openClAvailable(), qPrintable(listOpenClDevices().error));
}

void TestOpenClEngine::faultsExitWithCodeThreeAndTheReason_data()
{
    QTest::addColumn<QStringList>("extraArguments");
    QTest::addColumn<QString>("variable");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("message");
    static QTemporaryDir noVendors; // ocl-icd reads its drivers' list from here: an empty folder
    QTest::newRow("no platform") << QStringList() << "OCL_ICD_VENDORS" << noVendors.path()
                                 << "engine 'opencl' is unavailable: no OpenCL platform is installed";
    QTest::newRow("no such device") << QStringList{"--device", "42"} << QString() << QString()
                                    << "engine 'opencl' is unavailable: there is no OpenCL device 42:";
    QTest::newRow("device variable not a number") << QStringList() << "ATTN_OPENCL_DEVICE" << "gpu"
                                                  << "ATTN_OPENCL_DEVICE=gpu: expected a device index";
    QTest::newRow("kernel build failure") << QStringList() << "ATTN_OPENCL_BUILD_OPTIONS" << "-Werror -DINFINITY=0"
                                          << "engine 'opencl' failed: the OpenCL kernel lesson.cl did not build";
}

void TestOpenClEngine::faultsExitWithCodeThreeAndTheReason()
{
    QFETCH(QStringList, extraArguments);
    QFETCH(QString, variable);
    QFETCH(QString, value);
    QFETCH(QString, message);
    QProcessEnvironment environment = attn::test::programEnvironment();
    if (!variable.isEmpty())
        environment.insert(variable, value);
    const Run run = attentionlab(QStringList{QStringLiteral("compute"), test::examplesFolder() + "/01-alignment.json",
                                             QStringLiteral("--engine"), QStringLiteral("opencl")} +
                                     extraArguments,
                                 environment);
    QCOMPARE(run.exitCode, 3);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
}

void TestOpenClEngine::deviceOutOfMemoryIsReportedBeforeAnyAllocation()
{
    OpenClEngine engine;
    // 64 heads x 2^20 tokens x 1024 floats: 256 GiB per array, beyond any device. The check comes
    // before anything is read, so the host arrays can be tiny.
    std::vector<float> tiny(16);
    AttentionBatch batch;
    batch.heads = 64;
    batch.queries = 1 << 20;
    batch.keys = 1 << 20;
    batch.dHead = 1024;
    batch.q = batch.k = batch.v = tiny.data();
    batch.out = tiny.data();
    try {
        engine.attend(batch);
        QFAIL("a 256 GiB batch was accepted");
    } catch (const EngineError &error) {
        const QString message = QString::fromUtf8(error.what());
        QVERIFY2(message.startsWith(QStringLiteral("device out of memory: this needs 5 buffers of")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("per buffer")), qPrintable(message));
    }
    QCOMPARE(engine.deviceBytes(), qint64(0));
}

void TestOpenClEngine::buildFailureShowsTheCompilerLog()
{
    const Scenario scenario = test::makeScenario(AttentionMode::Causal, test::matrixOf({{1, 2}, {3, 4}}));
    OpenClEngine engine;
    qputenv(kOpenClBuildOptionsVariable, "-Werror -DINFINITY=0");
    QString message;
    try {
        engine.run(scenario);
    } catch (const EngineError &error) {
        message = QString::fromUtf8(error.what());
    }
    qunsetenv(kOpenClBuildOptionsVariable);
    QVERIFY2(message.startsWith(QStringLiteral("the OpenCL kernel lesson.cl did not build on ")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("-Werror -DINFINITY=0")), qPrintable(message));
    // The compiler's own words follow: the macro it refused.
    QVERIFY2(message.section(u'\n', 1).contains(QStringLiteral("INFINITY")), qPrintable(message));
    // With the options fixed, the same engine builds and computes.
    QCOMPARE(engine.run(scenario).engine, QStringLiteral("opencl"));
}

void TestOpenClEngine::picksTheKernelFamilyByDeviceType()
{
    const OpenClDeviceList devices = listOpenClDevices();
    OpenClOptions options;
    options.deviceIndex = 0;
    const OpenClEngine engine(options);
    const FlashKernelFamily expected = devices.devices.front().type == QLatin1String("GPU")
                                           ? FlashKernelFamily::LocalMemoryTiles
                                           : FlashKernelFamily::RowsPerWorkItem;
    QVERIFY(engine.flashFamily() == expected);
    QVERIFY(engine.description().startsWith(QStringLiteral("[0] ")));
}

void TestOpenClEngine::onlyNvidiaGpusShareRowMaximaByWarpShuffles_data()
{
    // Platform and device type as the drivers name them (`attentionlab devices`).
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("type");
    QTest::addColumn<bool>("shuffles");
    QTest::newRow("NVIDIA GPU") << "NVIDIA CUDA" << "GPU" << true;
    QTest::newRow("PoCL on the CPU") << "Portable Computing Language" << "CPU" << false;
    QTest::newRow("AMD GPU") << "AMD Accelerated Parallel Processing" << "GPU" << false;
    QTest::newRow("Intel GPU") << "Intel(R) OpenCL Graphics" << "GPU" << false;
    QTest::newRow("PoCL on an NVIDIA GPU") << "Portable Computing Language" << "GPU" << false;
}

// The shuffles are PTX: a device whose compiler does not take it would fail to build the kernel, and an
// NVIDIA GPU without them would lose the speed measured in flash_register_tiles.cl. Only a GPU run shows
// the shuffles compute the same numbers (tst_engine and tst_longsequence there, see README.md).
void TestOpenClEngine::onlyNvidiaGpusShareRowMaximaByWarpShuffles()
{
    QFETCH(QString, platform);
    QFETCH(QString, type);
    QFETCH(bool, shuffles);
    OpenClDeviceInfo device;
    device.platform = platform;
    device.type = type;
    QCOMPARE(sharesRowMaximaByWarpShuffles(device), shuffles);
}

void TestOpenClEngine::benchRunsBothPaths_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("attention") << QStringList{"--n", "300", "--d-head", "16", "--heads", "2"};
    QTest::newRow("attention causal") << QStringList{"--n", "300", "--d-head", "16", "--heads", "2", "--causal"};
    QTest::newRow("scenario") << QStringList{"--scenario", test::examplesFolder() + "/06-multi-head.json"};
}

void TestOpenClEngine::benchRunsBothPaths()
{
    QFETCH(QStringList, arguments);
    const Run run = attentionlab(QStringList{"bench", "--engine", "opencl", "--repeat", "3"} + arguments,
                                 test::programEnvironment());
    QCOMPARE(run.exitCode, 0);
    const QJsonObject report = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(report.value(QStringLiteral("engine")).toString(), QStringLiteral("opencl"));
    QVERIFY(report.value(QStringLiteral("median_ms")).toDouble() > 0);
    // The first run builds the kernels, so it includes the build time the report names separately.
    QVERIFY(report.value(QStringLiteral("kernel_build_ms")).toDouble() > 0);
    QVERIFY(report.value(QStringLiteral("first_ms")).toDouble() >= report.value(QStringLiteral("kernel_build_ms")).toDouble());
}

QTEST_GUILESS_MAIN(TestOpenClEngine)
#include "tst_openclengine.moc"
