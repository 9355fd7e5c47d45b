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
