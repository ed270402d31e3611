#include "WidestLabel.h"

#include <algorithm>

namespace attn {

double widestLabelWidth(const QStringList &labels, const QFontMetricsF &metrics)
{
    constexpr qsizetype kMeasuredAtMost = 64;
    qsizetype longest = 0;
    for (const QString &label : labels)
        longest = std::max(longest, label.size());
    double widest = 0;
    qsizetype measured = 0;
    for (qsizetype length = longest; length > 0 && length * 2 >= longest && measured < kMeasuredAtMost; --length) {
        for (const QString &label : labels) {
            if (label.size() != length)
                continue;
            widest = std::max(widest, metrics.horizontalAdvance(label));
            if (++measured == kMeasuredAtMost)
                break;
        }
    }
    return widest;
}

} // namespace attn
