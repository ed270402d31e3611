#pragma once

#include <QByteArray>
#include <QSettings>
#include <QStringList>

namespace attn {

/// The settings AttentionLab remembers, with their types and defaults in one place.
class AppSettings
{
public:
    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);
    int precision() const;
    void setPrecision(int decimals);
    /// Decimals in lecture mode: two by default, so that the numbers grow larger on the projector.
    int lecturePrecision() const;
    void setLecturePrecision(int decimals);
    double fontScale() const;
    void setFontScale(double scale);
    /// The text size in lecture mode, kept apart from the desk's.
    double lectureFontScale() const;
    void setLectureFontScale(double scale);
    QStringList recentFiles() const;
    /// Puts a file first in the recent list, keeping at most eight.
    void addRecentFile(const QString &path);
    QString lastFolder() const;
    void setLastFolder(const QString &folder);
    /// After a file is opened or saved: its folder is where the next dialog starts.
    void rememberFolderOf(const QString &filePath);
    /// What a save dialog proposes: a free file in the last folder, named after what is saved ("Causal
    /// self-attention - weights.png"; fileNameFromTitle, unusedFilePath), rather than an empty start, which
    /// would put the file in whatever folder the program was started from.
    QString proposedSavePath(const QString &name, const QString &suffix) const;
    /// The heatmaps' palette (its key, e.g. "viridis").
    QString palette() const;
    void setPalette(const QString &key);
    /// The interface language ("it", "de", "en"), or empty for the system's.
    QString language() const;
    void setLanguage(const QString &code);
    /// The real-model window's view of the chosen head: 0 heatmap, 1 lines, 2 the layer's lines.
    int modelHeadView() const;
    void setModelHeadView(int view);
    /// The real-model window's text size (Ctrl+ and Ctrl−), apart from the stepper's.
    double modelTextScale() const;
    void setModelTextScale(double scale);
    /// The language-model window's text size, apart from the others.
    double languageModelTextScale() const;
    void setLanguageModelTextScale(double scale);
    double trainingTextScale() const;
    void setTrainingTextScale(double scale);
    double costTextScale() const;
    void setCostTextScale(double scale);
    /// The checkpoint folder last opened in the real-model window (empty: none yet).
    QString modelFolder() const;
    void setModelFolder(const QString &folder);
    QString engine() const;
    void setEngine(const QString &name);

private:
    QSettings m_settings;
};

} // namespace attn
