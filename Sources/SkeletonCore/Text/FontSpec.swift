/// A font request as a theme states it: family name, size in points, weight (100…900, 400 regular,
/// 700 bold), and the text style it was named by, if any (its size then follows the content size).
package struct FontSpec: Hashable, Sendable {
    /// Family name as fontconfig knows it, e.g. "DejaVu Sans".
    package var family: String
    /// Size in points (= pixels at scale 1).
    package var size: Double
    /// CSS-style weight, 100…900.
    package var weight: Int
    /// The UIKit text style the font was named by; nil for a font given with an explicit size.
    package var textStyle: TextStyle?
    /// Whether an explicit size follows the content size category, as `UIFontMetrics.scaledFont(for:)`
    /// makes it; false keeps it at every category, as UIKit keeps a font Interface Builder stores by
    /// point size. A text style always follows the category.
    package var scalesWithContentSize: Bool

    /// Creates a font request.
    package init(
        family: String = FontSpec.defaultFamily, size: Double = 17, weight: Int = 400, textStyle: TextStyle? = nil,
        scalesWithContentSize: Bool = true
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.textStyle = textStyle
        self.scalesWithContentSize = scalesWithContentSize
    }

    /// The family used when a theme names none (shipped with fonts-dejavu-core).
    package static let defaultFamily = "DejaVu Sans"

    /// UILabel's default system font size.
    package static let `default` = FontSpec()
}
