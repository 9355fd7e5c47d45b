import Foundation
import SkeletonCompose
import SkeletonCore

/// Where the layouts go on screen, in content points (subtract the scroll offset for the window):
/// the grid of scaled cards in rows with a label under each, or the focused layout at 1:1.
struct GalleryGeometry: Equatable {
    /// Space around and between cards.
    static let margin = 24.0
    /// The status bar at the top of the grid.
    static let headerHeight = GridHeader.height
    /// Room for a card's name under it.
    static let labelHeight = 20.0
    /// Cards never shrink below this without zoom; the grid scrolls instead.
    static let minimumScale = 0.3
    /// The scales `-` and `+` step through.
    static let zoomSteps = [0.25, 0.33, 0.5, 0.67, 0.75, 1, 1.25, 1.5, 2]

    /// One layout on screen.
    struct Card: Equatable {
        /// The card's rectangle in content points (origin on the device-pixel grid).
        var frame: Rect
        /// Points on screen per layout point.
        var scale: Double
    }

    /// The cards in layout order (one in focus view).
    let cards: [Card]
    /// Card indices row by row, top to bottom.
    let rows: [[Int]]
    /// The scrollable extent (at least the viewport).
    let contentSize: Size

    /// The grid at `zoom` points per layout point, or when nil at the automatic scale: all cards
    /// in the window when they fit at a readable size, else as large as one row filling the
    /// window's height (cards wrap into rows and the grid scrolls). Never above 1 unless zoomed.
    static func grid(layoutSizes: [Size], viewport: Viewport, zoom: Double? = nil) -> GalleryGeometry {
        guard !layoutSizes.isEmpty else {
            return GalleryGeometry(
                cards: [], rows: [], contentSize: Size(width: viewport.width, height: viewport.height))
        }
        if let zoom {
            return place(
                rows: wrapped(sizes: layoutSizes, scale: zoom, width: viewport.width), scale: zoom, sizes: layoutSizes,
                viewport: viewport)
        }
        let all = fitAll(layoutSizes, viewport: viewport)
        let scale = automaticScale(layoutSizes, viewport: viewport, allInWindow: all)
        if let all, all.scale >= scale {
            return place(rows: all.rows, scale: all.scale, sizes: layoutSizes, viewport: viewport)
        }
        return place(
            rows: wrapped(sizes: layoutSizes, scale: scale, width: viewport.width), scale: scale, sizes: layoutSizes,
            viewport: viewport)
    }

    /// The scale the grid uses without zoom (see `grid`), given `fitAll`'s answer for the same
    /// sizes (the dear part, computed once).
    private static func automaticScale(
        _ sizes: [Size], viewport: Viewport, allInWindow: (scale: Double, rows: [[Int]])?
    ) -> Double {
        let tallest = max(1, sizes.map(\.height).max() ?? 1)
        let widest = max(1, sizes.map(\.width).max() ?? 1)
        let fillsHeight = (viewport.height - headerHeight - 2 * margin - labelHeight) / tallest
        let fitsWidth = (viewport.width - 2 * margin) / widest
        let rowScale = max(minimumScale, min(1, fillsHeight, fitsWidth))
        return max(rowScale, allInWindow?.scale ?? 0)
    }

    /// The largest scale (≤ 1) at which every card fits the window in some number of centred rows.
    private static func fitAll(_ sizes: [Size], viewport: Viewport) -> (scale: Double, rows: [[Int]])? {
        var best: (scale: Double, rows: [[Int]])?
        for rowCount in 1...max(1, sizes.count) {
            let columns = (sizes.count + rowCount - 1) / rowCount
            let rows = stride(from: 0, to: sizes.count, by: columns).map { Array($0..<min($0 + columns, sizes.count)) }
            let scale = fittingScale(rows: rows, sizes: sizes, viewport: viewport)
            if scale > (best?.scale ?? 0) { best = (scale, rows) }
        }
        return best
    }

    /// The focus view: the layout at 1:1 between the header bar and a `footer` as tall as given (the
    /// timeline bar), centred when smaller than the room between them, else scrollable.
    static func focus(layoutSize: Size, viewport: Viewport, footer: Double = 0) -> GalleryGeometry {
        let room = viewport.height - headerHeight - footer
        let x = snap(max(0, (viewport.width - layoutSize.width) / 2), viewport)
        let y = snap(headerHeight + max(0, (room - layoutSize.height) / 2), viewport)
        let card = Card(frame: Rect(x: x, y: y, width: layoutSize.width, height: layoutSize.height), scale: 1)
        let content = Size(
            width: max(viewport.width, layoutSize.width),
            height: max(viewport.height, headerHeight + layoutSize.height + footer))
        return GalleryGeometry(cards: [card], rows: [[0]], contentSize: content)
    }

    /// The scroll offset that shows card `index` whole with its label (or as much as fits, from
    /// its top), changing `scroll` as little as possible.
    func scroll(showing index: Int, from scroll: Point, in viewport: Viewport) -> Point {
        guard cards.indices.contains(index) else { return scroll }
        let frame = cards[index].frame
        var y = scroll.y
        let bottom = frame.maxY + Self.labelHeight + Self.margin
        if bottom > y + viewport.height { y = bottom - viewport.height }
        let top = frame.minY - Self.headerHeight - Self.margin
        if top < y { y = top }
        let limit = maximumScroll(in: viewport)
        return Point(x: min(max(0, scroll.x), limit.x), y: min(max(0, y), limit.y))
    }

    /// The row holding card `index`, and its position in that row.
    func position(of index: Int) -> (row: Int, column: Int)? {
        for (row, members) in rows.enumerated() {
            if let column = members.firstIndex(of: index) { return (row, column) }
        }
        return nil
    }

    /// The card `rowDelta` rows away from `index` (clamped to the first and last row) whose centre
    /// is nearest horizontally.
    func card(from index: Int, rowDelta: Int) -> Int {
        guard let (row, _) = position(of: index), cards.indices.contains(index) else { return index }
        let target = min(max(0, row + rowDelta), rows.count - 1)
        let x = cards[index].frame.midX
        return rows[target].min { abs(cards[$0].frame.midX - x) < abs(cards[$1].frame.midX - x) } ?? index
    }

    /// Rows that fit in the window below the header at once (at least one).
    func rowsPerPage(in viewport: Viewport) -> Int {
        guard let first = rows.first?.first, cards.indices.contains(first) else { return 1 }
        let rowHeight = cards[first].frame.height + Self.labelHeight + Self.margin
        return max(1, Int((viewport.height - Self.headerHeight) / rowHeight))
    }

    /// The largest scroll offset on each axis.
    func maximumScroll(in viewport: Viewport) -> Point {
        Point(x: max(0, contentSize.width - viewport.width), y: max(0, contentSize.height - viewport.height))
    }

    /// The card under a window point, given the scroll offset.
    func cardIndex(at point: Point, scroll: Point) -> Int? {
        let content = Point(x: point.x + scroll.x, y: point.y + scroll.y)
        return cards.firstIndex { card in
            content.x >= card.frame.minX && content.x < card.frame.maxX && content.y >= card.frame.minY
                && content.y < card.frame.maxY
        }
    }

    /// The scale at which these rows fit both the width and the height of the window.
    private static func fittingScale(rows: [[Int]], sizes: [Size], viewport: Viewport) -> Double {
        var scale = 1.0
        var heights = 0.0
        for row in rows {
            let widths = row.reduce(0) { $0 + sizes[$1].width }
            scale = min(scale, (viewport.width - Double(row.count + 1) * margin) / max(widths, 1))
            heights += row.map { sizes[$0].height }.max() ?? 0
        }
        let room = viewport.height - headerHeight - margin - Double(rows.count) * (labelHeight + margin)
        return min(scale, room / max(heights, 1))
    }

    /// Greedy rows at a fixed scale, as many cards per row as fit (at least one).
    private static func wrapped(sizes: [Size], scale: Double, width: Double) -> [[Int]] {
        var rows: [[Int]] = [[]]
        var used = margin
        for (index, size) in sizes.enumerated() {
            let cardWidth = size.width * scale + margin
            if !rows[rows.count - 1].isEmpty && used + cardWidth > width {
                rows.append([])
                used = margin
            }
            rows[rows.count - 1].append(index)
            used += cardWidth
        }
        return rows
    }

    /// Lays the rows out top to bottom, each centred horizontally, cards top-aligned.
    private static func place(rows: [[Int]], scale: Double, sizes: [Size], viewport: Viewport) -> GalleryGeometry {
        var cards = [Card](repeating: Card(frame: .zero, scale: scale), count: sizes.count)
        var y = headerHeight + margin
        var widest = 0.0
        for row in rows {
            let rowWidth = row.reduce(0) { $0 + sizes[$1].width * scale } + Double(row.count - 1) * margin
            var x = max(margin, (viewport.width - rowWidth) / 2)
            for index in row {
                let size = Size(width: sizes[index].width * scale, height: sizes[index].height * scale)
                cards[index] = Card(
                    frame: Rect(origin: Point(x: snap(x, viewport), y: snap(y, viewport)), size: size), scale: scale)
                x += size.width + margin
            }
            widest = max(widest, x)
            y += (row.map { sizes[$0].height * scale }.max() ?? 0) + labelHeight + margin
        }
        return GalleryGeometry(
            cards: cards, rows: rows,
            contentSize: Size(width: max(viewport.width, widest), height: max(viewport.height, y)))
    }

    /// Rounds a position to the device-pixel grid so cards render like captures (no half pixels).
    private static func snap(_ value: Double, _ viewport: Viewport) -> Double {
        (value * viewport.pixelScale).rounded(.down) / viewport.pixelScale
    }

    /// The scroll bar's thumb for the content scrolled by `scroll` in `viewport`, nil when it all fits.
    func scrollThumb(scroll: Point, viewport: Viewport) -> Rect? {
        ScrollBar.thumb(
            content: contentSize.height, scroll: scroll.y, limit: maximumScroll(in: viewport).y, window: viewport.size)
    }
}

/// The window's size in points and its device pixels per point.
struct Viewport: Equatable {
    /// Width in points.
    var width: Double
    /// Height in points.
    var height: Double
    /// Device pixels per point (2 on HiDPI).
    var pixelScale: Double

    /// The window's size in points.
    var size: Size { Size(width: width, height: height) }
    /// Framebuffer width in device pixels.
    var pixelWidth: Int { max(1, Int((width * pixelScale).rounded())) }
    /// Framebuffer height in device pixels.
    var pixelHeight: Int { max(1, Int((height * pixelScale).rounded())) }
}

/// The gallery's geometry for the latest layout sizes, view and window: the automatic grid scale
/// tries every row count (quadratic in the number of layouts), far too dear to redo every frame
/// of a 70-screen storyboard, and it only changes with a reload, a resize, zoom or focus.
final class GalleryGeometryCache {
    /// What the geometry depends on: the cards' sizes (the device frame's when one is on), the
    /// window, zoom and focus, and in the variants view the grid's pixel size.
    private struct Key: Equatable {
        var sizes: [Size]
        var viewport: Viewport
        var zoom: Double?
        var focusedIndex: Int?
        var variantGrid: Size?
    }

    private var last: (key: Key, geometry: GalleryGeometry)?

    /// `state.geometry(for: theme)`, computed again only when its inputs changed.
    func geometry(for state: GalleryState, theme: Theme?) -> GalleryGeometry {
        let key = Key(
            sizes: theme?.layouts.map(state.cardSize(of:)) ?? [], viewport: state.viewport, zoom: state.zoom,
            focusedIndex: state.isFocused ? state.layoutIndex : nil,
            variantGrid: state.variantGeometry(for: theme).map {
                Size(width: Double($0.width), height: Double($0.height))
            })
        if let last, last.key == key { return last.geometry }
        let geometry = state.geometry(for: theme)
        last = (key, geometry)
        return geometry
    }
}

extension VariantGridGeometry {
    /// The scale of the window's grid: the largest of the zoom steps up to 1:1 at which the grid fits
    /// `room` points at `pixelScale` device pixels per point (the smallest step when none does).
    package static func fittingScale(variants: [[VariantSet.Variant]], layoutSize: Size, room: Size, pixelScale: Double)
        -> Double
    {
        let steps = GalleryGeometry.zoomSteps.filter { $0 <= 1 }
        return steps.last { step in
            let grid = VariantGridGeometry(variants: variants, layoutSize: layoutSize, scale: step * pixelScale)
            return Double(grid.width) <= room.width * pixelScale && Double(grid.height) <= room.height * pixelScale
        } ?? steps[0]
    }
}
