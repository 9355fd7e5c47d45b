import Foundation
import SkeletonCore

extension RGBA8 {
    /// WCAG 2.x relative luminance of the colour's RGB (alpha ignored): 0 for black, 1 for white.
    package var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    /// The colour as it shows over an opaque `background` (a translucent skeleton mixes with it).
    package func composited(over background: RGBA8) -> RGBA8 {
        let alpha = Double(a) / 255
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded())
        }
        return RGBA8(r: mix(r, background.r), g: mix(g, background.g), b: mix(b, background.b))
    }

    /// WCAG 2.x contrast ratio between this colour, as it shows over `background`, and the
    /// background: (L_lighter + 0.05) / (L_darker + 0.05), from 1 (same) to 21 (black on white).
    package func contrastRatio(over background: RGBA8) -> Double {
        let front = composited(over: background).relativeLuminance
        let back = background.relativeLuminance
        return (max(front, back) + 0.05) / (min(front, back) + 0.05)
    }
}
