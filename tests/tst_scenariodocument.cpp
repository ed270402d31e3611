// The document model: edits recompute, undo and redo restore exactly, repeated edits of one entry merge,
// and a bad entry is refused without changing anything.
#include "document/ResultRelease.h"
#include "document/ScenarioDocument.h"
#include "editors/MatrixTableModel.h"
#include "cpu/CpuEngine.h"
#include "scenario/ScenarioEdits.h"
#include "scenario/ScenarioFile.h"
#include "support/EngineRows.h"
#include "support/TestPaths.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QThreadPool>
#include <limits>
#include <map>

using namespace attn;

namespace {

std::unique_ptr<ScenarioDocument> openLesson(const char *name)
{
    const ScenarioReadResult read = readScenarioFile(test::examplesFolder() + u'/' + QLatin1String(name));
    if (!read.ok())
        qFatal("%s", qPrintable(read.error));
    return std::make_unique<ScenarioDocument>(*read.scenario, test::engineNamed(QStringLiteral("cpu")));
}

} // namespace

class TestScenarioDocument : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void editRecomputesAndUndoRestoresExactly();
    void repeatedEditsOfOneEntryMergeIntoOneStep();
    void refusesUnusableNumbers_data();
    void refusesUnusableNumbers();
    void editingImplicitWeightsMakesThemExplicitInOneStep();
    void implicitWeightsShownFollowTheModelWidth();
    void aTokenRenamedToNothingIsRefusedSayingWhy();
    void tablesAnnounceOnlyTheCellsThatChanged_data();
    void tablesAnnounceOnlyTheCellsThatChanged();
    void invalidEditsAreRefusedWholly();
    void resetClearsHistoryAndSaveMarksClean();
    void otherEnginesAreCheckedAgainstTheCpu();
    void largeScenariosComputeInTheBackgroundAndEndWithTheLatestEdit();
    void aLargeResultIsLetGoOffTheWindowsThread();
    void overflowIsAProblemNotAResult();
};

void TestScenarioDocument::editRecomputesAndUndoRestoresExactly()
{
    const auto document = openLesson("01-alignment.json");
    QVERIFY(document->result());
    const AttentionResult before = *document->result();
    const Scenario original = document->scenario();
    QSignalSpy resultChanged(document.get(), &ScenarioDocument::resultChanged);

    QVERIFY(document->editEntry({MatrixKind::SourceVectors}, 1, 0, 0.1));
    QCOMPARE(resultChanged.count(), 1);
    QVERIFY(document->isModified());
    // hi . hello changes from 0.7557 to 0.1*0.71 + 0.15*0.14 + 0.48*0.51 = 0.3368.
    QVERIFY(std::abs(document->result()->heads.front().scores(0, 1) - 0.3368f) < 1e-6f);

    document->undoStack()->undo();
    QVERIFY(document->scenario() == original);
    QVERIFY(!document->isModified());
    QVERIFY(document->result()->output == before.output);
    QCOMPARE(document->result()->heads.front().scores(0, 1), 0.7557f);

    document->undoStack()->redo();
    QCOMPARE(document->scenario().source.vectors(1, 0), 0.1);
}

void TestScenarioDocument::repeatedEditsOfOneEntryMergeIntoOneStep()
{
    const auto document = openLesson("03-causal-self-attention.json");
    const double original = document->scenario().source.vectors(2, 3);
    for (double value : {0.5, 0.6, 0.7, 0.8})
        QVERIFY(document->editEntry({MatrixKind::SourceVectors}, 2, 3, value));
    QCOMPARE(document->undoStack()->count(), 1);
    QVERIFY(document->editEntry({MatrixKind::SourceVectors}, 1, 1, 2.0));
    QCOMPARE(document->undoStack()->count(), 2);
    document->undoStack()->undo();
    document->undoStack()->undo();
    QCOMPARE(document->scenario().source.vectors(2, 3), original);
}

void TestScenarioDocument::refusesUnusableNumbers_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("refusal");
    QTest::newRow("infinity") << 0 << 1 << std::numeric_limits<double>::infinity()
                              << "hello, dimension 2: expected a finite number";
    QTest::newRow("nan") << 2 << 2 << std::numeric_limits<double>::quiet_NaN()
                         << "tomato, dimension 3: expected a finite number";
    QTest::newRow("beyond float32") << 1 << 0 << 1e300 << "hi, dimension 1: 1e+300 is beyond float32's range (the engines compute in float32: at most ±3.4e+38)";
    QTest::newRow("no such row") << 3 << 0 << 1.0 << "row 4, dimension 1: no such entry";
}

void TestScenarioDocument::refusesUnusableNumbers()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(double, value);
    QFETCH(QString, refusal);
    const auto document = openLesson("01-alignment.json");
    const Scenario original = document->scenario();
    QString reason;
    QVERIFY(!document->editEntry({MatrixKind::SourceVectors}, row, column, value, &reason));
    QCOMPARE(reason, refusal);
    QVERIFY(document->scenario() == original);
    QCOMPARE(document->undoStack()->count(), 0);
}

void TestScenarioDocument::editingImplicitWeightsMakesThemExplicitInOneStep()
{
    const auto document = openLesson("01-alignment.json");
    QVERIFY(!document->scenario().heads);
    QCOMPARE(document->entry({MatrixKind::KeyWeights, 0}, 1, 1), 1.0); // the identity it stands for
    QVERIFY(document->editEntry({MatrixKind::KeyWeights, 0}, 0, 1, 0.5));
    QVERIFY(document->scenario().heads && document->scenario().wo);
    QCOMPARE(document->scenario().heads->front().wk(0, 1), 0.5);
    QCOMPARE(document->undoStack()->count(), 1);
    document->undoStack()->undo();
    QVERIFY(!document->scenario().heads);
}

void TestScenarioDocument::implicitWeightsShownFollowTheModelWidth()
{
    // The table keeps the identity that absent weights stand for between changes; a change of d_model
    // must replace it.
    const auto document = openLesson("03-causal-self-attention.json");
    QVERIFY(!document->scenario().heads);
    MatrixTableModel model(document.get(), {MatrixKind::QueryWeights, 0});
    QCOMPARE(model.rowCount(), int(document->scenario().dModel()));
    QCOMPARE(model.data(model.index(0, 0), Qt::EditRole).toString(), QStringLiteral("1"));
    QVERIFY(document->applyEdit(QStringLiteral("wider"), [](Scenario &scenario) { setModelDimension(scenario, 7); }));
    QVERIFY(!document->scenario().heads);
    QCOMPARE(model.rowCount(), 7);
    QCOMPARE(model.columnCount(), 7);
    QCOMPARE(model.data(model.index(6, 6), Qt::EditRole).toString(), QStringLiteral("1"));
    QCOMPARE(model.data(model.index(6, 5), Qt::EditRole).toString(), QStringLiteral("0"));
}

void TestScenarioDocument::aTokenRenamedToNothingIsRefusedSayingWhy()
{
    // A token's name cleared in the editor's table: a token with no name has blank labels in every table and
    // heatmap. The rename is refused, and the table says why (it had been refused without a word).
    const auto document = openLesson("03-causal-self-attention.json");
    MatrixTableModel model(document.get(), {MatrixKind::SourceVectors});
    QSignalSpy refused(&model, &MatrixTableModel::entryRefused);
    const QStringList before = document->scenario().source.tokens;
    QVERIFY(!model.setData(model.index(1, 0), QStringLiteral("  "), Qt::EditRole));
    QCOMPARE(document->scenario().source.tokens, before);
    QCOMPARE(refused.count(), 1);
    QVERIFY2(refused.first().first().toString().contains(QStringLiteral("source.tokens[1]")), qPrintable(refused.first().first().toString()));
    QVERIFY(model.setData(model.index(1, 0), QStringLiteral("dog"), Qt::EditRole));
    QCOMPARE(document->scenario().source.tokens.at(1), QStringLiteral("dog"));
}

void TestScenarioDocument::tablesAnnounceOnlyTheCellsThatChanged_data()
{
    // A table sized to its contents measures every cell it is told changed: each edit names one cell, in
    // the one table that shows it, and nothing in the others.
    QTest::addColumn<QString>("edit");
    QTest::addColumn<QString>("table");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::newRow("a source number") << "source number" << "source" << 1 << 3; // column 0 is the token
    QTest::newRow("a target number") << "target number" << "target" << 4 << 1;
    QTest::newRow("a token renamed") << "rename" << "source" << 2 << 0;
    // The identity that absent weights stand for becomes explicit: W_Q's one entry changes; W_K, made
    // explicit as the same identity, shows what it showed.
    QTest::newRow("an implicit weight edited") << "weight" << "wq" << 0 << 1;
    QTest::newRow("a number's edit undone") << "undo" << "source" << 1 << 3;
    QTest::newRow("the same number written again") << "same number" << QString() << 0 << 0;
}

void TestScenarioDocument::tablesAnnounceOnlyTheCellsThatChanged()
{
    QFETCH(QString, edit);
    QFETCH(QString, table);
    QFETCH(int, row);
    QFETCH(int, column);
    const auto document = openLesson("02-translation-cross.json");
    if (edit == QLatin1String("undo"))
        QVERIFY(document->editEntry({MatrixKind::SourceVectors}, 1, 2, 0.5));
    const std::map<QString, MatrixAddress> addresses{{QStringLiteral("source"), {MatrixKind::SourceVectors}},
                                                     {QStringLiteral("target"), {MatrixKind::TargetVectors}},
                                                     {QStringLiteral("wq"), {MatrixKind::QueryWeights, 0}},
                                                     {QStringLiteral("wk"), {MatrixKind::KeyWeights, 0}}};
    std::map<QString, std::unique_ptr<MatrixTableModel>> models;
    std::map<QString, std::unique_ptr<QSignalSpy>> announced;
    for (const auto &[name, address] : addresses) {
        models[name] = std::make_unique<MatrixTableModel>(document.get(), address);
        announced[name] = std::make_unique<QSignalSpy>(models[name].get(), &QAbstractItemModel::dataChanged);
    }
    if (edit == QLatin1String("source number"))
        QVERIFY(document->editEntry({MatrixKind::SourceVectors}, 1, 2, 0.5));
    else if (edit == QLatin1String("target number"))
        QVERIFY(document->editEntry({MatrixKind::TargetVectors}, 4, 0, -0.5));
    else if (edit == QLatin1String("rename"))
        QVERIFY(document->applyEdit(QStringLiteral("rename"), [](Scenario &s) { renameToken(s, SequenceRole::Source, 2, QStringLiteral("zz")); }));
    else if (edit == QLatin1String("weight"))
        QVERIFY(document->editEntry({MatrixKind::QueryWeights, 0}, 0, 1, 0.75));
    else if (edit == QLatin1String("undo"))
        document->undoStack()->undo();
    else if (edit == QLatin1String("same number"))
        QVERIFY(document->applyEdit(QStringLiteral("same"), [](Scenario &) {}));
    for (const auto &[name, spy] : announced) {
        if (name != table) {
            QVERIFY2(spy->isEmpty(), qPrintable(name));
            continue;
        }
        QCOMPARE(spy->count(), 1);
        const QModelIndex topLeft = spy->front().at(0).value<QModelIndex>();
        const QModelIndex bottomRight = spy->front().at(1).value<QModelIndex>();
        QCOMPARE(topLeft, models[name]->index(row, column));
        QCOMPARE(bottomRight, topLeft);
    }
}

void TestScenarioDocument::invalidEditsAreRefusedWholly()
{
    const auto document = openLesson("02-translation-cross.json");
    const Scenario original = document->scenario();
    QString refusal;
    QVERIFY(!document->applyEdit(QStringLiteral("drop target"), [](Scenario &s) { s.target.reset(); }, &refusal));
    QCOMPARE(refusal, QStringLiteral("target: cross attention needs a target sequence (it supplies the queries)"));
    QVERIFY(!document->applyEdit(QStringLiteral("freeze"), [](Scenario &s) { s.temperature = 0; }, &refusal));
    QVERIFY(refusal.startsWith(QStringLiteral("temperature: ")));
    QVERIFY(document->scenario() == original);
    QCOMPARE(document->undoStack()->count(), 0);

    QVERIFY(document->applyEdit(QStringLiteral("two heads"), [](Scenario &s) { setHeadCount(s, 2); }));
    QCOMPARE(document->result()->heads.size(), size_t(2));
    QCOMPARE(document->undoStack()->undoText(), QStringLiteral("two heads"));
}

void TestScenarioDocument::resetClearsHistoryAndSaveMarksClean()
{
    const auto document = openLesson("01-alignment.json");
    QVERIFY(document->editEntry({MatrixKind::SourceVectors}, 0, 0, 2.0));
    QVERIFY(document->isModified());
    document->markSaved(QStringLiteral("/tmp/lesson.json"));
    QVERIFY(!document->isModified());
    QCOMPARE(document->filePath(), QStringLiteral("/tmp/lesson.json"));
    document->resetScenario(document->scenario(), QString());
    QCOMPARE(document->undoStack()->count(), 0);
    QVERIFY(document->filePath().isEmpty());
}

void TestScenarioDocument::otherEnginesAreCheckedAgainstTheCpu()
{
    if (!test::availableEngineNames().contains(QStringLiteral("opencl")))
        QSKIP("no OpenCL engine here");
    const auto document = openLesson("06-multi-head.json");
    QSignalSpy engineChanged(document.get(), &ScenarioDocument::engineChanged);
    document->setEngine(test::engineNamed(QStringLiteral("opencl")));
    QCOMPARE(engineChanged.count(), 1);
    QCOMPARE(document->result()->engine, QStringLiteral("opencl"));
    QVERIFY2(document->engineNotice().isEmpty(), qPrintable(document->engineNotice()));
}

void TestScenarioDocument::largeScenariosComputeInTheBackgroundAndEndWithTheLatestEdit()
{
    // 1200 tokens under 2 heads: 2 x 4 x 1200^2 floats are 46 MB, beyond what is computed at once.
    Scenario large = test::makeScenario(AttentionMode::Causal, test::seededMatrix(1200, 8, 3));
    setHeadCount(large, 2);
    ScenarioDocument document(large, test::engineNamed(QStringLiteral("cpu")));
    QVERIFY(document.isComputing());
    QVERIFY(!document.result());
    QVERIFY(!document.problem());
    // An edit while the first computation runs: what arrives in the end is the edited scenario's result.
    QVERIFY(document.editEntry({MatrixKind::SourceVectors}, 5, 2, 0.75));
    QVERIFY(document.isComputing());
    QSignalSpy computingChanged(&document, &ScenarioDocument::computingChanged);
    QTRY_VERIFY_WITH_TIMEOUT(!document.isComputing(), 60000);
    QCOMPARE(computingChanged.last().first().toBool(), false);
    QVERIFY(document.result());
    const AttentionResult expected = CpuEngine().run(document.scenario());
    QVERIFY(document.result()->output == expected.output);
    QVERIFY(document.result()->heads.back().weights == expected.heads.back().weights);
}

void TestScenarioDocument::aLargeResultIsLetGoOffTheWindowsThread()
{
    // At 2048 tokens x 8 heads, giving a result's gigabyte back to the system on the window's thread was a
    // quarter of that thread's work at each edit (perf of `bench --window`): a large result is deleted on a
    // pooled thread. 1100 tokens under one head: 1.2 million weights.
    Scenario large = test::makeScenario(AttentionMode::Causal, test::seededMatrix(1100, 8, 3));
    ScenarioDocument document(large, test::engineNamed(QStringLiteral("cpu")));
    QTRY_VERIFY_WITH_TIMEOUT(!document.isComputing(), 60000);
    QVERIFY(document.result());
    QVERIFY(std::get_deleter<ResultReleaser>(document.result()));
    QVERIFY(isLetGoElsewhere(*document.result()));
    // Not a lesson's result, nor a large one let go on another thread (a computation's own).
    QVERIFY(!isLetGoElsewhere(*openLesson("01-alignment.json")->result()));
    bool elsewhere = true;
    const std::unique_ptr<QThread> thread(QThread::create([&] { elsewhere = isLetGoElsewhere(*document.result()); }));
    thread->start();
    thread->wait();
    QVERIFY(!elsewhere);
    // A view's matrix of it shares it and outlives the document's hold; the last to let go, on this thread,
    // hands its deletion over, and the pooled thread deletes the whole result.
    std::shared_ptr<const MatrixF> weights(document.result(), &document.result()->heads.front().weights);
    const std::weak_ptr<const AttentionResult> old = document.result();
    QVERIFY(document.editEntry({MatrixKind::SourceVectors}, 5, 2, 0.75));
    QVERIFY(!old.expired());
    QCOMPARE(weights->rows(), 1100);
    weights.reset();
    QVERIFY(old.expired());
    QVERIFY(QThreadPool::globalInstance()->waitForDone(30000));
    QTRY_VERIFY_WITH_TIMEOUT(!document.isComputing(), 60000);
    QVERIFY(std::get_deleter<ResultReleaser>(document.result()));
}

void TestScenarioDocument::overflowIsAProblemNotAResult()
{
    const auto document = openLesson("01-alignment.json");
    QVERIFY(document->editEntry({MatrixKind::SourceVectors}, 0, 0, 1e20));
    QVERIFY(!document->result());
    QVERIFY(document->problem());
    QCOMPARE(document->problem()->path, QStringLiteral("head 1 scores (1, 1)"));
    document->undoStack()->undo();
    QVERIFY(document->result());
    QVERIFY(!document->problem());
}

QTEST_MAIN(TestScenarioDocument)
#include "tst_scenariodocument.moc"
