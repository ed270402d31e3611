#include "lessonwindow/LessonWindowDialogs.h"

#include "common/SavePath.h"
#include "lessonwindow/LessonWindowStrings.h"

#include <QFileDialog>
#include <QPushButton>

namespace attn {

void LessonWindowQtDialogs::reportError(const QString &message)
{
    QMessageBox::warning(m_window, LessonWindowStrings::tr("AttentionLab"), message);
}

QMessageBox::StandardButton LessonWindowQtDialogs::askToSave(const QString &question)
{
    return QMessageBox::question(m_window, LessonWindowStrings::tr("Unsaved changes"), question,
                                 QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
}

QMessageBox::StandardButton LessonWindowQtDialogs::askAboutReplacedChanges(const QString &question)
{
    QMessageBox box(QMessageBox::Warning, LessonWindowStrings::tr("Changes only in Undo"), question, QMessageBox::Discard | QMessageBox::Cancel,
                    m_window);
    QPushButton *back = box.addButton(LessonWindowStrings::tr("Bring them back"), QMessageBox::AcceptRole);
    box.setDefaultButton(back);
    box.exec();
    return box.clickedButton() == back ? QMessageBox::Yes : box.standardButton(box.clickedButton());
}

bool LessonWindowQtDialogs::askToReload(const QString &question)
{
    // Asked after another program's change and for File › Reload alike: a title true of both.
    QMessageBox box(QMessageBox::Question, LessonWindowStrings::tr("Reload from disk?"), question, QMessageBox::NoButton, m_window);
    QPushButton *reloadButton = box.addButton(LessonWindowStrings::tr("Reload"), QMessageBox::AcceptRole);
    // Keeping is the default: a question that can come while one types, which Enter must not answer by putting
    // this window's changes into Undo alone.
    box.setDefaultButton(box.addButton(LessonWindowStrings::tr("Keep this version"), QMessageBox::RejectRole));
    box.exec();
    return box.clickedButton() == reloadButton;
}

bool LessonWindowQtDialogs::askToOverwrite(const QString &question)
{
    // Asked for a file another program changed, and for a name that already exists: a title and a button that
    // say what happens in both, Cancel the default.
    QMessageBox box(QMessageBox::Warning, LessonWindowStrings::tr("Replace the file?"), question, QMessageBox::Cancel, m_window);
    QPushButton *replace = box.addButton(LessonWindowStrings::tr("Replace"), QMessageBox::DestructiveRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == replace;
}

bool LessonWindowQtDialogs::askLongWork(const QString &question)
{
    return QMessageBox::question(m_window, LessonWindowStrings::tr("Large scenario"), question, QMessageBox::Open | QMessageBox::Cancel,
                                 QMessageBox::Cancel) == QMessageBox::Open;
}

LessonWindowDialogs::RecoveryAnswer LessonWindowQtDialogs::askToRecover(const RecoveryOffer &offer)
{
    QMessageBox box(offer.fileSavedLater.isValid() ? QMessageBox::Warning : QMessageBox::Question,
                    LessonWindowStrings::tr("Recover unsaved changes"), offer.text, QMessageBox::NoButton, m_window);
    box.setInformativeText(LessonWindowStrings::tr("“Not now” keeps them for the next start; “Discard” deletes them."));
    QPushButton *recover = box.addButton(LessonWindowStrings::tr("Recover"), QMessageBox::AcceptRole);
    QPushButton *later = box.addButton(LessonWindowStrings::tr("Not now"), QMessageBox::RejectRole);
    QPushButton *discard = box.addButton(LessonWindowStrings::tr("Discard"), QMessageBox::DestructiveRole);
    // Enter takes the changes back, unless that would put an older version over the file saved since.
    box.setDefaultButton(offer.fileSavedLater.isValid() ? later : recover);
    box.setEscapeButton(later); // Esc and the window's close button lose nothing
    box.exec();
    return box.clickedButton() == recover   ? RecoveryAnswer::Recover
           : box.clickedButton() == discard ? RecoveryAnswer::Discard
                                            : RecoveryAnswer::Later;
}

QString LessonWindowQtDialogs::chooseScenarioToOpen(const QString &folder)
{
    return QFileDialog::getOpenFileName(m_window, LessonWindowStrings::tr("Open scenario"), folder, LessonWindowStrings::tr("Scenarios (*.json);;All files (*)"));
}

QString LessonWindowQtDialogs::chooseScenarioFile(const QString &proposedPath)
{
    return QFileDialog::getSaveFileName(m_window, LessonWindowStrings::tr("Save scenario"), proposedPath, LessonWindowStrings::tr("Scenarios (*.json)"));
}

QString LessonWindowQtDialogs::chooseFigureFile(const QString &proposedPath)
{
    QString format;
    const QString path = QFileDialog::getSaveFileName(m_window, LessonWindowStrings::tr("Export figure"), proposedPath,
                                                      LessonWindowStrings::tr("PNG image (*.png);;SVG vector graphics (*.svg);;PDF (*.pdf)"),
                                                      &format);
    // A name typed without an extension takes the format chosen in the dialog's list (asking, as for any name
    // completed, before replacing a file of the name it becomes).
    const QString suffix = format.contains(QStringLiteral("*.svg"))   ? QStringLiteral("svg")
                           : format.contains(QStringLiteral("*.pdf")) ? QStringLiteral("pdf")
                                                                      : QStringLiteral("png");
    return completedSavePath(path, suffix, QString(), [this](const QString &question) { return askToOverwrite(question); });
}

LessonWindowDialogs::DeckChoice LessonWindowQtDialogs::chooseDeckFile(const QString &proposedPath)
{
    QString filter;
    const QString chosen = QFileDialog::getSaveFileName(
        m_window, LessonWindowStrings::tr("Export deck"), proposedPath,
        LessonWindowStrings::tr("PDF deck, a page per slide (*.pdf);;PNG slides in a folder (*.png);;SVG slides in a folder (*.svg)"), &filter);
    const QString format = filter.contains(QStringLiteral("*.svg"))   ? QStringLiteral("svg")
                           : filter.contains(QStringLiteral("*.png")) ? QStringLiteral("png")
                                                                      : QStringLiteral("pdf");
    return {chosen, format};
}

} // namespace attn
