/// A colour as 8-bit sRGB components with straight (unpremultiplied) alpha.
package struct RGBA8: Hashable, Sendable {
    /// Red, 0…255.
    package var r: UInt8
    /// Green, 0…255.
    package var g: UInt8
    /// Blue, 0…255.
    package var b: UInt8
    /// Alpha, 0…255 (255 = opaque).
    package var a: UInt8

    /// Creates a colour from its components.
    package init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Creates an opaque colour from 0xRRGGBB.
    package init(rgb: UInt32) {
        self.init(r: UInt8((rgb >> 16) & 0xFF), g: UInt8((rgb >> 8) & 0xFF), b: UInt8(rgb & 0xFF))
    }
}

extension RGBA8 {
    /// Parses "#RRGGBB" or "#RRGGBBAA" (hex digits in either case); anything else gives nil so the
    /// theme loader can report the exact text it could not read.
    package init?(hex: String) {
        let utf8 = Array(hex.utf8)
        guard utf8.first == UInt8(ascii: "#"), utf8.count == 7 || utf8.count == 9 else { return nil }
        var bytes: [UInt8] = []
        var index = 1
        while index < utf8.count {
            guard let high = Self.hexDigitValue(utf8[index]),
                let low = Self.hexDigitValue(utf8[index + 1])
            else {
                return nil
            }
            bytes.append(high << 4 | low)
            index += 2
        }
        self.init(r: bytes[0], g: bytes[1], b: bytes[2], a: bytes.count == 4 ? bytes[3] : 255)
    }

    /// "#RRGGBB" in upper case, or "#RRGGBBAA" when the colour is not opaque (round-trips `init(hex:)`).
    package var hexString: String {
        var text = "#" + Self.hexByte(r) + Self.hexByte(g) + Self.hexByte(b)
        if a < 255 { text += Self.hexByte(a) }
        return text
    }

    /// The value of one ASCII hex digit, or nil for any other byte.
    private static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The upper-case hex digits, by value.
    private static let hexDigits = Array("0123456789ABCDEF")

    /// Two upper-case hex digits.
    private static func hexByte(_ value: UInt8) -> String {
        String(hexDigits[Int(value >> 4)]) + String(hexDigits[Int(value & 0xF)])
    }
}

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
