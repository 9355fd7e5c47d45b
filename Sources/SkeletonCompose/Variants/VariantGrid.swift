import SkeletonCore
import SkeletonRaster

/// A variants grid ready to draw: its geometry and each cell's prepared layout, all drawn at one
/// moment of one timeline (one clock, one style, one transition), each cell under its label.
package struct VariantGrid {
    /// Where everything goes.
    let geometry: VariantGridGeometry
    /// The prepared layout of each cell, row by row like `geometry.rows`.
    let prepared: [[PreparedLayout]]
    /// `--background` for every cell.
    let background: RGBA8?

    /// A grid of `geometry`'s cells showing `prepared`, on `background` when given.
    package init(geometry: VariantGridGeometry, prepared: [[PreparedLayout]], background: RGBA8?) {
        self.geometry = geometry
        self.prepared = prepared
        self.background = background
    }

    /// The grid's canvas: the first appearance's, outside the tiles.
    var scheme: ColorScheme {
        geometry.rows.first?.first?.variant.request.scheme ?? .light
    }

    /// The grid alone, as `capture --variants` writes it, at timeline time `time`.
    package func render(at time: Double, timeline: SkeletonTimeline, renderer: LayoutFrameRenderer) throws(CaptureError)
        -> Framebuffer
    {
        guard var fb = Framebuffer(width: geometry.width, height: geometry.height) else {
            throw .variantsGridTooLarge(width: geometry.width, height: geometry.height)
        }
        draw(
            at: time, timeline: timeline, into: &fb, x: 0, y: 0,
            clip: PixelRect(x: 0, y: 0, width: fb.width, height: fb.height), renderer: renderer)
        return fb
    }

    /// Draws the grid with its top-left corner at device pixel (x, y), touching only pixels in `clip`.
    package func draw(
        at time: Double, timeline: SkeletonTimeline, into fb: inout Framebuffer, x: Int, y: Int, clip: PixelRect,
        renderer: LayoutFrameRenderer
    ) {
        let metrics = ChromeMetrics(metrics: renderer.services.metrics, pixelScale: geometry.labelScale)
        let whole = PixelRect(x: x, y: y, width: geometry.width, height: geometry.height).intersection(clip)
        guard !whole.isEmpty else { return }
        renderer.draw(chrome(metrics, x: x, y: y), into: &fb, scale: geometry.labelScale, x: 0, y: 0, clip: whole)
        for (row, cells) in geometry.rows.enumerated() {
            for (column, cell) in cells.enumerated() {
                let pixels = Self.moved(cell.pixels, x, y)
                let list = ScreenList.make(
                    prepared[row][column], at: time, timeline: timeline, device: cell.variant.request.device,
                    scheme: cell.variant.request.scheme, background: background)
                renderer.draw(list, into: &fb, scale: geometry.scale, x: pixels.x, y: pixels.y, clip: whole)
            }
        }
    }

    /// What surrounds the cells with the grid's top-left corner at device pixel (x, y), in points at
    /// the labels' scale: the canvas, then each cell's tile in its appearance's canvas and its label
    /// above it.
    func chrome(_ metrics: ChromeMetrics, x: Int, y: Int) -> DisplayList {
        let scale = geometry.labelScale
        var commands: [DrawCommand] = []
        for cell in geometry.rows.joined() {
            let palette = ChromePalette.forScheme(cell.variant.request.scheme)
            let tile = Self.moved(cell.tile, x, y)
            commands.fill(
                Rect(
                    x: Double(tile.x) / scale, y: Double(tile.y) / scale, width: Double(tile.width) / scale,
                    height: Double(tile.height) / scale), color: palette.canvas)
            let pixels = Self.moved(cell.pixels, x, y)
            let text = metrics.fitted(
                cell.variant.label, width: Double(pixels.width) / scale, font: ChromeMetrics.boldFont)
            let centre = (Double(pixels.x) + Double(pixels.width) / 2) / scale
            let origin = Point(
                x: (centre - metrics.width(of: text, font: ChromeMetrics.boldFont) / 2).rounded(),
                y: Double(pixels.y) / scale - 8)
            commands.text(text, at: origin, font: ChromeMetrics.boldFont, color: palette.text)
        }
        return DisplayList(
            size: Size(width: Double(x + geometry.width) / scale, height: Double(y + geometry.height) / scale),
            background: ChromePalette.forScheme(scheme).canvas, commands: commands)
    }

    /// Each cell's pixels with the grid's top-left corner at (x, y), and the part of them the
    /// looping animation can change (the skeleton shapes' box, in the safe area on a device).
    package func cellRegions(x: Int, y: Int) -> [(pixels: PixelRect, animated: PixelRect)] {
        zip(geometry.rows, prepared).flatMap { cells, layouts in
            zip(cells, layouts).map { cell, layout in
                let pixels = Self.moved(cell.pixels, x, y)
                let inset =
                    cell.variant.request.device.map { DeviceFrame($0, around: layout.layout).layoutOrigin } ?? .zero
                let shapes = layout.animatedRects.map { $0.offsetBy(dx: inset.x, dy: inset.y) }
                let animated = PixelBounds.around(shapes, scale: geometry.scale, x: pixels.x, y: pixels.y)
                return (pixels, animated.intersection(pixels))
            }
        }
    }

    /// `rect` moved by (dx, dy) pixels.
    static func moved(_ rect: PixelRect, _ dx: Int, _ dy: Int) -> PixelRect {
        PixelRect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height)
    }
}

/// Where the cells of a variants grid go, in device pixels: rows top to bottom, cells left to
/// right, each under its label, on a tile of its own appearance's canvas colour. A pure function
/// of the variants' cells, the layout's size and the scale, shared by `capture --variants` and the window.
package struct VariantGridGeometry: Equatable {
    /// Margin and gap between cells, in points of the labels' scale.
    static let gap = 16.0
    /// Height of a cell's label, in the same points.
    static let labelHeight = 24.0

    /// One cell's place.
    package struct Cell: Equatable {
        /// The variant it shows.
        package var variant: VariantSet.Variant
        /// The cell's own pixels (the layout or its device frame).
        var pixels: PixelRect
        /// The tile behind the cell and its label, in the cell's appearance.
        var tile: PixelRect
    }

    /// Device pixels per layout point in the cells.
    package let scale: Double
    /// Device pixels per point of the labels: never below 1, so small grids stay legible.
    let labelScale: Double
    /// The cells row by row.
    package let rows: [[Cell]]
    /// The whole grid in pixels.
    package let width: Int
    /// The whole grid in pixels.
    package let height: Int

    /// The size of one cell in points: its device frame, or the layout itself.
    static func cellSize(_ variant: VariantSet.Variant, layoutSize: Size) -> Size {
        variant.request.device.map { DeviceFrame.size(of: $0) } ?? layoutSize
    }

    /// Lays out the cells `variants` (a set's `rows(of:)`) for a layout of `layoutSize` points at
    /// `scale` device pixels per point.
    package init(variants: [[VariantSet.Variant]], layoutSize: Size, scale: Double) {
        self.scale = scale
        labelScale = max(1, scale)
        let gap = Int((Self.gap * labelScale).rounded())
        let title = Int((Self.labelHeight * labelScale).rounded())
        var y = gap
        var width = gap
        rows = variants.map { variants in
            var x = gap
            let sizes = variants.map {
                LayoutFrameRenderer.pixelSize(of: Self.cellSize($0, layoutSize: layoutSize), scale: scale)
            }
            let rowHeight = sizes.map(\.height).max() ?? 0
            let cells = zip(variants, sizes).map { variant, size in
                defer { x += size.width + gap }
                return Cell(
                    variant: variant, pixels: PixelRect(x: x, y: y + title, width: size.width, height: size.height),
                    tile: PixelRect(
                        x: x - gap / 2, y: y - gap / 2, width: size.width + gap, height: title + rowHeight + gap))
            }
            width = max(width, x)
            y += title + rowHeight + gap
            return cells
        }
        self.width = width
        height = y
    }
}
