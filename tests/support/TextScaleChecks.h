#pragma once

#include "render/HeatmapPicture.h"

#include <QSize>
#include <QString>
#include <QTest>

namespace attn::test {

/// Fails, naming the sizes, where a larger text scale than the one before (Ctrl+ one step at a time, then
/// 2 and 4) draws a panel's numbers or tokens' names smaller, names fewer tokens, or, in a panel that shows
/// neither (a model's layer x head grid), its cells smaller: the titles are what give way.
inline void verifyALargerTextScaleNeverShrinksTheCells(const HeatmapPicture &picture, const QSize &size)
{
    HeatmapPicture::Layout before = picture.layOut(size, 1.0);
    for (double scale : {1.15, 1.15 * 1.15, 1.15 * 1.15 * 1.15, 2.0, 4.0}) {
        const HeatmapPicture::Layout layout = picture.layOut(size, scale);
        QCOMPARE(layout.panels.size(), before.panels.size());
        for (size_t p = 0; p < layout.panels.size(); ++p) {
            const HeatmapPicture::PanelLayout &panel = layout.panels[p], &was = before.panels[p];
            const HeatmapPanel &content = picture.content().panels[p];
            const QString where = QStringLiteral("%1 x %2 at scale %3, panel %4: numbers %5 px, names %6 px (one in %7), cells %8 px; "
                                                 "at the scale before, %9 px, %10 px (one in %11), %12 px")
                                      .arg(size.width()).arg(size.height()).arg(scale).arg(p)
                                      .arg(panel.numbers ? panel.numberFont.pixelSize() : 0).arg(panel.labelFont.pixelSize())
                                      .arg(panel.keyStep).arg(panel.cell)
                                      .arg(was.numbers ? was.numberFont.pixelSize() : 0).arg(was.labelFont.pixelSize())
                                      .arg(was.keyStep).arg(was.cell);
            if (was.numbers)
                QVERIFY2(panel.numbers && panel.numberFont.pixelSize() >= was.numberFont.pixelSize(), qPrintable(where));
            if (!content.keyLabels.isEmpty() || !content.queryLabels.isEmpty()) {
                QVERIFY2(panel.labelFont.pixelSize() >= was.labelFont.pixelSize(), qPrintable(where));
                QVERIFY2(panel.keyStep <= was.keyStep && panel.queryStep <= was.queryStep, qPrintable(where));
            } else if (!was.numbers) {
                QVERIFY2(panel.cell >= was.cell * 0.999, qPrintable(where));
            }
        }
        before = layout;
    }
}

} // namespace attn::test
