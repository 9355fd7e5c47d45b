import SkeletonCore
import SkeletonGallery
import SkeletonSystem

/// Times the core alone: the display list of a 100-cell table at a moving time `t`, from a
/// `PreparedLayout` whose layout and skeleton geometry are cached (issue 3's speed target).
enum DisplayListBench {
    /// The timing of one run.
    struct Result {
        /// Cells in the table.
        let cells: Int
        /// Draw commands per display list.
        let commands: Int
        /// Median microseconds per display list.
        let medianMicroseconds: Double
        /// 95th percentile microseconds per display list.
        let p95Microseconds: Double
    }

    /// Cells the benchmark table holds.
    static let cells = 100

    /// Builds the first table layout of `theme` tall enough for 100 rows and times its display
    /// list in the sliding-gradient style, `t` advancing 1/60 s per frame.
    static func run(theme: Theme, metrics: any TextMetrics, frames: Int, warmup: Int) throws -> Result {
        guard var layout = theme.layouts.first(where: { isTable($0.root) }),
            case .table(var table) = layout.root.list
        else { throw BenchError("theme \(theme.name) has no table layout to time") }
        let rowHeight: Double
        switch table.rowHeight {
        case .fixed(let height): rowHeight = height
        case .automatic: rowHeight = table.estimatedRowHeight ?? 44
        }
        table.numberOfSections = 1
        table.numberOfRows = cells
        table.header = nil
        table.footer = nil
        layout.root.list = .table(table)
        layout.root.frame = nil
        layout.size.height = rowHeight * Double(cells)
        let prepared = PreparedLayout(layout: layout, theme: theme, metrics: metrics, options: LayoutOptions())
        let timeline = SkeletonTimeline(style: .gradientAnimated, transitions: theme.timelineTransitions, shownAt: -60)
        var list = DisplayList(size: .zero, background: RGBA8(r: 255, g: 255, b: 255))
        var times: [Double] = []
        times.reserveCapacity(frames)
        for f in 0..<(warmup + frames) {
            let start = MonotonicClock.now()
            prepared.displayList(at: Double(f) / 60, timeline: timeline, into: &list)
            if f >= warmup { times.append((MonotonicClock.now() - start) * 1_000_000) }
        }
        return Result(
            cells: cells, commands: list.commands.count, medianMicroseconds: BenchStatistics.percentile(times, 0.5),
            p95Microseconds: BenchStatistics.percentile(times, 0.95))
    }

    private static func isTable(_ view: ViewNode) -> Bool {
        if case .table = view.list { return true }
        return false
    }
}
