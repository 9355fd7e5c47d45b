import CSDL2
import CSDL2TTF
import SkeletonCore
import SkeletonDocument
import SkeletonRaster
import Synchronization

/// Real fonts for the app: families resolved through fontconfig, faces opened with SDL_ttf at
/// pixel sizes (points at 72 dpi, × the device scale for glyphs), with bounded caches of open
/// faces, metrics, widths and glyph masks. It measures text for layout (`TextMetrics`), draws
/// it for the rasterizer (`GlyphSource`) and tells the theme loader what a family resolved to.
/// A font file that disappears falls back to the next candidate, reported once, never a crash.
/// Safe to share between threads (a batch renders on every core): every call holds the
/// process-wide SDL_ttf lock and then this library's own caches.
package final class FontLibrary: Sendable {
    /// Where problems (missing families, unreadable font files) are reported.
    package let log: MessageLog
    /// SDL_ttf and FreeType share one process-wide FT_Library, which may not be used from two
    /// threads at once, whichever library's caches a call uses.
    private static let ttfLock = Mutex(())
    /// The caches and open faces.
    private let caches: Mutex<FontCaches>

    /// Largest pixel size opened, so a typo like `"size": 90000` cannot exhaust memory.
    static let maxPixelSize = 1024

    /// Initialises SDL_ttf (no window needed) and fontconfig.
    package init(log: MessageLog = MessageLog()) {
        self.log = log
        let ready = Self.ttfLock.withLock { _ in TTF_Init() == 0 }
        if !ready {
            log.report(
                "error: cannot initialise SDL_ttf: \(String(cString: SDL_GetError())); text will not be drawn"
            )
        }
        caches = Mutex(FontCaches(log: log, ttfReady: ready))
    }

    deinit {
        withCaches { caches in
            for face in caches.faces.removeAll() { TTF_CloseFont(face) }
            if caches.ttfReady { TTF_Quit() }
        }
    }

    /// Runs `body` on the caches with the SDL_ttf lock held, so it may call SDL_ttf and FreeType.
    func withCaches<T: Sendable>(_ body: (inout FontCaches) -> T) -> T {
        Self.ttfLock.withLock { _ in caches.withLock { body(&$0) } }
    }

    /// The whole-pixel size a spec is opened at for `scale` device pixels per point.
    static func pixelSize(of spec: FontSpec, scale: Double) -> Int {
        let size = spec.size * scale
        guard size.isFinite else { return 1 }
        return min(maxPixelSize, max(1, Int(size.rounded())))
    }
}

extension FontLibrary: TextMetrics {
    /// Ascent, descent and line skip of the font as SDL_ttf reports them at scale 1 (whole pixels =
    /// points), e.g. DejaVu Sans 17 → 16, 4, 20, and UIFont.lineHeight from the file's own metrics
    /// at the exact point size (DejaVu Sans 17: 2384 / 2048 × 17 = 19.7890625).
    package func lineMetrics(for font: FontSpec) -> FontLineMetrics {
        withCaches { caches in
            let key = SizedSpec(spec: font, scale: 1)
            if let known = caches.metricsCache.value(for: key) { return known }
            let measured =
                caches.openFace(font, scale: 1).map { opened in
                    let skip = Double(TTF_FontLineSkip(opened.font))
                    return FontLineMetrics(
                        ascent: Double(TTF_FontAscent(opened.font)),
                        descent: Double(-TTF_FontDescent(opened.font)),
                        lineHeight: skip,
                        fontLineHeight: caches.fileMetrics.lineHeightPerEm(of: opened.face).map { $0 * font.size }
                            ?? skip
                    )
                } ?? Self.estimatedMetrics(for: font)
            caches.metricsCache.insert(measured, for: key)
            return measured
        }
    }

    /// The advance width of one line of `text` (TTF_SizeUTF8) at scale 1, the characters the font
    /// lacks measured in their fallback faces.
    package func width(of text: String, font: FontSpec) -> Double {
        guard !text.isEmpty else { return 0 }
        return withCaches { caches in
            let key = TextKey(text: text, font: SizedSpec(spec: font, scale: 1))
            if let known = caches.widthCache.value(for: key) { return known }
            let measured: Double
            if let face = caches.openFace(font, scale: 1)?.font {
                let segments = caches.segments(of: text, spec: font, primary: face)
                measured =
                    FontCaches.isSingleFace(segments, of: text)
                    ? Double(FontCaches.advance(of: text, face: face))
                    : caches.advance(of: segments, primary: face, pixels: Self.pixelSize(of: font, scale: 1))
            } else {
                measured = Double(text.count) * font.size * 0.6
            }
            caches.widthCache.insert(measured, for: key)
            return measured
        }
    }

    /// Proportions of DejaVu Sans, used only when no font file at all can be opened (reported), so
    /// layout still gives sensible boxes.
    static func estimatedMetrics(for font: FontSpec) -> FontLineMetrics {
        let size = max(0, font.size.isFinite ? font.size : 0)
        return FontLineMetrics(
            ascent: (size * 0.928).rounded(), descent: (size * 0.236).rounded(),
            lineHeight: (size * 1.164).rounded())
    }
}

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

extension FontLibrary {
    /// Closes every open face and forgets every measurement and glyph mask, because font files
    /// changed on disk (hot reload): SDL_ttf keeps reading an open file, which a rename leaves at
    /// the old version and an in-place rewrite corrupts, and the caches are keyed by family, not file.
    package func forgetFiles() {
        withCaches { caches in
            for face in caches.faces.removeAll() { TTF_CloseFont(face) }
            caches.matches.removeAll()
            _ = caches.fallbacks.removeAll()
            caches.fileMetrics.forgetAll()
            _ = caches.metricsCache.removeAll()
            _ = caches.widthCache.removeAll()
            _ = caches.maskCache.removeAll()
        }
    }
}
