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
    // One sequence in the self modes, two in cross; learned positions are a second matrix of doubles.
    const double sequenceRows = scenario.mode == AttentionMode::Cross ? queries + keys : keys;
    const double doublesPerNumber = scenario.positions == ScenarioPositions::Learned ? 2 : 1;
    cost.inputBytes = qint64(sequenceRows * dModel * (doublesPerNumber * double(sizeof(double)) + double(sizeof(float))));
    return cost;
}

} // namespace attn
