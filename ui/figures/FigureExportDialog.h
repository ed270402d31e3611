#pragma once

#include "FigureRenderer.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace attn {

/// Asks which figure to export and at what size: logical width and height (the layout) and a scale for
/// the PNG's pixels. Save… chooses the file (the format follows its extension); Copy puts it on the
/// clipboard.
class FigureExportDialog : public QDialog
{
    Q_OBJECT
public:
    FigureExportDialog(FigureKind initial, const FigureSize &size, QWidget *parent = nullptr);

    FigureKind figureKind() const;
    FigureSize figureSize() const;

    enum Choice { SaveChosen = 2, CopyChosen = 3 };

private:
    void updatePixels();

    QComboBox *m_figure;
    QSpinBox *m_width;
    QSpinBox *m_height;
    QDoubleSpinBox *m_scale;
    QLabel *m_pixels;
};

} // namespace attn
