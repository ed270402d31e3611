#pragma once

#include <QString>

#include <functional>

class QWidget;

namespace attn {

/// What a side window's Save or Export asks for.
struct SaveRequest
{
    /// The dialog's title, and the title of the question or warning it may bring.
    QString caption;
    /// Named after what is saved ("language model - heads"), in the folder used last (AppSettings::proposedSavePath).
    QString proposedName;
    /// The kind proposed ("png").
    QString suffix;
    /// "Figures (*.png *.svg *.pdf)", or several kinds split by ";;".
    QString filter;
};

/// Asks where to save, writes there with `write` (which answers the problem, empty when written) and says
/// any problem in a warning. A name typed without an extension gets that of the kind chosen in the dialog,
/// asking before it replaces a file (completedSavePath); the folder is remembered once written, so the next
/// dialog opens there. Returns the file written, empty when cancelled or not written.
QString saveThroughDialog(QWidget *parent, const SaveRequest &request, const std::function<QString(const QString &path)> &write);

} // namespace attn
