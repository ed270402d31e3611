#pragma once

#include "SlidePage.h"

#include <QSize>
#include <QString>
#include <memory>
#include <vector>

namespace attn {

/// The slides of a lesson's deck, each with the numbers of its own scenario (the lesson with the slide's
/// changes made) computed by the function given.
std::vector<std::unique_ptr<SlidePage>> deckPages(const std::shared_ptr<const Scenario> &lesson,
                                                  const std::function<std::optional<AttentionResult>(const Scenario &)> &compute,
                                                  SlideContext context);

/// The deck as one PDF, one page per slide, each page exactly what the presentation shows at that size
/// (one logical pixel a 96th of an inch). Written whole or not at all; an empty string on success, else why not.
QString writeDeckPdf(const std::vector<std::unique_ptr<SlidePage>> &slides, const QString &path, const QSize &size,
                     double textScale = 1.0, const QString &title = {});
/// The deck as DIR/slide-001.png (or .svg), one file per slide. format: "png" or "svg".
QString writeDeckImages(const std::vector<std::unique_ptr<SlidePage>> &slides, const QString &folder, const QString &format,
                        const QSize &size, double textScale = 1.0);
/// A slide as the presentation paints it, at a size.
QImage slideImage(const SlidePage &slide, const QSize &size, double textScale = 1.0);

} // namespace attn
