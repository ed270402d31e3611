#pragma once

#include <QString>

namespace attn {

/// The language the program speaks now ("it", "de", "en"): that of the default locale, which installing
/// a translation sets. Figures name their tokens in it where a scenario translates them.
QString currentLanguage();

} // namespace attn
