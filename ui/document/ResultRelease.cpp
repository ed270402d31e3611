#include "ResultRelease.h"

#include <QCoreApplication>
#include <QThread>
#include <QThreadPool>

namespace attn {

bool isLetGoElsewhere(const AttentionResult &result)
{
    const QCoreApplication *application = QCoreApplication::instance();
    if (!application || QThread::currentThread() != application->thread())
        return false;
    Eigen::Index weights = 0;
    for (const HeadResult &head : result.heads)
        weights += head.weights.size();
    return weights >= Eigen::Index(1) << 20;
}

void ResultReleaser::operator()(const AttentionResult *result) const
{
    if (isLetGoElsewhere(*result))
        QThreadPool::globalInstance()->start([result] { delete result; });
    else
        delete result;
}

std::shared_ptr<const AttentionResult> shareResult(AttentionResult result)
{
    return std::shared_ptr<const AttentionResult>(new AttentionResult(std::move(result)), ResultReleaser());
}

} // namespace attn
