// The language model's window (offscreen): it opens on the model that comes with the program, reads a
// sentence as the core computes it, silences heads, opens a head in the stepper, trains a model live with
// the numbers the trainer gives, and never loses a model trained here.
#include "document/ScenarioDocument.h"
#include "languagemodelwindow/LanguageModelWindow.h"
#include "figures/PictureViews.h"
#include "support/ScriptedDialogs.h"
#include "support/SmallLanguageModel.h"
#include "support/TextScaleChecks.h"
#include "training/LanguageModelScenario.h"
#include "lessonwindow/MainWindow.h"
#include "lessonwindow/SideWindows.h"

#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QStyleOptionGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>
#include <qcustomplot.h>

using namespace attn;

namespace {

const QString kExample = QStringLiteral("polly said : owl kerr do near . polly said again : owl kerr do");

QStringList words(const LanguageModelWindow &window)
{
    QStringList list;
    for (const LikelyWord &word : window.nextWords())
        list << window.model()->vocabulary[word.token];
    return list;
}

QPushButton *button(QWidget *window, const char *name)
{
    auto *found = window->findChild<QPushButton *>(QLatin1String(name));
    if (!found)
        qFatal("no button named %s", name);
    return found;
}

} // namespace

class TestLanguageModelWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void opensTheShippedModelOnASentence();
    void silencingAHeadChangesThePrediction();
    void unknownWordsAreNamed();
    void theReasonForAnEmptyPictureStandsInIt_data();
    void theReasonForAnEmptyPictureStandsInIt();
    void aHeadOpensInTheStepperWithTheModelsNumbers();
    void trainsLiveWithTheTrainersNumbers();
    void aModelFilesScoresAreShownAsItsFinalOnes();
    void pausesAndGoesOn();
    void aModelTrainedHereIsNeverLostUnasked();
    void aBadFileKeepsTheModelShown();
    void exportsTheHeads_data();
    void exportsTheHeads();
    void aLargerTextScaleNeverShrinksTheNames_data();
    void aLargerTextScaleNeverShrinksTheNames();
    void everyHeadSharesOneBandOfNames_data();
    void everyHeadSharesOneBandOfNames();
    void followsTheLanguageWhileOpen();
    void theTrainingBoxsTitleStandsInsideTheWindow();
};

void TestLanguageModelWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestLanguageModelWindow::init()
{
    QSettings().clear(); // each test from the settings a first start has (a text size another test chose, say)
}

void TestLanguageModelWindow::opensTheShippedModelOnASentence()
{
    MainWindow main;
    dialogScript(main).reportError = [](const QString &message) { QFAIL(qPrintable(message)); };
    LanguageModelWindow *window = main.sideWindows()->showLanguageModelWindow();
    QVERIFY(window->model());
    QCOMPARE(window->modelPath(), kBuiltInLanguageModel);
    QVERIFY(!window->hasUnsavedModel());
    const LanguageModelReadResult shipped = readLanguageModelFile(kBuiltInLanguageModel);
    QVERIFY(shipped.model);

    // The heads' table is the file's scores: the induction head of layer 2 stands out.
    QTableWidget *table = window->headTable();
    QCOMPARE(table->rowCount(), 4);
    for (int row = 0; row < 4; ++row) {
        QCOMPARE(table->item(row, 0)->text(), QStringLiteral("L%1 H%2").arg(row / 2 + 1).arg(row % 2 + 1));
        QCOMPARE(table->item(row, 1)->text(), QString::number(shipped.model->heads[size_t(row)].previousToken, 'f', 2));
        QCOMPARE(table->item(row, 2)->text(), QString::number(shipped.model->heads[size_t(row)].induction, 'f', 2));
    }
    // Every score past its measure's threshold (0.5) in bold: here both heads of layer 2 copy, and layer 1's
    // second head is the previous-token head.
    for (int row = 0; row < 4; ++row) {
        QCOMPARE(table->item(row, 2)->font().bold(), shipped.model->heads[size_t(row)].induction > 0.5);
        QCOMPARE(table->item(row, 1)->font().bold(), shipped.model->heads[size_t(row)].previousToken > 0.5);
    }
    QVERIFY(shipped.model->heads[3].induction > 0.5 && shipped.model->heads[1].previousToken > 0.5);
    QVERIFY(shipped.model->heads[0].induction < 0.1 && shipped.model->heads[1].induction < 0.1);
    // The loss curve is the file's.
    QCPGraph *loss = window->lossPlot()->graph(0);
    QCOMPARE(size_t(loss->dataCount()), shipped.model->lossCurve.size());
    QCOMPARE(loss->data()->at(loss->dataCount() - 1)->value, shipped.model->lossCurve.back().loss);
    // View's keys, as in the other windows: Ctrl++ twice for the back of a room, Ctrl+0 back.
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QTest::keySequence(window, QKeySequence::ZoomIn);
    QTest::keySequence(window, QKeySequence::ZoomIn);
    QVERIFY(qAbs(window->textScale() - 1.15 * 1.15) < 1e-9);
    QTest::keySequence(window, QKeySequence::ZoomOut);
    QVERIFY(qAbs(window->textScale() - 1.15) < 1e-9);
    QTest::keySequence(window, QKeySequence(Qt::CTRL | Qt::Key_0));
    QCOMPARE(window->textScale(), 1.0);

    // The example sentence: the parrot said four words, and the model copies the last.
    QCOMPARE(window->text(), kExample);
    window->setText(kExample);
    QVERIFY(window->textProblem().isEmpty());
    QCOMPARE(words(*window).value(0), QStringLiteral("near"));
    QVERIFY(window->nextWords()[0].probability > 0.9);
    QCOMPARE(window->nextWordsTable()->item(0, 0)->text(), QStringLiteral("near"));
    QCOMPARE(window->nextWordsTable()->item(0, 1)->text(), QString::number(window->nextWords()[0].probability, 'f', 3));
    QVERIFY(window->nextWordsTable()->isColumnHidden(2)); // nothing silenced: nothing to compare with

    // Every head's picture holds the core's weights for the sentence.
    std::vector<int> tokens;
    for (const QString &word : kExample.split(u' '))
        tokens.push_back(int(shipped.model->vocabulary.indexOf(word)));
    const LanguageModelPass pass = runLanguageModel(shipped.model->parameters, tokens);
    const HeatmapPicture *picture = window->headsView()->picture();
    QVERIFY(picture);
    QCOMPARE(picture->content().panels.size(), size_t(4));
    for (int panel = 0; panel < 4; ++panel) {
        const HeatmapPanel &shown = picture->content().panels[size_t(panel)];
        QCOMPARE(shown.title, QStringLiteral("L%1 H%2").arg(panel / 2 + 1).arg(panel % 2 + 1));
        QCOMPARE(shown.queryLabels, kExample.split(u' '));
        QVERIFY(*shown.values == pass.heads[size_t(panel / 2)][size_t(panel % 2)].weights.cast<float>());
        QVERIFY(shown.isMasked(0, 1) && !shown.isMasked(1, 0));
    }
}

void TestLanguageModelWindow::silencingAHeadChangesThePrediction()
{
    LanguageModelWindow window;
    QCOMPARE(window.openBuiltInModel(), QString());
    window.setText(kExample);
    const double copied = window.nextWords()[0].probability;

    // Ticked in the table, as a student does: layer 2 head 2, an induction head. Layer 2 head 1 copies too,
    // so the copy weakens (0.99 to 0.77) but holds; with both silenced it is gone.
    window.headTable()->item(3, 3)->setCheckState(Qt::Checked);
    QCOMPARE(words(window).value(0), QStringLiteral("near"));
    QVERIFY(window.nextWords()[0].probability < copied - 0.1);
    window.headTable()->item(2, 3)->setCheckState(Qt::Checked);
    std::vector<HeadPlace> silenced = window.silencedHeads();
    std::sort(silenced.begin(), silenced.end(), [](HeadPlace a, HeadPlace b) { return a.head < b.head; });
    QCOMPARE(silenced, (std::vector<HeadPlace>{{1, 0}, {1, 1}}));
    QVERIFY(words(window).value(0) != QStringLiteral("near"));
    const LanguageModelFile &model = *window.model();
    std::vector<int> tokens;
    for (const QString &word : kExample.split(u' '))
        tokens.push_back(int(model.vocabulary.indexOf(word)));
    const LanguageModelPass silencedPass = runLanguageModel(model.parameters, tokens, {{1, 0}, {1, 1}});
    const std::vector<LikelyWord> expected = likeliestNextWords(silencedPass, 8);
    QVERIFY(window.nextWords().size() >= expected.size());
    for (size_t index = 0; index < expected.size(); ++index) {
        QCOMPARE(window.nextWords()[index].token, expected[index].token);
        QCOMPARE(window.nextWords()[index].probability, expected[index].probability);
    }
    // Beside each word, its probability with every head. "near", the word the induction heads copied, stays
    // listed however far it fell, with the probability the silenced model gives it: the lesson is its fall.
    QVERIFY(!window.nextWordsTable()->isColumnHidden(2));
    const qsizetype copiedWord = words(window).indexOf(QStringLiteral("near"));
    QVERIFY2(copiedWord >= 0, qPrintable(words(window).join(u' ')));
    const double copiedSilenced = nextTokenProbabilities(silencedPass.logits.bottomRows(1))(0, model.vocabulary.indexOf(QStringLiteral("near")));
    QCOMPARE(window.nextWords()[size_t(copiedWord)].probability, copiedSilenced);
    QVERIFY(copiedSilenced < 0.5);
    QCOMPARE(window.nextWordsWithEveryHead()[size_t(copiedWord)], copied);
    QCOMPARE(window.nextWordsTable()->item(int(copiedWord), 0)->text(), QStringLiteral("near"));
    QCOMPARE(window.headsView()->picture()->content().panels[3].title, QStringLiteral("L2 H2 (silenced)"));
    // The previous-token head of layer 1 feeds the induction heads: silencing it breaks the copy too.
    window.headTable()->item(3, 3)->setCheckState(Qt::Unchecked);
    window.headTable()->item(2, 3)->setCheckState(Qt::Unchecked);
    window.setSilenced({0, 1}, true);
    QVERIFY(words(window).value(0) != QStringLiteral("near"));
    QCOMPARE(window.headTable()->item(1, 3)->checkState(), Qt::Checked);
    window.setSilenced({0, 1}, false);
    QCOMPARE(words(window).value(0), QStringLiteral("near"));
    QVERIFY(window.nextWordsTable()->isColumnHidden(2));
}

void TestLanguageModelWindow::unknownWordsAreNamed()
{
    LanguageModelWindow window;
    QCOMPARE(window.openBuiltInModel(), QString());
    window.setText(QStringLiteral("polly said zebra"));
    QCOMPARE(window.textProblem(), QStringLiteral("word 3, 'zebra', is not in the model's vocabulary"));
    QVERIFY(window.nextWords().empty());
    QCOMPARE(window.nextWordsTable()->rowCount(), 0);
    QVERIFY(!button(&window, "openHeadButton")->isEnabled());
    QCOMPARE(window.openSelectedInStepper(), window.textProblem());
    // Shown with the words the model knows, every one of them, to write a sentence of.
    const QLabel *shown = nullptr;
    for (QLabel *label : window.findChildren<QLabel *>()) {
        if (label->text().startsWith(window.textProblem()))
            shown = label;
    }
    QVERIFY(shown);
    const QString listed = shown->text().section(u'\n', 1);
    QVERIFY2(listed.startsWith(QStringLiteral("The model's words (%1): ").arg(window.model()->vocabulary.size())), qPrintable(listed));
    for (const QString &word : window.model()->vocabulary)
        QVERIFY2(listed.split(u' ').contains(word), qPrintable(word));
    // Several unknown words are all named, with their places, so that one pass mends the sentence.
    window.setText(QStringLiteral("zebra said lion met"));
    QCOMPARE(window.textProblem(), QStringLiteral("these words are not in the model's vocabulary: 'zebra' (word 1), 'lion' (word 3)"));
    const QString tooLong = QStringList(49, QStringLiteral("ana")).join(u' ');
    window.setText(tooLong);
    QCOMPARE(window.textProblem(), QStringLiteral("expected 1 to 48 words (the model's context), found 49"));
    window.setText(QStringLiteral("ana met bram"));
    QVERIFY(window.textProblem().isEmpty());
    QVERIFY(button(&window, "openHeadButton")->isEnabled());
}

void TestLanguageModelWindow::theReasonForAnEmptyPictureStandsInIt_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("reason");
    QTest::newRow("words outside the language")
        << QStringLiteral("the cat sat on the mat")
        << QStringLiteral("These words are not in the model's vocabulary: 'sat' (word 3), 'on' (word 4), 'mat' (word 6).");
    QTest::newRow("one word outside") << QStringLiteral("polly said zebra")
                                      << QStringLiteral("Word 3, 'zebra', is not in the model's vocabulary.");
    QTest::newRow("beyond the context") << QStringList(49, QStringLiteral("ana")).join(u' ')
                                        << QStringLiteral("Expected 1 to 48 words (the model's context), found 49.");
    QTest::newRow("no words") << QString() << QStringLiteral("Type a sentence of the model's language.");
}

void TestLanguageModelWindow::theReasonForAnEmptyPictureStandsInIt()
{
    // A sentence with a word outside the language blanked every picture under a large "Type a sentence of
    // the model's language.", while the reason was a small line at the top.
    QFETCH(QString, text);
    QFETCH(QString, reason);
    LanguageModelWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.openBuiltInModel(), QString());
    window.setText(text);
    QCOMPARE(window.headsView()->picture()->content().emptyReason, reason);
    // Large: the picture's heading, not shrunk to the smallest it may be.
    const HeatmapPicture::Layout layout = window.headsView()->currentLayout();
    QVERIFY2(layout.titleFont.pixelSize() >= 18, qPrintable(QStringLiteral("%1 px").arg(layout.titleFont.pixelSize())));
}

void TestLanguageModelWindow::aHeadOpensInTheStepperWithTheModelsNumbers()
{
    MainWindow main;
    dialogScript(main).reportError = [](const QString &message) { QFAIL(qPrintable(message)); };
    dialogScript(main).askToSave = [] { return QMessageBox::Discard; };
    LanguageModelWindow *window = main.sideWindows()->showLanguageModelWindow();
    window->setText(kExample);
    window->setSilenced({0, 0}, true);
    // A click on a head's picture chooses it.
    Q_EMIT window->headsView()->panelClicked(2);
    QCOMPARE(window->selectedHead(), (HeadPlace{1, 0}));
    QCOMPARE(window->headTable()->currentRow(), 2);
    QPushButton *open = button(window, "openHeadButton");
    QCOMPARE(open->text(), QStringLiteral("Open layer 2, head 1 in the stepper"));
    open->click();
    std::vector<int> tokens;
    for (const QString &word : kExample.split(u' '))
        tokens.push_back(int(window->model()->vocabulary.indexOf(word)));
    QString problem;
    const std::optional<Scenario> expected =
        languageModelHeadScenario(window->model()->parameters, kExample.split(u' '), tokens, {1, 0}, {{0, 0}}, &problem);
    QVERIFY2(expected, qPrintable(problem));
    QCOMPARE(main.document()->scenario(), *expected);
}

void TestLanguageModelWindow::trainsLiveWithTheTrainersNumbers()
{
    LanguageModelWindow window;
    window.setSettings(smallLanguageModelSettings(250));
    QSignalSpy training(&window, &LanguageModelWindow::trainingChanged);
    QSignalSpy shown(&window, &LanguageModelWindow::modelChanged);
    button(&window, "trainButton")->click();
    QVERIFY(window.isTraining());
    QCOMPARE(button(&window, "trainButton")->text(), QStringLiteral("Pause"));
    QTRY_VERIFY_WITH_TIMEOUT(!window.isTraining(), 120000);
    QCOMPARE(training.count(), 2);
    // Update 0, then every 100 updates and the last: each a new picture of the model.
    QVERIFY(shown.count() >= 4);

    LanguageModelTrainer trainer(smallLanguageModelSettings(250));
    trainer.evaluateAndRecord();
    LanguageModelEvaluation evaluation;
    while (trainer.steps() < 250) {
        trainer.step();
        if (trainer.steps() % 100 == 0 || trainer.steps() == 250)
            evaluation = trainer.evaluateAndRecord();
    }
    const LanguageModelFile &model = *window.model();
    QCOMPARE(model.stepsTaken, 250);
    QCOMPARE(window.trainedSteps(), 250);
    QCOMPARE(model.lossCurve, trainer.lossCurve());
    QCOMPARE(model.lossCurve.size(), size_t(4));
    const std::vector<const MatrixD *> ours = model.parameters.matrices(), theirs = trainer.parameters().matrices();
    for (size_t index = 0; index < ours.size(); ++index)
        QVERIFY(*ours[index] == *theirs[index]);
    QTableWidget *table = window.headTable();
    for (int row = 0; row < 4; ++row)
        QCOMPARE(table->item(row, 2)->text(), QString::number(evaluation.heads[size_t(row)].induction, 'f', 2));
    // The plot: the held-out loss at each evaluation, and the best scores' history beside it.
    QCPGraph *loss = window.lossPlot()->graph(0);
    QCOMPARE(loss->dataCount(), 4);
    for (int point = 0; point < 4; ++point) {
        QCOMPARE(loss->data()->at(point)->key, double(trainer.lossCurve()[size_t(point)].step));
        QCOMPARE(loss->data()->at(point)->value, trainer.lossCurve()[size_t(point)].loss);
    }
    QCOMPARE(window.lossPlot()->graph(2)->dataCount(), 4);
    QCOMPARE(window.lossPlot()->graph(2)->data()->at(3)->value, evaluation.bestInduction(1));
    QVERIFY(window.hasUnsavedModel());
    QVERIFY2(window.statusText().contains(QStringLiteral("update 250 of 250")), qPrintable(window.statusText()));
    // Every planned update taken: Train does nothing more until a setting changes (a new model).
    QVERIFY(!button(&window, "trainButton")->isEnabled());
    window.setSettings(smallLanguageModelSettings(300));
    QVERIFY(button(&window, "trainButton")->isEnabled());
    QCOMPARE(button(&window, "trainButton")->text(), QStringLiteral("Train"));
    window.setSettings(smallLanguageModelSettings(250));
    // The sentence is read by the model being trained.
    window.setText(QStringLiteral("ana met bram"));
    QVERIFY(window.textProblem().isEmpty());
    QCOMPARE(window.nextWords().size(), size_t(8));
}

void TestLanguageModelWindow::aModelFilesScoresAreShownAsItsFinalOnes()
{
    // A model file keeps its final scores alone: the built-in model's 0.91 and 0.65 stood as two dots at
    // update 20,000 while the legend drew them as lines, and nothing said why there was no curve.
    LanguageModelWindow window;
    QCOMPARE(window.openBuiltInModel(), QString());
    for (int graph : {1, 2}) {
        const QCPGraph *scores = window.lossPlot()->graph(graph);
        QCOMPARE(scores->dataCount(), 1);
        QCOMPARE(scores->lineStyle(), QCPGraph::lsNone); // the legend draws a dot, as the plot does
        QCOMPARE(scores->scatterStyle().shape(), QCPScatterStyle::ssDisc);
        QVERIFY2(scores->name().startsWith(QStringLiteral("final ")), qPrintable(scores->name()));
    }
    const auto *note = window.findChild<QLabel *>(QStringLiteral("scoresNote"));
    QVERIFY(note);
    QVERIFY(note->isVisibleTo(&window));
    QVERIFY2(note->text().contains(QStringLiteral("only its final scores")), qPrintable(note->text()));
    // Trained here, the scores have a history: lines, named as such, and no note.
    window.setSettings(smallLanguageModelSettings(200));
    button(&window, "trainButton")->click();
    QTRY_VERIFY_WITH_TIMEOUT(!window.isTraining(), 120000);
    for (int graph : {1, 2}) {
        const QCPGraph *scores = window.lossPlot()->graph(graph);
        QVERIFY(scores->dataCount() > 1);
        QCOMPARE(scores->lineStyle(), QCPGraph::lsLine);
        QVERIFY2(scores->name().startsWith(QStringLiteral("best ")), qPrintable(scores->name()));
    }
    QVERIFY(!note->isVisibleTo(&window));
}

void TestLanguageModelWindow::pausesAndGoesOn()
{
    LanguageModelWindow window;
    window.setSettings(smallLanguageModelSettings(1000000));
    window.train();
    QTRY_VERIFY_WITH_TIMEOUT(window.trainedSteps() >= 100, 60000);
    window.pause();
    QVERIFY(!window.isTraining());
    const int pausedAt = window.trainedSteps();
    // Paused: the model shown is the trainer's weights as they are, with the loss measured there.
    QCOMPARE(window.model()->lossCurve.back().step, pausedAt);
    QCOMPARE(button(&window, "trainButton")->text(), QStringLiteral("Go on"));
    LanguageModelTrainer trainer(smallLanguageModelSettings(1000000));
    while (trainer.steps() < pausedAt)
        trainer.step();
    QVERIFY(window.model()->parameters.unembedding == trainer.parameters().unembedding);

    button(&window, "trainButton")->click();
    QTRY_VERIFY_WITH_TIMEOUT(window.trainedSteps() > pausedAt, 60000);
    window.pause();
    const std::vector<LossPoint> &curve = window.model()->lossCurve;
    for (size_t index = 1; index < curve.size(); ++index)
        QVERIFY(curve[index].step > curve[index - 1].step);
    // Start again: update 0, the same seed, the same first numbers.
    window.setDiscardQuestion([] { return QMessageBox::Discard; });
    button(&window, "startAgainButton")->click();
    window.pause();
    QVERIFY(window.model()->lossCurve.front().step == 0);
    QVERIFY(window.trainedSteps() < window.model()->lossCurve.back().step + 1);
}

void TestLanguageModelWindow::aModelTrainedHereIsNeverLostUnasked()
{
    QTemporaryDir folder;
    MainWindow main;
    dialogScript(main).reportError = [](const QString &message) { QFAIL(qPrintable(message)); };
    dialogScript(main).askToSave = [] { return QMessageBox::Discard; };
    LanguageModelWindow *window = main.sideWindows()->showLanguageModelWindow();
    window->setSettings(smallLanguageModelSettings(30));
    window->train();
    QTRY_VERIFY_WITH_TIMEOUT(!window->isTraining(), 60000);
    QVERIFY(window->hasUnsavedModel());

    int asked = 0;
    window->setDiscardQuestion([&asked] {
        ++asked;
        return QMessageBox::Cancel;
    });
    // Another training run, or closing the program, asks first; Cancel keeps everything.
    const LanguageModelParameters trained = window->model()->parameters;
    LanguageModelSettings other = smallLanguageModelSettings(30);
    other.seed = 2;
    window->setSettings(other);
    window->train();
    QCOMPARE(asked, 1);
    QVERIFY(!window->isTraining());
    QVERIFY(window->model()->parameters.unembedding == trained.unembedding);
    QVERIFY(!main.close());
    QCOMPARE(asked, 2);

    // Saved, it reads back as it was and nothing asks any more.
    const QString path = folder.filePath(QStringLiteral("mine.json"));
    QCOMPARE(window->saveModel(path), QString());
    QVERIFY(!window->hasUnsavedModel());
    const LanguageModelReadResult read = readLanguageModelFile(path);
    QVERIFY2(read.model, qPrintable(read.error));
    QCOMPARE(read.model->stepsTaken, 30);
    QCOMPARE(read.model->lossCurve, window->model()->lossCurve);
    QVERIFY(read.model->parameters.unembedding.cast<float>() == trained.unembedding.cast<float>());
    QVERIFY(window->confirmDiscardingTrainedModel());
    QCOMPARE(asked, 2);
    QCOMPARE(window->openModel(path), QString());
    QCOMPARE(window->modelPath(), path);
    QVERIFY(main.close());
}

void TestLanguageModelWindow::aBadFileKeepsTheModelShown()
{
    QTemporaryDir folder;
    LanguageModelWindow window;
    QCOMPARE(window.openBuiltInModel(), QString());
    QFile shipped(kBuiltInLanguageModel);
    QVERIFY(shipped.open(QIODevice::ReadOnly));
    QByteArray json = shipped.readAll();
    json.replace("\"layers\": 2", "\"layers\": 7");
    const QString path = folder.filePath(QStringLiteral("broken.json"));
    QFile broken(path);
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write(json);
    broken.close();
    const QString problem = window.openModel(path);
    QVERIFY2(problem.startsWith(path + QStringLiteral(": shape.layers: expected a whole number from 1 to 4, found 7")), qPrintable(problem));
    QCOMPARE(window.modelPath(), kBuiltInLanguageModel);
    QVERIFY(window.model());
    QCOMPARE(window.model()->parameters.shape().layers, 2);
    QVERIFY(window.openModel(folder.filePath(QStringLiteral("none.json"))).contains(QStringLiteral("none.json")));
}

void TestLanguageModelWindow::exportsTheHeads_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("start");
    QTest::newRow("png") << "heads.png" << QByteArray("\x89PNG");
    QTest::newRow("svg") << "heads.svg" << QByteArray("<?xml");
    QTest::newRow("pdf") << "heads.pdf" << QByteArray("%PDF");
}

void TestLanguageModelWindow::exportsTheHeads()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, start);
    QTemporaryDir folder;
    LanguageModelWindow window;
    QCOMPARE(window.openBuiltInModel(), QString());
    window.setText(kExample);
    const QString path = folder.filePath(name);
    QCOMPARE(window.exportHeads(path, FigureSize{QSize(1600, 900), 1.0}), QString());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().startsWith(start));
    window.setText(QStringLiteral("zebra"));
    QVERIFY(window.exportHeads(path).contains(QStringLiteral("zebra")));
}

void TestLanguageModelWindow::aLargerTextScaleNeverShrinksTheNames_data()
{
    QTest::addColumn<QSize>("windowSize");
    QTest::newRow("a projector's 1280 × 720") << QSize(1280, 720);
    QTest::newRow("a screen's 1920 × 1080") << QSize(1920, 1080);
}

void TestLanguageModelWindow::everyHeadSharesOneBandOfNames_data()
{
    QTest::addColumn<QSize>("windowSize");
    QTest::addColumn<double>("textScale");
    QTest::addColumn<double>("leastGain"); // the cells' side against each head named
    QTest::newRow("1280 x 720") << QSize(1248, 672) << 1.0 << 1.1;
    QTest::newRow("1280 x 720, Ctrl+ twice") << QSize(1248, 672) << 1.15 * 1.15 << 1.1;
    QTest::newRow("1920 x 1080") << QSize(1900, 1020) << 1.0 << 1.05;
    // (The titles grow with Ctrl+ here and take the room again; the names, 12 px either way, keep it.)
    QTest::newRow("1920 x 1080, Ctrl+ twice") << QSize(1900, 1020) << 1.15 * 1.15 << 1.0;
}

void TestLanguageModelWindow::everyHeadSharesOneBandOfNames()
{
    // Every head reads the same words, yet each of the four heatmaps named them over and beside itself: the
    // second row's names took the height the cells are short of (heatmaps about 115 px at 1280 x 720 in a
    // lecture, the names thinned out). The words are named once over the first row and once beside the
    // first column; every head keeps cells of one size, larger than before.
    QFETCH(QSize, windowSize);
    QFETCH(double, textScale);
    QFETCH(double, leastGain);
    LanguageModelWindow window;
    QCOMPARE(window.openBuiltInModel(), QString());
    window.setText(kExample);
    window.setTextScale(textScale);
    window.headTable()->item(3, 3)->setCheckState(Qt::Checked); // "L2 H2 (silenced)": the longest title
    window.resize(windowSize);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    const HeatmapPicture *picture = window.headsView()->picture();
    QVERIFY(picture && picture->content().panels.size() == 4 && picture->content().columns == 2);
    const HeatmapPicture::Layout layout = window.headsView()->currentLayout();
    QCOMPARE(layout.panels.size(), size_t(4));
    for (size_t p = 0; p < 4; ++p) {
        const HeatmapPicture::PanelLayout &panel = layout.panels[p];
        QCOMPARE(panel.keysNamed, p < 2);
        QCOMPARE(panel.queriesNamed, p % 2 == 0);
        QCOMPARE(panel.cells.size(), layout.panels.front().cells.size());
    }
    // The words' names over each of the first row's heatmaps and beside each of the first column's (one in k
    // where thinned), none over another or over the cells.
    const QStringList words = picture->content().panels.front().keyLabels;
    const std::vector<std::pair<QString, QRect>> texts = picture->texts(layout);
    const auto named = std::count_if(texts.begin(), texts.end(), [&words](const auto &text) { return words.contains(text.first); });
    const auto once = [&words](int step) { return (int(words.size()) + step - 1) / step; };
    QCOMPARE(int(named), 2 * once(layout.panels.front().keyStep) + 2 * once(layout.panels.front().queryStep));
    for (size_t i = 0; i < texts.size(); ++i) {
        QVERIFY2(QRect(QPoint(0, 0), layout.size).contains(texts[i].second), qPrintable(texts[i].first));
        for (const HeatmapPicture::PanelLayout &panel : layout.panels)
            QVERIFY2(!texts[i].second.intersects(panel.cells), qPrintable(texts[i].first));
        for (size_t j = i + 1; j < texts.size(); ++j)
            QVERIFY2(!texts[i].second.intersects(texts[j].second), qPrintable(texts[i].first + u'/' + texts[j].first));
    }
    // The room the other names took goes to the cells.
    HeatmapContent eachNamed = picture->content();
    eachNamed.sharedLabels = false;
    const HeatmapPicture::Layout before = HeatmapPicture(eachNamed).layOut(layout.size, textScale);
    QVERIFY(layout.panels.front().labelFont.pixelSize() >= before.panels.front().labelFont.pixelSize());
    QVERIFY2(layout.panels.front().cell >= leastGain * before.panels.front().cell,
             qPrintable(QStringLiteral("cells of %1 px, %2 px with each head named").arg(layout.panels.front().cell).arg(before.panels.front().cell)));
}

void TestLanguageModelWindow::aLargerTextScaleNeverShrinksTheNames()
{
    // Ctrl+ grew the heads' titles, which took the cells' room: the words' names, which the cells hold, came
    // out smaller. The titles now give way; the same on a slide exported at a larger text scale. Nor does the
    // larger sentence above take the picture's room: the tables below give it.
    QFETCH(QSize, windowSize);
    LanguageModelWindow window;
    QCOMPARE(window.openBuiltInModel(), QString());
    window.setText(kExample);
    window.resize(windowSize);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    const HeatmapPicture *picture = window.headsView()->picture();
    QVERIFY(picture);
    test::verifyALargerTextScaleNeverShrinksTheCells(*picture, window.headsView()->size());
    test::verifyALargerTextScaleNeverShrinksTheCells(*picture, QSize(1280, 720));
    const QSize viewSize = window.headsView()->size();
    const HeatmapPicture::Layout before = window.headsView()->currentLayout();
    QTest::keySequence(&window, QKeySequence::ZoomIn);
    QTest::keySequence(&window, QKeySequence::ZoomIn);
    QCoreApplication::processEvents();
    QCOMPARE(window.headsView()->size(), viewSize);
    const HeatmapPicture::Layout after = window.headsView()->currentLayout();
    for (size_t p = 0; p < after.panels.size(); ++p)
        QVERIFY2(after.panels[p].labelFont.pixelSize() >= before.panels[p].labelFont.pixelSize(),
                 qPrintable(QStringLiteral("panel %1: %2 px, then %3 px").arg(p).arg(before.panels[p].labelFont.pixelSize())
                                .arg(after.panels[p].labelFont.pixelSize())));
}

void TestLanguageModelWindow::followsTheLanguageWhileOpen()
{
    LanguageModelWindow window;
    QCOMPARE(window.openBuiltInModel(), QString());
    window.setText(QStringLiteral("polly said zebra"));
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/attentionlab_de")));
    // As the View ▸ Language menu does: German words and German numbers.
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QCoreApplication::installTranslator(&translator);
    QCoreApplication::processEvents(); // the application posts the change to each window
    // Everything the window wrote is written again: buttons, tables, the picture, the text's problem.
    QCOMPARE(button(&window, "trainButton")->text(), QStringLiteral("Trainieren"));
    QCOMPARE(window.headTable()->horizontalHeaderItem(0)->text(), QStringLiteral("Kopf"));
    QCOMPARE(window.headTable()->item(0, 0)->text(), QStringLiteral("S1 K1"));
    QCOMPARE(window.textProblem(), QStringLiteral("Wort 3, „zebra“, ist nicht im Vokabular des Modells"));
    window.setText(kExample);
    QCOMPARE(window.headsView()->picture()->content().panels[3].title, QStringLiteral("S2 K2"));
    QVERIFY2(window.statusText().startsWith(QStringLiteral("Das Modell, das dem Programm beiliegt")), qPrintable(window.statusText()));
    // Numbers with a decimal comma, in the tables and the status line.
    QCOMPARE(window.nextWordsTable()->item(0, 1)->text(), QStringLiteral("0,987"));
    QCOMPARE(window.headTable()->item(3, 2)->text(), QStringLiteral("0,87"));
    QVERIFY2(window.statusText().contains(QStringLiteral("1,463")), qPrintable(window.statusText()));
    // The table of heads shows every column whole, headers too, at 1280 × 720 after Ctrl+ twice: "stumm" had
    // been cut to "stum", and its switches had to be scrolled to.
    window.setTextScale(1.15 * 1.15);
    window.resize(1248, 672);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_COMPARE(window.headTable()->horizontalScrollBar()->maximum(), 0);
    const QHeaderView *header = window.headTable()->horizontalHeader();
    for (int column = 0; column < header->count(); ++column) {
        const QString name = window.headTable()->horizontalHeaderItem(column)->text();
        QVERIFY2(header->sectionSize(column) > QFontMetrics(header->font()).horizontalAdvance(name), qPrintable(name));
    }
    QLocale::setDefault(before);
    QCoreApplication::removeTranslator(&translator);
    QCoreApplication::processEvents();
    QCOMPARE(button(&window, "trainButton")->text(), QStringLiteral("Train"));
}

void TestLanguageModelWindow::theTrainingBoxsTitleStandsInsideTheWindow()
{
    // "Train a model here" began at the window's left edge, x = 0, and its "T" was cut.
    LanguageModelWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *box = window.findChild<QGroupBox *>(QStringLiteral("trainBox"));
    QVERIFY(box);
    QStyleOptionGroupBox option;
    option.initFrom(box);
    option.text = box->title();
    option.subControls = QStyle::SC_GroupBoxLabel | QStyle::SC_GroupBoxFrame;
    const QRect title = box->style()->subControlRect(QStyle::CC_GroupBox, &option, QStyle::SC_GroupBoxLabel, box);
    const int left = box->mapTo(&window, title.topLeft()).x();
    QVERIFY2(left >= 4, qPrintable(QStringLiteral("the title begins at x = %1").arg(left)));
}

QTEST_MAIN(TestLanguageModelWindow)
#include "tst_languagemodelwindow.moc"
