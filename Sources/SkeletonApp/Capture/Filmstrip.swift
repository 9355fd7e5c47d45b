import Foundation
import SkeletonCore
import SkeletonRaster

/// N frames of one layout side by side, each labelled with its time: motion on one still image.
struct Filmstrip {
    /// Space between frames, in points.
    static let gap = 12.0
    /// Room for the time under each frame, in points.
    static let labelHeight = 22.0

    /// Number of frames.
    let count: Int
    /// Frames per second between them.
    let fps: Double
    /// Scene time of the first frame.
    let start: Double

    /// The times of the frames.
    var times: [Double] { (0..<count).map { start + Double($0) / fps } }

    /// Renders the strip on the chrome canvas of `scheme`.
    func render(frames: FrameSource, scheme: ColorScheme) throws -> Framebuffer {
        let images = try times.map { try frames.frame(at: $0) }
        let scale = frames.scale
        let labelScale = max(1, scale)
        let gap = Int((Self.gap * labelScale).rounded())
        let label = Int((Self.labelHeight * labelScale).rounded())
        let cellWidth = images[0].width
        let palette = ChromePalette.forScheme(scheme)
        guard
            var sheet = Framebuffer(
                width: gap + count * (cellWidth + gap), height: gap + images[0].height + label,
                fill: Canvas.pixel(palette.canvas))
        else {
            throw CommandError.failure(
                "the filmstrip would be wider than \(Framebuffer.maxDimension) pixels: use fewer --frames or a lower --scale"
            )
        }
        let painter = ChromePainter(
            rasterizer: frames.renderer.rasterizer, services: frames.renderer.services, pixelScale: labelScale)
        let whole = PixelRect(x: 0, y: 0, width: sheet.width, height: sheet.height)
        for (index, image) in images.enumerated() {
            let x = gap + index * (cellWidth + gap)
            Canvas.copy(image, into: &sheet, x: x, y: gap)
            let text = String(format: "t=%.3f s", times[index])
            let width = painter.width(of: text)
            let origin = Point(
                x: (Double(x + cellWidth / 2) / labelScale - width / 2).rounded(),
                y: Double(gap + image.height) / labelScale + 15
            )
            painter.text(text, at: origin, color: palette.text, into: &sheet, clip: whole)
        }
        return sheet
    }
}
