extension RGBA8 {
    /// UIColor+Skeleton's `lighter` factor (applied to dark colours).
    package static let lighterFactor = 1.35
    /// UIColor+Skeleton's `darker` factor (applied to light colours).
    package static let darkerFactor = 0.94

    /// Perceived brightness 0…1: (0.299·R + 0.587·G + 0.114·B) with components in 0…1.
    package var luma: Double {
        Double(lumaTimes255000) / 255_000
    }

    /// SkeletonView's isLight: luma ≥ 0.5, decided in integers so colours on the edge are not
    /// flipped by floating-point error.
    package var isLight: Bool {
        lumaTimes255000 >= 127_500
    }

    /// SkeletonView's complement: darker (×0.94) for light colours, lighter (×1.35) for dark ones.
    /// It is the pulse target and the middle stop of a gradient made from one colour.
    package var complementary: RGBA8 {
        adjusted(brightness: complementFactor)
    }

    /// The brightness factor of the complement: darker (0.94) for light colours, else lighter (1.35).
    package var complementFactor: Double {
        isLight ? Self.darkerFactor : Self.lighterFactor
    }

    /// The colour with its HSB brightness multiplied by `factor`, hue, saturation and alpha kept:
    /// R, G and B times the factor. UIKit does not clamp a brightness above 1 (iOS 10+ colours are
    /// extended sRGB), and an sRGB screen clips each channel on its own, so each channel stops at
    /// 255 by itself and the hue of an over-bright result shifts (#E74C3C → #FF6751). Channels round
    /// to nearest, halves up. A negative or non-finite factor is treated as 0 or 1 respectively.
    package func adjusted(brightness factor: Double) -> RGBA8 {
        let factor = factor.isFinite ? max(0, factor) : 1
        return RGBA8(r: Self.scaled(r, factor), g: Self.scaled(g, factor), b: Self.scaled(b, factor), a: a)
    }

    /// The linear interpolation from this colour (fraction 0) to `other` (fraction 1) in sRGB,
    /// alpha included, each channel rounded to nearest; the fraction is clamped to 0…1 (NaN → 0).
    package func mixed(with other: RGBA8, fraction: Double) -> RGBA8 {
        let f = fraction.isNaN ? 0 : min(1, max(0, fraction))
        return RGBA8(
            r: Self.lerp(r, other.r, f), g: Self.lerp(g, other.g, f), b: Self.lerp(b, other.b, f),
            a: Self.lerp(a, other.a, f))
    }

    /// 299·R + 587·G + 114·B, the luma numerator in integers.
    private var lumaTimes255000: Int {
        299 * Int(r) + 587 * Int(g) + 114 * Int(b)
    }

    /// One channel times a factor, rounded to nearest and clamped to a byte.
    private static func scaled(_ channel: UInt8, _ factor: Double) -> UInt8 {
        toByte(Double(channel) * factor)
    }

    /// One channel interpolated between two values.
    private static func lerp(_ from: UInt8, _ to: UInt8, _ fraction: Double) -> UInt8 {
        toByte(Double(from) + (Double(to) - Double(from)) * fraction)
    }

    /// Rounds to the nearest byte, halves up. Rounding first to 1e-6 removes binary representation
    /// error (225 × 0.94 is 211.49999999999997 in Double, but 211.5 in decimal, so 212).
    private static func toByte(_ value: Double) -> UInt8 {
        let cleaned = (value * 1_000_000).rounded() / 1_000_000
        return UInt8(min(255, max(0, cleaned.rounded(.toNearestOrAwayFromZero))))
    }
}
