#include "lessonwindow/LessonExports.h"

#include "common/AppSettings.h"
#include "common/SavePath.h"
#include "common/Translations.h"
#include "document/ScenarioDocument.h"
#include "figures/FigureExportDialog.h"
#include "lessonwindow/LessonSlides.h"
#include "lessonwindow/LessonWindowDialogs.h"
#include "lessonwindow/LessonWindowStrings.h"
#include "render/FigureRegistry.h"

#include <QDir>
#include <QFileInfo>

namespace attn {

LessonExports::LessonExports(ScenarioDocument *document, AttentionFocus *focus, SpecOf specOf,
                             const std::unique_ptr<LessonWindowDialogs> &dialogs, QWidget *window)
    : QObject(window), m_document(document), m_focus(focus), m_specOf(std::move(specOf)), m_dialogs(dialogs), m_window(window)
{
}

bool LessonExports::askToOverwrite(const QString &question) const
{
    return m_dialogs->askToOverwrite(question);
}

bool LessonExports::exportFigure(FigureKind kind, const QString &path, const FigureSize &size)
{
    const QString error = attn::exportFigure(m_specOf(kind), m_document, path, size, m_focus);
    if (!error.isEmpty()) {
        m_dialogs->reportError(LessonWindowStrings::tr("The figure was not saved:\n%1").arg(error));
        return false;
    }
    AppSettings().rememberFolderOf(path);
    Q_EMIT message(LessonWindowStrings::tr("Saved %1").arg(path));
    return true;
}

void LessonExports::copyToClipboard(const FigureSpec &spec)
{
    copyFigure(spec, m_document, m_exportSize, m_focus);
    Q_EMIT message(LessonWindowStrings::tr("Figure copied to the clipboard"));
}

void LessonExports::showExportDialog(FigureKind initial)
{
    FigureExportDialog dialog(initial, m_exportSize, m_window);
    const int choice = dialog.exec();
    if (choice != FigureExportDialog::SaveChosen && choice != FigureExportDialog::CopyChosen)
        return;
    m_exportSize = dialog.figureSize();
    const FigureSpec spec = m_specOf(dialog.figureKind());
    if (choice == FigureExportDialog::CopyChosen) {
        copyToClipboard(spec);
        return;
    }
    const QString path = completedSavePath(m_dialogs->chooseFigureFile(proposedFigurePath(spec)), QStringLiteral("png"), QString(),
                                           [this](const QString &question) { return askToOverwrite(question); });
    if (!path.isEmpty())
        exportFigure(dialog.figureKind(), path, m_exportSize);
}

void LessonExports::chooseAndExportDeck()
{
    const LessonWindowDialogs::DeckChoice chosen = m_dialogs->chooseDeckFile(proposedDeckPath());
    if (chosen.path.isEmpty())
        return;
    if (chosen.format == QLatin1String("pdf")) {
        const QString path = completedSavePath(chosen.path, QStringLiteral("pdf"), QString(),
                                               [this](const QString &question) { return askToOverwrite(question); });
        if (!path.isEmpty())
            exportDeck(path, chosen.format);
        return;
    }
    // Images go into a folder of the name chosen, less its suffix: slides/slide-001.png, ...
    const QFileInfo named(chosen.path);
    const QString folder = named.suffix().isEmpty() ? chosen.path : named.dir().filePath(named.completeBaseName());
    const QDir existing(folder);
    if (existing.exists() && !existing.isEmpty() &&
        !askToOverwrite(LessonWindowStrings::tr("The folder %1 is not empty. Replace the slides in it?").arg(QDir::toNativeSeparators(folder))))
        return;
    exportDeck(folder, chosen.format);
}

bool LessonExports::exportDeck(const QString &path, const QString &format)
{
    const QString error = exportLessonDeck(*m_document, path, format);
    if (!error.isEmpty()) {
        m_dialogs->reportError(LessonWindowStrings::tr("The deck was not saved:\n%1").arg(error));
        return false;
    }
    AppSettings().rememberFolderOf(path);
    Q_EMIT message(LessonWindowStrings::tr("Saved the deck to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

QString LessonExports::scenarioName() const
{
    QString name = m_document->scenario().localizedTitle(currentLanguage()).simplified();
    if (name.isEmpty() && !m_document->filePath().isEmpty())
        name = QFileInfo(m_document->filePath()).completeBaseName();
    return name;
}

QString LessonExports::proposedFigurePath(const FigureSpec &spec) const
{
    // The scenario's title and the figure, and the stage for the stepper's figure: a lecturer exporting one
    // lesson's figures for slides gets names that tell them apart.
    QString name = scenarioName() + QStringLiteral(" - ") + figureKindKey(spec.kind);
    if (spec.kind == FigureKind::Stage)
        name += u' ' + stageKey(spec.stage);
    return AppSettings().proposedSavePath(name, QStringLiteral("png"));
}

QString LessonExports::proposedDeckPath() const
{
    return AppSettings().proposedSavePath(scenarioName() + QStringLiteral(" - slides"), QStringLiteral("pdf"));
}

} // namespace attn
