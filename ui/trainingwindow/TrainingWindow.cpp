#include "trainingwindow/TrainingWindow.h"

#include "common/LiveTranslation.h"
#include "common/NarrowColumn.h"
#include "common/DecimalSpinBox.h"
#include "common/VerticalScrollArea.h"
#include "common/WindowSize.h"
#include "common/TextScaleActions.h"
#include "common/AppSettings.h"
#include "cpu/CpuEngine.h"
#include "document/AttentionFocus.h"
#include "document/ScenarioDocument.h"
#include "figures/HeatmapPlot.h"
#include "figures/VectorView.h"
#include "render/FigureText.h"

#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace attn {

/// One state of training as the window shows it, made in the worker thread from the trainer alone.
struct TrainingWindow::Snapshot
{
    int steps = 0;
    std::vector<double> newLosses; ///< batch losses since the previous snapshot
    TrainingEvaluation evaluation;
    Scenario scenario;
};

namespace {

const QColor kLossColour(0, 114, 178);   // Okabe-Ito blue
const QColor kShareColour(213, 94, 0);   // Okabe-Ito vermilion
/// The loss plot's least height at text scale 1, in pixels; more where its axes' short titles need it.
constexpr int kLeastLossPlotHeight = 200;
/// QCustomPlot's own tick count, where the plot is tall enough: the share's 0, 0.2, … 1.
constexpr int kMostTicks = 5;

QString percent(double share)
{
    // A space that does not break: "100" and "%" on two lines read as two things.
    return QLocale().toString(100.0 * share, 'f', 0) + QChar(0x00A0) + u'%';
}

/// A list whose least width is its whole choice (its widest item, in the font and language now). Qt's own
/// least width is measured once and kept: in a column narrowed to the settings' least width, a German pace
/// list would be cut ("zum Zusehen: 10 Updat…").
class WholeChoiceComboBox : public QComboBox
{
public:
    explicit WholeChoiceComboBox(QWidget *parent) : QComboBox(parent) { setSizeAdjustPolicy(QComboBox::AdjustToContents); }
    QSize minimumSizeHint() const override { return sizeHint(); }
};

/// A spin box with its object name, its range and its first value.
QSpinBox *namedSpinBox(QWidget *parent, const char *name, int minimum, int maximum, int value)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(QLatin1String(name));
    box->setRange(minimum, maximum);
    box->setValue(value);
    return box;
}

QFont pixelFont(const QFont &base, int pixels)
{
    QFont font = base;
    font.setPixelSize(pixels);
    return font;
}

/// A title broken at the space nearest its middle (one word stays as it is).
QString onTwoLines(const QString &title)
{
    const qsizetype middle = title.size() / 2;
    qsizetype best = -1;
    for (qsizetype at = title.indexOf(u' '); at >= 0; at = title.indexOf(u' ', at + 1)) {
        if (best < 0 || std::abs(at - middle) < std::abs(best - middle))
            best = at;
    }
    return best < 0 ? title : title.left(best) + u'\n' + title.mid(best + 1);
}

/// A title's widest line in a font.
QString widestLine(const QFont &font, const QString &title)
{
    const QFontMetrics metrics(font);
    QString widest;
    for (const QString &line : title.split(u'\n'))
        widest = metrics.horizontalAdvance(line) > metrics.horizontalAdvance(widest) ? line : widest;
    return widest;
}

} // namespace

TrainingWindow::TrainingWindow(QWidget *parent) : QWidget(parent, Qt::Window)
{
    connect(&m_worker, &StoppableWorker::finished, this, &TrainingWindow::workerFinished);
    (new LiveTranslation(this))->add([this] { setWindowTitle(tr("Watch attention learn — AttentionLab")); });
    m_trainer = std::make_unique<Trainer>(TrainingSettings{});
    m_preview = new ScenarioDocument(m_trainer->toScenario(), std::make_unique<CpuEngine>(), this);
    m_focus = new AttentionFocus(this);
    buildControls();
    rebuildTrainer();
    // Ctrl+, Ctrl− and Ctrl+0 as in the other windows (this one has no menu: the keys are the window's).
    addTextScaleActions(this, this, [this] { return m_textScale.own(); }, [this](double scale) { setTextScale(scale); });
    setTextScale(AppSettings().trainingTextScale());
    resizeWithinScreen(*this, QSize(1500, 950));
}

TrainingWindow::~TrainingWindow()
{
    m_worker.abandon();
}

int TrainingWindow::scaledPixels(int pixels) const
{
    return int(std::lround(pixels * shownTextScale()));
}

void TrainingWindow::setTextScale(double scale)
{
    m_textScale.setOwn(scale);
}

void TrainingWindow::setRoomScale(double scale)
{
    m_textScale.setRoom(scale);
}

double TrainingWindow::shownTextScale() const
{
    return m_textScale.shown();
}

void TrainingWindow::applyTextScale()
{
    // In pixels, for the back of a room: the controls 16 px at the desk's size, the status 18, the plot's
    // ticks 16, its axis titles kAxisTitlePixels and its legend kLegendPixels (arrangeLegend, at each replot);
    // the heatmap and the 3-D view scale their own.
    const auto sized = [this](int pixels) { return pixelFont(QApplication::font(), scaledPixels(pixels)); };
    setFont(sized(16));
    m_status->setFont(sized(18));
    for (QCPAxis *axis : {m_lossPlot->xAxis, m_lossPlot->yAxis, m_lossPlot->yAxis2}) {
        axis->setTickLabelFont(sized(16));
        axis->setLabelFont(sized(kAxisTitlePixels));
    }
    m_lossPlot->replot(QCustomPlot::rpQueuedReplot);
    m_heatmap->setFontScale(shownTextScale());
    m_vectors->setFontScale(shownTextScale());
    m_settingsColumn->updateGeometry(); // its width follows the text scale
}

void TrainingWindow::fitAxisTitles()
{
    // A vertical axis's title no longer than its axis: at a large text on a small screen "loss
    // (cross-entropy)" would run past the plot's top. The whole title, a little smaller (to three quarters,
    // and never below 11 px), else the short one, else the short one on two lines, else none (the legend
    // under the plot names both curves); at the size asked elsewhere. Without those steps the Italian and
    // German whole titles would be shrunk to 11 px or left out, and at 1280 x 720 after Ctrl+ twice the
    // share's would go, "loss" alone on the left. The plot is never shorter than the short titles on two
    // lines need, so that "none" is only for a screen too small for the window.
    bool changed = false;
    const int room = m_lossPlot->axisRect()->height();
    int shortTitlesNeed = 0;
    const std::array<QCPAxis *, 2> axes{m_lossPlot->yAxis, m_lossPlot->yAxis2};
    for (size_t index = 0; index < axes.size(); ++index) {
        QCPAxis *axis = axes[index];
        const QFont asked = pixelFont(axis->labelFont(), scaledPixels(kAxisTitlePixels));
        const int least = std::max(11, asked.pixelSize() * 3 / 4);
        const QString wholeTitle = m_axisTitles[index].first(), shortTitle = m_axisTitles[index].last();
        const QString shortOnTwoLines = onTwoLines(shortTitle);
        const QFont leastFont = pixelFont(asked, least);
        shortTitlesNeed = std::max(shortTitlesNeed, QFontMetrics(leastFont).horizontalAdvance(widestLine(leastFont, shortOnTwoLines)));
        QString shown;
        QFont font = asked;
        for (const QString &title : {wholeTitle, shortTitle, shortOnTwoLines}) {
            if (const std::optional<QFont> fitting = fittedFont(asked, widestLine(asked, title), room, least)) {
                shown = title;
                font = *fitting;
                break;
            }
        }
        if (axis->labelFont().pixelSize() != font.pixelSize() || axis->label() != shown) {
            axis->setLabelFont(font);
            axis->setLabel(shown);
            changed = true;
        }
    }
    // As many ticks on each vertical axis as its numbers have room for, a third of a number's height apart:
    // at 1280 x 720 after Ctrl+ twice the share's six numbers (0, 0.2, … 1) would overlap in 86 px.
    // (The ticker's count is of the steps between ticks.)
    for (QCPAxis *axis : axes) {
        const int numberHeight = QFontMetrics(axis->tickLabelFont()).height();
        const int ticks = std::clamp(room / (numberHeight * 4 / 3), 1, kMostTicks);
        if (axis->ticker()->tickCount() != ticks) {
            axis->ticker()->setTickCount(ticks);
            changed = true;
        }
    }
    if (changed)
        m_lossPlot->replot(QCustomPlot::rpQueuedReplot);
    // The axis has the plot's height less what its ticks, the update axis and the legend take.
    const int leastHeight = std::max(kLeastLossPlotHeight, m_lossPlot->height() - room + shortTitlesNeed);
    if (m_lossPlot->minimumHeight() != leastHeight)
        m_lossPlot->setMinimumHeight(leastHeight);
}

void TrainingWindow::arrangeLegend()
{
    // The entries side by side where the plot is wide enough for them, else one over the other: a line of the
    // window's height saved is the pictures'. One over the other and still wider than the plot (German at a
    // large text), the names are made smaller, to three quarters of their size at least; the plot asks for
    // no more width than that. (Were its least width the longest name's, a German window at a large text with
    // the settings narrowed would grow past a 1280 px screen's edge.)
    QCPLegend *legend = m_lossPlot->legend;
    const QFont asked = pixelFont(QApplication::font(), scaledPixels(kLegendPixels));
    const QFontMetrics askedMetrics(asked);
    int names = 0, besides = 0;
    QString longest;
    for (int index = 0; index < legend->itemCount(); ++index) {
        QCPAbstractLegendItem *entry = legend->item(index);
        const QString name = static_cast<QCPPlottableLegendItem *>(entry)->plottable()->name();
        names += askedMetrics.horizontalAdvance(name);
        if (askedMetrics.horizontalAdvance(name) > askedMetrics.horizontalAdvance(longest))
            longest = name;
        // What an entry draws besides its name: its margins, the curve's stroke and the gap after it.
        besides = std::max(besides, entry->margins().left() + entry->margins().right() + legend->iconSize().width() +
                                        legend->iconTextPadding());
    }
    const int count = legend->itemCount();
    const int margins = legend->margins().left() + legend->margins().right();
    const bool sideBySide = margins + (count - 1) * legend->columnSpacing() + count * besides + names <= m_lossPlot->width();
    const int least = asked.pixelSize() * 3 / 4;
    const QFont font = sideBySide ? asked
                                  : fittedFont(asked, longest, m_lossPlot->width() - margins - besides, least)
                                        .value_or(pixelFont(asked, least));
    m_lossPlot->setMinimumWidth(margins + besides + QFontMetrics(pixelFont(asked, least)).horizontalAdvance(longest));
    if (legend->font() != font)
        legend->setFont(font);
    const QCPLayoutGrid::FillOrder order = sideBySide ? QCPLayoutGrid::foColumnsFirst : QCPLayoutGrid::foRowsFirst;
    if (legend->fillOrder() == order)
        return;
    legend->setFillOrder(order);
    // Side by side, the second just after the first rather than at the middle of the plot.
    QList<double> stretch(legend->columnCount(), 0.001);
    stretch.last() = 1;
    legend->setColumnStretchFactors(stretch);
}

void TrainingWindow::buildControls()
{
    createSettingsFields();
    auto *live = new LiveTranslation(this);
    QGroupBox *settingsGroup = buildSettingsGroup(live);
    QGridLayout *buttons = buildButtonsAndStatus(live);

    auto *left = new QVBoxLayout;
    left->addWidget(settingsGroup);
    left->addWidget(m_settingsProblem);
    left->addStretch(1);

    buildLossPlot(live);
    QVBoxLayout *right = buildPicturesColumn(live);

    // The settings scroll up and down where a small screen at a large text has no room for them (1280 x 720
    // after Ctrl+ twice cut the task's description through its lines).
    auto *leftForm = new QWidget(this);
    leftForm->setLayout(left);
    left->setContentsMargins(0, 0, 0, 0);
    auto *leftArea = new VerticalScrollArea(leftForm, this);
    leftArea->setFrameShape(QFrame::NoFrame);
    // The pictures take what the settings leave. Left to its own width, the column asked for its labels and
    // fields side by side and the status on long lines (about 550 px of 1280). Narrow, a long row stands
    // label over field.
    m_settingsColumn = new NarrowColumn([this] { return scaledPixels(kSettingsColumnPixels); }, this);
    auto *leftColumn = new QVBoxLayout(m_settingsColumn);
    leftColumn->setContentsMargins(0, 0, 0, 0);
    leftColumn->addWidget(leftArea, 1);
    // The buttons and the status under them, always in view: what the lecturer presses and the room watches.
    leftColumn->addLayout(buttons);
    leftColumn->addWidget(m_status);
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_settingsColumn);
    layout->addLayout(right, 1);

    connectControls();
    m_pace = m_paceBox->currentData().toInt();
}

void TrainingWindow::createSettingsFields()
{
    m_task = new QComboBox(this);
    m_task->setObjectName(QStringLiteral("trainingTask"));
    for (const QString &key : toyTaskKeys())
        m_task->addItem(toyTaskTitle(*toyTaskFromKey(key)), key);
    m_taskDescription = new QLabel(this);
    m_taskDescription->setObjectName(QStringLiteral("trainingTaskDescription"));
    m_taskDescription->setWordWrap(true);
    const TrainingSettings defaults;
    m_length = namedSpinBox(this, "trainingLength", TrainingLimits::minLength, TrainingLimits::maxLength,
                            defaults.length);
    m_dModel = namedSpinBox(this, "trainingDModel", TrainingLimits::minDModel, TrainingLimits::maxDModel,
                            defaults.dModel);
    m_heads = namedSpinBox(this, "trainingHeads", 1, TrainingLimits::maxHeads, defaults.heads);
    // Four digits: a box sized for nine (a range up to 999999999) would be wider than the column beside its
    // label, and take a row of its own, the form's whole width.
    m_seed = namedSpinBox(this, "trainingSeed", 0, 9999, int(defaults.seed));
    m_learningRate = new DecimalSpinBox(this);
    m_learningRate->setObjectName(QStringLiteral("trainingLearningRate"));
    m_learningRate->setDecimals(3);
    m_learningRate->setRange(0.001, TrainingLimits::maxLearningRate);
    m_learningRate->setSingleStep(0.005);
    m_learningRate->setValue(defaults.learningRate);
    m_decay = new DecimalSpinBox(this);
    m_decay->setObjectName(QStringLiteral("trainingDecay"));
    m_decay->setDecimals(2);
    m_decay->setRange(0, TrainingLimits::maxReadoutDecay);
    m_decay->setSingleStep(0.1);
    m_decay->setValue(defaults.readoutDecay);
    m_paceBox = new WholeChoiceComboBox(this);
    m_paceBox->setObjectName(QStringLiteral("trainingPace"));
    for (int pace : {2, 10, 50, 0})
        m_paceBox->addItem(QString(), pace);
}

QGroupBox *TrainingWindow::buildSettingsGroup(LiveTranslation *live)
{
    live->add([this] {
        m_decay->setToolTip(tr("AdamW weight decay on W_O and W_R. At 0 the readout can lower the loss by growing its "
                               "weights, and the attention stays less sharp."));
        m_paceBox->setItemText(0, tr("slow: 2 updates a second"));
        m_paceBox->setItemText(1, tr("watchable: 10 updates a second"));
        m_paceBox->setItemText(2, tr("brisk: 50 updates a second"));
        m_paceBox->setItemText(3, tr("as fast as it goes"));
    });
    m_paceBox->setCurrentIndex(1);
    // Four digits, as the seed's: 17 minutes at 10 a second.
    m_limitBox = namedSpinBox(this, "trainingStepLimit", 1, 9999, m_stepLimit);

    auto *form = new QFormLayout;
    // Labels above their fields where the column is too narrow for both on one line (a large text). The pace
    // list asks for its whole text as its least width (WholeChoiceComboBox), so that it goes under its label
    // rather than be cut ("zum Zusehen: 10 Updat…").
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    // A label apart from its box by more than a letter's width: at the style's 6 px "Weight decay on
    // W_O, W_R" reads as running into its box in a lecture.
    form->setHorizontalSpacing(10);
    QLabel *formLabels[9];
    for (QLabel *&label : formLabels)
        label = new QLabel(this);
    // The task heads the form, its list the form's whole width under its name: the column beside the longest
    // label is too narrow for its title ("Rispecchia la seque…") at a large text.
    formLabels[0]->setBuddy(m_task);
    form->addRow(formLabels[0]);
    form->addRow(m_task);
    form->addRow(m_taskDescription);
    form->addRow(formLabels[1], m_length);
    form->addRow(formLabels[2], m_dModel);
    form->addRow(formLabels[3], m_heads);
    form->addRow(formLabels[4], m_learningRate);
    form->addRow(formLabels[5], m_decay);
    form->addRow(formLabels[6], m_seed);
    form->addRow(formLabels[7], m_paceBox);
    form->addRow(formLabels[8], m_limitBox);
    auto *settingsGroup = new QGroupBox(this);
    live->add([labels = std::to_array(formLabels), settingsGroup] {
        const QString texts[] = {tr("Task"), tr("Sequence length"), tr("d_model"), tr("Heads"), tr("Learning rate (Adam)"),
                                 tr("Weight decay on W_O, W_R"), tr("Seed"), tr("Pace"), tr("Stop after")};
        for (size_t i = 0; i < labels.size(); ++i)
            labels[i]->setText(texts[i]);
        settingsGroup->setTitle(tr("Task and layer"));
    });
    settingsGroup->setLayout(form);
    return settingsGroup;
}

QGridLayout *TrainingWindow::buildButtonsAndStatus(LiveTranslation *live)
{
    m_trainButton = new QPushButton(this);
    m_trainButton->setObjectName(QStringLiteral("trainingTrain"));
    m_stepButton = new QPushButton(this);
    m_stepButton->setObjectName(QStringLiteral("trainingStep"));
    m_resetButton = new QPushButton(this);
    m_resetButton->setObjectName(QStringLiteral("trainingReset"));
    m_takeButton = new QPushButton(this);
    m_takeButton->setObjectName(QStringLiteral("trainingTakeIntoLesson"));
    live->add([this] {
        m_stepButton->setText(tr("One update"));
        m_resetButton->setText(tr("Reset"));
        m_takeButton->setText(tr("Take into lesson"));
        m_takeButton->setToolTip(tr("Open the trained W_Q, W_K, W_V and W_O in the main window and step through them."));
        m_trainButton->setText(tr("Train"));
    });
    auto *buttons = new QGridLayout;
    buttons->addWidget(m_trainButton, 0, 0);
    buttons->addWidget(m_stepButton, 0, 1);
    buttons->addWidget(m_resetButton, 1, 0);
    buttons->addWidget(m_takeButton, 1, 1);
    m_settingsProblem = new QLabel(this);
    m_settingsProblem->setObjectName(QStringLiteral("trainingSettingsProblem"));
    m_settingsProblem->setWordWrap(true);
    m_settingsProblem->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("trainingStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return buttons;
}

void TrainingWindow::buildLossPlot(LiveTranslation *live)
{
    m_lossPlot = new QCustomPlot(this);
    m_lossPlot->setObjectName(QStringLiteral("trainingLossPlot"));
    m_lossPlot->setMinimumHeight(kLeastLossPlotHeight); // fitAxisTitles asks for more where its titles need it
    m_lossPlot->yAxis->setScaleType(QCPAxis::stLogarithmic);
    m_lossPlot->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    m_lossPlot->yAxis->setNumberFormat(QStringLiteral("gb"));
    m_lossPlot->yAxis2->setVisible(true);
    m_lossPlot->yAxis2->setRange(0, 1);

    QCPGraph *loss = m_lossPlot->addGraph(m_lossPlot->xAxis, m_lossPlot->yAxis);
    loss->setPen(QPen(kLossColour, 2));
    QCPGraph *share = m_lossPlot->addGraph(m_lossPlot->xAxis, m_lossPlot->yAxis2);
    live->add([this, loss, share] {
        m_lossPlot->xAxis->setLabel(tr("update"));
        // The short titles read on their own ("on the right keys" alone would read as a fragment).
        m_axisTitles = {QStringList{tr("loss (cross-entropy)"), tr("loss")},
                        QStringList{tr("attention on the right keys"), tr("attention share")}};
        m_lossPlot->yAxis->setLabel(m_axisTitles[0].first());
        m_lossPlot->yAxis2->setLabel(m_axisTitles[1].first());
        loss->setName(tr("loss of each batch"));
        share->setName(tr("weight on the right keys (best head, held-out)"));
        m_lossPlot->replot();
    });
    share->setPen(QPen(kShareColour, 3));
    connect(m_lossPlot, &QCustomPlot::afterLayout, this, &TrainingWindow::fitAxisTitles);
    m_lossPlot->legend->setVisible(true);
    // Under the plot, not on it: at a large text on a small screen the legend would be wider than the plot
    // and its left end cut ("s of each batch").
    m_lossPlot->plotLayout()->addElement(1, 0, m_lossPlot->legend);
    m_lossPlot->plotLayout()->setRowStretchFactor(1, 0.001);
    m_lossPlot->legend->setBorderPen(Qt::NoPen);
    connect(m_lossPlot, &QCustomPlot::beforeReplot, this, &TrainingWindow::arrangeLegend);
}

QVBoxLayout *TrainingWindow::buildPicturesColumn(LiveTranslation *live)
{
    m_heatmap = new HeatmapPlot(m_preview, m_focus, this);
    m_heatmap->setObjectName(QStringLiteral("trainingHeatmap"));
    m_heatmap->setArrangement(HeatmapArrangement::SelectedHead);
    m_heatmap->setMatrix(HeatmapMatrix::Weights);
    m_heatmap->setPrecision(2);
    m_vectors = new VectorView(m_preview, m_focus, this);
    m_vectors->setObjectName(QStringLiteral("trainingVectors"));
    m_vectors->setVectorSet(VectorSet::QueriesKeys);
    m_vectors->setTokenVectorsDraggable(false); // learnt here, not drawn by hand
    m_headBox = namedSpinBox(this, "trainingShownHead", 1, 1, 1);
    auto *headRow = new QHBoxLayout;
    auto *headLabel = new QLabel(this);
    live->add([headLabel] { headLabel->setText(tr("Head shown")); });
    headRow->addWidget(headLabel);
    headRow->addWidget(m_headBox);
    headRow->addStretch(1);
    auto *figures = new QHBoxLayout;
    figures->addWidget(m_heatmap, 1);
    figures->addWidget(m_vectors, 1);
    auto *right = new QVBoxLayout;
    // The pictures twice the loss curve's height: at 1280 x 720, with the curve two fifths of it and the
    // settings wide, the 3-D view's arrows would have 60 px and the heatmap's token names 8.
    right->addWidget(m_lossPlot, 1);
    right->addLayout(headRow);
    right->addLayout(figures, 2);
    return right;
}

void TrainingWindow::connectControls()
{
    for (QSpinBox *box : {m_length, m_dModel, m_heads, m_seed})
        connect(box, &QSpinBox::valueChanged, this, &TrainingWindow::settingsEdited);
    for (QDoubleSpinBox *box : {m_learningRate, m_decay})
        connect(box, &QDoubleSpinBox::valueChanged, this, &TrainingWindow::settingsEdited);
    connect(m_task, &QComboBox::currentIndexChanged, this, &TrainingWindow::settingsEdited);
    connect(m_paceBox, &QComboBox::currentIndexChanged, this, [this] { m_pace = m_paceBox->currentData().toInt(); });
    connect(m_limitBox, &QSpinBox::valueChanged, this, [this](int value) { m_stepLimit = value; updateButtons(); });
    connect(m_headBox, &QSpinBox::valueChanged, this, [this](int head) { setHead(head - 1); });
    connect(m_trainButton, &QPushButton::clicked, this, [this] { isTraining() ? pause() : train(); });
    connect(m_stepButton, &QPushButton::clicked, this, &TrainingWindow::stepOnce);
    connect(m_resetButton, &QPushButton::clicked, this, &TrainingWindow::reset);
    connect(m_takeButton, &QPushButton::clicked, this, [this] { emit takeIntoLesson(trainedScenario()); });
}

TrainingSettings TrainingWindow::settings() const
{
    TrainingSettings settings;
    settings.task = toyTaskFromKey(m_task->currentData().toString()).value_or(ToyTask::Mirror);
    settings.length = m_length->value();
    settings.dModel = m_dModel->value();
    settings.heads = m_heads->value();
    settings.learningRate = m_learningRate->value();
    settings.readoutDecay = m_decay->value();
    settings.seed = std::uint64_t(m_seed->value());
    return settings;
}

void TrainingWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        // Composed from the state: the tasks' names, Train or Pause, the task's description, the status.
        for (int i = 0; i < m_task->count(); ++i)
            m_task->setItemText(i, toyTaskTitle(*toyTaskFromKey(m_task->itemData(i).toString())));
        updateButtons();
        m_taskDescription->setText(toyTaskDescription(settings().task));
        m_status->setText(statusText());
        // Its ticks in the language's numbers (0,1 or 0.1): the chart keeps the locale it was made with, as
        // its own, unless told.
        m_lossPlot->setLocale(QLocale());
        m_lossPlot->replot();
    }
    QWidget::changeEvent(event);
}

void TrainingWindow::setSettings(const TrainingSettings &settings)
{
    const QSignalBlocker blockers[] = {QSignalBlocker(m_task), QSignalBlocker(m_length), QSignalBlocker(m_dModel),
                                       QSignalBlocker(m_heads), QSignalBlocker(m_learningRate), QSignalBlocker(m_decay),
                                       QSignalBlocker(m_seed)};
    m_task->setCurrentIndex(m_task->findData(toyTaskKey(settings.task)));
    m_length->setValue(settings.length);
    m_dModel->setValue(settings.dModel);
    m_heads->setValue(settings.heads);
    m_learningRate->setValue(settings.learningRate);
    m_decay->setValue(settings.readoutDecay);
    m_seed->setValue(int(settings.seed));
    settingsEdited();
}

void TrainingWindow::settingsEdited()
{
    if (settings() == m_trainer->settings())
        return;
    // The controls are locked while training; settings set from code stop it first, since the new
    // trainer replaces the one the worker is updating.
    pause();
    rebuildTrainer();
}

void TrainingWindow::rebuildTrainer()
{
    const TrainingSettings chosen = settings();
    const ToyTask task = chosen.task;
    m_taskDescription->setText(toyTaskDescription(task));
    const bool fixedLength = task == ToyTask::Translation;
    m_length->setEnabled(!fixedLength);
    m_length->setToolTip(fixedLength ? tr("The made-up sentences always have %1 words.").arg(ToyTaskData::kTranslationLength)
                                     : QString());
    if (const std::optional<QString> problem = checkTrainingSettings(chosen)) {
        m_settingsProblem->setText(*problem);
        updateButtons();
        return;
    }
    m_settingsProblem->clear();
    m_trainer = std::make_unique<Trainer>(chosen);
    clearCurves();
    {
        const QSignalBlocker blocker(m_headBox);
        m_headBox->setRange(1, chosen.heads);
        m_headBox->setValue(1);
    }
    showSnapshot(snapshotOf(*m_trainer, 0));
    setHead(0);
}

TrainingWindow::Snapshot TrainingWindow::snapshotOf(const Trainer &trainer, size_t lossesShown) const
{
    Snapshot snapshot;
    snapshot.steps = trainer.steps();
    snapshot.newLosses.assign(trainer.lossHistory().begin() + std::ptrdiff_t(lossesShown), trainer.lossHistory().end());
    snapshot.evaluation = trainer.evaluate();
    snapshot.scenario = trainer.toScenario(snapshot.evaluation);
    return snapshot;
}

void TrainingWindow::showSnapshot(const Snapshot &snapshot)
{
    m_shownSteps = snapshot.steps;
    m_lossCurve.insert(m_lossCurve.end(), snapshot.newLosses.begin(), snapshot.newLosses.end());
    m_evaluation = snapshot.evaluation;
    m_shareSteps.push_back(snapshot.steps);
    m_shares.push_back(snapshot.evaluation.rightKeyShare[size_t(snapshot.evaluation.bestHead())]);
    m_preview->resetScenario(snapshot.scenario, QString());

    // Only the new points go to the plot: a long run has tens of thousands.
    QVector<double> updates;
    for (size_t index = m_lossCurve.size() - snapshot.newLosses.size(); index < m_lossCurve.size(); ++index)
        updates << double(index + 1);
    m_lossPlot->graph(0)->addData(updates, QVector<double>(snapshot.newLosses.begin(), snapshot.newLosses.end()), true);
    m_lossPlot->graph(1)->addData(m_shareSteps.back(), m_shares.back());
    m_lossPlot->xAxis->setRange(0, std::max(10.0, double(m_lossCurve.size())));
    if (!m_lossCurve.empty()) {
        bool found = false;
        QCPRange range = m_lossPlot->graph(0)->getValueRange(found);
        if (found)
            m_lossPlot->yAxis->setRange(std::max(range.lower, 1e-6) / 1.5, range.upper * 1.5);
    } else {
        m_lossPlot->yAxis->setRange(0.01, 10);
    }
    m_lossPlot->replot(QCustomPlot::rpQueuedReplot);
    m_status->setText(statusText());
    updateButtons();
}

QString TrainingWindow::statusText() const
{
    QStringList shares;
    for (size_t head = 0; head < m_evaluation.rightKeyShare.size(); ++head)
        shares << tr("head %1: %2").arg(head + 1).arg(percent(m_evaluation.rightKeyShare[head]));
    QString text = tr("Update %1 (stops at %2)").arg(m_shownSteps).arg(m_stepLimit);
    if (!m_lossCurve.empty())
        text += QStringLiteral("\n") + tr("Loss of the last batch: %1").arg(QLocale().toString(m_lossCurve.back(), 'g', 3));
    text += QStringLiteral("\n") + tr("On %1 held-out examples: loss %2, answers right %3")
                                       .arg(Trainer::kEvaluationExamples)
                                       .arg(QLocale().toString(m_evaluation.loss, 'g', 3))
                                       .arg(percent(m_evaluation.accuracy));
    text += QStringLiteral("\n") + tr("Attention on the right keys: %1").arg(shares.join(QStringLiteral(", ")));
    return text;
}

void TrainingWindow::train()
{
    if (isTraining() || !m_settingsProblem->text().isEmpty() || m_trainer->steps() >= m_stepLimit)
        return;
    Trainer *trainer = m_trainer.get();
    const int pace = m_pace;
    const int limit = m_stepLimit;
    size_t lossesShown = m_lossCurve.size();
    m_worker.start([this, trainer, pace, limit, lossesShown](const std::atomic<bool> &stopRequested) mutable {
        QElapsedTimer clock;
        clock.start();
        const int firstStep = trainer->steps();
        qint64 lastShown = -1000;
        auto publish = [&] {
            Snapshot snapshot = snapshotOf(*trainer, lossesShown);
            lossesShown = trainer->lossHistory().size();
            QMetaObject::invokeMethod(this, [this, snapshot = std::move(snapshot)] { showSnapshot(snapshot); }, Qt::QueuedConnection);
            lastShown = clock.elapsed();
        };
        while (!stopRequested.load() && trainer->steps() < limit) {
            trainer->step();
            // At most 25 pictures a second, however fast the updates come.
            if (clock.elapsed() - lastShown >= 40)
                publish();
            if (pace > 0) {
                const qint64 due = qint64(trainer->steps() - firstStep) * 1000 / pace;
                while (!stopRequested.load() && clock.elapsed() < due)
                    QThread::msleep(std::min<qint64>(10, due - clock.elapsed()));
            }
        }
        if (lossesShown < trainer->lossHistory().size())
            publish();
    });
    updateButtons();
    emit trainingChanged(true);
}

void TrainingWindow::pause()
{
    // The last snapshots and the work's end delivered now, so that a paused window shows what it stopped at.
    m_worker.stop();
}

void TrainingWindow::workerFinished()
{
    updateButtons();
    emit trainingChanged(false);
}

bool TrainingWindow::isTraining() const
{
    return m_worker.isRunning();
}

void TrainingWindow::stepOnce()
{
    if (isTraining() || !m_settingsProblem->text().isEmpty())
        return;
    m_trainer->step();
    showSnapshot(snapshotOf(*m_trainer, m_lossCurve.size()));
}

void TrainingWindow::reset()
{
    pause();
    m_trainer->reset();
    clearCurves();
    showSnapshot(snapshotOf(*m_trainer, 0));
}

void TrainingWindow::clearCurves()
{
    m_lossCurve.clear();
    m_shareSteps.clear();
    m_shares.clear();
    m_lossPlot->graph(0)->data()->clear();
    m_lossPlot->graph(1)->data()->clear();
}

const Scenario &TrainingWindow::trainedScenario() const
{
    return m_preview->scenario();
}

void TrainingWindow::setHead(int head)
{
    m_heatmap->setHead(head);
    m_vectors->setHead(head);
}

void TrainingWindow::updateButtons()
{
    const bool training = isTraining();
    const bool usable = m_settingsProblem->text().isEmpty();
    m_trainButton->setText(training ? tr("Pause") : tr("Train"));
    m_trainButton->setEnabled(training || (usable && m_trainer->steps() < m_stepLimit));
    m_stepButton->setEnabled(!training && usable);
    m_resetButton->setEnabled(usable);
    m_takeButton->setEnabled(!training && usable);
    for (QWidget *control : std::initializer_list<QWidget *>{m_task, m_dModel, m_heads, m_learningRate, m_decay, m_seed})
        control->setEnabled(!training);
    m_length->setEnabled(!training && settings().task != ToyTask::Translation);
}

} // namespace attn
