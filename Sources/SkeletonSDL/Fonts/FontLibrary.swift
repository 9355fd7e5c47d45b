import CSDL2
import CSDL2TTF
import SkeletonCore
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
