import CSDL2TTF
import SkeletonCore
import SkeletonTheme

extension FontLibrary: FontResolver {
    /// The family and file fontconfig chose for `font` and whether it stands in for a missing
    /// family: a fallback is always reported, never silent. An iOS family resolves to its stand-in
    /// (`iOSStandIn`), a fallback only when the stand-in is not installed.
    package func resolve(_ font: FontSpec) -> FontResolution {
        withCaches { caches in
            let standIn = IOSFontAliases.standIn(for: font.family)
            guard let match = caches.fontMatch(for: font) else {
                return FontResolution(
                    matchedFamily: font.family, filePath: nil, isFallback: true, iOSStandIn: standIn)
            }
            let used = caches.openFace(font, scale: 1)?.face
            let isFallback = !match.familyMatched || used != match.candidates.first
            return FontResolution(
                matchedFamily: match.family, filePath: used?.path ?? match.candidates.first?.path,
                isFallback: isFallback, iOSStandIn: standIn)
        }
    }

    /// The characters of `text` the font SDL_ttf opens for `font` does not provide
    /// (`TTF_GlyphIsProvided32`); every character is drawn with that one font.
    package func missingGlyphs(in text: String, font: FontSpec) -> [Unicode.Scalar] {
        let wanted = MissingGlyphs.candidates(in: text)
        guard !wanted.isEmpty else { return [] }
        return withCaches { caches in
            caches.withFace(font, scale: 1) { face in wanted.filter { TTF_GlyphIsProvided32(face, $0.value) == 0 } }
                ?? []
        }
    }
}
