#pragma once

#include "render/SlidePage.h"

#include <QSize>
#include <QString>
#include <memory>
#include <vector>

namespace attn {

class ScenarioDocument;

/// The deck of the lesson the desk holds, each slide computed on the CPU with its own changes (√d_k off, a
/// token moved), which are not the document's scenario: the desk's result stays as it is. A slide whose
/// numbers cannot be computed says so.
std::vector<std::unique_ptr<SlidePage>> lessonSlides(const ScenarioDocument &document);

/// File › Export deck: the desk's deck as one PDF (a path ending in .pdf), or as a folder of slide-001.png or
/// .svg files, each page what the presentation shows at that size. An empty string on success, else why not.
QString exportLessonDeck(const ScenarioDocument &document, const QString &path, const QString &format,
                         const QSize &size = QSize(1920, 1080));

} // namespace attn
