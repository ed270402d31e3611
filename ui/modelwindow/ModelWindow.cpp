#include "modelwindow/ModelWindow.h"

#include "common/SaveDialog.h"
#include "io/SystemMemory.h"
#include "model/ModelMemory.h"

#include "common/TextScaleActions.h"

#include "modelwindow/ModelDocument.h"
#include "model/ModelAttentionScenario.h"
#include "common/LiveTranslation.h"
#include "common/WindowSize.h"
#include "render/FigureText.h"
#include "common/AppSettings.h"

#include <QLocale>
#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace attn {

namespace {
/// Rows of the next-token table.
constexpr int kNextTokens = 10;
/// The pass takes tens of milliseconds for GPT-2 small: computed once typing pauses, not at every key.
constexpr int kTypingPauseMs = 150;
} // namespace

ModelWindow::ModelWindow(QWidget *parent)
    : QMainWindow(parent), m_document(new ModelDocument(this)), m_text(new QLineEdit), m_tokens(new QLabel), m_memory(new QLabel),
      m_next(new QTableWidget(0, 2)), m_grid(new HeatmapPictureView), m_head(new HeatmapPictureView), m_headLines(new LinesPictureView),
      m_layerLines(new LinesPictureView), m_headTabs(new QTabWidget), m_headAndNext(new QSplitter(Qt::Vertical)), m_typing(new QTimer(this))
{
    // Every text follows the language while the program runs (View > Language in the main window).
    auto *live = new LiveTranslation(this);
    createMenus(live);

    m_tokens->setWordWrap(true);
    m_tokens->setTextFormat(Qt::PlainText);
    m_tokens->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_next->verticalHeader()->hide();
    m_next->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_next->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_headTabs->addTab(m_head, QString());
    m_headTabs->addTab(m_headLines, QString());
    m_headTabs->addTab(m_layerLines, QString());
    live->add([this] {
        m_text->setPlaceholderText(tr("Type a sentence"));
        m_next->setHorizontalHeaderLabels({tr("next token"), tr("probability")});
        m_grid->setToolTip(tr("Click a head to see it large"));
        const QString linesTip = tr("Hover a token to see only its lines; click it to keep them");
        m_headLines->setToolTip(linesTip);
        m_layerLines->setToolTip(linesTip);
        m_headTabs->setTabText(0, tr("Heatmap"));
        m_headTabs->setTabText(1, tr("Lines"));
        m_headTabs->setTabText(2, tr("Lines, whole layer"));
    });
    m_headTabs->setCurrentIndex(AppSettings().modelHeadView());
    connect(m_headTabs, &QTabWidget::currentChanged, this, [](int view) { AppSettings().setModelHeadView(view); });

    auto *top = new QWidget;
    auto *topLayout = new QVBoxLayout(top);
    topLayout->addWidget(m_text);
    topLayout->addWidget(m_tokens);
    m_memory->setObjectName(QStringLiteral("memoryEstimate"));
    m_memory->setTextFormat(Qt::PlainText);
    topLayout->addWidget(m_memory);
    QSplitter *right = m_headAndNext;
    QWidget *headPane = createHeadPane(live);
    right->addWidget(headPane);
    right->addWidget(m_next);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 1);
    auto *pictures = new QSplitter(Qt::Horizontal);
    pictures->addWidget(m_grid);
    pictures->addWidget(right);
    pictures->setStretchFactor(0, 3);
    pictures->setStretchFactor(1, 2);
    // The grid and the head in 3 : 2 from the start, the head above its next tokens in 3 : 1.
    pictures->setSizes({840, 560});
    right->setSizes({600, 200});
    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->addWidget(top);
    layout->addWidget(pictures, 1);
    setCentralWidget(central);
    resizeWithinScreen(*this, QSize(1400, 860));

    m_typing->setSingleShot(true);
    m_typing->setInterval(kTypingPauseMs);
    connect(m_text, &QLineEdit::textEdited, m_typing, qOverload<>(&QTimer::start));
    connect(m_typing, &QTimer::timeout, this, [this] { m_document->setText(m_text->text()); });
    connect(m_document, &ModelDocument::changed, this, &ModelWindow::refresh);
    connect(m_grid, &HeatmapPictureView::panelClicked, this,
            [this](int panel) { selectHead(gridPanelHead(m_document->pass(), panel)); });
    // The pictures' titles, notes and the token line are in the language too: drawn again on a change, with
    // the reason there is no pass ("the text has 13 tokens; …") said again.
    live->add([this] {
        m_document->sayTheProblemAgain();
        refresh();
    });
    setTextScale(AppSettings().modelTextScale());
}

void ModelWindow::openInStepperSaying(bool wholeLayer)
{
    const QString problem = openSelectedInStepper(wholeLayer);
    if (!problem.isEmpty())
        QMessageBox::warning(this, tr("Open in the stepper"), problem);
}

void ModelWindow::createMenus(LiveTranslation *live)
{
    QMenu *file = menuBar()->addMenu(QString());
    QAction *open = file->addAction(QString(), QKeySequence::Open, this, &ModelWindow::chooseFolder);
    QAction *exportGrid = file->addAction(QString(), this, [this] { chooseExport(true); });
    QAction *exportHead = file->addAction(QString(), this, [this] { chooseExport(false); });
    file->addSeparator();
    QAction *close = file->addAction(QString(), QKeySequence::Close, this, &QWidget::close);
    QMenu *view = menuBar()->addMenu(QString());
    // As in the stepper: the back of a room reads larger text, the pictures' labels and numbers included.
    const auto [larger, smaller, actual] =
        addTextScaleActions(view, this, [this] { return m_textScale.own(); }, [this](double scale) { setTextScale(scale); });
    QMenu *headMenu = menuBar()->addMenu(QString());
    QAction *openHeadAction = headMenu->addAction(QString(), this, [this] { openInStepperSaying(false); });
    QAction *openLayerAction = headMenu->addAction(QString(), this, [this] { openInStepperSaying(true); });
    live->add([=] {
        file->setTitle(tr("&File"));
        open->setText(tr("&Open checkpoint folder…"));
        exportGrid->setText(tr("Export the &grid…"));
        exportHead->setText(tr("Export the &head as shown…"));
        close->setText(tr("&Close"));
        view->setTitle(tr("&View"));
        larger->setText(tr("&Larger text"));
        smaller->setText(tr("&Smaller text"));
        actual->setText(tr("&Actual size"));
        headMenu->setTitle(tr("&Head"));
        openHeadAction->setText(tr("Open this head in the &stepper"));
        openLayerAction->setText(tr("Open the whole &layer in the stepper"));
    });
}

QWidget *ModelWindow::createHeadPane(LiveTranslation *live)
{
    // Under the head: open it, or its layer, with the model's numbers in the stepper.
    auto *headPane = new QWidget;
    auto *headPaneLayout = new QVBoxLayout(headPane);
    headPaneLayout->setContentsMargins(0, 0, 0, 0);
    headPaneLayout->addWidget(m_headTabs, 1);
    auto *buttons = new QHBoxLayout;
    auto *openHead = new QPushButton;
    auto *openLayer = new QPushButton;
    openHead->setObjectName(QStringLiteral("openHeadInStepper"));
    openLayer->setObjectName(QStringLiteral("openLayerInStepper"));
    live->add([=] {
        openHead->setText(tr("Open this head in the stepper"));
        openLayer->setText(tr("Open the whole layer"));
        openHead->setToolTip(tr("Step through this head with the model's own numbers: X = LN₁(x), its W_Q, W_K, W_V with "
                                "their biases, and its rows of W_O"));
        openLayer->setToolTip(tr("Every head of this layer, with W_O and b_O whole: the output is the layer's attention output"));
    });
    connect(openHead, &QPushButton::clicked, this, [this] { openInStepperSaying(false); });
    connect(openLayer, &QPushButton::clicked, this, [this] { openInStepperSaying(true); });
    buttons->addWidget(openHead);
    buttons->addWidget(openLayer);
    buttons->addStretch(1);
    headPaneLayout->addLayout(buttons);
    return headPane;
}

void ModelWindow::setTextScale(double scale)
{
    m_textScale.setOwn(scale);
}

void ModelWindow::setRoomScale(double scale)
{
    m_textScale.setRoom(scale);
}

double ModelWindow::shownTextScale() const
{
    return m_textScale.shown();
}

void ModelWindow::applyTextScale()
{
    const double shown = shownTextScale();
    // Not the grid: its texts are a title over a hundred small panels, and larger they would take the
    // room of the panels. The back of a room reads a head opened large beside it.
    m_head->setTextScale(shown);
    for (LinesPictureView *picture : {m_headLines, m_layerLines})
        picture->setTextScale(shown);
    // The widgets' own texts (the sentence, its tokens, the next tokens, the tabs and buttons) from the
    // application's font, scaled; the pictures size theirs themselves.
    const QWidget &headPicture = *m_headTabs->currentWidget(); // the tab shown: the others are laid out when shown
    const int headHeight = headPicture.height();
    const QFont scaled = scaledApplicationFont(shown);
    centralWidget()->setFont(scaled);
    // The table's rows are as tall as their text (the header's default keeps the size of the font it began with).
    m_next->verticalHeader()->setDefaultSectionSize(QFontMetrics(scaled).height() + 8);
    // The head's pictures keep their height (else Ctrl+ twice takes 17 px of a head's 651 at 1920 x 1080 for
    // the larger sentence, tabs and buttons, and its numbers go from 15 px to 14).
    keepThePictureHeight(*m_headAndNext, headPicture, headHeight);
}

ModelWindow::~ModelWindow() = default;

QString ModelWindow::openFolder(const QString &folder, bool quiet)
{
    const QString problem = m_document->open(folder);
    if (!problem.isEmpty() && !quiet)
        QMessageBox::warning(this, tr("Open checkpoint"), problem);
    if (problem.isEmpty())
        AppSettings().setModelFolder(folder); // the title follows through changed() and refresh()
    return problem;
}

void ModelWindow::setText(const QString &text)
{
    m_text->setText(text);
    m_typing->stop();
    m_document->setText(text);
}

void ModelWindow::selectHead(ModelHead head)
{
    m_selected = head;
    showSelectedHead();
}

void ModelWindow::showSelectedHead()
{
    const ModelPass pass = m_document->pass();
    // The grid's panels run layer by layer, head by head.
    const ModelHead shown = clampedHead(pass, m_selected);
    m_grid->setMarkedPanel(pass.model && pass.trace ? shown.layer * pass.model->config.heads + shown.head : -1);
    m_head->setContent(modelHeadContent(pass, m_selected, m_palette));
    m_headLines->setContent(modelHeadLinesContent(pass, m_selected));
    m_layerLines->setContent(modelLayerLinesContent(pass, m_selected.layer));
}

QString ModelWindow::memoryEstimateText() const
{
    return m_memory->text();
}

QString ModelWindow::tokensLine() const
{
    return m_tokens->text();
}

void ModelWindow::refresh()
{
    // Qt adds " — AttentionLab" itself (the application's display name): written here as well, the title
    // read "AttentionLab — /tmp/gpt2 — AttentionLab".
    setWindowTitle(m_document->model() ? m_document->model()->folder : tr("A real model"));
    QStringList tokens;
    for (const Token &token : m_document->tokens())
        tokens << u'[' + tokenLabel(token) + u']';
    m_tokens->setText(m_document->problem().isEmpty()
                          ? tr("%n token(s): %1", nullptr, int(m_document->tokens().size())).arg(tokens.join(u' '))
                          : m_document->problem());
    // The estimate the reader and the pass check against (as `model --estimate` prints it), so that a
    // student sees what a longer text costs before typing it.
    m_memory->clear();
    if (const Gpt2Model *model = m_document->model()) {
        const ModelMemoryEstimate estimate = estimateModelMemory(*model, int(std::max<size_t>(1, m_document->tokens().size())));
        m_memory->setText(tr("Memory, estimated: %1 for the model, %2 for this text's pass (every head's weights kept)")
                              .arg(memoryText(estimate.weights + estimate.tokenizer), memoryText(estimate.pass())));
    }
    m_grid->setContent(modelGridContent(m_document->pass(), m_palette));
    showSelectedHead();
    m_next->setRowCount(0);
    if (const std::shared_ptr<const ModelTrace> trace = m_document->trace()) {
        for (const NextToken &next : likeliestTokens(*trace, kNextTokens)) {
            const int row = m_next->rowCount();
            m_next->insertRow(row);
            // Named as the pictures and the token line name it: in quotes, its raw text would show a line
            // break as “…, a tab as a wide blank and byte 0 as a missing glyph's box.
            m_next->setItem(row, 0, new QTableWidgetItem(tokenLabel({next.id, m_document->tokenText(next.id)})));
            auto *probability = new QTableWidgetItem(QLocale().toString(double(next.probability), 'f', 4));
            probability->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_next->setItem(row, 1, probability);
        }
    }
}

QString ModelWindow::exportGrid(const QString &path, const FigureSize &size)
{
    HeatmapFigureSource figure(modelGridContent(m_document->pass(), m_palette));
    return saveFigure(figure, path, size);
}

QString ModelWindow::exportHead(const QString &path, const FigureSize &size)
{
    const ModelPass pass = m_document->pass();
    if (m_headTabs->currentWidget() == m_headLines) {
        LinesFigureSource figure(modelHeadLinesContent(pass, m_selected), m_headLines->pinnedFocus());
        return saveFigure(figure, path, size);
    }
    if (m_headTabs->currentWidget() == m_layerLines) {
        LinesFigureSource figure(modelLayerLinesContent(pass, m_selected.layer), m_layerLines->pinnedFocus());
        return saveFigure(figure, path, size);
    }
    HeatmapFigureSource figure(modelHeadContent(pass, m_selected, m_palette));
    return saveFigure(figure, path, size);
}

QString ModelWindow::openSelectedInStepper(bool wholeLayer)
{
    const ModelPass pass = m_document->pass();
    if (!pass.trace)
        return pass.problem.isEmpty() ? tr("Open a checkpoint and type a text first.") : pass.problem;
    const ModelHead head = clampedHead(pass, m_selected);
    QString problem;
    const std::optional<Scenario> scenario =
        modelAttentionScenario(*pass.model, *pass.trace, pass.tokens, head.layer, wholeLayer ? std::nullopt : std::optional<int>(head.head), &problem);
    if (!scenario)
        return problem;
    Q_EMIT openInStepper(*scenario);
    return {};
}

void ModelWindow::chooseFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Open a GPT-2 checkpoint's folder"), AppSettings().modelFolder());
    if (!folder.isEmpty())
        openFolder(folder);
}

void ModelWindow::chooseExport(bool grid)
{
    // The checkpoint's folder name and what is drawn: "gpt2 - layer 5 head 1.png".
    const QString model = QFileInfo(AppSettings().modelFolder()).fileName();
    const QString what = grid ? tr("every head")
                              : tr("layer %1 head %2").arg(m_selected.layer + 1).arg(m_selected.head + 1);
    saveThroughDialog(this,
                      {grid ? tr("Export the grid") : tr("Export the head"), model + QStringLiteral(" - ") + what,
                       QStringLiteral("png"), tr("Figures (*.png *.svg *.pdf)")},
                      [this, grid](const QString &path) { return grid ? exportGrid(path) : exportHead(path); });
}

} // namespace attn
