#include "ScenarioEdits.h"

#include <QRegularExpression>
#include <cmath>
#include <random>

namespace attn {
namespace {

/// Resizes a matrix keeping its top-left corner; new entries are 0.
void resizeKeeping(MatrixD &matrix, Eigen::Index rows, Eigen::Index columns)
{
    MatrixD resized = MatrixD::Zero(rows, columns);
    const Eigen::Index keptRows = std::min(rows, matrix.rows());
    const Eigen::Index keptColumns = std::min(columns, matrix.cols());
    resized.topLeftCorner(keptRows, keptColumns) = matrix.topLeftCorner(keptRows, keptColumns);
    matrix = std::move(resized);
}

/// Where a head's rows start in W_O.
Eigen::Index firstOutputRowOf(const Scenario &scenario, int head)
{
    Eigen::Index row = 0;
    for (int h = 0; h < head; ++h)
        row += scenario.headShape(h).dv;
    return row;
}

} // namespace

QString MatrixAddress::path() const
{
    switch (kind) {
    case MatrixKind::SourceVectors:
        return QStringLiteral("source.vectors");
    case MatrixKind::TargetVectors:
        return QStringLiteral("target.vectors");
    case MatrixKind::QueryWeights:
        return QStringLiteral("heads[%1].wq").arg(head);
    case MatrixKind::KeyWeights:
        return QStringLiteral("heads[%1].wk").arg(head);
    case MatrixKind::ValueWeights:
        return QStringLiteral("heads[%1].wv").arg(head);
    case MatrixKind::OutputWeights:
        return QStringLiteral("wo");
    case MatrixKind::QueryBias:
        return QStringLiteral("heads[%1].bq").arg(head);
    case MatrixKind::KeyBias:
        return QStringLiteral("heads[%1].bk").arg(head);
    case MatrixKind::ValueBias:
        return QStringLiteral("heads[%1].bv").arg(head);
    case MatrixKind::OutputBias:
        return QStringLiteral("bo");
    case MatrixKind::LayerNormGain:
        return QStringLiteral("layer_norm.gain");
    case MatrixKind::LayerNormBias:
        return QStringLiteral("layer_norm.bias");
    case MatrixKind::SourcePositions:
        return QStringLiteral("source.positions");
    case MatrixKind::TargetPositions:
        return QStringLiteral("target.positions");
    }
    return {};
}

QString MatrixAddress::symbol() const
{
    switch (kind) {
    case MatrixKind::SourceVectors:
    case MatrixKind::TargetVectors:
        return {};
    case MatrixKind::QueryWeights:
        return QStringLiteral("W_Q");
    case MatrixKind::KeyWeights:
        return QStringLiteral("W_K");
    case MatrixKind::ValueWeights:
        return QStringLiteral("W_V");
    case MatrixKind::OutputWeights:
        return QStringLiteral("W_O");
    case MatrixKind::QueryBias:
        return QStringLiteral("b_Q");
    case MatrixKind::KeyBias:
        return QStringLiteral("b_K");
    case MatrixKind::ValueBias:
        return QStringLiteral("b_V");
    case MatrixKind::OutputBias:
        return QStringLiteral("b_O");
    case MatrixKind::LayerNormGain:
        return QStringLiteral("γ");
    case MatrixKind::LayerNormBias:
        return QStringLiteral("β");
    case MatrixKind::SourcePositions:
    case MatrixKind::TargetPositions:
        return QStringLiteral("P");
    }
    return {};
}

std::vector<MatrixAddress> matrixPlaces(int heads)
{
    std::vector<MatrixAddress> places;
    for (MatrixKind kind : {MatrixKind::SourceVectors, MatrixKind::TargetVectors, MatrixKind::SourcePositions,
                            MatrixKind::TargetPositions, MatrixKind::LayerNormGain, MatrixKind::LayerNormBias,
                            MatrixKind::OutputWeights, MatrixKind::OutputBias})
        places.push_back({kind, 0});
    for (int head = 0; head < heads; ++head)
        for (MatrixKind kind : {MatrixKind::QueryWeights, MatrixKind::KeyWeights, MatrixKind::ValueWeights,
                                MatrixKind::QueryBias, MatrixKind::KeyBias, MatrixKind::ValueBias})
            places.push_back({kind, head});
    return places;
}

const MatrixD *matrixAt(const Scenario &scenario, const MatrixAddress &address)
{
    return matrixAt(const_cast<Scenario &>(scenario), address);
}

MatrixD *matrixAt(Scenario &scenario, const MatrixAddress &address)
{
    const bool headExists = scenario.heads && address.head >= 0 && address.head < int(scenario.heads->size());
    switch (address.kind) {
    case MatrixKind::SourceVectors:
        return &scenario.source.vectors;
    case MatrixKind::TargetVectors:
        return scenario.target ? &scenario.target->vectors : nullptr;
    case MatrixKind::QueryWeights:
        return headExists ? &(*scenario.heads)[size_t(address.head)].wq : nullptr;
    case MatrixKind::KeyWeights:
        return headExists ? &(*scenario.heads)[size_t(address.head)].wk : nullptr;
    case MatrixKind::ValueWeights:
        return headExists ? &(*scenario.heads)[size_t(address.head)].wv : nullptr;
    case MatrixKind::OutputWeights:
        return scenario.wo ? &*scenario.wo : nullptr;
    case MatrixKind::QueryBias:
    case MatrixKind::KeyBias:
    case MatrixKind::ValueBias: {
        if (!headExists)
            return nullptr;
        HeadWeights &head = (*scenario.heads)[size_t(address.head)];
        std::optional<MatrixD> &bias = address.kind == MatrixKind::QueryBias ? head.bq : address.kind == MatrixKind::KeyBias ? head.bk : head.bv;
        return bias ? &*bias : nullptr;
    }
    case MatrixKind::OutputBias:
        return scenario.bo ? &*scenario.bo : nullptr;
    case MatrixKind::LayerNormGain:
        return scenario.layerNorm ? &scenario.layerNorm->gain : nullptr;
    case MatrixKind::LayerNormBias:
        return scenario.layerNorm ? &scenario.layerNorm->bias : nullptr;
    case MatrixKind::SourcePositions:
        return scenario.source.positions ? &*scenario.source.positions : nullptr;
    case MatrixKind::TargetPositions:
        return scenario.target && scenario.target->positions ? &*scenario.target->positions : nullptr;
    }
    return nullptr;
}

void addBiases(Scenario &scenario)
{
    makeWeightsExplicit(scenario);
    for (HeadWeights &head : *scenario.heads) {
        if (!head.bq)
            head.bq = MatrixD::Zero(1, head.dk());
        if (!head.bk)
            head.bk = MatrixD::Zero(1, head.dk());
        if (!head.bv)
            head.bv = MatrixD::Zero(1, head.dv());
    }
    if (!scenario.bo)
        scenario.bo = MatrixD::Zero(1, scenario.dModel());
}

void removeBiases(Scenario &scenario)
{
    if (scenario.heads)
        for (HeadWeights &head : *scenario.heads)
            head.bq = head.bk = head.bv = std::nullopt;
    scenario.bo.reset();
}

void setPositions(Scenario &scenario, ScenarioPositions positions)
{
    scenario.positions = positions;
    for (TokenSequence *sequence : scenario.sequences()) {
        if (positions != ScenarioPositions::Learned)
            sequence->positions.reset();
        else if (!sequence->positions)
            sequence->positions = MatrixD::Zero(sequence->vectors.rows(), sequence->vectors.cols());
    }
}

void addLayerNorm(Scenario &scenario)
{
    if (scenario.layerNorm)
        return;
    ScenarioLayerNorm norm;
    norm.gain = MatrixD::Ones(1, scenario.dModel());
    norm.bias = MatrixD::Zero(1, scenario.dModel());
    scenario.layerNorm = std::move(norm);
}

void makeWeightsExplicit(Scenario &scenario)
{
    if (!scenario.heads)
        scenario.heads = scenario.effectiveHeads();
    if (!scenario.wo)
        scenario.wo = scenario.effectiveWo();
}

void insertToken(Scenario &scenario, SequenceRole role, Eigen::Index row, const QString &token)
{
    TokenSequence &sequence = scenario.sequence(role);
    row = std::clamp<Eigen::Index>(row, 0, sequence.vectors.rows());
    MatrixD vectors = MatrixD::Zero(sequence.vectors.rows() + 1, scenario.dModel());
    vectors.topRows(row) = sequence.vectors.topRows(row);
    vectors.bottomRows(sequence.vectors.rows() - row) = sequence.vectors.bottomRows(sequence.vectors.rows() - row);
    sequence.vectors = std::move(vectors);
    sequence.tokens.insert(qsizetype(row), token);
    // Learned positions belong to the places: one more token is one more place, whose vector no one has
    // learnt yet (zeros until edited).
    if (sequence.positions)
        resizeKeeping(*sequence.positions, sequence.positions->rows() + 1, sequence.positions->cols());
    // A translation's labels keep one per token: the new token is labelled by its own name there too.
    for (auto &[language, text] : scenario.translations) {
        if (!text.tokens(role).isEmpty())
            text.tokens(role).insert(qsizetype(row), token);
    }
}

bool removeToken(Scenario &scenario, SequenceRole role, Eigen::Index row)
{
    TokenSequence &sequence = scenario.sequence(role);
    if (sequence.vectors.rows() <= 1 || row < 0 || row >= sequence.vectors.rows())
        return false;
    MatrixD vectors(sequence.vectors.rows() - 1, sequence.vectors.cols());
    vectors.topRows(row) = sequence.vectors.topRows(row);
    vectors.bottomRows(vectors.rows() - row) = sequence.vectors.bottomRows(vectors.rows() - row);
    sequence.vectors = std::move(vectors);
    sequence.tokens.removeAt(qsizetype(row));
    if (sequence.positions) // one place fewer: the last
        resizeKeeping(*sequence.positions, sequence.positions->rows() - 1, sequence.positions->cols());
    for (auto &[language, text] : scenario.translations) {
        if (text.tokens(role).size() > row)
            text.tokens(role).removeAt(qsizetype(row));
    }
    return true;
}

void moveToken(Scenario &scenario, SequenceRole role, Eigen::Index from, Eigen::Index to)
{
    TokenSequence &sequence = scenario.sequence(role);
    const Eigen::Index count = sequence.vectors.rows();
    if (from < 0 || from >= count || to < 0 || to >= count || from == to)
        return;
    const Eigen::RowVectorXd moved = sequence.vectors.row(from);
    const Eigen::Index step = to > from ? 1 : -1;
    for (Eigen::Index row = from; row != to; row += step)
        sequence.vectors.row(row) = sequence.vectors.row(row + step);
    sequence.vectors.row(to) = moved;
    sequence.tokens.move(qsizetype(from), qsizetype(to));
    for (auto &[language, text] : scenario.translations) {
        if (text.tokens(role).size() == sequence.tokens.size())
            text.tokens(role).move(qsizetype(from), qsizetype(to));
    }
}

void renameToken(Scenario &scenario, SequenceRole role, Eigen::Index row, const QString &token, const QString &language)
{
    TokenSequence &sequence = scenario.sequence(role);
    const auto translation = scenario.translations.find(language);
    if (translation != scenario.translations.end() && translation->second.tokens(role).size() == sequence.tokens.size()) {
        translation->second.tokens(role)[qsizetype(row)] = token;
        return;
    }
    // The labels were translations of the token this one replaces: each language now shows what was typed
    // (else "tomato" renamed "dog" would stay "Tomate" in the German window).
    sequence.tokens[qsizetype(row)] = token;
    for (auto &[code, other] : scenario.translations)
        if (other.tokens(role).size() == sequence.tokens.size())
            other.tokens(role)[qsizetype(row)] = token;
}

void setModelDimension(Scenario &scenario, Eigen::Index dModel)
{
    const bool woWasImplicit = !scenario.wo;
    for (TokenSequence *sequence : scenario.sequences()) {
        resizeKeeping(sequence->vectors, sequence->vectors.rows(), dModel);
        if (sequence->positions)
            resizeKeeping(*sequence->positions, sequence->positions->rows(), dModel);
    }
    if (scenario.heads) {
        for (HeadWeights &head : *scenario.heads) {
            resizeKeeping(head.wq, dModel, head.dk());
            resizeKeeping(head.wk, dModel, head.dk());
            resizeKeeping(head.wv, dModel, head.dv());
        }
    }
    // With implicit identity heads the concatenation follows d_model; otherwise W_O must map it back.
    if (scenario.wo)
        resizeKeeping(*scenario.wo, scenario.wo->rows(), dModel);
    else if (woWasImplicit && scenario.concatWidth() != dModel)
        scenario.wo = identityLike(scenario.concatWidth(), dModel);
    if (scenario.bo)
        resizeKeeping(*scenario.bo, 1, dModel);
    if (scenario.layerNorm) {
        // A new column is scaled by 1, as the others were before anyone edited them.
        const Eigen::Index before = scenario.layerNorm->gain.cols();
        resizeKeeping(scenario.layerNorm->gain, 1, dModel);
        if (dModel > before)
            scenario.layerNorm->gain.rightCols(dModel - before).setOnes();
        resizeKeeping(scenario.layerNorm->bias, 1, dModel);
    }
}

void setHeadCount(Scenario &scenario, int heads)
{
    makeWeightsExplicit(scenario);
    const Eigen::Index dModel = scenario.dModel();
    std::vector<HeadWeights> &list = *scenario.heads;
    const Eigen::Index dk = list.front().dk();
    const Eigen::Index dv = list.front().dv();
    while (int(list.size()) > heads)
        list.pop_back();
    while (int(list.size()) < heads)
        list.push_back({identityLike(dModel, dk), identityLike(dModel, dk), identityLike(dModel, dv), {}, {}, {}, {}});
    // In a scenario with biases a new head gets zero biases, so that it has them to edit like the others.
    if (scenario.hasHeadBiases())
        for (HeadWeights &head : list)
            if (!head.hasBiases()) {
                head.bq = MatrixD::Zero(1, head.dk());
                head.bk = MatrixD::Zero(1, head.dk());
                head.bv = MatrixD::Zero(1, head.dv());
            }
    resizeKeeping(*scenario.wo, scenario.concatWidth(), dModel);
}

void setHeadDimensions(Scenario &scenario, int head, Eigen::Index dk, Eigen::Index dv)
{
    makeWeightsExplicit(scenario);
    HeadWeights &weights = (*scenario.heads)[size_t(head)];
    const Eigen::Index firstRow = firstOutputRowOf(scenario, head);
    const Eigen::Index oldDv = weights.dv();
    const Eigen::Index dModel = scenario.dModel();
    resizeKeeping(weights.wq, dModel, dk);
    resizeKeeping(weights.wk, dModel, dk);
    resizeKeeping(weights.wv, dModel, dv);
    for (auto [bias, width] : {std::pair{&weights.bq, dk}, std::pair{&weights.bk, dk}, std::pair{&weights.bv, dv}})
        if (*bias)
            resizeKeeping(**bias, 1, width);
    // This head's block of W_O has oldDv rows; it now needs dv, the other heads' blocks stay.
    MatrixD &wo = *scenario.wo;
    MatrixD resized = MatrixD::Zero(wo.rows() - oldDv + dv, dModel);
    resized.topRows(firstRow) = wo.topRows(firstRow);
    const Eigen::Index kept = std::min(oldDv, dv);
    resized.middleRows(firstRow, kept) = wo.middleRows(firstRow, kept);
    const Eigen::Index after = wo.rows() - firstRow - oldDv;
    resized.bottomRows(after) = wo.bottomRows(after);
    wo = std::move(resized);
}

MatrixD identityLike(Eigen::Index rows, Eigen::Index columns)
{
    return MatrixD::Identity(rows, columns);
}

void initialiseWeights(Scenario &scenario, WeightInitialisation how, quint32 seed)
{
    makeWeightsExplicit(scenario);
    std::mt19937 generator(seed);
    auto fill = [&](MatrixD &matrix) {
        if (how == WeightInitialisation::Identity) {
            matrix = identityLike(matrix.rows(), matrix.cols());
            return;
        }
        const double limit = std::sqrt(6.0 / double(matrix.rows() + matrix.cols()));
        std::uniform_real_distribution<double> uniform(-limit, limit);
        for (Eigen::Index i = 0; i < matrix.rows(); ++i)
            for (Eigen::Index j = 0; j < matrix.cols(); ++j)
                // Two decimals: numbers a student can read and type back.
                matrix(i, j) = std::round(uniform(generator) * 100.0) / 100.0;
    };
    for (HeadWeights &head : *scenario.heads) {
        fill(head.wq);
        fill(head.wk);
        fill(head.wv);
    }
    fill(*scenario.wo);
}

ParsedBlock parseNumberBlock(const QString &text, const QLocale &locale)
{
    ParsedBlock result;
    QString normalised = text;
    normalised.replace(QStringLiteral("\r\n"), QStringLiteral("\n")).replace(u'\r', u'\n');
    QStringList lines = normalised.split(u'\n');
    while (!lines.isEmpty() && lines.last().trimmed().isEmpty())
        lines.removeLast();
    if (lines.isEmpty()) {
        result.error = QStringLiteral("nothing to paste");
        return result;
    }
    // Tabs from spreadsheets; otherwise ';', or ',' where it is not the decimal separator; or spaces.
    const QString decimal = locale.decimalPoint();
    QChar separator = u'\t';
    if (!lines.first().contains(u'\t')) {
        if (lines.first().contains(u';'))
            separator = u';';
        else if (decimal != QLatin1String(",") && lines.first().contains(u','))
            separator = u',';
        else
            separator = u' '; // runs of any white space, collapsed below
    }
    std::vector<QStringList> cells;
    for (const QString &line : lines)
        cells.push_back(separator == u' ' ? line.simplified().split(separator) : line.trimmed().split(separator));
    const qsizetype columns = cells.front().size();
    MatrixD block(Eigen::Index(cells.size()), Eigen::Index(columns));
    for (size_t row = 0; row < cells.size(); ++row) {
        if (cells[row].size() != columns) {
            result.error = QStringLiteral("row %1 has %2 cells, row 1 has %3").arg(row + 1).arg(cells[row].size()).arg(columns);
            return result;
        }
        for (qsizetype column = 0; column < columns; ++column) {
            const QString cell = cells[row][column].trimmed();
            bool ok = false;
            double value = locale.toDouble(cell, &ok);
            if (!ok)
                value = QLocale::c().toDouble(cell, &ok);
            if (!ok || !isUsableNumber(value)) {
                result.error = QStringLiteral("row %1, column %2: '%3' is not a finite number").arg(row + 1).arg(column + 1).arg(cell);
                return result;
            }
            block(Eigen::Index(row), Eigen::Index(column)) = value;
        }
    }
    result.block = std::move(block);
    return result;
}

std::optional<ScenarioProblem> pasteBlock(Scenario &scenario, const MatrixAddress &address, Eigen::Index row,
                                          Eigen::Index column, const MatrixD &block)
{
    if (address.standsForIdentity())
        makeWeightsExplicit(scenario);
    MatrixD *matrix = matrixAt(scenario, address);
    if (!matrix)
        return ScenarioProblem{address.path(), QStringLiteral("there is no such matrix in this scenario")};
    if (row < 0 || column < 0 || row + block.rows() > matrix->rows() || column + block.cols() > matrix->cols())
        return ScenarioProblem{address.path(), QStringLiteral("a %1 x %2 block does not fit at row %3, column %4 of a "
                                                              "%5 x %6 matrix")
                                                   .arg(block.rows())
                                                   .arg(block.cols())
                                                   .arg(row)
                                                   .arg(column)
                                                   .arg(matrix->rows())
                                                   .arg(matrix->cols())};
    for (Eigen::Index i = 0; i < block.rows(); ++i)
        for (Eigen::Index j = 0; j < block.cols(); ++j)
            if (!isUsableNumber(block(i, j)))
                return ScenarioProblem{QStringLiteral("%1[%2][%3]").arg(address.path()).arg(row + i).arg(column + j),
                                       QStringLiteral("expected a finite number")};
    matrix->block(row, column, block.rows(), block.cols()) = block;
    return std::nullopt;
}

void setLocalizedTitle(Scenario &scenario, const QString &language, const QString &title)
{
    // A language the scenario has words for keeps its own title, even where a retitle in English has cleared
    // it: a later Italian retitle is then the Italian title alone, not the English title too.
    const auto translation = scenario.translations.find(language);
    if (translation != scenario.translations.end()) {
        translation->second.title = title;
        return;
    }
    // The translations were of the title this one replaces: each language now reads the new one (else a
    // student's "Mein Test" would go back to the lesson's Italian title in the Italian window).
    scenario.title = title;
    for (auto &[code, other] : scenario.translations)
        other.title.clear();
}

} // namespace attn
