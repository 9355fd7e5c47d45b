import SkeletonCore

/// UIKit's system colours with their light and dark variants (iOS 15 and later, default contrast),
/// by the names IB writes in `systemColor=` and the legacy `cocoaTouchSystemColor=`.
enum SystemColors {
    /// The colour named `name`, or nil when UIKit has no such system colour.
    static func color(named name: String) -> AdaptiveColor? {
        table[name]
    }

    private static func pair(_ light: UInt32, _ lightAlpha: UInt8, _ dark: UInt32, _ darkAlpha: UInt8) -> AdaptiveColor
    {
        var l = RGBA8(rgb: light)
        l.a = lightAlpha
        var d = RGBA8(rgb: dark)
        d.a = darkAlpha
        return AdaptiveColor(light: l, dark: d)
    }

    private static func pair(_ light: UInt32, _ dark: UInt32) -> AdaptiveColor {
        pair(light, 255, dark, 255)
    }

    private static let table: [String: AdaptiveColor] = [
        "systemBackgroundColor": pair(0xFFFFFF, 0x000000),
        "secondarySystemBackgroundColor": pair(0xF2F2F7, 0x1C1C1E),
        "tertiarySystemBackgroundColor": pair(0xFFFFFF, 0x2C2C2E),
        "systemGroupedBackgroundColor": pair(0xF2F2F7, 0x000000),
        "secondarySystemGroupedBackgroundColor": pair(0xFFFFFF, 0x1C1C1E),
        "tertiarySystemGroupedBackgroundColor": pair(0xF2F2F7, 0x2C2C2E),
        "labelColor": pair(0x000000, 0xFFFFFF),
        "secondaryLabelColor": pair(0x3C3C43, 153, 0xEBEBF5, 153),
        "tertiaryLabelColor": pair(0x3C3C43, 76, 0xEBEBF5, 76),
        "quaternaryLabelColor": pair(0x3C3C43, 46, 0xEBEBF5, 41),
        "placeholderTextColor": pair(0x3C3C43, 76, 0xEBEBF5, 76),
        "separatorColor": pair(0x3C3C43, 74, 0x545458, 153),
        "opaqueSeparatorColor": pair(0xC6C6C8, 0x38383A),
        "linkColor": pair(0x007AFF, 0x0984FF),
        "systemFillColor": pair(0x787880, 51, 0x787880, 92),
        "secondarySystemFillColor": pair(0x787880, 41, 0x787880, 82),
        "tertiarySystemFillColor": pair(0x767680, 31, 0x767680, 61),
        "quaternarySystemFillColor": pair(0x747480, 20, 0x767680, 46),
        "systemBlueColor": pair(0x007AFF, 0x0A84FF),
        "systemGreenColor": pair(0x34C759, 0x30D158),
        "systemIndigoColor": pair(0x5856D6, 0x5E5CE6),
        "systemOrangeColor": pair(0xFF9500, 0xFF9F0A),
        "systemPinkColor": pair(0xFF2D55, 0xFF375F),
        "systemPurpleColor": pair(0xAF52DE, 0xBF5AF2),
        "systemRedColor": pair(0xFF3B30, 0xFF453A),
        "systemTealColor": pair(0x30B0C7, 0x40C8E0),
        "systemCyanColor": pair(0x32ADE6, 0x64D2FF),
        "systemMintColor": pair(0x00C7BE, 0x63E6E2),
        "systemYellowColor": pair(0xFFCC00, 0xFFD60A),
        "systemBrownColor": pair(0xA2845E, 0xAC8E68),
        "systemGrayColor": pair(0x8E8E93, 0x8E8E93),
        "systemGray2Color": pair(0xAEAEB2, 0x636366),
        "systemGray3Color": pair(0xC7C7CC, 0x48484A),
        "systemGray4Color": pair(0xD1D1D6, 0x3A3A3C),
        "systemGray5Color": pair(0xE5E5EA, 0x2C2C2E),
        "systemGray6Color": pair(0xF2F2F7, 0x1C1C1E),
        "tintColor": pair(0x007AFF, 0x0A84FF),
        // Legacy `cocoaTouchSystemColor` names (fixed colours, no dark variant in UIKit).
        "whiteColor": pair(0xFFFFFF, 0xFFFFFF),
        "blackColor": pair(0x000000, 0x000000),
        "clearColor": pair(0x000000, 0, 0x000000, 0),
        "darkTextColor": pair(0x000000, 0x000000),
        "lightTextColor": pair(0xFFFFFF, 153, 0xFFFFFF, 153),
        "groupTableViewBackgroundColor": pair(0xF2F2F7, 0x000000),
        "tableCellGroupedBackgroundColor": pair(0xFFFFFF, 0x1C1C1E),
    ]
}
