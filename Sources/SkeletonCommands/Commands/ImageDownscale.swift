import SkeletonRaster
import SkeletonSystem

/// Shrinks a picture an import copies when it is over the theme reader's per-image budget
/// (`ImageLimits.maxPixels`), so the imported theme validates: a box filter of the smallest whole
/// factor that brings it within the budget (premultiplied channels averaged, so edges do not darken).
enum ImageDownscale {
    /// The whole factor that brings `header` within the budget (1: it already is).
    static func factor(for header: ImageHeader) -> Int {
        var factor = 1
        while (header.width / factor) * (header.height / factor) > ImageLimits.maxPixels { factor += 1 }
        return factor
    }

    /// `image` shrunk by `factor` in both directions (each output pixel the mean of a factor × factor box).
    static func shrink(_ image: Framebuffer, by factor: Int) -> Framebuffer? {
        let width = max(1, image.width / factor)
        let height = max(1, image.height / factor)
        guard var out = Framebuffer(width: width, height: height) else { return nil }
        let count = UInt64(factor * factor)
        for y in 0..<height {
            for x in 0..<width {
                var sums: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
                for row in y * factor..<(y + 1) * factor {
                    for column in x * factor..<(x + 1) * factor {
                        let pixel = UInt64(image.pixels[row * image.width + column])
                        sums.0 += pixel >> 24 & 0xFF
                        sums.1 += pixel >> 16 & 0xFF
                        sums.2 += pixel >> 8 & 0xFF
                        sums.3 += pixel & 0xFF
                    }
                }
                let mean = { (sum: UInt64) in UInt32((sum + count / 2) / count) }
                out.pixels[y * width + x] = mean(sums.0) << 24 | mean(sums.1) << 16 | mean(sums.2) << 8 | mean(sums.3)
            }
        }
        return out
    }
}
