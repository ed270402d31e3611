#include "FigureExportDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

namespace attn {

FigureExportDialog::FigureExportDialog(FigureKind initial, const FigureSize &size, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Export figure"));
    m_figure = new QComboBox(this);
    m_figure->setObjectName(QStringLiteral("figure"));
    // Every figure of the registry in its place, each titled as its entry says (translated in this class's context).
    for (const FigureEntry *entry : figuresInPlace())
        m_figure->addItem(tr(entry->exportTitle), QString::fromLatin1(entry->key));
    m_figure->setCurrentIndex(std::max(0, m_figure->findData(figureKindKey(initial))));
    m_width = new QSpinBox(this);
    m_width->setRange(200, 8000);
    m_width->setSuffix(tr(" px"));
    m_width->setValue(size.logical.width());
    m_height = new QSpinBox(this);
    m_height->setRange(200, 8000);
    m_height->setSuffix(tr(" px"));
    m_height->setValue(size.logical.height());
    m_scale = new QDoubleSpinBox(this);
    m_scale->setRange(0.5, 4);
    m_scale->setSingleStep(0.5);
    m_scale->setValue(size.scale);
    m_scale->setToolTip(tr("PNG pixels per logical pixel: 2 gives a sharp figure on a high-resolution slide"));
    m_pixels = new QLabel(this);

    auto *form = new QFormLayout(this);
    form->addRow(tr("Figure"), m_figure);
    form->addRow(tr("Width"), m_width);
    form->addRow(tr("Height"), m_height);
    form->addRow(tr("Scale (PNG)"), m_scale);
    form->addRow(QString(), m_pixels);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *save = buttons->addButton(tr("Save…"), QDialogButtonBox::AcceptRole);
    QPushButton *copy = buttons->addButton(tr("Copy"), QDialogButtonBox::ActionRole);
    save->setDefault(true);
    form->addRow(buttons);
    connect(save, &QPushButton::clicked, this, [this] { done(SaveChosen); });
    connect(copy, &QPushButton::clicked, this, [this] { done(CopyChosen); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QSpinBox *box : {m_width, m_height})
        connect(box, &QSpinBox::valueChanged, this, &FigureExportDialog::updatePixels);
    connect(m_scale, &QDoubleSpinBox::valueChanged, this, &FigureExportDialog::updatePixels);
    updatePixels();
}

void FigureExportDialog::updatePixels()
{
    const FigureSize size = figureSize();
    m_pixels->setText(tr("A PNG of %1 × %2 pixels; SVG and PDF are vector graphics.")
                          .arg(int(size.logical.width() * size.scale))
                          .arg(int(size.logical.height() * size.scale)));
}

FigureKind FigureExportDialog::figureKind() const
{
    return *figureKindFromKey(m_figure->currentData().toString());
}

FigureSize FigureExportDialog::figureSize() const
{
    return {QSize(m_width->value(), m_height->value()), m_scale->value()};
}

} // namespace attn
