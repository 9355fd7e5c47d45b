import SkeletonCore
import SkeletonTheme

/// Reads a snapshot's views (`root`, and every list's cells) into `SnapshotView`s, holding the
/// budgets of `SnapshotLimits`; the first problem is thrown, located.
struct SnapshotDecoder {
    /// Views read so far, against `SnapshotLimits.maximumViews`.
    private(set) var viewCount = 0

    /// The file read and its path as given, to record where each view is written; nil records nothing.
    let source: (file: SourceFile, path: String)?

    /// A decoder of the views of `file` (at `path`) with no view read yet.
    init(file: SourceFile? = nil, path: String = "") {
        source = file.map { ($0, path) }
    }

    /// The keys of a view object.
    static let viewKeys = [
        "class", "uikit", "frame", "hidden", "alpha", "clipsToBounds", "backgroundColor", "layer", "skeleton", "text",
        "button", "image", "stack", "list", "subviews",
    ]

    /// UIKit's base classes the helper names, and the view kind each becomes.
    static let kinds: [String: ViewKind] = [
        "UIView": .view, "UIControl": .view, "UIScrollView": .view, "UIVisualEffectView": .view,
        "UITableViewCell": .view, "UICollectionViewCell": .view, "UICollectionReusableView": .view,
        "UITableViewHeaderFooterView": .view, "UILabel": .label, "UITextView": .textView, "UITextField": .textField,
        "UIImageView": .imageView, "UIButton": .button, "UIStackView": .stack, "UITableView": .table,
        "UICollectionView": .collection, "UISwitch": .switchControl, "UISegmentedControl": .segmentedControl,
        "UIStepper": .stepper, "UISlider": .slider, "UIProgressView": .progressView,
        "UIActivityIndicatorView": .activityIndicatorView, "UIPageControl": .pageControl, "UISearchBar": .searchBar,
        "UINavigationBar": .navigationBar, "UIToolbar": .toolbar, "UITabBar": .tabBar,
    ]

    /// Reads the view object `json` at `path`, `depth` levels below its tree's root.
    mutating func view(_ json: JSONNode, path: String, depth: Int) throws(SnapshotProblem) -> SnapshotView {
        viewCount += 1
        guard viewCount <= SnapshotLimits.maximumViews else {
            throw SnapshotProblem(
                offset: json.offset, message: "the snapshot has more than \(SnapshotLimits.maximumViews) views",
                keyPath: path, fix: "snapshot a smaller part of the screen (the helper takes any view)")
        }
        guard depth < SnapshotLimits.maximumDepth else {
            throw SnapshotProblem(
                offset: json.offset, message: "views nest more than \(SnapshotLimits.maximumDepth) levels deep",
                keyPath: path, fix: "snapshot a view nearer the part you preview")
        }
        let object = try SnapshotObject(json, path: path, keys: Self.viewKeys, what: "a view")
        let className = try object.string("class") ?? ""
        guard !className.isEmpty else {
            throw SnapshotProblem(
                offset: json.offset, message: "the view has no `class`", keyPath: object.path(of: "class"),
                fix: "give the view's class name, e.g. \"class\": \"FeedCell\"")
        }
        let uikit = try object.choice("uikit", in: Self.kinds.keys.sorted()) ?? "UIView"
        let kind = Self.kinds[uikit] ?? .view
        guard let frame = try object.numbers("frame", count: 4) else {
            throw SnapshotProblem(
                offset: json.offset, message: "the view has no `frame`", keyPath: object.path(of: "frame"),
                fix: "give its frame in the root's coordinates as [x, y, width, height]")
        }
        guard frame[2] >= 0, frame[3] >= 0 else {
            throw SnapshotProblem(
                offset: object["frame"]?.offset ?? json.offset,
                message: "the frame's size is \(frame[2])×\(frame[3]); a size is never negative",
                keyPath: object.path(of: "frame"), fix: "give the width and height UIKit's frame has")
        }
        var view = SnapshotView(
            node: ViewNode(kind: kind), frame: Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]),
            className: className, uikitClass: uikit, offset: json.offset)
        view.node.id = className
        if let source {
            let (line, column) = source.file.location(of: json.offset)
            view.node.writtenAt = WrittenAt(SourceLocation(file: source.path, line: line, column: column))
        }
        view.node.isSkeletonable = false
        let alpha = try object.number("alpha", in: 0...1) ?? 1
        view.isHidden = try object.bool("hidden") ?? false || alpha == 0
        view.node.clipsToBounds = try object.bool("clipsToBounds") ?? false
        if var background = try object.color("backgroundColor") {
            // A view's alpha fades it and its subviews; the background is what shows it in a preview.
            background.light.a = UInt8((Double(background.light.a) * alpha).rounded())
            background.dark.a = UInt8((Double(background.dark.a) * alpha).rounded())
            view.node.backgroundColor = background
        }
        try layer(object, into: &view.node)
        try skeleton(object, into: &view.node)
        try text(object, into: &view.node)
        if let button = try object.object("button", keys: ["title", "imageSize"]) {
            view.node.text = try button.string("title")
            view.node.imageSize = try button.numbers("imageSize", count: 2, in: 0...1e6).map {
                Size(width: $0[0], height: $0[1])
            }
        }
        if let size = try object.numbers("image", count: 2, in: 0...1e6) {
            view.node.imageSize = Size(width: size[0], height: size[1])
        }
        try stack(object, into: &view.node)
        for (index, child) in (try object.array("subviews") ?? []).enumerated() {
            view.subviews.append(try self.view(child, path: object.path(of: "subviews[\(index)]"), depth: depth + 1))
        }
        if let list = try object.object("list", keys: SnapshotListDecoder.keys) {
            view.list = try SnapshotListDecoder.list(list, kind: kind, frame: view.frame, decoder: &self, depth: depth)
        }
        return view
    }

    /// The layer's corner radius, border and shadow.
    private func layer(_ object: SnapshotObject, into node: inout ViewNode) throws(SnapshotProblem) {
        guard
            let layer = try object.object(
                "layer",
                keys: [
                    "cornerRadius", "borderWidth", "borderColor", "shadowColor", "shadowOpacity", "shadowOffset",
                    "shadowRadius",
                ])
        else { return }
        node.cornerRadius = try layer.number("cornerRadius", in: 0...1e6) ?? 0
        node.borderWidth = try layer.number("borderWidth", in: 0...1e6) ?? 0
        if let color = try layer.color("borderColor") { node.borderColor = color }
        let opacity = try layer.number("shadowOpacity", in: 0...1) ?? 0
        guard opacity > 0 else { return }
        var shadow = LayerShadow()
        shadow.opacity = opacity
        if let color = try layer.color("shadowColor") { shadow.color = color }
        if let offset = try layer.numbers("shadowOffset", count: 2) {
            shadow.offset = Size(width: offset[0], height: offset[1])
        }
        shadow.radius = try layer.number("shadowRadius", in: 0...1e6) ?? shadow.radius
        node.shadow = shadow
    }

    /// SkeletonView's properties, as the app set them.
    private func skeleton(_ object: SnapshotObject, into node: inout ViewNode) throws(SnapshotProblem) {
        guard
            let skeleton = try object.object(
                "skeleton",
                keys: [
                    "isSkeletonable", "isHiddenWhenSkeletonIsActive", "skeletonCornerRadius", "lastLineFillPercent",
                    "linesCornerRadius", "skeletonLineSpacing", "skeletonPaddingInsets", "skeletonTextLineHeight",
                    "skeletonTextNumberOfLines",
                ])
        else { return }
        node.isSkeletonable = try skeleton.bool("isSkeletonable") ?? false
        node.isHiddenWhenSkeletonIsActive = try skeleton.bool("isHiddenWhenSkeletonIsActive") ?? false
        node.skeletonCornerRadius = try skeleton.number("skeletonCornerRadius", in: 0...1e6)
        node.lastLineFillPercent = try skeleton.integer("lastLineFillPercent", in: 0...100)
        node.linesCornerRadius = try skeleton.integer("linesCornerRadius", in: 0...100_000)
        node.skeletonLineSpacing = try skeleton.number("skeletonLineSpacing", in: 0...1e6)
        node.skeletonPaddingInsets = try skeleton.insets("skeletonPaddingInsets") ?? .zero
        if let height = skeleton["skeletonTextLineHeight"] {
            switch height.value {
            case .number:
                node.skeletonTextLineHeight = .fixed(try skeleton.number("skeletonTextLineHeight", in: 0...1e6)!)
            default:
                let choice = try skeleton.choice(
                    "skeletonTextLineHeight", in: ["relativeToFont", "relativeToConstraints"])
                node.skeletonTextLineHeight = choice == "relativeToFont" ? .relativeToFont : .relativeToConstraints
            }
        }
        if let lines = skeleton["skeletonTextNumberOfLines"] {
            switch lines.value {
            case .number:
                node.skeletonTextNumberOfLines = .custom(
                    try skeleton.integer("skeletonTextNumberOfLines", in: 0...100_000)!)
            default:
                _ = try skeleton.choice("skeletonTextNumberOfLines", in: ["inherited"])
                node.skeletonTextNumberOfLines = .inherited
            }
        }
    }

    /// A label's or text view's text and how it is set.
    private func text(_ object: SnapshotObject, into node: inout ViewNode) throws(SnapshotProblem) {
        guard
            let text = try object.object(
                "text", keys: ["text", "font", "numberOfLines", "textAlignment", "lineBreakMode", "color", "insets"])
        else { return }
        node.text = try text.string("text")
        if let font = try text.object("font", keys: ["name", "family", "size", "textStyle"]) {
            let size = try font.number("size", in: 0...10_000) ?? 17
            let style = try font.string("textStyle").flatMap(TextStyle.init(uiKitName:))
            var spec = FontSpec(
                postScriptName: try font.string("name") ?? ".SFUI-Regular", family: try font.string("family"),
                size: size)
            if let style {
                // A text style follows the content size category; the snapshot's size is at the
                // app's category, the style's table gives every other.
                spec = FontSpec(
                    family: spec.family, size: style.pointSize(at: .large), weight: spec.weight, textStyle: style)
            } else {
                spec.scalesWithContentSize = false
            }
            node.font = spec
        }
        node.numberOfLines = try text.integer("numberOfLines", in: 0...100_000) ?? 1
        if let alignment = try text.choice("textAlignment", in: ["left", "center", "right", "justified", "natural"]) {
            node.textAlignment = TextAlignment(rawValue: alignment) ?? .natural
        }
        if let mode = try text.choice("lineBreakMode", in: LineBreakMode.allCases.map(\.rawValue)) {
            node.lineBreakMode = LineBreakMode(rawValue: mode) ?? node.lineBreakMode
        }
        node.textColor = try text.color("color")
        // Checked, not yet used: the core draws a text view's lines from its bounds, as upstream does.
        _ = try text.insets("insets")
    }

    /// A stack view's axis, spacing, alignment and distribution.
    private func stack(_ object: SnapshotObject, into node: inout ViewNode) throws(SnapshotProblem) {
        guard let stack = try object.object("stack", keys: ["axis", "spacing", "alignment", "distribution"]) else {
            return
        }
        node.axis = StackAxis(rawValue: try stack.choice("axis", in: ["horizontal", "vertical"]) ?? "") ?? .horizontal
        node.spacing = try stack.number("spacing") ?? 0
        let alignments = ["fill", "leading", "center", "trailing", "firstBaseline", "lastBaseline"]
        node.alignment = StackAlignment(rawValue: try stack.choice("alignment", in: alignments) ?? "") ?? .fill
        let distributions = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
        node.distribution =
            StackDistribution(rawValue: try stack.choice("distribution", in: distributions) ?? "") ?? .fill
    }
}

/// One view of a snapshot as read, before it becomes a `ViewNode`: its frame in the coordinates
/// of the tree it was written in (the screen's root, or its cell), where it is in the file, and
/// the parts SkeletonView's descent visits.
struct SnapshotView {
    /// The view without children or frame.
    var node: ViewNode
    /// Its frame in the root's coordinates (a cell's views: in the cell's).
    var frame: Rect
    /// Its class as the app names it (`FeedCell`).
    var className: String
    /// Its UIKit base class (`UITableViewCell`).
    var uikitClass: String
    /// Byte offset of the view's object in the file (its line:column is worked out only for the
    /// views a diagnostic names: a long line's column costs its length).
    var offset: Int
    /// Hidden (`isHidden`, or an alpha of 0): UIKit draws neither it nor its skeleton.
    var isHidden = false
    /// Its subviews, back to front.
    var subviews: [SnapshotView] = []
    /// A table's or collection's skeleton data source's answers; nil for other views.
    var list: SnapshotList?
    /// A cell the list dequeued: no level of SkeletonView's descent, so its own flag is not checked.
    var isCell = false

    /// How diagnostics name it: "`FeedCell` (UITableViewCell) at 12:5".
    func title(in file: SourceFile) -> String {
        let (line, column) = file.location(of: offset)
        let name = className == uikitClass ? className : "`\(className)` (\(uikitClass))"
        return "\(name) at \(line):\(column)"
    }

    /// The views below this one SkeletonView's descent visits, in order: the visible subviews, a
    /// table's header view, the cells, a table's footer view.
    var descendants: [SnapshotView] {
        subviews.filter { !$0.isHidden } + (list?.views ?? [])
    }

    /// The `ViewNode` tree, frames made relative to the parent whose frame (in the same coordinates) is `parent`.
    func build(in parent: Point) -> ViewNode {
        var built = node
        built.frame = Rect(
            x: frame.origin.x - parent.x, y: frame.origin.y - parent.y, width: frame.size.width,
            height: frame.size.height)
        built.children = subviews.filter { !$0.isHidden }.map { $0.build(in: frame.origin) }
        built.list = list?.spec(in: frame.origin)
        return built
    }
}
