#include "common/SaveDialog.h"

#include "common/AppSettings.h"
#include "common/SavePath.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QRegularExpression>

namespace attn {

namespace {

/// The first extension a dialog filter names: "csv" from "CSV (*.csv)"; `fallback` where it names none.
QString firstSuffixOf(const QString &filter, const QString &fallback)
{
    static const QRegularExpression pattern(QStringLiteral(R"(\*\.(\w+))"));
    const QRegularExpressionMatch match = pattern.match(filter);
    return match.hasMatch() ? match.captured(1) : fallback;
}

} // namespace

QString saveThroughDialog(QWidget *parent, const SaveRequest &request, const std::function<QString(const QString &path)> &write)
{
    QString chosenFilter;
    QString path = QFileDialog::getSaveFileName(parent, request.caption, AppSettings().proposedSavePath(request.proposedName, request.suffix),
                                                request.filter, &chosenFilter);
    path = completedSavePath(path, firstSuffixOf(chosenFilter, request.suffix), QString(), [&](const QString &question) {
        return QMessageBox::question(parent, request.caption, question) == QMessageBox::Yes;
    });
    if (path.isEmpty())
        return QString();
    if (const QString problem = write(path); !problem.isEmpty()) {
        QMessageBox::warning(parent, request.caption, problem);
        return QString();
    }
    AppSettings().rememberFolderOf(path);
    return path;
}

} // namespace attn
