import SkeletonCompose
import SkeletonCore

extension [DrawCommand] {
    /// Appends a rectangle's outline `width` points wide inside its edges, as four plain fills: the
    /// rasterizer fills spans, where a border ring is worked out pixel by pixel over its whole box,
    /// and the state overlay outlines every view of a screen on every frame.
    mutating func outline(_ rect: Rect, width: Double, color: RGBA8) {
        guard rect.width > 2 * width, rect.height > 2 * width else {
            fill(rect, color: color)
            return
        }
        fill(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: width), color: color)
        fill(Rect(x: rect.minX, y: rect.maxY - width, width: rect.width, height: width), color: color)
        fill(Rect(x: rect.minX, y: rect.minY + width, width: width, height: rect.height - 2 * width), color: color)
        fill(
            Rect(x: rect.maxX - width, y: rect.minY + width, width: width, height: rect.height - 2 * width),
            color: color)
    }
}
