/// UIKit's `UIFont.TextStyle`: a font named by its role, whose point size follows the content size
/// category.
package enum TextStyle: String, CaseIterable, Hashable, Sendable {
    /// `.largeTitle`.
    case largeTitle
    /// `.title1`.
    case title1
    /// `.title2`.
    case title2
    /// `.title3`.
    case title3
    /// `.headline` (semibold).
    case headline
    /// `.body`.
    case body
    /// `.callout`.
    case callout
    /// `.subheadline`.
    case subheadline
    /// `.footnote`.
    case footnote
    /// `.caption1`.
    case caption1
    /// `.caption2`.
    case caption2

    /// The style's point size at a content size category.
    package func pointSize(at category: ContentSizeCategory) -> Double {
        Self.pointSizes[self]![category.index]
    }

    /// The style's weight: headline is semibold, every other style regular.
    package var weight: Int {
        self == .headline ? 600 : 400
    }

    /// The style's point size on tvOS, which has no content size categories: Apple Human Interface
    /// Guidelines, "Typography" › Specifications › "tvOS Dynamic Type sizes" (IB's canvas stores
    /// VLC's tvOS labels at these sizes' line heights: a headline 46 high, a title 1 91). tvOS has
    /// no large title; it is title 1's size there.
    package var tvPointSize: Double {
        switch self {
        case .largeTitle, .title1: 76
        case .title2: 57
        case .title3: 48
        case .headline: 38
        case .callout: 31
        case .body, .subheadline, .footnote: 29
        case .caption1: 25
        case .caption2: 23
        }
    }

    /// Point sizes per style from XS to AX5 (the order of `ContentSizeCategory.allCases`).
    /// Source: Apple Human Interface Guidelines, "Typography" › Specifications › "iOS, iPadOS
    /// Dynamic Type sizes" (the xSmall … AX5 tables); the same values are what
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)` returns on an iOS 13 simulator
    /// (github.com/temoki/UIKit_DynamicType, README).
    private static let pointSizes: [TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]
}

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
