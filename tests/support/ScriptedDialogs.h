#pragma once

#include "lessonwindow/LessonWindowDialogs.h"
#include "lessonwindow/MainWindow.h"

#include <functional>
#include <memory>

namespace attn {

/// The answers a test gives in advance to the lesson window's questions, one per question; a question left
/// unanswered here is the window's own dialog (which a test may answer with a timer, as a user would).
struct DialogScript
{
    std::function<void(const QString &message)> reportError;
    /// "… has changes that are not saved. Save them first?"
    std::function<QMessageBox::StandardButton()> askToSave;
    std::function<QMessageBox::StandardButton(const QString &question)> askAboutReplacedChanges;
    std::function<bool(const QString &question)> askToReload;
    std::function<bool(const QString &question)> askToOverwrite;
    std::function<bool(const QString &question)> askLongWork;
    std::function<LessonWindowDialogs::RecoveryAnswer(const LessonWindowDialogs::RecoveryOffer &offer)> askToRecover;
    std::function<QString(const QString &proposedPath)> chooseScenarioFile;
    std::function<QString(const QString &proposedPath)> chooseFigureFile;
};

/// The window's dialogs with a script in front of them.
class ScriptedDialogs : public LessonWindowQtDialogs
{
public:
    using LessonWindowQtDialogs::LessonWindowQtDialogs;
    DialogScript script;

    // One line each: the script's answer, or the dialog's.
    // clang-format off
    void reportError(const QString &message) override { script.reportError ? script.reportError(message) : LessonWindowQtDialogs::reportError(message); }
    QMessageBox::StandardButton askToSave(const QString &question) override { return script.askToSave ? script.askToSave() : LessonWindowQtDialogs::askToSave(question); }
    QMessageBox::StandardButton askAboutReplacedChanges(const QString &question) override { return script.askAboutReplacedChanges ? script.askAboutReplacedChanges(question) : LessonWindowQtDialogs::askAboutReplacedChanges(question); }
    bool askToReload(const QString &question) override { return script.askToReload ? script.askToReload(question) : LessonWindowQtDialogs::askToReload(question); }
    bool askToOverwrite(const QString &question) override { return script.askToOverwrite ? script.askToOverwrite(question) : LessonWindowQtDialogs::askToOverwrite(question); }
    bool askLongWork(const QString &question) override { return script.askLongWork ? script.askLongWork(question) : LessonWindowQtDialogs::askLongWork(question); }
    RecoveryAnswer askToRecover(const RecoveryOffer &offer) override { return script.askToRecover ? script.askToRecover(offer) : LessonWindowQtDialogs::askToRecover(offer); }
    QString chooseScenarioFile(const QString &proposedPath) override { return script.chooseScenarioFile ? script.chooseScenarioFile(proposedPath) : LessonWindowQtDialogs::chooseScenarioFile(proposedPath); }
    QString chooseFigureFile(const QString &proposedPath) override { return script.chooseFigureFile ? script.chooseFigureFile(proposedPath) : LessonWindowQtDialogs::chooseFigureFile(proposedPath); }
    // clang-format on
};

/// The window's script of answers, its dialogs made scripted the first time.
inline DialogScript &dialogScript(MainWindow &window)
{
    auto *scripted = dynamic_cast<ScriptedDialogs *>(&window.dialogs());
    if (!scripted) {
        auto dialogs = std::make_unique<ScriptedDialogs>(&window);
        scripted = dialogs.get();
        window.setDialogs(std::move(dialogs));
    }
    return scripted->script;
}

} // namespace attn
