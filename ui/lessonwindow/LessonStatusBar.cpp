#include "lessonwindow/LessonStatusBar.h"

#include "common/LiveTranslation.h"
#include "cpu/CpuKernels.h"
#include "document/Autosave.h"
#include "document/ScenarioDocument.h"
#include "lessonwindow/LessonWindowStrings.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>

namespace attn {

LessonStatusBar::LessonStatusBar(QStatusBar *bar, ScenarioDocument *document, Autosave *autosave, LiveTranslation &liveTexts)
    : QObject(bar), m_bar(bar), m_document(document), m_autosave(autosave)
{
    addComputingSign(liveTexts);
    addAutosaveSign(liveTexts);
    m_engineLabel = new QLabel(bar);
    m_engineLabel->setObjectName(QStringLiteral("engineStatus"));
    bar->addPermanentWidget(m_engineLabel);
    connect(m_document, &ScenarioDocument::resultChanged, this, &LessonStatusBar::updateEngine);
    connect(m_document, &ScenarioDocument::engineChanged, this, &LessonStatusBar::updateEngine);
    liveTexts.add([this] { updateEngine(); });
}

void LessonStatusBar::addComputingSign(LiveTranslation &liveTexts)
{
    // While a large scenario computes in the background: a busy bar and a way to stop it.
    auto *computing = new QWidget(m_bar);
    auto *computingLayout = new QHBoxLayout(computing);
    computingLayout->setContentsMargins(0, 0, 0, 0);
    auto *busy = new QProgressBar(computing);
    busy->setRange(0, 0);
    busy->setMaximumWidth(160);
    auto *cancel = new QPushButton(computing);
    auto *computingLabel = new QLabel(computing);
    liveTexts.add([cancel, computingLabel] {
        cancel->setText(LessonWindowStrings::tr("Cancel"));
        computingLabel->setText(LessonWindowStrings::tr("Computing…"));
    });
    cancel->setObjectName(QStringLiteral("cancelComputation"));
    computingLayout->addWidget(computingLabel);
    computingLayout->addWidget(busy);
    computingLayout->addWidget(cancel);
    computing->setVisible(m_document->isComputing());
    m_bar->addPermanentWidget(computing);
    connect(cancel, &QPushButton::clicked, m_document, &ScenarioDocument::cancelComputation);
    connect(m_document, &ScenarioDocument::computingChanged, computing, &QWidget::setVisible);
}

void LessonStatusBar::addAutosaveSign(LiveTranslation &liveTexts)
{
    // While the autosave fails (a full disk), a crash would lose the work: said for as long as it lasts, not
    // only in a message gone after 20 seconds; the reason in its tool tip.
    auto *autosaveFailing = new QLabel(m_bar);
    autosaveFailing->setObjectName(QStringLiteral("autosaveFailing"));
    autosaveFailing->setStyleSheet(QStringLiteral("QLabel { color: white; background: #b00020; padding: 1px 6px; }"));
    liveTexts.add([autosaveFailing] { autosaveFailing->setText(LessonWindowStrings::tr("Not autosaved: Save (Ctrl+S) keeps the work")); });
    autosaveFailing->hide();
    m_bar->addPermanentWidget(autosaveFailing);
    connect(m_autosave, &Autosave::failureChanged, autosaveFailing, [this, autosaveFailing](const QString &failure) {
        autosaveFailing->setToolTip(failure);
        autosaveFailing->setVisible(!failure.isEmpty());
        if (!failure.isEmpty()) // said once for a reason; the red sign stays while it lasts
            m_bar->showMessage(LessonWindowStrings::tr("Autosave failed: %1").arg(failure), 20000);
    });
}

QString LessonStatusBar::engineText() const
{
    QString text = LessonWindowStrings::tr("Numbers from the %1 engine").arg(m_document->engine().name());
    if (!m_document->engineNotice().isEmpty())
        text += QStringLiteral(" — ") + m_document->engineNotice();
    if (!CpuKernel::environmentProblem().isEmpty())
        text += QStringLiteral(" — ") + LessonWindowStrings::tr("%1; the best kernel computes instead").arg(CpuKernel::environmentProblem());
    return text;
}

void LessonStatusBar::updateEngine()
{
    m_engineLabel->setText(engineText());
    const bool warning = !m_document->engineNotice().isEmpty() || !CpuKernel::environmentProblem().isEmpty();
    m_engineLabel->setStyleSheet(warning ? QStringLiteral("color: #b00020;") : QString());
}

} // namespace attn
