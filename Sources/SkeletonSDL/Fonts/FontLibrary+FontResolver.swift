import SkeletonCore
import SkeletonTheme

extension FontLibrary: FontResolver {
    /// The family and file fontconfig chose for `font` and whether it stands in for a missing
    /// family: a fallback is always reported, never silent.
    package func resolve(_ font: FontSpec) -> FontResolution {
        lock.withLock {
            guard let match = fontMatch(for: font) else {
                return FontResolution(matchedFamily: font.family, filePath: nil, isFallback: true)
            }
            let used = openFace(font, scale: 1)?.face
            let isFallback = !match.familyMatched || used != match.candidates.first
            return FontResolution(
                matchedFamily: match.family, filePath: used?.path ?? match.candidates.first?.path,
                isFallback: isFallback)
        }
    }
}
