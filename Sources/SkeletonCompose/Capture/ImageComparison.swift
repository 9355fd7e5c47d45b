import Glibc
import SkeletonRaster

/// How a capture differs from its baseline, pixel by pixel, within a per-channel threshold.
package struct ImageComparison: Equatable {
    /// Pixels whose largest channel difference (alpha included) exceeds the threshold.
    package let changedPixels: Int
    /// The largest channel difference found anywhere, 0…255.
    package let largestDifference: Int
    /// Pixels compared: the images' width × height.
    package let pixelCount: Int

    /// Compares two images of the same size.
    package init(actual: Framebuffer, baseline: Framebuffer, threshold: Int) {
        precondition(actual.width == baseline.width && actual.height == baseline.height, "compare images of one size")
        var changed = 0
        var largest = 0
        // Most shots match their baseline: one memcmp proves it without the per-pixel loop (a
        // framebuffer has at least one pixel, so both buffers have an address).
        let identical = actual.pixels.withUnsafeBytes { a in
            baseline.pixels.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
        if !identical {
            for (a, b) in zip(actual.pixels, baseline.pixels) where a != b {
                let difference = Self.difference(a, b)
                largest = max(largest, difference)
                if difference > threshold { changed += 1 }
            }
        }
        changedPixels = changed
        largestDifference = largest
        pixelCount = actual.width * actual.height
    }

    /// Whether the images count as equal: at most `maxDiffRatio` of the pixels changed (beyond the
    /// threshold), as Playwright's `maxDiffPixelRatio`; 0, the default, asks for no changed pixel.
    package func passes(maxDiffRatio: Double) -> Bool {
        Double(changedPixels) <= maxDiffRatio * Double(pixelCount)
    }

    /// The diff picture: changed pixels in opaque red over a dimmed grey copy of the actual image.
    package static func diffImage(actual: Framebuffer, baseline: Framebuffer, threshold: Int) -> Framebuffer {
        var diff = actual
        for index in diff.pixels.indices {
            let pixel = actual.pixels[index]
            if difference(pixel, baseline.pixels[index]) > threshold {
                diff.pixels[index] = 0xFFFF_0000
            } else {
                diff.pixels[index] = dimmed(pixel)
            }
        }
        return diff
    }

    /// Largest absolute difference over the four 8-bit channels.
    package static func difference(_ a: UInt32, _ b: UInt32) -> Int {
        var largest = 0
        for shift: UInt32 in [24, 16, 8, 0] {
            largest = max(largest, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
        }
        return largest
    }

    /// Opaque light grey keeping a third of the pixel's luminance contrast, so red stands out.
    private static func dimmed(_ pixel: UInt32) -> UInt32 {
        let r = Int((pixel >> 16) & 0xFF)
        let g = Int((pixel >> 8) & 0xFF)
        let b = Int(pixel & 0xFF)
        let luminance = (r * 299 + g * 587 + b * 114) / 1000
        let grey = UInt32(255 - (255 - luminance) / 3)
        return 0xFF00_0000 | grey << 16 | grey << 8 | grey
    }
}
