/// UIKit's `UIContentSizeCategory`: the text size a user picked in Settings › Display & Text Size,
/// from the smallest to the largest accessibility size, in UIKit's order (`large` is the default).
package enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable {
    /// XS.
    case extraSmall
    /// S.
    case small
    /// M.
    case medium
    /// L, the default.
    case large
    /// XL.
    case extraLarge
    /// XXL.
    case extraExtraLarge
    /// XXXL.
    case extraExtraExtraLarge
    /// AX1.
    case accessibilityMedium
    /// AX2.
    case accessibilityLarge
    /// AX3.
    case accessibilityExtraLarge
    /// AX4.
    case accessibilityExtraExtraLarge
    /// AX5.
    case accessibilityExtraExtraExtraLarge

    /// The short name Settings and Xcode's environment overrides use (XS … AX5), for the HUD.
    package var shortName: String {
        ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"][index]
    }

    /// The category after this one, wrapping from the largest back to the smallest (the window's key).
    package var next: ContentSizeCategory {
        Self.allCases[(index + 1) % Self.allCases.count]
    }

    /// Position in `allCases`: the column of `TextStyle`'s size table.
    var index: Int {
        Self.allCases.firstIndex(of: self)!
    }
}
