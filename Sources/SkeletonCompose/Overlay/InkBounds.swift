import SkeletonRaster

/// Where a screenshot has "ink" inside a region: pixels that differ from the region's own
/// background, the colour most of the region's border has. What the edge measurement compares a
/// skeleton shape with.
package enum InkBounds {
    /// The largest channel difference from the background still counted as background (screens
    /// have antialiased, gently shaded backgrounds; text and images differ by far more).
    package static let tolerance: UInt32 = 32

    /// The smallest pixel rectangle holding every ink pixel of `region` (inside `image`), or nil
    /// when the region is all background (or empty).
    package static func find(in image: Framebuffer, region: PixelRect) -> PixelRect? {
        let area = region.intersection(PixelRect(x: 0, y: 0, width: image.width, height: image.height))
        guard !area.isEmpty else { return nil }
        let background = self.background(of: image, area: area)
        var minX = Int.max
        var minY = Int.max
        var maxX = Int.min
        var maxY = Int.min
        for y in area.y..<area.maxY {
            let row = y * image.width
            for x in area.x..<area.maxX where differs(image.pixels[row + x], from: background) {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The commonest pixel on the border of `area` (ties: the first met clockwise from the top left).
    static func background(of image: Framebuffer, area: PixelRect) -> UInt32 {
        var counts: [UInt32: Int] = [:]
        var order: [UInt32] = []
        func count(_ x: Int, _ y: Int) {
            let pixel = image.pixels[y * image.width + x]
            if counts[pixel] == nil { order.append(pixel) }
            counts[pixel, default: 0] += 1
        }
        for x in area.x..<area.maxX { count(x, area.y) }
        for y in (area.y + 1)..<max(area.y + 1, area.maxY) { count(area.maxX - 1, y) }
        if area.height > 1 { for x in (area.x..<(area.maxX - 1)).reversed() { count(x, area.maxY - 1) } }
        if area.width > 1 { for y in ((area.y + 1)..<max(area.y + 1, area.maxY - 1)).reversed() { count(area.x, y) } }
        let most = counts.values.max() ?? 0
        return order.first { counts[$0] == most } ?? 0
    }

    /// Whether any channel of `pixel` is more than `tolerance` away from `background`'s.
    static func differs(_ pixel: UInt32, from background: UInt32) -> Bool {
        for shift: UInt32 in [24, 16, 8, 0] {
            let a = (pixel >> shift) & 0xFF
            let b = (background >> shift) & 0xFF
            if (a > b ? a - b : b - a) > tolerance { return true }
        }
        return false
    }
}
