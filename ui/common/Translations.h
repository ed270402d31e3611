#pragma once

#include "render/SpokenLanguage.h"

#include <QString>
#include <QStringList>

namespace attn {

/// The languages AttentionLab is translated into, besides English: their codes ("it", "de").
QStringList availableLanguages();
/// The language's own name, e.g. "Italiano".
QString languageName(const QString &code);
/// Installs AttentionLab's translation and Qt's own for a language code ("" for the system's language,
/// "en" for English), replacing those of the language before, while the program runs: every window
/// retranslates itself. Returns the code in use, "en" when none was found for the language asked for.
QString installTranslations(const QString &code);
/// Whether Qt's own words (the standard buttons) speak the language installed now, not English.
bool qtTranslationInstalled();

} // namespace attn
