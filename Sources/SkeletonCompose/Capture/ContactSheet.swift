import Foundation
import SkeletonCore
import SkeletonRaster
import SkeletonSystem

/// Every layout of a theme in every style (and appearance), labelled, on one image: a row per
/// layout under its name, a column per style with the style names on top.
package struct ContactSheet {
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

    /// Prepares every cell of `theme` at `frame`'s moment and size, in each of `appearances` (none:
    /// `frame`'s own), at `frame.scale` device pixels per point.
    package init(
        theme: Theme, frame: FrameRequest, appearances: [ColorScheme], background: RGBA8?,
        metrics: any TextMetrics
    ) throws(CaptureError) {
        let schemes = appearances.isEmpty ? [frame.scheme] : appearances
        columns = schemes.flatMap { scheme in SkeletonStyle.allCases.map { (style: $0, scheme: scheme) } }
        guard !theme.layouts.isEmpty else { throw .noLayouts }
        let columns = columns
        moments = theme.layouts.map { spec in
            var layout = spec
            if let size = frame.size { layout.size = size }
            return columns.map { column in
                var cell = frame
                cell.style = column.style
                cell.scheme = column.scheme
                // `--time` is one moment for every column; without it each style shows its animation.
                cell.time = frame.time ?? SheetMoment.time(style: column.style, theme: theme)
                return LayoutMoment(theme: theme, layout: layout, frame: cell, metrics: metrics)
            }
        }
        rowNames = theme.layouts.map(\.name)
        scale = frame.scale
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

    /// Where the rows go: one block of style columns, or, when that would be taller than an image
    /// may be, several blocks side by side, the rows flowing from one to the next (a storyboard of
    /// 80 scenes is 80 rows).
    struct Arrangement: Equatable {
        /// Pixels of the gaps and titles at the sheet's label scale.
        let gap: Int, title: Int
        /// The widest cell, every cell's column width.
        let cellWidth: Int
        /// Rows per block (the last block may hold fewer).
        let rowsPerBlock: Int
        /// The blocks side by side.
        let blocks: Int
        /// The sheet's size in pixels.
        let width: Int, height: Int

        /// The arrangement of rows of `rowHeights` pixels with `columns` cells of `cellWidth`
        /// each, in the fewest blocks that fit in `Framebuffer.maxDimension` (nil: none does).
        static func fitting(rowHeights: [Int], cellWidth: Int, columns: Int, labelScale: Double) -> Arrangement? {
            let gap = Int((ContactSheet.gap * labelScale).rounded())
            let title = Int((ContactSheet.titleHeight * labelScale).rounded())
            let blockWidth = columns * (cellWidth + gap) + gap
            let limit = Framebuffer.maxDimension
            for blocks in 1...max(1, rowHeights.count) where blocks * blockWidth <= limit {
                let perBlock = (rowHeights.count + blocks - 1) / blocks
                let height =
                    stride(from: 0, to: rowHeights.count, by: perBlock).map { start in
                        rowHeights[start..<min(start + perBlock, rowHeights.count)].reduce(gap + title) {
                            $0 + title + $1 + gap
                        }
                    }.max() ?? gap + title
                if height <= limit {
                    return Arrangement(
                        gap: gap, title: title, cellWidth: cellWidth, rowsPerBlock: perBlock, blocks: blocks,
                        width: blocks * blockWidth, height: height)
                }
            }
            return nil
        }
    }

    /// Renders every cell and the labels, one cell at a time straight into the sheet (an 80-row
    /// sheet's cells would not all fit in memory at once), with the frames done drawn to `progress`
    /// (a whole app's sheet takes seconds).
    package func render(renderer: LayoutFrameRenderer, progress: (@Sendable (String) -> Void)? = nil)
        throws(CaptureError) -> Framebuffer
    {
        // Labels stay legible on small sheets: never below one pixel per point.
        let labelScale = max(1, scale)
        let sources = moments.map { row in
            row.map { FrameSource(moment: $0, scale: scale, background: background, renderer: renderer) }
        }
        let sizes = zip(sources, moments).map { row in zip(row.0, row.1).map { $0.pixelSize(at: $1.time) } }
        let cellWidth = sizes.flatMap { $0.map(\.width) }.max() ?? 1
        let rowHeights = sizes.map { row in row.map(\.height).max() ?? 1 }
        guard
            let arrangement = Arrangement.fitting(
                rowHeights: rowHeights, cellWidth: cellWidth, columns: columns.count, labelScale: labelScale),
            var sheet = Framebuffer(
                width: arrangement.width, height: arrangement.height,
                fill: Canvas.pixel(ChromePalette.forScheme(scheme).canvas))
        else {
            throw tooLarge(cellWidth: cellWidth, rowHeights: rowHeights)
        }
        let (gap, title) = (arrangement.gap, arrangement.title)
        let palette = ChromePalette.forScheme(scheme)
        let metrics = ChromeMetrics(metrics: renderer.services.metrics, pixelScale: labelScale)
        let whole = PixelRect(x: 0, y: 0, width: arrangement.width, height: arrangement.height)
        let blockWidth = arrangement.width / arrangement.blocks
        // The titles first, in one list, then the frames copied into their cells.
        var labels: [DrawCommand] = []
        var cells: [(row: Int, column: Int, x: Int, y: Int)] = []
        for block in 0..<arrangement.blocks {
            let left = block * blockWidth
            for (column, text) in columnTitles.enumerated() {
                let center = Double(left + gap + column * (cellWidth + gap) + cellWidth / 2) / labelScale
                let origin = Point(
                    x: (center - metrics.width(of: text, font: ChromeMetrics.boldFont) / 2).rounded(), y: Self.gap + 16)
                labels.text(text, at: origin, font: ChromeMetrics.boldFont, color: palette.text)
            }
            var y = gap + title
            let first = block * arrangement.rowsPerBlock
            for row in first..<min(first + arrangement.rowsPerBlock, moments.count) {
                labels.text(
                    rowNames[row], at: Point(x: Double(left + gap) / labelScale, y: Double(y) / labelScale + 16),
                    font: ChromeMetrics.boldFont, color: palette.text)
                y += title
                for column in sources[row].indices {
                    cells.append((row, column, left + gap + column * (cellWidth + gap), y))
                }
                y += rowHeights[row] + gap
            }
        }
        let size = Size(width: Double(arrangement.width) / labelScale, height: Double(arrangement.height) / labelScale)
        renderer.drawOverlay(
            DisplayList(size: size, background: palette.canvas, commands: labels), into: &sheet, scale: labelScale,
            clip: whole)
        let drawn = TerminalProgress(total: cells.count, unit: "frames", sink: progress)
        defer { drawn.finish() }
        for cell in cells {
            let image = try sources[cell.row][cell.column].frame(at: moments[cell.row][cell.column].time)
            Canvas.copy(image, into: &sheet, x: cell.x, y: cell.y)
            drawn.step()
        }
        return sheet
    }

    /// Why no sheet fits, with the largest scale (a power of two below the one asked) at which one does.
    private func tooLarge(cellWidth: Int, rowHeights: [Int]) -> CaptureError {
        var fits: Double?
        var candidate = scale / 2
        while fits == nil, candidate >= 1.0 / 64 {
            let ratio = candidate / scale
            let arrangement = Arrangement.fitting(
                rowHeights: rowHeights.map { max(1, Int((Double($0) * ratio).rounded(.up))) },
                cellWidth: max(1, Int((Double(cellWidth) * ratio).rounded(.up))), columns: columns.count,
                labelScale: max(1, candidate))
            if arrangement != nil { fits = candidate }
            candidate /= 2
        }
        return .contactSheetTooLarge(
            layouts: rowHeights.count, columns: columns.count, scale: scale, fittingScale: fits)
    }
}

/// The moment the contact sheet shows each style at: a still style once the show transition has
/// ended, an animated one where its animation is plainly visible (at the default moment both sit
/// at their start state and look exactly like `solid`). Computed from the theme's own animation.
enum SheetMoment {
    /// Seconds since the show: the settled time for still styles (and UIView-Shimmer's template
    /// look, which ignores the style); the turn of an autoreversing pulse (the fill furthest from
    /// the tint), the middle of a one-way pulse, and the sliding band at the middle of the box.
    static func time(style: SkeletonStyle, theme: Theme) -> Double {
        let settled = LayoutMoment.settledTime(theme: theme)
        if case .shimmerTemplate = theme.mode { return settled }
        guard let loop = style.motion.loop(in: theme.animation) else { return settled }
        // A pulse shows most at its turn; the sliding band (the middle stop) is at the box's middle
        // when the eased progress is ½, in every direction.
        let offset = style.motion == .pulse && loop.autoreverse ? loop.duration : halfway(loop)
        // The animation starts with the show (after the delay); a moment inside the show's fade is
        // moved by whole loops to the same phase after it, so the skeleton is fully shown.
        let start = theme.timelineTransitions.validDelay
        let first = start + offset
        guard first < settled else { return first }
        return first + ((settled - first) / loop.period).rounded(.up) * loop.period
    }

    /// Seconds into a pass at which the eased progress reaches ½ (bisection: easings rise from 0 to 1).
    /// The 41st middle is the middle of the interval 40 halvings leave, the moment the sheets were
    /// recorded at.
    private static func halfway(_ loop: AnimationLoop) -> Double {
        Bisection.solve({ loop.easing.value(at: $0) }, reaching: 0.5, steps: 41) * loop.duration
    }
}

/// Small pixel helpers for assembling sheets out of rendered frames.
enum Canvas {
    /// The framebuffer pixel (premultiplied 0xAARRGGBB) of an opaque colour.
    static func pixel(_ color: RGBA8) -> UInt32 {
        0xFF00_0000 | UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
    }

    /// Copies `image` into `sheet` with its top-left at (x, y); the part outside is cut off.
    static func copy(_ image: Framebuffer, into sheet: inout Framebuffer, x: Int, y: Int) {
        let columns = max(0, min(image.width, sheet.width - x))
        guard columns > 0, x >= 0 else { return }
        for row in 0..<image.height where y + row >= 0 && y + row < sheet.height {
            let source = row * image.width
            let target = (y + row) * sheet.width + x
            sheet.pixels.replaceSubrange(target..<(target + columns), with: image.pixels[source..<(source + columns)])
        }
    }
}
