#pragma once

#include <QFont>
#include <QString>
#include <QSizeF>

#include <optional>

namespace attn {

/// The default font at a size in pixels (rounded, at least 1), for texts that must be a given size on any
/// device: a screen, a PNG, an SVG or a PDF.
QFont pixelFont(double pixels, bool bold = false);

/// The family the default font resolves to ("DejaVu Sans"), by its name: figures name it rather than Qt's
/// alias "Sans Serif", which an SVG carried and nothing outside Qt knows.
QString defaultFontFamily();

/// The largest text scale a window or the command line allows: where Ctrl+ stops.
constexpr double kLargestTextScale = 4.0;
/// A text scale within what every window allows, 0.5 to kLargestTextScale: where Ctrl+ and Ctrl− stop.
double boundedTextScale(double scale);

/// The application's font scaled (Ctrl+ and Ctrl− in a window), in points or pixels as it is given.
QFont scaledApplicationFont(double scale);

/// The height of text wrapped to a width (0 for no text).
int wrappedTextHeight(const QFont &font, const QString &text, int width);

/// The font made smaller, down to three fifths of its size, until the text wrapped to the width takes at
/// most that many lines: a title that leaves the room below it to the picture.
QFont fontWithinLines(QFont font, const QString &text, int width, int lines);

/// The font made smaller, down to smallest pixels (by default three fifths of its size, and 9 px), until the
/// text's line is at most length long; none if even that is too long (the text is then left out: a
/// secondary title, never a number or a token).
std::optional<QFont> fittedFont(QFont font, const QString &text, int length, int smallest = 0);

/// How much a figure's texts grow: with the text scale, and with the figure itself (a large export for a
/// slide gets larger labels, not only larger cells), from 1× at 1100 × 720 up to 2.5×.
double figureTextScale(const QSizeF &size, double textScale);
/// The scale of a figure's titles, notes and strokes: as figureTextScale, but only as far as the figure is
/// large (its smaller side over 450 px), so that a narrow dock at lecture size keeps room for what it shows.
double figureChromeScale(const QSizeF &size, double textScale);

} // namespace attn
