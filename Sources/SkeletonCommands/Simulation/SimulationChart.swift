import Foundation
import SkeletonCompose
import SkeletonCore
import SkeletonGallery
import SkeletonRaster

/// The chart `simulate --chart` writes, drawn with the app's own rasterizer and chrome: a
/// histogram of how long the skeleton was visible (bins under the flash threshold in the error
/// colour, the threshold and the p50/p95 marked), then the timeline of load 1 as the window's
/// timeline bar draws it.
struct SimulationChart {
    /// The chart's size in points (drawn at 1 pixel per point).
    static let size = (width: 960, height: 560)
    /// Bin widths in seconds, each dividing the flash threshold or a multiple of it, so no bin
    /// straddles it.
    static let binWidths = [0.01, 0.02, 0.05, 0.1, 0.15, 0.3, 0.6, 1.5, 3, 6, 15, 30, 60, 150, 300, 600, 1800, 3600]
    /// At most this many bins.
    static let maximumBins = 40

    /// The simulation drawn.
    let simulation: LoadSimulation
    /// The heading's description of the run (theme, latency model, seed).
    let title: String
    /// The theme, for the animation's loop length on the timeline.
    let theme: Theme

    /// The bins: their width in seconds and the loads in each (the last one also holds longer
    /// loads), over the visible times of the loads that showed the skeleton, up to their p99.
    func bins() -> (width: Double, counts: [Int]) {
        let visible = simulation.loads.filter { $0.appearsAt != nil }.map(\.visibleSeconds)
        let top = max(2 * SimulatedLoad.flashThreshold, LoadStatistics.percentile(99, of: visible) ?? 0)
        let width = Self.binWidths.first { top / $0 <= Double(Self.maximumBins) } ?? Self.binWidths.last!
        var counts = [Int](repeating: 0, count: max(1, Int((top / width).rounded(.up))))
        for seconds in visible {
            counts[min(counts.count - 1, Int(seconds / width))] += 1
        }
        return (width, counts)
    }

    /// Renders the chart.
    func render(services: PlatformServices) -> Framebuffer? {
        guard var fb = Framebuffer(width: Self.size.width, height: Self.size.height) else { return nil }
        LayoutFrameRenderer(rasterizer: Rasterizer(), services: services).draw(
            list(metrics: ChromeMetrics(metrics: services.metrics, pixelScale: 1)), into: &fb, scale: 1, x: 0, y: 0,
            clip: PixelRect(x: 0, y: 0, width: fb.width, height: fb.height))
        return fb
    }

    /// The chart as a display list in points: the heading, the histogram, the timeline bar.
    func list(metrics: ChromeMetrics) -> DisplayList {
        let palette = ChromePalette.forScheme(.light)
        let width = Double(Self.size.width)
        var commands: [DrawCommand] = []
        commands.text(
            metrics.fitted(title, width: width - 24, font: ChromeMetrics.boldFont),
            at: Point(x: 12, y: 22), font: ChromeMetrics.boldFont, color: palette.text)
        commands += histogram(in: Rect(x: 60, y: 56, width: width - 96, height: 270), palette, metrics)
        let load = simulation.loads[0]
        commands.text(
            "One load's timeline: load 1 of the seed, content after \(Milliseconds.text(load.latency))",
            at: Point(x: 12, y: 422), font: ChromeMetrics.boldFont, color: palette.text)
        let bar = TimelineBar(
            timeline: load.timeline, origin: 0, playhead: nil, caption: Self.describe(load),
            loopPeriod: { AnimationPeriod.seconds(style: $0, theme: theme) })
        commands += bar.commands(
            in: Rect(x: 0, y: 436, width: width, height: TimelineBar.height), palette: palette, metrics: metrics)
        return DisplayList(
            size: Size(width: width, height: Double(Self.size.height)), background: palette.header, commands: commands)
    }

    /// One load's times in words, as the caption under its timeline.
    static func describe(_ load: SimulatedLoad) -> String {
        guard let appears = load.appearsAt, let gone = load.goneAt else {
            return "content after \(Milliseconds.text(load.latency)), before the show delay: no skeleton"
        }
        return "appears \(Milliseconds.text(appears)), hide requested \(Milliseconds.text(load.hideAt)), gone "
            + "\(Milliseconds.text(gone)): visible \(Milliseconds.text(load.visibleSeconds))"
    }

    /// The histogram with its axes, the flash threshold and the p50 / p95 lines.
    private func histogram(in area: Rect, _ palette: ChromePalette, _ metrics: ChromeMetrics) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        let (binWidth, counts) = bins()
        let tallest = max(1, counts.max() ?? 1)
        let span = binWidth * Double(counts.count)
        func x(_ seconds: Double) -> Double { area.minX + min(seconds / span, 1) * area.width }
        commands.fill(area, color: palette.canvas)
        let barWidth = area.width / Double(counts.count)
        for (index, count) in counts.enumerated() where count > 0 {
            let height = (Double(count) / Double(tallest) * (area.height - 10)).rounded()
            let flash = Double(index) * binWidth < SimulatedLoad.flashThreshold - 1e-9
            commands.fill(
                Rect(
                    x: (area.minX + Double(index) * barWidth + 1).rounded(), y: area.maxY - height,
                    width: max(1, barWidth - 2).rounded(), height: height),
                color: flash ? palette.error : palette.accent)
        }
        // The axes' numbers: counts up the left, seconds along the bottom.
        for value in [0, tallest] {
            let label = String(value)
            let y = area.maxY - Double(value) / Double(tallest) * (area.height - 10)
            commands.text(
                label, at: Point(x: area.minX - 8 - metrics.width(of: label), y: y + 4), color: palette.secondaryText)
        }
        let labelStep = max(1, counts.count / 8)
        // The last bin holds every longer load: its start is labelled "≥".
        let labelled = Set(stride(from: 0, to: counts.count - 1, by: labelStep)).union([counts.count - 1])
        for index in labelled.sorted() {
            let seconds = Double(index) * binWidth
            let label = (index == counts.count - 1 && counts.count > 1 ? "≥ " : "") + Milliseconds.text(seconds)
            let left = x(seconds) - metrics.width(of: label) / 2
            commands.text(label, at: Point(x: left, y: area.maxY + 16), color: palette.secondaryText)
        }
        var notes: [(seconds: Double, label: String)] = [
            (SimulatedLoad.flashThreshold, "flash under \(Milliseconds.text(SimulatedLoad.flashThreshold))")
        ]
        if let visible = simulation.statistics.visible {
            notes += [
                (visible.p50, "p50 \(Milliseconds.text(visible.p50))"),
                (visible.p95, "p95 \(Milliseconds.text(visible.p95))"),
            ]
        }
        for (row, note) in notes.enumerated() where note.seconds <= span {
            let lineX = x(note.seconds).rounded()
            commands.fill(Rect(x: lineX, y: area.minY, width: 1, height: area.height), color: palette.text)
            commands.text(
                note.label,
                at: Point(
                    x: min(lineX + 4, area.maxX - metrics.width(of: note.label)), y: area.minY + 14 + Double(row) * 16),
                color: palette.text)
        }
        let statistics = simulation.statistics
        let legend =
            "loads by visible time (\(statistics.shown) showed the skeleton, \(statistics.loads - statistics.shown) "
            + "never did; red: flashes, \(SimulationReport.share(statistics.flashes, of: statistics.loads)))"
        commands.text(legend, at: Point(x: area.minX, y: area.maxY + 40), color: palette.text)
        return commands
    }
}
