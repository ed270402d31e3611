#pragma once

#include "common/SideWindowTextScale.h"
#include "figures/PictureViews.h"
#include "scenario/Scenario.h"

#include <QMainWindow>

class QLabel;
class QLineEdit;
class QPushButton;
class QSplitter;
class QTabWidget;
class QTableWidget;
class QTimer;

namespace attn {

class LiveTranslation;

class ModelDocument;

/// A real model on the student's own sentence: type a text, see its tokens, the likeliest next tokens,
/// and every layer's and head's attention at once; click a head to see it large with its tokens named, as
/// a heatmap or as lines between the tokens (that head, or every head of its layer). Every picture
/// exports to PNG, SVG and PDF like every figure of the program.
class ModelWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit ModelWindow(QWidget *parent = nullptr);
    ~ModelWindow() override;

    ModelDocument &document() { return *m_document; }
    /// Opens a checkpoint's folder; shows why not in a message box (or returns it, when quiet).
    QString openFolder(const QString &folder, bool quiet = false);
    void setText(const QString &text);
    ModelHead selectedHead() const { return m_selected; }
    void selectHead(ModelHead head);
    HeatmapPictureView *gridView() const { return m_grid; }
    HeatmapPictureView *headView() const { return m_head; }
    LinesPictureView *headLinesView() const { return m_headLines; }
    /// The size of every text in the window, the pictures' included (1: the desk's; Ctrl+ and Ctrl− step it
    /// by 15 % between 0.5 and 4, and it is remembered).
    double textScale() const { return m_textScale.own(); }
    void setTextScale(double scale);
    /// In a lecture, the room's share of the text size (lectureRoomScale), on top of the window's own; 1 at
    /// the desk. Not remembered: the next lecture's screen says what it is.
    void setRoomScale(double scale);
    /// The text scale drawn: the window's own times the room's, within the bounds of a text scale.
    double shownTextScale() const;
    /// The selected head as a heatmap (0), as lines (1), or its layer's heads as lines (2).
    QTabWidget *headTabs() const { return m_headTabs; }
    QTableWidget *nextTokensTable() const { return m_next; }
    /// Writes the grid, or the selected head as its tab shows it (.png, .svg, .pdf; the lines focused on the
    /// token clicked, if one is); an empty string on success, else why not.
    QString exportGrid(const QString &path, const FigureSize &size = {});
    QString exportHead(const QString &path, const FigureSize &size = {});
    /// The selected head (or, wholeLayer, its layer's attention) as a scenario with the model's numbers,
    /// handed to the stepper by openInStepper; an empty string, else why not.
    QString openSelectedInStepper(bool wholeLayer);
    /// The line under the tokens: the memory the model and this text's pass take, estimated.
    QString memoryEstimateText() const;
    /// The line under the text: its tokens, each as the pictures label it (or why the text cannot be run).
    QString tokensLine() const;

Q_SIGNALS:
    /// A head or layer of the model, as a scenario for the main window's stepper.
    void openInStepper(const Scenario &scenario);

private:
    /// The File, View and Head menus.
    void createMenus(LiveTranslation *live);
    /// The head's tabs (heatmap, lines, the layer's lines) with the buttons that open it in the stepper.
    QWidget *createHeadPane(LiveTranslation *live);
    /// Opens the head (or its layer) in the stepper, saying why where it cannot.
    void openInStepperSaying(bool wholeLayer);
    void refresh();
    void chooseFolder();
    void chooseExport(bool grid);
    void showSelectedHead();

    ModelDocument *m_document;
    QLineEdit *m_text;
    QLabel *m_tokens;
    QLabel *m_memory;
    QTableWidget *m_next;
    HeatmapPictureView *m_grid;
    HeatmapPictureView *m_head;
    LinesPictureView *m_headLines;
    LinesPictureView *m_layerLines;
    QTabWidget *m_headTabs;
    QSplitter *m_headAndNext; ///< the head's pictures above the next tokens
    QTimer *m_typing;
    ModelHead m_selected;
    PaletteKind m_palette = PaletteKind::Viridis;
    SideWindowTextScale m_textScale{&AppSettings::setModelTextScale, [this] { applyTextScale(); }};
    void applyTextScale();
};

} // namespace attn
