#pragma once

#include <QString>

namespace attn {

/// A file name made from a title, for a save dialog to propose: "Causal self-attention" stays itself, and
/// only what a file name cannot hold on Windows, macOS or Linux (/ \ * ? " < > | and control characters)
/// becomes a space, and a colon a dash ("Lesson: subject" is "Lesson - subject"), so that the name the
/// user sees is the title they know, and a USB stick's FAT takes it. Runs of spaces become one; a
/// leading or trailing dot or space goes (hidden files, Windows). Long titles are cut at a word, within
/// 80 characters. An empty result is fallback.
QString fileNameFromTitle(const QString &title, const QString &fallback);

/// folder/base.suffix, or folder/base 2.suffix, base 3… where that exists: a proposed name never points at
/// a file the user has, so the dialog's "replace it?" is never the first thing they see.
QString unusedFilePath(const QString &folder, const QString &base, const QString &suffix);

} // namespace attn
