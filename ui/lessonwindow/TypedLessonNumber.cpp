#include "lessonwindow/TypedLessonNumber.h"

#include "common/Translations.h"
#include "lessonwindow/LessonGallery.h"
#include "lessonwindow/LessonWindowStrings.h"

#include <QTimer>

namespace attn {

TypedLessonNumber::TypedLessonNumber(QObject *parent) : QObject(parent), m_forget(new QTimer(this))
{
    m_forget->setSingleShot(true);
    m_forget->setInterval(3000); // digits typed longer ago than this start a new number
    connect(m_forget, &QTimer::timeout, this, [this] { m_digits.clear(); });
}

QString TypedLessonNumber::type(int digit)
{
    const LessonGallery &gallery = LessonGallery::instance();
    m_digits += QChar(u'0' + digit);
    m_forget->start();
    const int number = m_digits.toInt();
    return number >= 1 && number <= gallery.size()
               ? LessonWindowStrings::tr("Lesson %1, “%2”: Enter opens it").arg(number).arg(gallery.title(number - 1, currentLanguage()))
               : LessonWindowStrings::tr("There is no lesson %1; the gallery has lessons 1 to %2").arg(number).arg(gallery.size());
}

std::optional<int> TypedLessonNumber::enter()
{
    if (m_digits.isEmpty())
        return std::nullopt;
    const int number = m_digits.toInt();
    m_digits.clear();
    m_forget->stop();
    return number >= 1 && number <= LessonGallery::instance().size() ? number - 1 : -1;
}

} // namespace attn
