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
    /// Whether a screen read from Interface Builder is solved by the Auto Layout engine at the size
    /// the document was saved for too, instead of keeping the frames IB stored there (`--solve`).
    package var solvesAtDesignSize: Bool

    /// Creates options; the defaults prepare the theme as written in light mode.
    package init(
        colorScheme: ColorScheme = .light, forceRightToLeft: Bool = false, direction: GradientDirection? = nil,
        contentSize: ContentSizeCategory = .large, solvesAtDesignSize: Bool = false
    ) {
        self.colorScheme = colorScheme
        self.forceRightToLeft = forceRightToLeft
        self.direction = direction
        self.contentSize = contentSize
        self.solvesAtDesignSize = solvesAtDesignSize
    }
}
