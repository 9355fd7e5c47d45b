/// The iOS system colours controls are drawn with (light and dark variants, as UIKit resolves them).
package enum ControlPalette {
    /// UIColor.systemGreen: a switch that is on.
    static let systemGreen = AdaptiveColor(light: RGBA8(rgb: 0x34C759), dark: RGBA8(rgb: 0x30D158))
    /// UIColor.systemBlue: the default tint.
    static let systemBlue = ContentPainter.buttonTitleColor
    /// UIColor.systemGray: unselected tab bar items, the activity indicator.
    static let systemGray = AdaptiveColor(light: RGBA8(rgb: 0x8E8E93), dark: RGBA8(rgb: 0x8E8E93))
    /// Track of an off switch, a slider's maximum track and a progress view's track (systemGray5).
    static let track = AdaptiveColor(light: RGBA8(rgb: 0xE5E5EA), dark: RGBA8(rgb: 0x39393D))
    /// Filled backgrounds of segmented controls, steppers and search fields (tertiarySystemFill, opaque).
    static let fill = AdaptiveColor(light: RGBA8(rgb: 0xEEEEEF), dark: RGBA8(rgb: 0x242426))
    /// A switch's and slider's thumb and the selected segment.
    static let thumb = AdaptiveColor(light: RGBA8(rgb: 0xFFFFFF), dark: RGBA8(rgb: 0xFFFFFF))
    /// The selected segment in dark mode is grey, not white.
    static let selectedSegment = AdaptiveColor(light: RGBA8(rgb: 0xFFFFFF), dark: RGBA8(rgb: 0x636366))
    /// Separators between segments and under bars (opaqueSeparator).
    static let separator = AdaptiveColor(light: RGBA8(rgb: 0xC6C6C8), dark: RGBA8(rgb: 0x38383A))
    /// Placeholder text (placeholderText, opaque).
    static let placeholder = AdaptiveColor(light: RGBA8(rgb: 0x8A8A8E), dark: RGBA8(rgb: 0x98989F))
    /// Bar backgrounds (the default translucent bar over white / black, flattened).
    package static let bar = AdaptiveColor(light: RGBA8(rgb: 0xF9F9F9), dark: RGBA8(rgb: 0x1D1D1D))
    /// A page control's other pages: the label colour at 30 %.
    static let pageIndicator = AdaptiveColor(
        light: RGBA8(r: 0, g: 0, b: 0, a: 77), dark: RGBA8(r: 255, g: 255, b: 255, a: 77))
    /// A shadow under thumbs: black at 15 %.
    static let thumbShadow = RGBA8(r: 0, g: 0, b: 0, a: 38)
}
