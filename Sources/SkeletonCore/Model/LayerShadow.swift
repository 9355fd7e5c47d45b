/// CALayer's shadow properties, with CALayer's defaults (an unset opacity of 0 draws nothing).
package struct LayerShadow: Hashable, Sendable {
    /// shadowColor (opaque black by default).
    package var color = AdaptiveColor(light: RGBA8(rgb: 0x000000), dark: RGBA8(rgb: 0x000000))
    /// shadowOpacity, 0…1.
    package var opacity = 0.0
    /// shadowOffset (width, height) in points.
    package var offset = Size(width: 0, height: -3)
    /// shadowRadius: the blur radius in points.
    package var radius = 3.0

    /// Creates a shadow with CALayer's defaults.
    package init() {}
}
