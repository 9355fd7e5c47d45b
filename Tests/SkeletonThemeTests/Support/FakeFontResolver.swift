import SkeletonCore
import SkeletonDocument

/// A deterministic font resolver: only "DejaVu Sans" and the iOS stand-in "Roboto" are installed.
struct FakeFontResolver: FontResolver {
    /// Whether the iOS stand-in is installed.
    var hasStandIn = true

    func resolve(_ font: FontSpec) -> FontResolution {
        if let standIn = IOSFontAliases.standIn(for: font.family) {
            return FontResolution(
                matchedFamily: hasStandIn ? standIn : "DejaVu Sans", filePath: "/fonts/\(standIn).ttf",
                isFallback: !hasStandIn, iOSStandIn: standIn)
        }
        let installed = font.family == "DejaVu Sans" || font.family == "Roboto"
        return FontResolution(
            matchedFamily: installed ? font.family : "DejaVu Sans", filePath: "/fonts/DejaVuSans-\(font.weight).ttf",
            isFallback: !installed)
    }

    /// Emoji and other characters beyond the Basic Multilingual Plane are missing from every font.
    func missingGlyphs(in text: String, font: FontSpec) -> [Unicode.Scalar] {
        MissingGlyphs.candidates(in: text).filter { $0.value > 0xFFFF }
    }
}
