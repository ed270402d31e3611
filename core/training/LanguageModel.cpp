#include "LanguageModel.h"

#include "scenario/PositionEncoding.h"
#include <cmath>
#include <numbers>
#include <stdexcept>

namespace attn {

LanguageModelShape LanguageModelParameters::shape() const
{
    LanguageModelShape shape;
    shape.vocabulary = int(tokenEmbeddings.rows());
    shape.context = int(positionEmbeddings.rows());
    shape.dModel = int(tokenEmbeddings.cols());
    shape.layers = int(blocks.size());
    shape.heads = blocks.empty() ? 0 : int(blocks.front().wq.size());
    shape.dHead = shape.heads == 0 ? 0 : int(blocks.front().wq.front().cols());
    return shape;
}

std::vector<MatrixD *> LanguageModelParameters::matrices()
{
    std::vector<MatrixD *> all{&tokenEmbeddings, &positionEmbeddings};
    for (AttentionBlockWeights &block : blocks) {
        for (size_t head = 0; head < block.wq.size(); ++head)
            all.insert(all.end(), {&block.wq[head], &block.wk[head], &block.wv[head]});
        all.push_back(&block.wo);
    }
    all.push_back(&unembedding);
    return all;
}

std::vector<const MatrixD *> LanguageModelParameters::matrices() const
{
    std::vector<const MatrixD *> all;
    for (MatrixD *matrix : const_cast<LanguageModelParameters *>(this)->matrices())
        all.push_back(matrix);
    return all;
}

QStringList LanguageModelParameters::matrixNames() const
{
    QStringList names{QStringLiteral("E"), QStringLiteral("P")};
    for (size_t layer = 0; layer < blocks.size(); ++layer) {
        for (size_t head = 0; head < blocks[layer].wq.size(); ++head)
            for (const char *name : {"W_Q", "W_K", "W_V"})
                names << QStringLiteral("layer %1 head %2 %3").arg(layer + 1).arg(head + 1).arg(QLatin1String(name));
        names << QStringLiteral("layer %1 W_O").arg(layer + 1);
    }
    names << QStringLiteral("W_U");
    return names;
}

LanguageModelParameters LanguageModelParameters::zerosLike() const
{
    LanguageModelParameters zeros = *this;
    for (MatrixD *matrix : zeros.matrices())
        matrix->setZero();
    return zeros;
}

LanguageModelParameters initialLanguageModel(const LanguageModelShape &shape, TrainingRandom &random)
{
    LanguageModelParameters parameters;
    const double projectionSpread = 1.0 / std::sqrt(double(shape.dModel));
    parameters.tokenEmbeddings = random.normalMatrix(shape.vocabulary, shape.dModel);
    // The sinusoids of "Attention Is All You Need", scaled by sqrt(2) to entries of about unit size like
    // E's: nearby positions start with similar vectors and one offset is one rotation everywhere, so
    // "look at the token before" is learnt sooner than from random vectors (from N(0, 1) positions the
    // induction score is 0.02 after 3000 updates, from these 0.56). They are still learnt.
    parameters.positionEmbeddings = sinusoidalPositions(shape.context, shape.dModel).cast<double>() * std::numbers::sqrt2;
    for (int layer = 0; layer < shape.layers; ++layer) {
        AttentionBlockWeights block;
        for (int head = 0; head < shape.heads; ++head) {
            block.wq.push_back(random.normalMatrix(shape.dModel, shape.dHead, projectionSpread));
            block.wk.push_back(random.normalMatrix(shape.dModel, shape.dHead, projectionSpread));
            block.wv.push_back(random.normalMatrix(shape.dModel, shape.dHead, projectionSpread));
        }
        // Each layer starts adding a little to the stream, so deeper layers see nearly x_0 at first.
        block.wo = random.normalMatrix(shape.heads * shape.dHead, shape.dModel,
                                       projectionSpread / std::sqrt(double(2 * shape.layers)));
        parameters.blocks.push_back(std::move(block));
    }
    parameters.unembedding = random.normalMatrix(shape.dModel, shape.vocabulary, projectionSpread);
    return parameters;
}

LanguageModelPass runLanguageModel(const LanguageModelParameters &parameters, const std::vector<int> &tokens,
                                   const std::vector<HeadPlace> &ablated)
{
    const LanguageModelShape shape = parameters.shape();
    const Eigen::Index length = Eigen::Index(tokens.size());
    if (length < 1 || length > shape.context)
        throw std::invalid_argument("runLanguageModel: 1 to context tokens");
    LanguageModelPass pass;
    MatrixD x(length, shape.dModel);
    for (Eigen::Index t = 0; t < length; ++t) {
        const int token = tokens[size_t(t)];
        if (token < 0 || token >= shape.vocabulary)
            throw std::invalid_argument("runLanguageModel: a token outside the vocabulary");
        x.row(t) = parameters.tokenEmbeddings.row(token) + parameters.positionEmbeddings.row(t);
    }
    pass.residual.push_back(x);
    for (int layer = 0; layer < shape.layers; ++layer) {
        const AttentionBlockWeights &block = parameters.blocks[size_t(layer)];
        const MatrixD &input = pass.residual.back();
        std::vector<HeadActivations> heads;
        MatrixD concatenated(length, shape.heads * shape.dHead);
        for (int head = 0; head < shape.heads; ++head) {
            const size_t index = size_t(head);
            heads.push_back(attendForward(input, input, block.wq[index], block.wk[index], block.wv[index], AttentionMode::Causal));
            const bool silenced = std::find(ablated.begin(), ablated.end(), HeadPlace{layer, head}) != ablated.end();
            if (silenced)
                concatenated.middleCols(head * shape.dHead, shape.dHead).setZero();
            else
                concatenated.middleCols(head * shape.dHead, shape.dHead) = heads.back().output;
        }
        pass.residual.push_back(input + concatenated * block.wo);
        pass.heads.push_back(std::move(heads));
        pass.concatenated.push_back(std::move(concatenated));
    }
    pass.logits = pass.residual.back() * parameters.unembedding;
    return pass;
}

MatrixD nextTokenProbabilities(const MatrixD &logits)
{
    MatrixD probabilities(logits.rows(), logits.cols());
    for (Eigen::Index row = 0; row < logits.rows(); ++row) {
        const Eigen::RowVectorXd shifted = logits.row(row).array() - logits.row(row).maxCoeff();
        const Eigen::RowVectorXd exponentials = shifted.array().exp();
        probabilities.row(row) = exponentials / exponentials.sum();
    }
    return probabilities;
}

namespace {

/// One sequence's summed loss (nats) and, when wanted, its gradient scaled by 1/predictedTokens.
double sequenceLoss(const LanguageModelParameters &parameters, const std::vector<int> &sequence, double scale,
                    LanguageModelParameters *gradients)
{
    const std::vector<int> inputs(sequence.begin(), sequence.end() - 1);
    const LanguageModelPass pass = runLanguageModel(parameters, inputs);
    const MatrixD probabilities = nextTokenProbabilities(pass.logits);
    double loss = 0;
    for (size_t t = 0; t < inputs.size(); ++t)
        loss -= std::log(probabilities(Eigen::Index(t), sequence[t + 1]));
    if (!gradients)
        return loss;

    const LanguageModelShape shape = parameters.shape();
    // Softmax then cross-entropy: dL/dlogits = (p - onehot(next token)) / N.
    MatrixD logitsGradient = probabilities;
    for (size_t t = 0; t < inputs.size(); ++t)
        logitsGradient(Eigen::Index(t), sequence[t + 1]) -= 1.0;
    logitsGradient *= scale;
    gradients->unembedding.noalias() += pass.residual.back().transpose() * logitsGradient;
    MatrixD streamGradient = logitsGradient * parameters.unembedding.transpose();
    for (int layer = shape.layers - 1; layer >= 0; --layer) {
        // x_{l+1} = x_l + C W_O: the stream's gradient flows on unchanged, and into C and W_O.
        const AttentionBlockWeights &block = parameters.blocks[size_t(layer)];
        AttentionBlockWeights &blockGradient = gradients->blocks[size_t(layer)];
        const MatrixD &input = pass.residual[size_t(layer)];
        blockGradient.wo.noalias() += pass.concatenated[size_t(layer)].transpose() * streamGradient;
        const MatrixD concatenatedGradient = streamGradient * block.wo.transpose();
        for (int head = 0; head < shape.heads; ++head) {
            const size_t index = size_t(head);
            // Queries, keys and values all read x_l, so all three send their gradient back into it.
            attendBackward(input, input, block.wq[index], block.wk[index], block.wv[index], pass.heads[size_t(layer)][index],
                           concatenatedGradient.middleCols(head * shape.dHead, shape.dHead), blockGradient.wq[index],
                           blockGradient.wk[index], blockGradient.wv[index], &streamGradient, &streamGradient);
        }
    }
    // x_0 = E[token] + P[position].
    gradients->positionEmbeddings.topRows(streamGradient.rows()) += streamGradient;
    for (size_t t = 0; t < inputs.size(); ++t)
        gradients->tokenEmbeddings.row(inputs[t]) += streamGradient.row(Eigen::Index(t));
    return loss;
}

qsizetype predictedTokens(const std::vector<std::vector<int>> &sequences)
{
    qsizetype count = 0;
    for (const std::vector<int> &sequence : sequences) {
        if (sequence.size() < 2)
            throw std::invalid_argument("languageModelGradients: a sequence of fewer than 2 tokens");
        count += qsizetype(sequence.size()) - 1;
    }
    return count;
}

} // namespace

LanguageModelGradients languageModelGradients(const LanguageModelParameters &parameters,
                                              const std::vector<std::vector<int>> &sequences)
{
    GradientBuffers buffers;
    const double loss = languageModelGradients(parameters, sequences, buffers);
    return LanguageModelGradients{loss, std::move(buffers.sum)};
}

namespace {

/// Zeroes gradient, reshaping it like parameters only where it is not already.
void clearLike(LanguageModelParameters &gradient, const LanguageModelParameters &parameters)
{
    if (gradient.blocks.size() != parameters.blocks.size() || gradient.shape() != parameters.shape()) {
        gradient = parameters.zerosLike();
        return;
    }
    for (MatrixD *matrix : gradient.matrices())
        matrix->setZero();
}

} // namespace

double languageModelGradients(const LanguageModelParameters &parameters, const std::vector<std::vector<int>> &sequences,
                              GradientBuffers &buffers)
{
    const qsizetype predicted = predictedTokens(sequences);
    const double scale = predicted == 0 ? 0.0 : 1.0 / double(predicted);
    const int count = int(sequences.size());
    buffers.perSequence.resize(sequences.size());
    std::vector<double> losses(sequences.size(), 0.0);
#pragma omp parallel for schedule(dynamic)
    for (int index = 0; index < count; ++index) {
        LanguageModelParameters &gradient = buffers.perSequence[size_t(index)];
        clearLike(gradient, parameters);
        losses[size_t(index)] = sequenceLoss(parameters, sequences[size_t(index)], scale, &gradient);
    }
    // Added in the sequences' order, whichever thread computed them: the same bits on any number of threads.
    clearLike(buffers.sum, parameters);
    const std::vector<MatrixD *> sums = buffers.sum.matrices();
    double loss = 0;
    for (size_t index = 0; index < sequences.size(); ++index) {
        loss += losses[index];
        const std::vector<const MatrixD *> parts = std::as_const(buffers.perSequence[index]).matrices();
        for (size_t matrix = 0; matrix < sums.size(); ++matrix)
            *sums[matrix] += *parts[matrix];
    }
    return loss * scale;
}

double languageModelLoss(const LanguageModelParameters &parameters, const std::vector<std::vector<int>> &sequences)
{
    const qsizetype predicted = predictedTokens(sequences);
    const int count = int(sequences.size());
    std::vector<double> losses(sequences.size(), 0.0);
#pragma omp parallel for schedule(dynamic)
    for (int index = 0; index < count; ++index)
        losses[size_t(index)] = sequenceLoss(parameters, sequences[size_t(index)], 0.0, nullptr);
    double loss = 0;
    for (double part : losses)
        loss += part;
    return predicted == 0 ? 0.0 : loss / double(predicted);
}

std::vector<std::vector<int>> repeatedRandomSequences(int count, int period, int vocabulary, TrainingRandom &random)
{
    if (period < 2 || period > vocabulary)
        throw std::invalid_argument("repeatedRandomSequences: the period must be 2 to the vocabulary's size");
    std::vector<std::vector<int>> sequences;
    for (int index = 0; index < count; ++index) {
        // No token twice in the first half, so each has one earlier occurrence in the second.
        std::vector<int> sequence = random.distinct(period, vocabulary);
        const std::vector<int> firstHalf = sequence;
        sequence.insert(sequence.end(), firstHalf.begin(), firstHalf.end());
        sequences.push_back(std::move(sequence));
    }
    return sequences;
}

std::vector<HeadScores> headScores(const LanguageModelParameters &parameters,
                                   const std::vector<std::vector<int>> &repeatedSequences)
{
    const LanguageModelShape shape = parameters.shape();
    std::vector<HeadScores> scores;
    for (int layer = 0; layer < shape.layers; ++layer)
        for (int head = 0; head < shape.heads; ++head)
            scores.push_back(HeadScores{HeadPlace{layer, head}, 0.0, 0.0});
    if (repeatedSequences.empty())
        return scores;
    for (const std::vector<int> &sequence : repeatedSequences) {
        const int period = int(sequence.size() / 2);
        const LanguageModelPass pass = runLanguageModel(parameters, sequence);
        for (HeadScores &score : scores) {
            const MatrixD &weights = pass.heads[size_t(score.place.layer)][size_t(score.place.head)].weights;
            double previous = 0, induction = 0;
            for (int query = 1; query < 2 * period; ++query)
                previous += weights(query, query - 1);
            for (int query = period; query < 2 * period; ++query)
                induction += weights(query, query - period + 1);
            score.previousToken += previous / double(2 * period - 1);
            score.induction += induction / double(period);
        }
    }
    for (HeadScores &score : scores) {
        score.previousToken /= double(repeatedSequences.size());
        score.induction /= double(repeatedSequences.size());
    }
    return scores;
}

} // namespace attn
