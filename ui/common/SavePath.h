#pragma once

#include <QCoreApplication>
#include <QFileInfo>
#include <QString>
#include <functional>

namespace attn {

/// The file a save dialog's answer names: ".suffix" added where no extension was typed, so that Open,
/// which lists *.suffix, finds it again. The dialog asked about replacing the name typed ("slide"), not the
/// file it becomes (slide.png): where that exists, and is not the file being saved anyway (ownFile), it is
/// replaced only if askToReplace says so; else the answer is empty, as if the dialog had been cancelled.
inline QString completedSavePath(QString chosen, const QString &suffix, const QString &ownFile,
                                 const std::function<bool(const QString &question)> &askToReplace)
{
    if (chosen.isEmpty() || !QFileInfo(chosen).suffix().isEmpty())
        return chosen;
    chosen += u'.' + suffix;
    const QFileInfo file(chosen);
    if (file.exists() && file.absoluteFilePath() != ownFile &&
        !askToReplace(QCoreApplication::translate("attn::MainWindow", "“%1” already exists. Replace it?").arg(file.fileName())))
        return QString();
    return chosen;
}

} // namespace attn
