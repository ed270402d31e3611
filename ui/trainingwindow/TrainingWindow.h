#pragma once

#include "common/SideWindowTextScale.h"
#include "document/StoppableWorker.h"
#include "training/Trainer.h"

#include <QWidget>

#include <QStringList>
#include <array>
#include <atomic>
#include <memory>

class QComboBox;
class QCustomPlot;
class QDoubleSpinBox;
class QGridLayout;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QThread;
class QVBoxLayout;

namespace attn {

class AttentionFocus;
class HeatmapPlot;
class LiveTranslation;
class ScenarioDocument;
class VectorView;

/// Watch attention learn. The student picks a toy task whose right pattern is known, the sequence length,
/// d_model, heads, learning rate, weight decay and seed, and presses Train: a Trainer (core) updates the
/// layer in a background thread while the window shows the loss curve, the attention heatmap and the 3-D
/// view of Q and K of one held-out example, redrawn as the weights change. Pause, one update at a time,
/// and reset; "Take into lesson" hands the trained W_Q, W_K, W_V and W_O to the main window as a lesson.
///
/// One direction of data: trainer -> snapshot (the layer as a Scenario) -> a preview ScenarioDocument,
/// which the CPU engine computes -> the same heatmap and vector views as the lessons.
class TrainingWindow : public QWidget
{
    Q_OBJECT
public:
    /// The plot's axis titles at text scale 1, before they are fitted to their axes.
    static constexpr int kAxisTitlePixels = 17;
    /// The plot's legend at text scale 1, where the plot is wide enough for it.
    static constexpr int kLegendPixels = 15;
    /// The settings column's width at text scale 1, where its narrowest layout is no wider: the rest is the pictures'.
    static constexpr int kSettingsColumnPixels = 330;

    explicit TrainingWindow(QWidget *parent = nullptr);
    ~TrainingWindow() override;

    /// What the controls say now.
    TrainingSettings settings() const;
    /// Sets the controls (and so starts again from step 0 when they differ).
    void setSettings(const TrainingSettings &settings);

    void train();
    void pause();
    void stepOnce();
    void reset();
    bool isTraining() const;

    /// The update shown, the batch losses so far, and the held-out evaluation of the shown weights.
    int steps() const { return m_shownSteps; }
    const std::vector<double> &lossCurve() const { return m_lossCurve; }
    const TrainingEvaluation &evaluation() const { return m_evaluation; }
    /// The layer as shown, as a lesson.
    const Scenario &trainedScenario() const;
    ScenarioDocument *previewDocument() const { return m_preview; }
    HeatmapPlot *heatmap() const { return m_heatmap; }
    VectorView *vectorView() const { return m_vectors; }
    QCustomPlot *lossPlot() const { return m_lossPlot; }
    QString statusText() const;
    /// The size of every text, 1 at the desk's (Ctrl+, Ctrl−, Ctrl+0); remembered for the next window.
    void setTextScale(double scale);
    double textScale() const { return m_textScale.own(); }
    /// In a lecture, the room's share of the text size (lectureRoomScale), on top of the window's own; 1 at
    /// the desk. Not remembered: the next lecture's screen says what it is.
    void setRoomScale(double scale);
    /// The text scale drawn: the window's own times the room's, within the bounds of a text scale.
    double shownTextScale() const;

Q_SIGNALS:
    void takeIntoLesson(const attn::Scenario &scenario);
    void trainingChanged(bool training);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Snapshot;
    SideWindowTextScale m_textScale{&AppSettings::setTrainingTextScale, [this] { applyTextScale(); }};
    /// Sizes every text at the scale shown.
    void applyTextScale();
    /// A size in pixels at the desk's text, at this window's text scale.
    int scaledPixels(int pixels) const;
    /// The loss's and the share's axis titles: whole, then short, for an axis too short for the whole one.
    std::array<QStringList, 2> m_axisTitles;
    /// Every control and picture, laid out as the settings column beside the pictures, and connected.
    void buildControls();
    /// The fields settings() reads: task, sizes, learning rate, weight decay and seed; and the pace.
    void createSettingsFields();
    /// The settings in their form, labelled, with the step limit last.
    QGroupBox *buildSettingsGroup(LiveTranslation *live);
    /// Train, One update, Reset and Take into lesson; the settings' problem and the status under them.
    QGridLayout *buildButtonsAndStatus(LiveTranslation *live);
    /// The batch loss on a log axis and the held-out share on the right keys, the legend under the plot.
    void buildLossPlot(LiveTranslation *live);
    /// The pictures' column: the loss plot over the head shown, and the heatmap beside the 3-D view.
    QVBoxLayout *buildPicturesColumn(LiveTranslation *live);
    /// An edited setting makes a new trainer; pace, limit and head apply at once; the buttons act.
    void connectControls();
    void arrangeLegend();
    void fitAxisTitles();
    void settingsEdited();
    void rebuildTrainer();
    Snapshot snapshotOf(const Trainer &trainer, size_t lossesShown) const;
    void showSnapshot(const Snapshot &snapshot);
    void clearCurves();
    void workerFinished();
    void updateButtons();
    void setHead(int head);

    std::unique_ptr<Trainer> m_trainer;
    StoppableWorker m_worker{this};
    int m_pace = 10;
    int m_stepLimit = 1000;

    int m_shownSteps = 0;
    std::vector<double> m_lossCurve;
    std::vector<double> m_shareSteps;
    std::vector<double> m_shares;
    TrainingEvaluation m_evaluation;

    QComboBox *m_task;
    QLabel *m_taskDescription;
    QSpinBox *m_length;
    QSpinBox *m_dModel;
    QSpinBox *m_heads;
    QDoubleSpinBox *m_learningRate;
    QDoubleSpinBox *m_decay;
    QSpinBox *m_seed;
    QComboBox *m_paceBox;
    QSpinBox *m_limitBox;
    QPushButton *m_trainButton;
    QPushButton *m_stepButton;
    QPushButton *m_resetButton;
    QPushButton *m_takeButton;
    QSpinBox *m_headBox;
    QLabel *m_status;
    QLabel *m_settingsProblem;
    QWidget *m_settingsColumn;
    QCustomPlot *m_lossPlot;
    ScenarioDocument *m_preview;
    AttentionFocus *m_focus;
    HeatmapPlot *m_heatmap;
    VectorView *m_vectors;
};

} // namespace attn
