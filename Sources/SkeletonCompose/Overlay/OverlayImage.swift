import SkeletonCodecs
import SkeletonCore
import SkeletonDocument
import SkeletonRaster
import SkeletonSystem

/// The screenshot of `--overlay`, read once within the image budget, and drawing it over a
/// rendered layout as its settings ask: placed at the layout's origin plus the nudge, scaled from
/// its pixels to points, cut at the swipe line.
package struct OverlayImage: Sendable {
    /// The colour of the swipe line (a pink that neither skeleton greys nor most screens use).
    static let splitLineColor: UInt32 = 0xFFFF_2D55

    /// What to draw and how.
    package let settings: OverlaySettings
    /// The screenshot's pixels (premultiplied).
    package let image: Framebuffer

    /// An overlay of pixels already read (tests draw their screenshots in memory).
    package init(settings: OverlaySettings, image: Framebuffer) {
        self.settings = settings
        self.image = image
    }

    /// Reads the screenshot at `settings.path`: a regular file, a PNG, at most
    /// `ImageLimits.maxPixels` pixels by its header (checked before its pixels are decoded).
    package init(reading settings: OverlaySettings) throws(OverlayError) {
        let path = settings.path
        let kind = FileKind(path: path)
        guard kind == .regular else {
            throw OverlayError(
                path: path,
                problem: kind == .missing ? "no such file" : "it is \(kind.phrase), not a file",
                fix: "give the path of a PNG screenshot of the screen (a simulator screenshot or a design export)")
        }
        do {
            image = try PNGFile.read(path: path, maxPixels: ImageLimits.maxPixels)
        } catch let error as PNGError {
            guard case .readFailed(_, let reason) = error else {
                throw OverlayError(path: path, problem: error.description, fix: "export the screenshot again as PNG")
            }
            throw OverlayError(
                path: path, problem: "not a PNG this tool can read (\(reason))",
                fix: "export the screenshot as PNG of at most \(ImageLimits.maxPixels) pixels")
        } catch {
            throw OverlayError(path: path, problem: PlainMessage.of(error), fix: "export the screenshot again as PNG")
        }
        self.settings = settings
    }

    /// Screenshot pixels per point over a layout `layoutWidth` points wide drawn at `frameScale`.
    package func pixelsPerPoint(layoutWidth: Double, frameScale: Double) -> Double {
        settings.pixelsPerPoint(imageWidth: image.width, layoutWidth: layoutWidth, frameScale: frameScale)
    }

    /// Draws the screenshot over the layout rendered in `frame` with its top-left at device pixel
    /// `origin`, `size` points, `scale` device pixels per point; touches only pixels of `clip`
    /// inside the layout, and draws the swipe line when there is one.
    package func draw(
        onto frame: inout Framebuffer, origin: (x: Int, y: Int), size: Size, scale: Double, clip: PixelRect
    ) {
        let pixels = LayoutFrameRenderer.pixelSize(of: size, scale: scale)
        var layout = PixelRect(x: origin.x, y: origin.y, width: pixels.width, height: pixels.height)
        var line: PixelRect?
        if let split = settings.split {
            let column = origin.x + Int((split * size.width * scale).rounded())
            line = PixelRect(x: column - 1, y: layout.y, width: 2, height: layout.height).intersection(layout)
            layout.width = column - layout.x
        }
        let ratio = scale / pixelsPerPoint(layoutWidth: size.width, frameScale: scale)
        let placement = OverlayBlend.Placement(
            x: Double(origin.x) + settings.offset.x * scale, y: Double(origin.y) + settings.offset.y * scale,
            devicePixelsPerImagePixel: ratio)
        OverlayBlend.composite(
            image, onto: &frame, placement: placement, opacity: settings.opacity, mode: settings.blend,
            clip: layout.intersection(clip))
        if let line { Self.fill(line.intersection(clip), in: &frame, with: Self.splitLineColor) }
    }

    /// Paints every pixel of `rect` (already inside the frame) with `pixel`.
    private static func fill(_ rect: PixelRect, in frame: inout Framebuffer, with pixel: UInt32) {
        let rect = rect.intersection(PixelRect(x: 0, y: 0, width: frame.width, height: frame.height))
        guard !rect.isEmpty else { return }
        for row in rect.y..<rect.maxY {
            let start = row * frame.width
            frame.pixels.replaceSubrange(
                (start + rect.x)..<(start + rect.maxX), with: repeatElement(pixel, count: rect.width))
        }
    }
}

/// Why the `--overlay` screenshot cannot be used: which file, what is wrong, how to fix it.
package struct OverlayError: Error, Equatable, CustomStringConvertible {
    /// The screenshot's path as given.
    package let path: String
    /// What is wrong with it.
    package let problem: String
    /// What the user can do.
    package let fix: String

    /// `--overlay PATH: problem; fix`.
    package var description: String { "--overlay \(path): \(problem); \(fix)" }
}
