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

/// The frames of the peer benchmark: its five variants (a)–(e) (Docs/benchmarks.md, "Benchmarks").
enum BenchVariant: String, CaseIterable {
    /// Every shape in its own colour.
    case a
    /// One canvas-wide gradient (base, lighter, base) from x = 0 to x = W.
    case b
    /// Solid colour pulsing between base and lighter.
    case c
    /// The (b) gradient sliding across the canvas.
    case d
    /// A content image, then the (a) skeleton composited over it at the dissolve opacity.
    case e
    /// Only the background fill.
    case clear

    /// The label bench.py prints.
    var label: String {
        switch self {
        case .a: return "(a) solid"
        case .b: return "(b) gradient"
        case .c: return "(c) solid anim (pulse)"
        case .d: return "(d) gradient anim (slide)"
        case .e: return "(e) dissolve 0.5 over content"
        case .clear: return "clear only"
        }
    }
}

/// Colours as bench.py computes them: floats 0…1 per channel, converted to 8 bits by rounding.
struct BenchColor {
    /// Red, green, blue, alpha in 0…1.
    var r, g, b, a: Double

    /// The 8-bit colour's channels as fractions.
    init(_ c: RGBA8) {
        r = Double(c.r) / 255
        g = Double(c.g) / 255
        b = Double(c.b) / 255
        a = Double(c.a) / 255
    }

    /// A colour from fractions.
    init(r: Double, g: Double, b: Double, a: Double = 1) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// c + mix · (white − c), alpha kept.
    func lighter(_ mix: Double) -> BenchColor {
        BenchColor(r: r + (1 - r) * mix, g: g + (1 - g) * mix, b: b + (1 - b) * mix, a: a)
    }

    /// The straight interpolation towards `other`.
    func mixed(_ other: BenchColor, _ t: Double) -> BenchColor {
        BenchColor(
            r: r + (other.r - r) * t, g: g + (other.g - g) * t, b: b + (other.b - b) * t, a: a + (other.a - a) * t)
    }

    /// Rounded to 8 bits.
    var rgba8: RGBA8 {
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        return RGBA8(r: byte(r), g: byte(g), b: byte(b), a: byte(a))
    }

    /// HSV (all 0…1) to RGB, as Python's colorsys.hsv_to_rgb.
    static func hsv(_ h: Double, _ s: Double, _ v: Double) -> BenchColor {
        let i = Int((h * 6).rounded(.down))
        let f = h * 6 - Double(i)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        switch ((i % 6) + 6) % 6 {
        case 0: return BenchColor(r: v, g: t, b: p)
        case 1: return BenchColor(r: q, g: v, b: p)
        case 2: return BenchColor(r: p, g: v, b: t)
        case 3: return BenchColor(r: p, g: q, b: v)
        case 4: return BenchColor(r: t, g: p, b: v)
        default: return BenchColor(r: v, g: p, b: q)
        }
    }
}

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
