// Slides drawn straight from the renderers: this test runs under a QGuiApplication, not a QApplication, so
// constructing any QWidget while exporting would abort it ("Cannot create a QWidget without QApplication").
#include "support/SvgTexts.h"
#include "support/LessonScenarios.h"
#include "support/TestPaths.h"

#include "cpu/CpuEngine.h"
#include "document/ScenarioDocument.h"
#include "figures/FigureRenderer.h"
#include "render/ColourPalettes.h"
#include "figures/HeatmapPlot.h"
#include "render/MatrixPicture.h"
#include "render/StagePage.h"
#include "render/FigureText.h"
#include "render/VectorPicture.h"
#include "scenario/ScenarioEdits.h"
#include "scenario/ScenarioFile.h"
#include "text/MatrixText.h"

#include <algorithm>
#include <limits>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QWindow>
#include <map>
#include <set>
#include <memory>

using namespace attn;

Q_DECLARE_METATYPE(attn::VectorSet)

namespace {

std::unique_ptr<ScenarioDocument> documentFor(const Scenario &scenario)
{
    return std::make_unique<ScenarioDocument>(scenario, std::make_unique<CpuEngine>());
}

using test::lessonScenario;

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

/// A matrix picture painted on white, with room around it (its layout is at (10, 10) or further in).
QImage paintedOnWhite(const MatrixPicture &picture, const MatrixPicture::Layout &layout)
{
    QImage image(layout.bounds.adjusted(-10, -10, 10, 10).size() + QSize(20, 20), QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    picture.paint(painter, layout, MatrixMarks(), PictureColours());
    return image;
}

/// Whether column x of an image holds ink (darker than the rules and the shading) in rows top to bottom - 1.
bool inkInColumn(const QImage &image, int x, int top, int bottom)
{
    for (int y = top; y < bottom; ++y)
        if (qGray(image.pixel(x, y)) < 128)
            return true;
    return false;
}

/// The pixels of ink a text has, drawn black on white in that font: how much of it the eye sees.
int ink(const QFont &font, const QString &symbol)
{
    const QFontMetrics metrics(font);
    QImage image(metrics.boundingRect(symbol).size() + QSize(8, 8), QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setFont(font);
    painter.setPen(Qt::black);
    painter.drawText(image.rect(), Qt::AlignCenter, symbol);
    painter.end();
    int dark = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            dark += qGray(image.pixel(x, y)) < 128;
    return dark;
}

/// A page laid out as the window's stage view does it, seen through a scroll area of that size at that text
/// scale: in the room seen, then in the room it asked for, keeping the choices made for the room seen (how
/// much of a long matrix shows, whether column labels are staggered). staggeredLabels: that choice made for it.
struct ViewLayouts
{
    PageStyle style;
    StagePage::Layout asked;
    StagePage::Layout given;
};
ViewLayouts laidOutAsTheViewDoes(const StagePage &page, const QSize &seen, double textScale,
                                 std::optional<bool> staggeredLabels = std::nullopt)
{
    ViewLayouts view;
    view.style.forScreen = true;
    view.style.textScale = textScale;
    view.style.visibleWidth = seen.width();
    view.style.visibleHeight = seen.height();
    view.style.staggeredLabels = staggeredLabels;
    view.asked = page.layOut(seen, view.style);
    view.style.cutBudget = view.asked.cutBudget;
    view.style.staggeredLabels = view.asked.staggeredLabels;
    view.given = page.layOut(view.asked.needed.expandedTo(seen), view.style);
    return view;
}

} // namespace

class TestSlides : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyStageOfEveryLessonIsAWholeSlide();
    void largeMatricesShowTheirEndsAndSaySo();
    void aSlidesTextsGrowWithTheSlideButNotAtTheNumbersCost();
    void aNarrowPageShowsFewerOfAModelsDimensions();
    void aPinnedPageAsksTheSameHeightBesideAScrollBar();
    void pinnedArithmeticGoesOntoTheSlide();
    void pinnedArithmeticLeavesTheNumbersReadable_data();
    void pinnedArithmeticLeavesTheNumbersReadable();
    void heatmapsAreSlidesWithNamedRanges();
    void aHeatmapsLabelsLeaveTheNumbersTheirRoom();
    void aLargerTextScaleNeverShrinksTheLabels_data();
    void severalPanelsNameTheirTokensAsLargeAsOne_data();
    void severalPanelsNameTheirTokensAsLargeAsOne();
    void keyNamesLieFlatOrReadAsThemselves();
    void aLargerTextScaleNeverShrinksTheLabels();
    void aHeatmapsNumbersArePartedByAGap_data();
    void aHeatmapsNumbersArePartedByAGap();
    void aSmallHeatmapIsTheFigureScaledDown_data();
    void aSmallHeatmapIsTheFigureScaledDown();
    void theColourBarNamesTheEndsOfItsRange();
    void tooManyTokensAreNamedEveryKthAndSaySo();
    void tokensThatLookLikeMarkupAreShownAsThemselves();
    void aScrolledMatrixKeepsEverySlot();
    void aShortPageAsksForRoomForReadableNumbers();
    void largerTextMakesLargerNumbers_data();
    void largerTextMakesLargerNumbers();
    void largerTextNeverMakesTheWordsSmaller_data();
    void largerTextNeverMakesTheWordsSmaller();
    void aNarrowViewScrollsOnlyDownForReadableNumbers_data();
    void aNarrowViewScrollsOnlyDownForReadableNumbers();
    void aScrollingPageShowsEachMatrixAsLargeAsTheViewAllows_data();
    void aScrollingPageShowsEachMatrixAsLargeAsTheViewAllows();
    void aPinnedNumbersArithmeticStandsUnderItsMatrixOnAScrollingPage();
    void aScrollingPagesNumbersGrowOnlyAsFarAsTheBackRowNeeds_data();
    void aScrollingPagesNumbersGrowOnlyAsFarAsTheBackRowNeeds();
    void operatorsAreAsVisibleAsTheTimesSign();
    void operatorsStandOutBesideTheNumbers_data();
    void operatorsStandOutBesideTheNumbers();
    void aPartsNameInTheTitleWrapsWhole_data();
    void aPartsNameInTheTitleWrapsWhole();
    void vectorFiguresFitTheirArrowsWithAScaleAndFreeLabels_data();
    void vectorFiguresFitTheirArrowsWithAScaleAndFreeLabels();
    void manyVectorsLeaveLabelsOutAndSaySo();
    void numbersKeepClearOfTheFrame_data();
    void numbersKeepClearOfTheFrame();
    void aCutMatrixSaysSoReadably_data();
    void aCutMatrixSaysSoReadably();
    void wordsWiderThanTheirNumbersStandOnTwoLines_data();
    void wordsWiderThanTheirNumbersStandOnTwoLines();
    void aSentencesScoresStaggerTheirWordsForLargerNumbers_data();
    void aSentencesScoresStaggerTheirWordsForLargerNumbers();
    void neighbouringNumbersArePartedByAGap_data();
    void neighbouringNumbersArePartedByAGap();
    void headRulesStandBetweenTheNumbers_data();
    void headRulesStandBetweenTheNumbers();
    void maskedEntriesReadAsPlainlyAsNumbers_data();
    void maskedEntriesReadAsPlainlyAsNumbers();
};

void TestSlides::numbersKeepClearOfTheFrame_data()
{
    QTest::addColumn<int>("pixelSize");
    for (int pixels : {12, 24, 40})
        QTest::addRow("%d px", pixels) << pixels;
}

void TestSlides::numbersKeepClearOfTheFrame()
{
    // The widest entry, minus sign and all, stands in the first column: between it and the frame's left rule
    // some columns of pixels hold no ink, as between it and the number before it elsewhere.
    QFETCH(int, pixelSize);
    auto values = std::make_shared<MatrixF>(2, 2);
    *values << -8.88f, 0.25f, 0.50f, -0.75f;
    const MatrixPicture picture(QStringLiteral("m"), QString(), values, {QStringLiteral("a"), QStringLiteral("b")}, {}, 2,
                                pixelFont(pixelSize));
    const MatrixPicture::Layout layout = picture.layOut(QPoint(10, 10), pixelSize, 16, 16);
    const QImage image = paintedOnWhite(picture, layout);
    // Ink: darker than the rule and the shading. Columns from just inside the frame's rule to the first ink.
    const int rule = layout.origin.x();
    const QRect firstCell = picture.cellRect(layout, 0, 0);
    int clear = 0;
    for (int x = rule + 1; x < firstCell.right() && !inkInColumn(image, x, firstCell.top() + 1, firstCell.bottom()); ++x)
        ++clear;
    QVERIFY2(clear >= std::max(2, pixelSize / 10), qPrintable(QStringLiteral("%1 clear columns").arg(clear)));
}

void TestSlides::aShortPageAsksForRoomForReadableNumbers()
{
    // A small window at a large text: rather than shrink the numbers below 10 px, the page asks for the height
    // that readable numbers need (its view scrolls up and down), and given it, lays itself out that way.
    const std::unique_ptr<ScenarioDocument> document =
        documentFor(lessonScenario(test::examplesFolder() + QStringLiteral("/05-scaling.json")));
    for (PipelineStage stage : {PipelineStage::Scores, PipelineStage::Concatenation, PipelineStage::OutputProjection}) {
        const StagePage page(document->snapshot(), stage, 0, 2, QStringLiteral("en"));
        const QSize small(800, 300);
        PageStyle seenThroughAWindow;
        seenThroughAWindow.visibleHeight = small.height();
        const StagePage::Layout cramped = page.layOut(small, seenThroughAWindow);
        QVERIFY2(cramped.needed.width() <= small.width(), qPrintable(stageKey(stage))); // no sideways scrolling
        QVERIFY2(cramped.needed.height() > small.height(), qPrintable(stageKey(stage)));
        const StagePage::Layout given = page.layOut(cramped.needed.expandedTo(small), seenThroughAWindow);
        QVERIFY2(given.fits, qPrintable(stageKey(stage)));
        QVERIFY2(given.numberPixelSize >= 10, qPrintable(QStringLiteral("%1: %2 px").arg(stageKey(stage)).arg(given.numberPixelSize)));
        QCOMPARE(given.needed, cramped.needed); // the same request at the new size: the view settles
        // The texts are the size the window allows, so the numbers start where they would without scrolling.
        QCOMPARE(given.texts.back().rect, cramped.texts.back().rect);
    }
}

void TestSlides::aCutMatrixSaysSoReadably_data()
{
    QTest::addColumn<int>("pixelSize");
    QTest::addColumn<int>("notePixels");
    QTest::addRow("8 px numbers") << 8 << 8; // never larger than the numbers
    QTest::addRow("10 px numbers") << 10 << 9;
    QTest::addRow("12 px numbers") << 12 << 9;
    QTest::addRow("20 px numbers") << 20 << 14; // seven tenths of them, as before
}

void TestSlides::aCutMatrixSaysSoReadably()
{
    // A narrow desk view draws a long matrix at 10 px numbers; its note, "7 of 64 columns shown (wheel,
    // Shift+wheel)", the one sign that it goes on and how to see the rest, was seven tenths of that: 7 px.
    QFETCH(int, pixelSize);
    QFETCH(int, notePixels);
    auto values = std::make_shared<MatrixF>(MatrixF::Constant(3, 64, 0.5f));
    const MatrixPicture picture(QStringLiteral("m"), QString(), values, {}, {}, 2, pixelFont(pixelSize));
    const MatrixPicture::Layout layout = picture.layOut(QPoint(10, 10), pixelSize, 8, 8, 0, 0, true);
    QVERIFY2(layout.note.contains(QStringLiteral("of 64 columns shown")), qPrintable(layout.note));
    QCOMPARE(layout.noteFont.pixelSize(), notePixels);
    // Still inside the matrix's picture: the note widens it rather than run past it.
    QVERIFY(layout.bounds.contains(layout.noteRect));
}

void TestSlides::wordsWiderThanTheirNumbersStandOnTwoLines_data()
{
    QTest::addColumn<int>("pixelSize");
    for (int pixels : {10, 14, 20, 32})
        QTest::addRow("%d px", pixels) << pixels;
}

void TestSlides::wordsWiderThanTheirNumbersStandOnTwoLines()
{
    // A sentence's words over its scores widened every column to "attention": the 11 x 11 scores of a
    // lecture at 1280 x 720 had 14 px numbers. Staggered on two lines, each word is centred over its own
    // column, no word touches another, the farther line's words have a tick down between the nearer line's,
    // and the columns are as narrow as the numbers allow.
    QFETCH(int, pixelSize);
    auto values = std::make_shared<MatrixF>(2, 6);
    *values << -0.52f, 0.43f, 0.61f, -0.18f, 0.10f, 2.06f, //
        0.07f, -0.23f, 1.22f, 0.20f, -1.98f, 0.15f;
    const QStringList words{"attention", "compares", "every", "token", "in", "sentence"};
    const MatrixPicture picture(QStringLiteral("scores"), QStringLiteral("Scores"), values, {"attention", "every"}, words, 2,
                                pixelFont(pixelSize));
    QVERIFY(picture.columnLabelsOutgrowNumbers());
    const MatrixPicture::Layout plain = picture.layOut(QPoint(10, 10), pixelSize, 16, 16);
    const MatrixPicture::Layout staggered = picture.layOut(QPoint(10, 10), pixelSize, 16, 16, 0, 0, false, true);
    QVERIFY(!plain.staggeredLabels);
    QVERIFY(staggered.staggeredLabels);
    // The numbers set the columns' width now: "-0.52" and its air.
    const int widestNumber = QFontMetrics(staggered.font).horizontalAdvance(QStringLiteral("-0.52"));
    QVERIFY2(staggered.cellWidth <= widestNumber + std::max(5, pixelSize / 4) + 1,
             qPrintable(QStringLiteral("%1 px columns for %2 px numbers").arg(staggered.cellWidth).arg(widestNumber)));
    QVERIFY2(staggered.bounds.width() * 4 < plain.bounds.width() * 3,
             qPrintable(QStringLiteral("%1 px wide, %2 px on one line").arg(staggered.bounds.width()).arg(plain.bounds.width())));
    const auto texts = picture.texts(staggered);
    std::map<QString, QRect> labelBoxes;
    for (const auto &[text, box] : texts) {
        if (!words.contains(text) || box.bottom() >= staggered.origin.y())
            continue; // a row label
        // Those reaching past the grid widen the picture: its neighbours on a page keep their distance.
        QVERIFY2(staggered.bounds.contains(box), qPrintable(text));
        labelBoxes[text] = box;
    }
    for (size_t i = 0; i < texts.size(); ++i)
        for (size_t j = i + 1; j < texts.size(); ++j)
            QVERIFY2(!texts[i].second.intersects(texts[j].second), qPrintable(texts[i].first + u'/' + texts[j].first));
    QCOMPARE(int(labelBoxes.size()), int(words.size()));
    const QImage image = paintedOnWhite(picture, staggered);
    for (int column = 0; column < int(words.size()); ++column) {
        const QRect cell = picture.cellRect(staggered, 0, column);
        const QRect label = labelBoxes.at(words[column]);
        QVERIFY2(std::abs(label.center().x() - cell.center().x()) <= 1, qPrintable(words[column]));
        // Alternately on the nearer line and on the farther, the nearer ones level with each other.
        const QRect first = labelBoxes.at(words[column % 2]);
        QCOMPARE(label.top(), first.top());
        if (column % 2 == 0)
            continue;
        QVERIFY2(label.bottom() < labelBoxes.at(words[0]).top(), qPrintable(words[column]));
        // The tick: dots down the column's middle from under the word to the grid, clear of the nearer words.
        const int x = cell.center().x();
        int dots = 0;
        for (int y = label.bottom() + 2; y < staggered.origin.y() - 1; ++y) {
            for (const QString &word : words)
                QVERIFY2(!labelBoxes.at(word).contains(x, y), qPrintable(words[column] + u'/' + word));
            dots += image.pixelColor(x - staggered.bounds.left() + 10, y - staggered.bounds.top() + 10) != QColor(Qt::white);
        }
        QVERIFY2(dots >= 3, qPrintable(QStringLiteral("%1: %2 px of tick").arg(words[column]).arg(dots)));
    }
    // Words no wider than the numbers stay on one line.
    const MatrixPicture letters(QStringLiteral("s"), QString(), values, {}, {"a", "b", "c", "d", "e", "f"}, 2,
                                pixelFont(pixelSize));
    QVERIFY(!letters.columnLabelsOutgrowNumbers());
    QVERIFY(!letters.layOut(QPoint(10, 10), pixelSize, 16, 16, 0, 0, false, true).staggeredLabels);
}

void TestSlides::aSentencesScoresStaggerTheirWordsForLargerNumbers_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<PipelineStage>("stage");
    QTest::addColumn<QSize>("size"); // a slide's, or the room a lecture's view sees
    QTest::addColumn<double>("textScale"); // 0: a slide
    QTest::addColumn<bool>("staggered");
    // The cost lesson's 11 tokens: the words set the columns' width, and the numbers were 13 to 14 px.
    const QString cost = QStringLiteral("07-cost");
    QTest::newRow("cost, scores, 1280 x 720 slide") << cost << PipelineStage::Scores << QSize(1280, 720) << 0.0 << true;
    // Its scaling: two staggered captions side by side, of which only "Scores Q Kᵀ" fits beside its words.
    QTest::newRow("cost, scaling, 1280 x 720 slide") << cost << PipelineStage::Scaling << QSize(1280, 720) << 0.0 << true;
    // Its masked scores, 14 px on one line where the slides before and after have 17 (16 staggered).
    QTest::newRow("cost, mask, 1280 x 720 slide") << cost << PipelineStage::Mask << QSize(1280, 720) << 0.0 << true;
    QTest::newRow("cost, softmax, 1600 x 900 slide") << cost << PipelineStage::Softmax << kSlide << 0.0 << true;
    QTest::newRow("cost, scores, 1280 x 720 lecture") << cost << PipelineStage::Scores << QSize(840, 435) << 1.44 << true;
    QTest::newRow("cost, scores, 1280 x 720 lecture, Ctrl+ twice")
        << cost << PipelineStage::Scores << QSize(840, 380) << 1.44 * 1.15 * 1.15 << true;
    // Its 23 px numbers scrolled row by row in a 1080p lecture are larger than 18 px seen whole, staggered.
    QTest::newRow("cost, scores, 1920 x 1080 lecture") << cost << PipelineStage::Scores << QSize(1370, 740) << 1.5 << false;
    // Three words over numbers already larger than the back of the room needs (43 px in a 1080p lecture).
    QTest::newRow("alignment, softmax, 1920 x 1080 lecture")
        << QStringLiteral("01-alignment") << PipelineStage::Softmax << QSize(1370, 740) << 1.5 << false;
    // A page seen whole at 23 px that would scroll at 32 staggered (1280 x 720, Ctrl+ twice).
    QTest::newRow("alignment, scaling, 1280 x 720 lecture, Ctrl+ twice")
        << QStringLiteral("01-alignment") << PipelineStage::Scaling << QSize(840, 380) << 1.44 * 1.15 * 1.15 << false;
}

void TestSlides::aSentencesScoresStaggerTheirWordsForLargerNumbers()
{
    // Staggered column labels are worth a line's height only where they let the numbers grow by an eighth,
    // where the numbers are smaller than the back of the room needs, and where a page seen whole stays so.
    QFETCH(QString, lesson);
    QFETCH(PipelineStage, stage);
    QFETCH(QSize, size);
    QFETCH(double, textScale);
    QFETCH(bool, staggered);
    const std::unique_ptr<ScenarioDocument> document =
        documentFor(lessonScenario(test::examplesFolder() + u'/' + lesson + QStringLiteral(".json")));
    const StagePage page(document->snapshot(), stage, 0, 2, QStringLiteral("en"));
    const auto laidOut = [&](std::optional<bool> stagger) {
        if (textScale > 0)
            return laidOutAsTheViewDoes(page, size, textScale, stagger).given;
        PageStyle style;
        style.staggeredLabels = stagger;
        return page.layOutSlide(size, style);
    };
    const StagePage::Layout chosen = laidOut(std::nullopt), plain = laidOut(false);
    const QString where = QStringLiteral("%1 px, %2 px on one line").arg(chosen.numberPixelSize).arg(plain.numberPixelSize);
    QCOMPARE(chosen.staggeredLabels, staggered);
    QVERIFY(chosen.fits);
    if (!staggered) {
        QCOMPARE(chosen.numberPixelSize, plain.numberPixelSize);
        return;
    }
    QVERIFY2(chosen.numberPixelSize * 8 >= plain.numberPixelSize * 9, qPrintable(where));
    bool anyStaggered = false;
    for (const auto &[role, matrix] : chosen.matrices)
        anyStaggered = anyStaggered || matrix.staggeredLabels;
    QVERIFY(anyStaggered);
    // Nothing under the lowest matrix of a page that scrolls but the page's margin (12 px): room kept under a
    // staggered matrix, as much as its extra line, had left the last view of the scores at 1280 x 720 after
    // Ctrl+ twice showing the page's end and cutting the scores' name off at the top.
    int lowest = 0;
    for (const auto &[role, matrix] : chosen.matrices)
        lowest = std::max(lowest, matrix.bounds.bottom() + 1);
    if (textScale > 0 && chosen.size.height() > size.height())
        QVERIFY2(chosen.size.height() - lowest <= 13,
                 qPrintable(QStringLiteral("%1 px under the lowest matrix").arg(chosen.size.height() - lowest)));
    // The rows of matrices side by side stay level (Q's first row with the scores' first row), the staggered
    // matrix raised by its extra line. So do their captions, where the staggered matrix's caption stands on
    // its farther line of labels: "Scores Q Kᵀ" had stood a line above "Q (queries)" and "K (keys)". Where
    // one staggered caption in a row finds no room there, none stands there (two staggered captions beside
    // each other at two heights, as the scaling's were, read worse than both raised).
    const auto raised = [](const MatrixPicture::Layout &matrix) { return matrix.staggeredLabels && !matrix.captionBesideLabels; };
    for (const auto &[role, matrix] : chosen.matrices)
        for (const auto &[other, beside] : chosen.matrices)
            if (matrix.rows.size() == beside.rows.size() && matrix.bounds.bottom() >= beside.bounds.top() &&
                beside.bounds.bottom() >= matrix.bounds.top()) {
                const QString pair = role + u'/' + other + u' ' + where;
                QVERIFY2(std::abs(matrix.origin.y() - beside.origin.y()) <= 1, qPrintable(pair));
                if (!raised(matrix) && !raised(beside))
                    QVERIFY2(std::abs(matrix.captionRect.top() - beside.captionRect.top()) <= 1, qPrintable(pair));
                if (matrix.staggeredLabels && beside.staggeredLabels)
                    QCOMPARE(matrix.captionBesideLabels, beside.captionBesideLabels);
            }
    // The scores' caption, narrower than the corner its first staggered word leaves, stands beside the words
    // where Q and K stand beside the scores (a slide); alone in its row (a lecture's page, K above), above
    // them, apart from the words.
    if (stage == PipelineStage::Scores && chosen.matrices.count(QStringLiteral("scores"))) {
        const MatrixPicture::Layout &scores = chosen.matrices.at(QStringLiteral("scores"));
        bool besideOthers = false;
        for (const auto &[role, matrix] : chosen.matrices)
            besideOthers = besideOthers || (role != QLatin1String("scores") && std::abs(matrix.origin.y() - scores.origin.y()) <= 1);
        QCOMPARE(scores.captionBesideLabels, besideOthers);
    }
}

void TestSlides::neighbouringNumbersArePartedByAGap_data()
{
    QTest::addColumn<int>("pixelSize");
    for (int pixels : {10, 12, 14, 16, 20})
        QTest::addRow("%d px", pixels) << pixels;
}

void TestSlides::neighbouringNumbersArePartedByAGap()
{
    // Two negative numbers side by side, as a long matrix has them at a projector's small sizes: between the
    // last digit of one and the minus sign of the next, a gap a reader sees at once (with 4 px of air,
    // "-8.88-8.88" read as a subtraction), whatever the shading of the columns.
    QFETCH(int, pixelSize);
    auto values = std::make_shared<MatrixF>(1, 2);
    *values << -8.88f, -8.88f;
    const MatrixPicture picture(QStringLiteral("m"), QString(), values, {QStringLiteral("a")}, {}, 2, pixelFont(pixelSize));
    const MatrixPicture::Layout layout = picture.layOut(QPoint(10, 10), pixelSize, 16, 16);
    const QImage image = paintedOnWhite(picture, layout);
    const QRect first = picture.cellRect(layout, 0, 0), second = picture.cellRect(layout, 0, 1);
    const auto inkAt = [&](int x) { return inkInColumn(image, x, first.top() + 1, first.bottom()); };
    int lastInk = first.left();
    for (int x = first.left(); x <= first.right(); ++x)
        if (inkAt(x))
            lastInk = x;
    int firstInk = second.right();
    for (int x = second.right(); x >= second.left(); --x)
        if (inkAt(x))
            firstInk = x;
    const int gap = firstInk - lastInk - 1;
    qInfo("%d px: %d clear columns", pixelSize, gap);
    QVERIFY2(gap >= std::max(6, pixelSize * 3 / 10), qPrintable(QStringLiteral("%1 clear columns").arg(gap)));
}

void TestSlides::headRulesStandBetweenTheNumbers_data()
{
    neighbouringNumbersArePartedByAGap_data();
    QTest::addRow("40 px") << 40;
}

void TestSlides::headRulesStandBetweenTheNumbers()
{
    // The concatenation's heavy rule where the second head's columns begin stands in the air between the
    // numbers: clear columns of pixels between it and the digits on either side, not a line on the digits.
    QFETCH(int, pixelSize);
    auto values = std::make_shared<MatrixF>(1, 2);
    *values << -8.88f, -8.88f;
    MatrixPicture picture(QStringLiteral("concat"), QString(), values, {QStringLiteral("a")}, {}, 2, pixelFont(pixelSize));
    picture.setColumnGroupStarts({1});
    const MatrixPicture::Layout layout = picture.layOut(QPoint(10, 10), pixelSize, 16, 16);
    const QImage image = paintedOnWhite(picture, layout);
    const QRect first = picture.cellRect(layout, 0, 0), second = picture.cellRect(layout, 0, 1);
    // Rows of the digits only: the middle half of the cell, away from the frame.
    const auto inkAt = [&](int x) { return inkInColumn(image, x, first.top() + first.height() / 4, first.bottom() - first.height() / 4); };
    // From the boundary outwards: the rule's ink, then clear columns, then a digit.
    const int boundary = second.left();
    const auto clearBeside = [&](int step) {
        int x = boundary;
        while (inkAt(x)) // the rule
            x += step;
        int clear = 0;
        for (; !inkAt(x) && x > first.left() && x < second.right(); x += step)
            ++clear;
        return clear;
    };
    const int left = clearBeside(-1), right = clearBeside(+1);
    qInfo("%d px: %d clear columns before the rule, %d after", pixelSize, left, right);
    const int wanted = std::max(3, pixelSize / 10);
    QVERIFY2(left >= wanted && right >= wanted, qPrintable(QStringLiteral("%1 and %2 clear columns").arg(left).arg(right)));
}

void TestSlides::maskedEntriesReadAsPlainlyAsNumbers_data()
{
    headRulesStandBetweenTheNumbers_data(); // the same sizes up to 40 px
}

void TestSlides::maskedEntriesReadAsPlainlyAsNumbers()
{
    // The mask's −∞ is what the lesson points at: drawn in the numbers' colour on a patch of the cell's own
    // (it was the labels' grey, under the hatching), while its cell stays hatched around it.
    QFETCH(int, pixelSize);
    auto values = std::make_shared<MatrixF>(1, 2);
    *values << 0.52f, -std::numeric_limits<float>::infinity();
    const MatrixPicture picture(QStringLiteral("masked"), QString(), values, {QStringLiteral("a")}, {}, 2, pixelFont(pixelSize));
    const MatrixPicture::Layout layout = picture.layOut(QPoint(10, 10), pixelSize, 16, 16);
    const QImage image = paintedOnWhite(picture, layout);
    const auto darkest = [&image](const QRect &area) {
        int least = 255;
        for (int y = area.top(); y <= area.bottom(); ++y)
            for (int x = area.left(); x <= area.right(); ++x)
                least = std::min(least, qGray(image.pixel(x, y)));
        return least;
    };
    const QRect number = picture.cellRect(layout, 0, 0).adjusted(1, 1, -1, -1);
    const QRect masked = picture.cellRect(layout, 0, 1).adjusted(1, 1, -1, -1);
    qInfo("%d px: darkest %d in the number, %d in −∞", pixelSize, darkest(number), darkest(masked));
    // Darker than the faint grey (96) it was drawn in, thin strokes at 10 px blending a little with the paper.
    QVERIFY2(darkest(masked) < 80, qPrintable(QStringLiteral("%1 against %2").arg(darkest(masked)).arg(darkest(number))));
    // The hatching: grey ink in the cell's top rows, above the glyphs and around their patch.
    int hatched = 0;
    for (int y = masked.top(); y < masked.top() + masked.height() / 3; ++y)
        for (int x = masked.left(); x <= masked.right(); ++x)
            hatched += qGray(image.pixel(x, y)) < 230;
    QVERIFY2(hatched >= masked.width() / 4, qPrintable(QStringLiteral("%1 hatched pixels").arg(hatched)));
}

void TestSlides::largerTextMakesLargerNumbers_data()
{
    QTest::addColumn<int>("stage");
    for (PipelineStage stage : {PipelineStage::Embeddings, PipelineStage::Projections, PipelineStage::Scores,
                                PipelineStage::WeightedSum, PipelineStage::OutputProjection})
        QTest::addRow("%s", qPrintable(stageKey(stage))) << int(stage);
}

void TestSlides::largerTextMakesLargerNumbers()
{
    // The induction lesson (14 tokens of 64 numbers) in lecture mode on a 1280 x 720 projector, beside the
    // Figures panel: each Ctrl+ makes the text larger, and the numbers must grow with it (the view scrolls),
    // not shrink because the larger text took their room. Each scale's page is laid out as the view does it:
    // in the room seen, then in the room it asked for.
    const std::unique_ptr<ScenarioDocument> document =
        documentFor(lessonScenario(test::examplesFolder() + QStringLiteral("/09-induction-head.json")));
    QFETCH(int, stage);
    const StagePage page(document->snapshot(), PipelineStage(stage), 0, 2, QStringLiteral("en"));
    const QSize seen(780, 430);
    int before = 0;
    for (double scale : {1.0, 1.5, 1.5 * 1.15, 1.5 * 1.15 * 1.15}) {
        const auto [style, asked, given] = laidOutAsTheViewDoes(page, seen, scale);
        // What the width allows at any height: 10 px times the text scale is asked for where it fits.
        PageStyle endless = style;
        endless.visibleHeight = 20000;
        const int widthAllows = page.layOut(QSize(seen.width(), 20000), endless).numberPixelSize;
        const QString where = QStringLiteral("text scale %1: numbers %2 px (the width allows %3 px)")
                                  .arg(scale).arg(given.numberPixelSize).arg(widthAllows);
        qInfo("%s", qPrintable(where));
        QVERIFY2(given.numberPixelSize >= before, qPrintable(where));
        QVERIFY2(given.numberPixelSize >= std::min(int(std::lround(10 * scale)), widthAllows), qPrintable(where));
        QVERIFY2(given.needed.width() <= seen.width(), qPrintable(where)); // no sideways scrolling
        before = given.numberPixelSize;
    }
}

void TestSlides::largerTextNeverMakesTheWordsSmaller_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<int>("stage");
    QTest::addColumn<QSize>("seen");
    // The stage page's room in a lecture on a 1920 × 1080 projector and on a 1280 × 720 one.
    QTest::newRow("multi-head softmax, 1080p") << "06-multi-head.json" << int(PipelineStage::Softmax) << QSize(1360, 690);
    QTest::newRow("multi-head concatenation, 1080p") << "06-multi-head.json" << int(PipelineStage::Concatenation) << QSize(1360, 690);
    QTest::newRow("causal vectors, 720p") << "03-causal-self-attention.json" << int(PipelineStage::Embeddings) << QSize(840, 430);
    QTest::newRow("alignment scores, 720p") << "01-alignment.json" << int(PipelineStage::Scores) << QSize(840, 430);
    QTest::newRow("induction scores, 720p") << "09-induction-head.json" << int(PipelineStage::Scores) << QSize(840, 430);
}

void TestSlides::largerTextNeverMakesTheWordsSmaller()
{
    // In a lecture at 1920 × 1080, Ctrl+ twice made the multi-head lesson's title and explanation about a tenth
    // smaller than before: texts above two fifths of the room seen shrank by tenths, and at the larger scale
    // one tenth more than the room asked for. Each Ctrl+ leaves every text at least as large as it was.
    QFETCH(QString, lesson);
    QFETCH(int, stage);
    QFETCH(QSize, seen);
    const std::unique_ptr<ScenarioDocument> document = documentFor(lessonScenario(test::examplesFolder() + u'/' + lesson));
    const StagePage page(document->snapshot(), PipelineStage(stage), 0, 2, QStringLiteral("en"));
    std::map<QString, int> before;
    for (double scale : {1.0, 1.15, 1.5, 1.5 * 1.15, 1.5 * 1.15 * 1.15, 1.5 * 1.15 * 1.15 * 1.15}) {
        const auto [style, asked, given] = laidOutAsTheViewDoes(page, seen, scale);
        for (const StagePage::TextBlock &block : given.texts) {
            const int pixels = block.text->defaultFont().pixelSize();
            const QString where = QStringLiteral("text scale %1: %2 at %3 px, %4 px before").arg(scale).arg(block.name).arg(pixels).arg(before[block.name]);
            QVERIFY2(pixels >= before[block.name], qPrintable(where));
            before[block.name] = pixels;
        }
    }
}

void TestSlides::aNarrowViewScrollsOnlyDownForReadableNumbers_data()
{
    QTest::addColumn<int>("stage");
    QTest::addColumn<bool>("readsDown"); // whether the width seen allows 10 px numbers in some arrangement
    QTest::addRow("projections") << int(PipelineStage::Projections) << true;
    QTest::addRow("output projection") << int(PipelineStage::OutputProjection) << true;
    // 14 x 14 matrices of a token each way: not 10 px numbers in 376 px, whatever the arrangement.
    QTest::addRow("scores") << int(PipelineStage::Scores) << false;
    QTest::addRow("softmax") << int(PipelineStage::Softmax) << false;
    QTest::addRow("weighted sum") << int(PipelineStage::WeightedSum) << false;
}

void TestSlides::aNarrowViewScrollsOnlyDownForReadableNumbers()
{
    // The induction lesson (14 tokens of 64 numbers) at the desk on a 1280 x 720 laptop, with the Scenario
    // editor and the Figures panel both open: the stage view between them is about 400 x 420 px. Its
    // projections had 8 px numbers (digits 5 px high), X at the bottom left and W_Q cut off at the top
    // right, scrolled both ways, and Ctrl+ left them so. Where the width allows readable numbers the page
    // reads down at them, scrolling only up and down; where it does not, it scrolls sideways too, but at
    // readable numbers that grow with the text.
    const std::unique_ptr<ScenarioDocument> document =
        documentFor(lessonScenario(test::examplesFolder() + QStringLiteral("/09-induction-head.json")));
    QFETCH(int, stage);
    QFETCH(bool, readsDown);
    const StagePage page(document->snapshot(), PipelineStage(stage), 0, 3, QStringLiteral("en"));
    const QSize seen(400, 420);
    int before = 0;
    for (double scale : {1.0, 1.15, 1.15 * 1.15}) {
        const auto [style, asked, given] = laidOutAsTheViewDoes(page, seen, scale);
        const QString where = QStringLiteral("text scale %1: numbers %2 px, page %3 x %4 px")
                                  .arg(scale).arg(given.numberPixelSize).arg(given.size.width()).arg(given.size.height());
        qInfo("%s", qPrintable(where));
        QVERIFY2(given.fits, qPrintable(where));
        QCOMPARE(given.needed, asked.needed); // the same request at the new size: the view settles
        QVERIFY2(given.numberPixelSize >= 10, qPrintable(where));
        QVERIFY2(given.numberPixelSize >= before, qPrintable(where)); // Ctrl+ never makes them smaller
        if (readsDown)
            QVERIFY2(given.size.width() <= seen.width(), qPrintable(where)); // no sideways scrolling
        else
            QVERIFY2(given.numberPixelSize >= std::lround(10 * scale), qPrintable(where));
        before = given.numberPixelSize;
    }
}

void TestSlides::aScrollingPageShowsEachMatrixAsLargeAsTheViewAllows_data()
{
    QTest::addColumn<int>("stage");
    QTest::newRow("scores") << int(PipelineStage::Scores);
    QTest::newRow("softmax") << int(PipelineStage::Softmax);
    QTest::newRow("weighted sum") << int(PipelineStage::WeightedSum);
}

void TestSlides::aScrollingPageShowsEachMatrixAsLargeAsTheViewAllows()
{
    // The induction lesson (14 x 14 scores and weights) in a 1080p lecture: the stage view is about
    // 1360 x 730 px at text scale 1.5. Its matrices do not fit under the texts at readable numbers, so the
    // page scrolls, and the clicker brings in one matrix at a time: each is as large as fills the view by
    // itself. Fitted all together into one view, they had had 15 px numbers, each matrix under half the
    // view's height.
    const std::unique_ptr<ScenarioDocument> document =
        documentFor(lessonScenario(test::examplesFolder() + QStringLiteral("/09-induction-head.json")));
    QFETCH(int, stage);
    const StagePage page(document->snapshot(), PipelineStage(stage), 0, 2, QStringLiteral("en"));
    const QSize seen(1360, 730);
    const auto [style, asked, given] = laidOutAsTheViewDoes(page, seen, 1.5);
    QCOMPARE(given.needed, asked.needed); // the view settles
    QVERIFY2(given.size.height() > seen.height(), "the page fits the view: not what this test is about");
    int tallest = 0;
    for (const auto &[role, matrix] : given.matrices) {
        const QString where = QStringLiteral("%1: %2 px high in a view of %3, numbers %4 px")
                                  .arg(role).arg(matrix.bounds.height()).arg(seen.height()).arg(given.numberPixelSize);
        qInfo("%s", qPrintable(where));
        QVERIFY2(matrix.bounds.height() <= seen.height(), qPrintable(where)); // each seen whole by itself
        tallest = std::max(tallest, matrix.bounds.height());
    }
    QVERIFY2(tallest > seen.height() * 3 / 4, qPrintable(QStringLiteral("the tallest matrix is %1 px").arg(tallest)));
    QVERIFY(given.numberPixelSize >= 22);
}

void TestSlides::aScrollingPagesNumbersGrowOnlyAsFarAsTheBackRowNeeds_data()
{
    QTest::addColumn<int>("stage");
    QTest::newRow("scores") << int(PipelineStage::Scores);
    QTest::newRow("softmax") << int(PipelineStage::Softmax);
    QTest::newRow("weighted sum") << int(PipelineStage::WeightedSum);
}

void TestSlides::aScrollingPagesNumbersGrowOnlyAsFarAsTheBackRowNeeds()
{
    // The causal lesson (6 tokens) in a 1280 x 720 lecture after Ctrl+ twice: the stage view is about
    // 850 x 430 px at text scale 1.98, and the pages scroll. Each row of matrices filling the view by itself
    // would give 35 px numbers and twice the Page Downs (46 for the lesson, against 23); the back row needs
    // a 24th of the view, which the matrices fitted together into the view already give.
    const std::unique_ptr<ScenarioDocument> document =
        documentFor(lessonScenario(test::examplesFolder() + QStringLiteral("/03-causal-self-attention.json")));
    QFETCH(int, stage);
    const StagePage page(document->snapshot(), PipelineStage(stage), 0, 2, QStringLiteral("en"));
    const QSize seen(850, 430);
    const auto [style, asked, given] = laidOutAsTheViewDoes(page, seen, 1.15 * 1.15 * 1.5);
    const QString where = QStringLiteral("numbers %1 px, page %2 px high in a view of %3")
                              .arg(given.numberPixelSize).arg(given.size.height()).arg(seen.height());
    qInfo("%s", qPrintable(where));
    QVERIFY2(given.size.height() > seen.height(), qPrintable(where)); // it scrolls: what this test is about
    QVERIFY2(given.numberPixelSize >= seen.height() / 24, qPrintable(where));
    QVERIFY2(given.numberPixelSize < 30, qPrintable(where));
    QVERIFY2(given.size.height() < 2 * seen.height(), qPrintable(where)); // two views at most: 2 clicks, not 4
}

void TestSlides::aPinnedNumbersArithmeticStandsUnderItsMatrixOnAScrollingPage()
{
    // The same lecture page, a number of the masked scores (the upper matrix) pinned: its arithmetic stands
    // under the masked scores, and the weights move down by the panel's room. At the page's end it was a
    // view's height below the number, and the view, scrolled to it, lost the number.
    const std::unique_ptr<ScenarioDocument> document =
        documentFor(lessonScenario(test::examplesFolder() + QStringLiteral("/09-induction-head.json")));
    const StagePage page(document->snapshot(), PipelineStage::Softmax, 0, 2, QStringLiteral("en"));
    const QSize seen(1360, 730);
    const auto [unpinnedStyle, asked, plain] = laidOutAsTheViewDoes(page, seen, 1.5);
    PageStyle style = unpinnedStyle;
    const int maskedTop = plain.matrices.at(QStringLiteral("masked")).bounds.top();
    style.keptWhilePinned = PageStyle::KeptMatrices{plain.arrangement, plain.numberPixelSize, maskedTop};
    const PinnedCell pinned{QStringLiteral("masked"), 9, 3};
    const StagePage::Layout sized = page.layOut(plain.size, style, {}, pinned);
    const StagePage::Layout layout = page.layOut(sized.needed.expandedTo(seen), style, {}, pinned);
    QVERIFY(layout.fits);
    QCOMPARE(layout.numberPixelSize, plain.numberPixelSize); // pinning keeps the numbers' size
    const QRect masked = layout.matrices.at(QStringLiteral("masked")).bounds;
    const QRect weights = layout.matrices.at(QStringLiteral("weights")).bounds;
    const auto panel = std::find_if(layout.texts.begin(), layout.texts.end(),
                                    [](const StagePage::TextBlock &block) { return block.name == QLatin1String("arithmetic"); });
    QVERIFY(panel != layout.texts.end());
    const QString where = QStringLiteral("masked %1 to %2, panel %3 to %4, weights %5 to %6, page %7")
                              .arg(masked.top()).arg(masked.bottom()).arg(panel->rect.top()).arg(panel->rect.bottom())
                              .arg(weights.top()).arg(weights.bottom()).arg(layout.size.height());
    QVERIFY2(panel->rect.top() > masked.bottom() && panel->rect.bottom() < weights.top(), qPrintable(where));
    // The number and its whole arithmetic are seen together.
    const QRect number = page.matrix(QStringLiteral("masked"))->cellRect(layout.matrices.at(QStringLiteral("masked")), 9, 3);
    QVERIFY2(panel->rect.bottom() - number.top() < seen.height(), qPrintable(where));
    QVERIFY2(weights.bottom() <= layout.size.height(), qPrintable(where));
}

void TestSlides::operatorsAreAsVisibleAsTheTimesSign()
{
    // The signs between the matrices (×, •, →, =, +) are read from the back of the room as × is: none has
    // less than half its ink (the scores' middle dot had a sixth).
    for (const auto &[name, lesson] : test::everyLessonAndItsPreparedTwin()) {
        const std::unique_ptr<ScenarioDocument> document = documentFor(lesson);
        for (PipelineStage stage : stagesOf(document->scenario())) {
            const StagePage page(document->snapshot(), stage, 0, 2, QStringLiteral("en"));
            const StagePage::Layout layout = page.layOut(kSlide, PageStyle());
            const int times = ink(layout.operatorFont, QStringLiteral("×"));
            for (const auto &[symbol, box] : layout.operators) {
                const int own = ink(layout.operatorFont, symbol);
                const QString where = QStringLiteral("%1, %2: '%3' has %4 px of ink, × %5").arg(name, stageKey(stage), symbol).arg(own).arg(times);
                QVERIFY2(own * 2 >= times, qPrintable(where));
            }
        }
    }
}

void TestSlides::operatorsStandOutBesideTheNumbers_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("forScreen");
    QTest::addColumn<double>("textScale");
    QTest::newRow("slide") << kSlide << false << 1.0;
    QTest::newRow("small slide") << QSize(1280, 720) << false << 1.0;
    QTest::newRow("narrow desk view") << QSize(400, 420) << true << 1.0;
    QTest::newRow("lecture, Ctrl+ twice") << QSize(1280, 560) << true << 1.44;
}

void TestSlides::operatorsStandOutBesideTheNumbers()
{
    // The signs are what make the matrices a formula ("X × W_Q = Q"). Drawn at the numbers' size in the
    // numbers' weight, "=" and "→" had less ink than one digit "0", and × barely more: from the back of the
    // room the page read as matrices side by side. Each sign has at least a quarter more ink than a digit.
    QFETCH(QSize, size);
    QFETCH(bool, forScreen);
    QFETCH(double, textScale);
    for (const auto &[name, lesson] : test::everyLessonAndItsPreparedTwin()) {
        const std::unique_ptr<ScenarioDocument> document = documentFor(lesson);
        for (PipelineStage stage : stagesOf(document->scenario())) {
            const StagePage page(document->snapshot(), stage, 0, 2, QStringLiteral("en"));
            StagePage::Layout layout;
            if (forScreen) {
                layout = laidOutAsTheViewDoes(page, size, textScale).given;
            } else {
                PageStyle style;
                layout = page.layOutSlide(size, style);
            }
            if (layout.operators.empty())
                continue;
            const int digit = ink(pixelFont(layout.numberPixelSize), QStringLiteral("0"));
            for (const auto &[symbol, box] : layout.operators) {
                const int own = ink(layout.operatorFont, symbol);
                const QString where = QStringLiteral("%1, %2: '%3' has %4 px of ink, a digit of the %5 px numbers %6")
                                          .arg(name, stageKey(stage), symbol)
                                          .arg(own)
                                          .arg(layout.numberPixelSize)
                                          .arg(digit);
                QVERIFY2(own * 4 >= digit * 5, qPrintable(where));
            }
        }
    }
}

void TestSlides::aPartsNameInTheTitleWrapsWhole_data()
{
    QTest::addColumn<int>("width");
    for (int width : {420, 520, 640, 760, 900})
        QTest::addRow("%d px", width) << width;
}

void TestSlides::aPartsNameInTheTitleWrapsWhole()
{
    // "2. Queries, keys and values — head 2 of 2, K (2 of 3)" at twice the text size in a narrow window:
    // where the title wraps, "head 2 of 2" and "K (2 of 3)" each stay on one line.
    QFETCH(int, width);
    const std::unique_ptr<ScenarioDocument> document =
        documentFor(lessonScenario(test::examplesFolder() + QStringLiteral("/06-multi-head.json")));
    const StagePage page(document->snapshot(), PipelineStage::Projections, 1, 2, QStringLiteral("en"), StagePart::Keys);
    PageStyle style;
    style.forScreen = true;
    style.textScale = 2.0;
    const StagePage::Layout layout = page.layOut(QSize(width, 900), style);
    const auto title = std::find_if(layout.texts.begin(), layout.texts.end(), [](const auto &block) { return block.name == QLatin1String("title"); });
    QVERIFY(title != layout.texts.end());
    QStringList lines;
    for (QTextBlock block = title->text->begin(); block.isValid(); block = block.next())
        for (int i = 0; i < block.layout()->lineCount(); ++i) {
            const QTextLine line = block.layout()->lineAt(i);
            lines << block.text().mid(line.textStart(), line.textLength()).replace(QChar::Nbsp, u' ').trimmed();
        }
    for (const QString &name : {QStringLiteral("head 2 of 2"), QStringLiteral("K (2 of 3)")})
        QVERIFY2(std::any_of(lines.begin(), lines.end(), [&name](const QString &line) { return line.contains(name); }),
                 qPrintable(lines.join(QStringLiteral(" | "))));
}

void TestSlides::everyStageOfEveryLessonIsAWholeSlide()
{
    QVERIFY(!QCoreApplication::instance()->inherits("QApplication"));
    QTemporaryDir folder;
    // Every lesson, and each of them with positions and a layer norm (as a model's head has): their stages too.
    for (const auto &[name, lesson] : test::everyLessonAndItsPreparedTwin()) {
        const std::unique_ptr<ScenarioDocument> document = documentFor(lesson);
        const Scenario &scenario = document->scenario();
        // Every stage, and each part of a stage alone (as a lecture shows them): the three products of the
        // Q, K, V stage, the layer norm's two steps.
        std::vector<std::pair<PipelineStage, StagePart>> pages;
        for (PipelineStage stage : stagesOf(scenario)) {
            pages.emplace_back(stage, StagePart::All);
            for (StagePart part : partsOf(stage))
                pages.emplace_back(stage, part);
        }
        const bool cross = scenario.mode == AttentionMode::Cross;
        // What each part shows (with two sequences the layer norm's steps show both).
        const std::map<StagePart, QStringList> partRoles{
            {StagePart::Queries, {"q", "wq", cross ? "xq" : "xkv"}},
            {StagePart::Keys, {"k", "wk", "xkv"}},
            {StagePart::Values, {"v", "wv", "xkv"}},
            {StagePart::Standardise, cross ? QStringList{"nkv", "nq", "skv", "sq"} : QStringList{"nkv", "skv"}},
            {StagePart::GainAndBias, cross ? QStringList{"beta", "gamma", "nkv", "nq", "xkv", "xq"}
                                           : QStringList{"beta", "gamma", "nkv", "xkv"}},
        };
        for (const auto &[stage, part] : pages) {
            FigureSpec spec;
            spec.kind = FigureKind::Stage;
            spec.stage = stage;
            spec.stagePart = part;
            const QString where = QStringLiteral("%1 %2 %3").arg(name, stageKey(stage), stagePartKey(part));
            // Laid out at slide size, every matrix of up to 16 × 16 is whole: no ellipsis, every token's label,
            // no text over another and none past the edge. A longer side (the induction lesson's model has 64
            // dimensions) shows its first and last numbers around an ellipsis and says how many it shows; its
            // other side, up to 16 long (the tokens), is still whole.
            const StagePage page(document->snapshot(), stage, 0, 2, QStringLiteral("en"), part);
            if (part != StagePart::All)
                QVERIFY2(page.roles() == partRoles.at(part), qPrintable(where + u' ' + page.roles().join(u' ')));
            PageStyle style; // as an export lays it out, texts grown with the slide
            const StagePage::Layout layout = page.layOutSlide(kSlide, style);
            QVERIFY2(layout.fits, qPrintable(where));
            QVERIFY2(layout.numberPixelSize >= 8, qPrintable(where));
            bool everyMatrixFits = true;
            for (const auto &[role, matrixLayout] : layout.matrices) {
                const MatrixF &matrix = page.matrix(role)->matrix();
                const auto whole = [](const std::vector<int> &indices) { return std::find(indices.begin(), indices.end(), -1) == indices.end(); };
                if (matrix.rows() <= 16)
                    QVERIFY2(whole(matrixLayout.rows), qPrintable(where + u' ' + role));
                if (matrix.cols() <= 16)
                    QVERIFY2(whole(matrixLayout.columns), qPrintable(where + u' ' + role));
                if (!matrixLayout.complete())
                    QVERIFY2(!matrixLayout.note.isEmpty(), qPrintable(where + u' ' + role));
                everyMatrixFits = everyMatrixFits && matrix.rows() <= 16 && matrix.cols() <= 16;
            }
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
            QVERIFY2(!words.contains(QStringLiteral("wheel")), qPrintable(where));
            for (const QString &ellipsis : {QStringLiteral("⋯"), QStringLiteral("⋮")})
                QVERIFY2(!everyMatrixFits || !words.contains(ellipsis), qPrintable(where + u' ' + ellipsis));
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

void TestSlides::aSlidesTextsGrowWithTheSlideButNotAtTheNumbersCost()
{
    const auto explanationPixels = [](const StagePage::Layout &layout) {
        for (const StagePage::TextBlock &block : layout.texts)
            if (block.name == QLatin1String("explanation"))
                return block.text->defaultFont().pixelSize();
        return 0;
    };
    // A small lesson's scores: at 1600 × 900 the explanation is a quarter larger than the window's 19 px
    // (the heatmaps' figureTextScale), on a 3200 × 1800 slide two and a half times, and the numbers stay
    // larger than it.
    const std::unique_ptr<ScenarioDocument> small = documentFor(lessonScenario(test::examplesFolder() + QStringLiteral("/02-translation-cross.json")));
    const StagePage smallPage(small->snapshot(), PipelineStage::Scores, 0, 2, QStringLiteral("en"));
    const int windowSized = explanationPixels(smallPage.layOut(kSlide, PageStyle()));
    QVERIFY(windowSized > 0);
    PageStyle style;
    StagePage::Layout slide = smallPage.layOutSlide(kSlide, style);
    QCOMPARE(style.textScale, 1.25);
    QVERIFY2(explanationPixels(slide) >= windowSized * 5 / 4, qPrintable(QString::number(explanationPixels(slide))));
    QVERIFY(slide.numberPixelSize > explanationPixels(slide));
    style = PageStyle();
    slide = smallPage.layOutSlide(kSlide * 2, style);
    QVERIFY2(explanationPixels(slide) >= windowSized * 5 / 2 - 1, qPrintable(QString::number(explanationPixels(slide))));
    // The induction lesson's scores (Q and K of 14 × 32 beside a 14 × 14 result): larger texts would leave
    // the numbers smaller than the explanation, so the slide keeps the texts the window has, and its numbers.
    const std::unique_ptr<ScenarioDocument> dense = documentFor(lessonScenario(test::examplesFolder() + QStringLiteral("/09-induction-head.json")));
    const StagePage densePage(dense->snapshot(), PipelineStage::Scores, 0, 2, QStringLiteral("en"));
    const StagePage::Layout atWindowSize = densePage.layOut(kSlide, PageStyle());
    style = PageStyle();
    slide = densePage.layOutSlide(kSlide, style);
    QCOMPARE(style.textScale, 1.0);
    QCOMPARE(slide.numberPixelSize, atWindowSize.numberPixelSize);
    // A page that fits at the text scale asked for is not traded for one that would be shrunk to the slide
    // (the scaling lesson's projections, four 16 × 16 matrices, at --font-scale 1.5: both at the smallest
    // numbers, only the smaller texts fit).
    const std::unique_ptr<ScenarioDocument> scaling = documentFor(lessonScenario(test::examplesFolder() + QStringLiteral("/05-scaling.json")));
    const StagePage projections(scaling->snapshot(), PipelineStage::Projections, 0, 2, QStringLiteral("en"));
    for (double asked : {1.0, 1.5, 2.0}) {
        PageStyle askedStyle;
        askedStyle.textScale = asked;
        if (!projections.layOut(kSlide, askedStyle).fits)
            continue;
        const StagePage::Layout grown = projections.layOutSlide(kSlide, askedStyle);
        QVERIFY2(grown.fits, qPrintable(QStringLiteral("text scale %1, laid out at %2").arg(asked).arg(askedStyle.textScale)));
    }
}

void TestSlides::largeMatricesShowTheirEndsAndSaySo()
{
    // 40 tokens in 20 dimensions: the scores are 40 × 40, W_Q 20 × 20.
    const std::unique_ptr<ScenarioDocument> document = documentFor(longScenario(40, 20));
    const StagePage page(document->snapshot(), PipelineStage::Scores, 0, 2, QStringLiteral("en"));
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

void TestSlides::aNarrowPageShowsFewerOfAModelsDimensions()
{
    // A real model's head: 10 tokens of 768 dimensions into a head 64 wide. A page with the room for readable
    // numbers shows 16 of a long side (15 and ⋯): a wide one side by side, a 640 px window one under another,
    // scrolled down. A narrower window (400 px, between the docks of a laptop's window), or a slide whose
    // numbers would be smaller than readable, 8, for larger numbers and a narrower page. The tokens are all
    // there in each. (Before the projections had an arrangement in one column, the 640 px window showed 8
    // at numbers smaller than readable.)
    Scenario scenario = longScenario(10, 768);
    scenario.mode = AttentionMode::Causal;
    setHeadDimensions(scenario, 0, 64, 64);
    initialiseWeights(scenario, WeightInitialisation::Random, 3);
    const std::unique_ptr<ScenarioDocument> document = documentFor(scenario);
    const StagePage page(document->snapshot(), PipelineStage::Projections, 0, 3, QStringLiteral("en"));
    const StagePage::Layout wide = page.layOut(QSize(3200, 1800), PageStyle());
    const StagePage::Layout slide = page.layOut(kSlide, PageStyle());
    const ViewLayouts window = laidOutAsTheViewDoes(page, QSize(640, 700), 1.0);
    const ViewLayouts narrowWindow = laidOutAsTheViewDoes(page, QSize(400, 420), 1.0);
    const StagePage::Layout &readingDown = window.given, &narrow = narrowWindow.given;
    for (const auto &[layout, shown] : {std::pair{&wide, size_t(16)}, std::pair{&slide, size_t(8)},
                                        std::pair{&readingDown, size_t(16)}, std::pair{&narrow, size_t(8)}}) {
        const MatrixPicture::Layout &x = layout->matrices.at(QStringLiteral("xkv"));
        QCOMPARE(x.columns.size(), shown);
        QCOMPARE(x.rows.size(), size_t(10));
        QCOMPARE(layout->matrices.at(QStringLiteral("wq")).rows.size(), shown);
        QCOMPARE(layout->matrices.at(QStringLiteral("q")).columns.size(), shown);
        QVERIFY2(layout->numberPixelSize >= 10, qPrintable(QStringLiteral("%1 px").arg(layout->numberPixelSize)));
    }
    QVERIFY(readingDown.size.width() <= 640 && narrow.size.width() <= 400); // neither scrolls sideways
    // A window that chose 8 for its room keeps them when a scroll bar gives it some more width.
    PageStyle kept = narrowWindow.style;
    kept.visibleWidth = 420;
    QCOMPARE(page.layOut(QSize(420, 420), kept).matrices.at(QStringLiteral("xkv")).columns.size(), size_t(8));
    QCOMPARE(narrow.cutBudget, 8);
    // With 16 the slide's numbers would be smaller; the narrow window's page asks for less width.
    QVERIFY2(slide.numberPixelSize > 10, qPrintable(QStringLiteral("%1 px").arg(slide.numberPixelSize)));
    QVERIFY2(narrow.needed.width() < wide.needed.width(),
             qPrintable(QStringLiteral("%1 px against %2").arg(narrow.needed.width()).arg(wide.needed.width())));
}

void TestSlides::pinnedArithmeticLeavesTheNumbersReadable_data()
{
    QTest::addColumn<double>("textScale");
    for (double scale : {1.0, 1.5, 2.0, 3.0})
        QTest::addRow("text scale %.1f", scale) << scale;
}

void TestSlides::pinnedArithmeticLeavesTheNumbersReadable()
{
    // A lecture at 1920 × 1080 whatever its text scale: clicking a score pins its dot product term by term
    // under the matrices, in a panel that keeps to a fifth of the page, so the matrices it explains keep most
    // of their size (at text scale 3 the panel took a third of the page, and the numbers shrank to 7 px).
    QFETCH(double, textScale);
    const std::unique_ptr<ScenarioDocument> document =
        documentFor(lessonScenario(test::examplesFolder() + QStringLiteral("/02-translation-cross.json")));
    const StagePage page(document->snapshot(), PipelineStage::Scores, 0, 2, QStringLiteral("en"));
    PageStyle lecture;
    lecture.textScale = textScale;
    lecture.forScreen = true;
    const QSize screen(1440, 750); // the stage view of a 1920 × 1080 window beside the figures and above the notes
    const StagePage::Layout plain = page.layOut(screen, lecture);
    const StagePage::Layout pinned = page.layOut(screen, lecture, {}, PinnedCell{QStringLiteral("scores"), 0, 0});
    const auto panel = std::find_if(pinned.texts.begin(), pinned.texts.end(),
                                    [](const StagePage::TextBlock &block) { return block.name == QLatin1String("arithmetic"); });
    QVERIFY(panel != pinned.texts.end());
    QVERIFY2(panel->text->toPlainText().contains(QStringLiteral("q(Ciao) · k(Hello)")), qPrintable(panel->text->toPlainText()));
    QVERIFY2(panel->rect.height() <= screen.height() / 5, qPrintable(QStringLiteral("%1 px").arg(panel->rect.height())));
    QVERIFY(pinned.fits);
    QVERIFY2(pinned.numberPixelSize * 10 >= plain.numberPixelSize * 6,
             qPrintable(QStringLiteral("%1 px pinned, %2 px not").arg(pinned.numberPixelSize).arg(plain.numberPixelSize)));
    qInfo("text scale %.1f: numbers %d px, %d px with the arithmetic pinned (panel %d px high)", textScale,
          plain.numberPixelSize, pinned.numberPixelSize, panel->rect.height());
}

void TestSlides::aPinnedPageAsksTheSameHeightBesideAScrollBar()
{
    // A window keeps the matrices' arrangement and size while a number is pinned, and the page grows by the
    // panel. The height it asked for had depended on the width: the vertical scroll bar that height brought
    // took 14 px, the numbers a pixel, the page its overflow, and the scroll bar went again; the view tipped
    // between the two and stopped under the scroll bar, the panel's frame behind it (the translation lesson's
    // scores in a 1920 x 1080 lecture).
    const std::unique_ptr<ScenarioDocument> document =
        documentFor(lessonScenario(test::examplesFolder() + QStringLiteral("/02-translation-cross.json")));
    const StagePage page(document->snapshot(), PipelineStage::Scores, 0, 2, QStringLiteral("en"));
    const QSize seen(1359, 740);
    const int scrollBar = 14;
    PageStyle style;
    style.textScale = 1.5; // a lecture's own
    style.forScreen = true;
    style.visibleHeight = seen.height();
    style.visibleWidth = seen.width();
    const StagePage::Layout plain = page.layOut(seen, style);
    QVERIFY(plain.arrangement >= 0);
    style.keptWhilePinned = PageStyle::KeptMatrices{plain.arrangement, plain.numberPixelSize};
    const PinnedCell pinned{QStringLiteral("scores"), 3, 4};
    const StagePage::Layout withoutBar = page.layOut(seen, style, {}, pinned);
    QVERIFY2(withoutBar.needed.height() > seen.height(), qPrintable(QString::number(withoutBar.needed.height())));
    style.visibleWidth = seen.width() - scrollBar;
    const QSize beside(seen.width() - scrollBar, withoutBar.needed.height());
    const StagePage::Layout withBar = page.layOut(beside, style, {}, pinned);
    QCOMPARE(withBar.needed.height(), withoutBar.needed.height());
    QCOMPARE(withBar.arrangement, plain.arrangement);
    QVERIFY2(withBar.numberPixelSize >= plain.numberPixelSize - 1,
             qPrintable(QStringLiteral("%1 px, %2 px unpinned").arg(withBar.numberPixelSize).arg(plain.numberPixelSize)));
    QVERIFY(withBar.fits);
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
    const StagePage page(document->snapshot(), PipelineStage::Softmax, 0, 2, QStringLiteral("en"));
    const StagePage::Layout layout = page.layOut(kSlide, PageStyle(), {}, spec.pinned);
    const auto panel = std::find_if(layout.texts.begin(), layout.texts.end(), [](const auto &block) { return block.name == QLatin1String("arithmetic"); });
    QVERIFY(panel != layout.texts.end());
    QVERIFY(panel->text->defaultFont().pixelSize() >= 22);
    for (const auto &[role, matrixLayout] : layout.matrices)
        QVERIFY2(!matrixLayout.bounds.intersects(panel->rect), qPrintable(role));
}

void TestSlides::aHeatmapsLabelsLeaveTheNumbersTheirRoom()
{
    // A lecture's dock (460 × 560) at text scale 1.5, then after Ctrl+ twice: the token labels are no larger
    // than the numbers, and a larger text scale never makes the numbers smaller. Bold labels of
    // 34 px beside numbers of 24 took the cells' room, and Ctrl+ shrank the numbers from 20 px to 16.
    const std::unique_ptr<ScenarioDocument> document = documentFor(lessonScenario(test::examplesFolder() + QStringLiteral("/01-alignment.json")));
    const HeatmapPicture picture(heatmapContent(*document, HeatmapArrangement::SelectedHead, HeatmapMatrix::Weights, 0,
                                                PaletteKind::Viridis, 2, ColourRange::Unit));
    int previousNumbers = 0;
    for (double scale : {1.5, 1.5 * 1.1 * 1.1, 2.5}) {
        const HeatmapPicture::Layout layout = picture.layOut(QSize(460, 560), scale);
        const HeatmapPicture::PanelLayout &panel = layout.panels.front();
        const QString where = QStringLiteral("scale %1: labels %2 px, numbers %3 px")
                                  .arg(scale).arg(panel.labelFont.pixelSize()).arg(panel.numberFont.pixelSize());
        QVERIFY2(panel.numbers, qPrintable(where));
        QVERIFY2(panel.labelFont.pixelSize() <= panel.numberFont.pixelSize() + 1, qPrintable(where));
        QVERIFY2(panel.numberFont.pixelSize() >= previousNumbers, qPrintable(where));
        previousNumbers = panel.numberFont.pixelSize();
    }
}

void TestSlides::aLargerTextScaleNeverShrinksTheLabels_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<HeatmapArrangement>("arrangement");
    QTest::addColumn<QSize>("size");
    QTest::newRow("every head, 1280 × 720") << "07-cost.json" << HeatmapArrangement::AllHeads << QSize(1280, 720);
    QTest::newRow("one head, 1920 × 1080") << "09-induction-head.json" << HeatmapArrangement::SelectedHead << QSize(1920, 1080);
    QTest::newRow("masks, 960 × 1080") << "03-causal-self-attention.json" << HeatmapArrangement::CompareMasks << QSize(960, 1080);
}

void TestSlides::aLargerTextScaleNeverShrinksTheLabels()
{
    // `export --font-scale 4` drew the tokens' names at 9 px where scale 1 drew them at 18: asked at 60 px, the
    // labels were shrunk by the proportion of a cell they had themselves narrowed, and overshot. Nor do they
    // take the numbers' room: a quarter larger than the numbers at most.
    QFETCH(QString, lesson);
    QFETCH(HeatmapArrangement, arrangement);
    QFETCH(QSize, size);
    const std::unique_ptr<ScenarioDocument> document = documentFor(lessonScenario(test::examplesFolder() + u'/' + lesson));
    const HeatmapPicture picture(heatmapContent(*document, arrangement, HeatmapMatrix::Weights, 0, PaletteKind::Viridis, 2, ColourRange::Unit));
    int ordinaryLabels = 0;
    for (double scale : {1.0, 2.0, 4.0}) {
        const HeatmapPicture::Layout layout = picture.layOut(size, scale);
        for (const HeatmapPicture::PanelLayout &panel : layout.panels) {
            const QString where = QStringLiteral("scale %1: labels %2 px, numbers %3 px")
                                      .arg(scale).arg(panel.labelFont.pixelSize()).arg(panel.numberFont.pixelSize());
            QVERIFY2(panel.labelFont.pixelSize() >= ordinaryLabels, qPrintable(where));
            if (panel.numbers)
                QVERIFY2(panel.labelFont.pixelSize() <= 1.25 * panel.numberFont.pixelSize() + 1, qPrintable(where));
        }
        if (scale == 1.0)
            ordinaryLabels = layout.panels.front().labelFont.pixelSize();
    }
}

void TestSlides::severalPanelsNameTheirTokensAsLargeAsOne_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<HeatmapArrangement>("arrangement");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("textScale");
    QTest::newRow("every head, 1280 × 720 slide") << "06-multi-head.json" << HeatmapArrangement::AllHeads << QSize(1280, 720) << 1.0;
    QTest::newRow("every head, 1600 × 900 slide") << "06-multi-head.json" << HeatmapArrangement::AllHeads << kSlide << 1.0;
    QTest::newRow("masks, 1280 × 720 slide") << "06-multi-head.json" << HeatmapArrangement::CompareMasks << QSize(1280, 720) << 1.0;
    QTest::newRow("masks, lecture dock") << "03-causal-self-attention.json" << HeatmapArrangement::CompareMasks << QSize(540, 870) << 1.44;
    QTest::newRow("masks of 14 tokens, 1280 × 720 slide") << "09-induction-head.json" << HeatmapArrangement::CompareMasks << QSize(1280, 720) << 1.0;
}

void TestSlides::severalPanelsNameTheirTokensAsLargeAsOne()
{
    // Two heads side by side on a 1280 × 720 slide had their tokens' names at 15 px beside numbers of 32, where
    // one head on the same slide names them at 20: the names of a figure of several panels were asked smaller
    // whatever room their cells had. They are asked as large as one panel's, and are smaller only where
    // their cells or their numbers are: never larger than a quarter more than the numbers, never smaller
    // than one head's names or the numbers, whichever is less.
    QFETCH(QString, lesson);
    QFETCH(HeatmapArrangement, arrangement);
    QFETCH(QSize, size);
    QFETCH(double, textScale);
    const std::unique_ptr<ScenarioDocument> document = documentFor(lessonScenario(test::examplesFolder() + u'/' + lesson));
    const HeatmapPicture one(heatmapContent(*document, HeatmapArrangement::SelectedHead, HeatmapMatrix::Weights, 0, PaletteKind::Viridis, 2,
                                            ColourRange::Unit));
    const int oneHeadsNames = one.layOut(size, textScale).panels.front().labelFont.pixelSize();
    const HeatmapPicture several(heatmapContent(*document, arrangement, HeatmapMatrix::Weights, 0, PaletteKind::Viridis, 2, ColourRange::Unit));
    const HeatmapPicture::Layout layout = several.layOut(size, textScale);
    QVERIFY(layout.fits);
    QVERIFY(layout.panels.size() >= 2);
    for (const HeatmapPicture::PanelLayout &panel : layout.panels) {
        const QString where = QStringLiteral("names %1 px, numbers %2 px, one head's names %3 px")
                                  .arg(panel.labelFont.pixelSize()).arg(panel.numberFont.pixelSize()).arg(oneHeadsNames);
        QVERIFY2(panel.numbers, qPrintable(where));
        QVERIFY2(panel.keyStep == 1 && panel.queryStep == 1, qPrintable(where));
        // (A pixel less where the panels side by side have narrower cells than one head alone.)
        QVERIFY2(panel.labelFont.pixelSize() + 1 >= std::min(oneHeadsNames, panel.numberFont.pixelSize()), qPrintable(where));
        QVERIFY2(panel.labelFont.pixelSize() <= 1.25 * panel.numberFont.pixelSize() + 1, qPrintable(where));
    }
}

void TestSlides::keyNamesLieFlatOrReadAsThemselves()
{
    // The translation lesson's masks compared on a 1280 x 720 slide turned every key's name a quarter, "Hello"
    // being a little wider than its column: "," and "?" read as a tick and a hook. A little smaller, they lie
    // flat. Where they must turn (the induction lesson's 14 tokens), a name of one character stands upright
    // all the same: ":" turned had read as "..".
    const auto laidOut = [](const QString &lesson) {
        const std::unique_ptr<ScenarioDocument> document = documentFor(lessonScenario(test::examplesFolder() + u'/' + lesson));
        const HeatmapPicture picture(heatmapContent(*document, HeatmapArrangement::CompareMasks, HeatmapMatrix::Weights, 0,
                                                    PaletteKind::Viridis, 2, ColourRange::Unit));
        const HeatmapPicture::Layout layout = picture.layOut(QSize(1280, 720), 1.0);
        return std::pair{layout, picture.texts(layout)};
    };
    const auto [translation, translationTexts] = laidOut(QStringLiteral("02-translation-cross.json"));
    for (const HeatmapPicture::PanelLayout &panel : translation.panels) {
        QVERIFY(!panel.keysTurned);
        QVERIFY2(panel.labelFont.pixelSize() >= 12, qPrintable(QString::number(panel.labelFont.pixelSize())));
        QCOMPARE(panel.keyStep, 1);
    }
    const auto [induction, inductionTexts] = laidOut(QStringLiteral("09-induction-head.json"));
    const HeatmapPicture::PanelLayout &panel = induction.panels.front();
    QVERIFY(panel.keysTurned);
    QCOMPARE(panel.keyStep, 1);
    // A turned name's box is a line wide and its length high; an upright one's a line high.
    const int line = QFontMetrics(panel.labelFont).height();
    int upright = 0, turned = 0;
    for (const auto &[text, box] : inductionTexts) {
        if (box.bottom() >= panel.cells.top() || box.left() < panel.cells.left() || box.right() > panel.cells.right())
            continue; // not a key's name over the first panel
        if (text == QLatin1String(":") || text == QLatin1String(".")) {
            QVERIFY2(std::abs(box.height() - line) <= 2 && box.width() < line, qPrintable(QStringLiteral("%1: %2 x %3, line %4").arg(text).arg(box.width()).arg(box.height()).arg(line)));
            ++upright;
        } else if (text == QLatin1String("polly") || text == QLatin1String("again")) {
            QVERIFY2(box.width() == line && box.height() > line, qPrintable(text));
            ++turned;
        }
    }
    QCOMPARE(upright, 3); // ":" twice, "."
    QCOMPARE(turned, 3);  // "polly" twice, "again"
}

void TestSlides::aHeatmapsNumbersArePartedByAGap_data()
{
    QTest::addColumn<HeatmapArrangement>("arrangement");
    QTest::addColumn<HeatmapMatrix>("matrix");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("textScale");
    QTest::newRow("lecture dock, weights") << HeatmapArrangement::SelectedHead << HeatmapMatrix::Weights << QSize(540, 870) << 1.44;
    QTest::newRow("lecture dock, scores") << HeatmapArrangement::SelectedHead << HeatmapMatrix::Scores << QSize(540, 870) << 1.44;
    QTest::newRow("desk dock, weights") << HeatmapArrangement::SelectedHead << HeatmapMatrix::Weights << QSize(430, 560) << 1.0;
    QTest::newRow("masks compared, lecture dock") << HeatmapArrangement::CompareMasks << HeatmapMatrix::Weights << QSize(540, 870) << 1.44;
    QTest::newRow("slide, scores") << HeatmapArrangement::SelectedHead << HeatmapMatrix::Scores << kSlide << 1.0;
    QTest::newRow("small slide, weights") << HeatmapArrangement::SelectedHead << HeatmapMatrix::Weights << QSize(1280, 720) << 1.0;
}

void TestSlides::aHeatmapsNumbersArePartedByAGap()
{
    // The induction lesson's 14 tokens in a lecture's dock had 11 px numbers in 25 px cells: "0.000.00",
    // each masked cell's light box over its neighbour's last digit. Between the ink of two neighbouring
    // numbers, as they are drawn centred in their cells, the gap a matrix's numbers have (at least 6 px, or
    // three tenths of the numbers' size).
    QFETCH(HeatmapArrangement, arrangement);
    QFETCH(HeatmapMatrix, matrix);
    QFETCH(QSize, size);
    QFETCH(double, textScale);
    const std::unique_ptr<ScenarioDocument> document =
        documentFor(lessonScenario(test::examplesFolder() + QStringLiteral("/09-induction-head.json")));
    const HeatmapPicture picture(heatmapContent(*document, arrangement, matrix, 0, PaletteKind::Viridis, 2, ColourRange::Unit));
    const HeatmapPicture::Layout layout = picture.layOut(size, textScale);
    for (size_t p = 0; p < layout.panels.size(); ++p) {
        const HeatmapPicture::PanelLayout &panel = layout.panels[p];
        if (!panel.numbers)
            continue;
        const QFontMetricsF metrics(panel.numberFont);
        const MatrixF &values = *picture.content().panels[p].values;
        const auto ink = [&](Eigen::Index i, Eigen::Index j) {
            const float value = values(i, j);
            const QString text = std::isinf(value) ? QStringLiteral("−∞") : fixedDecimals(double(value), 2, QLocale());
            return metrics.tightBoundingRect(text).width();
        };
        const double least = std::max(6.0, 0.3 * panel.numberFont.pixelSize());
        for (Eigen::Index i = 0; i < values.rows(); ++i)
            for (Eigen::Index j = 0; j + 1 < values.cols(); ++j) {
                const double gap = panel.cell - ink(i, j) / 2 - ink(i, j + 1) / 2;
                QVERIFY2(gap >= least, qPrintable(QStringLiteral("panel %1, (%2, %3): %4 px between %5 px numbers in %6 px cells")
                                                      .arg(p).arg(i + 1).arg(j + 1).arg(gap).arg(panel.numberFont.pixelSize()).arg(panel.cell)));
            }
    }
}

void TestSlides::aSmallHeatmapIsTheFigureScaledDown_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<HeatmapArrangement>("arrangement");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("scaledDown");
    QTest::newRow("masks at 400 × 250") << "07-cost.json" << HeatmapArrangement::CompareMasks << QSize(400, 250) << true;
    QTest::newRow("cross at 200 × 200") << "02-translation-cross.json" << HeatmapArrangement::SelectedHead << QSize(200, 200) << true;
    QTest::newRow("heads at 200 × 150") << "06-multi-head.json" << HeatmapArrangement::AllHeads << QSize(200, 150) << true;
    QTest::newRow("a slide: as it is") << "09-induction-head.json" << HeatmapArrangement::SelectedHead << QSize(1280, 720) << false;
    QTest::newRow("masks on a slide: as they are") << "07-cost.json" << HeatmapArrangement::CompareMasks << QSize(1280, 720) << false;
}

void TestSlides::aSmallHeatmapIsTheFigureScaledDown()
{
    // A legal but small figure (a thumbnail, a handout's corner) had cells of a thousandth of a pixel: blank,
    // with "Labels: one key in 12601 and one query in 18900" for six tokens. It is now the figure at the size
    // it needs, scaled down; a slide's figure is drawn at its own size.
    QFETCH(QString, lesson);
    QFETCH(HeatmapArrangement, arrangement);
    QFETCH(QSize, size);
    QFETCH(bool, scaledDown);
    const std::unique_ptr<ScenarioDocument> document = documentFor(lessonScenario(test::examplesFolder() + u'/' + lesson));
    const HeatmapPicture picture(heatmapContent(*document, arrangement, HeatmapMatrix::Weights, 0, PaletteKind::Viridis, 2, ColourRange::Unit));
    QCOMPARE(picture.layOut(size, 1.0).fits, !scaledDown);
    const auto [layout, factor] = picture.layOutScaledToFit(size, 1.0);
    QVERIFY(layout.fits);
    QCOMPARE(factor < 1, scaledDown);
    // Drawn within the size asked, and every label step within the tokens there are.
    QVERIFY(layout.size.width() * factor <= size.width() + 1 && layout.size.height() * factor <= size.height() + 1);
    for (size_t p = 0; p < layout.panels.size(); ++p) {
        const MatrixF &values = *picture.content().panels[p].values;
        QVERIFY2(layout.panels[p].keyStep <= values.cols() && layout.panels[p].queryStep <= values.rows(), qPrintable(layout.noteText));
        QVERIFY(layout.panels[p].cell >= HeatmapPicture::kReadableCell);
    }
}

void TestSlides::theColourBarNamesTheEndsOfItsRange()
{
    // Scores are coloured from −m to m with m the largest magnitude: the bar says m, not only the round
    // ticks inside it (±0.5 where the scores reach 0.78, ±50 where they reach 68). Weights from 0 to 1 end on
    // round ticks already.
    for (const char *lesson : {"01-alignment.json", "09-induction-head.json", "04-bidirectional-self-attention.json"}) {
        const std::unique_ptr<ScenarioDocument> document = documentFor(lessonScenario(test::examplesFolder() + u'/' + QLatin1String(lesson)));
        for (const HeatmapMatrix matrix : {HeatmapMatrix::Scores, HeatmapMatrix::Weights}) {
            const HeatmapPicture picture(heatmapContent(*document, HeatmapArrangement::SelectedHead, matrix, 0, PaletteKind::Viridis, 2,
                                                        ColourRange::Unit));
            const HeatmapPicture::Layout layout = picture.layOut(kSlide, 1.0);
            const ValueRange range = picture.figureRange();
            const double lower = matrix == HeatmapMatrix::Scores ? range.lower : 0.0, upper = matrix == HeatmapMatrix::Scores ? range.upper : 1.0;
            const QString where = QStringLiteral("%1 %2: %3 to %4").arg(QLatin1String(lesson)).arg(int(matrix)).arg(lower).arg(upper);
            QVERIFY2(layout.ticks.size() >= 3, qPrintable(where));
            QVERIFY2(std::abs(layout.ticks.front().first - lower) < 1e-6 * std::max(1.0, std::abs(lower)), qPrintable(where + u' ' + layout.ticks.front().second));
            QVERIFY2(std::abs(layout.ticks.back().first - upper) < 1e-6 * std::max(1.0, std::abs(upper)), qPrintable(where + u' ' + layout.ticks.back().second));
            // Each labelled with the value it marks (two figures at least), and in order.
            for (size_t i = 1; i < layout.ticks.size(); ++i)
                QVERIFY2(layout.ticks[i].first > layout.ticks[i - 1].first, qPrintable(where));
            for (const auto &[value, text] : {layout.ticks.front(), layout.ticks.back()})
                QVERIFY2(std::abs(QLocale().toDouble(text) - value) <= 0.05 * std::abs(value), qPrintable(where + u' ' + text));
        }
    }
}

void TestSlides::heatmapsAreSlidesWithNamedRanges()
{
    // Every heatmap figure of every lesson, drawn with no widget: every token named, square cells, no text
    // over another, and the colour bar names its range.
    QTemporaryDir folder;
    for (const QString &path : test::exampleFiles()) {
        const std::unique_ptr<ScenarioDocument> document = documentFor(lessonScenario(path));
        for (FigureKind kind : {FigureKind::Weights, FigureKind::Scores, FigureKind::Heads, FigureKind::Compare}) {
            FigureSpec spec;
            spec.kind = kind;
            const QString where = QFileInfo(path).baseName() + u' ' + figureKindKey(kind);
            const QString svg = folder.filePath(QStringLiteral("heatmap.svg"));
            QVERIFY2(exportFigure(spec, document.get(), svg, {kSlide, 1.0}).isEmpty(), qPrintable(where));
            QString error;
            const QStringList words = test::svgTexts(svg, &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            for (const QString &token : document->scenario().source.tokens)
                QVERIFY2(words.contains(token), qPrintable(where + u' ' + token));
            const QString bar = kind == FigureKind::Scores ? QStringLiteral("score, symmetric about 0") : QStringLiteral("weight, 0 to 1");
            QVERIFY2(words.contains(bar), qPrintable(where + u' ' + words.join(u'|')));

            const HeatmapArrangement arrangement = kind == FigureKind::Heads     ? HeatmapArrangement::AllHeads
                                                   : kind == FigureKind::Compare ? HeatmapArrangement::CompareMasks
                                                                                 : HeatmapArrangement::SelectedHead;
            const HeatmapPicture picture(heatmapContent(*document, arrangement, spec.heatmapMatrix(), 0, PaletteKind::Viridis, 2,
                                                        ColourRange::Unit));
            const HeatmapPicture::Layout layout = picture.layOut(kSlide, 1.0);
            for (const HeatmapPicture::PanelLayout &panel : layout.panels) {
                QCOMPARE(panel.keyStep, 1);
                QCOMPARE(panel.queryStep, 1);
                QVERIFY(panel.cell >= 20); // square cells: one side
                // Panels side by side begin their cells at one height, whatever their titles' lines or their
                // rows: the three masks of 6, 6 and 5 queries had begun at three.
                const HeatmapPicture::PanelLayout &first = layout.panels.front();
                if (panel.title.top() == first.title.top() && panel.keysTurned == first.keysTurned)
                    QCOMPARE(panel.cells.top(), first.cells.top());
            }
            const auto texts = picture.texts(layout);
            for (size_t i = 0; i < texts.size(); ++i) {
                QVERIFY2(QRect(QPoint(0, 0), kSlide).contains(texts[i].second), qPrintable(where + u' ' + texts[i].first));
                for (size_t j = i + 1; j < texts.size(); ++j)
                    QVERIFY2(!texts[i].second.intersects(texts[j].second), qPrintable(where + u' ' + texts[i].first + u'/' + texts[j].first));
            }
        }
    }
    // The other ranges colour by the row or by the data, and say so on the bar.
    const std::unique_ptr<ScenarioDocument> causal = documentFor(lessonScenario(test::examplesFolder() + QStringLiteral("/03-causal-self-attention.json")));
    const MatrixF &weights = causal->result()->heads.front().weights;
    const ColourGradient gradient = sequentialGradient(PaletteKind::Viridis);
    const QColor lowest = QColor::fromRgb(gradient.colour(0.0, ValueRange(0, 1)));
    const QColor highest = QColor::fromRgb(gradient.colour(1.0, ValueRange(0, 1)));
    const HeatmapPicture byRow(heatmapContent(*causal, HeatmapArrangement::SelectedHead, HeatmapMatrix::Weights, 0,
                                              PaletteKind::Viridis, 2, ColourRange::Row));
    QCOMPARE(byRow.layOut(kSlide, 1.0).barText, QStringLiteral("weight, each row from its least to its largest"));
    // Row 'on' (the fourth) sees four keys: its largest weight takes the top colour, its least the bottom one,
    // though both are far from 1 and 0.
    const Eigen::RowVectorXf on = weights.row(3).head(4);
    QCOMPARE(byRow.colourOf(0, 3, on.maxCoeff()), highest);
    QCOMPARE(byRow.colourOf(0, 3, on.minCoeff()), lowest);
    const HeatmapPicture byData(heatmapContent(*causal, HeatmapArrangement::SelectedHead, HeatmapMatrix::Weights, 0,
                                               PaletteKind::Viridis, 2, ColourRange::Data));
    QCOMPARE(byData.layOut(kSlide, 1.0).barText, QStringLiteral("weight, least to largest shown"));
    QCOMPARE(byData.figureRange().upper, 1.0); // the first query sees only itself
    float leastVisible = 1;
    for (Eigen::Index i = 0; i < weights.rows(); ++i)
        leastVisible = std::min(leastVisible, weights.row(i).head(i + 1).minCoeff());
    QCOMPARE(byData.figureRange().lower, double(leastVisible));
    QCOMPARE(byData.colourOf(0, 0, leastVisible), lowest);
}

void TestSlides::tooManyTokensAreNamedEveryKthAndSaySo()
{
    // 300 tokens in a 1600 × 900 slide: cells of about 2 px, far too small for a label each.
    const std::unique_ptr<ScenarioDocument> document = documentFor(longScenario(300, 8));
    const HeatmapPicture picture(heatmapContent(*document, HeatmapArrangement::SelectedHead, HeatmapMatrix::Weights, 0,
                                                PaletteKind::Viridis, 2, ColourRange::Unit));
    const HeatmapPicture::Layout layout = picture.layOut(kSlide, 1.0);
    const HeatmapPicture::PanelLayout &panel = layout.panels.front();
    QVERIFY(panel.keyStep > 1 && panel.queryStep > 1);
    QVERIFY2(layout.noteText.contains(QStringLiteral("one key in %1").arg(panel.keyStep)), qPrintable(layout.noteText));
    QVERIFY(layout.noteText.contains(QStringLiteral("one query in %1").arg(panel.queryStep)));
    const auto texts = picture.texts(layout);
    for (size_t i = 0; i < texts.size(); ++i)
        for (size_t j = i + 1; j < texts.size(); ++j)
            QVERIFY2(!texts[i].second.intersects(texts[j].second), qPrintable(texts[i].first + u'/' + texts[j].first));
    // t1 is named, t2 is not.
    QVERIFY(std::any_of(texts.begin(), texts.end(), [](const auto &text) { return text.first == QLatin1String("t1"); }));
    QVERIFY(std::none_of(texts.begin(), texts.end(), [](const auto &text) { return text.first == QLatin1String("t2"); }));
}

void TestSlides::tokensThatLookLikeMarkupAreShownAsThemselves()
{
    // Language-model tokens such as <s> and & are text, not rich-text markup, in the pinned arithmetic.
    Scenario scenario = lessonScenario(test::examplesFolder() + QStringLiteral("/01-alignment.json"));
    scenario.source.tokens = {QStringLiteral("<s>"), QStringLiteral("a&b"), QStringLiteral("</s>")};
    scenario.translations.clear();
    const std::unique_ptr<ScenarioDocument> document = documentFor(scenario);
    const StagePage page(document->snapshot(), PipelineStage::Scores, 0, 2, QStringLiteral("en"));
    const StagePage::Layout layout = page.layOut(kSlide, PageStyle(), {}, PinnedCell{QStringLiteral("scores"), 0, 1});
    const auto panel = std::find_if(layout.texts.begin(), layout.texts.end(), [](const auto &block) { return block.name == QLatin1String("arithmetic"); });
    QVERIFY(panel != layout.texts.end());
    const QString shown = panel->text->toPlainText();
    QVERIFY2(shown.contains(QStringLiteral("q(<s>) · k(a&b) = ")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("(<s>, a&b)")), qPrintable(shown));
}

void TestSlides::aScrolledMatrixKeepsEverySlot()
{
    // Scrolled to the end of 2048 rows, a matrix still shows 16 slots: ⋮, the rows before the tail, ⋮, the tail.
    for (int start : {0, 100, 2030, 2040, 5000}) {
        const std::vector<int> shown = shownIndices(2048, 16, start);
        QCOMPARE(int(shown.size()), 16);
        QCOMPARE(shown.back(), 2047);
    }
    QCOMPARE(int(shownIndices(10, 16, 3).size()), 10); // small matrices are whole, wherever scrolled
    // Every row can be brought into view, the one just before the tail too, with 16 slots or 8; each start
    // fills the slots.
    for (const auto &[count, budget] :
         {std::pair{20, 16}, std::pair{768, 16}, std::pair{768, 8}, std::pair{12, 8}}) {
        std::set<int> seen;
        for (int start = 0; start <= count - budget + 1; ++start) {
            const std::vector<int> shown = shownIndices(count, budget, start);
            QCOMPARE(int(shown.size()), budget);
            seen.insert(shown.begin(), shown.end());
        }
        seen.erase(-1);
        QVERIFY2(int(seen.size()) == count,
                 qPrintable(QStringLiteral("%1 of %2 rows reachable with %3 slots").arg(seen.size()).arg(count).arg(budget)));
    }
}

void TestSlides::vectorFiguresFitTheirArrowsWithAScaleAndFreeLabels_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<VectorSet>("set");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("textScale");
    for (const QString &path : test::exampleFiles()) {
        for (VectorSet set : {VectorSet::Embeddings, VectorSet::QueriesKeys, VectorSet::Values}) {
            // A slide, and a narrow dock at twice the text size.
            for (const auto &[size, scale] : {std::pair{kSlide, 1.0}, std::pair{QSize(480, 640), 2.0}})
                QTest::addRow("%s %s %dx%d", qPrintable(QFileInfo(path).baseName()), qPrintable(vectorSetKey(set)), size.width(), size.height())
                    << path << set << size << scale;
        }
    }
}

void TestSlides::vectorFiguresFitTheirArrowsWithAScaleAndFreeLabels()
{
    QFETCH(QString, lesson);
    QFETCH(VectorSet, set);
    QFETCH(QSize, size);
    QFETCH(double, textScale);
    const std::unique_ptr<ScenarioDocument> document = documentFor(lessonScenario(lesson));
    const VectorPicture picture(vectorContent(document->snapshot(), set, 0, QStringLiteral("en")));
    QVERIFY(!picture.content().arrows.empty());
    for (const VectorCamera &camera : {VectorCamera{}, VectorCamera{60, 10, 1, {}}, VectorCamera{-120, 70, 1, {}}}) {
        // Two arrows selected, so that the comparison takes its room too.
        const std::vector<int> selected{0, int(picture.content().arrows.size()) - 1};
        const VectorPicture::Layout layout = picture.layOut(QSizeF(size), textScale, camera, selected);
        // Every label placed on a slide (these lessons have at most 16 tokens); in a narrow dock at twice the
        // text size a few may find no free place, and the note says how many. No text over another, none
        // past the edge.
        if (size == kSlide)
            QCOMPARE(layout.labelsLeftOut, 0);
        else
            QVERIFY2(2 * layout.labelsLeftOut <= int(picture.content().arrows.size()), qPrintable(QString::number(layout.labelsLeftOut)));
        if (layout.labelsLeftOut > 0)
            QVERIFY2(layout.noteText.contains(QString::number(layout.labelsLeftOut)), qPrintable(layout.noteText));
        const auto texts = picture.texts(layout);
        // Arrows with one tip share one label that names each of them (q_i = k_i under an identity W).
        const int labelled = int(std::count_if(layout.labelTexts.begin(), layout.labelTexts.end(), [](const QString &text) { return !text.isEmpty(); }));
        const int axisNames = int(std::count_if(layout.axisLabels.begin(), layout.axisLabels.end(), [](const QRectF &box) { return !box.isEmpty(); }));
        QVERIFY(axisNames == 3 || size != kSlide); // on a slide every axis is named
        // Two sequences (cross attention's token vectors) in two colours: a legend names each, as the
        // labels of q and k arrows do theirs.
        const bool twoSequences = set == VectorSet::Embeddings && document->scenario().mode == AttentionMode::Cross;
        QCOMPARE(int(layout.legend.size()), twoSequences ? 2 : 0);
        if (twoSequences) {
            QCOMPARE(layout.legend[0].name, QStringLiteral("source (keys, values)"));
            QCOMPARE(layout.legend[1].name, QStringLiteral("target (queries)"));
            QVERIFY(layout.legend[0].colour != layout.legend[1].colour);
        }
        QCOMPARE(int(texts.size()), 3 + axisNames + labelled - layout.labelsLeftOut + (layout.noteText.isEmpty() ? 0 : 1) +
                                        int(layout.legend.size()));
        QString allLabels;
        for (const QString &text : layout.labelTexts)
            allLabels += text + u'|';
        if (layout.labelsLeftOut == 0)
            for (const VectorArrow &arrow : picture.content().arrows)
                QVERIFY2(allLabels.contains(arrow.label), qPrintable(arrow.label + QStringLiteral(" in ") + allLabels));
        const QRectF figure(QPointF(0, 0), QSizeF(size));
        for (size_t i = 0; i < texts.size(); ++i) {
            QVERIFY2(figure.contains(texts[i].second), qPrintable(texts[i].first));
            for (size_t j = i + 1; j < texts.size(); ++j)
                QVERIFY2(!texts[i].second.intersects(texts[j].second), qPrintable(texts[i].first + u'/' + texts[j].first));
        }
        // No label over a tip other than its own.
        for (size_t a = 0; a < layout.labels.size(); ++a)
            for (size_t t = 0; t < layout.tips.size(); ++t)
                if (t != a)
                    QVERIFY2(!layout.labels[a].contains(layout.tips[t]), qPrintable(picture.content().arrows[a].label));
        // Fitted: every tip inside the plot, and the arrows and the origin span most of it one way or the other.
        QPointF least = layout.origin, most = layout.origin;
        for (const QPointF &tip : layout.tips) {
            QVERIFY(layout.plot.adjusted(-1, -1, 1, 1).contains(tip));
            least = QPointF(std::min(least.x(), tip.x()), std::min(least.y(), tip.y()));
            most = QPointF(std::max(most.x(), tip.x()), std::max(most.y(), tip.y()));
        }
        const QRectF spanned(least, most);
        QVERIFY2(spanned.width() >= 0.45 * layout.plot.width() || spanned.height() >= 0.45 * layout.plot.height(),
                 qPrintable(QStringLiteral("%1x%2 of %3x%4").arg(spanned.width()).arg(spanned.height()).arg(layout.plot.width()).arg(layout.plot.height())));
        // The scale: its bar is one square of the grid, its number that square's length in the vectors' units.
        QVERIFY(std::abs(layout.scaleBar.length() - layout.gridStep * layout.scale) < 1e-6);
        QCOMPARE(QLocale().toDouble(layout.scaleLabel.split(u' ').last()), layout.gridStep);
    }
    // Drawn with no widget (this test has no QApplication): the tokens are text in the SVG.
    QTemporaryDir folder;
    FigureSpec spec;
    spec.kind = FigureKind::Vectors;
    spec.vectors = set;
    spec.fontScale = textScale;
    const QString svg = folder.filePath(QStringLiteral("vectors.svg"));
    QVERIFY(exportFigure(spec, document.get(), svg, {size, 1.0}).isEmpty());
    QString error;
    const QStringList words = test::svgTexts(svg, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(words.join(u'|').contains(picture.content().arrows.front().label), qPrintable(words.join(u'|')));
    // A slide tells no mouse what to do.
    QVERIFY2(!words.join(u' ').contains(QStringLiteral("Click")), qPrintable(words.join(u'|')));
}

void TestSlides::manyVectorsLeaveLabelsOutAndSaySo()
{
    // 300 tokens: more labels than a figure has free places; those placed still overlap nothing, and the
    // figure says how many it left out.
    const std::unique_ptr<ScenarioDocument> document = documentFor(longScenario(300, 6));
    const VectorPicture picture(vectorContent(document->snapshot(), VectorSet::Embeddings, 0, QStringLiteral("en")));
    // A slide, and the training window's small panel at Ctrl+ twice, where the note, fitted in beside the
    // scale bar after the labels, had become a column of single words over the arrows.
    for (const auto &[size, textScale] : {std::pair{kSlide, 1.0}, std::pair{QSize(330, 360), 1.44}}) {
        const VectorPicture::Layout layout = picture.layOut(QSizeF(size), textScale, VectorCamera{}, {});
        QVERIFY(layout.labelsLeftOut > 0);
        QVERIFY2(layout.noteText.contains(QString::number(layout.labelsLeftOut)), qPrintable(layout.noteText));
        QVERIFY(layout.noteText.contains(QStringLiteral("projection")));
        QVERIFY2(layout.note.bottom() <= layout.plot.top(), qPrintable(QStringLiteral("%1 > %2").arg(layout.note.bottom()).arg(layout.plot.top())));
        QVERIFY2(layout.note.width() > 0.6 * size.width(), qPrintable(QString::number(layout.note.width())));
        const auto texts = picture.texts(layout);
        QVERIFY(texts.size() > (size == kSlide ? 10 : 3));
        for (size_t i = 0; i < texts.size(); ++i) {
            QVERIFY2(QRectF(QPointF(0, 0), QSizeF(size)).contains(texts[i].second), qPrintable(texts[i].first));
            for (size_t j = i + 1; j < texts.size(); ++j)
                QVERIFY2(!texts[i].second.intersects(texts[j].second), qPrintable(texts[i].first + u'/' + texts[j].first));
        }
    }
}

int main(int argc, char **argv)
{
    QGuiApplication application(argc, argv);
    TestSlides test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_slides.moc"
