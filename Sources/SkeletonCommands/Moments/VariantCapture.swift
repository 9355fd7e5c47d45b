import SkeletonCompose
import SkeletonCore
import SkeletonRaster

/// `capture --variants`: the grid of one layout's variants at the request's moment, each cell the
/// moment a single `capture` of the cell's request would render.
struct VariantCapture {
    /// The cells' moments, row by row.
    let moments: [[LayoutMoment]]
    /// The grid's geometry at `--scale`.
    let geometry: VariantGridGeometry
    /// `--background`.
    let background: RGBA8?
    /// The shared timeline (style, `--hide-at`) and moment (`--time`).
    let timeline: SkeletonTimeline
    /// Timeline time of the grid.
    let time: Double

    /// Prepares every cell of `frame`'s variants for the layout it names in `theme` (read from
    /// `themePath`; a missing `--layout` is a usage error under `usage`).
    init(
        theme: Theme, themePath: String, frame: FrameRequest, background: RGBA8?, metrics: any TextMetrics,
        usage: String
    ) throws {
        let layout = try LayoutMoment.spec(in: theme, themePath: themePath, frame: frame, usage: usage)
        let set = frame.variants ?? VariantSet()
        geometry = VariantGridGeometry(variants: set.rows(of: frame), layoutSize: layout.size, scale: frame.scale)
        moments = geometry.rows.map { row in
            row.map { cell in LayoutMoment(theme: theme, layout: layout, frame: cell.variant.request, metrics: metrics)
            }
        }
        self.background = background
        timeline = LayoutMoment.timeline(theme: theme, frame: frame)
        time = frame.time ?? LayoutMoment.settledTime(theme: theme)
    }

    /// The device notes of the cells, once per device.
    var notes: [String] {
        var seen: Set<Device> = []
        return moments.joined().compactMap { moment in
            guard let device = moment.device, seen.insert(device).inserted else { return nil }
            return moment.deviceNote
        }
    }

    /// Renders the grid.
    func render(renderer: LayoutFrameRenderer) throws -> Framebuffer {
        let grid = VariantGrid(geometry: geometry, prepared: moments.map { $0.map(\.prepared) }, background: background)
        return try CommandError.composing { () throws(CaptureError) in
            try grid.render(at: time, timeline: timeline, renderer: renderer)
        }
    }
}
