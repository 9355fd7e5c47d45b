import Foundation
import SkeletonCore
import SkeletonRaster

/// The "real content" under the skeleton in variant e, drawn once (untimed) the way bench.py's
/// content_spec draws it: coloured images and avatars, blue buttons, pale chips, dark text bars.
struct ContentImage: ImageSource, Sendable {
    /// The rendered content.
    let bitmap: Bitmap

    /// Renders the content of `drawing`.
    init(drawing: BenchDrawing, rasterizer: Rasterizer) {
        var commands: [DrawCommand] = []
        for shape in drawing.shapes {
            commands.append(
                .fill(
                    ShapeFill(
                        rect: shape.rect, radii: CornerRadii(uniform: shape.radius), paint: Self.paint(shape),
                        role: .background)))
        }
        let list = DisplayList(
            size: Size(width: Double(drawing.width), height: Double(drawing.height)),
            background: BenchColor(r: 0.96, g: 0.95, b: 0.92).rgba8, commands: commands)
        var fb = Framebuffer(width: drawing.width, height: drawing.height)!
        rasterizer.render(list, into: &fb)
        bitmap = Bitmap(width: fb.width, height: fb.height, pixels: fb.pixels)
    }

    /// The content for `BenchFrames.contentName`, nothing else.
    func bitmap(named name: String) -> Bitmap? { name == BenchFrames.contentName ? bitmap : nil }

    /// bench.py's content_spec.
    private static func paint(_ s: BenchDrawing.Shape) -> Paint {
        let i = Int((s.rect.minX * 7 + s.rect.minY * 13).rounded(.towardZero))
        let hue = Double(((i % 360) + 360) % 360) / 360
        let c1 = BenchColor.hsv(hue, 0.65, 0.95).rgba8
        let c2 = BenchColor.hsv((hue + 0.15).truncatingRemainder(dividingBy: 1), 0.8, 0.6).rgba8
        switch s.kind {
        case "image":
            return .linear(
                LinearGradient(
                    start: s.rect.origin, end: Point(x: s.rect.maxX, y: s.rect.maxY),
                    stops: [GradientStop(offset: 0, color: c1), GradientStop(offset: 1, color: c2)]))
        case "avatar": return .solid(c1)
        case "button": return .solid(BenchColor(r: 0.10, g: 0.45, b: 0.91).rgba8)
        case "chip": return .solid(BenchColor(r: 0.91, g: 0.94, b: 1.0).rgba8)
        default: return .solid(BenchColor(r: 0.24, g: 0.25, b: 0.26).rgba8)
        }
    }
}
