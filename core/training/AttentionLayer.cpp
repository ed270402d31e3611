#include "AttentionLayer.h"

#include <cmath>
#include <limits>

namespace attn {

std::vector<MatrixD *> LayerParameters::matrices()
{
    std::vector<MatrixD *> all;
    for (int head = 0; head < heads(); ++head)
        all.insert(all.end(), {&wq[size_t(head)], &wk[size_t(head)], &wv[size_t(head)]});
    all.insert(all.end(), {&wo, &readout});
    return all;
}

std::vector<const MatrixD *> LayerParameters::matrices() const
{
    std::vector<const MatrixD *> all;
    for (MatrixD *matrix : const_cast<LayerParameters *>(this)->matrices())
        all.push_back(matrix);
    return all;
}

QStringList LayerParameters::matrixNames() const
{
    QStringList names;
    for (int head = 1; head <= heads(); ++head)
        for (const char *name : {"W_Q", "W_K", "W_V"})
            names << QStringLiteral("head %1 %2").arg(head).arg(QLatin1String(name));
    names << QStringLiteral("W_O") << QStringLiteral("W_R");
    return names;
}

LayerParameters LayerParameters::zerosLike() const
{
    LayerParameters zeros = *this;
    for (MatrixD *matrix : zeros.matrices())
        matrix->setZero();
    return zeros;
}

namespace {

/// Row softmax over the keys the mask lets each query see; hidden keys get exactly 0. A causal row always
/// sees its own key, so no row is empty.
MatrixD maskedRowSoftmax(const MatrixD &scaledScores, AttentionMode mode)
{
    MatrixD weights = MatrixD::Zero(scaledScores.rows(), scaledScores.cols());
    for (Eigen::Index row = 0; row < scaledScores.rows(); ++row) {
        double maximum = -std::numeric_limits<double>::infinity();
        for (Eigen::Index column = 0; column < scaledScores.cols(); ++column)
            if (!isMasked(mode, row, column))
                maximum = std::max(maximum, scaledScores(row, column));
        double sum = 0;
        for (Eigen::Index column = 0; column < scaledScores.cols(); ++column) {
            if (isMasked(mode, row, column))
                continue;
            weights(row, column) = std::exp(scaledScores(row, column) - maximum);
            sum += weights(row, column);
        }
        weights.row(row) /= sum;
    }
    return weights;
}

/// Gradient of a row softmax: with w = softmax(z), dz_j = w_j (dw_j - sum_k w_k dw_k). Entries the mask
/// hid have w_j = 0, so they pass no gradient, as a constant -infinity should.
MatrixD softmaxBackward(const MatrixD &weights, const MatrixD &weightsGradient)
{
    const Eigen::VectorXd rowDots = weights.cwiseProduct(weightsGradient).rowwise().sum();
    MatrixD scoresGradient = weightsGradient;
    scoresGradient.colwise() -= rowDots;
    return weights.cwiseProduct(scoresGradient);
}

} // namespace

HeadActivations attendForward(const MatrixD &queryInputs, const MatrixD &keyInputs, const MatrixD &wq,
                              const MatrixD &wk, const MatrixD &wv, AttentionMode mode)
{
    HeadActivations activations;
    activations.q = queryInputs * wq;
    activations.k = keyInputs * wk;
    activations.v = keyInputs * wv;
    const MatrixD scaledScores = (activations.q * activations.k.transpose()) * (1.0 / std::sqrt(double(wq.cols())));
    activations.weights = maskedRowSoftmax(scaledScores, mode);
    activations.output = activations.weights * activations.v;
    return activations;
}

void attendBackward(const MatrixD &queryInputs, const MatrixD &keyInputs, const MatrixD &wq, const MatrixD &wk,
                    const MatrixD &wv, const HeadActivations &activations, const MatrixD &outputGradient,
                    MatrixD &wqGradient, MatrixD &wkGradient, MatrixD &wvGradient, MatrixD *queryInputsGradient,
                    MatrixD *keyInputsGradient)
{
    const double scale = 1.0 / std::sqrt(double(wq.cols()));
    // H = A V: dA = dH V^T, dV = A^T dH.
    const MatrixD weightsGradient = outputGradient * activations.v.transpose();
    const MatrixD valuesGradient = activations.weights.transpose() * outputGradient;
    // A = softmax(mask(S / sqrt(d_k))): through the softmax, the mask (no gradient where hidden), the scale.
    const MatrixD scoresGradient = softmaxBackward(activations.weights, weightsGradient) * scale;
    // S = Q K^T: dQ = dS K, dK = dS^T Q.
    const MatrixD queriesGradient = scoresGradient * activations.k;
    const MatrixD keysGradient = scoresGradient.transpose() * activations.q;
    // Q = X_q W_Q, K = X_k W_K, V = X_k W_V.
    wqGradient.noalias() += queryInputs.transpose() * queriesGradient;
    wkGradient.noalias() += keyInputs.transpose() * keysGradient;
    wvGradient.noalias() += keyInputs.transpose() * valuesGradient;
    if (queryInputsGradient)
        queryInputsGradient->noalias() += queriesGradient * wq.transpose();
    if (keyInputsGradient) {
        keyInputsGradient->noalias() += keysGradient * wk.transpose();
        keyInputsGradient->noalias() += valuesGradient * wv.transpose();
    }
}

ForwardPass forwardPass(const LayerParameters &parameters, const TrainingExample &example, AttentionMode mode)
{
    ForwardPass pass;
    const Eigen::Index dv = parameters.wv.front().cols();
    pass.concatenated.resize(example.queryInputs.rows(), dv * parameters.heads());
    for (int head = 0; head < parameters.heads(); ++head) {
        HeadActivations activations = attendForward(example.queryInputs, example.keyInputs, parameters.wq[size_t(head)],
                                                    parameters.wk[size_t(head)], parameters.wv[size_t(head)], mode);
        pass.concatenated.middleCols(head * dv, dv) = activations.output;
        pass.heads.push_back(std::move(activations));
    }
    pass.projected = pass.concatenated * parameters.wo;
    const MatrixD logits = pass.projected * parameters.readout;
    pass.probabilities.resize(logits.rows(), logits.cols());
    for (Eigen::Index row = 0; row < logits.rows(); ++row) {
        // log p = z - max - log sum exp(z - max): exact for any size of logits.
        const double maximum = logits.row(row).maxCoeff();
        const Eigen::RowVectorXd shifted = logits.row(row).array() - maximum;
        const double logSum = std::log(shifted.array().exp().sum());
        pass.probabilities.row(row) = (shifted.array() - logSum).exp();
        const int answer = example.answer[size_t(row)];
        if (answer < 0)
            continue;
        pass.lossSum -= shifted(answer) - logSum;
        ++pass.scoredRows;
    }
    return pass;
}

namespace {

/// Adds one example's share of the gradient, where logitsGradient = dL/d(O W_R) is already divided by the
/// batch's scored rows.
void addExampleGradients(const LayerParameters &parameters, const TrainingExample &example, const ForwardPass &pass,
                         const MatrixD &logitsGradient, LayerParameters &gradients)
{
    const Eigen::Index dv = parameters.wv.front().cols();
    gradients.readout.noalias() += pass.projected.transpose() * logitsGradient;
    const MatrixD projectedGradient = logitsGradient * parameters.readout.transpose();
    gradients.wo.noalias() += pass.concatenated.transpose() * projectedGradient;
    const MatrixD concatenatedGradient = projectedGradient * parameters.wo.transpose();
    for (int head = 0; head < parameters.heads(); ++head) {
        const size_t index = size_t(head);
        attendBackward(example.queryInputs, example.keyInputs, parameters.wq[index], parameters.wk[index],
                       parameters.wv[index], pass.heads[index], concatenatedGradient.middleCols(head * dv, dv),
                       gradients.wq[index], gradients.wk[index], gradients.wv[index]);
    }
}

} // namespace

LossAndGradients lossAndGradients(const LayerParameters &parameters, const std::vector<TrainingExample> &batch,
                                  AttentionMode mode)
{
    std::vector<ForwardPass> passes;
    passes.reserve(batch.size());
    double lossSum = 0;
    int scoredRows = 0;
    for (const TrainingExample &example : batch) {
        passes.push_back(forwardPass(parameters, example, mode));
        lossSum += passes.back().lossSum;
        scoredRows += passes.back().scoredRows;
    }
    LossAndGradients result{0, parameters.zerosLike()};
    if (scoredRows == 0)
        return result;
    result.loss = lossSum / scoredRows;
    for (size_t index = 0; index < batch.size(); ++index) {
        // Cross-entropy after softmax: dL/dlogits = (p - onehot(answer)) / N on scored rows, 0 elsewhere.
        MatrixD logitsGradient = passes[index].probabilities;
        for (Eigen::Index row = 0; row < logitsGradient.rows(); ++row) {
            const int answer = batch[index].answer[size_t(row)];
            if (answer < 0)
                logitsGradient.row(row).setZero();
            else
                logitsGradient(row, answer) -= 1.0;
        }
        logitsGradient /= double(scoredRows);
        addExampleGradients(parameters, batch[index], passes[index], logitsGradient, result.gradients);
    }
    return result;
}

double meanLoss(const LayerParameters &parameters, const std::vector<TrainingExample> &batch, AttentionMode mode)
{
    double lossSum = 0;
    int scoredRows = 0;
    for (const TrainingExample &example : batch) {
        const ForwardPass pass = forwardPass(parameters, example, mode);
        lossSum += pass.lossSum;
        scoredRows += pass.scoredRows;
    }
    return scoredRows == 0 ? 0.0 : lossSum / scoredRows;
}

} // namespace attn
