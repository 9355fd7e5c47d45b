import CSDL2
import CSDL2TTF
import SkeletonCore
import SkeletonRaster

/// Everything a `FontLibrary` keeps between calls: fontconfig's answers, the open SDL_ttf faces
/// and the caches of metrics, widths and glyph masks. It lives inside the library's `Mutex`, so
/// only one thread at a time reaches it (and, through it, SDL_ttf and FreeType).
struct FontCaches {
    /// Where problems (missing families, unreadable font files) are reported.
    let log: MessageLog
    /// Whether SDL_ttf started; without it no face is opened.
    let ttfReady: Bool
    /// fontconfig's families, files and per-character fallbacks.
    let matcher = FontMatcher()
    /// fontconfig answers per family and weight.
    var matches: [MatchKey: FontMatch] = [:]
    /// Open SDL_ttf faces by file and pixel size.
    var faces = LRUCache<SizedFace, OpaquePointer>(capacity: 48)
    /// UIFont.lineHeight of the font files, unrounded.
    let fileMetrics = FontFileMetrics()
    /// Line metrics per (spec, scale); bounded like the other caches.
    var metricsCache = LRUCache<SizedSpec, FontLineMetrics>(capacity: 512)
    /// Advance widths per (text, spec).
    var widthCache = LRUCache<TextKey, Double>(capacity: 8192)
    /// Glyph coverage per (text, spec, scale); nil entries remember runs that cannot be drawn.
    var maskCache = LRUCache<TextKey, CoverageMask?>(capacity: 1024)
    /// The fallback face per character a requested face lacks; nil entries remember that no
    /// installed outline font has it.
    var fallbacks = LRUCache<FallbackKey, FontFace?>(capacity: 2048)

    /// Calls `body` with the SDL_ttf face for `spec` at `scale`, opening (and caching) it first; nil
    /// when no candidate file can be opened.
    mutating func withFace<T>(_ spec: FontSpec, scale: Double, _ body: (OpaquePointer) -> T) -> T? {
        openFace(spec, scale: scale).map { body($0.font) }
    }

    /// The face used for `spec` at `scale` and the file it came from: the first of fontconfig's
    /// candidates that opens. When every candidate fails (files removed since fontconfig cached
    /// them) the font list is re-read once and its new answer tried.
    mutating func openFace(_ spec: FontSpec, scale: Double) -> (face: FontFace, font: OpaquePointer)? {
        guard ttfReady, let match = fontMatch(for: spec) else { return nil }
        let pixels = FontLibrary.pixelSize(of: spec, scale: scale)
        if let found = firstOpening(match.candidates, spec: spec, pixels: pixels) { return found }
        matcher.refresh()
        matches.removeAll()
        if let fresh = fontMatch(for: spec), fresh != match,
            let found = firstOpening(fresh.candidates, spec: spec, pixels: pixels)
        {
            return found
        }
        log.report(
            "error: no font file for \"\(spec.family)\" can be opened; text in that font is not drawn")
        return nil
    }

    /// The first candidate that is open already or opens now, reporting those that fail.
    private mutating func firstOpening(
        _ candidates: [FontFace], spec: FontSpec, pixels: Int
    ) -> (face: FontFace, font: OpaquePointer)? {
        for face in candidates {
            if let opened = open(face, pixels: pixels) { return (face, opened) }
            log.report(
                "warning: font file \(face.path) for \"\(spec.family)\" cannot be opened "
                    + "(\(String(cString: SDL_GetError()))); using the next fallback"
            )
        }
        return nil
    }

    /// The SDL_ttf face of `face` at `pixels`, open already or opened now (and cached); nil when
    /// the file cannot be opened.
    mutating func open(_ face: FontFace, pixels: Int) -> OpaquePointer? {
        let key = SizedFace(face: face, pixels: pixels)
        if let open = faces.value(for: key) { return open }
        guard let opened = TTF_OpenFontIndex(face.path, Int32(pixels), Int(face.index)) else { return nil }
        for evicted in faces.insert(opened, for: key) { TTF_CloseFont(evicted) }
        return opened
    }

    /// The fontconfig answer for a spec, cached per family and weight; an iOS family asks for its
    /// stand-in (`IOSFontAliases`).
    mutating func fontMatch(for spec: FontSpec) -> FontMatch? {
        let key = MatchKey(family: spec.family, weight: spec.weight)
        if let known = matches[key] { return known }
        let family = IOSFontAliases.standIn(for: spec.family) ?? spec.family
        guard let found = matcher.match(family: family, weight: spec.weight) else {
            log.report(
                "error: fontconfig offers no font at all for \"\(spec.family)\"; install fonts-dejavu-core")
            return nil
        }
        matches[key] = found
        return found
    }
}

/// A family and weight as fontconfig is asked for them.
struct MatchKey: Hashable {
    /// Family name as written in the theme.
    var family: String
    /// CSS weight.
    var weight: Int
}

/// An open face at one pixel size.
struct SizedFace: Hashable {
    /// The file and face index.
    var face: FontFace
    /// Pixel size it was opened at.
    var pixels: Int
}

/// A font spec at a device scale.
struct SizedSpec: Hashable {
    /// The spec.
    var spec: FontSpec
    /// Device pixels per point.
    var scale: Double
}

/// A string in a font at a device scale.
struct TextKey: Hashable {
    /// The text.
    var text: String
    /// The font and scale.
    var font: SizedSpec
}
