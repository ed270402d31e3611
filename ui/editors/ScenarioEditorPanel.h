#pragma once

#include "scenario/Scenario.h"

#include <QWidget>
#include <functional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTabWidget;

namespace attn {

class AttentionFocus;

class LiveTranslation;
class MatrixEditor;
class ScenarioDocument;

/// Everything a lecturer edits: the title, mode, scaling, positions, temperature and d_model; the tokens and
/// vectors of the source (and target, in cross mode); the heads with their d_k, d_v, W_Q, W_K, W_V and
/// W_O, which can be set to the identity or to seeded random numbers, and their biases b_Q, b_K, b_V, b_O
/// (added or taken away at once). Every change is one undo step.
class ScenarioEditorPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ScenarioEditorPanel(ScenarioDocument *document, QWidget *parent = nullptr);

    MatrixEditor *sourceEditor() const { return m_sourceEditor; }
    MatrixEditor *targetEditor() const { return m_targetEditor; }
    /// Selects the token rows of a query-key pair pointed at in another view (the target's and the source's
    /// in cross attention).
    void selectFocusRows(const AttentionFocus &pair);
    /// Enters what is being typed in the editor (a cell, the title, a size) into the scenario.
    void enterWhatIsBeingTyped();
    MatrixEditor *weightsEditor() const { return m_weightsEditor; }
    QComboBox *modeBox() const { return m_mode; }
    QSpinBox *modelDimensionBox() const { return m_dModel; }
    QSpinBox *headCountBox() const { return m_heads; }
    QDoubleSpinBox *temperatureBox() const { return m_temperature; }
    /// The head whose weights are shown (0-based).
    int selectedHead() const;
    /// Shows this head's weights (0-based), as the window's Head box asks.
    void showHead(int head);

Q_SIGNALS:
    /// The student chose another head's weights here (0-based).
    void headShown(int head);
    /// A message for the status bar, e.g. why an edit was refused.
    void message(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    /// The scenario's own settings above the tokens: title, mode, switches, temperature and d_model.
    QFormLayout *buildSettingsForm();
    /// The source tokens' vectors, with buttons to add, remove and move a token.
    QGroupBox *buildSourceGroup();
    /// The target tokens' vectors and their buttons: cross attention's queries, hidden in other modes.
    void buildTargetGroup();
    /// The heads' count and sizes, the head shown, the ways to set all weights, and the weights editor.
    QGroupBox *buildHeadsGroup();
    /// Each edit of the scenario's own settings becomes an undo step.
    void connectScenarioSettings();
    /// Each edit of the heads and their weights becomes an undo step; the head shown follows its box.
    void connectHeadControls();
    void syncFromScenario();
    /// The positions switch names what the scenario has: learned positions, or the sinusoids it adds.
    void updatePositionsLabel();
    void edit(const QString &description, const std::function<void(Scenario &)> &change);
    QWidget *tokenButtons(MatrixEditor *editor, bool target);
    void showWeights();

    ScenarioDocument *m_document;
    LiveTranslation *m_liveTexts;
    QLineEdit *m_title;
    QComboBox *m_mode;
    QCheckBox *m_scaled;
    QCheckBox *m_layerNorm = nullptr;
    QCheckBox *m_positions;
    QDoubleSpinBox *m_temperature;
    QCheckBox *m_biases;
    QSpinBox *m_dModel;
    MatrixEditor *m_sourceEditor;
    QGroupBox *m_targetGroup;
    MatrixEditor *m_targetEditor;
    QSpinBox *m_heads;
    QSpinBox *m_head;
    QSpinBox *m_dk;
    QSpinBox *m_dv;
    QSpinBox *m_seed;
    QPushButton *m_identity;
    QPushButton *m_random;
    QTabWidget *m_weightTabs;
    MatrixEditor *m_weightsEditor;
};

} // namespace attn
