#include "FiguresPanel.h"

#include "document/ViewState.h"

#include "common/ElidingComboBox.h"
#include "common/LiveTranslation.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace attn {

namespace {

/// Whether a tab shows a figure: its own, or one without a tab of its own in the same host and heatmap
/// arrangement (the scores in the heatmap's tab). The stage page, in no host, is in no tab.
bool tabShows(const FigureEntry &tab, const FigureEntry &figure)
{
    if (figure.kind == tab.kind)
        return true;
    return !figure.tab.title && figure.tab.host == tab.tab.host && figure.heatmap && tab.heatmap &&
           figure.heatmap->arrangement == tab.heatmap->arrangement;
}

} // namespace

FiguresPanel::FiguresPanel(ScenarioDocument *document, ViewState *viewState, QWidget *parent) : QWidget(parent)
{
    AttentionFocus *focus = viewState->focus();
    m_liveTexts = new LiveTranslation(this);
    // The choices above a figure may narrow to about ten characters in every language, so that the dock's
    // least width, and the stepper's room beside it, do not follow the words: a longer text is elided in its
    // box (the list shows it whole). German's would make the dock 100 px wider than English's.
    constexpr int kChoiceCharacters = 10;
    m_matrixBox = new ElidingComboBox(kChoiceCharacters, this);
    for (HeatmapMatrix matrix : {HeatmapMatrix::Weights, HeatmapMatrix::Scores, HeatmapMatrix::Scaled, HeatmapMatrix::Masked})
        m_matrixBox->addItem(QString(), heatmapMatrixKey(matrix));
    // What the colours span (weights only: scores are always symmetric about 0).
    m_rangeBox = new ElidingComboBox(kChoiceCharacters, this);
    m_rangeBox->setObjectName(QStringLiteral("colourRange"));
    for (ColourRange range : {ColourRange::Unit, ColourRange::Row, ColourRange::Data})
        m_rangeBox->addItem(QString(), colourRangeKey(range));
    m_vectorSetBox = new ElidingComboBox(kChoiceCharacters, this);
    for (VectorSet set : {VectorSet::Embeddings, VectorSet::QueriesKeys, VectorSet::Values})
        m_vectorSetBox->addItem(QString(), vectorSetKey(set));
    m_fitVectorsButton = new QPushButton(this);
    m_fitVectorsButton->setObjectName(QStringLiteral("fitVectorsAgain"));
    m_fitVectorsButton->setEnabled(false);
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
        m_fitVectorsButton->setText(tr("Fit again"));
        m_fitVectorsButton->setToolTip(tr("A drag keeps the picture it began in, so that you see what it moved. Fit the "
                                          "directions and the frame to the vectors as they are now."));
    });

    m_tabs = new QTabWidget(this);
    // Every tab's title whole: the tabs' width is part of the dock's minimum, never behind scroll arrows.
    m_tabs->setUsesScrollButtons(false);
    // A tab for each figure of the registry that has one, in its place, in the host its entry names.
    std::vector<const char *> titles;
    for (const FigureEntry *entry : figuresInPlace()) {
        if (!entry->tab.title)
            continue;
        QWidget *figure = host(*entry, document, focus);
        m_tabs->addTab(page(figure, figure == m_vectors ? std::vector<QWidget *>{m_vectorSetBox, m_fitVectorsButton}
                                                        : std::vector<QWidget *>{}),
                       QString());
        m_tabKinds.push_back(entry->kind);
        m_tabHosts.push_back(figure);
        titles.push_back(entry->tab.title);
    }
    // One matrix choice and one colour range serve every heatmap tab; they move to whichever is shown.
    const auto firstHeatmap = std::find_if(m_tabHosts.begin(), m_tabHosts.end(),
                                           [](QWidget *figure) { return qobject_cast<HeatmapPlot *>(figure); });
    showHeatmapChoicesIn(int(firstHeatmap - m_tabHosts.begin()));
    m_liveTexts->add([this, titles] {
        for (int index = 0; index < int(titles.size()); ++index)
            m_tabs->setTabText(index, tr(titles[size_t(index)]));
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, &FiguresPanel::showHeatmapChoicesIn);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);

    connect(m_matrixBox, &QComboBox::currentIndexChanged, this, [this] {
        const HeatmapMatrix matrix = *heatmapMatrixFromKey(m_matrixBox->currentData().toString());
        for (HeatmapPlot *plot : m_heatmaps)
            plot->setMatrix(matrix);
        m_rangeBox->setEnabled(matrix == HeatmapMatrix::Weights);
    });
    connect(m_rangeBox, &QComboBox::currentIndexChanged, this, [this] {
        const ColourRange range = *colourRangeFromKey(m_rangeBox->currentData().toString());
        for (HeatmapPlot *plot : m_heatmaps)
            plot->setColourRange(range);
    });
    connect(m_vectorSetBox, &QComboBox::currentIndexChanged, this, [this] {
        m_vectors->setVectorSet(*vectorSetFromKey(m_vectorSetBox->currentData().toString()));
    });
    connect(m_fitVectorsButton, &QPushButton::clicked, m_vectors, &VectorView::fitAgain);
    connect(m_vectors, &VectorView::framingKeptChanged, m_fitVectorsButton, &QPushButton::setEnabled);
    setHead(viewState->head());
    setColourPalette(viewState->palette());
    setPrecision(viewState->precision());
    setFontScale(viewState->textScale());
    connect(viewState, &ViewState::headChanged, this, &FiguresPanel::setHead);
    connect(viewState, &ViewState::paletteChanged, this, &FiguresPanel::setColourPalette);
    connect(viewState, &ViewState::precisionChanged, this, &FiguresPanel::setPrecision);
    connect(viewState, &ViewState::textScaleChanged, this, &FiguresPanel::setFontScale);
}

QWidget *FiguresPanel::host(const FigureEntry &entry, ScenarioDocument *document, AttentionFocus *focus)
{
    if (entry.tab.host == FigureHost::Vectors) {
        m_vectors = new VectorView(document, focus, this);
        return m_vectors;
    }
    auto *plot = new HeatmapPlot(document, focus, this);
    plot->setArrangement(entry.heatmap->arrangement);
    m_heatmaps.push_back(plot);
    return plot;
}

HeatmapPlot *FiguresPanel::heatmapOf(FigureKind kind) const
{
    const auto tab = std::find(m_tabKinds.begin(), m_tabKinds.end(), kind);
    return tab == m_tabKinds.end() ? nullptr : qobject_cast<HeatmapPlot *>(m_tabHosts[size_t(tab - m_tabKinds.begin())]);
}

void FiguresPanel::showHeatmapChoicesIn(int tab)
{
    if (tab < 0 || tab >= int(m_tabHosts.size()) || !qobject_cast<HeatmapPlot *>(m_tabHosts[size_t(tab)]))
        return;
    auto *row = m_tabs->widget(tab)->findChild<QHBoxLayout *>(QStringLiteral("figureControls"));
    row->insertWidget(0, m_matrixBox);
    row->insertWidget(1, m_rangeBox);
    m_matrixBox->show();
    m_rangeBox->show();
}

QWidget *FiguresPanel::page(QWidget *figure, const std::vector<QWidget *> &choices)
{
    auto *page = new QWidget(m_tabs);
    auto *controls = new QHBoxLayout;
    controls->setObjectName(QStringLiteral("figureControls"));
    for (QWidget *choice : choices)
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
    const FigureEntry &figure = figureEntry(kind);
    const auto tab = std::find_if(m_tabKinds.begin(), m_tabKinds.end(),
                                  [&figure](FigureKind each) { return tabShows(figureEntry(each), figure); });
    if (tab == m_tabKinds.end())
        return;
    m_tabs->setCurrentIndex(int(tab - m_tabKinds.begin()));
    // A tab that shows several figures (the weights and the scores) shows each with its own matrix.
    const FigureEntry &tabFigure = figureEntry(*tab);
    const std::vector<FigureEntry> &registry = figureRegistry();
    if (std::count_if(registry.begin(), registry.end(), [&tabFigure](const FigureEntry &each) { return tabShows(tabFigure, each); }) > 1)
        m_matrixBox->setCurrentIndex(m_matrixBox->findData(heatmapMatrixKey(figure.heatmap->matrix.value_or(HeatmapMatrix::Weights))));
}

void FiguresPanel::followStage(PipelineStage stage)
{
    const int current = m_tabs->currentIndex();
    if (current < 0 || current >= int(m_tabKinds.size()))
        return;
    const FigureKind shown = m_tabKinds[size_t(current)];
    if (shown != FigureKind::Weights && shown != FigureKind::Vectors)
        return;
    std::optional<HeatmapMatrix> matrix;
    switch (stage) {
    case PipelineStage::Embeddings:
    case PipelineStage::Positions:
    case PipelineStage::LayerNorm:
    case PipelineStage::Projections:
        break;
    case PipelineStage::Scores:
        matrix = HeatmapMatrix::Scores;
        break;
    case PipelineStage::Scaling:
        matrix = HeatmapMatrix::Scaled;
        break;
    case PipelineStage::Mask:
        matrix = HeatmapMatrix::Masked;
        break;
    case PipelineStage::Softmax:
    case PipelineStage::WeightedSum:
    case PipelineStage::Concatenation:
    case PipelineStage::OutputProjection:
        matrix = HeatmapMatrix::Weights;
        break;
    }
    if (!matrix) {
        showFigure(FigureKind::Vectors);
        return;
    }
    showFigure(FigureKind::Weights);
    m_matrixBox->setCurrentIndex(m_matrixBox->findData(heatmapMatrixKey(*matrix)));
}

void FiguresPanel::keepDeskChoice()
{
    m_deskTab = m_tabs->currentIndex();
    m_deskMatrix = m_matrixBox->currentIndex();
}

void FiguresPanel::restoreDeskChoice()
{
    m_tabs->setCurrentIndex(m_deskTab);
    m_matrixBox->setCurrentIndex(m_deskMatrix);
}

void FiguresPanel::setHead(int head)
{
    m_head = head;
    for (HeatmapPlot *plot : m_heatmaps)
        plot->setHead(head);
    if (m_vectors)
        m_vectors->setHead(head);
}

void FiguresPanel::setColourPalette(PaletteKind palette)
{
    m_palette = palette;
    for (HeatmapPlot *plot : m_heatmaps)
        plot->setColourPalette(palette);
}

void FiguresPanel::setPrecision(int decimals)
{
    m_precision = decimals;
    for (HeatmapPlot *plot : m_heatmaps)
        plot->setPrecision(decimals);
}

void FiguresPanel::setFontScale(double scale)
{
    m_fontScale = scale;
    for (HeatmapPlot *plot : m_heatmaps)
        plot->setFontScale(scale);
    if (m_vectors)
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
    const std::optional<HeatmapLook> &look = figureEntry(kind).heatmap;
    if (!m_heatmaps.empty()) {
        // A figure with a matrix of its own (the scores) keeps it; the others take the panel's choice.
        if (!look || !look->matrix)
            spec.matrix = m_heatmaps.front()->matrix();
        spec.colourRange = m_heatmaps.front()->colourRangeChoice();
    }
    if (!m_vectors)
        return spec;
    spec.vectors = m_vectors->vectorSet();
    spec.yaw = m_vectors->yaw();
    spec.pitch = m_vectors->pitch();
    spec.zoom = m_vectors->zoom();
    spec.pan = m_vectors->camera().pan;
    spec.selectedVectors = m_vectors->selectionNames();
    spec.vectorFraming = m_vectors->keptFraming();
    return spec;
}

FigureSpec FiguresPanel::currentSpec() const
{
    return specFor(m_tabKinds[size_t(std::max(0, m_tabs->currentIndex()))]);
}

} // namespace attn
