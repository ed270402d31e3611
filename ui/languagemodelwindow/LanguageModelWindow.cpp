#include "languagemodelwindow/LanguageModelWindow.h"

#include "common/SaveDialog.h"
#include "common/TextScaleActions.h"

#include "figures/PictureViews.h"
#include "render/FigureText.h"
#include "training/LanguageModelScenario.h"
#include "common/LiveTranslation.h"
#include "common/WindowSize.h"
#include "io/WholeFileWrite.h"
#include "common/AppSettings.h"

#include <QLocale>
#include <QApplication>
#include <QCloseEvent>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QScrollBar>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <limits>

namespace attn {

namespace {
/// Rows of the next-word table.
constexpr int kNextWords = 8;
/// With heads silenced, the whole model's likeliest words are listed too, whatever they fell to.
constexpr int kWordsKeptWhenSilenced = 3;
/// Updates between evaluations while training here: about one a second at the default size on 2 cores
/// (an update takes about 9 ms, an evaluation about 20 ms).
constexpr int kEvaluateEvery = 100;
/// A pass on a sentence takes well under a millisecond; waiting for a pause in typing keeps the pictures
/// from flickering through half-typed words.
constexpr int kTypingPauseMs = 120;
/// What the window opens on, the induction lesson's text: the parrot repeats four words, so after the repeat's
/// "do" the model should copy "near".
const char *const kExampleText = "polly said : owl kerr do near . polly said again : owl kerr do";

enum HeadColumn { HeadName, PreviousTokenScore, InductionScore, Silenced, HeadColumns };
enum NextColumn { NextWord, NextProbability, NextWithEveryHead, NextColumns };

const QColor kLossColour(0x1f, 0x4e, 0x9a);
const QColor kPreviousTokenColour(0xd9, 0x5f, 0x02);
const QColor kInductionColour(0x1b, 0x9e, 0x77);

/// A sentence that begins a picture's empty state: its first letter a capital ("these words are not…"
/// is written to follow other words), a full stop at its end.
QString asHeading(QString sentence)
{
    if (sentence.isEmpty())
        return sentence;
    sentence.front() = sentence.front().toUpper();
    return sentence.endsWith(u'.') ? sentence : sentence + u'.';
}

QString headName(HeadPlace head)
{
    return LanguageModelWindow::tr("layer %1, head %2").arg(head.layer + 1).arg(head.head + 1);
}

/// The best score of each kind, as the curves under the loss follow them: previous-token in layer 1, induction
/// in the layers after it (an induction head needs a previous-token head before it).
std::pair<double, double> bestScores(const std::vector<HeadScores> &heads)
{
    double previous = 0, induction = 0;
    for (const HeadScores &head : heads) {
        if (head.place.layer == 0)
            previous = std::max(previous, head.previousToken);
        else
            induction = std::max(induction, head.induction);
    }
    return {previous, induction};
}
} // namespace

HeatmapContent languageModelHeadsContent(const LanguageModelPass &pass, const QStringList &words,
                                         const std::vector<HeadPlace> &silenced, PaletteKind palette)
{
    HeatmapContent content;
    content.valueName = LanguageModelWindow::tr("weight");
    content.gradient = sequentialGradient(palette);
    content.maskNote = LanguageModelWindow::tr("Hatched cells are masked: each word sees only itself and the words before it.");
    if (pass.heads.empty() || pass.heads.front().empty()) {
        content.emptyReason = LanguageModelWindow::tr("Type a sentence of the model's language.");
        return content;
    }
    content.title = LanguageModelWindow::tr("Where each word looks: every head (rows: layers)");
    const int heads = int(pass.heads.front().size());
    content.columns = heads;
    // Every head reads the same words: named once over the first row and beside the first column, the room
    // of the other panels' names goes to the cells.
    content.sharedLabels = true;
    const Eigen::Index n = pass.heads.front().front().weights.rows();
    // The causal mask as the stepper draws it: -inf above the diagonal.
    MatrixF mask = MatrixF::Zero(n, n);
    for (Eigen::Index query = 0; query < n; ++query)
        for (Eigen::Index key = query + 1; key < n; ++key)
            mask(query, key) = -std::numeric_limits<float>::infinity();
    const auto sharedMask = std::make_shared<const MatrixF>(std::move(mask));
    for (int layer = 0; layer < int(pass.heads.size()); ++layer)
        for (int head = 0; head < heads; ++head) {
            HeatmapPanel panel;
            panel.head = head;
            const HeadPlace place{layer, head};
            const bool isSilenced = std::find(silenced.begin(), silenced.end(), place) != silenced.end();
            // A silenced head still computes its weights; what it adds to the stream is set to zero.
            panel.title = isSilenced ? LanguageModelWindow::tr("L%1 H%2 (silenced)").arg(layer + 1).arg(head + 1)
                                     : LanguageModelWindow::tr("L%1 H%2").arg(layer + 1).arg(head + 1);
            panel.values = std::make_shared<const MatrixF>(pass.heads[size_t(layer)][size_t(head)].weights.cast<float>());
            panel.maskSource = sharedMask;
            panel.queryLabels = words;
            panel.keyLabels = words;
            content.panels.push_back(std::move(panel));
        }
    return content;
}

LanguageModelWindow::LanguageModelWindow(QWidget *parent)
    : QMainWindow(parent), m_layers(new QSpinBox), m_headsPerLayer(new QSpinBox), m_steps(new QSpinBox), m_seed(new QSpinBox),
      m_trainButton(new QPushButton), m_newButton(new QPushButton), m_status(new QLabel), m_lossPlot(new QCustomPlot),
      m_scoresNote(new QLabel), m_headTable(new QTableWidget(0, HeadColumns)), m_text(new QLineEdit), m_tokensLabel(new QLabel), m_heads(new HeatmapPictureView),
      m_nextTable(new QTableWidget(0, NextColumns)), m_openHead(new QPushButton), m_typing(new QTimer(this))
{
    connect(&m_worker, &StoppableWorker::finished, this, &LanguageModelWindow::workerFinished);
    m_trainButton->setObjectName(QStringLiteral("trainButton"));
    m_newButton->setObjectName(QStringLiteral("startAgainButton"));
    m_openHead->setObjectName(QStringLiteral("openHeadButton"));
    auto *live = new LiveTranslation(this);
    buildMenus(live);

    // Training: the sizes a student varies, the updates and the seed; the loss and the heads' scores.
    QGroupBox *trainBox = buildTrainBox(live);
    buildLossPlot(live);
    buildHeadTable(live);
    QWidget *left = buildTrainingPane(trainBox, live);

    // Reading: a sentence, every head on it, the likeliest next words.
    QWidget *right = buildReadingPane(live);

    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setSizes({520, 880});
    // Inside the window's margins, as in the other windows: at the window's edge the training box's title
    // would lose the left of its "T".
    auto *central = new QWidget;
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->addWidget(split);
    setCentralWidget(central);
    resizeWithinScreen(*this, QSize(1400, 860));

    m_typing->setSingleShot(true);
    m_typing->setInterval(kTypingPauseMs);
    connect(m_text, &QLineEdit::textEdited, m_typing, qOverload<>(&QTimer::start));
    connect(m_typing, &QTimer::timeout, this, &LanguageModelWindow::readText);
    m_text->setText(QString::fromUtf8(kExampleText));
    live->add([this] {
        setWindowTitle(tr("A language model that learns to copy"));
        m_status->setText(statusText());
    });
    setTextScale(AppSettings().languageModelTextScale());
}

void LanguageModelWindow::buildMenus(LiveTranslation *live)
{
    QMenu *file = menuBar()->addMenu(QString());
    QAction *openBuiltIn = file->addAction(QString(), this, [this] {
        if (confirmDiscardingTrainedModel()) {
            const QString problem = openBuiltInModel();
            if (!problem.isEmpty())
                QMessageBox::warning(this, tr("Open a language model"), problem);
        }
    });
    QAction *open = file->addAction(QString(), QKeySequence::Open, this, &LanguageModelWindow::chooseOpen);
    QAction *save = file->addAction(QString(), QKeySequence::Save, this, &LanguageModelWindow::chooseSave);
    QAction *exportHeads = file->addAction(QString(), this, &LanguageModelWindow::chooseExport);
    file->addSeparator();
    QAction *close = file->addAction(QString(), QKeySequence::Close, this, &QWidget::close);
    QMenu *view = menuBar()->addMenu(QString());
    const auto [larger, smaller, actual] =
        addTextScaleActions(view, this, [this] { return m_textScale.own(); }, [this](double scale) { setTextScale(scale); });
    live->add([=] {
        file->setTitle(tr("&File"));
        openBuiltIn->setText(tr("Open the model that comes with the &program"));
        open->setText(tr("&Open a model file…"));
        save->setText(tr("&Save the model as…"));
        exportHeads->setText(tr("&Export the heads' picture…"));
        close->setText(tr("&Close"));
        view->setTitle(tr("&View"));
        larger->setText(tr("&Larger text"));
        smaller->setText(tr("&Smaller text"));
        actual->setText(tr("&Actual size"));
    });
}

QGroupBox *LanguageModelWindow::buildTrainBox(LiveTranslation *live)
{
    const LanguageModelSettings defaults;
    m_hiddenSettings = defaults;
    m_layers->setRange(1, LanguageModelLimits::maxLayers);
    m_layers->setValue(defaults.layers);
    m_headsPerLayer->setRange(1, LanguageModelLimits::maxHeads);
    m_headsPerLayer->setValue(defaults.heads);
    m_steps->setRange(1, LanguageModelLimits::maxSteps);
    m_steps->setSingleStep(1000);
    m_steps->setValue(defaults.steps);
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setValue(int(defaults.seed));
    auto *trainBox = new QGroupBox;
    trainBox->setObjectName(QStringLiteral("trainBox"));
    auto *form = new QFormLayout;
    auto *layersLabel = new QLabel, *headsLabel = new QLabel, *stepsLabel = new QLabel, *seedLabel = new QLabel;
    form->addRow(layersLabel, m_layers);
    form->addRow(headsLabel, m_headsPerLayer);
    form->addRow(stepsLabel, m_steps);
    form->addRow(seedLabel, m_seed);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_trainButton);
    buttons->addWidget(m_newButton);
    buttons->addStretch(1);
    m_status->setWordWrap(true);
    auto *trainLayout = new QVBoxLayout(trainBox);
    trainLayout->addLayout(form);
    trainLayout->addLayout(buttons);
    trainLayout->addWidget(m_status);
    connect(m_trainButton, &QPushButton::clicked, this, [this] { isTraining() ? pause() : train(); });
    for (QSpinBox *box : {m_layers, m_headsPerLayer, m_steps, m_seed})
        connect(box, &QSpinBox::valueChanged, this, &LanguageModelWindow::updateControls);
    connect(m_newButton, &QPushButton::clicked, this, [this] {
        if (!confirmDiscardingTrainedModel())
            return;
        pause();
        m_trainer.reset();
        m_unsaved = false; // given up above
        train();
    });
    live->add([=, this] {
        trainBox->setTitle(tr("Train a model here"));
        layersLabel->setText(tr("Layers:"));
        headsLabel->setText(tr("Heads per layer:"));
        stepsLabel->setText(tr("Updates:"));
        seedLabel->setText(tr("Seed:"));
        m_newButton->setText(tr("Start again"));
        m_newButton->setToolTip(tr("A new model from update 0 with these settings"));
        updateControls();
    });
    return trainBox;
}

void LanguageModelWindow::buildLossPlot(LiveTranslation *live)
{
    m_lossPlot->setObjectName(QStringLiteral("languageModelLossPlot"));
    m_scoresNote->setObjectName(QStringLiteral("scoresNote"));
    m_scoresNote->setWordWrap(true);
    m_lossPlot->setMinimumHeight(220);
    m_lossPlot->yAxis2->setVisible(true);
    m_lossPlot->yAxis2->setRange(0, 1);
    // Updates on a logarithmic axis: the induction head forms between about 500 and 1500 updates of 5000,
    // which a linear axis presses against its left edge. Ticks at 1, 2 and 5 times a power of ten (set with
    // the range): the log ticker would put one at every thousand of a run that spans little more than a
    // decade, and "4,000" and "5,000" would run together.
    m_lossPlot->xAxis->setScaleType(QCPAxis::stLogarithmic);
    m_lossPlot->xAxis->setTicker(QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText));
    QCPGraph *loss = m_lossPlot->addGraph(m_lossPlot->xAxis, m_lossPlot->yAxis);
    loss->setPen(QPen(kLossColour, 3));
    QCPGraph *previous = m_lossPlot->addGraph(m_lossPlot->xAxis, m_lossPlot->yAxis2);
    previous->setPen(QPen(kPreviousTokenColour, 2, Qt::DashLine));
    QCPGraph *induction = m_lossPlot->addGraph(m_lossPlot->xAxis, m_lossPlot->yAxis2);
    induction->setPen(QPen(kInductionColour, 3));
    m_lossPlot->legend->setVisible(true);
    // Under the plot, not on it: the loss falls through the upper left and the scores rise through the
    // right, so no corner stays free for the whole run.
    m_lossPlot->plotLayout()->addElement(1, 0, m_lossPlot->legend);
    m_lossPlot->plotLayout()->setRowStretchFactor(1, 0.001);
    m_lossPlot->legend->setBorderPen(Qt::NoPen);
    live->add([=, this] {
        m_lossPlot->xAxis->setLabel(tr("update (logarithmic scale)"));
        m_lossPlot->yAxis->setLabel(tr("loss (nats)"));
        m_lossPlot->yAxis2->setLabel(tr("score"));
        loss->setName(tr("held-out loss, nats per word"));
        m_lossPlot->setLocale(QLocale()); // the ticks in the language's numbers, as the training window's
        refreshLossPlot(); // the scores' names, which say whether they are a file's final ones
    });
}

void LanguageModelWindow::buildHeadTable(LiveTranslation *live)
{
    m_headTable->verticalHeader()->hide();
    m_tickStyle = new ScaledTickStyle(this);
    m_headTable->setStyle(m_tickStyle); // the "silenced" ticks
    m_headTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_headTable->setSelectionMode(QAbstractItemView::SingleSelection);
    m_headTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_headTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    live->add([this] {
        m_headTable->setHorizontalHeaderLabels({tr("head"), tr("previous-token"), tr("induction"), tr("silenced")});
        m_headTable->horizontalHeaderItem(PreviousTokenScore)
            ->setToolTip(tr("Mean weight a word gives the word just before it, on repeated random words"));
        m_headTable->horizontalHeaderItem(InductionScore)
            ->setToolTip(tr("On random words said twice, mean weight a word of the repeat gives the word that followed its "
                            "first occurrence: what a head that copies looks at"));
        m_headTable->horizontalHeaderItem(Silenced)->setToolTip(tr("Set the head's output to zero and see the prediction change"));
        refreshHeadTable();
    });
    connect(m_headTable, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (item->column() == Silenced && m_model) {
            const int heads = m_model->parameters.shape().heads;
            setSilenced({item->row() / heads, item->row() % heads}, item->checkState() == Qt::Checked);
        }
    });
    connect(m_headTable, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (m_model && row >= 0) {
            const int heads = m_model->parameters.shape().heads;
            selectHead({row / heads, row % heads});
        }
    });
}

QWidget *LanguageModelWindow::buildTrainingPane(QGroupBox *trainBox, LiveTranslation *live)
{
    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(trainBox);
    leftLayout->addWidget(m_lossPlot, 1);
    leftLayout->addWidget(m_scoresNote);
    // What the two curves measure and what to watch for, in a sentence each, always under the plot.
    auto *scoresExplained = new QLabel;
    scoresExplained->setObjectName(QStringLiteral("scoresExplained"));
    scoresExplained->setWordWrap(true);
    leftLayout->addWidget(scoresExplained);
    live->add([scoresExplained] {
        scoresExplained->setText(
            tr("The previous-token score is how much a head's words look at the word just before them; the induction "
               "score, on random words said twice, how much a word of the repeat looks at the word that followed it the "
               "first time.") +
            u' ' +
            tr("Watch for the moment a layer-1 head's previous-token score climbs and a layer-2 head's induction score "
               "leaps with it, while the loss drops: the induction head forming."));
    });
    return left;
}

QWidget *LanguageModelWindow::buildReadingPane(LiveTranslation *live)
{
    m_tokensLabel->setWordWrap(true);
    m_tokensLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_nextTable->verticalHeader()->hide();
    m_nextTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_nextTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    live->add([this] {
        m_text->setPlaceholderText(tr("Type a sentence of the model's language"));
        m_nextTable->setHorizontalHeaderLabels({tr("next word"), tr("probability"), tr("with every head")});
        m_heads->setToolTip(tr("Click a head to choose it"));
        m_openHead->setToolTip(tr("Step through the head with the model's numbers: its words' vectors, W_Q, W_K, W_V, and its "
                                  "rows of W_O"));
        readText(); // the text's problem, if it has one, is said again in the language
        refreshHeadTable();
    });
    connect(m_openHead, &QPushButton::clicked, this, [this] {
        const QString problem = openSelectedInStepper();
        if (!problem.isEmpty())
            QMessageBox::warning(this, tr("Open in the stepper"), problem);
    });
    connect(m_heads, &HeatmapPictureView::panelClicked, this, [this](int panel) {
        if (m_model) {
            const int heads = m_model->parameters.shape().heads;
            selectHead({panel / heads, panel % heads});
        }
    });
    // Under the heads' picture: each head's scores with its switch to silence it, and what the model
    // predicts, so that a switch and its effect are seen together.
    auto *rightBottom = new QSplitter(Qt::Horizontal);
    rightBottom->addWidget(m_headTable);
    rightBottom->addWidget(m_nextTable);
    auto *rightSplit = m_headsAndTables = new QSplitter(Qt::Vertical);
    rightSplit->addWidget(m_heads);
    rightSplit->addWidget(rightBottom);
    rightSplit->setStretchFactor(0, 3);
    rightSplit->setStretchFactor(1, 1);
    rightSplit->setSizes({560, 220});
    auto *right = new QWidget;
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_text);
    // The words' count (or why the text cannot be read) beside the way into the stepper: both about the text.
    auto *textRow = new QHBoxLayout;
    textRow->addWidget(m_tokensLabel, 1);
    textRow->addWidget(m_openHead);
    rightLayout->addLayout(textRow);
    rightLayout->addWidget(rightSplit, 1);
    return right;
}

LanguageModelWindow::~LanguageModelWindow()
{
    m_worker.abandon();
}

QString LanguageModelWindow::openModel(const QString &path)
{
    const LanguageModelReadResult read = readLanguageModelFile(path);
    if (!read.model)
        return read.error;
    pause();
    m_trainer.reset();
    m_modelPath = path;
    showModel(*read.model, false);
    if (!read.warnings.isEmpty())
        statusBar()->showMessage(read.warnings.join(QStringLiteral("; ")), 10000);
    return {};
}

QString LanguageModelWindow::saveModel(const QString &path)
{
    if (!m_model)
        return tr("There is no model to save.");
    const QString failure = writeFileWhole(path, writeLanguageModel(*m_model));
    if (!failure.isEmpty())
        return tr("Cannot write %1: %2").arg(path, failure);
    // A model still in training is saved as it is now; the next snapshot is new again.
    m_unsaved = false;
    m_modelPath = path;
    m_status->setText(statusText());
    return {};
}

LanguageModelSettings LanguageModelWindow::settings() const
{
    LanguageModelSettings settings = m_hiddenSettings;
    settings.layers = m_layers->value();
    settings.heads = m_headsPerLayer->value();
    settings.steps = m_steps->value();
    settings.seed = std::uint64_t(m_seed->value());
    return settings;
}

void LanguageModelWindow::setSettings(const LanguageModelSettings &settings)
{
    m_hiddenSettings = settings;
    m_layers->setValue(settings.layers);
    m_headsPerLayer->setValue(settings.heads);
    m_steps->setValue(settings.steps);
    m_seed->setValue(int(std::min<std::uint64_t>(settings.seed, std::uint64_t(std::numeric_limits<int>::max()))));
}

int LanguageModelWindow::trainedSteps() const
{
    // The shown snapshot's, not the trainer's: the trainer is the worker thread's while it trains.
    return m_trainer && m_model ? m_model->stepsTaken : 0;
}

void LanguageModelWindow::train()
{
    if (isTraining())
        return;
    const LanguageModelSettings wanted = settings();
    if (const std::optional<QString> problem = checkLanguageModelSettings(wanted)) {
        m_status->setText(*problem);
        return;
    }
    // Going on with the model trained here when the settings are its own; else a new model from update 0.
    if (!m_trainer || wanted != m_trainer->settings()) {
        if (!confirmDiscardingTrainedModel())
            return;
        m_trainer = std::make_unique<LanguageModelTrainer>(wanted);
        m_modelPath.clear();
        // A new run: the scores' history starts again with it.
        m_lossPlot->graph(1)->data()->clear();
        m_lossPlot->graph(2)->data()->clear();
        showModel(languageModelFile(*m_trainer, m_trainer->evaluateAndRecord()), true);
    }
    if (m_trainer->steps() >= m_trainer->settings().steps)
        return;
    LanguageModelTrainer *trainer = m_trainer.get();
    m_worker.start([this, trainer](const std::atomic<bool> &stopRequested) {
        int evaluatedAt = trainer->steps();
        while (!stopRequested.load() && trainer->steps() < trainer->settings().steps) {
            trainer->step();
            if (trainer->steps() % kEvaluateEvery == 0 || trainer->steps() == trainer->settings().steps) {
                LanguageModelFile snapshot = languageModelFile(*trainer, trainer->evaluateAndRecord());
                evaluatedAt = trainer->steps();
                QMetaObject::invokeMethod(this, [this, snapshot = std::move(snapshot)] { showTrainingSnapshot(snapshot); },
                                          Qt::QueuedConnection);
            }
        }
        // Paused between evaluations: the model shown is the weights as they are, measured.
        if (evaluatedAt != trainer->steps()) {
            LanguageModelFile snapshot = languageModelFile(*trainer, trainer->evaluateAndRecord());
            QMetaObject::invokeMethod(this, [this, snapshot = std::move(snapshot)] { showTrainingSnapshot(snapshot); },
                                      Qt::QueuedConnection);
        }
    });
    updateControls();
    Q_EMIT trainingChanged(true);
}

void LanguageModelWindow::pause()
{
    // The last snapshot is queued: shown now, so that what the window shows is the trainer's state.
    m_worker.stop();
}

void LanguageModelWindow::workerFinished()
{
    updateControls();
    Q_EMIT trainingChanged(false);
}

void LanguageModelWindow::showTrainingSnapshot(const LanguageModelFile &snapshot)
{
    if (!m_trainer)
        return; // a model opened since: this snapshot is of the run given up
    showModel(snapshot, true);
}

void LanguageModelWindow::showModel(LanguageModelFile model, bool trainedHere)
{
    const bool sameShape = m_model && m_model->parameters.shape() == model.parameters.shape();
    m_model = std::move(model);
    m_unsaved = trainedHere;
    if (!sameShape) {
        m_silenced.clear();
        m_selected = {std::min(1, m_model->parameters.shape().layers - 1), std::min(1, m_model->parameters.shape().heads - 1)};
    }
    readText();
    refreshHeadTable();
    refreshLossPlot();
    updateControls();
    Q_EMIT modelChanged();
}

void LanguageModelWindow::setText(const QString &text)
{
    m_text->setText(text);
    m_typing->stop();
    readText();
}

QString LanguageModelWindow::text() const
{
    return m_text->text();
}

void LanguageModelWindow::readText()
{
    m_words = wordsOfText(m_text->text());
    m_tokens.clear();
    m_textProblem.clear();
    if (m_model) {
        if (std::optional<std::vector<int>> tokens = tokensOfText(m_model->vocabulary, m_words, m_model->parameters.shape().context, &m_textProblem))
            m_tokens = std::move(*tokens);
    }
    refreshPass();
}

QString LanguageModelWindow::vocabularyHint() const
{
    // A word the model does not know: the words it does, for the student to write a sentence of them.
    const bool unknownWord = std::any_of(m_words.begin(), m_words.end(),
                                         [this](const QString &word) { return !m_model->vocabulary.contains(word); });
    if (!unknownWord)
        return QString();
    QStringList words = m_model->vocabulary;
    words.sort(Qt::CaseInsensitive);
    return u'\n' + tr("The model's words (%1): %2").arg(words.size()).arg(words.join(u' '));
}

void LanguageModelWindow::refreshPass()
{
    m_pass.reset();
    m_nextWords.clear();
    m_withEveryHead.clear();
    if (m_model && !m_tokens.empty()) {
        m_pass = runLanguageModel(m_model->parameters, m_tokens, m_silenced);
        m_nextWords = likeliestNextWords(*m_pass, kNextWords);
        if (!m_silenced.empty()) {
            const LanguageModelPass whole = runLanguageModel(m_model->parameters, m_tokens);
            const Eigen::RowVectorXd probabilities = nextTokenProbabilities(whole.logits.bottomRows(1)).row(0);
            // The words the whole model found likeliest stay listed, at the end, with what silencing left
            // them: the word a silenced induction head made likely ("so") is the point of silencing it.
            const Eigen::RowVectorXd silenced = nextTokenProbabilities(m_pass->logits.bottomRows(1)).row(0);
            for (const LikelyWord &word : likeliestNextWords(whole, kWordsKeptWhenSilenced)) {
                if (std::none_of(m_nextWords.begin(), m_nextWords.end(), [&word](const LikelyWord &listed) { return listed.token == word.token; }))
                    m_nextWords.push_back({word.token, silenced(word.token)});
            }
            for (const LikelyWord &word : m_nextWords)
                m_withEveryHead.push_back(probabilities(word.token));
        }
    }

    if (!m_model)
        m_tokensLabel->setText(tr("Open a model (File menu) or train one."));
    else if (!m_textProblem.isEmpty())
        m_tokensLabel->setText(m_textProblem + vocabularyHint());
    else
        m_tokensLabel->setText(tr("%n word(s), each a token of the model", nullptr, int(m_tokens.size())));
    HeatmapContent heads = m_pass ? languageModelHeadsContent(*m_pass, m_words, m_silenced, m_palette)
                                  : languageModelHeadsContent({}, {}, {}, m_palette);
    // Why the picture is empty, large, where the room looks: for a sentence with a word outside the language,
    // that reason, not "Type a sentence of the model's language." over words named in a small line above. (No
    // words at all: that invitation is the reason.)
    if (!m_pass && (!m_model || (!m_textProblem.isEmpty() && !m_words.isEmpty())))
        heads.emptyReason = asHeading(m_model ? m_textProblem : m_tokensLabel->text());
    m_heads->setContent(heads);

    m_nextTable->setRowCount(0);
    m_nextTable->setColumnHidden(NextWithEveryHead, m_withEveryHead.empty());
    for (size_t index = 0; index < m_nextWords.size(); ++index) {
        const int row = m_nextTable->rowCount();
        m_nextTable->insertRow(row);
        m_nextTable->setItem(row, NextWord, new QTableWidgetItem(m_model->vocabulary[m_nextWords[index].token]));
        const auto number = [](double value) {
            auto *item = new QTableWidgetItem(QLocale().toString(value, 'f', 3));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            return item;
        };
        m_nextTable->setItem(row, NextProbability, number(m_nextWords[index].probability));
        if (!m_withEveryHead.empty())
            m_nextTable->setItem(row, NextWithEveryHead, number(m_withEveryHead[index]));
    }
    m_openHead->setText(tr("Open %1 in the stepper").arg(headName(m_selected)));
    m_openHead->setEnabled(m_pass.has_value());
}

void LanguageModelWindow::refreshHeadTable()
{
    if (!m_model)
        return;
    const LanguageModelShape shape = m_model->parameters.shape();
    const QSignalBlocker blocker(m_headTable);
    m_headTable->setRowCount(shape.layers * shape.heads);
    for (int layer = 0; layer < shape.layers; ++layer)
        for (int head = 0; head < shape.heads; ++head) {
            const int row = layer * shape.heads + head;
            const HeadPlace place{layer, head};
            // Named as the picture's panels are, short enough to leave the scores their room on a projector.
            auto *name = new QTableWidgetItem(tr("L%1 H%2").arg(layer + 1).arg(head + 1));
            name->setToolTip(headName(place));
            m_headTable->setItem(row, HeadName, name);
            const auto scores = std::find_if(m_model->heads.begin(), m_model->heads.end(),
                                             [place](const HeadScores &scores) { return scores.place == place; });
            const auto score = [](std::optional<double> value) {
                auto *item = new QTableWidgetItem(value ? QLocale().toString(*value, 'f', 2) : QStringLiteral("–"));
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                // The measure's own threshold: a head that puts most of its weight on the right key.
                if (value && *value > 0.5) {
                    QFont bold = item->font();
                    bold.setBold(true);
                    item->setFont(bold);
                }
                return item;
            };
            const bool known = scores != m_model->heads.end();
            m_headTable->setItem(row, PreviousTokenScore, score(known ? std::optional(scores->previousToken) : std::nullopt));
            m_headTable->setItem(row, InductionScore, score(known ? std::optional(scores->induction) : std::nullopt));
            auto *silenced = new QTableWidgetItem;
            silenced->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
            silenced->setCheckState(std::find(m_silenced.begin(), m_silenced.end(), place) != m_silenced.end() ? Qt::Checked
                                                                                                              : Qt::Unchecked);
            m_headTable->setItem(row, Silenced, silenced);
        }
    m_headTable->setCurrentCell(m_selected.layer * shape.heads + m_selected.head, HeadName);
    fitHeadTableWidth();
}

void LanguageModelWindow::fitHeadTableWidth()
{
    // Every column whole, its header too; the next words' table beside it takes what is left. Else the German
    // "stumm" would be cut to "stum", and the table would scroll sideways to reach its switches.
    // (The columns size to their contents and headers, none stretched: the header's length is their sum.)
    const int width = 2 * m_headTable->frameWidth() + m_headTable->verticalScrollBar()->sizeHint().width() +
                      (m_headTable->verticalHeader()->isVisible() ? m_headTable->verticalHeader()->width() : 0) +
                      m_headTable->horizontalHeader()->length();
    m_headTable->setMinimumWidth(width);
}

void LanguageModelWindow::refreshLossPlot()
{
    QVector<double> steps, losses, previous, induction, scoreSteps;
    if (m_model) {
        for (const LossPoint &point : m_model->lossCurve) {
            steps << point.step;
            losses << point.loss;
        }
    }
    m_lossPlot->graph(0)->setData(steps, losses, true);
    // The scores' history is kept while a model trains here; a file keeps only its final scores, shown
    // as one point at its last update. Said so, in the legend (a dot, not a line) and under the plot: else
    // the built-in model's 0.91 and 0.65 would stand alone at update 20,000 while the legend draws lines.
    const bool finalScoresOnly = m_model && !m_model->heads.empty() && !m_trainer;
    for (QCPGraph *scores : {m_lossPlot->graph(1), m_lossPlot->graph(2)})
        scores->setLineStyle(finalScoresOnly ? QCPGraph::lsNone : QCPGraph::lsLine);
    m_lossPlot->graph(1)->setName(finalScoresOnly ? tr("final best previous-token score, layer 1") : tr("best previous-token score, layer 1"));
    m_lossPlot->graph(2)->setName(finalScoresOnly ? tr("final best induction score, later layers") : tr("best induction score, later layers"));
    m_scoresNote->setText(tr("A model file keeps only its final scores: the dots at its last update. Train a model here to see "
                             "them form, update by update."));
    m_scoresNote->setVisible(finalScoresOnly);
    if (m_model && !m_model->heads.empty()) {
        const auto [bestPrevious, bestInduction] = bestScores(m_model->heads);
        const double step = steps.isEmpty() ? 0 : steps.back();
        QCPGraphDataContainer &previousData = *m_lossPlot->graph(1)->data();
        QCPGraphDataContainer &inductionData = *m_lossPlot->graph(2)->data();
        if (!m_trainer) {
            previousData.clear();
            inductionData.clear();
        }
        if (previousData.isEmpty() || previousData.at(previousData.size() - 1)->key < step) {
            previousData.add(QCPGraphData(step, bestPrevious));
            if (m_model->parameters.shape().layers > 1)
                inductionData.add(QCPGraphData(step, bestInduction));
        }
        const QCPScatterStyle dots(QCPScatterStyle::ssDisc, 7);
        m_lossPlot->graph(1)->setScatterStyle(previousData.size() == 1 ? dots : QCPScatterStyle());
        m_lossPlot->graph(2)->setScatterStyle(inductionData.size() == 1 ? dots : QCPScatterStyle());
    } else {
        m_lossPlot->graph(1)->data()->clear();
        m_lossPlot->graph(2)->data()->clear();
    }
    const double lastStep = steps.isEmpty() ? 0 : steps.back();
    const double planned = m_trainer ? m_trainer->settings().steps : lastStep;
    // From the first update shown to the last planned, with a little room on the right, where the final
    // scores' dots of a model file sit (a logarithmic axis has no 0).
    const auto firstShown = std::find_if(steps.begin(), steps.end(), [](double step) { return step > 0; });
    const double first = firstShown == steps.end() ? 1.0 : *firstShown;
    m_lossPlot->xAxis->setRange(first / 1.2, std::max({10.0, lastStep, planned}) * 1.1);
    const auto ticker = m_lossPlot->xAxis->ticker().dynamicCast<QCPAxisTickerText>();
    ticker->clear();
    for (double decade = 1; decade <= m_lossPlot->xAxis->range().upper; decade *= 10)
        for (double multiple : {1.0, 2.0, 5.0})
            if (const double tick = multiple * decade; tick >= m_lossPlot->xAxis->range().lower && tick <= m_lossPlot->xAxis->range().upper)
                ticker->addTick(tick, QLocale().toString(qint64(tick)));
    double highest = 1;
    for (double value : losses)
        highest = std::max(highest, value);
    m_lossPlot->yAxis->setRange(0, highest * 1.05);
    m_lossPlot->replot(QCustomPlot::rpQueuedReplot);
}

void LanguageModelWindow::setSilenced(HeadPlace head, bool silenced)
{
    const auto found = std::find(m_silenced.begin(), m_silenced.end(), head);
    if (silenced == (found != m_silenced.end()))
        return;
    if (silenced)
        m_silenced.push_back(head);
    else
        m_silenced.erase(found);
    refreshHeadTable();
    refreshPass();
}

void LanguageModelWindow::selectHead(HeadPlace head)
{
    if (m_model) {
        const LanguageModelShape shape = m_model->parameters.shape();
        head = {std::clamp(head.layer, 0, shape.layers - 1), std::clamp(head.head, 0, shape.heads - 1)};
    }
    if (head == m_selected)
        return;
    m_selected = head;
    if (m_model) {
        const QSignalBlocker blocker(m_headTable);
        m_headTable->setCurrentCell(head.layer * m_model->parameters.shape().heads + head.head, HeadName);
    }
    m_openHead->setText(tr("Open %1 in the stepper").arg(headName(m_selected)));
}

QString LanguageModelWindow::openSelectedInStepper()
{
    if (!m_model)
        return tr("Open a model first.");
    if (m_tokens.empty())
        return m_textProblem.isEmpty() ? tr("Type a sentence first.") : m_textProblem;
    QString problem;
    const std::optional<Scenario> scenario =
        languageModelHeadScenario(m_model->parameters, m_words, m_tokens, m_selected, m_silenced, &problem);
    if (!scenario)
        return problem;
    Q_EMIT openInStepper(*scenario);
    return {};
}

QString LanguageModelWindow::exportHeads(const QString &path, const FigureSize &size)
{
    if (!m_pass)
        return m_textProblem.isEmpty() ? tr("Type a sentence first.") : m_textProblem;
    HeatmapFigureSource figure(languageModelHeadsContent(*m_pass, m_words, m_silenced, m_palette));
    return saveFigure(figure, path, size);
}

void LanguageModelWindow::setTextScale(double scale)
{
    m_textScale.setOwn(scale);
}

void LanguageModelWindow::setRoomScale(double scale)
{
    m_textScale.setRoom(scale);
}

double LanguageModelWindow::shownTextScale() const
{
    return m_textScale.shown();
}

void LanguageModelWindow::applyTextScale()
{
    const double shown = shownTextScale();
    m_heads->setTextScale(shown);
    m_tickStyle->setScale(shown, {m_headTable});
    const int headsHeight = m_heads->height();
    const QFont scaled = scaledApplicationFont(shown);
    centralWidget()->setFont(scaled);
    const QFontMetrics metrics(scaled);
    for (QTableWidget *table : {m_headTable, m_nextTable})
        table->verticalHeader()->setDefaultSectionSize(metrics.height() + 8);
    fitHeadTableWidth();
    // The heads' picture keeps its height: the larger sentence and its line take their room from the tables.
    keepThePictureHeight(*m_headsAndTables, *m_heads, headsHeight);
    // The plot's texts in pixels, as the other plots: 16 px at the desk's size.
    for (QCPAxis *axis : {m_lossPlot->xAxis, m_lossPlot->yAxis, m_lossPlot->yAxis2}) {
        axis->setTickLabelFont(pixelFont(15 * shown));
        axis->setLabelFont(pixelFont(16 * shown));
    }
    m_lossPlot->legend->setFont(pixelFont(14 * shown));
    m_lossPlot->replot(QCustomPlot::rpQueuedReplot);
}

QString LanguageModelWindow::statusText() const
{
    if (!m_model)
        return tr("No model yet.");
    const int steps = m_model->stepsTaken;
    const QString loss = m_model->lossCurve.empty() ? QStringLiteral("–") : QLocale().toString(m_model->lossCurve.back().loss, 'f', 3);
    if (isTraining())
        return tr("Training: update %1 of %2, held-out loss %3 nats per word.").arg(steps).arg(m_trainer->settings().steps).arg(loss);
    if (m_trainer)
        return tr("Trained here: update %1 of %2, held-out loss %3 nats per word%4.")
            .arg(steps)
            .arg(m_trainer->settings().steps)
            .arg(loss, m_unsaved ? tr(" (not saved)") : QString());
    const QString source = m_modelPath == kBuiltInLanguageModel ? tr("The model that comes with the program")
                                                                 : QFileInfo(m_modelPath).fileName();
    return tr("%1: %2 layers of %3 heads, trained for %4 updates (seed %5), held-out loss %6 nats per word.")
        .arg(source)
        .arg(m_model->parameters.shape().layers)
        .arg(m_model->parameters.shape().heads)
        .arg(steps)
        .arg(m_model->training.seed)
        .arg(loss);
}

void LanguageModelWindow::updateControls()
{
    // The trainer is read only while the worker does not run.
    const bool sameRun = !isTraining() && m_trainer && settings() == m_trainer->settings();
    const bool finished = sameRun && m_trainer->steps() >= m_trainer->settings().steps;
    m_trainButton->setText(isTraining() ? tr("Pause") : (sameRun && m_trainer->steps() > 0 && !finished ? tr("Go on") : tr("Train")));
    // A run that took every update it planned goes no further; other settings train a new model.
    m_trainButton->setEnabled(!finished);
    m_status->setText(statusText());
    for (QSpinBox *box : {m_layers, m_headsPerLayer, m_steps, m_seed})
        box->setEnabled(!isTraining());
}

bool LanguageModelWindow::confirmDiscardingTrainedModel()
{
    if (!m_unsaved)
        return true;
    if (m_discardQuestion) {
        const QMessageBox::StandardButton answer = m_discardQuestion();
        if (answer == QMessageBox::Save)
            chooseSave();
        return answer == QMessageBox::Discard || (answer == QMessageBox::Save && !m_unsaved);
    }
    const QMessageBox::StandardButton answer =
        QMessageBox::question(this, tr("The model trained here"), tr("The model trained here is not saved. Save it first?"),
                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        chooseSave();
    return answer == QMessageBox::Discard || (answer == QMessageBox::Save && !m_unsaved);
}

void LanguageModelWindow::chooseOpen()
{
    if (!confirmDiscardingTrainedModel())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a language model"), {}, tr("Language models (*.json)"));
    if (path.isEmpty())
        return;
    const QString problem = openModel(path);
    if (!problem.isEmpty())
        QMessageBox::warning(this, tr("Open a language model"), problem);
}

void LanguageModelWindow::chooseSave()
{
    saveThroughDialog(this, {tr("Save the model"), tr("language model"), QStringLiteral("json"), tr("Language models (*.json)")},
                      [this](const QString &path) { return saveModel(path); });
}

void LanguageModelWindow::chooseExport()
{
    saveThroughDialog(this,
                      {tr("Export the heads' picture"), tr("language model - heads"), QStringLiteral("png"),
                       tr("Figures (*.png *.svg *.pdf)")},
                      [this](const QString &path) { return exportHeads(path); });
}

} // namespace attn
