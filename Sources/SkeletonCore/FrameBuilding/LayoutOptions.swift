/// How a layout is prepared beyond the theme: what the gallery toggles per view.
package struct LayoutOptions: Hashable, Sendable {
    /// Light or dark appearance.
    package var colorScheme: ColorScheme
    /// Make right-to-left the root's inherited direction (views that set one keep it).
    package var forceRightToLeft: Bool
    /// Sliding direction overriding the theme's (the style override lives in the timeline).
    package var direction: GradientDirection?
    /// The Dynamic Type size every font is scaled to (`large` keeps fonts as written).
    package var contentSize: ContentSizeCategory

    /// Creates options; the defaults prepare the theme as written in light mode.
    package init(
        colorScheme: ColorScheme = .light, forceRightToLeft: Bool = false, direction: GradientDirection? = nil,
        contentSize: ContentSizeCategory = .large
    ) {
        self.colorScheme = colorScheme
        self.forceRightToLeft = forceRightToLeft
        self.direction = direction
        self.contentSize = contentSize
    }
}
