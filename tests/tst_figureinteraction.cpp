// The figures in the window, used with the mouse: dragging a vector in the 3-D view edits it (one undo
// step) and leaves it where the mouse let it go, and pointing at a heatmap cell highlights the same query-key pair in the stepper, the editor
// and the 3-D view, where the pair's dot product is the score.
#include "document/AttentionFocus.h"
#include "document/ScenarioDocument.h"
#include "editors/MatrixEditor.h"
#include "editors/ScenarioEditorPanel.h"
#include "figures/FiguresPanel.h"
#include "stepper/StageView.h"
#include "support/ScriptedDialogs.h"
#include "support/TestPaths.h"
#include "lessonwindow/LessonExports.h"
#include "lessonwindow/MainWindow.h"

#include <QComboBox>
#include <QImage>
#include <QItemSelectionModel>
#include <QMouseEvent>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace attn;

namespace {

void sendMouse(QWidget *widget, QEvent::Type type, const QPointF &position, Qt::MouseButtons buttons)
{
    const Qt::MouseButton button = type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton;
    QMouseEvent event(type, position, widget->mapToGlobal(position), button, buttons, Qt::NoModifier);
    QCoreApplication::sendEvent(widget, &event);
}

/// Drags with the left button from one point to another in six moves, as a hand does.
void dragFromTo(QWidget *widget, const QPointF &from, const QPointF &to)
{
    sendMouse(widget, QEvent::MouseButtonPress, from, Qt::LeftButton);
    for (int step = 1; step <= 6; ++step)
        sendMouse(widget, QEvent::MouseMove, from + (to - from) * (step / 6.0), Qt::LeftButton);
    sendMouse(widget, QEvent::MouseButtonRelease, to, Qt::NoButton);
}

} // namespace

class TestFigureInteraction : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void draggingATipMovesTheVectorAndUndoes();
    void draggingTurnsTheViewWithoutEditing();
    void aDraggedTipStaysWhereItIsReleased_data();
    void aDraggedTipStaysWhereItIsReleased();
    void otherChangesFitThePictureAgain_data();
    void otherChangesFitThePictureAgain();
    void clickingTwoArrowsComparesThem();
    void clickingAHeatmapCellHighlightsTheLinkedViews();
    void hoveringAHeatmapCellMovesTheFocus();
    void clickingAWeightInTheStepperFocusesTheHeatmaps();
    void theWindowExportsWhatItShows();

private:
    VectorView *showVectors();
    /// Opens a lesson of the gallery and shows its token vectors from the default camera, at an angle.
    VectorView *showLessonVectors(const QString &lesson);
    HeatmapPlot *showHeatmap();
    std::unique_ptr<MainWindow> m_window;
};

void TestFigureInteraction::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
}

void TestFigureInteraction::init()
{
    QSettings().clear();
    m_window = std::make_unique<MainWindow>();
    dialogScript(*m_window).reportError = [](const QString &message) { QFAIL(qPrintable(message)); };
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestFigureInteraction::cleanup()
{
    m_window->document()->undoStack()->setClean();
    m_window.reset();
}

VectorView *TestFigureInteraction::showVectors()
{
    m_window->figuresPanel()->showFigure(FigureKind::Vectors);
    VectorView *view = m_window->figuresPanel()->vectorView();
    // Looking straight along e2: screen right is e1 and screen up is e3.
    view->setCamera(0, 0);
    QCoreApplication::processEvents();
    return view;
}

VectorView *TestFigureInteraction::showLessonVectors(const QString &lesson)
{
    if (!m_window->openFile(test::examplesFolder() + u'/' + lesson))
        return nullptr;
    VectorView *view = showVectors();
    view->setCamera(-35, 25);
    return view;
}

HeatmapPlot *TestFigureInteraction::showHeatmap()
{
    m_window->figuresPanel()->showFigure(FigureKind::Weights);
    HeatmapPlot *plot = m_window->figuresPanel()->heatmap();
    QCoreApplication::processEvents();
    return plot;
}

void TestFigureInteraction::draggingATipMovesTheVectorAndUndoes()
{
    // The first lesson: hello = (0.71, 0.14, 0.51), in three dimensions, so no projection.
    VectorView *view = showVectors();
    ScenarioDocument *document = m_window->document();
    const MatrixD before = document->scenario().source.vectors;
    const int hello = view->arrowIndex(QStringLiteral("x"), 0);
    QVERIFY(hello >= 0);
    const QPointF tip = view->tipPosition(hello);
    const int stepsBefore = document->undoStack()->count();

    sendMouse(view, QEvent::MouseButtonPress, tip, Qt::LeftButton);
    for (int step = 1; step <= 6; ++step)
        sendMouse(view, QEvent::MouseMove, tip + QPointF(10.0 * step, -5.0 * step), Qt::LeftButton);
    sendMouse(view, QEvent::MouseButtonRelease, tip + QPointF(60, -30), Qt::NoButton);

    const MatrixD after = document->scenario().source.vectors;
    QVERIFY2(after(0, 0) > before(0, 0) + 0.05, qPrintable(QString::number(after(0, 0))));
    QVERIFY(after(0, 2) > before(0, 2) + 0.02); // up on the screen is e3
    QCOMPARE(after(0, 1), before(0, 1));        // the depth axis does not move
    QVERIFY(sameMatrix(after.bottomRows(2), before.bottomRows(2)));
    // Every view recomputed: the stepper's scores hold the new hello · hi.
    const double helloHi = after.row(0).dot(after.row(1));
    QVERIFY(std::abs(document->result()->heads.front().scores(0, 1) - helloHi) < 1e-5);
    // The whole drag is one undo step, and undoing it restores the vector exactly.
    QCOMPARE(document->undoStack()->count(), stepsBefore + 1);
    document->undoStack()->undo();
    QVERIFY(sameMatrix(document->scenario().source.vectors, before));
    document->undoStack()->redo();
    QVERIFY(sameMatrix(document->scenario().source.vectors, after));
}

void TestFigureInteraction::draggingTurnsTheViewWithoutEditing()
{
    VectorView *view = showVectors();
    const MatrixD before = m_window->document()->scenario().source.vectors;
    const QPointF empty(20, view->height() / 2.0);
    sendMouse(view, QEvent::MouseButtonPress, empty, Qt::LeftButton);
    sendMouse(view, QEvent::MouseMove, empty + QPointF(40, 20), Qt::LeftButton);
    sendMouse(view, QEvent::MouseButtonRelease, empty + QPointF(40, 20), Qt::NoButton);
    QCOMPARE(view->yaw(), 20.0);
    QCOMPARE(view->pitch(), 10.0);
    QVERIFY(sameMatrix(m_window->document()->scenario().source.vectors, before));
    QVERIFY(!m_window->document()->isModified());
}

void TestFigureInteraction::aDraggedTipStaysWhereItIsReleased_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<int>("row");
    QTest::addColumn<QPointF>("move");
    // Three dimensions, shown as they are; four and 64, projected onto their principal directions, which the
    // moved vector changes: fitted afresh on release, the whole picture jumped and the moved tip with it.
    QTest::newRow("d 3, hello") << QStringLiteral("01-alignment.json") << 0 << QPointF(-50, -40);
    QTest::newRow("d 4, cat") << QStringLiteral("03-causal-self-attention.json") << 1 << QPointF(-30, -70);
    QTest::newRow("d 64, the") << QStringLiteral("09-induction-head.json") << 6 << QPointF(-60, -40);
}

void TestFigureInteraction::aDraggedTipStaysWhereItIsReleased()
{
    QFETCH(QString, lesson);
    QFETCH(int, row);
    QFETCH(QPointF, move);
    VectorView *view = showLessonVectors(lesson);
    QVERIFY(view);
    const MatrixD before = m_window->document()->scenario().source.vectors;
    const Eigen::MatrixXd directionsBefore = view->projection().basis;
    const int dragged = view->arrowIndex(QStringLiteral("x"), row);
    QVERIFY(dragged >= 0);
    std::vector<QPointF> tipsBefore;
    for (int arrow = 0; arrow < int(view->arrows().size()); ++arrow)
        tipsBefore.push_back(view->tipPosition(arrow));
    const QPointF release = tipsBefore[size_t(dragged)] + move;
    QVERIFY(QRectF(view->rect()).contains(release));

    dragFromTo(view, tipsBefore[size_t(dragged)], release);
    QCoreApplication::processEvents();

    const MatrixD after = m_window->document()->scenario().source.vectors;
    QVERIFY(!sameMatrix(after.row(row), before.row(row)));
    // The tip is where the mouse let it go, and no other arrow moved.
    const QPointF tip = view->tipPosition(dragged);
    QVERIFY2(QLineF(tip, release).length() < 3, qPrintable(QStringLiteral("tip at (%1, %2), released at (%3, %4)")
                                                              .arg(tip.x()).arg(tip.y()).arg(release.x()).arg(release.y())));
    for (int arrow = 0; arrow < int(tipsBefore.size()); ++arrow)
        if (arrow != dragged)
            QVERIFY2(QLineF(view->tipPosition(arrow), tipsBefore[size_t(arrow)]).length() < 0.5, qPrintable(view->arrows()[size_t(arrow)].label));
    // The directions are those from before the drag, the vector moved along them only, and the note says so,
    // with the share of the present vectors that those directions keep.
    const Projection3d &projection = view->projection();
    QVERIFY(projection.basis.isApprox(directionsBefore));
    if (!projection.isProjection)
        return;
    const Eigen::RowVectorXd change = after.row(row) - before.row(row);
    QVERIFY((change - change * projection.basis * projection.basis.transpose()).norm() < 1e-9 * change.norm());
    const Eigen::MatrixXd shown = after * projection.basis;
    QVERIFY(std::abs(projection.keptShare - shown.squaredNorm() / after.squaredNorm()) < 1e-12);
    const QString note = view->pictureLayout().noteText;
    QVERIFY2(note.contains(QStringLiteral("before dragging")), qPrintable(note));
    // The share and its "%" on one line: joined by a space that does not break.
    QVERIFY2(note.contains(QString::number(100 * projection.keptShare, 'f', 1) + QChar(QChar::Nbsp) + u'%'), qPrintable(note));
}

void TestFigureInteraction::otherChangesFitThePictureAgain_data()
{
    QTest::addColumn<QString>("change");
    QTest::newRow("an edit in the table") << QStringLiteral("table");
    QTest::newRow("undo") << QStringLiteral("undo");
    QTest::newRow("another set and back") << QStringLiteral("set");
    QTest::newRow("Fit again") << QStringLiteral("button");
}

void TestFigureInteraction::otherChangesFitThePictureAgain()
{
    QFETCH(QString, change);
    VectorView *view = showLessonVectors(QStringLiteral("03-causal-self-attention.json"));
    QVERIFY(view);
    ScenarioDocument *document = m_window->document();
    const QPointF tip = view->tipPosition(view->arrowIndex(QStringLiteral("x"), 1));
    dragFromTo(view, tip, tip + QPointF(-30, -70));
    QVERIFY(view->keptFraming());
    QPushButton *fitAgain = m_window->figuresPanel()->fitVectorsButton();
    QVERIFY(fitAgain->isEnabled());
    // The window's export shows the picture on screen; the command line's never has a framing to keep.
    QVERIFY(m_window->figureSpec(FigureKind::Vectors).vectorFraming);

    if (change == QLatin1String("table")) {
        QVERIFY(document->editEntry({MatrixKind::SourceVectors}, 0, 0, 0.5));
    } else if (change == QLatin1String("undo")) {
        document->undoStack()->undo();
    } else if (change == QLatin1String("set")) {
        m_window->figuresPanel()->vectorSetBox()->setCurrentIndex(1);
        m_window->figuresPanel()->vectorSetBox()->setCurrentIndex(0);
    } else {
        QTest::mouseClick(fitAgain, Qt::LeftButton);
    }
    QCoreApplication::processEvents();

    QVERIFY(!view->keptFraming());
    QVERIFY(!fitAgain->isEnabled());
    QVERIFY(!m_window->figureSpec(FigureKind::Vectors).vectorFraming);
    QVERIFY(view->projection().basis.isApprox(projectTo3d(document->scenario().source.vectors).basis));
    const QString note = view->pictureLayout().noteText;
    QVERIFY2(!note.contains(QStringLiteral("before dragging")), qPrintable(note));
}

void TestFigureInteraction::clickingTwoArrowsComparesThem()
{
    VectorView *view = showVectors();
    for (int row : {0, 2}) {
        const QPointF tip = view->tipPosition(view->arrowIndex(QStringLiteral("x"), row));
        sendMouse(view, QEvent::MouseButtonPress, tip, Qt::LeftButton);
        sendMouse(view, QEvent::MouseButtonRelease, tip, Qt::NoButton);
    }
    const std::optional<VectorPairMeasures> measures = view->pairMeasures();
    QVERIFY(measures);
    // hello · tomato = 0.71*0.16 + 0.14*0.59 + 0.51*0.49 = 0.4461, as in the first lesson.
    QVERIFY(std::abs(measures->dot - 0.4461) < 1e-12);
    QVERIFY(std::abs(measures->dot - measures->normA * measures->normB * measures->cosine) < 1e-12);
    const QString text = view->pairText();
    QVERIFY2(text.contains(QStringLiteral("hello")) && text.contains(QStringLiteral("tomato")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("0.446")), qPrintable(text));
    QVERIFY(!m_window->document()->isModified());
}

void TestFigureInteraction::clickingAHeatmapCellHighlightsTheLinkedViews()
{
    QVERIFY(m_window->newFromLesson(MainWindow::lessonPaths().at(2))); // causal self-attention, scaled
    m_window->setStage(PipelineStage::Softmax);
    m_window->figuresPanel()->vectorSetBox()->setCurrentIndex(1); // queries and keys
    HeatmapPlot *plot = showHeatmap();
    const int query = 4, key = 1;
    QTest::mouseClick(plot, Qt::LeftButton, {}, plot->cellRect(0, query, key).center().toPoint());

    AttentionFocus *focus = m_window->focus();
    QVERIFY(focus->isSet());
    QCOMPARE(focus->query(), query);
    QCOMPARE(focus->key(), key);
    // The stepper selects the same weight.
    const MatrixMarks weights = m_window->stageView()->marks(QStringLiteral("weights"));
    QCOMPARE(weights.selectedRow, query);
    QCOMPARE(weights.selectedColumn, key);
    // The editor selects the query's and the key's tokens.
    QItemSelectionModel *selection = m_window->editorPanel()->sourceEditor()->table()->selectionModel();
    QVERIFY(selection->isRowSelected(query, {}));
    QVERIFY(selection->isRowSelected(key, {}));
    QVERIFY(!selection->isRowSelected(0, {}));
    // The 3-D view, once shown (hidden, it does no work), compares q_query with k_key, whose dot product
    // is the score.
    const VectorView *vectors = showVectors();
    const std::vector<int> pair = vectors->selectedArrows();
    QCOMPARE(pair.size(), size_t(2));
    QCOMPARE(vectors->arrows()[size_t(pair[0])].group, QStringLiteral("q"));
    QCOMPARE(vectors->arrows()[size_t(pair[0])].row, query);
    QCOMPARE(vectors->arrows()[size_t(pair[1])].group, QStringLiteral("k"));
    QCOMPARE(vectors->arrows()[size_t(pair[1])].row, key);
    const float score = m_window->document()->result()->heads.front().scores(query, key);
    QVERIFY(std::abs(vectors->pairMeasures()->dot - double(score)) < 1e-5);
    QVERIFY(vectors->pairText().contains(QStringLiteral("score S[5][2]")));
}

void TestFigureInteraction::hoveringAHeatmapCellMovesTheFocus()
{
    HeatmapPlot *plot = showHeatmap();
    sendMouse(plot, QEvent::MouseMove, plot->cellRect(0, 2, 0).center(), Qt::NoButton);
    QCOMPARE(m_window->focus()->query(), 2);
    QCOMPARE(m_window->focus()->key(), 0);
}

void TestFigureInteraction::clickingAWeightInTheStepperFocusesTheHeatmaps()
{
    m_window->setStage(PipelineStage::Softmax);
    StageView *stage = m_window->stageView();
    QCoreApplication::processEvents(); // the new stage's layout, as a user's click always comes after it
    QTest::mouseClick(stage, Qt::LeftButton, {}, stage->cellCentre(QStringLiteral("weights"), 1, 2));
    QCOMPARE(m_window->focus()->query(), 1);
    QCOMPARE(m_window->focus()->key(), 2);
}

void TestFigureInteraction::theWindowExportsWhatItShows()
{
    m_window->setStage(PipelineStage::Scores);
    QCOMPARE(m_window->figureSpec(FigureKind::Stage).stage, PipelineStage::Scores);
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("stage.png"));
    QVERIFY(m_window->exports()->exportFigure(FigureKind::Stage, path, {QSize(1200, 800), 1.5}));
    QCOMPARE(QImage(path).size(), QSize(1800, 1200));
    // A failure is reported, with the path.
    QString reported;
    dialogScript(*m_window).reportError = [&](const QString &message) { reported = message; };
    QVERIFY(!m_window->exports()->exportFigure(FigureKind::Weights, folder.filePath(QStringLiteral("no/such/folder.svg")), {}));
    QVERIFY(reported.contains(QStringLiteral("folder.svg")));
}

QTEST_MAIN(TestFigureInteraction)
#include "tst_figureinteraction.moc"
