/// An SF Symbol a button or image view shows (`UIImage(systemName:)`, IB's `catalog="system"`).
/// Symbols are not files anywhere on Linux, so the preview draws a shape of the glyph's size in the
/// view's tint colour: where the icon is and how big, which is what a skeleton stands for.
package struct SymbolImage: Hashable, Sendable {
    /// The symbol's name, as `UIImage(systemName:)` takes it ("star.fill").
    package var name: String
    /// The point size of the symbol configuration (UIKit's default is the body style's 17).
    package var pointSize: Double = 17
    /// The symbol configuration's scale.
    package var scale: SymbolScale = .medium
    /// The glyph's width over its height (IB stores the glyph's box in `<resources>`); 1 when unknown.
    package var aspectRatio: Double = 1

    /// A symbol of UIKit's default configuration.
    package init(name: String) {
        self.name = name
    }

    /// The glyph's box in points. Its longer side is 1.2 × the point size at the medium scale
    /// (`UIImage(systemName:)` is about 20 points for the body style's 17), a round glyph's
    /// `roundGlyphSide` ×, 0.8 × that at the small scale and 1.3 × at the large, the ratios Apple's
    /// SF Symbols app shows between the scales; the shorter side follows the glyph's aspect ratio.
    package var size: Size {
        let side = pointSize * (isRound ? Self.roundGlyphSide : 1.2) * scale.factor
        let ratio = aspectRatio.isFinite && aspectRatio > 0 ? aspectRatio : 1
        return ratio >= 1
            ? Size(width: side, height: side / ratio)
            : Size(width: side * ratio, height: side)
    }

    /// A round glyph's longer side over the point size at the medium scale: SF's enclosing circle
    /// is one size for every symbol in it, narrower than the average glyph (Interface Builder stores
    /// `questionmark.circle` and `nosign` 19.67 wide for 17 points, an `xmark.circle` button at the
    /// large scale 25.67 square).
    static let roundGlyphSide = 19.67 / 17

    /// Whether the glyph is round (its name says `circle`): drawn as a circle, else as a rounded square.
    package var isRound: Bool { name.split(separator: ".").contains("circle") }

    /// How far below the glyph's centre its baseline lies: half the cap height of SF at the
    /// configuration's point size, as SF Symbols are centred on the cap height of the text they sit
    /// in (UIImage's `baselineOffsetFromBottom`), at every scale. Interface Builder stores `globe` and
    /// `person` at 17 points with their centres about 6 points above the first baselines of the labels
    /// they are pinned to (keepassium's passkey and entry screens).
    package var baselineBelowCentre: Double { pointSize * Self.capHeight / 2 }

    /// SF Pro's cap height over its point size (1443 of 2048 units per em).
    static let capHeight = 1443.0 / 2048
}

/// `UIImage.SymbolScale`: how large a symbol is drawn next to text of its point size.
package enum SymbolScale: String, CaseIterable, Hashable, Sendable {
    /// Smaller than the text.
    case small
    /// The text's size (UIKit's default).
    case medium
    /// Larger than the text.
    case large

    /// The glyph's size relative to the medium scale.
    var factor: Double {
        switch self {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }
}
