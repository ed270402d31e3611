#pragma once

#include <QCoreApplication>

namespace attn {

/// The lesson window's texts, wherever its parts are written (its files, menus and dialogs), keep the window's
/// translation context, where translators already find them.
struct LessonWindowStrings
{
    Q_DECLARE_TR_FUNCTIONS(attn::MainWindow)
};

} // namespace attn
