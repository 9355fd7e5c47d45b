import Foundation
import SkeletonCore

/// Where the layouts go on screen, in content points (subtract the scroll offset for the window):
/// the grid of scaled cards with a label under each, or the focused layout at 1:1.
struct GalleryGeometry: Equatable {
    /// Space around and between cards.
    static let margin = 24.0
    /// The status bar at the top of the grid.
    static let headerHeight = 30.0
    /// Room for a card's name under it.
    static let labelHeight = 20.0
    /// Cards never shrink below this; the grid scrolls instead.
    static let minimumScale = 0.3

    /// One layout on screen.
    struct Card: Equatable {
        /// The card's rectangle in content points (origin on the device-pixel grid).
        var frame: Rect
        /// Points on screen per layout point.
        var scale: Double
    }

    /// The cards in layout order (one in focus view).
    let cards: [Card]
    /// The scrollable extent (at least the viewport).
    let contentSize: Size

    /// The grid: the largest scale (≤ 1) at which the cards fit the window in some number of
    /// centred rows; below `minimumScale` cards wrap at that scale and the grid scrolls.
    static func grid(layoutSizes: [Size], viewport: Viewport) -> GalleryGeometry {
        guard !layoutSizes.isEmpty else {
            return GalleryGeometry(cards: [], contentSize: Size(width: viewport.width, height: viewport.height))
        }
        var best: (scale: Double, rows: [[Int]])?
        for rowCount in 1...layoutSizes.count {
            let columns = (layoutSizes.count + rowCount - 1) / rowCount
            let rows = stride(from: 0, to: layoutSizes.count, by: columns).map {
                Array($0..<min($0 + columns, layoutSizes.count))
            }
            let scale = fittingScale(rows: rows, sizes: layoutSizes, viewport: viewport)
            if scale > (best?.scale ?? 0) { best = (scale, rows) }
        }
        if let best, best.scale >= minimumScale {
            return place(rows: best.rows, scale: best.scale, sizes: layoutSizes, viewport: viewport)
        }
        return place(
            rows: wrapped(sizes: layoutSizes, scale: minimumScale, width: viewport.width), scale: minimumScale,
            sizes: layoutSizes, viewport: viewport)
    }

    /// The focus view: the layout at 1:1, centred when smaller than the window, else scrollable.
    static func focus(layoutSize: Size, viewport: Viewport) -> GalleryGeometry {
        let x = snap(max(0, (viewport.width - layoutSize.width) / 2), viewport)
        let y = snap(max(0, (viewport.height - layoutSize.height) / 2), viewport)
        let card = Card(frame: Rect(x: x, y: y, width: layoutSize.width, height: layoutSize.height), scale: 1)
        let content = Size(
            width: max(viewport.width, layoutSize.width), height: max(viewport.height, layoutSize.height))
        return GalleryGeometry(cards: [card], contentSize: content)
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
            cards: cards, contentSize: Size(width: max(viewport.width, widest), height: max(viewport.height, y)))
    }

    /// Rounds a position to the device-pixel grid so cards render like captures (no half pixels).
    private static func snap(_ value: Double, _ viewport: Viewport) -> Double {
        (value * viewport.pixelScale).rounded(.down) / viewport.pixelScale
    }
}
