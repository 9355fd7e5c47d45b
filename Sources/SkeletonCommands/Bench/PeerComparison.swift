import SkeletonRaster

/// How far two frames are apart, per channel value (0…255), over every channel of every pixel.
struct PeerComparison {
    /// Mean absolute difference per channel value.
    let meanAbsolute: Double
    /// Largest difference.
    let maxAbsolute: Int
    /// Share of pixels (percent) with some channel more than 2 levels apart.
    let percentOver2: Double

    /// Compares two frames of the same size (nil when the sizes differ).
    init?(_ a: Framebuffer, _ b: Framebuffer) {
        guard a.width == b.width, a.height == b.height else { return nil }
        var total = 0
        var worst = 0
        var over2 = 0
        for i in a.pixels.indices {
            let p = a.pixels[i]
            let q = b.pixels[i]
            var pixelWorst = 0
            for shift: UInt32 in [0, 8, 16, 24] {
                let d = abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF))
                total += d
                pixelWorst = max(pixelWorst, d)
            }
            worst = max(worst, pixelWorst)
            if pixelWorst > 2 { over2 += 1 }
        }
        meanAbsolute = Double(total) / Double(a.pixels.count * 4)
        maxAbsolute = worst
        percentOver2 = 100 * Double(over2) / Double(a.pixels.count)
    }
}
