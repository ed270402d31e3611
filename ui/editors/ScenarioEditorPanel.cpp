#include "ScenarioEditorPanel.h"

#include "MatrixEditor.h"
#include "MatrixTableModel.h"
#include "document/ScenarioDocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
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

const MatrixKind kWeightTabs[] = {MatrixKind::QueryWeights, MatrixKind::KeyWeights, MatrixKind::ValueWeights,
                                  MatrixKind::OutputWeights};

} // namespace

ScenarioEditorPanel::ScenarioEditorPanel(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    m_title = new QLineEdit(this);
    m_title->setPlaceholderText(tr("Untitled scenario"));
    m_mode = new QComboBox(this);
    m_mode->addItem(tr("Cross attention (encoder–decoder)"), int(AttentionMode::Cross));
    m_mode->addItem(tr("Causal self-attention"), int(AttentionMode::Causal));
    m_mode->addItem(tr("Bidirectional self-attention"), int(AttentionMode::Bidirectional));
    m_scaled = new QCheckBox(tr("Divide scores by √d_k"), this);
    m_temperature = new QDoubleSpinBox(this);
    m_temperature->setRange(ScenarioLimits::minTemperature, ScenarioLimits::maxTemperature);
    m_temperature->setDecimals(2);
    m_temperature->setSingleStep(0.1);
    m_temperature->setToolTip(tr("Softmax temperature T: below 1 sharpens the weights, above 1 flattens them."));
    m_dModel = new QSpinBox(this);
    m_dModel->setRange(1, int(ScenarioLimits::maxDModel));

    auto *settings = new QFormLayout;
    settings->addRow(tr("Title"), m_title);
    settings->addRow(tr("Attention"), m_mode);
    settings->addRow(QString(), m_scaled);
    settings->addRow(tr("Temperature"), m_temperature);
    settings->addRow(tr("d_model"), m_dModel);

    m_sourceEditor = new MatrixEditor(document, {MatrixKind::SourceVectors}, this);
    auto *sourceGroup = new QGroupBox(tr("Source tokens (keys and values)"), this);
    auto *sourceLayout = new QVBoxLayout(sourceGroup);
    sourceLayout->addWidget(m_sourceEditor);
    sourceLayout->addWidget(tokenButtons(m_sourceEditor, false));

    m_targetEditor = new MatrixEditor(document, {MatrixKind::TargetVectors}, this);
    m_targetGroup = new QGroupBox(tr("Target tokens (queries)"), this);
    auto *targetLayout = new QVBoxLayout(m_targetGroup);
    targetLayout->addWidget(m_targetEditor);
    targetLayout->addWidget(tokenButtons(m_targetEditor, true));

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
    auto *identity = new QPushButton(tr("Identity"), this);
    auto *random = new QPushButton(tr("Random"), this);
    random->setToolTip(tr("Seeded random numbers: the same seed gives the same weights."));
    m_weightTabs = new QTabWidget(this);
    m_weightsEditor = new MatrixEditor(document, {MatrixKind::QueryWeights, 0}, this);
    for (const QString &name : {tr("W_Q"), tr("W_K"), tr("W_V"), tr("W_O")})
        m_weightTabs->addTab(new QWidget(m_weightTabs), name);
    auto *headsGroup = new QGroupBox(tr("Heads"), this);
    auto *headsForm = new QFormLayout;
    headsForm->addRow(tr("Number of heads"), m_heads);
    headsForm->addRow(tr("Head shown"), m_head);
    auto *dims = new QHBoxLayout;
    dims->addWidget(new QLabel(tr("d_k"), this));
    dims->addWidget(m_dk);
    dims->addWidget(new QLabel(tr("d_v"), this));
    dims->addWidget(m_dv);
    headsForm->addRow(tr("Head size"), dims);
    auto *init = new QHBoxLayout;
    init->addWidget(identity);
    init->addWidget(random);
    init->addWidget(new QLabel(tr("seed"), this));
    init->addWidget(m_seed);
    headsForm->addRow(tr("Set all weights"), init);
    auto *headsLayout = new QVBoxLayout(headsGroup);
    headsLayout->addLayout(headsForm);
    headsLayout->addWidget(m_weightTabs->tabBar());
    headsLayout->addWidget(m_weightsEditor);
    m_weightTabs->hide(); // only its tab bar is shown, above the one weights editor

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(settings);
    layout->addWidget(sourceGroup, 1);
    layout->addWidget(m_targetGroup, 1);
    layout->addWidget(headsGroup, 1);

    connect(m_title, &QLineEdit::editingFinished, this, [this] {
        const QString title = m_title->text();
        edit(tr("Change title"), [title](Scenario &s) { s.title = title; });
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
    connect(m_temperature, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        edit(tr("Change temperature"), [value](Scenario &s) { s.temperature = value; });
    });
    connect(m_dModel, &QSpinBox::valueChanged, this, [this](int value) {
        edit(tr("Change d_model"), [value](Scenario &s) { setModelDimension(s, value); });
    });
    connect(m_heads, &QSpinBox::valueChanged, this, [this](int value) {
        edit(tr("Change number of heads"), [value](Scenario &s) { setHeadCount(s, value); });
    });
    connect(m_head, &QSpinBox::valueChanged, this, [this] { syncFromScenario(); });
    auto changeHeadSize = [this] {
        const int head = selectedHead();
        const int dk = m_dk->value();
        const int dv = m_dv->value();
        edit(tr("Change head size"), [=](Scenario &s) { setHeadDimensions(s, head, dk, dv); });
    };
    connect(m_dk, &QSpinBox::valueChanged, this, changeHeadSize);
    connect(m_dv, &QSpinBox::valueChanged, this, changeHeadSize);
    connect(identity, &QPushButton::clicked, this, [this] {
        edit(tr("Set weights to identity"), [](Scenario &s) { initialiseWeights(s, WeightInitialisation::Identity); });
    });
    connect(random, &QPushButton::clicked, this, [this] {
        const auto seed = quint32(m_seed->value());
        edit(tr("Set random weights"), [seed](Scenario &s) { initialiseWeights(s, WeightInitialisation::Random, seed); });
    });
    connect(m_weightTabs->tabBar(), &QTabBar::currentChanged, this, &ScenarioEditorPanel::showWeights);
    connect(document, &ScenarioDocument::scenarioChanged, this, &ScenarioEditorPanel::syncFromScenario);
    syncFromScenario();
}

int ScenarioEditorPanel::selectedHead() const
{
    return m_head->value() - 1;
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
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    const SequenceRole role = target ? SequenceRole::Target : SequenceRole::Source;
    auto currentRow = [editor] { return editor->table()->currentIndex().isValid() ? editor->table()->currentIndex().row() : -1; };
    const std::pair<QString, std::function<void()>> buttons[] = {
        {tr("Add token"), [=] {
             const int at = currentRow() < 0 ? INT_MAX : currentRow() + 1;
             edit(tr("Add token"), [=](Scenario &s) {
                 insertToken(s, role, std::min<Eigen::Index>(at, s.sequence(role).vectors.rows()), tr("new"));
             });
         }},
        {tr("Remove"), [=] {
             const int at = currentRow();
             if (at < 0)
                 return;
             edit(tr("Remove token"), [=](Scenario &s) {
                 if (!removeToken(s, role, at))
                     Q_EMIT message(tr("A sequence keeps at least one token."));
             });
         }},
        {tr("Move up"), [=] {
             const int at = currentRow();
             if (at > 0) {
                 edit(tr("Move token"), [=](Scenario &s) { moveToken(s, role, at, at - 1); });
                 editor->table()->setCurrentIndex(editor->model()->index(at - 1, 0));
             }
         }},
        {tr("Move down"), [=] {
             const int at = currentRow();
             if (at >= 0 && at + 1 < editor->model()->rowCount()) {
                 edit(tr("Move token"), [=](Scenario &s) { moveToken(s, role, at, at + 1); });
                 editor->table()->setCurrentIndex(editor->model()->index(at + 1, 0));
             }
         }},
    };
    for (const auto &[label, action] : buttons) {
        auto *button = new QPushButton(label, row);
        connect(button, &QPushButton::clicked, this, action);
        layout->addWidget(button);
    }
    return row;
}

void ScenarioEditorPanel::showWeights()
{
    const int tab = std::max(0, m_weightTabs->tabBar()->currentIndex());
    m_weightsEditor->setAddress({kWeightTabs[tab], selectedHead()});
}

void ScenarioEditorPanel::syncFromScenario()
{
    const Scenario &scenario = m_document->scenario();
    const std::vector<HeadWeights> heads = scenario.effectiveHeads();
    const QSignalBlocker blockers[] = {QSignalBlocker(m_title), QSignalBlocker(m_mode), QSignalBlocker(m_scaled),
                                       QSignalBlocker(m_temperature), QSignalBlocker(m_dModel), QSignalBlocker(m_heads),
                                       QSignalBlocker(m_head), QSignalBlocker(m_dk), QSignalBlocker(m_dv)};
    m_title->setText(scenario.title);
    m_mode->setCurrentIndex(m_mode->findData(int(scenario.mode)));
    m_scaled->setChecked(scenario.scaled);
    m_temperature->setValue(scenario.temperature);
    m_dModel->setValue(int(scenario.dModel()));
    m_heads->setValue(int(heads.size()));
    m_head->setRange(1, int(heads.size()));
    const HeadWeights &shown = heads.at(size_t(selectedHead()));
    m_dk->setValue(int(shown.dk()));
    m_dv->setValue(int(shown.dv()));
    m_targetGroup->setVisible(scenario.mode == AttentionMode::Cross);
    showWeights();
}

} // namespace attn
