#pragma once

#include <QObject>

class QLabel;
class QStatusBar;

namespace attn {

class Autosave;
class LiveTranslation;
class ScenarioDocument;

/// The lesson window's status bar signs: computing (with Cancel), the autosave failing, and the engine that
/// computes (in red where it is not the one asked for, or the CPU's best kernel cannot run).
class LessonStatusBar : public QObject
{
    Q_OBJECT
public:
    LessonStatusBar(QStatusBar *bar, ScenarioDocument *document, Autosave *autosave, LiveTranslation &liveTexts);

    /// Which engine computes, and why not another.
    QString engineText() const;
    /// The engine's sign again (a new result, engine or language).
    void updateEngine();

private:
    void addComputingSign(LiveTranslation &liveTexts);
    void addAutosaveSign(LiveTranslation &liveTexts);

    QStatusBar *m_bar;
    ScenarioDocument *m_document;
    Autosave *m_autosave;
    QLabel *m_engineLabel = nullptr;
};

} // namespace attn
