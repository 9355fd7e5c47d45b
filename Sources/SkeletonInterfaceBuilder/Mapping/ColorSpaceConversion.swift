import Foundation

/// Converts IB's stored colour components to sRGB: the colour spaces Xcode writes, each by its
/// transfer curve (and primaries for Display P3), clipped to what an sRGB screen shows.
enum ColorSpaceConversion {
    /// sRGB components (0…1) of RGB components stored in `space` (IB's `colorSpace` or `customColorSpace`).
    static func sRGB(red: Double, green: Double, blue: Double, space: String) -> (Double, Double, Double) {
        switch space {
        case "displayP3":
            let linear = [red, green, blue].map(linearFromSRGBCurve)
            // Display P3 → linear sRGB (both D65).
            let r = 1.2249 * linear[0] - 0.2247 * linear[1] + 0.0000 * linear[2]
            let g = -0.0420 * linear[0] + 1.0419 * linear[1] + 0.0000 * linear[2]
            let b = -0.0197 * linear[0] - 0.0786 * linear[1] + 1.0979 * linear[2]
            return (encode(r), encode(g), encode(b))
        case "calibratedRGB":
            // Apple's Generic RGB: a 1.8 gamma curve on primaries close to sRGB's.
            return (encode(pow(red, 1.8)), encode(pow(green, 1.8)), encode(pow(blue, 1.8)))
        default:
            // sRGB, deviceRGB and extended sRGB store sRGB-encoded components already.
            return (clip(red), clip(green), clip(blue))
        }
    }

    /// The sRGB grey of a grey level stored in `space` (IB's `white=`).
    static func sRGB(white: Double, space: String) -> Double {
        switch space {
        case "genericGamma22GrayColorSpace": return encode(pow(max(0, white), 2.2))
        case "calibratedWhite": return encode(pow(max(0, white), 1.8))
        default: return clip(white)
        }
    }

    private static func linearFromSRGBCurve(_ value: Double) -> Double {
        let v = max(0, value)
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    private static func encode(_ linear: Double) -> Double {
        let v = min(1, max(0, linear))
        return v <= 0.003_130_8 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }

    private static func clip(_ value: Double) -> Double {
        min(1, max(0, value))
    }
}
