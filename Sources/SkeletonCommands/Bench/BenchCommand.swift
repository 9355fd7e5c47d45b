import Foundation
import SkeletonCompose
import SkeletonCore
import SkeletonDocument
import SkeletonGallery
import SkeletonRaster
import SkeletonSystem
import SkeletonTheme

/// `skeleton-preview bench`: times our renderer on the peers' drawing, frame by frame, one thread
/// (or `--threads N`, reported separately).
///
///     bench --scene FILE [--variant a,b,c,d,e,clear|all] [--frames N] [--warmup N] [--json OUT]
///           [--cold] [--threads N] [--compare-peer PNG]
package enum BenchCommand {

    /// Runs the command; `readPNG` decodes PNG files (the platform's codec), `services` gives the
    /// gallery bench its fonts and images, `output` prints a line (errors too, shaped
    /// `error: …` / `usage: …`). Returns 0, 1 when the bench cannot run, 2 for a usage error.
    package static func run(
        arguments: [String], readPNG: ((String) throws -> Framebuffer)?, services: PlatformServices? = nil,
        output: (String) -> Void = { print($0) }
    ) -> Int32 {
        do {
            return try execute(
                options: try BenchOptions(arguments: arguments), readPNG: readPNG, services: services, output: output)
        } catch let error as BenchUsageError {
            output("error: \(PlainMessage.of(error))")
            output("usage: skeleton-preview bench --scene FILE [OPTIONS]   (bench --help for details)")
            return 2
        } catch {
            output("error: \(PlainMessage.of(error))")
            return 1
        }
    }

    /// Runs the parsed command, throwing when the bench cannot run.
    static func execute(
        options: BenchOptions, readPNG: ((String) throws -> Framebuffer)?, services: PlatformServices?,
        output: (String) -> Void
    ) throws -> Int32 {
        if let json = options.json {
            // Before any timing: the report must not replace the scene file, the peer image or a theme.
            let folder = options.themes ?? "Themes"
            let themes = ThemeDirectory.discover(paths: [folder]).map { (option: "a theme of --themes", path: $0) }
            let inputs = [("--scene", options.scene), ("--compare", options.comparePeer)].compactMap { option, path in
                path.map { (option: option, path: $0) }
            }
            do {
                try OutputFile.check(json, option: "--json", inputs: inputs + (options.scene == nil ? themes : []))
            } catch {
                throw BenchError(error.description)
            }
        }
        guard let scenePath = options.scene else {
            return try gallery(options, services: services, output: output)
        }
        let drawing = try BenchDrawing(path: scenePath)
        let threads = options.threads == 1 ? "" : ", \(options.threads) threads"
        output("scene \(scenePath): \(drawing.width)×\(drawing.height), \(drawing.shapes.count) shapes\(threads)")
        var results: [BenchResult] = []
        var variants = options.variants
        if !variants.contains(.clear) { variants.append(.clear) }
        for variant in variants {
            let result = time(
                drawing, variant, frames: options.frames, warmup: options.warmup, cold: options.cold,
                threads: options.threads)
            results.append(result)
        }
        let floor = results.first { $0.variant == .clear }?.median ?? .nan
        output(String(repeating: "-", count: 78))
        output(pad("variant", 32) + pad("median ms", 12) + pad("p95 ms", 12) + "× clear-only")
        for r in results {
            output(pad(r.variant.label, 32) + pad(fmt(r.median), 12) + pad(fmt(r.p95), 12) + fmt(r.median / floor, 2))
        }
        if let json = options.json { try writeJSON(results, to: json) }
        if let peer = options.comparePeer {
            return try compare(drawing, peerPNG: peer, readPNG: readPNG, output: output)
        }
        return 0
    }

    /// Times the shipped gallery in the four styles (no --scene).
    static func gallery(_ options: BenchOptions, services: PlatformServices?, output: (String) -> Void) throws -> Int32
    {
        guard let services else { throw BenchError("the gallery bench needs the platform's fonts; pass --scene FILE") }
        let folder = options.themes ?? "Themes"
        let results = try GalleryBench.run(
            folder: folder, services: services, frames: options.frames, warmup: options.warmup)
        output("gallery \(folder): \(results.first?.layouts ?? 0) layouts per frame at \(fmt(GalleryBench.scale, 0))×")
        output(pad("style", 32) + pad("median ms", 12) + "p95 ms")
        for r in results { output(pad(r.style.rawValue, 32) + pad(fmt(r.median), 12) + fmt(r.p95)) }
        try coreAndCapture(folder: folder, services: services, options: options, output: output)
        if let json = options.json {
            let rows = results.map {
                ["variant": "gallery-\($0.style.rawValue)", "median_ms": $0.median, "p95_ms": $0.p95] as [String: Any]
            }
            try writeRows(rows, to: json)
        }
        return 0
    }

    /// Times the core's display list for a 100-cell table, and whole capture processes.
    static func coreAndCapture(
        folder: String, services: PlatformServices, options: BenchOptions, output: (String) -> Void
    ) throws {
        let themePath = folder + "/default.theme.json"
        guard let theme = ThemeLoader.load(path: themePath, fontResolver: services.fonts).theme else {
            throw BenchError("cannot load \(themePath) for the core and capture timings")
        }
        let core = try DisplayListBench.run(
            theme: theme, metrics: services.metrics, frames: options.frames, warmup: options.warmup)
        output(
            "display list of a \(core.cells)-cell table (\(core.commands) commands): median "
                + "\(fmt(core.medianMicroseconds, 1)) µs, p95 \(fmt(core.p95Microseconds, 1)) µs")
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        for r in try CaptureBench.run(executable: executable, theme: themePath, layout: "Social feed", runs: 5) {
            output(pad(r.label, 40) + "median \(fmt(r.medianMilliseconds, 1)) ms, max \(fmt(r.maxMilliseconds, 1)) ms")
        }
    }

    /// Times `frames` frames of one variant after `warmup` untimed ones, drawn by `threads` threads.
    static func time(
        _ drawing: BenchDrawing, _ variant: BenchVariant, frames: Int, warmup: Int, cold: Bool, threads: Int = 1
    ) -> BenchResult {
        var rasterizer = Rasterizer()
        var parallel = threads > 1 ? ParallelRasterizer(threads: threads) : nil
        let content = variant == .e ? ContentImage(drawing: drawing, rasterizer: rasterizer) : nil
        var plan = BenchFrames(drawing: drawing, variant: variant)
        var fb = Framebuffer(width: drawing.width, height: drawing.height)!
        var times: [Double] = []
        times.reserveCapacity(frames)
        for f in 0..<(warmup + frames) {
            if cold {
                rasterizer = Rasterizer()
                parallel = parallel.map { ParallelRasterizer(threads: $0.threads) }
            }
            let start = MonotonicClock.now()
            let list = plan.frame(f)
            if let parallel {
                parallel.render(list, into: &fb, images: content)
            } else {
                rasterizer.render(list, into: &fb, images: content)
            }
            let elapsed = MonotonicClock.now() - start
            if f >= warmup { times.append(elapsed * 1000) }
        }
        return BenchResult(
            variant: variant, median: BenchStatistics.percentile(times, 0.5),
            p95: BenchStatistics.percentile(times, 0.95),
            threads: threads)
    }

    /// Renders frame 0 of variant (a) and compares it with a peer's PNG; fails when the mean
    /// difference is 1 level or more.
    static func compare(
        _ drawing: BenchDrawing, peerPNG: String, readPNG: ((String) throws -> Framebuffer)?, output: (String) -> Void
    ) throws -> Int32 {
        guard let readPNG else { throw BenchError("--compare-peer needs the PNG codec of the platform") }
        let peer = try readPNG(peerPNG)
        var fb = Framebuffer(width: drawing.width, height: drawing.height)!
        var plan = BenchFrames(drawing: drawing, variant: .a)
        Rasterizer().render(plan.frame(0), into: &fb)
        guard let c = PeerComparison(fb, peer) else {
            throw BenchError(
                "\(peerPNG) is \(peer.width)×\(peer.height), the scene is \(drawing.width)×\(drawing.height)")
        }
        output(
            "compare (a) with \(peerPNG): mean |difference| \(fmt(c.meanAbsolute, 4)) levels per channel, max \(c.maxAbsolute), "
                + "\(fmt(c.percentOver2, 3)) % of pixels differ by more than 2")
        return c.meanAbsolute < 1 ? 0 : 1
    }

    private static func writeJSON(_ results: [BenchResult], to path: String) throws {
        let rows = results.map {
            ["variant": $0.variant.rawValue, "median_ms": $0.median, "p95_ms": $0.p95, "threads": $0.threads]
                as [String: Any]
        }
        try writeRows(rows, to: path)
    }

    /// Writes rows as a JSON array.
    private static func writeRows(_ rows: [[String: Any]], to path: String) throws {
        let data = try JSONSerialization.data(withJSONObject: rows, options: [.prettyPrinted, .sortedKeys])
        do {
            try OutputFile.write([UInt8](data), to: path)
        } catch {
            throw BenchError("\(PlainMessage.of(error)): check that its folder exists and is writable")
        }
    }

    private static func pad(_ s: String, _ n: Int) -> String {
        s.padding(toLength: max(n, s.count + 1), withPad: " ", startingAt: 0)
    }

    private static func fmt(_ v: Double, _ digits: Int = 3) -> String { String(format: "%.\(digits)f", v) }
}

/// One variant's timing.
struct BenchResult {
    /// Which frames.
    let variant: BenchVariant
    /// Median milliseconds per frame.
    let median: Double
    /// 95th percentile milliseconds per frame.
    let p95: Double
    /// Threads that drew each frame.
    let threads: Int
}

/// The benchmark's statistics over its stopwatch's times (`MonotonicClock`).
enum BenchStatistics {
    /// The q-quantile (0…1) with linear interpolation between order statistics (as bench.py's pct).
    static func percentile(_ values: [Double], _ q: Double) -> Double {
        let s = values.sorted()
        guard !s.isEmpty else { return .nan }
        let k = Double(s.count - 1) * q
        let lo = Int(k.rounded(.down))
        let hi = min(lo + 1, s.count - 1)
        return s[lo] + (s[hi] - s[lo]) * (k - Double(lo))
    }
}

/// How far two frames are apart, per channel value (0…255), over every channel of every pixel.
struct PeerComparison {
    /// Mean absolute difference per channel value.
    let meanAbsolute: Double
    /// Largest difference.
    let maxAbsolute: Int
    /// Share of pixels (percent) with some channel more than 2 levels apart.
    let percentOver2: Double

    /// Compares two frames of the same size (nil when the sizes differ).
    init?(_ a: Framebuffer, _ b: Framebuffer) {
        guard a.width == b.width, a.height == b.height else { return nil }
        var total = 0
        var worst = 0
        var over2 = 0
        for i in a.pixels.indices {
            let p = a.pixels[i]
            let q = b.pixels[i]
            var pixelWorst = 0
            for shift: UInt32 in [0, 8, 16, 24] {
                let d = abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF))
                total += d
                pixelWorst = max(pixelWorst, d)
            }
            worst = max(worst, pixelWorst)
            if pixelWorst > 2 { over2 += 1 }
        }
        meanAbsolute = Double(total) / Double(a.pixels.count * 4)
        maxAbsolute = worst
        percentOver2 = 100 * Double(over2) / Double(a.pixels.count)
    }
}
