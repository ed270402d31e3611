#include "lessonwindow/LessonGallery.h"

#include "scenario/ScenarioFile.h"

#include <QDir>

namespace attn {

const LessonGallery &LessonGallery::instance()
{
    static const LessonGallery gallery;
    return gallery;
}

LessonGallery::LessonGallery()
{
    const QDir folder(QStringLiteral(":/lessons"));
    for (const QString &name : folder.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const QString path = QStringLiteral(":/lessons/") + name;
        ScenarioReadResult read = readScenarioFile(path);
        if (!read.ok())
            continue; // a broken lesson is left out of the gallery; tst_translations reads every one
        m_paths << path;
        m_lessons.push_back(std::move(*read.scenario));
    }
}

QString LessonGallery::title(int index, const QString &language) const
{
    if (index < 0 || index >= size())
        return {};
    return m_lessons[size_t(index)].localizedTitle(language);
}

int LessonGallery::indexOf(const Scenario &scenario) const
{
    if (scenario.title.isEmpty())
        return -1;
    for (int i = 0; i < size(); ++i) {
        if (m_lessons[size_t(i)].title == scenario.title)
            return i;
    }
    return -1;
}

} // namespace attn
