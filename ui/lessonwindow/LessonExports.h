#pragma once

#include "figures/FigureRenderer.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class QWidget;

namespace attn {

class AttentionFocus;
class LessonWindowDialogs;
class ScenarioDocument;

/// The lesson window's exports: a figure as the window shows it (to a file or the clipboard, with the size
/// last chosen) and the lesson's deck of slides.
class LessonExports : public QObject
{
    Q_OBJECT
public:
    /// The figure of a kind as the window shows it (the stage, or a figure tab's settings).
    using SpecOf = std::function<FigureSpec(FigureKind kind)>;
    LessonExports(ScenarioDocument *document, AttentionFocus *focus, SpecOf specOf,
                  const std::unique_ptr<LessonWindowDialogs> &dialogs, QWidget *window);

    /// The export dialog, then the file dialog (Save…) or the clipboard (Copy).
    void showExportDialog(FigureKind initial);
    /// Exports a figure as the window shows it; on failure says why and returns false.
    bool exportFigure(FigureKind kind, const QString &path, const FigureSize &size);
    /// The figure to the clipboard at the size last chosen.
    void copyToClipboard(const FigureSpec &spec);
    /// File › Export deck: the file dialog, then exportDeck.
    void chooseAndExportDeck();
    /// The lesson's slides as a PDF (format "pdf") or a folder of "png" or "svg" files, at 1920×1080; failures
    /// reported as the dialog's are.
    bool exportDeck(const QString &path, const QString &format);

Q_SIGNALS:
    /// For the status bar, for a few seconds.
    void message(const QString &text);

private:
    /// The scenario's title (else its file's name), to make the files' names from.
    QString scenarioName() const;
    QString proposedFigurePath(const FigureSpec &spec) const;
    QString proposedDeckPath() const;
    bool askToOverwrite(const QString &question) const;

    ScenarioDocument *m_document;
    AttentionFocus *m_focus;
    SpecOf m_specOf;
    const std::unique_ptr<LessonWindowDialogs> &m_dialogs;
    QWidget *m_window;
    FigureSize m_exportSize;
};

} // namespace attn
