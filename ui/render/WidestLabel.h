#pragma once

#include <QFontMetricsF>
#include <QStringList>

namespace attn {

/// The width of the widest of labels in a font, measuring only those that can be the widest: the longest
/// by characters, and any at least half as long (a short "WW" can be wider than a long "iiii"). Thousands
/// of token names, measured one by one at every layout, held the window for seconds.
double widestLabelWidth(const QStringList &labels, const QFontMetricsF &metrics);

} // namespace attn
