// Slides drawn straight from the renderers: this test runs under a QGuiApplication, not a QApplication, so
// constructing any QWidget while exporting would abort it ("Cannot create a QWidget without QApplication").
#include "support/SvgTexts.h"
#include "support/TestPaths.h"

#include "cpu/CpuEngine.h"
#include "document/ScenarioDocument.h"
#include "figures/FigureRenderer.h"
#include "scenario/ScenarioFile.h"
#include "text/MatrixText.h"

#include <QGuiApplication>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>
#include <QWindow>
#include <memory>

using namespace attn;

namespace {

std::unique_ptr<ScenarioDocument> documentFor(const Scenario &scenario)
{
    return std::make_unique<ScenarioDocument>(scenario, std::make_unique<CpuEngine>());
}

Scenario lessonScenario(const QString &path)
{
    const ScenarioReadResult read = readScenarioFile(path);
    if (!read.ok())
        qFatal("%s", qPrintable(read.error));
    return *read.scenario;
}

/// Self-attention over tokens t1 … tn in d dimensions, with vectors that vary.
Scenario longScenario(int tokens, int dimensions)
{
    Scenario scenario = lessonScenario(test::examplesFolder() + QStringLiteral("/04-bidirectional-self-attention.json"));
    scenario.source.tokens.clear();
    scenario.source.vectors = MatrixD(tokens, dimensions);
    for (int i = 0; i < tokens; ++i) {
        scenario.source.tokens << QStringLiteral("t%1").arg(i + 1);
        for (int j = 0; j < dimensions; ++j)
            scenario.source.vectors(i, j) = std::sin(0.7 * i + 1.3 * j);
    }
    scenario.heads.reset(); // the identity head, in 20 dimensions
    scenario.wo.reset();
    return scenario;
}

const QSize kSlide(1600, 900);

} // namespace

class TestSlides : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyStageOfEveryLessonIsAWholeSlide();
    void largeMatricesShowTheirEndsAndSaySo();
    void pinnedArithmeticGoesOntoTheSlide();
};

void TestSlides::everyStageOfEveryLessonIsAWholeSlide()
{
    QVERIFY(!qApp->inherits("QApplication"));
    QTemporaryDir folder;
    for (const QString &path : test::exampleFiles()) {
        const std::unique_ptr<ScenarioDocument> document = documentFor(lessonScenario(path));
        const Scenario &scenario = document->scenario();
        for (PipelineStage stage : kAllStages) {
            FigureSpec spec;
            spec.kind = FigureKind::Stage;
            spec.stage = stage;
            const QString where = QStringLiteral("%1 %2").arg(QFileInfo(path).baseName(), stageKey(stage));
            // Laid out at slide size, every matrix of these lessons (at most 16 × 16) is whole: no ellipsis,
            // every token's label, no text over another and none past the edge.
            const StagePage page(*document, stage, 0, 2, QStringLiteral("en"));
            const StagePage::Layout layout = page.layOut(kSlide, PageStyle());
            QVERIFY2(layout.fits, qPrintable(where));
            QVERIFY2(layout.numberPixelSize >= 8, qPrintable(where));
            for (const auto &[role, matrixLayout] : layout.matrices)
                QVERIFY2(matrixLayout.complete(), qPrintable(where + u' ' + role));
            const auto texts = page.texts(layout);
            for (size_t i = 0; i < texts.size(); ++i) {
                QVERIFY2(QRect(QPoint(0, 0), kSlide).contains(texts[i].second), qPrintable(where + u' ' + texts[i].first));
                for (size_t j = i + 1; j < texts.size(); ++j)
                    QVERIFY2(!texts[i].second.intersects(texts[j].second), qPrintable(where + u' ' + texts[i].first + u'/' + texts[j].first));
            }
            // The SVG carries the tokens as text, and nothing meant for the mouse.
            const QString svg = folder.filePath(QStringLiteral("stage.svg"));
            QVERIFY(exportFigure(spec, document.get(), svg, {kSlide, 1.0}).isEmpty());
            QString error;
            const QString words = test::svgTexts(svg, &error).join(u' ');
            QVERIFY2(error.isEmpty(), qPrintable(error));
            const QStringList tokens = scenario.source.tokens + scenario.querySequence().tokens;
            for (const QString &role : page.roles()) {
                for (const QString &label : page.matrix(role)->rowLabels() + page.matrix(role)->columnLabels()) {
                    if (tokens.contains(label))
                        QVERIFY2(words.contains(label), qPrintable(where + u' ' + label));
                }
            }
            for (const QString &hint : {QStringLiteral("wheel"), QStringLiteral("⋯"), QStringLiteral("⋮")})
                QVERIFY2(!words.contains(hint), qPrintable(where + u' ' + hint));
        }
        // PNG and PDF too, for one stage each.
        FigureSpec spec;
        spec.kind = FigureKind::Stage;
        spec.stage = PipelineStage::Softmax;
        QVERIFY(exportFigure(spec, document.get(), folder.filePath(QStringLiteral("stage.pdf")), {kSlide, 1.0}).isEmpty());
        QVERIFY(exportFigure(spec, document.get(), folder.filePath(QStringLiteral("stage.png")), {kSlide, 2.0}).isEmpty());
        QCOMPARE(QImage(folder.filePath(QStringLiteral("stage.png"))).size(), kSlide * 2);
    }
    // No window was made: the slides were painted, not shown.
    QVERIFY(QGuiApplication::allWindows().isEmpty());
}

void TestSlides::largeMatricesShowTheirEndsAndSaySo()
{
    // 40 tokens in 20 dimensions: the scores are 40 × 40, W_Q 20 × 20.
    const std::unique_ptr<ScenarioDocument> document = documentFor(longScenario(40, 20));
    const StagePage page(*document, PipelineStage::Scores, 0, 2, QStringLiteral("en"));
    const StagePage::Layout layout = page.layOut(kSlide, PageStyle());
    const MatrixPicture::Layout &scores = layout.matrices.at(QStringLiteral("scores"));
    QVERIFY(!scores.complete());
    // The first rows, ⋮, the last ones: t40 is there, t20 is not.
    QCOMPARE(scores.rows.front(), 0);
    QCOMPARE(scores.rows.back(), 39);
    QVERIFY(std::find(scores.rows.begin(), scores.rows.end(), -1) != scores.rows.end());
    QVERIFY(std::find(scores.rows.begin(), scores.rows.end(), 19) == scores.rows.end());
    QVERIFY2(scores.note.contains(QStringLiteral("of 40 rows")) && scores.note.contains(QStringLiteral("of 40 columns")), qPrintable(scores.note));
    QVERIFY(!scores.note.contains(QStringLiteral("wheel")));

    QTemporaryDir folder;
    const QString svg = folder.filePath(QStringLiteral("scores.svg"));
    FigureSpec spec;
    spec.kind = FigureKind::Stage;
    spec.stage = PipelineStage::Scores;
    spec.precision = 2;
    QVERIFY(exportFigure(spec, document.get(), svg, {kSlide, 1.0}).isEmpty());
    QString error;
    const QStringList words = test::svgTexts(svg, &error);
    for (const QString &expected : {QStringLiteral("t1"), QStringLiteral("t40"), QStringLiteral("⋮"), QStringLiteral("⋯")})
        QVERIFY2(words.contains(expected), qPrintable(expected));
    QVERIFY(!words.contains(QStringLiteral("t20")));
    QVERIFY(std::any_of(words.begin(), words.end(), [](const QString &word) { return word.contains(QStringLiteral("of 40 rows")); }));
    QVERIFY(std::none_of(words.begin(), words.end(), [](const QString &word) { return word.contains(QStringLiteral("wheel")); }));
}

void TestSlides::pinnedArithmeticGoesOntoTheSlide()
{
    const std::unique_ptr<ScenarioDocument> document = documentFor(lessonScenario(test::examplesFolder() + QStringLiteral("/01-alignment.json")));
    FigureSpec spec;
    spec.kind = FigureKind::Stage;
    spec.stage = PipelineStage::Softmax;
    spec.pinned = PinnedCell{QStringLiteral("weights"), 0, 1};
    QTemporaryDir folder;
    const QString svg = folder.filePath(QStringLiteral("softmax.svg"));
    QVERIFY(exportFigure(spec, document.get(), svg, {kSlide, 1.0}).isEmpty());
    QString error;
    const QString words = test::svgTexts(svg, &error).join(u' ');
    // The softmax of hello's row, term by term, at the page's size: e^(s − max), the row's sum, the weight.
    QVERIFY2(words.contains(QStringLiteral("row sum of these")), qPrintable(words));
    QVERIFY(words.contains(QStringLiteral("Attention weights (hello, hi)")));
    const StagePage page(*document, PipelineStage::Softmax, 0, 2, QStringLiteral("en"));
    const StagePage::Layout layout = page.layOut(kSlide, PageStyle(), {}, spec.pinned);
    const auto panel = std::find_if(layout.texts.begin(), layout.texts.end(), [](const auto &block) { return block.name == QLatin1String("arithmetic"); });
    QVERIFY(panel != layout.texts.end());
    QVERIFY(panel->text->defaultFont().pixelSize() >= 22);
    for (const auto &[role, matrixLayout] : layout.matrices)
        QVERIFY2(!matrixLayout.bounds.intersects(panel->rect), qPrintable(role));
}

int main(int argc, char **argv)
{
    QGuiApplication application(argc, argv);
    TestSlides test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_slides.moc"
