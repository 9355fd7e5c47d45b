import SkeletonCore

/// Which keys a view object may have, by kind, so unknown keys get suggestions from the keys
/// valid at that position and keys of another kind get a precise explanation.
enum ViewKeys {
    /// Keys every view has.
    static let common =
        [
            "type", "id", "frame", "arranged", "width", "height", "layoutDirection", "backgroundColor", "cornerRadius",
            "clipsToBounds", "borderWidth", "borderColor", "shadow", "alpha", "isSkeletonable",
            "isHiddenWhenSkeletonIsActive", "skeletonCornerRadius", "shimmeringAnimatedItems", "excludedItems",
            "isHidden", "installed", "sizeClasses",
        ] + AutoLayoutKeys.common
    /// Space inside the view's bounds around its children (stacks, plain views, image views) or
    /// rows and items (tables, collections: the content inset), and controls around their subviews.
    /// UIKit's text views, labels, text fields and buttons have no such property, so they do not take it.
    static let padding = ["padding"]
    /// A spacer takes space in a stack and nothing else.
    static let spacer = ["type", "id", "frame", "arranged", "width", "height"]
    /// UISlider and UIStepper values.
    static let range = ["value", "minimumValue", "maximumValue"]
    /// Subviews (of a table or collection: views drawn over its rows and items).
    static let children = ["children"]
    /// Stack arrangement.
    static let stack = ["axis", "spacing", "alignment", "distribution"] + AutoLayoutKeys.stack
    /// Text content (labels, text views, text fields, button titles).
    static let text = ["text", "font", "textColor", "textAlignment"]
    /// Skeleton text lines (labels and text views).
    static let textLines = [
        "lastLineFillPercent", "linesCornerRadius", "skeletonLineSpacing", "skeletonPaddingInsets",
        "skeletonTextLineHeight", "skeletonTextNumberOfLines",
    ]
    /// Image view content.
    static let image = ["image", "contentMode", "symbol", "tintColor"]
    /// A button's pictures (UIButton's image and background image for the normal state).
    static let buttonImages = ["image", "backgroundImage", "symbol", "tintColor"]
    /// Tables and collections.
    static let list = ["cell", "header", "footer", "numberOfSections", "adjustsContentInset"]
    /// A plain view that is a scroll view (`isScrollView`): how it insets its content from the bars.
    static let scrollView = ["adjustsContentInset", "alwaysBounceVertical", "alwaysBounceHorizontal"]
    /// Tables only.
    static let table = [
        "rowHeight", "estimatedRowHeight", "numberOfRows", "sectionCells", "staticSections", "rowTexts", "headerTexts",
        "footerTexts", "tableHeaderView", "tableFooterView", "sectionHeaderHeight", "sectionFooterHeight",
        "firstHeaderTopPadding", "footedHeaderTopPadding", "emptyTitleHeight", "insetGrouped",
        "insetsContentViewsToSafeArea",
    ]
    /// Collections only.
    static let collection = [
        "itemSize", "estimatedItemSize", "scrollDirection", "numberOfItems", "lineSpacing", "interitemSpacing",
        "sectionInset",
    ]

    /// The keys valid for a kind.
    static func keys(for kind: ViewKind) -> [String] {
        switch kind {
        case .view: common + padding + children
        case .stack: common + padding + children + stack
        case .label:
            common + children + text + ["numberOfLines", "lineBreakMode", "preferredMaxLayoutWidth"] + textLines
        case .textView: common + children + text + textLines + AutoLayoutKeys.textView + ["adjustsContentInset"]
        case .textField: common + children + text + ["borderStyle"]
        case .button: common + children + text + ["lineBreakMode", "contentInsets"] + buttonImages
        case .imageView: common + padding + children + image + AutoLayoutKeys.imageView
        case .table: common + padding + children + list + table
        case .collection: common + padding + children + list + collection
        case .switchControl: common + padding + children + ["isOn", "onTintColor", "systemDesign"]
        case .segmentedControl: common + padding + children + ["segments", "selectedSegmentIndex", "font"]
        case .stepper: common + padding + children + range
        case .slider: common + padding + children + range + ["tintColor", "systemDesign"]
        case .progressView: common + padding + children + ["progress", "tintColor"]
        case .activityIndicatorView:
            common + padding + children + ["isAnimating", "hidesWhenStopped", "color", "style"]
        case .pageControl:
            common + padding + children + ["numberOfPages", "currentPage", "currentPageIndicatorTintColor"]
        case .searchBar: common + padding + children + ["placeholder", "text", "font", "systemDesign"]
        case .navigationBar: common + padding + children + ["title", "prefersLargeTitles", "font", "systemDesign"]
        case .toolbar: common + padding + children + ["items", "tintColor", "font"]
        case .tabBar: common + padding + children + ["items", "selectedItemIndex", "tintColor"]
        case .spacer: spacer
        }
    }

    /// Every key any view may have (for the schema and did-you-mean when the kind is unknown).
    static let all: [String] = {
        var keys: [String] = []
        for kind in ViewKind.allCases {
            for key in Self.keys(for: kind) where !keys.contains(key) { keys.append(key) }
        }
        return keys + scrollView.filter { !keys.contains($0) }
    }()

    /// For a key of another kind: which kinds it applies to.
    static func misplacedExplanation(_ key: String, kind: ViewKind) -> String? {
        if key == "padding", let fix = paddingFix(kind: kind) { return fix }
        // UIKit calls a button's words its title; here every text-bearing view's words are `text`,
        // and pointing at the one view with a `title` (a navigation bar) would mislead.
        if key == "title", keys(for: kind).contains("text") {
            return "a \(kind.rawValue)'s words are its `text` here: rename `title` to `text`"
        }
        if scrollView.contains(key), kind == .view {
            return "`\(key)` applies to a scroll view: add \"isScrollView\": true, or remove it"
        }
        let owners = ViewKind.allCases.filter { keys(for: $0).contains(key) }
        guard !owners.isEmpty else { return nil }
        let list = owners.map { "`\($0.rawValue)`" }.joined(separator: ", ")
        return "`\(key)` applies to views of type \(list); remove it or change `type`"
    }

    /// Why a text view kind takes no `padding`, and what gives the look a designer wants instead.
    private static func paddingFix(kind: ViewKind) -> String? {
        let space = "put the \(kind.rawValue) in a `stack` with `padding` to space it from its neighbours"
        switch kind {
        case .label:
            return "a UILabel has no padding: " + space + ", and inset its skeleton lines with `skeletonPaddingInsets`"
        case .textView:
            return "a UITextView has no padding (its text keeps UIKit's 8-point container inset): " + space
                + ", and inset its skeleton lines with `skeletonPaddingInsets`"
        case .button:
            return "a UIButton has no padding: set its title's distance from its bounds with `contentInsets`, or "
                + space
        case .textField: return "a UITextField has no padding: " + space
        default: return nil
        }
    }
}

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
