import SkeletonCore
import SkeletonRaster

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
