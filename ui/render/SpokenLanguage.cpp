#include "SpokenLanguage.h"

#include <QLocale>

namespace attn {

QString currentLanguage()
{
    return QLocale().name().section(u'_', 0, 0);
}

} // namespace attn
