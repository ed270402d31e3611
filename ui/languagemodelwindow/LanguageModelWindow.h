#pragma once

#include "common/SideWindowTextScale.h"
#include "document/StoppableWorker.h"
#include "render/ColourPalettes.h"
#include "render/FigureExport.h"
#include "render/HeatmapPicture.h"
#include "scenario/Scenario.h"
#include "training/LanguageModelFile.h"

#include <QMainWindow>
#include <QMessageBox>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>

class QCustomPlot;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QSplitter;
class QTableWidget;
class QThread;
class QTimer;

namespace attn {

class HeatmapPictureView;
class LiveTranslation;
class ScaledTickStyle;

/// A small language model that learns to copy. It opens on the model that comes with the program (trained
/// by `attentionlab train-lm` with its defaults); a student types a sentence of the made-up language and
/// sees the likeliest next words and every head's attention on it, silences heads to see what the
/// prediction owes them, and opens any head in the stepper with the model's numbers. Or trains a new model
/// live: the held-out loss falls, and each head's previous-token and induction scores show the copying
/// circuit form, measured as train-lm measures them.
///
/// One direction of data: trainer (in a background thread) -> snapshot (a LanguageModelFile) -> the model
/// shown -> one pass on the text (core's runLanguageModel) -> the pictures and tables.
class LanguageModelWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit LanguageModelWindow(QWidget *parent = nullptr);
    ~LanguageModelWindow() override;

    /// Opens a model file (":/" for the program's own); the model shown stays when it cannot be read.
    /// An empty string, else why not, naming the file and the place in it.
    QString openModel(const QString &path);
    QString openBuiltInModel() { return openModel(kBuiltInLanguageModel); }
    /// Writes the model shown as train-lm writes it; an empty string, else why not.
    QString saveModel(const QString &path);
    /// The model shown: opened, or trained here (as of its last snapshot).
    const LanguageModelFile *model() const { return m_model ? &*m_model : nullptr; }
    /// Where the model shown came from (empty for one trained here and not saved).
    QString modelPath() const { return m_modelPath; }
    /// A model trained here that no file holds yet.
    bool hasUnsavedModel() const { return m_unsaved; }
    /// Before such a model is replaced: Save (then saved through a file dialog), Discard or Cancel. True when
    /// it may be replaced. The question is a message box unless a test sets another.
    bool confirmDiscardingTrainedModel();
    void setDiscardQuestion(std::function<QMessageBox::StandardButton()> ask) { m_discardQuestion = std::move(ask); }

    LanguageModelSettings settings() const;
    /// Sets what the next training run uses (the controls show layers, heads, updates and seed; the other
    /// sizes are kept as given).
    void setSettings(const LanguageModelSettings &settings);
    /// Trains a new model with the settings, from update 0, or goes on with the one being trained.
    void train();
    void pause();
    bool isTraining() const { return m_worker.isRunning(); }
    /// Updates taken by the model trained here, as shown (0 when the model shown is a file's).
    int trainedSteps() const;

    void setText(const QString &text);
    QString text() const;
    /// Why the text cannot be read (a word the model does not know, too many words), or empty.
    QString textProblem() const { return m_textProblem; }
    /// The likeliest next words, as the table lists them, with the silenced heads silenced.
    const std::vector<LikelyWord> &nextWords() const { return m_nextWords; }
    /// The same words' probabilities with every head working (what the table compares with).
    const std::vector<double> &nextWordsWithEveryHead() const { return m_withEveryHead; }

    void setSilenced(HeadPlace head, bool silenced);
    const std::vector<HeadPlace> &silencedHeads() const { return m_silenced; }
    void selectHead(HeadPlace head);
    HeadPlace selectedHead() const { return m_selected; }
    /// The selected head on the text as a scenario with the model's numbers, handed to the stepper by
    /// openInStepper; an empty string, else why not.
    QString openSelectedInStepper();

    /// Writes every head's attention on the text (.png, .svg, .pdf); an empty string, else why not.
    QString exportHeads(const QString &path, const FigureSize &size = {});

    double textScale() const { return m_textScale.own(); }
    void setTextScale(double scale);
    /// In a lecture, the room's share of the text size (lectureRoomScale), on top of the window's own; 1 at
    /// the desk. Not remembered: the next lecture's screen says what it is.
    void setRoomScale(double scale);
    /// The text scale drawn: the window's own times the room's, within the bounds of a text scale.
    double shownTextScale() const;

    QCustomPlot *lossPlot() const { return m_lossPlot; }
    QTableWidget *headTable() const { return m_headTable; }
    QTableWidget *nextWordsTable() const { return m_nextTable; }
    HeatmapPictureView *headsView() const { return m_heads; }
    QString statusText() const;

Q_SIGNALS:
    /// A head of the model on the text, as a scenario for the main window's stepper.
    void openInStepper(const attn::Scenario &scenario);
    void trainingChanged(bool training);
    /// A new state of the model is shown.
    void modelChanged();

private:
    /// The File menu (open, save, export, close) and the View menu's text sizes.
    void buildMenus(LiveTranslation *live);
    /// The sizes a student varies, the updates and the seed, with Train, Start again and the status.
    QGroupBox *buildTrainBox(LiveTranslation *live);
    /// The held-out loss and the best previous-token and induction scores over the updates.
    void buildLossPlot(LiveTranslation *live);
    /// Each head's scores with its switch to silence it; a row chosen selects its head.
    void buildHeadTable(LiveTranslation *live);
    /// The window's left: the training box over the loss plot, with what the scores measure.
    QWidget *buildTrainingPane(QGroupBox *trainBox, LiveTranslation *live);
    /// The window's right: the sentence, every head's attention on it, and the heads' and next words' tables.
    QWidget *buildReadingPane(LiveTranslation *live);
    /// Under a sentence with a word the model does not know: the words it knows.
    QString vocabularyHint() const;
    void showModel(LanguageModelFile model, bool trainedHere);
    void showTrainingSnapshot(const LanguageModelFile &snapshot);
    void workerFinished();
    void readText();
    void refreshPass();
    void refreshHeadTable();
    /// The heads' table as wide as its columns and their headers, whole.
    void fitHeadTableWidth();
    void refreshLossPlot();
    void updateControls();
    void chooseOpen();
    void chooseSave();
    void chooseExport();

    std::optional<LanguageModelFile> m_model;
    QString m_modelPath;
    bool m_unsaved = false;
    std::unique_ptr<LanguageModelTrainer> m_trainer;
    StoppableWorker m_worker{this};
    std::function<QMessageBox::StandardButton()> m_discardQuestion;

    QStringList m_words;
    std::vector<int> m_tokens;
    QString m_textProblem;
    std::optional<LanguageModelPass> m_pass;
    std::vector<LikelyWord> m_nextWords;
    std::vector<double> m_withEveryHead;
    std::vector<HeadPlace> m_silenced;
    HeadPlace m_selected;
    PaletteKind m_palette = PaletteKind::Viridis;
    SideWindowTextScale m_textScale{&AppSettings::setLanguageModelTextScale, [this] { applyTextScale(); }};
    ScaledTickStyle *m_tickStyle = nullptr;
    void applyTextScale();

    QSpinBox *m_layers;
    QSpinBox *m_headsPerLayer;
    QSpinBox *m_steps;
    QSpinBox *m_seed;
    LanguageModelSettings m_hiddenSettings; ///< what the controls do not show (d_model, context, ...)
    QPushButton *m_trainButton;
    QPushButton *m_newButton;
    QLabel *m_status;
    QCustomPlot *m_lossPlot;
    QLabel *m_scoresNote; ///< under the plot, where the scores are a model file's final ones alone
    QTableWidget *m_headTable;
    QLineEdit *m_text;
    QLabel *m_tokensLabel;
    HeatmapPictureView *m_heads;
    QSplitter *m_headsAndTables = nullptr; ///< the heads' picture above the heads' and next words' tables
    QTableWidget *m_nextTable;
    QPushButton *m_openHead;
    QTimer *m_typing;
};

/// Every head's attention weights on a text, a row per layer and a column per head, the words named and
/// the silenced heads marked.
HeatmapContent languageModelHeadsContent(const LanguageModelPass &pass, const QStringList &words,
                                         const std::vector<HeadPlace> &silenced, PaletteKind palette);

} // namespace attn
