#pragma once

#include "common/SideWindowTextScale.h"
#include "document/StoppableWorker.h"
#include "engine/ComplexityMeasurement.h"
#include "render/FigureExport.h"
#include "render/ComplexityPicture.h"

#include <QWidget>
#include <atomic>
#include <map>
#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QThread;

namespace attn {

class ScaledTickStyle;

/// The window's host of a ComplexityPicture, the renderer that also draws the saved figure.
class ComplexityPlot : public QWidget, public FigureSource
{
public:
    explicit ComplexityPlot(QWidget *parent = nullptr);
    void setContent(ComplexityContent content);
    const ComplexityPicture &picture() const { return m_picture; }
    /// The size of the plot's texts on screen (a saved figure keeps 1).
    void setTextScale(double scale);
    double textScale() const { return m_textScale; }
    void paintFigure(QPaintDevice &device, const QSize &logicalSize) override;
    QString figureTitle() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    ComplexityPicture m_picture{ComplexityContent{}};
    double m_textScale = 1.0;
};

/// What O(n^2 d) means, measured: the chosen engines' long-sequence path timed over a range of n in a
/// background thread (with progress and a cancel button), on log-log axes with an n^2 reference line and
/// each engine's fitted exponent, and the memory an n x n matrix would need next to what the tiled
/// path used. The figure can be saved as PNG, PDF or SVG.
class ComplexityWindow : public QWidget
{
    Q_OBJECT
public:
    explicit ComplexityWindow(QWidget *parent = nullptr);
    ~ComplexityWindow() override;

    /// Starts measuring with the controls' settings; returns at once.
    void start();
    void cancel();
    bool isRunning() const;
    void setLengths(Eigen::Index first, Eigen::Index last);
    void setShape(int dHead, int heads, bool causal);
    /// Which engines to measure (those available here).
    void setEngines(const QStringList &names);

    /// Points measured so far, by engine name.
    const std::map<QString, std::vector<ComplexityPoint>> &points() const { return m_points; }
    QString summary() const;
    /// The plot as drawn: its lines (an engine's each, then the n² reference) and texts.
    const ComplexityPicture &picture() const { return m_plot->picture(); }
    /// The size of every text, 1 at the desk's (Ctrl+, Ctrl−, Ctrl+0); remembered for the next window.
    void setTextScale(double scale);
    double textScale() const { return m_textScale.own(); }
    /// In a lecture, the room's share of the text size (lectureRoomScale), on top of the window's own; 1 at
    /// the desk. Not remembered: the next lecture's screen says what it is.
    void setRoomScale(double scale);
    /// The text scale drawn: the window's own times the room's, within the bounds of a text scale.
    double shownTextScale() const;
    const ComplexityPlot *plot() const { return m_plot; }
    /// Writes the figure; the format follows the extension (.png, .pdf, .svg). Returns an error or "".
    QString saveFigure(const QString &path, int width = 1600, int height = 1000);

Q_SIGNALS:
    void finished();

protected:
    void changeEvent(QEvent *event) override;

private:
    void addPoint(const QString &engine, const ComplexityPoint &point);
    void redraw();
    void setRunning(bool running);

    std::map<QString, QCheckBox *> m_engineBoxes;
    QSpinBox *m_first;
    QSpinBox *m_last;
    QSpinBox *m_dHead;
    QSpinBox *m_heads;
    QCheckBox *m_causal;
    QPushButton *m_run;
    QPushButton *m_cancelButton;
    QPushButton *m_save;
    QProgressBar *m_progress;
    ComplexityPlot *m_plot;
    SideWindowTextScale m_textScale{&AppSettings::setCostTextScale, [this] { applyTextScale(); }};
    ScaledTickStyle *m_tickStyle = nullptr;
    QList<QWidget *> m_ticked; ///< the check boxes, whose ticks m_tickStyle sizes
    /// Sizes every text at the scale shown.
    void applyTextScale();
    QLabel *m_summary;
    StoppableWorker m_worker{this};
    std::map<QString, std::vector<ComplexityPoint>> m_points;
    QStringList m_errors;
};

} // namespace attn
