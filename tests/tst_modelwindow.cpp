// The real-model window: a checkpoint's folder opened, a text typed, every layer's and head's weights in
// the grid as the model computed them, a head clicked open, its lines (hovered, clicked, exported), and every
// picture exported.
#include "document/ScenarioDocument.h"
#include "model/ModelAttentionScenario.h"
#include "modelwindow/ModelDocument.h"
#include "modelwindow/ModelWindow.h"
#include "render/FigureText.h"
#include "stepper/StageView.h"
#include "support/ScriptedDialogs.h"
#include "support/Tolerances.h"
#include "lessonwindow/MainWindow.h"
#include "lessonwindow/SideWindows.h"
#include "common/Translations.h"
#include "support/SvgTexts.h"
#include "support/TextScaleChecks.h"
#include "support/TinyGpt2Checkpoint.h"
#include "support/BadModelFolders.h"
#include "common/AppSettings.h"
#include "io/SystemMemory.h"
#include "model/ModelMemory.h"

#include <QElapsedTimer>
#include <numeric>
#include <QFileInfo>
#include <QSettings>
#include <QTimer>
#include <QPainter>
#include <QPushButton>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QImage>
#include <QSvgRenderer>
#include <QTest>

using namespace attn;
using namespace attn::test;

class TestModelWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void gridShowsEveryLayerAndHeadAsComputed();
    void clickingAPanelOpensThatHead();
    void aTextTheModelCannotTakeIsExplained();
    void nextTokensAreNamedAsThePicturesNameThem_data();
    void nextTokensAreNamedAsThePicturesNameThem();
    void everyByteIsNamedInGlyphsTheFontsHave();
    void badFolderKeepsTheModelOpen();
    void everyBadFolderOfTheFaultTableIsRefusedAtOnce_data();
    void everyBadFolderOfTheFaultTableIsRefusedAtOnce();
    void settingsBeyondTheirRangeAreReadWithinIt();
    void theWindowShowsTheMemoryEstimate();
    void aCheckpointCutOrTooLargeLeavesTheWindowWorking();
    void aCheckpointIsReadWhileTheWindowPaints();
    void aCheckpointCutWhileItIsReadLeavesTheModelOpen();
    void aLongMergeChainTokenizesAtOnce();
    void textThatLiesIsWrittenOut();
    void runnersUpAreRankedByTheirLogitsWhereProbabilitiesUnderflow();
    void theTitleNamesTheProgramOnce();
    void figuresExport_data();
    void figuresExport();
    void gridTextsStayInsideAndApart();
    void aLargerTextScaleNeverShrinksTheNumbers_data();
    void aLargerTextScaleNeverShrinksTheNumbers();
    void aGridOfManyHeadsGivesItsRoomToTheHeatmaps_data();
    void aGridOfManyHeadsGivesItsRoomToTheHeatmaps();
    void everyMaskOfTheGridIsHatched_data();
    void everyMaskOfTheGridIsHatched();
    void numbersBeyondFloat32AreExplainedNotDrawn();
    void linesDrawEveryWeightOfTheHead();
    void hoverAndClickFocusAToken();
    void linesTextsStayInsideAndApart_data();
    void linesTextsStayInsideAndApart();
    void linesNameOneTokenInKWhenCrowded();
    void linesSurviveTheSmallestView_data();
    void linesSurviveTheSmallestView();
    void aHeadOpensInTheStepperWithTheModelsNumbers();
    void followsTheLanguageWhileOpen();
    void ctrlPlusEnlargesEveryTextAndIsRemembered();

private:
    QTemporaryDir m_folder;
    TinyGpt2Checkpoint m_checkpoint;
};

void TestModelWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // the tab and folder remembered go to a test's settings
    m_checkpoint.layers = 3;
    m_checkpoint.heads = 4;
    m_checkpoint.randomize(21);
    QVERIFY(m_checkpoint.write(m_folder.path()));
}

namespace {

/// Weights at or above the least a lines picture draws: all, or in one query's row, or in one key's
/// column (-1: any).
int drawnWeights(const MatrixF &weights, Eigen::Index query = -1, Eigen::Index key = -1)
{
    int count = 0;
    for (Eigen::Index q = 0; q < weights.rows(); ++q)
        for (Eigen::Index k = 0; k < weights.cols(); ++k)
            if ((query < 0 || q == query) && (key < 0 || k == key) && weights(q, k) >= AttentionLinesPicture::kLeastDrawnWeight)
                ++count;
    return count;
}

/// Fails, naming the texts, when one leaves the figure or two overlap.
void verifyTextsInsideAndApart(const std::vector<std::pair<QString, QRect>> &texts, const QSize &size)
{
    QVERIFY(!texts.empty());
    for (size_t i = 0; i < texts.size(); ++i) {
        QVERIFY2(QRect(QPoint(0, 0), size).contains(texts[i].second),
                 qPrintable(QStringLiteral("%1 leaves the figure at %2 x %3").arg(texts[i].first).arg(size.width()).arg(size.height())));
        for (size_t j = i + 1; j < texts.size(); ++j)
            QVERIFY2(!texts[i].second.intersects(texts[j].second),
                     qPrintable(QStringLiteral("'%1' covers '%2' at %3 x %4").arg(texts[i].first, texts[j].first).arg(size.width()).arg(size.height())));
    }
}

/// The window at a projector's size, on the screen, with the checkpoint open.
bool showOnScreen(ModelWindow &window, const QString &folder)
{
    window.resize(1280, 720);
    window.show();
    return QTest::qWaitForWindowExposed(&window) && window.openFolder(folder, true).isEmpty();
}

/// The grid of a checkpoint of that many layers of 12 heads, on a text of 11 tokens: GPT-2's heads per layer.
std::optional<HeatmapPicture> twelveHeadsGrid(int layers)
{
    QTemporaryDir folder;
    TinyGpt2Checkpoint checkpoint;
    checkpoint.layers = layers;
    checkpoint.heads = 12;
    checkpoint.width = 24;
    checkpoint.randomize(5);
    ModelDocument document;
    if (!checkpoint.write(folder.path()) || !document.open(folder.path()).isEmpty())
        return std::nullopt;
    document.setText(QStringLiteral("the cat the cat the cat the cat the cat"));
    if (!document.trace())
        return std::nullopt;
    return HeatmapPicture(modelGridContent(document.pass(), PaletteKind::Viridis));
}

} // namespace

void TestModelWindow::gridShowsEveryLayerAndHeadAsComputed()
{
    ModelWindow window;
    window.resize(1280, 720);
    QCOMPARE(window.openFolder(m_folder.path(), true), QString());
    window.setText(QStringLiteral("the cat the cat"));
    const std::shared_ptr<const ModelTrace> trace = window.document().trace();
    QVERIFY(trace);
    const HeatmapContent &grid = window.gridView()->picture()->content();
    QCOMPARE(grid.panels.size(), size_t(3 * 4));
    QCOMPARE(grid.columns, 4); // a row per layer
    // The layers named once down the left, the heads once along the top.
    QCOMPARE(grid.rowNames, (QStringList{QStringLiteral("L1"), QStringLiteral("L2"), QStringLiteral("L3")}));
    QCOMPARE(grid.columnNames, (QStringList{QStringLiteral("H1"), QStringLiteral("H2"), QStringLiteral("H3"), QStringLiteral("H4")}));
    for (int layer = 0; layer < 3; ++layer)
        for (int head = 0; head < 4; ++head) {
            const HeatmapPanel &panel = grid.panels[size_t(layer * 4 + head)];
            // The very matrix the model computed, not a copy of it.
            QCOMPARE(panel.values.get(), &trace->layers[size_t(layer)].weights[size_t(head)]);
            QVERIFY(panel.title.isEmpty());
            QVERIFY(panel.queryLabels.isEmpty()); // the large head names the tokens
            QVERIFY(panel.isMasked(0, 1));
            QVERIFY(!panel.isMasked(1, 0));
        }
    // The next-token table lists the likeliest first, with the model's probabilities.
    const std::vector<NextToken> likeliest = likeliestTokens(*trace, 10);
    QCOMPARE(window.nextTokensTable()->rowCount(), 10);
    QCOMPARE(window.nextTokensTable()->item(0, 1)->text(), QString::number(double(likeliest[0].probability), 'f', 4));
}

void TestModelWindow::clickingAPanelOpensThatHead()
{
    ModelWindow window;
    QVERIFY(showOnScreen(window, m_folder.path()));
    window.setText(QStringLiteral("the cat sat"));
    const HeatmapPicture::Layout layout = window.gridView()->currentLayout();
    const int panel = 2 * 4 + 1; // layer 3, head 2
    const QPoint inside = layout.panels[size_t(panel)].cells.center();
    QTest::mouseClick(window.gridView(), Qt::LeftButton, {}, inside);
    QCOMPARE(window.selectedHead(), (ModelHead{2, 1}));
    const HeatmapContent &head = window.headView()->picture()->content();
    QCOMPARE(head.panels.size(), size_t(1));
    QCOMPARE(head.panels[0].values.get(), &window.document().trace()->layers[2].weights[1]);
    QCOMPARE(head.title, QStringLiteral("Layer 3, head 2: attention weights"));
    QCOMPARE(head.panels[0].queryLabels, (QStringList{"t", "he", "·cat", "·", "s", "at"}));
    // The grid frames the head it opened, so that the room can be pointed to it among the others: a red
    // frame around that panel, and none elsewhere.
    QCOMPARE(window.gridView()->markedPanel(), panel);
    QImage shot(window.gridView()->size(), QImage::Format_RGB32);
    window.gridView()->render(&shot);
    const auto redAround = [&](int index) {
        const QRect cells = layout.panels[size_t(index)].cells;
        int red = 0;
        for (int x = cells.left() - 8; x <= cells.right() + 8; ++x) {
            for (int y : {cells.bottom() + 2, cells.bottom() + 3, cells.bottom() + 4, cells.bottom() + 5}) {
                const QColor colour = shot.pixelColor(std::clamp(x, 0, shot.width() - 1), std::clamp(y, 0, shot.height() - 1));
                red += colour.red() > 180 && colour.green() < 90 && colour.blue() < 90;
            }
        }
        return red;
    };
    QVERIFY2(redAround(panel) > layout.panels[size_t(panel)].cells.width(), qPrintable(QString::number(redAround(panel))));
    QCOMPARE(redAround(0), 0);
}

void TestModelWindow::aTextTheModelCannotTakeIsExplained()
{
    ModelWindow window;
    QCOMPARE(window.openFolder(m_folder.path(), true), QString());
    window.setText(QStringLiteral("a text much longer than twelve tokens"));
    QVERIFY(!window.document().trace());
    QVERIFY(window.gridView()->picture()->content().panels.empty());
    QVERIFY(window.gridView()->picture()->content().emptyReason.contains(QStringLiteral("n_positions")));
    QCOMPARE(window.nextTokensTable()->rowCount(), 0);
}

void TestModelWindow::nextTokensAreNamedAsThePicturesNameThem_data()
{
    QTest::addColumn<int>("id");
    QTest::addColumn<QString>("shown");
    QTest::newRow("a line break") << int('\n') << QStringLiteral("↵");
    QTest::newRow("a tab") << int('\t') << QStringLiteral("→");
    QTest::newRow("a form feed") << int('\f') << QStringLiteral("\\x0c");
    QTest::newRow("byte 0") << 0 << QStringLiteral("\\x00");
    QTest::newRow("DEL") << 0x7f << QStringLiteral("\\x7f");
    QTest::newRow("a space") << int(' ') << QStringLiteral("·");
    QTest::newRow("a word after a space") << 256 + 5 << QStringLiteral("·cat"); // the merge "Ġc at"
    QTest::newRow("a letter") << int('a') << QStringLiteral("a");
    QTest::newRow("part of a character") << 0xc3 << QStringLiteral("\\xc3");
}

void TestModelWindow::nextTokensAreNamedAsThePicturesNameThem()
{
    // The next-token table had shown a token's raw text in quotes: a line break as “…, a tab as a wide
    // blank, a form feed as “”, byte 0 as a missing glyph's box, where the heatmaps and the token line
    // read ↵, → and ·.
    QFETCH(int, id);
    QFETCH(QString, shown);
    // A model whose likeliest next token is that one, whatever the text: the final norm gives every
    // position its bias b alone, and the token's embedding (the unembedding too) is 3 b.
    TinyGpt2Checkpoint checkpoint = m_checkpoint;
    checkpoint.tensors[QStringLiteral("ln_f.weight")].setZero();
    checkpoint.tensors[QStringLiteral("ln_f.bias")].setOnes();
    checkpoint.tensors[QStringLiteral("wte.weight")].row(id).setConstant(3);
    QTemporaryDir folder;
    QVERIFY(checkpoint.write(folder.path()));
    ModelWindow window;
    QCOMPARE(window.openFolder(folder.path(), true), QString());
    window.setText(QStringLiteral("the cat"));
    QVERIFY(window.document().trace());
    QCOMPARE(likeliestTokens(*window.document().trace(), 1).front().id, id);
    QCOMPARE(window.nextTokensTable()->item(0, 0)->text(), shown);
}

void TestModelWindow::everyByteIsNamedInGlyphsTheFontsHave()
{
    // A token of one byte, or one character up to U+00FF, as the table, the token line and the pictures
    // name it: every character in the window's font and the pictures' (byte 0 and a form feed had been
    // Unicode's pictures ␀ and ␌, which no font here has: a box each).
    QStringList texts;
    for (int byte = 0; byte < 256; ++byte)
        texts << readableUtf8(QByteArray(1, char(byte)));
    for (char16_t character = 0x80; character < 0x100; ++character)
        texts << QString(QChar(character));
    for (const QFont &font : {QFont(), pixelFont(15, true)}) {
        const QFontMetrics metrics(font);
        for (const QString &text : std::as_const(texts)) {
            for (const QChar character : tokenLabel({0, text}))
                QVERIFY2(metrics.inFont(character), qPrintable(QStringLiteral("U+%1 (of U+%2) is not in %3")
                                                                    .arg(character.unicode(), 4, 16, QLatin1Char('0'))
                                                                    .arg(text.front().unicode(), 4, 16, QLatin1Char('0'))
                                                                    .arg(font.family())));
        }
    }
}

void TestModelWindow::badFolderKeepsTheModelOpen()
{
    ModelWindow window;
    QCOMPARE(window.openFolder(m_folder.path(), true), QString());
    window.setText(QStringLiteral("the cat"));
    QVERIFY(window.document().trace());
    QTemporaryDir empty;
    QVERIFY(window.openFolder(empty.path(), true).contains(QStringLiteral("config.json")));
    QVERIFY(window.document().trace());
    QCOMPARE(window.gridView()->picture()->content().panels.size(), size_t(12));
}

void TestModelWindow::everyBadFolderOfTheFaultTableIsRefusedAtOnce_data()
{
    QTest::addColumn<int>("row");
    const std::vector<BadModelFolder> rows = badModelFolders();
    for (size_t index = 0; index < rows.size(); ++index)
        QTest::newRow(rows[index].name) << int(index);
}

void TestModelWindow::everyBadFolderOfTheFaultTableIsRefusedAtOnce()
{
    // The window's side of tst_modelfiles' rows: a FIFO had kept the window from painting, a device had
    // ended it in std::bad_alloc. Refused within a second, with the reader's words; the model open before
    // stays open with the student's text.
    QFETCH(int, row);
    const BadModelFolder bad = badModelFolders()[size_t(row)];
    QTemporaryDir folder;
    TinyGpt2Checkpoint checkpoint;
    checkpoint.randomize(2);
    QVERIFY(checkpoint.write(folder.path()) && bad.damage(folder.path()));
    ModelWindow window;
    QCOMPARE(window.openFolder(m_folder.path(), true), QString());
    window.setText(QStringLiteral("the cat"));
    QElapsedTimer clock;
    clock.start();
    const QString problem = window.openFolder(folder.path(), true);
    QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
    QVERIFY2(problem.contains(bad.expected), qPrintable(problem));
    QVERIFY(window.document().trace());
    QCOMPARE(window.document().text(), QStringLiteral("the cat"));
}

void TestModelWindow::settingsBeyondTheirRangeAreReadWithinIt()
{
    // A settings file edited by hand: the window had shown "Decimals 0" while its pages drew three.
    {
        QSettings settings;
        settings.setValue("stepper/precision", -99999);
        settings.setValue("lecture/precision", 99);
        settings.setValue("view/fontScale", QStringLiteral("nan"));
        settings.setValue("model/textScale", 1e9);
    }
    const auto restore = qScopeGuard([] {
        QSettings settings;
        for (const char *key : {"stepper/precision", "lecture/precision", "view/fontScale", "model/textScale"})
            settings.remove(QLatin1String(key));
    });
    const AppSettings settings;
    QCOMPARE(settings.precision(), 0);
    QCOMPARE(settings.lecturePrecision(), 6);
    QCOMPARE(settings.fontScale(), 1.0);
    QCOMPARE(settings.modelTextScale(), boundedTextScale(1e9));
    QVERIFY(settings.modelTextScale() < 10);
}

void TestModelWindow::aCheckpointCutOrTooLargeLeavesTheWindowWorking()
{
    // The window's rows for a checkpoint cut while in use (it had died of SIGBUS with the student's work)
    // and weights that would not fit once widened (std::bad_alloc): neither takes the window or its model.
    QTemporaryDir folder;
    TinyGpt2Checkpoint checkpoint;
    checkpoint.randomize(8);
    QVERIFY(checkpoint.write(folder.path()));
    ModelWindow window;
    QCOMPARE(window.openFolder(folder.path(), true), QString());
    window.setText(QStringLiteral("the cat"));
    QVERIFY(QFile::resize(folder.filePath(QStringLiteral("model.safetensors")), 8));
    window.setText(QStringLiteral("the cat the cat"));
    QVERIFY(window.document().trace());
    QVERIFY(window.document().problem().isEmpty());

    QTemporaryDir large;
    QVERIFY(writeSparseFloat16Checkpoint(large.path(), 1 << 20, 1024));
    QString problem;
    withAddressSpaceRoom(1LL << 30, [&] { problem = window.openFolder(large.path(), true); });
    QVERIFY2(problem.contains(QStringLiteral("its weights as float32 needs 4.3")), qPrintable(problem));
    QVERIFY(window.document().trace());
    QCOMPARE(window.document().text(), QStringLiteral("the cat the cat"));
}

void TestModelWindow::aCheckpointIsReadWhileTheWindowPaints()
{
    // A checkpoint of 256 MB (float16, widened to 512 MB as it is read) takes a while to read: the window's
    // events go on meanwhile (a timer due at once fires before the reading ends), and the model comes.
    QTemporaryDir large;
    QVERIFY(writeSparseFloat16Checkpoint(large.path(), 1 << 18, 512));
    ModelWindow window;
    bool ranMeanwhile = false, modelThen = true;
    QTimer::singleShot(0, &window, [&] {
        ranMeanwhile = true;
        modelThen = window.document().model() != nullptr;
    });
    QCOMPARE(window.openFolder(large.path(), true), QString());
    QVERIFY(ranMeanwhile);
    QVERIFY(!modelThen); // it ran while the model was still being read
    QCOMPARE(window.document().model()->config.vocabulary, 1 << 18);
}

void TestModelWindow::aCheckpointCutWhileItIsReadLeavesTheModelOpen()
{
    // The window's row for weights cut while they are read: the reader's words, and the model open before
    // stays open with the student's text. The cut comes once 32 MB of the 256 MB have been read.
    ModelWindow window;
    QCOMPARE(window.openFolder(m_folder.path(), true), QString());
    window.setText(QStringLiteral("the cat"));
    QTemporaryDir large;
    QVERIFY(writeSparseFloat16Checkpoint(large.path(), 1 << 18, 512));
    const qint64 before = bytesReadBy();
    bool cut = false;
    QTimer watching;
    watching.setInterval(0);
    QObject::connect(&watching, &QTimer::timeout, [&] {
        if (!cut && bytesReadBy() - before > (32 << 20))
            cut = QFile::resize(large.filePath(QStringLiteral("model.safetensors")), 4096);
    });
    watching.start();
    const QString problem = window.openFolder(large.path(), true);
    watching.stop();
    QVERIFY2(cut, "the reading ended before the cut");
    QVERIFY2(problem.contains(QStringLiteral("model.safetensors: the file changed while it was read")), qPrintable(problem));
    QCOMPARE(window.document().model()->config.vocabulary, m_checkpoint.vocabulary());
    QVERIFY(window.document().trace());
    QCOMPARE(window.document().text(), QStringLiteral("the cat"));
}

void TestModelWindow::aLongMergeChainTokenizesAtOnce()
{
    // The window's row for a merge chain of 4095: ten words of 4000 characters, each one token, typed in
    // and shown within a second (the reference's merging takes 9 s for them).
    QTemporaryDir folder;
    QVERIFY(mergeChainCheckpoint(4095, 24).write(folder.path()));
    ModelWindow window;
    QCOMPARE(window.openFolder(folder.path(), true), QString());
    QElapsedTimer clock;
    clock.start();
    window.setText(mergeChainText(10, 4000));
#if !defined(__SANITIZE_ADDRESS__)
    QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
#endif
    QVERIFY2(window.document().problem().isEmpty(), qPrintable(window.document().problem()));
    QCOMPARE(window.document().tokens().size(), size_t(10 + 9));
}

void TestModelWindow::textThatLiesIsWrittenOut()
{
    // A right-to-left override had drawn "\u202Eevil" as "live": every label of the grid and of the token
    // line shows such a character written out, \u202e, and holds none of them.
    TinyGpt2Checkpoint checkpoint;
    checkpoint.positions = 40;
    checkpoint.merges << mergesOfTheCharactersThatLie();
    checkpoint.randomize(6);
    QTemporaryDir folder;
    QVERIFY(checkpoint.write(folder.path()));
    ModelWindow window;
    QCOMPARE(window.openFolder(folder.path(), true), QString());
    window.setText(textThatLies());
    QVERIFY(window.document().trace());
    const HeatmapContent &grid = window.gridView()->picture()->content();
    const QString labels = (grid.panels.front().queryLabels + grid.panels.front().keyLabels).join(QString()) + window.tokensLine();
    for (const char16_t character : {u'\u202E', u'\u200B', u'\u2028', u'\u00AD'})
        QVERIFY2(!labels.contains(QChar(character)), qPrintable(labels));
    for (const char *written : {"\\u202e", "\\u200b", "\\u2028", "\\u00ad"})
        QVERIFY2(labels.contains(QLatin1String(written)), qPrintable(labels));
}

void TestModelWindow::runnersUpAreRankedByTheirLogitsWhereProbabilitiesUnderflow()
{
    // The window's row for a low temperature: a model whose logits spread a thousand times wider (its final
    // norm's gain and bias times 1000, as a temperature of 0.001 divides them) leaves every probability but
    // the first 0 in float32. The table lists the runners-up by their logits all the same, sorted here.
    TinyGpt2Checkpoint checkpoint = m_checkpoint;
    checkpoint.tensors[QStringLiteral("ln_f.weight")] *= 1000;
    checkpoint.tensors[QStringLiteral("ln_f.bias")] *= 1000;
    QTemporaryDir folder;
    QVERIFY(checkpoint.write(folder.path()));
    ModelWindow window;
    QCOMPARE(window.openFolder(folder.path(), true), QString());
    window.setText(QStringLiteral("the cat sat on"));
    const ModelTrace &trace = *window.document().trace();
    std::vector<int> order(size_t(trace.lastLogits.size()));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return trace.lastLogits[a] > trace.lastLogits[b]; });
    const QTableWidget &table = *window.nextTokensTable();
    QCOMPARE(table.rowCount(), 10);
    for (int row = 0; row < table.rowCount(); ++row) {
        const int id = order[size_t(row)];
        QCOMPARE(table.item(row, 0)->text(), tokenLabel({id, window.document().tokenText(id)}));
        if (row > 0)
            QCOMPARE(table.item(row, 1)->text(), QLocale().toString(0.0, 'f', 4));
    }
}

void TestModelWindow::theWindowShowsTheMemoryEstimate()
{
    // The figures `model --estimate` prints, for the text typed: its pass grows with the text.
    ModelWindow window;
    QCOMPARE(window.openFolder(m_folder.path(), true), QString());
    qint64 shorter = 0;
    for (const QString &text : {QStringLiteral("the cat"), QStringLiteral("the cat the cat the cat")}) {
        window.setText(text);
        const Gpt2Model &model = *window.document().model();
        const ModelMemoryEstimate estimate = estimateModelMemory(model, int(window.document().tokens().size()));
        const QString expected = QStringLiteral("Memory, estimated: %1 for the model, %2 for this text's pass")
                                     .arg(memoryText(estimate.weights + estimate.tokenizer), memoryText(estimate.pass()));
        QVERIFY2(window.memoryEstimateText().contains(expected), qPrintable(window.memoryEstimateText()));
        QVERIFY(estimate.pass() > shorter);
        shorter = estimate.pass();
    }
}

void TestModelWindow::theTitleNamesTheProgramOnce()
{
    // Qt adds the program's name to a window's title where the title does not already end with it (the
    // title bar on X11 and Windows); the window had written it too: "AttentionLab — /tmp/gpt2 — AttentionLab".
    const QString program = QStringLiteral("AttentionLab");
    QGuiApplication::setApplicationDisplayName(program);
    const auto unnamed = qScopeGuard([] { QGuiApplication::setApplicationDisplayName(QString()); });
    const auto titleBar = [&program](const QString &title) {
        return title.endsWith(program) ? title : title + QStringLiteral(" — ") + program;
    };
    ModelWindow window;
    QCOMPARE(titleBar(window.windowTitle()).count(program), 1);
    QCOMPARE(window.openFolder(m_folder.path(), true), QString());
    const QString title = titleBar(window.windowTitle());
    QCOMPARE(title.count(program), 1);
    QVERIFY2(title.contains(m_folder.path()), qPrintable(title));
}

void TestModelWindow::figuresExport_data()
{
    QTest::addColumn<QString>("extension");
    QTest::newRow("png") << "png";
    QTest::newRow("svg") << "svg";
    QTest::newRow("pdf") << "pdf";
}

void TestModelWindow::figuresExport()
{
    QFETCH(QString, extension);
    ModelWindow window;
    QVERIFY(showOnScreen(window, m_folder.path()));
    window.setText(QStringLiteral("the cat the cat"));
    window.selectHead({1, 3});
    QTemporaryDir out;
    const QString grid = out.filePath(QStringLiteral("grid.") + extension);
    const QString head = out.filePath(QStringLiteral("head.") + extension);
    window.headTabs()->setCurrentIndex(0);
    QCOMPARE(window.exportGrid(grid), QString());
    QCOMPARE(window.exportHead(head), QString());
    // The head as lines, focused on the third token (clicked), and the layer's heads as lines.
    const QString lines = out.filePath(QStringLiteral("lines.") + extension);
    const QString layerLines = out.filePath(QStringLiteral("layer-lines.") + extension);
    window.headTabs()->setCurrentIndex(1);
    const AttentionLinesPicture::Layout layout = window.headLinesView()->currentLayout();
    QTest::mouseClick(window.headLinesView(), Qt::LeftButton, {}, layout.queryLabels[2].center());
    QCOMPARE(window.headLinesView()->pinnedFocus(), (LinesFocus{LinesFocus::Query, 2}));
    QCOMPARE(window.exportHead(lines), QString());
    window.headTabs()->setCurrentIndex(2);
    QCOMPARE(window.exportHead(layerLines), QString());
    for (const QString &path : {grid, head, lines, layerLines})
        QVERIFY2(QFileInfo(path).size() > 1000, qPrintable(path));
    if (extension == QLatin1String("svg")) {
        QString error;
        const QStringList gridTexts = svgTexts(grid, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(gridTexts.contains(QStringLiteral("L3")));
        QVERIFY(gridTexts.contains(QStringLiteral("H4")));
        QVERIFY(svgTexts(head, &error).contains(QStringLiteral("Layer 2, head 4: attention weights")));
        // The focused query's weights are written beside its keys, as the model computed them.
        const QStringList lineTexts = svgTexts(lines, &error);
        QVERIFY(lineTexts.contains(QStringLiteral("Layer 2, head 4: where each token looks")));
        const MatrixF &weights = window.document().trace()->layers[1].weights[3];
        for (Eigen::Index key = 0; key <= 2; ++key)
            QVERIFY2(lineTexts.contains(QLocale().toString(double(weights(2, key)), 'f', 2)), qPrintable(lineTexts.join(u'|')));
        const QStringList layerTexts = svgTexts(layerLines, &error);
        QVERIFY(layerTexts.contains(QStringLiteral("Layer 2, every head: where each token looks")));
        for (int h = 1; h <= 4; ++h)
            QVERIFY(layerTexts.contains(QStringLiteral("head %1").arg(h)));
        // Each on white of its own, not transparent: on a dark slide the lines' black words had vanished.
        for (const QString &path : {grid, head, lines, layerLines}) {
            QSvgRenderer renderer(path);
            QImage image(renderer.defaultSize(), QImage::Format_ARGB32);
            image.fill(Qt::transparent);
            QPainter painter(&image);
            renderer.render(&painter);
            painter.end();
            QCOMPARE(image.pixelColor(2, image.height() - 3), QColor(Qt::white));
        }
    }
}

void TestModelWindow::gridTextsStayInsideAndApart()
{
    // At slide size and at the window's, nothing the grid writes leaves the figure or covers another text.
    ModelDocument document;
    QCOMPARE(document.open(m_folder.path()), QString());
    document.setText(QStringLiteral("the cat sat"));
    QVERIFY(document.trace());
    const HeatmapPicture picture(modelGridContent(document.pass(), PaletteKind::Viridis));
    for (const QSize size : {QSize(1600, 900), QSize(1280, 720), QSize(900, 700)})
        verifyTextsInsideAndApart(picture.texts(picture.layOut(size, 1.0)), size);
}

void TestModelWindow::aLargerTextScaleNeverShrinksTheNumbers_data()
{
    QTest::addColumn<bool>("grid");
    QTest::addColumn<QSize>("size");
    QTest::newRow("a head on a slide, 1280 × 720") << false << QSize(1280, 720);
    QTest::newRow("a head in the window's view, 640 × 600") << false << QSize(640, 600);
    QTest::newRow("every head on a slide, 1280 × 720") << true << QSize(1280, 720);
}

void TestModelWindow::aLargerTextScaleNeverShrinksTheNumbers()
{
    // `model --figure head --font-scale 2` drew the cells' numbers at 14 px where scale 1 drew them at 17:
    // the titles, grown, took the cells' room, and the numbers follow the cells. Ctrl+ did the same in the
    // window (12 px to 9). The titles now give way.
    QFETCH(bool, grid);
    QFETCH(QSize, size);
    ModelDocument document;
    QCOMPARE(document.open(m_folder.path()), QString());
    document.setText(QStringLiteral("the cat the cat the cat the cat the cat")); // 11 tokens: the checkpoint's 12 positions hold them
    QVERIFY(document.trace());
    const HeatmapPicture picture(grid ? modelGridContent(document.pass(), PaletteKind::Viridis)
                                      : modelHeadContent(document.pass(), {0, 0}, PaletteKind::Viridis));
    verifyALargerTextScaleNeverShrinksTheCells(picture, size);
    for (double scale : {2.0, 4.0})
        verifyTextsInsideAndApart(picture.texts(picture.layOut(size, scale)), size);
}

void TestModelWindow::aGridOfManyHeadsGivesItsRoomToTheHeatmaps_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<double>("textScale");
    QTest::addColumn<int>("leastHeatmap"); // px
    QTest::newRow("12 layers at 1280 × 720") << 12 << 1.0 << 44;
    QTest::newRow("12 layers at a text scale of 2") << 12 << 2.0 << 44;
    QTest::newRow("4 layers at 1280 × 720") << 4 << 1.0 << 88;
}

void TestModelWindow::aGridOfManyHeadsGivesItsRoomToTheHeatmaps()
{
    // GPT-2's 12 x 12 heads at 1280 x 720 were mostly titles and white space: heatmaps of 24 px under titles
    // 20 px tall, then under titles of a quarter of a row ("L1 H1" over each of the 144). The layers are now
    // named once down the left and the heads once along the top, and the heatmaps take the rows' height.
    QFETCH(int, layers);
    QFETCH(double, textScale);
    QFETCH(int, leastHeatmap);
    const std::optional<HeatmapPicture> picture = twelveHeadsGrid(layers);
    QVERIFY(picture);
    const QSize size(1280, 720);
    const HeatmapPicture::Layout layout = picture->layOut(size, textScale);
    QCOMPARE(layout.panels.size(), size_t(layers * 12));
    QCOMPARE(layout.gridNames.size(), size_t(layers + 12));
    const auto named = [&layout](const QString &name) {
        const auto found = std::find_if(layout.gridNames.begin(), layout.gridNames.end(),
                                        [&name](const HeatmapPicture::Layout::GridName &grid) { return grid.text == name; });
        return found == layout.gridNames.end() ? QRect() : found->box;
    };
    for (size_t p = 0; p < layout.panels.size(); ++p) {
        const HeatmapPicture::PanelLayout &panel = layout.panels[p];
        const int layer = int(p / 12), head = int(p % 12);
        const QRect layerName = named(QStringLiteral("L%1").arg(layer + 1)), headName = named(QStringLiteral("H%1").arg(head + 1));
        const QString where = QStringLiteral("L%1 H%2: heatmap %3 px at (%4, %5), the layer's name at (%6, %7), the head's at (%8, %9)")
                                  .arg(layer + 1).arg(head + 1).arg(panel.cells.height()).arg(panel.cells.left()).arg(panel.cells.top())
                                  .arg(layerName.right()).arg(layerName.center().y()).arg(headName.center().x()).arg(headName.bottom());
        QVERIFY2(panel.title.isNull(), qPrintable(where));
        QVERIFY2(panel.cells.height() >= leastHeatmap, qPrintable(where));
        // The layer's name on the heatmaps' row, left of them; the head's over the heatmaps' column, above them.
        QVERIFY2(!layerName.isNull() && layerName.right() < layout.panels[size_t(layer * 12)].cells.left(), qPrintable(where));
        QVERIFY2(std::abs(layerName.center().y() - panel.cells.center().y()) <= 1, qPrintable(where));
        QVERIFY2(!headName.isNull() && headName.bottom() < layout.panels[size_t(head)].cells.top(), qPrintable(where));
        QVERIFY2(std::abs(headName.center().x() - panel.cells.center().x()) <= 1, qPrintable(where));
        // The next row follows a gap under this one, with no band of white between.
        if (p + 12 < layout.panels.size())
            QVERIFY2(layout.panels[p + 12].cells.top() - panel.cells.bottom() <= 16, qPrintable(where));
    }
    // The figure's title stands with its grid, centred with it in the room: it had stayed at the top, 190 px
    // above a closed-up grid of 4 × 12 heads in the window at 1920 × 1080.
    const int underTitle = named(QStringLiteral("H1")).top() - layout.title.bottom();
    QVERIFY2(underTitle >= 0 && underTitle <= 16, qPrintable(QStringLiteral("%1 px between the title and the grid").arg(underTitle)));
    verifyTextsInsideAndApart(picture->texts(layout), size);
}

void TestModelWindow::everyMaskOfTheGridIsHatched_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1280 × 720") << QSize(1280, 720); // cells of about 4 px
    QTest::newRow("1600 × 900") << QSize(1600, 900);
    QTest::newRow("1920 × 1080") << QSize(1920, 1080);
}

void TestModelWindow::everyMaskOfTheGridIsHatched()
{
    // The note under the grid says hatched cells are masked. Cells narrower than the hatching's spacing had
    // each a dash of it or none, by where they fell: in one grid some masks were dotted, others plain grey.
    QFETCH(QSize, size);
    const std::optional<HeatmapPicture> picture = twelveHeadsGrid(12);
    QVERIFY(picture);
    const HeatmapPicture::Layout layout = picture->layOut(size, 1.0);
    QImage image(size, QImage::Format_RGB32);
    QPainter painter(&image);
    picture->paint(painter, layout);
    painter.end();
    for (size_t p = 0; p < layout.panels.size(); ++p) {
        // The share of the masked cells' pixels that the hatching's darker grey covers (no colour of the
        // viridis scale is a grey).
        int masked = 0, hatched = 0;
        const HeatmapPanel &panel = picture->content().panels[p];
        for (int i = 0; i < int(panel.values->rows()); ++i)
            for (int j = 0; j < int(panel.values->cols()); ++j) {
                if (!panel.isMasked(i, j))
                    continue;
                const QRect cell = picture->cellRect(layout, int(p), i, j).toAlignedRect().intersected(image.rect());
                for (int y = cell.top(); y <= cell.bottom(); ++y)
                    for (int x = cell.left(); x <= cell.right(); ++x) {
                        const QColor colour = image.pixelColor(x, y);
                        ++masked;
                        hatched += colour.red() == colour.green() && colour.green() == colour.blue() && colour.red() < 0xc8;
                    }
            }
        QVERIFY(masked > 0);
        QVERIFY2(hatched * 10 >= masked, qPrintable(QStringLiteral("panel %1: %2 of %3 masked pixels hatched, cells of %4 px")
                                                        .arg(p).arg(hatched).arg(masked).arg(layout.panels[p].cell)));
    }
}

void TestModelWindow::numbersBeyondFloat32AreExplainedNotDrawn()
{
    // A checkpoint whose products overflow: no pass for the pictures (which drew "nan" in every cell), and
    // the reason, with the place, where the tokens are listed.
    QTemporaryDir folder;
    TinyGpt2Checkpoint checkpoint = m_checkpoint;
    checkpoint.tensors.at(QStringLiteral("h.1.mlp.c_fc.weight")).setConstant(3e38);
    QVERIFY(checkpoint.write(folder.path()));
    ModelDocument document;
    QCOMPARE(document.open(folder.path()), QString());
    document.setText(QStringLiteral("the cat sat"));
    QVERIFY(!document.trace());
    QVERIFY2(document.problem().contains(QStringLiteral("layer 2 MLP hidden (1, 1): the numbers grow beyond float32's range")),
             qPrintable(document.problem()));
}

void TestModelWindow::linesDrawEveryWeightOfTheHead()
{
    ModelDocument document;
    QCOMPARE(document.open(m_folder.path()), QString());
    document.setText(QStringLiteral("the cat sat"));
    QVERIFY(document.trace());
    const std::shared_ptr<const ModelTrace> trace = document.trace();
    QVERIFY(trace);
    const AttentionLinesPicture head(modelHeadLinesContent(document.pass(), {2, 1}));
    const MatrixF &weights = trace->layers[2].weights[1];
    QCOMPARE(head.content().heads.size(), size_t(1));
    QCOMPARE(head.content().heads[0].weights.get(), &weights); // the model's own matrix
    // Causal: query 0 sees only itself, so its one line carries weight 1; no line goes to a later key.
    QCOMPARE(head.lineCount(LinesFocus{LinesFocus::Query, 0}), 1);
    QCOMPARE(head.lineCount(), drawnWeights(weights));
    QVERIFY(head.lineCount() <= int(weights.rows() * (weights.rows() + 1) / 2));
    for (Eigen::Index token = 0; token < weights.rows(); ++token) {
        QCOMPARE(head.lineCount(LinesFocus{LinesFocus::Query, int(token)}), drawnWeights(weights, token, -1));
        QCOMPARE(head.lineCount(LinesFocus{LinesFocus::Key, int(token)}), drawnWeights(weights, -1, token));
    }
    // The whole layer: every head's lines, each head in its own colour.
    const AttentionLinesPicture layer(modelLayerLinesContent(document.pass(), 2));
    int expected = 0;
    for (int h = 0; h < 4; ++h) {
        QCOMPARE(layer.content().heads[size_t(h)].weights.get(), &trace->layers[2].weights[size_t(h)]);
        QCOMPARE(layer.content().heads[size_t(h)].colour, headColour(h));
        expected += drawnWeights(trace->layers[2].weights[size_t(h)]);
    }
    QCOMPARE(layer.lineCount(), expected);
    QVERIFY(headColour(0) != headColour(1));
}

void TestModelWindow::hoverAndClickFocusAToken()
{
    ModelWindow window;
    QVERIFY(showOnScreen(window, m_folder.path()));
    window.setText(QStringLiteral("the cat sat"));
    window.headTabs()->setCurrentIndex(1);
    LinesPictureView *view = window.headLinesView();
    const AttentionLinesPicture::Layout layout = view->currentLayout();
    QCOMPARE(layout.keyLabels.size(), size_t(6));
    QTest::mouseMove(view, layout.keyLabels[4].center());
    QTRY_COMPARE(view->focus(), (std::optional<LinesFocus>(LinesFocus{LinesFocus::Key, 4})));
    QVERIFY(!view->pinnedFocus());
    QTest::mouseClick(view, Qt::LeftButton, {}, layout.queryLabels[5].center());
    QCOMPARE(view->pinnedFocus(), (std::optional<LinesFocus>(LinesFocus{LinesFocus::Query, 5})));
    // A click on the same token again lets it go.
    QTest::mouseClick(view, Qt::LeftButton, {}, layout.queryLabels[5].center());
    QVERIFY(!view->pinnedFocus());
    // A shorter text drops a focus on a token it no longer has.
    QTest::mouseClick(view, Qt::LeftButton, {}, layout.queryLabels[5].center());
    window.setText(QStringLiteral("the"));
    QVERIFY(!view->pinnedFocus());
}

void TestModelWindow::linesTextsStayInsideAndApart_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("wholeLayer");
    QTest::addColumn<int>("focus"); // a query focused, or -1
    for (const QSize size : {QSize(1600, 900), QSize(1280, 720), QSize(900, 700), QSize(480, 360)})
        for (const bool wholeLayer : {false, true})
            for (const int focus : {-1, 4}) {
                const QString name = QStringLiteral("%1x%2 %3 %4").arg(size.width()).arg(size.height())
                                         .arg(wholeLayer ? QStringLiteral("layer") : QStringLiteral("head"))
                                         .arg(focus < 0 ? QStringLiteral("all") : QStringLiteral("focused"));
                QTest::newRow(qPrintable(name)) << size << wholeLayer << focus;
            }
}

void TestModelWindow::linesTextsStayInsideAndApart()
{
    QFETCH(QSize, size);
    QFETCH(bool, wholeLayer);
    QFETCH(int, focus);
    ModelDocument document;
    QCOMPARE(document.open(m_folder.path()), QString());
    document.setText(QStringLiteral("the cat sat"));
    QVERIFY(document.trace());
    const AttentionLinesPicture picture(wholeLayer ? modelLayerLinesContent(document.pass(), 1) : modelHeadLinesContent(document.pass(), {1, 2}));
    std::optional<LinesFocus> focused;
    if (focus >= 0)
        focused = LinesFocus{LinesFocus::Query, focus};
    const AttentionLinesPicture::Layout layout = picture.layOut(size, 1.0);
    const auto texts = picture.texts(layout, focused);
    verifyTextsInsideAndApart(texts, size);
    // Every token named (6 fit at any of these sizes), and with one head the focused query's weights: its
    // own and the earlier tokens' (the later ones are masked, with nothing to read).
    QCOMPARE(layout.labelStep, 1);
    const int numbers = !wholeLayer && focused ? focus + 1 : 0;
    QCOMPARE(int(texts.size()), 1 + int(layout.legend.size()) + 2 + 2 * int(document.tokens().size()) + numbers + 1);
}

void TestModelWindow::linesNameOneTokenInKWhenCrowded()
{
    // Three hundred tokens on a slide: one label in k, said in the note, and no two labels overlap.
    AttentionLinesContent content;
    content.title = QStringLiteral("crowded");
    const int tokens = 300;
    for (int t = 0; t < tokens; ++t)
        content.queryLabels << QStringLiteral("token%1").arg(t);
    content.keyLabels = content.queryLabels;
    auto weights = std::make_shared<MatrixF>(MatrixF::Constant(tokens, tokens, 1.0f / tokens));
    content.heads.push_back({QStringLiteral("head 1"), weights, headColour(0)});
    const AttentionLinesPicture picture(content);
    const QSize size(1600, 900);
    const AttentionLinesPicture::Layout layout = picture.layOut(size, 1.0);
    QVERIFY(layout.labelStep > 1);
    QVERIFY(layout.noteText.contains(QStringLiteral("one token in %1").arg(layout.labelStep)));
    verifyTextsInsideAndApart(picture.texts(layout), size);
    // 1/300 is under the least weight drawn: no line at all, rather than 90 000 invisible ones.
    QCOMPARE(picture.lineCount(), 0);
}

void TestModelWindow::linesSurviveTheSmallestView_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("wholeLayer");
    for (const QSize size : {QSize(200, 200), QSize(240, 200), QSize(200, 120), QSize(1, 1)})
        for (const bool wholeLayer : {false, true})
            QTest::addRow("%dx%d %s", size.width(), size.height(), wholeLayer ? "layer" : "head") << size << wholeLayer;
}

void TestModelWindow::linesSurviveTheSmallestView()
{
    // The least the command line allows (200 x 200) and a dock dragged to nothing: laid out and drawn
    // without a crash or an endless loop, every k-th token still named.
    QFETCH(QSize, size);
    QFETCH(bool, wholeLayer);
    ModelDocument document;
    QCOMPARE(document.open(m_folder.path()), QString());
    document.setText(QStringLiteral("the cat sat"));
    const AttentionLinesPicture picture(wholeLayer ? modelLayerLinesContent(document.pass(), 0) : modelHeadLinesContent(document.pass(), {0, 0}));
    const AttentionLinesPicture::Layout layout = picture.layOut(size, 1.0);
    QVERIFY(layout.labelStep >= 1);
    QCOMPARE(layout.queryLabels.size(), document.tokens().size());
    QImage image(size, QImage::Format_ARGB32);
    QPainter painter(&image);
    picture.paint(painter, layout, LinesFocus{LinesFocus::Query, 2});
    picture.paint(painter, layout);
    QVERIFY(!picture.texts(layout).empty());
}

void TestModelWindow::aHeadOpensInTheStepperWithTheModelsNumbers()
{
    MainWindow main;
    dialogScript(main).reportError = [](const QString &message) { QFAIL(qPrintable(message)); };
    dialogScript(main).askToSave = [] { return QMessageBox::Discard; };
    ModelWindow *window = main.sideWindows()->showModelWindow();
    QCOMPARE(window->openFolder(m_folder.path(), true), QString());
    window->setText(QStringLiteral("the cat sat"));
    window->selectHead({1, 2});
    const std::shared_ptr<const ModelTrace> trace = window->document().trace();
    QVERIFY(trace);
    QPushButton *openHead = nullptr, *openLayer = nullptr;
    for (QPushButton *button : window->findChildren<QPushButton *>()) {
        if (button->text() == QStringLiteral("Open this head in the stepper"))
            openHead = button;
        if (button->text() == QStringLiteral("Open the whole layer"))
            openLayer = button;
    }
    QVERIFY(openHead && openLayer);

    openHead->click();
    ScenarioDocument *document = main.document();
    const ModelPass pass = window->document().pass();
    QString problem;
    const std::optional<Scenario> expected = modelAttentionScenario(*pass.model, *trace, pass.tokens, 1, 2, &problem);
    QVERIFY(expected);
    QCOMPARE(document->scenario(), *expected);
    QVERIFY(document->filePath().isEmpty()); // a new, untitled document: no file of the user's is touched
    document->waitForResult();
    QVERIFY(document->result());
    QString mismatch = firstMismatch(document->result()->heads[0].weights, trace->layers[1].weights[2]);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    // Stage 2 is the layer's LN_1 with its own gain and bias: the residual stream x in, the X the model's
    // heads projected out.
    main.setStage(PipelineStage::Embeddings);
    main.stepStage(1);
    QCOMPARE(main.stage(), PipelineStage::LayerNorm);
    for (const char *role : {"ekv", "nkv", "gamma", "beta", "xkv"})
        QVERIFY2(main.stageView()->roles().contains(QLatin1String(role)), role);
    mismatch = firstMismatch(main.stageView()->matrix(QStringLiteral("xkv"))->matrix(), trace->layers[1].normedInput);
    QVERIFY2(mismatch.isEmpty(), qPrintable("LN_1(x): " + mismatch));
    mismatch = firstMismatch(main.stageView()->matrix(QStringLiteral("ekv"))->matrix(), trace->layers[1].input);
    QVERIFY2(mismatch.isEmpty(), qPrintable("x: " + mismatch));
    // The projections stage shows the biases beside the weights: X × W_Q + b_Q = Q.
    main.setStage(PipelineStage::Projections);
    for (const char *role : {"wq", "bq", "bk", "bv", "q"})
        QVERIFY2(main.stageView()->roles().contains(QLatin1String(role)), role);

    openLayer->click();
    QCOMPARE(document->scenario().headCount(), 4);
    QVERIFY(document->scenario().bo);
    document->waitForResult();
    mismatch = firstMismatch(document->result()->output, trace->layers[1].attentionOutput);
    QVERIFY2(mismatch.isEmpty(), qPrintable("the layer's attention output: " + mismatch));
    main.setStage(PipelineStage::OutputProjection);
    QVERIFY(main.stageView()->roles().contains(QStringLiteral("bo")));
}

void TestModelWindow::ctrlPlusEnlargesEveryTextAndIsRemembered()
{
    // For the back of a room: Ctrl+ twice makes the head's pictures' texts and the widgets' larger (the
    // grid keeps its panels' room); the next window opens at that size; Ctrl+0 goes back. Each picture is
    // measured as laid out on the screen: a tab never shown has the size a widget begins with.
    auto window = std::make_unique<ModelWindow>();
    window->setTextScale(1.0);
    QCOMPARE(window->openFolder(m_folder.path(), true), QString());
    window->setText(QStringLiteral("abcdefghijk")); // 11 tokens: numbers the cells' width keeps small
    window->resize(1280, 720);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    const auto showTab = [&window](int tab) {
        window->headTabs()->setCurrentIndex(tab);
        QCoreApplication::processEvents();
    };
    showTab(0);
    const int gridTitle = window->gridView()->currentLayout().titleFont.pixelSize();
    const QRect gridPanel = window->gridView()->currentLayout().panels.front().cells;
    const HeatmapPicture::Layout head = window->headView()->currentLayout();
    const int headHeight = window->headView()->height();
    showTab(1);
    const int lineLabels = window->headLinesView()->currentLayout().labelFont.pixelSize();
    const QFont tableFont = window->nextTokensTable()->font();
    QTest::keySequence(window.get(), QKeySequence::ZoomIn);
    QTest::keySequence(window.get(), QKeySequence::ZoomIn);
    QCoreApplication::processEvents();
    QVERIFY(qAbs(window->textScale() - 1.15 * 1.15) < 1e-9);
    // The grid's texts keep their size, and its panels lose no room to them (only the few pixels the larger
    // sentence above takes from every picture).
    QCOMPARE(window->gridView()->currentLayout().titleFont.pixelSize(), gridTitle);
    QCOMPARE(window->gridView()->currentLayout().panels.front().cells,
             window->gridView()->picture()->layOut(window->gridView()->size(), 1.0).panels.front().cells);
    QVERIFY(window->gridView()->currentLayout().panels.front().cells.height() >= gridPanel.height() - 8);
    QVERIFY(window->headLinesView()->currentLayout().labelFont.pixelSize() > lineLabels);
    // The larger sentence, tabs and buttons took their room from the next tokens, not from the head's pictures
    // (17 px of 651 at 1920 x 1080, where the numbers went from 15 px to 14).
    QCOMPARE(window->headLinesView()->height(), headHeight);
    showTab(0);
    QCOMPARE(window->headView()->height(), headHeight);
    // The head's heatmap names its tokens no smaller, nor draws its numbers smaller (they had been pulled down
    // as the titles grew: 12 px to 9).
    const HeatmapPicture::Layout largerHead = window->headView()->currentLayout(); // a copy: the reference outlives no temporary
    const HeatmapPicture::PanelLayout &larger = largerHead.panels.front(), &was = head.panels.front();
    QVERIFY2(larger.labelFont.pixelSize() >= was.labelFont.pixelSize(),
             qPrintable(QStringLiteral("%1 px, then %2 px").arg(was.labelFont.pixelSize()).arg(larger.labelFont.pixelSize())));
    QVERIFY(!was.numbers || (larger.numbers && larger.numberFont.pixelSize() >= was.numberFont.pixelSize()));
    QVERIFY(QFontInfo(window->nextTokensTable()->font()).pixelSize() > QFontInfo(tableFont).pixelSize());
    // Still nothing over anything, nor past the edge, in the grid at the larger size.
    const HeatmapPicture::Layout grid = window->gridView()->currentLayout();
    verifyTextsInsideAndApart(window->gridView()->picture()->texts(grid), window->gridView()->size());
    window.reset();
    ModelWindow again;
    QVERIFY(qAbs(again.textScale() - 1.15 * 1.15) < 1e-9);
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QTest::keySequence(&again, QKeySequence(Qt::CTRL | Qt::Key_0));
    QCOMPARE(again.textScale(), 1.0);
}

void TestModelWindow::followsTheLanguageWhileOpen()
{
    // Switching the language (View > Language) changes the open window's texts and pictures at once.
    ModelWindow window;
    QCOMPARE(window.openFolder(m_folder.path(), true), QString());
    window.setText(QStringLiteral("the cat"));
    QCOMPARE(window.headTabs()->tabText(1), QStringLiteral("Lines"));
    QCOMPARE(installTranslations(QStringLiteral("de")), QStringLiteral("de"));
    QTRY_COMPARE(window.headTabs()->tabText(1), QStringLiteral("Linien")); // LanguageChange is posted
    QCOMPARE(window.nextTokensTable()->horizontalHeaderItem(1)->text(), QStringLiteral("Wahrscheinlichkeit"));
    QCOMPARE(window.gridView()->picture()->content().title, QStringLiteral("Attention-Gewichte jeder Schicht (Zeilen) und jedes Kopfes (Spalten)"));
    QCOMPARE(installTranslations(QStringLiteral("it")), QStringLiteral("it"));
    QTRY_COMPARE(window.headLinesView()->picture()->content().keyColumnTitle, QStringLiteral("chiavi"));
    QCOMPARE(installTranslations(QStringLiteral("en")), QStringLiteral("en"));
    QTRY_COMPARE(window.headTabs()->tabText(1), QStringLiteral("Lines"));
}

QTEST_MAIN(TestModelWindow)
#include "tst_modelwindow.moc"
