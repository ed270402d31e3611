#include "common/Translations.h"

#include <QApplication>
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>
#include <QWidget>

#include <memory>

namespace attn {
namespace {

// The translations installed now, replaced when the language changes.
QTranslator *installedOwnTranslator = nullptr;
QTranslator *installedQtTranslator = nullptr;

} // namespace

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

QString installTranslations(const QString &code)
{
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    QString inUse = QStringLiteral("en");
    std::unique_ptr<QTranslator> ownTranslation, qtTranslation;
    if (locale.language() != QLocale::English) {
        ownTranslation = std::make_unique<QTranslator>(QCoreApplication::instance());
        if (ownTranslation->load(locale, QStringLiteral("attentionlab"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
            inUse = locale.name().section(u'_', 0, 0);
            // Qt's own words (Save, Discard, Cancel…): Debian's qt6-translations-l10n.
            qtTranslation = std::make_unique<QTranslator>(QCoreApplication::instance());
            if (!qtTranslation->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                                     QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
                qtTranslation.reset();
        } else {
            ownTranslation.reset();
        }
    }
    // The numbers' language before the words': each window, told of the new language as the translators
    // change, writes its numbers in it (else the training window's chart would keep German decimal commas
    // after a switch to English). Windows already open write and read their numbers in it too (a box keeps
    // the locale it was made with otherwise: a temperature box made in English would go on writing 1.00 after
    // a switch to German).
    QLocale::setDefault(inUse == QLatin1String("en") ? QLocale(QLocale::English, QLocale::UnitedKingdom) : locale);
    for (QWidget *window : QApplication::topLevelWidgets())
        window->setLocale(QLocale());
    // Owned by the application, which keeps them for its lifetime; replaced when the language changes,
    // which sends LanguageChange to every window.
    for (QTranslator **installed : {&installedOwnTranslator, &installedQtTranslator}) {
        if (*installed) {
            QCoreApplication::removeTranslator(*installed);
            delete *installed;
            *installed = nullptr;
        }
    }
    if (ownTranslation) {
        installedOwnTranslator = ownTranslation.release();
        QCoreApplication::installTranslator(installedOwnTranslator);
    }
    if (qtTranslation) {
        installedQtTranslator = qtTranslation.release();
        QCoreApplication::installTranslator(installedQtTranslator);
    }
    return inUse;
}

bool qtTranslationInstalled()
{
    return installedQtTranslator != nullptr;
}

} // namespace attn
