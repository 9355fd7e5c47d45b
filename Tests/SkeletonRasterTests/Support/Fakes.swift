import SkeletonCore
import SkeletonRaster

/// Glyphs as deterministic boxes: each character is a 3×5 block whose coverage ramps 60, 120, 180
/// across its columns, with a one-column gap; the mask's top is 5 rows above the baseline.
struct FakeGlyphs: GlyphSource {
    /// The run's boxes, the same at every scale.
    func mask(for run: TextRun, scale: Double) -> CoverageMask? {
        let count = run.text.count
        guard count > 0 else { return nil }
        let width = count * 4 - 1
        var coverage = [UInt8](repeating: 0, count: width * 5)
        for c in 0..<count {
            for y in 0..<5 {
                for x in 0..<3 { coverage[y * width + c * 4 + x] = UInt8(60 * (x + 1)) }
            }
        }
        return CoverageMask(width: width, height: 5, offsetX: 0, offsetY: -5, coverage: coverage)
    }
}

/// Images by name: "checker" is a 2×2 opaque red/blue checker, "gradient" a 4×1 ramp of greys,
/// "content" a 21×5 opaque image of distinct colours, "poster" a 512×600 opaque image of varied
/// colours (taller than a band), anything else is missing.
struct FakeImages: ImageSource {
    /// The named test image, nil for an unknown name.
    func bitmap(named name: String) -> Bitmap? {
        switch name {
        case "checker":
            return Bitmap(width: 2, height: 2, pixels: [0xFFFF_0000, 0xFF00_00FF, 0xFF00_00FF, 0xFFFF_0000])
        case "gradient":
            return Bitmap(width: 4, height: 1, pixels: [0xFF00_0000, 0xFF55_5555, 0xFFAA_AAAA, 0xFFFF_FFFF])
        case "content":
            return Bitmap(width: 21, height: 5, pixels: (0..<105).map { 0xFF00_0000 | UInt32($0) &* 0x0002_4D3B })
        case "poster":
            return Bitmap(
                width: 512, height: 600, pixels: (0..<(512 * 600)).map { 0xFF00_0000 | UInt32($0) &* 0x0001_3B2F })
        default:
            return nil
        }
    }
}

/// Shorthands for building lists and rendering them.
enum Draw {
    /// Opaque white.
    static let white = RGBA8(r: 255, g: 255, b: 255)
    /// Opaque black.
    static let black = RGBA8(r: 0, g: 0, b: 0)

    /// A solid fill command.
    static func fill(
        _ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double = 0, color: RGBA8 = black,
        opacity: Double = 1
    ) -> DrawCommand {
        .fill(
            ShapeFill(
                rect: Rect(x: x, y: y, width: w, height: h), radii: CornerRadii(uniform: radius), paint: .solid(color),
                opacity: opacity, role: .block))
    }

    /// Renders commands over a `width`×`height` canvas with a background.
    static func render(
        _ commands: [DrawCommand], width: Int, height: Int, background: RGBA8 = white, scale: Double = 1
    ) -> Framebuffer {
        var fb = Framebuffer(width: width, height: height)!
        let list = DisplayList(
            size: Size(width: Double(width) / scale, height: Double(height) / scale), background: background,
            commands: commands)
        Rasterizer().render(list, into: &fb, scale: scale, glyphs: FakeGlyphs(), images: FakeImages())
        return fb
    }

    /// Coverage-like darkness 0…255 of a pixel drawn black on white (255 − red channel).
    static func ink(_ fb: Framebuffer, _ x: Int, _ y: Int) -> Int {
        255 - Int((fb.pixels[y * fb.width + x] >> 16) & 0xFF)
    }
}
