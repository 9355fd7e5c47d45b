extension FontSpec {
    /// The font as UIKit sizes it at a content size category: a text style takes its published point
    /// size for the category; a font with an explicit size scales by the Body style's ratio (what
    /// `UIFontMetrics.default.scaledFont(for:)` does), unrounded, unless it keeps its size
    /// (`scalesWithContentSize`). `large` leaves every font as written.
    package func scaled(to category: ContentSizeCategory) -> FontSpec {
        var font = self
        if let style = textStyle {
            font.size = style.pointSize(at: category)
        } else if scalesWithContentSize {
            font.size = size * TextStyle.body.pointSize(at: category) / TextStyle.body.pointSize(at: .large)
        }
        return font
    }
}
