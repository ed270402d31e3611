// The stage catalogue: one entry per stage says what its page shows. Every stage of every lesson (and of each
// with positions and a layer norm), whole and in its parts, is checked against what any entry must give: its
// texts, arrangements that hold the same matrices, a picture for each, marks and arithmetic that name only
// what the page shows, and the arithmetic of the number the stage computes.
#include "support/LessonScenarios.h"

#include "cpu/CpuEngine.h"
#include "document/ScenarioDocument.h"
#include "figures/HeatmapPlot.h"
#include "render/StageCatalogue.h"
#include "text/ResultText.h"

#include <QGuiApplication>
#include <QRegularExpression>
#include <QTest>
#include <memory>
#include <set>

using namespace attn;

Q_DECLARE_METATYPE(attn::PipelineStage)
Q_DECLARE_METATYPE(attn::StagePart)
Q_DECLARE_METATYPE(attn::Scenario)

namespace {

std::set<QString> rolesOf(const PageArrangement &arrangement)
{
    std::set<QString> roles;
    for (const PageItem &item : arrangement)
        if (!item.role.isEmpty())
            roles.insert(item.role);
    return roles;
}

/// The matrix each stage computes, whose numbers have arithmetic behind them (a sum, a product, a softmax);
/// none for the vectors as typed and for the concatenation, which only places the heads side by side.
QString computedRole(PipelineStage stage, StagePart part, const Scenario &scenario)
{
    const bool normed = hasStage(scenario, PipelineStage::LayerNorm);
    switch (stage) {
    case PipelineStage::Positions:
        return normed ? QStringLiteral("skv") : QStringLiteral("xkv");
    case PipelineStage::LayerNorm:
        return part == StagePart::Standardise ? QStringLiteral("nkv") : QStringLiteral("xkv");
    case PipelineStage::Projections:
        return part == StagePart::Keys ? QStringLiteral("k") : part == StagePart::Values ? QStringLiteral("v") : QStringLiteral("q");
    case PipelineStage::Scores:
        return QStringLiteral("scores");
    case PipelineStage::Scaling:
        return QStringLiteral("scaled");
    case PipelineStage::Mask:
        return QStringLiteral("masked");
    case PipelineStage::Softmax:
        return QStringLiteral("weights");
    case PipelineStage::WeightedSum:
        return QStringLiteral("output");
    case PipelineStage::OutputProjection:
        return QStringLiteral("final");
    case PipelineStage::Embeddings:
    case PipelineStage::Concatenation:
        break;
    }
    return {};
}

} // namespace

class TestStageCatalogue : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyPageHasWhatItsEntryPromises_data();
    void everyPageHasWhatItsEntryPromises();
    void onlyACausalLessonCallsItsScoresMasked_data();
    void onlyACausalLessonCallsItsScoresMasked();
    void theWordsSpeakOfWhatTheLessonHas_data();
    void theWordsSpeakOfWhatTheLessonHas();
};

void TestStageCatalogue::everyPageHasWhatItsEntryPromises_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<PipelineStage>("stage");
    QTest::addColumn<StagePart>("part");
    for (const auto &[name, scenario] : test::everyLessonAndItsPreparedTwin())
        for (PipelineStage stage : stagesOf(scenario)) {
            QTest::addRow("%s %s", qPrintable(name), qPrintable(stageKey(stage))) << scenario << stage << StagePart::All;
            for (StagePart part : partsOf(stage))
                QTest::addRow("%s %s %s", qPrintable(name), qPrintable(stageKey(stage)), qPrintable(stagePartKey(part)))
                    << scenario << stage << part;
        }
}

void TestStageCatalogue::everyPageHasWhatItsEntryPromises()
{
    QFETCH(Scenario, scenario);
    QFETCH(PipelineStage, stage);
    QFETCH(StagePart, part);
    const ScenarioDocument document(scenario, std::make_unique<CpuEngine>());
    QVERIFY(document.result());

    // Its texts, the title numbered as this scenario counts its stages.
    const StageText text = stageText(stage, scenario, 0);
    QVERIFY2(text.title.startsWith(QStringLiteral("%1. ").arg(stageNumber(scenario, stage))), qPrintable(text.title));
    QVERIFY(text.title.size() > 4);
    QVERIFY(!text.shortTitle.isEmpty());
    QVERIFY(!text.formula.isEmpty());
    QVERIFY(text.explanation.size() > 40);

    // Arrangements that each hold the same matrices, each once.
    const std::vector<PageArrangement> arrangements = stageArrangements(stage, part, scenario);
    QVERIFY(!arrangements.empty());
    const std::set<QString> roles = rolesOf(arrangements.front());
    QVERIFY(!roles.empty());
    for (const PageArrangement &arrangement : arrangements) {
        QCOMPARE(rolesOf(arrangement), roles);
        QCOMPARE(size_t(std::count_if(arrangement.begin(), arrangement.end(), [](const PageItem &item) { return !item.role.isEmpty(); })),
                 roles.size());
    }

    // A picture of each, with the true numbers' shape and a caption.
    const QStringList roleList(roles.begin(), roles.end());
    const StagePictures pictures = stagePictures(document.snapshot(), 0, 2, QStringLiteral("en"), roleList);
    QCOMPARE(pictures.size(), roles.size());
    for (const auto &[role, picture] : pictures) {
        QVERIFY2(!picture->caption().isEmpty(), qPrintable(role));
        QCOMPARE(picture->rowLabels().size(), int(picture->matrix().rows()));
        QCOMPARE(picture->columnLabels().size(), int(picture->matrix().cols()));
    }

    // Clicking any number marks it, and marks only matrices the page shows; it always has something to say.
    const ScenarioSnapshot snapshot = document.snapshot();
    const StageScope scope{snapshot, stage, part, 0, 2, pictures};
    for (const QString &role : roleList) {
        const std::map<QString, MatrixMarks> marks = stageMarksForCell(scope, role, 0, 0);
        QCOMPARE(marks.at(role).selectedRow, 0);
        QCOMPARE(marks.at(role).selectedColumn, 0);
        for (const auto &[marked, what] : marks)
            QVERIFY2(roles.count(marked), qPrintable(role + QStringLiteral(" marks ") + marked));
        const QString arithmetic = stageArithmetic(scope, role, 0, 0);
        QVERIFY2(!arithmetic.isEmpty(), qPrintable(role));
        // X read after the stage that made it (the Q, K, V page) has that stage's equation, E + P or the layer
        // norm's: it had been the float's eight digits, 0.49375808.
        const bool madeEarlier = hasStage(scenario, PipelineStage::Positions) || hasStage(scenario, PipelineStage::LayerNorm);
        if (madeEarlier && (role == QLatin1String("xq") || role == QLatin1String("xkv")))
            QVERIFY2(arithmetic.contains(u'='), qPrintable(role + QStringLiteral(": ") + arithmetic));
        // A negative number after an operator stands in parentheses: "0.0000 + -0.4161" read as a misprint.
        static const QRegularExpression signAfterOperator(QStringLiteral("[+×−] ?-\\d"));
        QVERIFY2(!arithmetic.contains(signAfterOperator), qPrintable(role + QStringLiteral(": ") + arithmetic));
        // A number without arithmetic is written as typed, or with the sums' four decimals at most.
        if (!arithmetic.contains(u'=')) {
            const qsizetype point = arithmetic.indexOf(u'.');
            QVERIFY2(point < 0 || arithmetic.size() - point - 1 <= 4, qPrintable(role + QStringLiteral(": ") + arithmetic));
        }
    }
    QVERIFY(stageArithmetic(scope, QStringLiteral("no such matrix"), 0, 0).isEmpty());
    for (const auto &[marked, what] : stageMarksForPair(scope, 0, 0))
        QVERIFY2(roles.count(marked), qPrintable(marked));

    // What the stage computes has its arithmetic (an equation, not only the number), and its cell marks what
    // it was computed from.
    const QString computed = computedRole(stage, part, scenario);
    if (computed.isEmpty())
        return;
    QVERIFY2(roles.count(computed), qPrintable(computed));
    const QString arithmetic = stageArithmetic(scope, computed, 0, 0);
    QVERIFY2(arithmetic.contains(u'=') || arithmetic.contains(QStringLiteral("may")), qPrintable(arithmetic));
    const std::map<QString, MatrixMarks> marks = stageMarksForCell(scope, computed, 0, 0);
    QVERIFY2(marks.size() > 1, qPrintable(computed));
}

void TestStageCatalogue::onlyACausalLessonCallsItsScoresMasked_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<bool>("scaled");
    QTest::addColumn<QString>("caption");
    QTest::newRow("causal") << "03-causal-self-attention.json" << true << "Masked scores";
    QTest::newRow("bidirectional") << "04-bidirectional-self-attention.json" << true << "Scaled scores, no mask";
    QTest::newRow("cross") << "02-translation-cross.json" << true << "Scaled scores, no mask";
    QTest::newRow("bidirectional, not scaled") << "04-bidirectional-self-attention.json" << false << "Scores, no mask";
}

void TestStageCatalogue::onlyACausalLessonCallsItsScoresMasked()
{
    // Softmax's input is the masked scores only where there is a mask: a bidirectional lesson's softmax page had
    // read "Masked scores" under the mask stage's "no mask". The page, the figure and the exported text agree.
    QFETCH(QString, lesson);
    QFETCH(bool, scaled);
    QFETCH(QString, caption);
    Scenario scenario = test::lessonScenario(test::examplesFolder() + u'/' + lesson);
    scenario.scaled = scaled;
    ScenarioDocument document(scenario, std::make_unique<CpuEngine>());
    QVERIFY(document.result());

    const StagePictures pictures = stagePictures(document.snapshot(), 0, 2, QStringLiteral("en"), {QStringLiteral("masked")});
    QCOMPARE(pictures.at(QStringLiteral("masked"))->caption(), caption);

    const HeatmapContent figure = heatmapContent(document, HeatmapArrangement::SelectedHead, HeatmapMatrix::Masked, 0,
                                                 PaletteKind::Viridis, 2, ColourRange::Unit);
    QVERIFY2(figure.title.startsWith(caption), qPrintable(figure.title));
    // Where the masks are compared each panel has one, and the word stays.
    const HeatmapContent compared = heatmapContent(document, HeatmapArrangement::CompareMasks, HeatmapMatrix::Masked, 0,
                                                   PaletteKind::Viridis, 2, ColourRange::Unit);
    QVERIFY2(compared.title.startsWith(QStringLiteral("Masked scores")), qPrintable(compared.title));

    ResultTextSelection masked;
    masked.matrix = QStringLiteral("masked");
    const QString text = resultToText(scenario, *document.result(), MatrixTextFormat::Latex, 2, masked);
    QVERIFY2(text.startsWith(QStringLiteral("% ") + caption + QStringLiteral(", head 1")), qPrintable(text.left(80)));
}

void TestStageCatalogue::theWordsSpeakOfWhatTheLessonHas_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<PipelineStage>("stage");
    QTest::addColumn<QString>("says");    // in the formula or the explanation
    QTest::addColumn<QString>("saysNot"); // in neither
    QTest::addColumn<QString>("queryAxis");
    const QString causal = QStringLiteral("03-causal-self-attention.json"), bidirectional = QStringLiteral("04-bidirectional-self-attention.json");
    QTest::newRow("causal softmax") << causal << PipelineStage::Softmax << "a masked key gets exactly 0" << "" << "queries (tokens)";
    QTest::newRow("bidirectional softmax") << bidirectional << PipelineStage::Softmax << "largest share" << "masked" << "queries (tokens)";
    QTest::newRow("cross softmax") << "02-translation-cross.json" << PipelineStage::Softmax << "largest share" << "masked"
                                   << "queries (target tokens)";
    QTest::newRow("one head's concatenation") << causal << PipelineStage::Concatenation << "one head" << "Z<sub>h</sub>" << "queries (tokens)";
    QTest::newRow("one head's output") << causal << PipelineStage::OutputProjection << "Output = Z<sub>1</sub> W<sub>O</sub>" << "Z<sub>h</sub>"
                                       << "queries (tokens)";
    QTest::newRow("two heads' concatenation") << "06-multi-head.json" << PipelineStage::Concatenation << "Z<sub>h</sub>" << "one head"
                                              << "queries (tokens)";
}

void TestStageCatalogue::theWordsSpeakOfWhatTheLessonHas()
{
    // A helper's walk as a lecturer: softmax's "a masked key gets exactly 0" stood in lessons with no mask, a
    // lesson of one head read "Every head did the same steps" over [Z1 | Z2 | … | Zh], and a self-attention
    // heatmap called its queries "source tokens".
    QFETCH(QString, lesson);
    QFETCH(PipelineStage, stage);
    QFETCH(QString, says);
    QFETCH(QString, saysNot);
    QFETCH(QString, queryAxis);
    const Scenario scenario = test::lessonScenario(test::examplesFolder() + u'/' + lesson);
    const StageText text = stageText(stage, scenario, 0);
    const QString words = text.formula + u'\n' + text.explanation;
    QVERIFY2(words.contains(says), qPrintable(words));
    QVERIFY2(saysNot.isEmpty() || !words.contains(saysNot), qPrintable(words));
    ScenarioDocument document(scenario, std::make_unique<CpuEngine>());
    const HeatmapContent figure = heatmapContent(document, HeatmapArrangement::SelectedHead, HeatmapMatrix::Weights, 0,
                                                 PaletteKind::Viridis, 2, ColourRange::Unit);
    QCOMPARE(figure.queryAxisTitle, queryAxis);
    // The figure of every head says "every head" only where there are several (over one "Head 1" it had).
    const HeatmapContent everyHead = heatmapContent(document, HeatmapArrangement::AllHeads, HeatmapMatrix::Weights, 0,
                                                    PaletteKind::Viridis, 2, ColourRange::Unit);
    const bool several = scenario.headCount() > 1;
    QVERIFY2(everyHead.title.contains(QStringLiteral("every head")) == several, qPrintable(everyHead.title));
    QVERIFY2(everyHead.title.contains(QStringLiteral("one head")) == !several, qPrintable(everyHead.title));
}

int main(int argc, char **argv)
{
    QGuiApplication application(argc, argv);
    TestStageCatalogue test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_stagecatalogue.moc"
