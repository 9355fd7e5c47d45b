import SkeletonCore

/// Every value of the enumerations a theme spells as words (the core enums are not CaseIterable),
/// used for parsing, suggestions and the schema check.
enum Choices {
    /// Stack axes.
    static let axis: [StackAxis] = [.vertical, .horizontal]
    /// Stack alignments.
    static let alignment: [StackAlignment] = [.fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline]
    /// Stack distributions.
    static let distribution: [StackDistribution] = [
        .fill, .fillEqually, .equalSpacing, .fillProportionally, .equalCentering,
    ]
    /// Text alignments.
    static let textAlignment: [TextAlignment] = [.natural, .left, .center, .right, .justified]
    /// Where a button's title sits: UIKit's `contentHorizontalAlignment` (leading is `natural`);
    /// a one-line title cannot be justified.
    static let buttonTitleAlignment: [TextAlignment] = [.natural, .left, .center, .right]
    /// Line break modes (labels and button titles).
    static let lineBreakMode: [LineBreakMode] = [
        .byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle,
    ]
    /// Activity indicator sizes.
    static let activityIndicatorStyle: [ActivityIndicatorStyle] = [.medium, .large]
    /// Text field border styles.
    static let borderStyle: [TextFieldBorderStyle] = [.none, .line, .bezel, .roundedRect]
    /// Layout directions.
    static let layoutDirection: [LayoutDirection] = [.leftToRight, .rightToLeft]
    /// Image content modes.
    static let contentMode: [ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill]
    /// Collection scroll directions.
    static let scrollDirection: [ScrollDirection] = [.vertical, .horizontal]
    /// Shimmer coordinate spaces.
    static let shimmerSpace: [ShimmerSpace] = [.view, .layout]
}
