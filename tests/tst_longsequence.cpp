// The long-sequence path of every engine against a double-precision reference: sizes that are not
// multiples of the tiles, head sizes 1 to 63, both masks, and large scores.
#include "support/EngineRows.h"
#include "support/Tolerances.h"

#include <QTest>
#include <cmath>
#include <random>

using namespace attn;
using namespace attn::test;

namespace {

struct Arrays
{
    std::vector<float> q, k, v;
};

Arrays randomArrays(int heads, Eigen::Index n, int d, float scale, unsigned seed)
{
    std::mt19937 generator(seed);
    std::uniform_real_distribution<float> uniform(-scale, scale);
    Arrays arrays;
    for (std::vector<float> *array : {&arrays.q, &arrays.k, &arrays.v}) {
        array->resize(size_t(heads) * size_t(n) * size_t(d));
        std::generate(array->begin(), array->end(), [&] { return uniform(generator); });
    }
    return arrays;
}

struct Reference
{
    std::vector<double> out;
    double maxAbsScore = 0;
};

/// softmax(scale * q k^T) v in double, one query row at a time.
Reference referenceOutput(const Arrays &arrays, int heads, Eigen::Index n, int d, bool causal, double scale)
{
    Reference reference;
    std::vector<double> &out = reference.out;
    out.resize(arrays.q.size());
    std::vector<double> scores(static_cast<size_t>(n));
    for (int h = 0; h < heads; ++h) {
        const size_t base = size_t(h) * size_t(n) * size_t(d);
        for (Eigen::Index i = 0; i < n; ++i) {
            const Eigen::Index visible = causal ? i + 1 : n;
            double maximum = -INFINITY;
            for (Eigen::Index j = 0; j < visible; ++j) {
                double dot = 0;
                for (int c = 0; c < d; ++c)
                    dot += double(arrays.q[base + size_t(i * d + c)]) * double(arrays.k[base + size_t(j * d + c)]);
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
                    value += scores[size_t(j)] * double(arrays.v[base + size_t(j * d + c)]);
                out[base + size_t(i * d + c)] = value / sum;
            }
        }
    }
    return reference;
}

} // namespace

class TestLongSequence : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void matchesReference_data();
    void matchesReference();
};

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
                          {2, 300, 63, 1.0f}, {1, 257, 64, 1.0f}, {2, 129, 16, 1.0f}, {1, 200, 8, 30.0f}};
    for (const QString &engine : availableEngineNames()) {
        for (const Case &c : cases) {
            for (bool causal : {false, true}) {
                QTest::addRow("%s: h=%d n=%d d=%d %s scale %g", qPrintable(engine), c.heads, c.n, c.d,
                              causal ? "causal" : "unmasked", double(c.valueScale))
                    << engine << c.heads << c.n << c.d << causal << c.valueScale;
            }
        }
    }
}

void TestLongSequence::matchesReference()
{
    QFETCH(QString, engine);
    QFETCH(int, heads);
    QFETCH(int, n);
    QFETCH(int, d);
    QFETCH(bool, causal);
    QFETCH(float, valueScale);

    const Arrays arrays = randomArrays(heads, n, d, valueScale, unsigned(n * 31 + d));
    std::vector<float> out(arrays.q.size(), std::nanf(""));
    AttentionBatch batch;
    batch.heads = heads;
    batch.queries = n;
    batch.keys = n;
    batch.dHead = d;
    batch.causal = causal;
    batch.scale = 1.0f / std::sqrt(float(d));
    batch.q = arrays.q.data();
    batch.k = arrays.k.data();
    batch.v = arrays.v.data();
    batch.out = out.data();
    engineNamed(engine)->attend(batch);

    const Reference expected = referenceOutput(arrays, heads, n, d, causal, 1.0 / std::sqrt(double(d)));
    const Eigen::Map<const Eigen::MatrixXf> actualMap(out.data(), Eigen::Index(out.size()), 1);
    const Eigen::Map<const Eigen::MatrixXd> expectedMap(expected.out.data(), Eigen::Index(expected.out.size()), 1);
    const QString mismatch = firstMismatch(
        actualMap, expectedMap, scoreConditionedAbsoluteTolerance(expected.maxAbsScore, valueScale), kRelativeTolerance);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
}

QTEST_GUILESS_MAIN(TestLongSequence)
#include "tst_longsequence.moc"
