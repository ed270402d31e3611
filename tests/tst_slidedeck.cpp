// A lesson as a deck of slides: the file's "slides" (read, written, refused where wrong with the place named),
// the deck made from a lesson's stages, what a slide changes on the scenario, and every slide of every
// shipped lesson laid out for the room (numbers at least a 30th of the height, other text a 40th, nothing
// cut, nothing overlapping, every token named), in three languages, at two sizes and two text scales.
#include "support/LessonScenarios.h"
#include "support/TestPaths.h"

#include "common/Translations.h"
#include "document/ScenarioDocument.h"
#include "lessonwindow/PresentationWindow.h"
#include "cpu/CpuEngine.h"
#include "render/DeckExport.h"
#include "render/FigureText.h"
#include "render/SlidePage.h"
#include "scenario/LessonDeck.h"
#include "scenario/ModeVariants.h"
#include "scenario/ScenarioFile.h"
#include "text/MatrixText.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QSet>
#include <QTest>

using namespace attn;

namespace {

QJsonObject lessonJson(const QString &name)
{
    QFile file(test::examplesFolder() + u'/' + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(name));
    return QJsonDocument::fromJson(file.readAll()).object();
}

ScenarioReadResult readWithSlides(QJsonObject lesson, const QJsonValue &slides)
{
    lesson.insert(QStringLiteral("slides"), slides);
    return readScenario(QJsonDocument(lesson).toJson(), QStringLiteral("lesson.json"));
}

std::optional<AttentionResult> computed(const Scenario &scenario)
{
    CpuEngine engine;
    return engine.run(scenario);
}

std::vector<std::unique_ptr<SlidePage>> pagesOf(const Scenario &scenario, const QString &language)
{
    SlideContext context;
    context.language = language;
    return deckPages(std::make_shared<const Scenario>(scenario), computed, context);
}

} // namespace

class SlideDeckTest : public QObject
{
    Q_OBJECT

private slots:
    void aDeckIsReadAndWrittenWhole();
    void aWrongSlideIsNamedByItsPlace_data();
    void aWrongSlideIsNamedByItsPlace();
    void aLessonWithoutSlidesGetsTheDeckOfItsStages_data();
    void aLessonWithoutSlidesGetsTheDeckOfItsStages();
    void aWhatIfSlideShowsTheChangedLessonsTrueNumbers();
    void aSilencedHeadIsLeftOutOfTheOutput();
    void aSlideOutlivesAnEditAtTheDesk();
    void everySlideIsReadableFromTheBackRow_data();
    void everySlideIsReadableFromTheBackRow();
    void aFigureSlideShowsOnlyNumbersTheBackRowReads_data();
    void aFigureSlideShowsOnlyNumbersTheBackRowReads();
    void theGallerysDecksAreWrittenForTheRoom();
    void theFilesOfADeckAreWhatThePresentationShows();
    void theClickerWalksThePresentation();
};

void SlideDeckTest::aDeckIsReadAndWrittenWhole()
{
    const QJsonArray slides = QJsonDocument::fromJson(R"([
        {"kind": "title", "text": "Five words, sixteen numbers each", "notes": "Ask the room first.",
         "translations": {"it": {"title": "Titolo", "text": "Cinque parole"}}},
        {"kind": "stage", "stage": "softmax", "title": "Without the division", "result_only": true,
         "changes": {"scaled": false, "temperature": 0.5}},
        {"kind": "stage", "stage": "projections", "part": "keys", "head": 1},
        {"kind": "stage", "stage": "scores", "changes": {"mode": "causal", "positions": "sinusoidal",
         "move_token": {"from": 1, "to": 3}}},
        {"kind": "text", "title": "A question", "text": "Which row is **one-hot**?", "later": 1},
        {"kind": "end"},
        {"kind": "figure", "figure": "compare", "head": 1, "changes": {"scaled": false}},
        {"kind": "figure"}
    ])").array();
    const ScenarioReadResult read = readWithSlides(lessonJson(QStringLiteral("05-scaling.json")), slides);
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.warnings.size(), 1); // "later", kept
    QVERIFY(read.warnings.first().contains(QStringLiteral("slides[4].later")));
    const std::vector<Slide> &deck = *read.scenario->slides;
    QCOMPARE(deck.size(), size_t(8));
    QCOMPARE(deck[0].kind, SlideKind::Title);
    QCOMPARE(deck[0].localizedTitle(QStringLiteral("it")), QStringLiteral("Titolo"));
    QCOMPARE(deck[0].localizedText(QStringLiteral("de")), QStringLiteral("Five words, sixteen numbers each"));
    QCOMPARE(deck[1].stage, PipelineStage::Softmax);
    QVERIFY(deck[1].resultOnly);
    QCOMPARE(deck[1].changes.scaled, std::optional<bool>(false));
    QCOMPARE(deck[1].changes.temperature, std::optional<double>(0.5));
    QCOMPARE(deck[2].part, StagePart::Keys);
    QCOMPARE(deck[2].head, 0);
    QCOMPARE(deck[3].changes.mode, std::optional<AttentionMode>(AttentionMode::Causal));
    QCOMPARE(deck[3].changes.movedToken->from, 0);
    QCOMPARE(deck[3].changes.movedToken->to, 2);
    QCOMPARE(deck[5].kind, SlideKind::End);
    QCOMPARE(deck[6].kind, SlideKind::Figure);
    QCOMPARE(deck[6].heatmap, SlideHeatmap::Compare);
    QCOMPARE(deck[6].changes.scaled, std::optional<bool>(false));
    QCOMPARE(deck[7].heatmap, SlideHeatmap::Weights); // a figure slide's heatmap, unless it says: the weights
    // Written and read again, nothing lost, the unknown key included.
    const ScenarioReadResult again = readScenario(writeScenario(*read.scenario), QStringLiteral("again.json"));
    QVERIFY2(again.ok(), qPrintable(again.error));
    QVERIFY(*again.scenario == *read.scenario);
    QCOMPARE(again.scenario->slides->at(4).unknownKeys.value(QStringLiteral("later")).toInt(), 1);
}

void SlideDeckTest::aWrongSlideIsNamedByItsPlace_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("slides");
    QTest::addColumn<QString>("place");
    const QString scaling = QStringLiteral("05-scaling.json"), heads = QStringLiteral("06-multi-head.json");
    QTest::newRow("not a list") << scaling << R"({"kind": "title"})" << "slides: expected an array of slides";
    QTest::newRow("no slides") << scaling << "[]" << "slides: expected 1 to";
    QTest::newRow("no kind") << scaling << R"([{"stage": "scores"}])" << "slides[0].kind: missing";
    QTest::newRow("unknown kind") << scaling << R"([{"kind": "video"}])" << "slides[0].kind: expected one of title, stage, text, end, figure";
    QTest::newRow("no stage") << scaling << R"([{"kind": "title"}, {"kind": "stage"}])" << "slides[1].stage: missing";
    QTest::newRow("unknown stage") << scaling << R"([{"kind": "stage", "stage": "attention"}])" << "slides[0].stage: expected one of";
    QTest::newRow("stage the lesson lacks") << scaling << R"([{"kind": "stage", "stage": "positions"}])"
                                            << "slides[0].stage: the lesson has no stage positions here";
    QTest::newRow("part of a whole stage") << scaling << R"([{"kind": "stage", "stage": "scores", "part": "keys"}])"
                                           << "slides[0].part: the stage scores is shown whole";
    QTest::newRow("head beyond the lesson's") << heads << R"([{"kind": "stage", "stage": "scores", "head": 5}])"
                                              << "slides[0].head: head 5, but the lesson has";
    QTest::newRow("head of a title") << scaling << R"([{"kind": "title", "head": 1}])" << "slides[0].head: only for a slide of kind";
    QTest::newRow("unknown figure") << scaling << R"([{"kind": "figure", "figure": "lines"}])"
                                    << "slides[0].figure: expected one of weights, scores, heads, compare";
    QTest::newRow("figure of a stage slide") << scaling << R"([{"kind": "stage", "stage": "scores", "figure": "weights"}])"
                                             << "slides[0].figure: only for a slide of kind \"figure\"";
    QTest::newRow("figure of a head not there") << heads << R"([{"kind": "figure", "head": 3}])"
                                                << "slides[0].head: head 3, but the lesson has 2";
    QTest::newRow("figure's part") << scaling << R"([{"kind": "figure", "part": "keys"}])" << "slides[0].part: only for a slide of kind";
    QTest::newRow("text slide with no text") << scaling << R"([{"kind": "text"}])" << "slides[0].text: missing";
    QTest::newRow("unknown change") << scaling << R"([{"kind": "end", "changes": {"heads": 2}}])" << "slides[0].changes.heads: unknown key";
    QTest::newRow("learned positions") << scaling << R"([{"kind": "end", "changes": {"positions": "learned"}}])"
                                       << "slides[0].changes.positions: expected \"none\" or \"sinusoidal\"";
    QTest::newRow("cross without a target") << scaling << R"([{"kind": "end", "changes": {"mode": "cross"}}])"
                                            << "slides[0].changes.mode: cross attention needs a target";
    QTest::newRow("silence a head not there") << heads << R"([{"kind": "end", "changes": {"silence_heads": [1, 3]}}])"
                                              << "slides[0].changes.silence_heads[1]: head 3, but the lesson has 2";
    QTest::newRow("move a token not there") << scaling << R"([{"kind": "end", "changes": {"move_token": {"from": 2, "to": 9}}}])"
                                            << "slides[0].changes.move_token.to: token 9, but the sequence has 5";
    QTest::newRow("move without from") << scaling << R"([{"kind": "end", "changes": {"move_token": {"to": 2}}}])"
                                       << "slides[0].changes.move_token.from: missing";
    QTest::newRow("temperature out of range") << scaling << R"([{"kind": "end", "changes": {"temperature": 0}}])"
                                              << "slides[0].changes.temperature: expected a temperature";
    QTest::newRow("a title too long") << scaling << QStringLiteral(R"([{"kind": "text", "title": "%1"}])").arg(QString(400, u'x'))
                                      << "slides[0].title: at most 300 characters";
}

void SlideDeckTest::aWrongSlideIsNamedByItsPlace()
{
    QFETCH(QString, lesson);
    QFETCH(QString, slides);
    QFETCH(QString, place);
    const QJsonDocument parsed = QJsonDocument::fromJson(slides.toUtf8());
    const QJsonValue value = parsed.isArray() ? QJsonValue(parsed.array()) : QJsonValue(parsed.object());
    const ScenarioReadResult read = readWithSlides(lessonJson(lesson), value);
    QVERIFY(!read.ok());
    QVERIFY2(read.error.startsWith(QStringLiteral("lesson.json: ") + place), qPrintable(read.error));
}

void SlideDeckTest::aLessonWithoutSlidesGetsTheDeckOfItsStages_data()
{
    QTest::addColumn<QString>("path");
    for (const QString &path : test::exampleFiles())
        QTest::newRow(qPrintable(QFileInfo(path).baseName())) << path;
}

void SlideDeckTest::aLessonWithoutSlidesGetsTheDeckOfItsStages()
{
    QFETCH(QString, path);
    Scenario lesson = test::lessonScenario(path);
    lesson.slides.reset();
    const std::vector<Slide> deck = lessonDeck(lesson);
    QCOMPARE(deck.front().kind, SlideKind::Title);
    QCOMPARE(deck.back().kind, SlideKind::End);
    QVERIFY(!validateSlides(lesson, deck));
    // Every head reaches its weights and its weighted sum; the mask only where it hides, √d_k only where it divides.
    for (int head = 0; head < lesson.headCount(); ++head)
        for (PipelineStage stage : {PipelineStage::Scores, PipelineStage::Softmax, PipelineStage::WeightedSum})
            QVERIFY(std::any_of(deck.begin(), deck.end(), [&](const Slide &slide) {
                return slide.kind == SlideKind::Stage && slide.stage == stage && slide.head == head;
            }));
    const auto shows = [&](PipelineStage stage) {
        return std::any_of(deck.begin(), deck.end(), [&](const Slide &slide) { return slide.kind == SlideKind::Stage && slide.stage == stage; });
    };
    QCOMPARE(shows(PipelineStage::Mask), lesson.mode == AttentionMode::Causal);
    QCOMPARE(shows(PipelineStage::Scaling), lesson.scaled);
    QCOMPARE(shows(PipelineStage::Concatenation), lesson.headCount() > 1);
    QCOMPARE(shows(PipelineStage::OutputProjection), !outputLikeIdentity(lesson));
    for (int head = 0; head < lesson.headCount(); ++head)
        QCOMPARE(std::any_of(deck.begin(), deck.end(), [&](const Slide &slide) {
                     return slide.kind == SlideKind::Stage && slide.stage == PipelineStage::Projections && slide.head == head;
                 }),
                 !projectsLikeIdentity(lesson, head));
}

void SlideDeckTest::aWhatIfSlideShowsTheChangedLessonsTrueNumbers()
{
    const auto lesson = std::make_shared<const Scenario>(test::lessonScenario(test::examplesFolder() + QStringLiteral("/05-scaling.json")));
    Slide slide;
    slide.kind = SlideKind::Stage;
    slide.stage = PipelineStage::Softmax;
    slide.changes.scaled = false;
    slide.changes.movedToken = SlideChanges::TokenMove{SequenceRole::Source, 0, 3};
    const ScenarioSnapshot snapshot = slideSnapshot(lesson, slide, computed);
    QVERIFY(snapshot.result());
    QVERIFY(!snapshot.scenario().scaled);
    // The first token now stands fourth, its vector with it.
    QCOMPARE(snapshot.scenario().source.tokens.at(3), lesson->source.tokens.at(0));
    QVERIFY(snapshot.scenario().source.vectors.row(3) == lesson->source.vectors.row(0));
    // The weights are softmax(Q Kᵀ) of the moved tokens, unscaled, computed here in double.
    const MatrixD x = snapshot.scenario().source.vectors;
    const MatrixD scores = x * x.transpose();
    for (Eigen::Index row = 0; row < scores.rows(); ++row) {
        const Eigen::ArrayXd exps = (scores.row(row).array() - scores.row(row).maxCoeff()).exp();
        const Eigen::ArrayXd weights = exps / exps.sum();
        for (Eigen::Index column = 0; column < scores.cols(); ++column)
            QVERIFY(std::abs(snapshot.result()->heads[0].weights(row, column) - weights(column)) < 1e-5);
    }
    // And they are sharper than the lesson's own: the what-if shows what its notes say.
    const AttentionResult own = *computed(*lesson);
    QVERIFY(snapshot.result()->heads[0].weights.maxCoeff() > own.heads[0].weights.maxCoeff());
}

void SlideDeckTest::aSilencedHeadIsLeftOutOfTheOutput()
{
    const Scenario lesson = test::lessonScenario(test::examplesFolder() + QStringLiteral("/06-multi-head.json"));
    SlideChanges changes;
    changes.silencedHeads = {1};
    const Scenario changed = withSlideChanges(lesson, changes);
    const AttentionResult result = *computed(changed), own = *computed(lesson);
    // Output = Σ_h Z_h W_O[rows of h]: without head 2, only head 1's part, from the lesson's own numbers.
    const MatrixD wo = lesson.effectiveWo();
    const Eigen::Index dv = lesson.headShape(0).dv;
    const MatrixD expected = own.heads[0].output.cast<double>() * wo.topRows(dv);
    QVERIFY(((result.output.cast<double>() - expected).array().abs() < 1e-5).all());
    QVERIFY(!((own.output.cast<double>() - expected).array().abs() < 1e-5).all());
    // Its weights are as they were: silencing reads nothing from the head, it changes none of its numbers.
    QVERIFY(result.heads[1].weights == own.heads[1].weights);
}

void SlideDeckTest::aSlideOutlivesAnEditAtTheDesk()
{
    // A deck written for two heads and five tokens, after the desk took a head and three tokens away.
    Scenario lesson = test::lessonScenario(test::examplesFolder() + QStringLiteral("/06-multi-head.json"));
    Slide slide;
    slide.kind = SlideKind::Stage;
    slide.stage = PipelineStage::Concatenation;
    slide.head = 1;
    slide.changes.silencedHeads = {1};
    slide.changes.movedToken = SlideChanges::TokenMove{SequenceRole::Source, 0, 4};
    setHeadCount(lesson, 1);
    while (lesson.source.tokens.size() > 2)
        removeToken(lesson, SequenceRole::Source, 0);
    const ScenarioSnapshot snapshot = slideSnapshot(std::make_shared<const Scenario>(lesson), slide, computed);
    QVERIFY(snapshot.result());
    SlidePage page(snapshot, slide, SlideContext{});
    const SlidePage::Layout layout = page.layOut(QSize(1280, 720));
    QVERIFY(layout.stage);
    QVERIFY(layout.stage->numberPixelSize >= layout.leastNumberPixels);
}

void SlideDeckTest::everySlideIsReadableFromTheBackRow_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("textScale");
    QTest::addColumn<QString>("language");
    for (const QString &path : test::exampleFiles())
        for (const QSize size : {QSize(1920, 1080), QSize(1280, 720)})
            for (const double scale : {1.0, 1.5})
                for (const QString &language : {QStringLiteral("en"), QStringLiteral("it"), QStringLiteral("de")})
                    QTest::addRow("%s %dx%d x%g %s", qPrintable(QFileInfo(path).baseName()), size.width(), size.height(), scale,
                                  qPrintable(language))
                        << path << size << scale << language;
}

void SlideDeckTest::everySlideIsReadableFromTheBackRow()
{
    QFETCH(QString, path);
    QFETCH(QSize, size);
    QFETCH(double, textScale);
    QFETCH(QString, language);
    installTranslations(language);
    const Scenario lesson = test::lessonScenario(path);
    const auto pages = pagesOf(lesson, language);
    const QRect slideRect(QPoint(0, 0), size);
    for (size_t index = 0; index < pages.size(); ++index) {
        const SlidePage &page = *pages[index];
        const SlidePage::Layout layout = page.layOut(size, textScale);
        const QString where = QStringLiteral("slide %1 (%2, %3)").arg(index + 1).arg(slideKindKey(page.slide().kind), page.title());
        QVERIFY2(layout.fits, qPrintable(where + QStringLiteral(": does not fit at the least sizes")));
        QCOMPARE(layout.leastNumberPixels, (size.height() + 29) / 30);
        QCOMPARE(layout.leastTextPixels, (size.height() + 39) / 40);
        const std::vector<SlideText> texts = page.texts(layout);
        QVERIFY2(!texts.empty(), qPrintable(where));
        for (const SlideText &text : texts) {
            const QString what = where + QStringLiteral(": “%1” %2 px at (%3, %4) %5×%6")
                                             .arg(text.text.left(40)).arg(text.pixelSize)
                                             .arg(text.rect.x()).arg(text.rect.y()).arg(text.rect.width()).arg(text.rect.height());
            QVERIFY2(text.pixelSize >= (text.number ? layout.leastNumberPixels : layout.leastTextPixels), qPrintable(what));
            QVERIFY2(slideRect.contains(text.rect), qPrintable(what + QStringLiteral(": cut at the slide's edge")));
        }
        for (size_t first = 0; first < texts.size(); ++first)
            for (size_t second = first + 1; second < texts.size(); ++second)
                QVERIFY2(!texts[first].rect.intersects(texts[second].rect),
                         qPrintable(where + QStringLiteral(": “%1” overlaps “%2”").arg(texts[first].text.left(40), texts[second].text.left(40))));
        if (!layout.stage && !layout.figure)
            continue;
        // Every token of up to 16 named: the queries' on every stage, the keys' too where the stage pairs them
        // and on a heatmap, each of its names (none left out for room: one in k is the heatmap's way with many).
        QSet<QString> drawn;
        for (const SlideText &text : texts)
            drawn.insert(text.text);
        const Scenario &shown = lesson; // the changes of the shipped decks move no token out of its sequence
        QStringList tokens = shown.localizedQueryTokens(language);
        const PipelineStage stage = page.slide().stage;
        if (layout.figure || (stage >= PipelineStage::Scores && stage <= PipelineStage::Softmax))
            tokens += shown.localizedTokens(SequenceRole::Source, language);
        if (shown.querySequence().tokens.size() > 16 || shown.source.tokens.size() > 16)
            continue;
        if (layout.figure)
            for (const HeatmapPicture::PanelLayout &panel : layout.figure->panels)
                QVERIFY2(panel.keyStep == 1 && panel.queryStep == 1, qPrintable(where + QStringLiteral(": a heatmap names one token in k")));
        for (const QString &token : tokens)
            QVERIFY2(drawn.contains(token), qPrintable(where + QStringLiteral(": the token “%1” is not named").arg(token)));
    }
}

void SlideDeckTest::aFigureSlideShowsOnlyNumbersTheBackRowReads_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("figure");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("numbers");
    // Six tokens leave cells that hold numbers of a 30th of the height on a wide screen; fifteen do not (a
    // window's heatmap of that size draws them at half that). A 4:3 projector is narrower still.
    for (const QSize size : {QSize(1920, 1080), QSize(1280, 720), QSize(1024, 768)}) {
        const QString at = QStringLiteral(" %1x%2").arg(size.width()).arg(size.height());
        QTest::newRow(qPrintable(QStringLiteral("translation weights") + at)) << "02-translation-cross.json" << "weights" << size << true;
        QTest::newRow(qPrintable(QStringLiteral("translation scores") + at)) << "02-translation-cross.json" << "scores" << size << true;
        QTest::newRow(qPrintable(QStringLiteral("two heads") + at)) << "06-multi-head.json" << "heads" << size << true;
        QTest::newRow(qPrintable(QStringLiteral("induction weights") + at)) << "09-induction-head.json" << "weights" << size << false;
        // (On a 4:3 screen two heatmaps of fifteen tokens side by side name one token in two: the slide says so.)
        if (size.width() * 9 == size.height() * 16)
            QTest::newRow(qPrintable(QStringLiteral("induction masks compared") + at)) << "09-induction-head.json" << "compare" << size << false;
    }
}

void SlideDeckTest::aFigureSlideShowsOnlyNumbersTheBackRowReads()
{
    QFETCH(QString, lesson);
    QFETCH(QString, figure);
    QFETCH(QSize, size);
    QFETCH(bool, numbers);
    installTranslations(QStringLiteral("en"));
    const ScenarioReadResult read = readWithSlides(lessonJson(lesson), QJsonArray{QJsonObject{{"kind", "figure"}, {"figure", figure}}});
    QVERIFY2(read.ok(), qPrintable(read.error));
    const auto pages = pagesOf(*read.scenario, QStringLiteral("en"));
    QCOMPARE(pages.size(), size_t(1));
    const SlidePage::Layout layout = pages.front()->layOut(size);
    QVERIFY(layout.fits);
    QVERIFY(layout.figure && layout.heatmap);
    const HeatmapPicture &heatmap = *layout.heatmap;
    QVERIFY(!heatmap.content().panels.empty());
    const int panelsExpected = figure == QLatin1String("heads") ? read.scenario->headCount()
                             : figure == QLatin1String("compare") ? int(modeVariants(*read.scenario).size()) : 1;
    QCOMPARE(int(layout.figure->panels.size()), panelsExpected);
    // The numbers in the cells are the result's own: the first panel of the weights is the head's softmax.
    if (figure == QLatin1String("weights")) {
        const AttentionResult result = *computed(*read.scenario);
        QVERIFY(heatmap.content().panels.front().values->isApprox(result.heads.front().weights));
    }
    const QFont least = pixelFont(layout.leastNumberPixels);
    for (size_t p = 0; p < layout.figure->panels.size(); ++p) {
        const HeatmapPicture::PanelLayout &panel = layout.figure->panels[p];
        // Where the cells hold the widest number at a 30th of the height (with a reader's gap), it is drawn.
        const MatrixF &values = *heatmap.content().panels[p].values;
        double widest = 0;
        for (const float value : {values.maxCoeff(), values.minCoeff()})
            widest = std::max(widest, QFontMetricsF(least).horizontalAdvance(fixedDecimals(double(value), 2, QLocale())));
        const bool room = widest + std::max(6.0, 0.3 * layout.leastNumberPixels) <= panel.cell && layout.leastNumberPixels <= panel.cell * 0.42;
        QCOMPARE(panel.numbers, room);
        if (size.width() * 9 == size.height() * 16)
            QCOMPARE(panel.numbers, numbers); // on a wide screen, what each lesson's cells hold
        if (panel.numbers)
            QVERIFY2(panel.numberFont.pixelSize() >= layout.leastNumberPixels, qPrintable(QString::number(panel.numberFont.pixelSize())));
        QVERIFY2(panel.labelFont.pixelSize() >= layout.leastTextPixels, qPrintable(QString::number(panel.labelFont.pixelSize())));
    }
    if (!numbers) {
        // Left out for the slide's floor, not for want of room: the same heatmap in the same room with the
        // window's least size (9 px) draws them, smaller than the back row reads.
        HeatmapContent window = heatmap.content();
        window.leastNumberPixels = 9;
        const HeatmapPicture::Layout small = HeatmapPicture(window).layOutAt(layout.figure->size, layout.figure->scale, layout.figure->scale);
        QVERIFY(std::any_of(small.panels.begin(), small.panels.end(), [&](const HeatmapPicture::PanelLayout &panel) {
            return panel.numbers && panel.numberFont.pixelSize() < layout.leastNumberPixels;
        }));
    }
}

void SlideDeckTest::theGallerysDecksAreWrittenForTheRoom()
{
    // Every shipped lesson has a deck of its own: a title first and the end last; the seven lessons from
    // alignment to cost take at most 45 slides together; no slide repeats the one before it (the same stage,
    // part and head with the same changes only scrolls); identity projections are said, not shown; and the
    // what-ifs of lessons 5 and 8 are slides, reached by the clicker alone.
    int firstSeven = 0;
    QSet<QString> whatIfs;
    const QStringList files = test::exampleFiles();
    QVERIFY(files.size() >= 9);
    for (const QString &path : files) {
        const QString name = QFileInfo(path).completeBaseName();
        const Scenario lesson = test::lessonScenario(path);
        QVERIFY2(lesson.slides.has_value(), qPrintable(name + QStringLiteral(": no deck of its own")));
        const std::vector<Slide> &slides = *lesson.slides;
        QVERIFY2(slides.size() >= 3, qPrintable(name));
        QCOMPARE(slides.front().kind, SlideKind::Title);
        QCOMPARE(slides.back().kind, SlideKind::End);
        if (name < QStringLiteral("08"))
            firstSeven += int(slides.size());
        for (size_t index = 0; index < slides.size(); ++index) {
            const Slide &slide = slides[index];
            const QString where = QStringLiteral("%1: slide %2").arg(name).arg(index + 1);
            if (slide.changes.any())
                whatIfs << name;
            if (slide.kind != SlideKind::Stage)
                continue;
            if (index > 0) {
                const Slide &before = slides[index - 1];
                QVERIFY2(!(before.kind == SlideKind::Stage && before.stage == slide.stage && before.part == slide.part &&
                           before.head == slide.head && before.changes == slide.changes && before.resultOnly == slide.resultOnly),
                         qPrintable(where + QStringLiteral(" shows what the slide before it showed")));
            }
            const Scenario shown = withSlideChanges(lesson, slide.changes);
            QVERIFY2(slide.stage != PipelineStage::Projections || !projectsLikeIdentity(shown, slide.head),
                     qPrintable(where + QStringLiteral(" shows identity projections")));
            QVERIFY2(slide.stage != PipelineStage::OutputProjection || !outputLikeIdentity(shown),
                     qPrintable(where + QStringLiteral(" shows an identity W_O")));
        }
    }
    QVERIFY2(firstSeven <= 45, qPrintable(QStringLiteral("lessons 1 to 7 take %1 slides").arg(firstSeven)));
    QVERIFY(whatIfs.contains(QStringLiteral("05-scaling")));
    QVERIFY(whatIfs.contains(QStringLiteral("08-positions")));
}

void SlideDeckTest::theFilesOfADeckAreWhatThePresentationShows()
{
    const Scenario lesson = test::lessonScenario(test::examplesFolder() + QStringLiteral("/08-positions.json"));
    const auto pages = pagesOf(lesson, QStringLiteral("en"));
    QTemporaryDir folder;
    const QSize size(1280, 720);
    QCOMPARE(writeDeckImages(pages, folder.filePath(QStringLiteral("png")), QStringLiteral("png"), size), QString());
    QCOMPARE(writeDeckPdf(pages, folder.filePath(QStringLiteral("deck.pdf")), size), QString());
    for (size_t index = 0; index < pages.size(); ++index) {
        const QImage written(folder.filePath(QStringLiteral("png/slide-%1.png").arg(index + 1, 3, 10, QLatin1Char('0'))));
        QCOMPARE(written.size(), size);
        const QImage shown = slideImage(*pages[index], size).convertToFormat(QImage::Format_RGB32);
        const QImage read = written.convertToFormat(QImage::Format_RGB32);
        int differing = 0;
        for (int y = 0; y < size.height(); ++y)
            for (int x = 0; x < size.width(); ++x) {
                const QRgb a = read.pixel(x, y), b = shown.pixel(x, y);
                const int channel = std::max({std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)), std::abs(qBlue(a) - qBlue(b))});
                differing += channel > 64;
            }
        // The same paint of the same layout. Qt draws a glyph from its cache or, when the cache is full, as a
        // path, which shades edge pixels differently (a few thousand of a slide's); a glyph moved or a number
        // changed would differ in whole strokes, and the layouts are compared exactly below.
        QVERIFY2(differing * 200 < size.width() * size.height(),
                 qPrintable(QStringLiteral("slide %1: %2 pixels differ").arg(index + 1).arg(differing)));
        const std::vector<SlideText> once = pages[index]->texts(pages[index]->layOut(size));
        const std::vector<SlideText> again = pages[index]->texts(pages[index]->layOut(size));
        QCOMPARE(once.size(), again.size());
        for (size_t text = 0; text < once.size(); ++text) {
            QCOMPARE(once[text].text, again[text].text);
            QCOMPARE(once[text].rect, again[text].rect);
            QCOMPARE(once[text].pixelSize, again[text].pixelSize);
        }
    }
    QVERIFY(!QFileInfo::exists(folder.filePath(QStringLiteral("png/slide-%1.png").arg(pages.size() + 1, 3, 10, QLatin1Char('0')))));
    // One PDF page per slide, each the slide's size in points (a pixel a 96th of an inch).
    QFile pdf(folder.filePath(QStringLiteral("deck.pdf")));
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    const QByteArray bytes = pdf.readAll();
    QCOMPARE(qsizetype(bytes.count("/Type /Page\n") + bytes.count("/Type /Page ") + bytes.count("/Type /Page/")), qsizetype(pages.size()));
    QVERIFY(bytes.contains("/MediaBox [0 0 960.000000 540.000000]"));
}

void SlideDeckTest::theClickerWalksThePresentation()
{
    installTranslations(QStringLiteral("en"));
    ScenarioDocument document(test::lessonScenario(test::examplesFolder() + QStringLiteral("/05-scaling.json")), std::make_unique<CpuEngine>());
    PresentationWindow presentation(&document);
    presentation.resize(1280, 720);
    const int count = presentation.slideCount();
    QCOMPARE(count, int(document.scenario().slides->size()));
    // Where the desk stands: the softmax stage's first slide (the lesson's, before its what-if).
    const int softmax = presentation.slideOfStage(PipelineStage::Softmax, 0);
    QCOMPARE(presentation.currentSlide()->slide().kind, SlideKind::Title);
    presentation.showSlide(softmax);
    QCOMPARE(presentation.currentSlide()->slide().stage, PipelineStage::Softmax);
    QVERIFY(!presentation.currentSlide()->slide().changes.any());
    // Page Down reaches the what-if by clicker alone: the same weights without √d_k.
    QTest::keyClick(&presentation, Qt::Key_PageDown);
    QCOMPARE(presentation.slideIndex(), softmax + 1);
    QCOMPARE(presentation.currentSlide()->slide().changes.scaled, std::optional<bool>(false));
    for (const Qt::Key back : {Qt::Key_PageUp, Qt::Key_Left, Qt::Key_Up}) {
        QTest::keyClick(&presentation, back);
        QCOMPARE(presentation.slideIndex(), softmax);
        QTest::keyClick(&presentation, Qt::Key_Right);
    }
    QTest::keyClick(&presentation, Qt::Key_End);
    QCOMPARE(presentation.slideIndex(), count - 1);
    QTest::keyClick(&presentation, Qt::Key_PageDown); // the last slide stays
    QCOMPARE(presentation.slideIndex(), count - 1);
    QTest::keyClick(&presentation, Qt::Key_Home);
    QCOMPARE(presentation.slideIndex(), 0);
    QTest::keyClick(&presentation, Qt::Key_3);
    QTest::keyClick(&presentation, Qt::Key_Return);
    QCOMPARE(presentation.slideIndex(), 2);
    // B and "." blank the screen; the next key only brings the slide back.
    for (const Qt::Key blank : {Qt::Key_B, Qt::Key_Period}) {
        QTest::keyClick(&presentation, blank);
        QVERIFY(presentation.isBlank());
        QTest::keyClick(&presentation, Qt::Key_PageDown);
        QVERIFY(!presentation.isBlank());
        QCOMPARE(presentation.slideIndex(), 2);
    }
    // Ctrl+ scales the slide, Ctrl+0 resets it; N shows the presenter's notes.
    QTest::keyClick(&presentation, Qt::Key_Plus, Qt::ControlModifier);
    QVERIFY(presentation.textScale() > 1.0);
    QTest::keyClick(&presentation, Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(presentation.textScale(), 1.0);
    QTest::keyClick(&presentation, Qt::Key_N);
    QVERIFY(presentation.showsNotes());
    QVERIFY(presentation.grab().size().isValid());
    // An edit at the desk shows on the slides: another token on the softmax slide.
    Scenario edited = document.scenario();
    insertToken(edited, SequenceRole::Source, 5, QStringLiteral("again"));
    document.replaceScenario(edited);
    presentation.showSlide(softmax);
    const SlidePage::Layout layout = presentation.currentSlide()->layOut(presentation.size());
    QVERIFY(layout.stage);
    const std::vector<SlideText> texts = presentation.currentSlide()->texts(layout);
    QVERIFY(std::any_of(texts.begin(), texts.end(), [](const SlideText &text) { return text.text == QLatin1String("again"); }));
}

int main(int argc, char **argv)
{
    QApplication application(argc, argv);
    SlideDeckTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_slidedeck.moc"
