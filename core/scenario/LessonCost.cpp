#include "LessonCost.h"

namespace attn {

LessonCost lessonCost(const Scenario &scenario)
{
    const double queries = double(scenario.querySequence().tokens.size());
    const double keys = double(scenario.source.tokens.size());
    const double dModel = double(scenario.dModel());
    LessonCost cost;
    double floats = 0;
    double concatWidth = 0;
    for (int head = 0; head < scenario.headCount(); ++head) {
        const double dk = double(scenario.headShape(head).dk), dv = double(scenario.headShape(head).dv);
        cost.flops += 2 * (queries * dModel * dk + keys * dModel * (dk + dv)) + 2 * queries * keys * (dk + dv);
        floats += queries * dk + keys * (dk + dv) + 4 * queries * keys + queries * dv;
        concatWidth += dv;
    }
    cost.flops += 2 * queries * concatWidth * dModel;
    floats += queries * (concatWidth + dModel);
    cost.resultBytes = qint64(floats * sizeof(float));
    cost.inputBytes = qint64((queries + keys) * dModel * double(sizeof(double) + sizeof(float)));
    return cost;
}

} // namespace attn
