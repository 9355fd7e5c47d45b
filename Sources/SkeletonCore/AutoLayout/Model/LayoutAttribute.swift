/// An attribute of a view or layout guide a constraint relates (NSLayoutConstraint.Attribute), with
/// Interface Builder's spelling as its raw value.
package enum LayoutAttribute: String, CaseIterable, Hashable, Sendable {
    /// The left edge (never flips).
    case left
    /// The right edge (never flips).
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge: left in left-to-right, right in right-to-left.
    case leading
    /// The trailing edge: right in left-to-right, left in right-to-left.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The first line's baseline (the top edge of a view without text).
    case firstBaseline
    /// The last line's baseline (the bottom edge of a view without text).
    case lastBaseline
    /// The left edge inset by the view's left layout margin.
    case leftMargin
    /// The right edge inset by the view's right layout margin.
    case rightMargin
    /// The top edge inset by the view's top layout margin.
    case topMargin
    /// The bottom edge inset by the view's bottom layout margin.
    case bottomMargin
    /// The leading edge inset by the view's leading layout margin.
    case leadingMargin
    /// The trailing edge inset by the view's trailing layout margin.
    case trailingMargin
    /// The centre between the left and right margins.
    case centerXWithinMargins
    /// The centre between the top and bottom margins.
    case centerYWithinMargins

    /// IB's older name of `lastBaseline`.
    private static let aliases: [String: LayoutAttribute] = ["baseline": .lastBaseline]

    /// The attribute IB writes as `name`, or nil for an unknown name.
    package init?(interfaceBuilderName name: String) {
        guard let attribute = LayoutAttribute(rawValue: name) ?? Self.aliases[name] else { return nil }
        self = attribute
    }

    /// Whether the attribute is a length rather than a position.
    package var isSize: Bool { self == .width || self == .height }

    /// Whether the attribute lies on the horizontal axis.
    package var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            true
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            false
        }
    }

    /// The attribute with leading and trailing resolved to left or right for a direction.
    package func resolved(rightToLeft: Bool) -> LayoutAttribute {
        switch self {
        case .leading: rightToLeft ? .right : .left
        case .trailing: rightToLeft ? .left : .right
        case .leadingMargin: rightToLeft ? .rightMargin : .leftMargin
        case .trailingMargin: rightToLeft ? .leftMargin : .rightMargin
        default: self
        }
    }
}
