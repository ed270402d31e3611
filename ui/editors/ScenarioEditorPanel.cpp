#include "ScenarioEditorPanel.h"

#include "MatrixEditor.h"
#include "MatrixTableModel.h"
#include "common/DecimalSpinBox.h"
#include "document/AttentionFocus.h"
#include "document/ScenarioDocument.h"
#include "scenario/ScenarioValidation.h"
#include "common/LiveTranslation.h"
#include "common/Translations.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QItemSelectionModel>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace attn {
namespace {

/// The weights editor's tabs; the biases' only while the scenario has them, the layer norm's gain and bias
/// only while it has a layer norm, and the learned positions (a row per place) only while it has those.
const MatrixKind kWeightTabs[] = {MatrixKind::QueryWeights, MatrixKind::KeyWeights, MatrixKind::ValueWeights,
                                  MatrixKind::OutputWeights, MatrixKind::QueryBias,  MatrixKind::KeyBias,
                                  MatrixKind::ValueBias,     MatrixKind::OutputBias, MatrixKind::LayerNormGain,
                                  MatrixKind::LayerNormBias, MatrixKind::SourcePositions, MatrixKind::TargetPositions};
constexpr int kWeightTabCount = int(std::size(kWeightTabs));
constexpr int kFirstBiasTab = 4;

} // namespace

ScenarioEditorPanel::ScenarioEditorPanel(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    m_liveTexts = new LiveTranslation(this);
    QFormLayout *settings = buildSettingsForm();
    QGroupBox *sourceGroup = buildSourceGroup();
    buildTargetGroup();
    QGroupBox *headsGroup = buildHeadsGroup();

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(settings);
    layout->addWidget(sourceGroup, 1);
    layout->addWidget(m_targetGroup, 1);
    layout->addWidget(headsGroup, 1);

    connectScenarioSettings();
    connectHeadControls();
    connect(document, &ScenarioDocument::scenarioChanged, this, &ScenarioEditorPanel::syncFromScenario);
    syncFromScenario();
}

QFormLayout *ScenarioEditorPanel::buildSettingsForm()
{
    LiveTranslation *live = m_liveTexts;
    m_title = new QLineEdit(this);
    m_title->setMaxLength(int(ScenarioLimits::maxTitleLength)); // what a file may hold, so that it opens again
    m_mode = new QComboBox(this);
    m_mode->addItem(QString(), int(AttentionMode::Cross));
    m_mode->addItem(QString(), int(AttentionMode::Causal));
    m_mode->addItem(QString(), int(AttentionMode::Bidirectional));
    m_scaled = new QCheckBox(this);
    m_positions = new QCheckBox(this);
    m_layerNorm = new QCheckBox(this);
    m_temperature = new DecimalSpinBox(this);
    m_temperature->setRange(ScenarioLimits::minTemperature, ScenarioLimits::maxTemperature);
    m_temperature->setDecimals(2);
    m_temperature->setSingleStep(0.1);
    live->add([this] {
        m_title->setPlaceholderText(tr("Untitled scenario"));
        m_mode->setItemText(0, tr("Cross attention (encoder–decoder)"));
        m_mode->setItemText(1, tr("Causal self-attention"));
        m_mode->setItemText(2, tr("Bidirectional self-attention"));
        m_scaled->setText(tr("Divide scores by √d_k"));
        updatePositionsLabel();
        m_layerNorm->setText(tr("Layer norm"));
        m_layerNorm->setToolTip(tr("X = (x − mean) / spread × γ + β for each token before the projections, as GPT-2 does: "
                                   "γ = 1 and β = 0 at first, editable in the γ and β tabs under the heads."));
        m_temperature->setToolTip(tr("Softmax temperature T: below 1 sharpens the weights, above 1 flattens them."));
    });
    m_dModel = new QSpinBox(this);
    m_dModel->setRange(1, int(ScenarioLimits::maxDModel));

    auto *settings = new QFormLayout;
    // Labels above their fields where the dock is too narrow for both on one line.
    settings->setRowWrapPolicy(QFormLayout::WrapLongRows);
    auto *titleLabel = new QLabel(this);
    auto *modeLabel = new QLabel(this);
    auto *temperatureLabel = new QLabel(this);
    auto *dModelLabel = new QLabel(this);
    settings->addRow(titleLabel, m_title);
    settings->addRow(modeLabel, m_mode);
    // The switches as one field, so that they wrap together: each a row of its own, only the one too long for
    // the field's column would go under the labels ("Positionen hinzufügen (sinusförmig)" at 1280 × 720),
    // further left than the two beside it.
    auto *switches = new QVBoxLayout;
    switches->addWidget(m_scaled);
    switches->addWidget(m_positions);
    switches->addWidget(m_layerNorm);
    settings->addRow(QString(), switches);
    settings->addRow(temperatureLabel, m_temperature);
    settings->addRow(dModelLabel, m_dModel);
    live->add([=, this] {
        titleLabel->setText(tr("Title"));
        modeLabel->setText(tr("Attention"));
        temperatureLabel->setText(tr("Temperature"));
        dModelLabel->setText(tr("d_model"));
    });
    return settings;
}

QGroupBox *ScenarioEditorPanel::buildSourceGroup()
{
    m_sourceEditor = new MatrixEditor(m_document, {MatrixKind::SourceVectors}, this);
    auto *sourceGroup = new QGroupBox(this);
    m_liveTexts->add([sourceGroup] { sourceGroup->setTitle(tr("Source tokens (keys and values)")); });
    auto *sourceLayout = new QVBoxLayout(sourceGroup);
    sourceLayout->addWidget(m_sourceEditor);
    sourceLayout->addWidget(tokenButtons(m_sourceEditor, false));
    return sourceGroup;
}

void ScenarioEditorPanel::buildTargetGroup()
{
    m_targetEditor = new MatrixEditor(m_document, {MatrixKind::TargetVectors}, this);
    m_targetGroup = new QGroupBox(this);
    m_liveTexts->add([this] { m_targetGroup->setTitle(tr("Target tokens (queries)")); });
    auto *targetLayout = new QVBoxLayout(m_targetGroup);
    targetLayout->addWidget(m_targetEditor);
    targetLayout->addWidget(tokenButtons(m_targetEditor, true));
}

QGroupBox *ScenarioEditorPanel::buildHeadsGroup()
{
    m_heads = new QSpinBox(this);
    m_heads->setRange(1, ScenarioLimits::maxHeads);
    m_head = new QSpinBox(this);
    m_head->setRange(1, 1);
    m_dk = new QSpinBox(this);
    m_dk->setRange(1, int(ScenarioLimits::maxDModel));
    m_dv = new QSpinBox(this);
    m_dv->setRange(1, int(ScenarioLimits::maxDModel));
    m_seed = new QSpinBox(this);
    m_seed->setRange(1, 999999);
    m_seed->setValue(1);
    m_identity = new QPushButton(this);
    m_random = new QPushButton(this);
    m_weightTabs = new QTabWidget(this);
    m_weightsEditor = new MatrixEditor(m_document, {MatrixKind::QueryWeights, 0}, this);
    for (int tab = 0; tab < kWeightTabCount; ++tab)
        m_weightTabs->addTab(new QWidget(m_weightTabs), QString());
    m_biases = new QCheckBox(this);
    auto *headsGroup = new QGroupBox(this);
    auto *headsForm = new QFormLayout;
    headsForm->setRowWrapPolicy(QFormLayout::WrapLongRows);
    auto *headCountLabel = new QLabel(this);
    auto *headShownLabel = new QLabel(this);
    auto *dkLabel = new QLabel(this);
    auto *dvLabel = new QLabel(this);
    auto *seedLabel = new QLabel(this);
    auto *initLabel = new QLabel(this);
    headsForm->addRow(headCountLabel, m_heads);
    headsForm->addRow(headShownLabel, m_head);
    // The head's size as two rows of its own: side by side they squeeze the spin boxes in German.
    headsForm->addRow(dkLabel, m_dk);
    headsForm->addRow(dvLabel, m_dv);
    // Two short lines rather than one long one, so that the form fits a narrow dock.
    auto *init = new QHBoxLayout;
    init->addWidget(m_identity);
    init->addWidget(m_random);
    headsForm->addRow(initLabel, init);
    auto *seedRow = new QHBoxLayout;
    seedRow->addWidget(seedLabel);
    seedRow->addWidget(m_seed);
    seedRow->addStretch(1);
    headsForm->addRow(QString(), seedRow);
    headsForm->addRow(QString(), m_biases);
    m_liveTexts->add([=, this] {
        m_identity->setText(tr("Identity"));
        m_random->setText(tr("Random"));
        m_random->setToolTip(tr("Seeded random numbers: the same seed gives the same weights."));
        const QString names[] = {tr("W_Q"), tr("W_K"), tr("W_V"), tr("W_O"), tr("b_Q"), tr("b_K"), tr("b_V"), tr("b_O"), tr("γ"), tr("β"), tr("P"), tr("P target")};
        for (int tab = 0; tab < kWeightTabCount; ++tab)
            m_weightTabs->setTabText(tab, names[tab]);
        m_biases->setText(tr("Biases"));
        m_biases->setToolTip(tr("Q = X W_Q + b_Q, …: adds a bias to each projection (zeros at first, so nothing changes until you edit "
                                "them), as GPT-2 has; unticked, the biases are taken away."));
        headsGroup->setTitle(tr("Heads"));
        headCountLabel->setText(tr("Number of heads"));
        headShownLabel->setText(tr("Head shown"));
        dkLabel->setText(tr("d_k"));
        dvLabel->setText(tr("d_v"));
        seedLabel->setText(tr("seed"));
        initLabel->setText(tr("Set all weights"));
    });
    auto *headsLayout = new QVBoxLayout(headsGroup);
    headsLayout->addLayout(headsForm);
    headsLayout->addWidget(m_weightTabs->tabBar());
    headsLayout->addWidget(m_weightsEditor);
    m_weightTabs->hide(); // only its tab bar is shown, above the one weights editor
    return headsGroup;
}

void ScenarioEditorPanel::connectScenarioSettings()
{
    connect(m_title, &QLineEdit::editingFinished, this, [this] {
        const QString title = m_title->text();
        if (title == m_document->scenario().localizedTitle(currentLanguage()))
            return;
        edit(tr("Change title"), [title](Scenario &s) { setLocalizedTitle(s, currentLanguage(), title); });
    });
    connect(m_mode, &QComboBox::activated, this, [this] {
        const auto mode = AttentionMode(m_mode->currentData().toInt());
        edit(tr("Change attention mode"), [mode](Scenario &s) {
            s.mode = mode;
            // Cross attention needs a target; start from a copy of the source the lecturer can then edit.
            if (mode == AttentionMode::Cross && !s.target)
                s.target = s.source;
        });
    });
    connect(m_scaled, &QCheckBox::toggled, this, [this](bool on) {
        edit(tr("Switch scaling"), [on](Scenario &s) { s.scaled = on; });
    });
    connect(m_positions, &QCheckBox::toggled, this, [this](bool on) {
        edit(on ? tr("Add positions") : tr("Remove positions"),
             [on](Scenario &s) { setPositions(s, on ? ScenarioPositions::Sinusoidal : ScenarioPositions::None); });
    });
    connect(m_layerNorm, &QCheckBox::toggled, this, [this](bool on) {
        if (on)
            edit(tr("Add layer norm"), [](Scenario &s) { addLayerNorm(s); });
        else
            edit(tr("Remove layer norm"), [](Scenario &s) { s.layerNorm.reset(); });
    });
    connect(m_temperature, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        edit(tr("Change temperature"), [value](Scenario &s) { s.temperature = value; });
    });
    connect(m_dModel, &QSpinBox::valueChanged, this, [this](int value) {
        edit(tr("Change d_model"), [value](Scenario &s) { setModelDimension(s, value); });
    });
}

void ScenarioEditorPanel::connectHeadControls()
{
    connect(m_heads, &QSpinBox::valueChanged, this, [this](int value) {
        edit(tr("Change number of heads"), [value](Scenario &s) { setHeadCount(s, value); });
    });
    connect(m_head, &QSpinBox::valueChanged, this, [this](int head) {
        syncFromScenario();
        Q_EMIT headShown(head - 1);
    });
    auto changeHeadSize = [this] {
        const int head = selectedHead();
        const int dk = m_dk->value();
        const int dv = m_dv->value();
        edit(tr("Change head size"), [=](Scenario &s) { setHeadDimensions(s, head, dk, dv); });
    };
    connect(m_dk, &QSpinBox::valueChanged, this, changeHeadSize);
    connect(m_dv, &QSpinBox::valueChanged, this, changeHeadSize);
    // A size or a temperature changes the scenario once it is entered (Enter, the arrows, leaving the field),
    // not at each key: typing 10 into d_model passed through 1, which dropped every token's other numbers,
    // and typing 12 heads through 1 dropped head 2's weights.
    for (QAbstractSpinBox *box : std::initializer_list<QAbstractSpinBox *>{m_dModel, m_heads, m_dk, m_dv, m_temperature})
        box->setKeyboardTracking(false);
    connect(m_identity, &QPushButton::clicked, this, [this] {
        edit(tr("Set weights to identity"), [](Scenario &s) { initialiseWeights(s, WeightInitialisation::Identity); });
    });
    connect(m_random, &QPushButton::clicked, this, [this] {
        const auto seed = quint32(m_seed->value());
        edit(tr("Set random weights"), [seed](Scenario &s) { initialiseWeights(s, WeightInitialisation::Random, seed); });
    });
    connect(m_biases, &QCheckBox::toggled, this, [this](bool on) {
        if (on)
            edit(tr("Add biases"), [](Scenario &s) { addBiases(s); });
        else
            edit(tr("Remove biases"), [](Scenario &s) { removeBiases(s); });
    });
    connect(m_weightTabs->tabBar(), &QTabBar::currentChanged, this, &ScenarioEditorPanel::showWeights);
}

void ScenarioEditorPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        syncFromScenario(); // the title in the language now spoken
    QWidget::changeEvent(event);
}

int ScenarioEditorPanel::selectedHead() const
{
    return m_head->value() - 1;
}

void ScenarioEditorPanel::showHead(int head)
{
    m_head->setValue(head + 1);
}

void ScenarioEditorPanel::edit(const QString &description, const std::function<void(Scenario &)> &change)
{
    QString refusal;
    if (!m_document->applyEdit(description, change, &refusal)) {
        Q_EMIT message(tr("Not changed: %1").arg(refusal));
        syncFromScenario();
    }
}

QWidget *ScenarioEditorPanel::tokenButtons(MatrixEditor *editor, bool target)
{
    auto *row = new QWidget(this);
    auto *layout = new QGridLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    const SequenceRole role = target ? SequenceRole::Target : SequenceRole::Source;
    auto currentRow = [editor] { return editor->table()->currentIndex().isValid() ? editor->table()->currentIndex().row() : -1; };
    const std::pair<const char *, std::function<void()>> buttons[] = {
        {QT_TR_NOOP("Add token"), [=, this] {
             const int at = currentRow() < 0 ? INT_MAX : currentRow() + 1;
             edit(tr("Add token"), [=](Scenario &s) {
                 insertToken(s, role, std::min<Eigen::Index>(at, s.sequence(role).vectors.rows()), tr("new"));
             });
         }},
        {QT_TR_NOOP("Remove"), [=, this] {
             const int at = currentRow();
             if (at < 0)
                 return;
             edit(tr("Remove token"), [=, this](Scenario &s) {
                 if (!removeToken(s, role, at))
                     Q_EMIT message(tr("A sequence keeps at least one token."));
             });
         }},
        {QT_TR_NOOP("Move up"), [=, this] {
             const int at = currentRow();
             if (at > 0) {
                 edit(tr("Move token"), [=](Scenario &s) { moveToken(s, role, at, at - 1); });
                 editor->table()->setCurrentIndex(editor->model()->index(at - 1, 0));
             }
         }},
        {QT_TR_NOOP("Move down"), [=, this] {
             const int at = currentRow();
             if (at >= 0 && at + 1 < editor->model()->rowCount()) {
                 edit(tr("Move token"), [=](Scenario &s) { moveToken(s, role, at, at + 1); });
                 editor->table()->setCurrentIndex(editor->model()->index(at + 1, 0));
             }
         }},
    };
    // Two by two: four buttons in a row do not fit a narrow dock in German.
    int place = 0;
    for (const auto &[label, action] : buttons) {
        auto *button = new QPushButton(row);
        m_liveTexts->add([button, label = label] { button->setText(tr(label)); });
        connect(button, &QPushButton::clicked, this, action);
        layout->addWidget(button, place / 2, place % 2);
        ++place;
    }
    return row;
}

void ScenarioEditorPanel::showWeights()
{
    const int tab = std::max(0, m_weightTabs->tabBar()->currentIndex());
    m_weightsEditor->setAddress({kWeightTabs[tab], selectedHead()});
}

void ScenarioEditorPanel::updatePositionsLabel()
{
    // A model's first layer brings its own learned positions: the switch then says so, and takes them away.
    if (m_document->scenario().positions == ScenarioPositions::Learned) {
        m_positions->setText(tr("Positions (learned)"));
        m_positions->setToolTip(tr("Each place adds its own learnt vector: X = E + P. Unticked, they are taken away."));
    } else {
        m_positions->setText(tr("Add positions (sinusoidal)"));
        m_positions->setToolTip(tr("Adds to each token's vector a vector that depends on its place, so that order "
                                   "matters: X = E + P"));
    }
}

void ScenarioEditorPanel::syncFromScenario()
{
    const Scenario &scenario = m_document->scenario();
    const QSignalBlocker blockers[] = {QSignalBlocker(m_title), QSignalBlocker(m_mode), QSignalBlocker(m_scaled), QSignalBlocker(m_positions), QSignalBlocker(m_layerNorm),
                                       QSignalBlocker(m_temperature), QSignalBlocker(m_dModel), QSignalBlocker(m_heads),
                                       QSignalBlocker(m_head), QSignalBlocker(m_dk), QSignalBlocker(m_dv),
                                       QSignalBlocker(m_biases), QSignalBlocker(m_weightTabs->tabBar())};
    m_title->setText(scenario.localizedTitle(currentLanguage()));
    m_title->setCursorPosition(0); // a long title shows its start
    m_mode->setCurrentIndex(m_mode->findData(int(scenario.mode)));
    m_scaled->setChecked(scenario.scaled);
    m_positions->setChecked(scenario.positions != ScenarioPositions::None);
    updatePositionsLabel();
    m_layerNorm->setChecked(scenario.layerNorm.has_value());
    m_temperature->setValue(scenario.temperature);
    m_dModel->setValue(int(scenario.dModel()));
    m_heads->setValue(scenario.headCount());
    m_head->setRange(1, scenario.headCount());
    const HeadShape shown = scenario.headShape(selectedHead());
    m_dk->setValue(int(shown.dk));
    m_dv->setValue(int(shown.dv));
    m_targetGroup->setVisible(scenario.mode == AttentionMode::Cross);
    // A bias tab for each bias the shown head (or the output) has, γ and β with a layer norm, P with learned
    // positions (the target's in cross mode only); a tab shown when its matrix goes gives way to W_Q. (A
    // model's head opened alone has b_Q, b_K, b_V but no b_O: that one is the layer's.)
    m_biases->setChecked(scenario.hasBiases());
    QTabBar *tabs = m_weightTabs->tabBar();
    for (int tab = kFirstBiasTab; tab < kWeightTabCount; ++tab)
        tabs->setTabVisible(tab, matrixAt(scenario, {kWeightTabs[tab], selectedHead()}) != nullptr &&
                                     (kWeightTabs[tab] != MatrixKind::TargetPositions || scenario.mode == AttentionMode::Cross));
    if (!tabs->isTabVisible(std::max(0, tabs->currentIndex())))
        tabs->setCurrentIndex(0);
    showWeights();
}

void ScenarioEditorPanel::selectFocusRows(const AttentionFocus &pair)
{
    // The focused query's and key's token rows are selected in the editor's tables.
    const bool cross = m_document->scenario().mode == AttentionMode::Cross;
    auto selectRows = [](MatrixEditor *editor, const QList<int> &rows) {
        QItemSelectionModel *selection = editor->table()->selectionModel();
        QItemSelection rowsSelection;
        for (int row : rows) {
            const QModelIndex index = editor->table()->model()->index(row, 0);
            if (index.isValid())
                rowsSelection.select(index, index);
        }
        selection->select(rowsSelection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    };
    if (!pair.isSet())
        return;
    if (cross) {
        selectRows(m_targetEditor, {pair.query()});
        selectRows(m_sourceEditor, {pair.key()});
    } else {
        selectRows(m_sourceEditor, {pair.query(), pair.key()});
    }
}

void ScenarioEditorPanel::enterWhatIsBeingTyped()
{
    // A number still being typed into a cell, a title or a size is the user's work too: entered before the
    // scenario is saved, or before the window asks whether to save it, as leaving the field enters it (the
    // cell's editor commits its text as its focus goes; the title and the sizes take it as editing finishes).
    QWidget *typing = QApplication::focusWidget();
    if (!typing || !isAncestorOf(typing))
        return;
    QWidget *keys = typing;
    for (QWidget *widget = typing; widget && widget != this; widget = widget->parentWidget()) {
        if (qobject_cast<QAbstractItemView *>(widget))
            keys = widget; // a cell's editor closes: the keys go back to its table
    }
    typing->clearFocus();
    keys->setFocus();
}

} // namespace attn
