import SkeletonCore

/// Which keys a view object may have, by kind, so unknown keys get suggestions from the keys
/// valid at that position and keys of another kind get a precise explanation.
enum ViewKeys {
    /// Keys every view has.
    static let common = [
        "type", "id", "frame", "width", "height", "padding", "layoutDirection", "backgroundColor", "cornerRadius",
        "clipsToBounds", "borderWidth", "borderColor", "shadow", "isSkeletonable", "isHiddenWhenSkeletonIsActive",
        "skeletonCornerRadius", "shimmeringAnimatedItems", "excludedItems",
    ]
    /// A spacer takes space in a stack and nothing else.
    static let spacer = ["type", "id", "frame", "width", "height"]
    /// UISlider and UIStepper values.
    static let range = ["value", "minimumValue", "maximumValue"]
    /// Subviews (every kind but tables and collections, which use `cell`).
    static let children = ["children"]
    /// Stack arrangement.
    static let stack = ["axis", "spacing", "alignment", "distribution"]
    /// Text content (labels, text views, text fields, button titles).
    static let text = ["text", "font", "textColor", "textAlignment"]
    /// Skeleton text lines (labels and text views).
    static let textLines = [
        "lastLineFillPercent", "linesCornerRadius", "skeletonLineSpacing", "skeletonPaddingInsets",
        "skeletonTextLineHeight", "skeletonTextNumberOfLines",
    ]
    /// Image content.
    static let image = ["image", "contentMode"]
    /// Tables and collections.
    static let list = ["cell", "header", "footer", "numberOfSections"]
    /// Tables only.
    static let table = [
        "rowHeight", "estimatedRowHeight", "numberOfRows", "sectionCells", "rowTexts", "headerTexts", "footerTexts",
    ]
    /// Collections only.
    static let collection = ["itemSize", "scrollDirection", "numberOfItems", "lineSpacing", "interitemSpacing"]

    /// The keys valid for a kind.
    static func keys(for kind: ViewKind) -> [String] {
        switch kind {
        case .view: common + children
        case .stack: common + children + stack
        case .label: common + children + text + ["numberOfLines"] + textLines
        case .textView: common + children + text + textLines
        case .textField, .button: common + children + text
        case .imageView: common + children + image
        case .table: common + list + table
        case .collection: common + list + collection
        case .switchControl: common + children + ["isOn", "onTintColor"]
        case .segmentedControl: common + children + ["segments", "selectedSegmentIndex", "font"]
        case .stepper: common + children + range
        case .slider: common + children + range + ["tintColor"]
        case .progressView: common + children + ["progress", "tintColor"]
        case .activityIndicatorView: common + children + ["isAnimating", "hidesWhenStopped", "color"]
        case .pageControl: common + children + ["numberOfPages", "currentPage", "currentPageIndicatorTintColor"]
        case .searchBar: common + children + ["placeholder", "text", "font"]
        case .navigationBar: common + children + ["title", "font"]
        case .toolbar: common + children + ["items", "tintColor", "font"]
        case .tabBar: common + children + ["items", "selectedItemIndex", "tintColor"]
        case .spacer: spacer
        }
    }

    /// Every key any view may have (for the schema and did-you-mean when the kind is unknown).
    static let all: [String] = {
        var keys: [String] = []
        for kind in ViewKind.allCases {
            for key in Self.keys(for: kind) where !keys.contains(key) { keys.append(key) }
        }
        return keys
    }()

    /// For a key of another kind: which kinds it applies to.
    static func misplacedExplanation(_ key: String, kind: ViewKind) -> String? {
        let owners = ViewKind.allCases.filter { keys(for: $0).contains(key) }
        guard !owners.isEmpty else { return nil }
        let list = owners.map { "`\($0.rawValue)`" }.joined(separator: ", ")
        return "`\(key)` applies to views of type \(list); remove it or change `type`"
    }
}
