// The long-sequence path of every engine against a double-precision reference: sizes that are not
// multiples of the tiles, head sizes 1 to 128, both masks, and large scores.
#include "engine/RandomAttentionInputs.h"
#include "support/EngineRows.h"
#include "support/Tolerances.h"

#include <QTest>
#include <cmath>

using namespace attn;
using namespace attn::test;

namespace {

struct Reference
{
    std::vector<double> out;
    double maxAbsScore = 0;
};

/// softmax(scale * q k^T) v in double, one query row at a time; every `stride`-th row and the last
/// (the others stay 0), so that very long sequences can be checked in O(rows n d).
Reference referenceOutput(const RandomAttentionInputs &arrays, int heads, Eigen::Index n, int d, bool causal, double scale,
                          Eigen::Index stride = 1)
{
    Reference reference;
    std::vector<double> &out = reference.out;
    out.resize(arrays.queries().size());
    std::vector<double> scores(static_cast<size_t>(n));
    for (int h = 0; h < heads; ++h) {
        const size_t base = size_t(h) * size_t(n) * size_t(d);
        for (Eigen::Index i = 0; i < n; ++i) {
            if (i % stride != 0 && i != n - 1)
                continue;
            const Eigen::Index visible = causal ? i + 1 : n;
            double maximum = -INFINITY;
            for (Eigen::Index j = 0; j < visible; ++j) {
                double dot = 0;
                for (int c = 0; c < d; ++c)
                    dot += double(arrays.queries()[base + size_t(i * d + c)]) * double(arrays.keys()[base + size_t(j * d + c)]);
                scores[size_t(j)] = dot * scale;
                reference.maxAbsScore = std::max(reference.maxAbsScore, std::abs(scores[size_t(j)]));
                maximum = std::max(maximum, scores[size_t(j)]);
            }
            double sum = 0;
            for (Eigen::Index j = 0; j < visible; ++j)
                sum += scores[size_t(j)] = std::exp(scores[size_t(j)] - maximum);
            for (int c = 0; c < d; ++c) {
                double value = 0;
                for (Eigen::Index j = 0; j < visible; ++j)
                    value += scores[size_t(j)] * double(arrays.values()[base + size_t(j * d + c)]);
                out[base + size_t(i * d + c)] = value / sum;
            }
        }
    }
    return reference;
}

/// ctest runs this test in parts, in parallel (tests/CMakeLists.txt): with ATTN_TEST_PART="i/N" each data
/// function keeps the rows whose place in its table is i modulo N, and the functions without data run in part 0
/// only, so that every check runs in exactly one part. Without it (run by hand), everything runs.
struct TestPart
{
    int index = 0;
    int count = 1;
};

TestPart testPart()
{
    const QByteArray text = qgetenv("ATTN_TEST_PART");
    if (text.isEmpty())
        return {};
    const QList<QByteArray> numbers = text.split('/');
    bool indexOk = false, countOk = false;
    TestPart part;
    if (numbers.size() == 2) {
        part.index = numbers[0].toInt(&indexOk);
        part.count = numbers[1].toInt(&countOk);
    }
    if (!indexOk || !countOk || part.count < 1 || part.index < 0 || part.index >= part.count)
        qFatal("ATTN_TEST_PART: expected i/N with 0 <= i < N, found '%s'", text.constData());
    return part;
}

/// Counts a data function's rows and says which belong to this part; QSKIP the function when none did.
class PartRows
{
public:
    bool take()
    {
        const bool ours = row++ % part.count == part.index;
        taken += ours ? 1 : 0;
        return ours;
    }
    bool none() const { return taken == 0; }

private:
    TestPart part = testPart();
    int row = 0;
    int taken = 0;
};

} // namespace

class TestLongSequence : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void matchesReference_data();
    void matchesReference();
    void longestSequenceWithoutSquareBuffer_data();
    void longestSequenceWithoutSquareBuffer();
    void theBestKernelForThisProcessorIsLoaded();
};

void TestLongSequence::init()
{
    const TestPart part = testPart();
    if (part.index != 0 && !QTest::currentDataTag())
        QSKIP("a function without data runs in part 0 of this test (ATTN_TEST_PART)");
}

void TestLongSequence::matchesReference_data()
{
    QTest::addColumn<QString>("engine");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("d");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<float>("valueScale");

    struct Case
    {
        int heads, n, d;
        float valueScale;
    };
    const Case cases[] = {{1, 1, 1, 1.0f},   {2, 1, 8, 1.0f},   {1, 63, 3, 1.0f},  {3, 65, 5, 1.0f},
                          {2, 300, 63, 1.0f}, {1, 257, 64, 1.0f}, {2, 129, 16, 1.0f}, {1, 200, 8, 30.0f},
                          // wider than the GPU's register-tiled kernel takes: its one-row-per-item kernel
                          {1, 70, 80, 1.0f},  {2, 130, 128, 1.0f}};
    PartRows rows;
    for (const QString &engine : longSequenceEngineNames()) {
        for (const Case &c : cases) {
            for (bool causal : {false, true}) {
                if (rows.take())
                    QTest::addRow("%s: h=%d n=%d d=%d %s scale %g", qPrintable(engine), c.heads, c.n, c.d,
                                  causal ? "causal" : "unmasked", double(c.valueScale))
                        << engine << c.heads << c.n << c.d << causal << c.valueScale;
            }
        }
    }
    if (rows.none())
        QSKIP("none of this function's rows is in this part of the test (ATTN_TEST_PART)");
}

void TestLongSequence::matchesReference()
{
    QFETCH(QString, engine);
    QFETCH(int, heads);
    QFETCH(int, n);
    QFETCH(int, d);
    QFETCH(bool, causal);
    QFETCH(float, valueScale);

    RandomAttentionInputs arrays(heads, n, d, unsigned(n * 31 + d), valueScale);
    std::vector<float> &out = arrays.output();
    std::fill(out.begin(), out.end(), std::nanf("")); // an entry the engine never writes stays NaN
    const AttentionBatch batch = arrays.batch(causal);
    engineNamed(engine)->attend(batch);

    const Reference expected = referenceOutput(arrays, heads, n, d, causal, 1.0 / std::sqrt(double(d)));
    const Eigen::Map<const Eigen::MatrixXf> actualMap(out.data(), Eigen::Index(out.size()), 1);
    const Eigen::Map<const Eigen::MatrixXd> expectedMap(expected.out.data(), Eigen::Index(expected.out.size()), 1);
    const QString mismatch = firstMismatch(
        actualMap, expectedMap, scoreConditionedAbsoluteTolerance(expected.maxAbsScore, valueScale), kRelativeTolerance);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
}

void TestLongSequence::longestSequenceWithoutSquareBuffer_data()
{
    QTest::addColumn<QString>("engine");
    QTest::addColumn<bool>("causal");
    PartRows rows;
    for (const QString &engine : longSequenceEngineNames())
        for (bool causal : {false, true})
            if (rows.take())
                QTest::addRow("%s %s", qPrintable(engine), causal ? "causal" : "unmasked") << engine << causal;
    if (rows.none())
        QSKIP("none of this function's rows is in this part of the test (ATTN_TEST_PART)");
}

void TestLongSequence::longestSequenceWithoutSquareBuffer()
{
    // n = 16384: an n x n float matrix would take 1 GiB per head. Rows are checked at a stride against
    // the double reference, and the OpenCL engine's device memory must stay at a few n x d arrays.
    QFETCH(QString, engine);
    QFETCH(bool, causal);
    constexpr int n = 16384;
    constexpr int d = 16;
    constexpr Eigen::Index stride = 1021;
    RandomAttentionInputs arrays(1, n, d, 7);
    std::vector<float> &out = arrays.output();
    std::fill(out.begin(), out.end(), std::nanf(""));
    const AttentionBatch batch = arrays.batch(causal); // scale 1/sqrt(16) = 0.25
    const std::unique_ptr<Engine> attention = engineNamed(engine);
    attention->attend(batch);

    const Reference expected = referenceOutput(arrays, 1, n, d, causal, 0.25, stride);
    for (Eigen::Index i = 0; i < n; ++i) {
        if (i % stride != 0 && i != n - 1)
            continue;
        const Eigen::Map<const Eigen::MatrixXf> actualRow(out.data() + i * d, 1, d);
        const Eigen::Map<const Eigen::MatrixXd> expectedRow(expected.out.data() + i * d, 1, d);
        const QString mismatch = firstMismatch(actualRow, expectedRow);
        QVERIFY2(mismatch.isEmpty(), qPrintable(QStringLiteral("row %1 ").arg(i) + mismatch));
    }
#ifdef ATTN_HAVE_OPENCL
    if (const auto *openCl = dynamic_cast<const OpenClEngine *>(attention.get())) {
        // Q, K, V, the output and a transposed copy of K: five n x d arrays (K^T padded to 8 keys).
        const qint64 arrayBytes = qint64(n) * d * qint64(sizeof(float));
        QVERIFY2(openCl->deviceBytes() <= 5 * arrayBytes, qPrintable(QString::number(openCl->deviceBytes())));
        QVERIFY(openCl->deviceBytes() < qint64(n) * n * qint64(sizeof(float)) / 100);
    }
#endif
}

void TestLongSequence::theBestKernelForThisProcessorIsLoaded()
{
    // The modules live in build/lib/attentionlab, found from the program's folder; a processor with AVX2
    // and FMA must get the x86-64-v3 kernel, not the portable baseline.
    const QStringList kernels = CpuKernel::availableNames();
    QVERIFY2(CpuKernel::loadProblem().isEmpty(), qPrintable(CpuKernel::loadProblem()));
    QCOMPARE(kernels.last(), QStringLiteral("baseline"));
#if defined(__x86_64__)
    __builtin_cpu_init();
    if (__builtin_cpu_supports("x86-64-v3"))
        QVERIFY2(kernels.contains(QStringLiteral("x86-64-v3")), qPrintable(kernels.join(u' ')));
    if (__builtin_cpu_supports("x86-64-v4"))
        QCOMPARE(kernels.first(), QStringLiteral("x86-64-v4"));
#endif
    QCOMPARE(CpuEngine().kernelName(), kernels.first());
    qputenv(kCpuKernelVariable, "baseline");
    QCOMPARE(CpuEngine().kernelName(), QStringLiteral("baseline"));
    qunsetenv(kCpuKernelVariable);
}

QTEST_GUILESS_MAIN(TestLongSequence)
#include "tst_longsequence.moc"
