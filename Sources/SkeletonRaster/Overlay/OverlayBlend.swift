/// How a screenshot laid over a frame combines with the skeleton beneath it.
package enum OverlayBlendMode: String, CaseIterable, Hashable, Sendable {
    /// The screenshot over the frame at its opacity: where both agree the picture looks the same.
    case normal
    /// The absolute difference of the two: what matches turns black, what is off stands out.
    case difference
}

/// Lays a screenshot (premultiplied pixels, any density) over a rendered frame: nearest pixel
/// when the screenshot is as dense as the frame or coarser, the average of each pixel's block
/// when it is denser (a 3x screenshot over a 1x frame), blended in premultiplied form.
package enum OverlayBlend {
    /// Where the screenshot lands on the frame: its top-left pixel's corner in device pixels, and
    /// how many device pixels one screenshot pixel spans.
    package struct Placement: Hashable, Sendable {
        /// Device column of the screenshot's left edge.
        package var x: Double
        /// Device row of the screenshot's top edge.
        package var y: Double
        /// Device pixels per screenshot pixel (> 0).
        package var devicePixelsPerImagePixel: Double

        /// A placement at (x, y) with the screenshot scaled by `devicePixelsPerImagePixel`.
        package init(x: Double, y: Double, devicePixelsPerImagePixel: Double) {
            self.x = x
            self.y = y
            self.devicePixelsPerImagePixel = devicePixelsPerImagePixel
        }
    }

    /// Blends `image` placed by `placement` into `frame` at `opacity` (0…1) with `mode`, touching
    /// only pixels inside `clip` that the screenshot covers.
    package static func composite(
        _ image: Framebuffer, onto frame: inout Framebuffer, placement: Placement, opacity: Double,
        mode: OverlayBlendMode, clip: PixelRect
    ) {
        let area = clip.intersection(PixelRect(x: 0, y: 0, width: frame.width, height: frame.height))
        let ratio = placement.devicePixelsPerImagePixel
        guard !area.isEmpty, ratio > 0, ratio.isFinite else { return }
        let alpha = UInt32((min(1, max(0, opacity)) * 255).rounded())
        // A denser screenshot is averaged over the block of its pixels one device pixel covers.
        let block = max(1, Int((1 / ratio + 1e-9).rounded(.down)))
        let columns = (area.x..<area.maxX).map { Int(((Double($0) - placement.x) / ratio + 1e-9).rounded(.down)) }
        for row in area.y..<area.maxY {
            let v = Int(((Double(row) - placement.y) / ratio + 1e-9).rounded(.down))
            guard v >= 0, v < image.height else { continue }
            for (offset, u) in columns.enumerated() where u >= 0 && u < image.width {
                let index = row * frame.width + area.x + offset
                let source = average(image, u: u, v: v, block: block)
                frame.pixels[index] = blend(source, onto: frame.pixels[index], opacity: alpha, mode: mode)
            }
        }
    }

    /// One premultiplied pixel `source`, first scaled by `opacity` (0…255), combined with
    /// `destination` by `mode` (W3C compositing: source-over, and the separable difference blend).
    package static func blend(_ source: UInt32, onto destination: UInt32, opacity: UInt32, mode: OverlayBlendMode)
        -> UInt32
    {
        let sa = scaled(source >> 24, opacity)
        let da = destination >> 24
        let outAlpha = sa + divide255(da * (255 - sa))
        var result = min(255, outAlpha) << 24
        for shift: UInt32 in [16, 8, 0] {
            let s = scaled((source >> shift) & 0xFF, opacity)
            let d = (destination >> shift) & 0xFF
            let value: UInt32
            switch mode {
            case .normal:
                value = s + divide255(d * (255 - sa))
            case .difference:
                let sum = s + d
                value = sum - min(sum, 2 * divide255(min(s * da, d * sa)))
            }
            result |= min(255, value) << shift
        }
        return result
    }

    /// The mean of the `block`×`block` screenshot pixels from (u, v), cut at the image's edges.
    private static func average(_ image: Framebuffer, u: Int, v: Int, block: Int) -> UInt32 {
        guard block > 1 else { return image.pixels[v * image.width + u] }
        var sums: [UInt32] = [0, 0, 0, 0]
        var count: UInt32 = 0
        for y in v..<min(image.height, v + block) {
            for x in u..<min(image.width, u + block) {
                let pixel = image.pixels[y * image.width + x]
                for channel in 0..<4 { sums[channel] += (pixel >> UInt32(channel * 8)) & 0xFF }
                count += 1
            }
        }
        var pixel: UInt32 = 0
        for channel in 0..<4 { pixel |= ((sums[channel] + count / 2) / count) << UInt32(channel * 8) }
        return pixel
    }

    /// `value` × `opacity` / 255, rounded.
    private static func scaled(_ value: UInt32, _ opacity: UInt32) -> UInt32 {
        divide255(value * opacity)
    }

    /// `value` / 255 rounded to nearest, as the rasterizer divides.
    private static func divide255(_ value: UInt32) -> UInt32 {
        PixelMath.div255(value)
    }
}
