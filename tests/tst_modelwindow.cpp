// The real-model window: a checkpoint's folder opened, a text typed, every layer's and head's weights in
// the grid as the model computed them, a head clicked open, and both pictures exported.
#include "model/ModelDocument.h"
#include "model/ModelWindow.h"
#include "support/SvgTexts.h"
#include "support/TinyGpt2Checkpoint.h"

#include <QFileInfo>
#include <QTableWidget>
#include <QTemporaryDir>
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
    void badFolderKeepsTheModelOpen();
    void figuresExport_data();
    void figuresExport();
    void gridTextsStayInsideAndApart();

private:
    QTemporaryDir m_folder;
    TinyGpt2Checkpoint m_checkpoint;
};

void TestModelWindow::initTestCase()
{
    m_checkpoint.layers = 3;
    m_checkpoint.heads = 4;
    m_checkpoint.randomize(21);
    QVERIFY(m_checkpoint.write(m_folder.path()));
}

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
    for (int layer = 0; layer < 3; ++layer)
        for (int head = 0; head < 4; ++head) {
            const HeatmapPanel &panel = grid.panels[size_t(layer * 4 + head)];
            // The very matrix the model computed, not a copy of it.
            QCOMPARE(panel.values.get(), &trace->layers[size_t(layer)].weights[size_t(head)]);
            QCOMPARE(panel.title, QStringLiteral("L%1 H%2").arg(layer + 1).arg(head + 1));
            QVERIFY(panel.queryLabels.isEmpty()); // the large head names the tokens
            QVERIFY(panel.isMasked(0, 1));
            QVERIFY(!panel.isMasked(1, 0));
        }
    // The next-token table lists the likeliest first, with the model's probabilities.
    const std::vector<NextToken> likeliest = likeliestTokens(trace->nextProbabilities, 10);
    QCOMPARE(window.nextTokensTable()->rowCount(), 10);
    QCOMPARE(window.nextTokensTable()->item(0, 1)->text(), QString::number(double(likeliest[0].probability), 'f', 4));
}

void TestModelWindow::clickingAPanelOpensThatHead()
{
    ModelWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.openFolder(m_folder.path(), true), QString());
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
    QCOMPARE(window.openFolder(m_folder.path(), true), QString());
    window.setText(QStringLiteral("the cat the cat"));
    window.selectHead({1, 3});
    QTemporaryDir out;
    const QString grid = out.filePath(QStringLiteral("grid.") + extension);
    const QString head = out.filePath(QStringLiteral("head.") + extension);
    QCOMPARE(window.exportGrid(grid), QString());
    QCOMPARE(window.exportHead(head), QString());
    QVERIFY(QFileInfo(grid).size() > 1000);
    QVERIFY(QFileInfo(head).size() > 1000);
    if (extension == QLatin1String("svg")) {
        QString error;
        const QStringList gridTexts = svgTexts(grid, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(gridTexts.contains(QStringLiteral("L3 H4")));
        QVERIFY(svgTexts(head, &error).contains(QStringLiteral("Layer 2, head 4: attention weights")));
    }
}

void TestModelWindow::gridTextsStayInsideAndApart()
{
    // At slide size and at the window's, nothing the grid writes leaves the figure or covers another text.
    ModelDocument document;
    QCOMPARE(document.open(m_folder.path()), QString());
    document.setText(QStringLiteral("the cat sat on the mat"));
    const HeatmapPicture picture(modelGridContent(document, PaletteKind::Viridis));
    for (const QSize size : {QSize(1600, 900), QSize(1280, 720), QSize(900, 700)}) {
        const HeatmapPicture::Layout layout = picture.layOut(size, 1.0);
        const auto texts = picture.texts(layout);
        QVERIFY(!texts.empty());
        for (size_t i = 0; i < texts.size(); ++i) {
            QVERIFY2(QRect(QPoint(0, 0), size).contains(texts[i].second),
                     qPrintable(QStringLiteral("%1 leaves the figure at %2 x %3").arg(texts[i].first).arg(size.width()).arg(size.height())));
            for (size_t j = i + 1; j < texts.size(); ++j)
                QVERIFY2(!texts[i].second.intersects(texts[j].second),
                         qPrintable(QStringLiteral("'%1' covers '%2'").arg(texts[i].first, texts[j].first)));
        }
    }
}

QTEST_MAIN(TestModelWindow)
#include "tst_modelwindow.moc"
