#include "FiguresPanel.h"

#include "document/ViewState.h"

#include "views/LiveTranslation.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace attn {

FiguresPanel::FiguresPanel(ScenarioDocument *document, ViewState *viewState, QWidget *parent) : QWidget(parent)
{
    AttentionFocus *focus = viewState->focus();
    m_liveTexts = new LiveTranslation(this);
    m_matrixBox = new QComboBox(this);
    for (HeatmapMatrix matrix : {HeatmapMatrix::Weights, HeatmapMatrix::Scores, HeatmapMatrix::Scaled, HeatmapMatrix::Masked})
        m_matrixBox->addItem(QString(), heatmapMatrixKey(matrix));
    // What the colours span (weights only: scores are always symmetric about 0).
    m_rangeBox = new QComboBox(this);
    m_rangeBox->setObjectName(QStringLiteral("colourRange"));
    for (ColourRange range : {ColourRange::Unit, ColourRange::Row, ColourRange::Data})
        m_rangeBox->addItem(QString(), colourRangeKey(range));
    m_vectorSetBox = new QComboBox(this);
    for (VectorSet set : {VectorSet::Embeddings, VectorSet::QueriesKeys, VectorSet::Values})
        m_vectorSetBox->addItem(QString(), vectorSetKey(set));
    m_liveTexts->add([this] {
        m_matrixBox->setItemText(0, tr("Weights"));
        m_matrixBox->setItemText(1, tr("Scores QKᵀ"));
        m_matrixBox->setItemText(2, tr("Scaled scores"));
        m_matrixBox->setItemText(3, tr("Masked scores"));
        m_rangeBox->setItemText(0, tr("Colours 0 to 1"));
        m_rangeBox->setItemText(1, tr("Colours per row"));
        m_rangeBox->setItemText(2, tr("Colours: data range"));
        m_rangeBox->setToolTip(tr("0 to 1 compares weights across rows and figures; per row shows the ranking within each "
                                  "row, however flat; the data range makes small differences visible"));
        m_vectorSetBox->setItemText(0, tr("Token vectors x (drag to edit)"));
        m_vectorSetBox->setItemText(1, tr("Queries and keys of the head"));
        m_vectorSetBox->setItemText(2, tr("Values of the head"));
    });

    m_heatmap = new HeatmapPlot(document, focus, this);
    m_allHeads = new HeatmapPlot(document, focus, this);
    m_allHeads->setArrangement(HeatmapArrangement::AllHeads);
    m_comparison = new HeatmapPlot(document, focus, this);
    m_comparison->setArrangement(HeatmapArrangement::CompareMasks);
    m_vectors = new VectorView(document, focus, this);

    m_tabs = new QTabWidget(this);
    // The tabs, in order: the figure each exports (the heatmap's tab exports the scores too, as its matrix),
    // its title, its host and the control beside its export buttons. A new figure is one more row.
    struct Tab
    {
        FigureKind kind;
        const char *title;
        QWidget *figure;
        QWidget *control;
    };
    const Tab tabs[] = {
        {FigureKind::Weights, QT_TR_NOOP("Heatmap"), m_heatmap, m_matrixBox},
        {FigureKind::Heads, QT_TR_NOOP("All heads"), m_allHeads, nullptr},
        {FigureKind::Compare, QT_TR_NOOP("Masks compared"), m_comparison, nullptr},
        {FigureKind::Vectors, QT_TR_NOOP("Vectors 3-D"), m_vectors, m_vectorSetBox},
    };
    std::vector<const char *> titles;
    for (const Tab &tab : tabs) {
        m_tabs->addTab(page(tab.figure, tab.control), QString());
        m_tabKinds.push_back(tab.kind);
        titles.push_back(tab.title);
    }
    // One matrix choice and one colour range serve the three heatmap tabs; they move to whichever is shown.
    m_tabs->widget(0)->findChild<QHBoxLayout *>(QStringLiteral("figureControls"))->insertWidget(1, m_rangeBox);
    m_liveTexts->add([this, titles] {
        for (int index = 0; index < int(titles.size()); ++index)
            m_tabs->setTabText(index, tr(titles[size_t(index)]));
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (index < 0 || m_tabKinds[size_t(index)] == FigureKind::Vectors)
            return;
        auto *row = m_tabs->widget(index)->findChild<QHBoxLayout *>(QStringLiteral("figureControls"));
        row->insertWidget(0, m_matrixBox);
        row->insertWidget(1, m_rangeBox);
        m_matrixBox->show();
        m_rangeBox->show();
    });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);

    connect(m_matrixBox, &QComboBox::currentIndexChanged, this, [this] {
        const HeatmapMatrix matrix = *heatmapMatrixFromKey(m_matrixBox->currentData().toString());
        for (HeatmapPlot *plot : {m_heatmap, m_allHeads, m_comparison})
            plot->setMatrix(matrix);
        m_rangeBox->setEnabled(matrix == HeatmapMatrix::Weights);
    });
    connect(m_rangeBox, &QComboBox::currentIndexChanged, this, [this] {
        const ColourRange range = *colourRangeFromKey(m_rangeBox->currentData().toString());
        for (HeatmapPlot *plot : {m_heatmap, m_allHeads, m_comparison})
            plot->setColourRange(range);
    });
    connect(m_vectorSetBox, &QComboBox::currentIndexChanged, this, [this] {
        m_vectors->setVectorSet(*vectorSetFromKey(m_vectorSetBox->currentData().toString()));
    });
    setHead(viewState->head());
    setColourPalette(viewState->palette());
    setPrecision(viewState->precision());
    setFontScale(viewState->textScale());
    connect(viewState, &ViewState::headChanged, this, &FiguresPanel::setHead);
    connect(viewState, &ViewState::paletteChanged, this, &FiguresPanel::setColourPalette);
    connect(viewState, &ViewState::precisionChanged, this, &FiguresPanel::setPrecision);
    connect(viewState, &ViewState::textScaleChanged, this, &FiguresPanel::setFontScale);
}

QWidget *FiguresPanel::page(QWidget *figure, QWidget *choice)
{
    auto *page = new QWidget(m_tabs);
    auto *controls = new QHBoxLayout;
    controls->setObjectName(QStringLiteral("figureControls"));
    if (choice)
        controls->addWidget(choice);
    controls->addStretch(1);
    auto *exportButton = new QPushButton(page);
    auto *copyButton = new QPushButton(page);
    m_liveTexts->add([exportButton, copyButton] {
        exportButton->setText(tr("Export…"));
        exportButton->setToolTip(tr("Save this figure as PNG, SVG or PDF"));
        copyButton->setText(tr("Copy"));
        copyButton->setToolTip(tr("Copy this figure to the clipboard, as an image and as SVG"));
    });
    controls->addWidget(exportButton);
    controls->addWidget(copyButton);
    connect(exportButton, &QPushButton::clicked, this, &FiguresPanel::exportRequested);
    connect(copyButton, &QPushButton::clicked, this, &FiguresPanel::copyRequested);
    auto *layout = new QVBoxLayout(page);
    layout->addLayout(controls);
    layout->addWidget(figure, 1);
    return page;
}

void FiguresPanel::showFigure(FigureKind kind)
{
    // The scores are the heatmap's tab with its matrix chosen; the stage page is not a tab.
    const bool heatmap = kind == FigureKind::Weights || kind == FigureKind::Scores;
    const auto tab = std::find(m_tabKinds.begin(), m_tabKinds.end(), heatmap ? FigureKind::Weights : kind);
    if (tab == m_tabKinds.end())
        return;
    m_tabs->setCurrentIndex(int(tab - m_tabKinds.begin()));
    if (heatmap)
        m_matrixBox->setCurrentIndex(m_matrixBox->findData(heatmapMatrixKey(
            kind == FigureKind::Scores ? HeatmapMatrix::Scores : HeatmapMatrix::Weights)));
}

void FiguresPanel::setHead(int head)
{
    m_head = head;
    m_heatmap->setHead(head);
    m_comparison->setHead(head);
    m_vectors->setHead(head);
}

void FiguresPanel::setColourPalette(PaletteKind palette)
{
    m_palette = palette;
    for (HeatmapPlot *plot : {m_heatmap, m_allHeads, m_comparison})
        plot->setColourPalette(palette);
}

void FiguresPanel::setPrecision(int decimals)
{
    m_precision = decimals;
    for (HeatmapPlot *plot : {m_heatmap, m_allHeads, m_comparison})
        plot->setPrecision(decimals);
}

void FiguresPanel::setFontScale(double scale)
{
    m_fontScale = scale;
    for (HeatmapPlot *plot : {m_heatmap, m_allHeads, m_comparison})
        plot->setFontScale(scale);
    m_vectors->setFontScale(scale);
}

FigureSpec FiguresPanel::specFor(FigureKind kind) const
{
    FigureSpec spec;
    spec.kind = kind;
    spec.head = m_head;
    spec.palette = m_palette;
    spec.precision = m_precision;
    spec.fontScale = m_fontScale;
    if (kind != FigureKind::Scores)
        spec.matrix = m_heatmap->matrix();
    spec.colourRange = m_heatmap->colourRangeChoice();
    spec.vectors = m_vectors->vectorSet();
    spec.yaw = m_vectors->yaw();
    spec.pitch = m_vectors->pitch();
    spec.zoom = m_vectors->zoom();
    spec.pan = m_vectors->camera().pan;
    spec.selectedVectors = m_vectors->selectionNames();
    return spec;
}

FigureSpec FiguresPanel::currentSpec() const
{
    return specFor(m_tabKinds[size_t(std::max(0, m_tabs->currentIndex()))]);
}

} // namespace attn
