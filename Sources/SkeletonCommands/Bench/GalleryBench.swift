import Foundation
import SkeletonCompose
import SkeletonCore
import SkeletonGallery
import SkeletonRaster
import SkeletonSystem
import SkeletonTheme

/// Times the shipped gallery: one gallery frame renders every layout of every theme in a folder
/// (display list at time t, then pixels at 2×), in each of the four skeleton styles, settled and
/// animating (t advances 1/60 s per frame).
struct GalleryBench {
    /// One style's timing.
    struct Result {
        /// The style.
        let style: SkeletonStyle
        /// Layouts per gallery frame.
        let layouts: Int
        /// Median milliseconds per gallery frame.
        let median: Double
        /// 95th percentile milliseconds per gallery frame.
        let p95: Double
    }

    /// Device pixels per point (a retina window).
    static let scale = 2.0

    /// Loads the themes in `folder` and times `frames` gallery frames per style after `warmup`.
    static func run(folder: String, services: PlatformServices, frames: Int, warmup: Int) throws -> [Result] {
        let paths = ThemeDirectory.discover(paths: [folder])
        var themes: [Theme] = []
        for path in paths {
            let loaded = ThemeLoader.load(path: path, fontResolver: services.fonts)
            guard let theme = loaded.theme else {
                let first = loaded.diagnostics.first.map { "\($0)" } ?? "unknown error"
                throw BenchError("cannot load \(path): \(first)")
            }
            themes.append(theme)
        }
        guard !themes.isEmpty else {
            throw BenchError("no *.theme.json in \(folder); pass --themes DIR or --scene FILE")
        }
        var results: [Result] = []
        for style in SkeletonStyle.allCases {
            var pages: [(PreparedLayout, SkeletonTimeline, Framebuffer)] = []
            for theme in themes {
                for layout in theme.layouts {
                    let prepared = PreparedLayout(
                        layout: layout, theme: theme, metrics: services.metrics, options: LayoutOptions())
                    let timeline = SkeletonTimeline(style: style, transitions: theme.timelineTransitions, shownAt: -60)
                    let width = Int((prepared.size.width * scale).rounded(.up))
                    let height = Int((prepared.size.height * scale).rounded(.up))
                    guard let fb = Framebuffer(width: max(1, width), height: max(1, height)) else { continue }
                    pages.append((prepared, timeline, fb))
                }
            }
            let rasterizer = Rasterizer()
            var list = DisplayList(size: .zero, background: RGBA8(r: 255, g: 255, b: 255))
            var times: [Double] = []
            for f in 0..<(warmup + frames) {
                let t = Double(f) / 60
                let start = MonotonicClock.now()
                for i in pages.indices {
                    pages[i].0.displayList(at: t, timeline: pages[i].1, into: &list)
                    rasterizer.render(
                        list, into: &pages[i].2, scale: scale, glyphs: services.glyphs, images: services.images)
                }
                if f >= warmup { times.append((MonotonicClock.now() - start) * 1000) }
            }
            results.append(
                Result(
                    style: style, layouts: pages.count, median: BenchStatistics.percentile(times, 0.5),
                    p95: BenchStatistics.percentile(times, 0.95)))
        }
        return results
    }
}
