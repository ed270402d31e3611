#pragma once

#include "ColourGradient.h"
#include <QColor>
#include <QStringList>

#include <optional>

namespace attn {

/// Colour palettes for heatmaps. Viridis and cividis are perceptually uniform and read the same to the
/// common forms of colour blindness; the projector palette trades that for the strongest contrast, since a
/// washed-out projector flattens mid-tones.
enum class PaletteKind {
    Viridis,
    Cividis,
    Projector,
};

QString paletteKey(PaletteKind palette);
std::optional<PaletteKind> paletteFromKey(const QString &key);
QStringList paletteKeys();
/// The palette's name in menus.
QString paletteTitle(PaletteKind palette);

/// For values from a lowest to a highest (weights 0 to 1).
ColourGradient sequentialGradient(PaletteKind palette);
/// For values symmetric about 0 (scores): one hue below, a light neutral at 0, another hue above.
ColourGradient divergingGradient(PaletteKind palette);
/// Black or white, whichever reads better on the background.
QColor readableTextColour(const QColor &background);

} // namespace attn
