#include "ColourPalettes.h"

#include "base/EnumKeys.h"

#include <QCoreApplication>
#include <utility>
#include <vector>

namespace attn {

/// The keys of PaletteKind in files, settings and on the command line, in the order they are listed.
constexpr auto kPaletteKeys = enumKeys<PaletteKind>({
    {PaletteKind::Viridis, "viridis"},
    {PaletteKind::Cividis, "cividis"},
    {PaletteKind::Projector, "projector"},
});

QString paletteKey(PaletteKind value)
{
    return kPaletteKeys.key(value);
}

std::optional<PaletteKind> paletteFromKey(const QString &key)
{
    return kPaletteKeys.fromKey(key);
}

QStringList paletteKeys()
{
    return kPaletteKeys.keys();
}

QString paletteTitle(PaletteKind palette)
{
    switch (palette) {
    case PaletteKind::Viridis:
        return QCoreApplication::translate("ColourPalettes", "Viridis (colour-blind safe)");
    case PaletteKind::Cividis:
        return QCoreApplication::translate("ColourPalettes", "Cividis (colour-blind safe, blue–yellow)");
    case PaletteKind::Projector:
        return QCoreApplication::translate("ColourPalettes", "High contrast (projector)");
    }
    return {};
}

ColourGradient sequentialGradient(PaletteKind palette)
{
    // Stops sampled from matplotlib's viridis and cividis, which are designed to be perceptually uniform.
    switch (palette) {
    case PaletteKind::Viridis:
        return ColourGradient({{0.0, QColor(0x440154)},
                               {0.125, QColor(0x482878)},
                               {0.25, QColor(0x3e4989)},
                               {0.375, QColor(0x31688e)},
                               {0.5, QColor(0x26828e)},
                               {0.625, QColor(0x1f9e89)},
                               {0.75, QColor(0x35b779)},
                               {0.875, QColor(0x6ece58)},
                               {1.0, QColor(0xfde725)}});
    case PaletteKind::Cividis:
        return ColourGradient({{0.0, QColor(0x00224e)},
                               {0.25, QColor(0x35456c)},
                               {0.5, QColor(0x666970)},
                               {0.75, QColor(0x948e77)},
                               {1.0, QColor(0xfee838)}});
    case PaletteKind::Projector:
        // White to black: the largest lightness range there is, so it survives a dim projector.
        return ColourGradient({{0.0, QColor(Qt::white)}, {1.0, QColor(Qt::black)}});
    }
    return {};
}

ColourGradient divergingGradient(PaletteKind palette)
{
    switch (palette) {
    case PaletteKind::Viridis:
    case PaletteKind::Cividis:
        // ColorBrewer's RdBu, which stays distinguishable with red-green colour blindness.
        return ColourGradient({{0.0, QColor(0x2166ac)},
                               {0.25, QColor(0x92c5de)},
                               {0.5, QColor(0xf7f7f7)},
                               {0.75, QColor(0xf4a582)},
                               {1.0, QColor(0xb2182b)}});
    case PaletteKind::Projector:
        return ColourGradient({{0.0, QColor(0x0000c8)}, {0.5, QColor(Qt::white)}, {1.0, QColor(0xc80000)}});
    }
    return {};
}

QColor readableTextColour(const QColor &background)
{
    // Relative luminance (ITU-R BT.709 weights on the sRGB values is close enough for a choice of two).
    const double luminance =
        0.2126 * background.redF() + 0.7152 * background.greenF() + 0.0722 * background.blueF();
    return luminance > 0.5 ? QColor(Qt::black) : QColor(Qt::white);
}

} // namespace attn
