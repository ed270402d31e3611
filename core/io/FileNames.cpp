#include "io/FileNames.h"

#include <QDir>
#include <QFileInfo>

namespace attn {

QString fileNameFromTitle(const QString &title, const QString &fallback)
{
    static const QString forbidden = QStringLiteral("/\\*?\"<>|");
    QString name;
    name.reserve(title.size());
    for (const QChar c : title) {
        if (c == u':') // a title's "Lesson: subject" reads as "Lesson - subject"
            name += QStringLiteral(" - ");
        else
            name += (forbidden.contains(c) || c.category() == QChar::Other_Control) ? QChar(u' ') : c;
    }
    name = name.simplified();
    constexpr int longest = 80;
    if (name.size() > longest) {
        const int lastSpace = name.lastIndexOf(u' ', longest);
        name.truncate(lastSpace > longest / 2 ? lastSpace : longest);
    }
    while (!name.isEmpty() && (name.front() == u'.' || name.front() == u' '))
        name.remove(0, 1);
    while (!name.isEmpty() && (name.back() == u'.' || name.back() == u' '))
        name.chop(1);
    return name.isEmpty() ? fallback : name;
}

QString unusedFilePath(const QString &folder, const QString &base, const QString &suffix)
{
    const QDir dir(folder);
    QString path = dir.filePath(base + u'.' + suffix);
    for (int number = 2; QFileInfo::exists(path); ++number)
        path = dir.filePath(QStringLiteral("%1 %2.%3").arg(base).arg(number).arg(suffix));
    return path;
}

} // namespace attn
