import Foundation
import SkeletonCore
import SkeletonRaster

/// The display list of every frame of one variant. Geometry is built once; each frame only the
/// paints change (one paint per distinct base colour, shared by its shapes, as bench.py does).
struct BenchFrames {
    /// The drawing.
    let drawing: BenchDrawing
    /// The variant.
    let variant: BenchVariant
    /// The list of the last frame asked for.
    private(set) var list: DisplayList
    /// Index of the first shape command in `list.commands`.
    private let firstShape: Int
    /// Distinct base colours and, per shape, which one it uses.
    private let bases: [RGBA8]
    private let baseOfShape: [Int]

    /// Name of the content image of variant e in `ContentImage`.
    static let contentName = "content"

    /// Prepares the frames of `variant` over `drawing`.
    init(drawing: BenchDrawing, variant: BenchVariant) {
        self.drawing = drawing
        self.variant = variant
        var bases: [RGBA8] = []
        var baseOfShape: [Int] = []
        for shape in drawing.shapes {
            if let i = bases.firstIndex(of: shape.base) {
                baseOfShape.append(i)
            } else {
                bases.append(shape.base)
                baseOfShape.append(bases.count - 1)
            }
        }
        self.bases = bases
        self.baseOfShape = baseOfShape
        let canvas = Rect(x: 0, y: 0, width: Double(drawing.width), height: Double(drawing.height))
        var commands: [DrawCommand] = []
        if variant == .e {
            commands.append(
                .image(ImageDraw(name: Self.contentName, rect: canvas, radii: .zero, contentMode: .scaleToFill)))
            commands.append(.beginGroup(opacity: drawing.dissolveOpacity))
            commands.append(
                .fill(ShapeFill(rect: canvas, radii: .zero, paint: .solid(drawing.background), role: .background)))
        }
        firstShape = commands.count
        if variant != .clear {
            for shape in drawing.shapes {
                commands.append(
                    .fill(
                        ShapeFill(
                            rect: shape.rect, radii: CornerRadii(uniform: shape.radius), paint: shape.paint,
                            opacity: shape.opacity, role: .block)))
            }
        }
        if variant == .e { commands.append(.endGroup) }
        list = DisplayList(
            size: Size(width: Double(drawing.width), height: Double(drawing.height)), background: drawing.background,
            commands: commands)
        if variant == .b { setPaints(frame: 0) }
    }

    /// The list of frame `f` (variants c and d change with f; the others are constant).
    mutating func frame(_ f: Int) -> DisplayList {
        if variant == .c || variant == .d { setPaints(frame: f) }
        return list
    }

    /// Writes this frame's paint into every shape command.
    private mutating func setPaints(frame f: Int) {
        let paints = bases.map { paint(for: $0, frame: f) }
        for (i, shape) in drawing.shapes.enumerated() {
            list.commands[firstShape + i] = .fill(
                ShapeFill(
                    rect: shape.rect, radii: CornerRadii(uniform: shape.radius), paint: paints[baseOfShape[i]],
                    opacity: shape.opacity, role: .block))
        }
    }

    /// The paint of a base colour in frame `f`.
    private func paint(for base: RGBA8, frame f: Int) -> Paint {
        let b = BenchColor(base)
        let light = b.lighter(drawing.highlightMix)
        let w = Double(drawing.width)
        switch variant {
        case .c:
            let t = 0.5 - 0.5 * cos(2 * Double.pi * Double(f) / drawing.pulsePeriod)
            return .solid(b.mixed(light, t).rgba8)
        case .d:
            let phase = Double(f).truncatingRemainder(dividingBy: drawing.slidePeriod) / drawing.slidePeriod
            let x0 = -w + 2 * w * phase
            return .linear(gradient(from: x0, to: x0 + w, base, light.rgba8))
        default:
            return .linear(gradient(from: 0, to: w, base, light.rgba8))
        }
    }

    private func gradient(from x0: Double, to x1: Double, _ base: RGBA8, _ light: RGBA8) -> LinearGradient {
        let o = drawing.gradientStops
        return LinearGradient(
            start: Point(x: x0, y: 0), end: Point(x: x1, y: 0),
            stops: [
                GradientStop(offset: o[0], color: base), GradientStop(offset: o[1], color: light),
                GradientStop(offset: o[2], color: base),
            ])
    }
}
