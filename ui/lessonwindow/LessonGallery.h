#pragma once

#include "scenario/Scenario.h"

#include <QString>
#include <QStringList>

namespace attn {

/// The lessons built into the program, in lesson order, read once: where each one lives, and which of
/// them a scenario is, wherever its file was opened from.
class LessonGallery
{
public:
    static const LessonGallery &instance();

    int size() const { return int(m_paths.size()); }
    /// The lesson's resource path (":/lessons/02-translation-cross.json").
    QString path(int index) const { return m_paths.value(index); }
    QStringList paths() const { return m_paths; }
    /// The lesson's title in a language, English where it has no translation.
    QString title(int index, const QString &language) const;
    /// The lesson as its file reads.
    const Scenario &lesson(int index) const { return m_lessons[size_t(index)]; }
    /// The title of the lesson after this one (the clicker's next), empty after the last and for no lesson (-1).
    QString titleAfter(int index, const QString &language) const
    {
        return index >= 0 && index + 1 < size() ? title(index + 1, language) : QString();
    }
    /// Which lesson a scenario is (0-based), or -1. A lesson is known by its English title, so a copy
    /// opened from the examples folder, the installed lessons or a lecturer's own folder is still the
    /// lesson, edited or not.
    int indexOf(const Scenario &scenario) const;

private:
    LessonGallery();
    QStringList m_paths;
    std::vector<Scenario> m_lessons;
};

} // namespace attn
