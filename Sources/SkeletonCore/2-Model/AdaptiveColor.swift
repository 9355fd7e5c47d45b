/// A colour with a light and a dark variant (a fixed colour has both equal), like a dynamic UIColor.
package struct AdaptiveColor: Hashable, Sendable {
    /// The colour in light mode.
    package var light: RGBA8
    /// The colour in dark mode.
    package var dark: RGBA8

    /// Creates a colour with distinct light and dark variants.
    package init(light: RGBA8, dark: RGBA8) {
        self.light = light
        self.dark = dark
    }

    /// Creates a colour that is the same in both modes.
    package init(_ color: RGBA8) {
        self.init(light: color, dark: color)
    }

    /// The variant for a colour scheme.
    package func resolved(_ scheme: ColorScheme) -> RGBA8 {
        scheme == .light ? light : dark
    }
}

/// The light or dark appearance a colour is resolved against (UIKit's user interface style).
package enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    /// Light mode.
    case light
    /// Dark mode.
    case dark
}

/// The colours a theme may name: SkeletonView's 21 flat colours (UIColor+Skeleton), the adaptive
/// `skeletonDefault`, and `clear`, `white`, `black`. Names are case-sensitive, as in Swift.
package enum NamedColors {
    /// Every name in a stable order (flat colours in upstream order, then the adaptive and plain
    /// ones), for "did you mean" suggestions and the JSON Schema.
    package static let names: [String] = table.map(\.name)

    /// The colour with this exact name, or nil.
    package static func color(named name: String) -> AdaptiveColor? {
        table.first { $0.name == name }?.color
    }

    /// UIView-Shimmer's template colour when none is given: #D8D8D8 light, #333333 dark.
    package static let shimmerTemplateDefault = AdaptiveColor(
        light: RGBA8(rgb: 0xD8D8D8), dark: RGBA8(rgb: 0x333333))

    /// Name → colour, in the order of `names`.
    private static let table: [(name: String, color: AdaptiveColor)] = [
        ("greenSea", flat(0x16A085)),
        ("turquoise", flat(0x1ABC9C)),
        ("emerald", flat(0x2ECC71)),
        ("peterRiver", flat(0x3498DB)),
        ("amethyst", flat(0x9B59B6)),
        ("wetAsphalt", flat(0x34495E)),
        ("nephritis", flat(0x27AE60)),
        ("belizeHole", flat(0x2980B9)),
        ("wisteria", flat(0x8E44AD)),
        ("midnightBlue", flat(0x2C3E50)),
        ("sunFlower", flat(0xF1C40F)),
        ("carrot", flat(0xE67E22)),
        ("alizarin", flat(0xE74C3C)),
        ("clouds", flat(0xECF0F1)),
        ("darkClouds", flat(0x1C2325)),
        ("concrete", flat(0x95A5A6)),
        ("flatOrange", flat(0xF39C12)),
        ("pumpkin", flat(0xD35400)),
        ("pomegranate", flat(0xC0392B)),
        ("silver", flat(0xBDC3C7)),
        ("asbestos", flat(0x7F8C8D)),
        ("skeletonDefault", AdaptiveColor(light: RGBA8(rgb: 0xECF0F1), dark: RGBA8(rgb: 0x1C2325))),
        ("clear", AdaptiveColor(RGBA8(r: 0, g: 0, b: 0, a: 0))),
        ("white", flat(0xFFFFFF)),
        ("black", flat(0x000000)),
    ]

    /// An opaque colour that is the same in light and dark mode.
    private static func flat(_ rgb: UInt32) -> AdaptiveColor {
        AdaptiveColor(RGBA8(rgb: rgb))
    }
}
