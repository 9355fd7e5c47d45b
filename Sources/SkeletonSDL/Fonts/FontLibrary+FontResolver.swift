import SkeletonCore
import SkeletonTheme

extension FontLibrary: FontResolver {
    /// The family and file fontconfig chose for `font` and whether it stands in for a missing
    /// family: a fallback is always reported, never silent. An iOS family resolves to its stand-in
    /// (`iOSStandIn`), a fallback only when the stand-in is not installed.
    package func resolve(_ font: FontSpec) -> FontResolution {
        lock.withLock {
            let standIn = IOSFontAliases.standIn(for: font.family)
            guard let match = fontMatch(for: font) else {
                return FontResolution(
                    matchedFamily: font.family, filePath: nil, isFallback: true, iOSStandIn: standIn)
            }
            let used = openFace(font, scale: 1)?.face
            let isFallback = !match.familyMatched || used != match.candidates.first
            return FontResolution(
                matchedFamily: match.family, filePath: used?.path ?? match.candidates.first?.path,
                isFallback: isFallback, iOSStandIn: standIn)
        }
    }
}
