/// UIView.AutoresizingMask: which parts of a frame-placed view stretch when its superview resizes.
package struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The bits.
    package let rawValue: Int

    /// Creates a mask from its bits.
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// The left margin stretches.
    package static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    package static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    package static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches.
    package static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    package static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches.
    package static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}
