import SkeletonCore

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
