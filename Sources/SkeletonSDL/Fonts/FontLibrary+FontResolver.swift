import CSDL2TTF
import SkeletonCore
import SkeletonDocument

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

    /// The characters of `text` that neither the face SDL_ttf opens for `font` provides
    /// (`TTF_GlyphIsProvided32`) nor any installed outline font as its fallback: they are drawn
    /// as empty boxes.
    package func missingGlyphs(in text: String, font: FontSpec) -> [Unicode.Scalar] {
        let wanted = MissingGlyphs.candidates(in: text)
        guard !wanted.isEmpty else { return [] }
        return withCaches { caches in
            guard let face = caches.openFace(font, scale: 1)?.font else { return [] }
            return wanted.filter { scalar in
                TTF_GlyphIsProvided32(face, scalar.value) == 0 && caches.fallbackFace(for: scalar, spec: font) == nil
            }
        }
    }
}
