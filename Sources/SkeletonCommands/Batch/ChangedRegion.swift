import SkeletonCompose
import SkeletonRaster

/// A rectangle of pixels.
struct PixelBox: Equatable, Sendable {
    /// Left column.
    let x: Int
    /// Top row.
    let y: Int
    /// Columns.
    let width: Int
    /// Rows.
    let height: Int
}

/// The bounding box of the pixels two equally sized images differ in by more than a threshold.
enum ChangedRegion {
    /// The box around the changed pixels, or nil when none changed.
    static func box(actual: Framebuffer, baseline: Framebuffer, threshold: Int) -> PixelBox? {
        var minX = Int.max
        var minY = Int.max
        var maxX = -1
        var maxY = -1
        for y in 0..<actual.height {
            let row = y * actual.width
            for x in 0..<actual.width where actual.pixels[row + x] != baseline.pixels[row + x] {
                guard ImageComparison.difference(actual.pixels[row + x], baseline.pixels[row + x]) > threshold else {
                    continue
                }
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return PixelBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
