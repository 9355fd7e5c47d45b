import CSDL2
import CSDL2TTF
import SkeletonCore
import SkeletonRaster

/// Real fonts for the app: families resolved through fontconfig, faces opened with SDL_ttf at
/// pixel sizes (points at 72 dpi, × the device scale for glyphs), with bounded caches of open
/// faces, metrics, widths and glyph masks. It measures text for layout (`TextMetrics`), draws
/// it for the rasterizer (`GlyphSource`) and tells the theme loader what a family resolved to.
/// A font file that disappears falls back to the next candidate, reported once, never a crash.
package final class FontLibrary {
    /// Where problems (missing families, unreadable font files) are reported.
    package let log: MessageLog
    /// One lock for every library: SDL_ttf and FreeType share a single process-wide FT_Library,
    /// which may not be used from two threads at once.
    var lock: Lock { Self.ttfLock }
    private static let ttfLock = Lock()
    /// The fontconfig queries: families and per-character fallbacks.
    let matcher = FontMatcher()
    private let ttfReady: Bool
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

    /// Largest pixel size opened, so a typo like `"size": 90000` cannot exhaust memory.
    static let maxPixelSize = 1024

    /// Initialises SDL_ttf (no window needed) and fontconfig.
    package init(log: MessageLog = MessageLog()) {
        self.log = log
        ttfReady = Self.ttfLock.withLock { TTF_Init() == 0 }
        if !ttfReady {
            log.report(
                "error: cannot initialise SDL_ttf: \(String(cString: SDL_GetError())); text will not be drawn"
            )
        }
    }

    deinit {
        Self.ttfLock.withLock {
            for face in faces.removeAll() { TTF_CloseFont(face) }
            if ttfReady { TTF_Quit() }
        }
    }

    /// The whole-pixel size a spec is opened at for `scale` device pixels per point.
    static func pixelSize(of spec: FontSpec, scale: Double) -> Int {
        let size = spec.size * scale
        guard size.isFinite else { return 1 }
        return min(maxPixelSize, max(1, Int(size.rounded())))
    }

    /// Calls `body` with the SDL_ttf face for `spec` at `scale`, opening (and caching) it first; nil
    /// when no candidate file can be opened. Must be called with `lock` held.
    func withFace<T>(_ spec: FontSpec, scale: Double, _ body: (OpaquePointer) -> T) -> T? {
        openFace(spec, scale: scale).map { body($0.font) }
    }

    /// The face used for `spec` at `scale` and the file it came from: the first of fontconfig's
    /// candidates that opens. When every candidate fails (files removed since fontconfig cached
    /// them) the font list is re-read once and its new answer tried. Must be called with `lock` held.
    func openFace(_ spec: FontSpec, scale: Double) -> (face: FontFace, font: OpaquePointer)? {
        guard ttfReady, let match = fontMatch(for: spec) else { return nil }
        let pixels = Self.pixelSize(of: spec, scale: scale)
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
    private func firstOpening(
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
    /// the file cannot be opened. Must be called with `lock` held.
    func open(_ face: FontFace, pixels: Int) -> OpaquePointer? {
        let key = SizedFace(face: face, pixels: pixels)
        if let open = faces.value(for: key) { return open }
        guard let opened = TTF_OpenFontIndex(face.path, Int32(pixels), Int(face.index)) else { return nil }
        for evicted in faces.insert(opened, for: key) { TTF_CloseFont(evicted) }
        return opened
    }

    /// The fontconfig answer for a spec, cached per family and weight; an iOS family asks for its
    /// stand-in (`IOSFontAliases`). Must be called with `lock` held.
    func fontMatch(for spec: FontSpec) -> FontMatch? {
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
