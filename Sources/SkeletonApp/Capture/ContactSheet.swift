import Foundation
import SkeletonCore
import SkeletonRaster

/// Every layout of a theme in every style (and appearance), labelled, on one image: a row per
/// layout under its name, a column per style with the style names on top.
struct ContactSheet {
    /// Margin and gap in points.
    static let gap = 16.0
    /// Height of the column titles and of each row's title, in points.
    static let titleHeight = 24.0

    /// The columns: each style in each appearance.
    let columns: [(style: SkeletonStyle, scheme: ColorScheme)]
    /// One moment per row and column.
    let moments: [[LayoutMoment]]
    /// Layout names, one per row.
    let rowNames: [String]
    /// Device pixels per point.
    let scale: Double
    /// `--background`.
    let background: RGBA8?
    /// The sheet's own canvas appearance (the first appearance asked for).
    let scheme: ColorScheme

    /// Prepares every cell of `theme` for the options' moment, size and appearances.
    init(theme: Theme, options: CaptureOptions, background: RGBA8?, metrics: any TextMetrics) throws {
        let schemes = options.appearances.isEmpty ? [options.frame.appearance] : options.appearances
        columns = schemes.flatMap { scheme in SkeletonStyle.allCases.map { (style: $0, scheme: scheme) } }
        guard !theme.layouts.isEmpty else {
            throw CommandError.failure("\(options.themePath) has no layouts to put on a contact sheet")
        }
        let columns = columns
        moments = theme.layouts.map { spec in
            var layout = spec
            if let size = options.frame.size { layout.size = size }
            return columns.map { column in
                var frame = options.frame
                frame.style = column.style
                frame.appearance = column.scheme
                // `--time` is one moment for every column; without it each style shows its animation.
                frame.time = options.frame.time ?? SheetMoment.time(style: column.style, theme: theme)
                return LayoutMoment(theme: theme, layout: layout, frame: frame, metrics: metrics)
            }
        }
        rowNames = theme.layouts.map(\.name)
        scale = options.scale
        self.background = background
        scheme = schemes[0]
    }

    /// The column titles: the style (and appearance) and the moment its column shows.
    var columnTitles: [String] {
        let showScheme = Set(columns.map(\.scheme)).count > 1
        return columns.enumerated().map { index, column in
            let name = showScheme ? "\(column.style.rawValue) (\(column.scheme.rawValue))" : column.style.rawValue
            return name + String(format: " t=%.3f s", moments[0][index].time)
        }
    }

    /// Renders every cell and the labels.
    func render(renderer: LayoutFrameRenderer) throws -> Framebuffer {
        // Labels stay legible on small sheets: never below one pixel per point.
        let labelScale = max(1, scale)
        let gap = Int((Self.gap * labelScale).rounded())
        let title = Int((Self.titleHeight * labelScale).rounded())
        let cells = try moments.map { row in
            try row.map {
                try FrameSource(moment: $0, scale: scale, background: background, renderer: renderer).frame(at: $0.time)
            }
        }
        let cellWidth = cells.flatMap { $0.map(\.width) }.max() ?? 1
        let rowHeights = cells.map { row in row.map(\.height).max() ?? 1 }
        let width = gap + columns.count * (cellWidth + gap)
        let height = gap + title + rowHeights.reduce(0) { $0 + title + $1 + gap }
        let palette = ChromePalette.forScheme(scheme)
        guard var sheet = Framebuffer(width: width, height: height, fill: Canvas.pixel(palette.canvas)) else {
            throw CommandError.failure(
                "the contact sheet would be \(width)x\(height) pixels; at most \(Framebuffer.maxDimension) per side: use --scale 0.5"
            )
        }
        let painter = ChromePainter(
            rasterizer: renderer.rasterizer, services: renderer.services, pixelScale: labelScale)
        let whole = PixelRect(x: 0, y: 0, width: width, height: height)
        for (column, text) in columnTitles.enumerated() {
            let center = Double(gap + column * (cellWidth + gap) + cellWidth / 2) / labelScale
            let origin = Point(
                x: (center - painter.width(of: text, font: ChromePainter.boldFont) / 2).rounded(), y: Self.gap + 16)
            painter.text(text, at: origin, font: ChromePainter.boldFont, color: palette.text, into: &sheet, clip: whole)
        }
        var y = gap + title
        for (row, images) in cells.enumerated() {
            painter.text(
                rowNames[row], at: Point(x: Self.gap, y: Double(y) / labelScale + 16), font: ChromePainter.boldFont,
                color: palette.text, into: &sheet, clip: whole)
            y += title
            for (column, image) in images.enumerated() {
                Canvas.copy(image, into: &sheet, x: gap + column * (cellWidth + gap), y: y)
            }
            y += rowHeights[row] + gap
        }
        return sheet
    }
}
