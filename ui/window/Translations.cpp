#include "Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace attn {

QStringList availableLanguages()
{
    return {QStringLiteral("it"), QStringLiteral("de")};
}

QString languageName(const QString &code)
{
    if (code == QLatin1String("en"))
        return QStringLiteral("English");
    const QLocale locale(code);
    QString name = locale.nativeLanguageName();
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    return name;
}

QString currentLanguage()
{
    return QLocale().name().section(u'_', 0, 0);
}

QString installTranslations(const QString &code)
{
    const QLocale locale = code.isEmpty() ? QLocale() : QLocale(code);
    if (locale.language() == QLocale::English)
        return QStringLiteral("en");
    // Owned by the application, which keeps them for its lifetime.
    auto *ours = new QTranslator(QCoreApplication::instance());
    if (!ours->load(locale, QStringLiteral("attentionlab"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        delete ours;
        return QStringLiteral("en");
    }
    QCoreApplication::installTranslator(ours);
    auto *qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    QLocale::setDefault(locale);
    return currentLanguage();
}

} // namespace attn
