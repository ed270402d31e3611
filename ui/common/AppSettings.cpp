#include "common/AppSettings.h"

#include "engine/Engine.h"
#include "io/FileNames.h"
#include "render/FigureText.h"

#include <algorithm>

#include <QDir>
#include <QFileInfo>

namespace attn {
namespace {
constexpr int kRecentFiles = 8;
}

QByteArray AppSettings::windowGeometry() const { return m_settings.value("window/geometry").toByteArray(); }
void AppSettings::setWindowGeometry(const QByteArray &geometry) { m_settings.setValue("window/geometry", geometry); }
QByteArray AppSettings::windowState() const { return m_settings.value("window/state").toByteArray(); }
void AppSettings::setWindowState(const QByteArray &state) { m_settings.setValue("window/state", state); }
// Clamped as the window's controls are, so that a settings file edited by hand (precision=-99999) cannot show
// "Decimals 0" while the pages draw three.
int AppSettings::precision() const { return std::clamp(m_settings.value("stepper/precision", 3).toInt(), 0, 6); }
void AppSettings::setPrecision(int decimals) { m_settings.setValue("stepper/precision", decimals); }
int AppSettings::lecturePrecision() const { return std::clamp(m_settings.value("lecture/precision", 2).toInt(), 0, 6); }
void AppSettings::setLecturePrecision(int decimals) { m_settings.setValue("lecture/precision", decimals); }
double AppSettings::fontScale() const { return boundedTextScale(m_settings.value("view/fontScale", 1.0).toDouble()); }
void AppSettings::setFontScale(double scale) { m_settings.setValue("view/fontScale", scale); }
double AppSettings::lectureFontScale() const { return boundedTextScale(m_settings.value("lecture/fontScale", 1.5).toDouble()); }
void AppSettings::setLectureFontScale(double scale) { m_settings.setValue("lecture/fontScale", scale); }
QStringList AppSettings::recentFiles() const { return m_settings.value("files/recent").toStringList(); }
QString AppSettings::lastFolder() const { return m_settings.value("files/lastFolder", QDir::homePath()).toString(); }
void AppSettings::setLastFolder(const QString &folder) { m_settings.setValue("files/lastFolder", folder); }
void AppSettings::rememberFolderOf(const QString &filePath) { setLastFolder(QFileInfo(filePath).absolutePath()); }
QString AppSettings::proposedSavePath(const QString &name, const QString &suffix) const
{
    return unusedFilePath(lastFolder(), fileNameFromTitle(name, QStringLiteral("untitled")), suffix);
}
QString AppSettings::palette() const { return m_settings.value("view/palette", QStringLiteral("viridis")).toString(); }
void AppSettings::setPalette(const QString &key) { m_settings.setValue("view/palette", key); }
QString AppSettings::language() const { return m_settings.value("view/language").toString(); }
void AppSettings::setLanguage(const QString &code) { m_settings.setValue("view/language", code); }
int AppSettings::modelHeadView() const { return std::clamp(m_settings.value("model/headView", 0).toInt(), 0, 2); }
void AppSettings::setModelHeadView(int view) { m_settings.setValue("model/headView", view); }
double AppSettings::modelTextScale() const { return boundedTextScale(m_settings.value("model/textScale", 1.0).toDouble()); }
void AppSettings::setModelTextScale(double scale) { m_settings.setValue("model/textScale", scale); }
double AppSettings::languageModelTextScale() const { return boundedTextScale(m_settings.value("languageModel/textScale", 1.0).toDouble()); }
void AppSettings::setLanguageModelTextScale(double scale) { m_settings.setValue("languageModel/textScale", scale); }
double AppSettings::trainingTextScale() const { return boundedTextScale(m_settings.value("training/textScale", 1.0).toDouble()); }
void AppSettings::setTrainingTextScale(double scale) { m_settings.setValue("training/textScale", scale); }
double AppSettings::costTextScale() const { return boundedTextScale(m_settings.value("cost/textScale", 1.0).toDouble()); }
void AppSettings::setCostTextScale(double scale) { m_settings.setValue("cost/textScale", scale); }
QString AppSettings::modelFolder() const { return m_settings.value("model/folder").toString(); }
void AppSettings::setModelFolder(const QString &folder) { m_settings.setValue("model/folder", folder); }
QString AppSettings::engine() const { return m_settings.value("engine/name", engineKindKey(EngineKind::Cpu)).toString(); }
void AppSettings::setEngine(const QString &name) { m_settings.setValue("engine/name", name); }

void AppSettings::addRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    m_settings.setValue("files/recent", files.mid(0, kRecentFiles));
}

} // namespace attn
