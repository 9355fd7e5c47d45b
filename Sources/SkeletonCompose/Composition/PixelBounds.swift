import SkeletonCore
import SkeletonRaster

/// The device pixels that layout rectangles touch: what the window redraws when they change, and
/// what a variants cell's animation can change.
package enum PixelBounds {
    /// The device-pixel box around layout rectangles drawn at `scale` from device pixel (x, y),
    /// one pixel wider on each side for anti-aliased edges.
    package static func around(_ rects: [Rect], scale: Double, x: Int, y: Int) -> PixelRect {
        guard let first = rects.first else { return .empty }
        var box = (minX: first.minX, minY: first.minY, maxX: first.maxX, maxY: first.maxY)
        for rect in rects.dropFirst() {
            box = (
                min(box.minX, rect.minX), min(box.minY, rect.minY), max(box.maxX, rect.maxX), max(box.maxY, rect.maxY)
            )
        }
        let x0 = x + Int((box.minX * scale).rounded(.down)) - 1
        let y0 = y + Int((box.minY * scale).rounded(.down)) - 1
        let x1 = x + Int((box.maxX * scale).rounded(.up)) + 1
        let y1 = y + Int((box.maxY * scale).rounded(.up)) + 1
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
