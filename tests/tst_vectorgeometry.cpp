// The geometry the 3-D view shows: a·b = |a| |b| cos θ for a selected pair, the projection of d > 3
// vectors onto their principal directions, and the mask variants of the side-by-side comparison.
#include "geometry/VectorGeometry.h"
#include "scenario/ModeVariants.h"

#include <QTest>
#include <cmath>

using namespace attn;

Q_DECLARE_METATYPE(Eigen::RowVectorXd)

namespace {

Eigen::RowVectorXd row(std::initializer_list<double> values)
{
    Eigen::RowVectorXd vector(Eigen::Index(values.size()));
    Eigen::Index i = 0;
    for (double value : values)
        vector(i++) = value;
    return vector;
}

} // namespace

class TestVectorGeometry : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pairMeasures_data();
    void pairMeasures();
    void pairOfTheSeedSatisfiesTheIdentity();
    void zeroVectorHasNoAngle();
    void threeOrFewerDimensionsAreShownAsTheyAre();
    void projectionKeepsTheMostSquaredLength();
    void projectionOfVectorsInAThreeDimensionalSubspaceKeepsDotProducts();
    void projectionSignIsStable();
    void modeVariantsCoverTheMasks();
};

void TestVectorGeometry::pairMeasures_data()
{
    QTest::addColumn<Eigen::RowVectorXd>("a");
    QTest::addColumn<Eigen::RowVectorXd>("b");
    QTest::addColumn<double>("dot");
    QTest::addColumn<double>("angle");
    // Worked by hand: |(3,4)| = 5; (1,0)·(0,1) = 0 at 90°; opposite vectors at 180°.
    QTest::newRow("orthogonal") << row({1, 0}) << row({0, 1}) << 0.0 << 90.0;
    QTest::newRow("parallel, different lengths") << row({3, 4}) << row({6, 8}) << 50.0 << 0.0;
    QTest::newRow("opposite") << row({1, 2, 3}) << row({-1, -2, -3}) << -14.0 << 180.0;
    QTest::newRow("45 degrees") << row({1, 0, 0}) << row({1, 1, 0}) << 1.0 << 45.0;
}

void TestVectorGeometry::pairMeasures()
{
    QFETCH(Eigen::RowVectorXd, a);
    QFETCH(Eigen::RowVectorXd, b);
    QFETCH(double, dot);
    QFETCH(double, angle);
    const VectorPairMeasures measures = measurePair(a, b);
    QVERIFY(measures.hasAngle);
    QCOMPARE(measures.dot, dot);
    QVERIFY(std::abs(measures.angleDegrees - angle) < 1e-6);
}

void TestVectorGeometry::pairOfTheSeedSatisfiesTheIdentity()
{
    // hello and hi from the first lesson: close together, a small angle, a large dot product.
    const VectorPairMeasures measures = measurePair(row({0.71, 0.14, 0.51}), row({0.69, 0.15, 0.48}));
    QVERIFY(std::abs(measures.dot - (0.71 * 0.69 + 0.14 * 0.15 + 0.51 * 0.48)) < 1e-12);
    QVERIFY(std::abs(measures.dot - measures.normA * measures.normB * measures.cosine) < 1e-12);
    QVERIFY(measures.angleDegrees < 2);
    const VectorPairMeasures tomato = measurePair(row({0.71, 0.14, 0.51}), row({0.16, 0.59, 0.49}));
    QVERIFY(tomato.angleDegrees > 40);
}

void TestVectorGeometry::zeroVectorHasNoAngle()
{
    const VectorPairMeasures measures = measurePair(row({0, 0, 0}), row({1, 2, 3}));
    QVERIFY(!measures.hasAngle);
    QCOMPARE(measures.dot, 0.0);
    QCOMPARE(measures.normA, 0.0);
    QVERIFY(std::isfinite(measures.cosine) && std::isfinite(measures.angleDegrees));
}

void TestVectorGeometry::threeOrFewerDimensionsAreShownAsTheyAre()
{
    Eigen::MatrixXd twoDimensional(2, 2);
    twoDimensional << 1, 2, 3, 4;
    const Projection3d projection = projectTo3d(twoDimensional);
    QVERIFY(!projection.isProjection);
    QCOMPARE(projection.keptShare, 1.0);
    QCOMPARE(projection.coordinates.cols(), Eigen::Index(3));
    QCOMPARE(projection.coordinates(1, 0), 3.0);
    QCOMPARE(projection.coordinates(1, 1), 4.0);
    QCOMPARE(projection.coordinates(1, 2), 0.0);
}

void TestVectorGeometry::projectionKeepsTheMostSquaredLength()
{
    // Five dimensions; the last two are small, so the three principal directions keep almost everything.
    Eigen::MatrixXd rows(4, 5);
    rows << 1, 0, 0, 0.01, 0,
            0, 2, 0, 0, 0.02,
            0, 0, 3, 0.01, 0,
            1, 1, 1, 0, 0.01;
    const Projection3d projection = projectTo3d(rows);
    QVERIFY(projection.isProjection);
    QVERIFY(projection.keptShare > 0.999 && projection.keptShare <= 1.0);
    const Eigen::MatrixXd gram = projection.basis.transpose() * projection.basis;
    QVERIFY(gram.isApprox(Eigen::MatrixXd::Identity(3, 3), 1e-12));
    // Any other orthonormal three directions keep no more: the first three axes, for example.
    const double firstAxes = rows.leftCols(3).squaredNorm() / rows.squaredNorm();
    QVERIFY(projection.keptShare >= firstAxes);
}

void TestVectorGeometry::projectionOfVectorsInAThreeDimensionalSubspaceKeepsDotProducts()
{
    Eigen::MatrixXd rows(3, 6);
    rows << 1, 2, 0, 0, 0, 1,
            0, 1, 1, 0, 0, 0,
            2, 0, 1, 0, 0, 3;
    const Projection3d projection = projectTo3d(rows);
    QVERIFY(std::abs(projection.keptShare - 1.0) < 1e-12);
    const Eigen::MatrixXd original = rows * rows.transpose();
    const Eigen::MatrixXd shown = projection.coordinates * projection.coordinates.transpose();
    QVERIFY(shown.isApprox(original, 1e-12));
}

void TestVectorGeometry::projectionSignIsStable()
{
    Eigen::MatrixXd rows(3, 4);
    rows << 1, 0.2, 0, 0, 0, 1, 0.3, 0, 0.1, 0, 1, 0.5;
    const Projection3d projection = projectTo3d(rows);
    for (int k = 0; k < 3; ++k) {
        Eigen::Index largest = 0;
        projection.basis.col(k).cwiseAbs().maxCoeff(&largest);
        QVERIFY(projection.basis(largest, k) > 0);
    }
    const Projection3d again = projectTo3d(-(-rows));
    QVERIFY(again.basis.isApprox(projection.basis));
}

void TestVectorGeometry::modeVariantsCoverTheMasks()
{
    Scenario scenario;
    scenario.mode = AttentionMode::Causal;
    scenario.source = {{QStringLiteral("a"), QStringLiteral("b")}, MatrixD::Identity(2, 2), {}, {}};
    std::vector<ModeVariant> variants = modeVariants(scenario);
    QCOMPARE(variants.size(), size_t(2));
    QCOMPARE(variants[0].mode, AttentionMode::Causal);
    QCOMPARE(variants[1].mode, AttentionMode::Bidirectional);
    QCOMPARE(variants[1].scenario.mode, AttentionMode::Bidirectional);
    QVERIFY(sameMatrix(variants[1].scenario.source.vectors, scenario.source.vectors));
    scenario.target = TokenSequence{{QStringLiteral("c")}, MatrixD::Ones(1, 2), {}, {}};
    variants = modeVariants(scenario);
    QCOMPARE(variants.size(), size_t(3));
    QCOMPARE(variants[2].mode, AttentionMode::Cross);
    QCOMPARE(variants[2].scenario.mode, AttentionMode::Cross);
}

QTEST_GUILESS_MAIN(TestVectorGeometry)
#include "tst_vectorgeometry.moc"
