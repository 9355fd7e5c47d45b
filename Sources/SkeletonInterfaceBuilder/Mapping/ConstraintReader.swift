import SkeletonCore

/// Reads what Auto Layout needs from IB elements: each view's constraints (with their ids and
/// places), its autoresizing mask, hugging and compression resistance, margins and `misplaced`
/// mark. One pass over the document first learns what every constraint item id names: a view, a
/// content view (which the preview folds into its cell or effect view), a view's safe area or
/// margins guide, or a view controller's old top and bottom layout guides.
struct ConstraintReader {
    /// What an item id of a constraint names.
    private enum Target {
        /// A view or one of its guides.
        case item(LayoutItem)
        /// A view controller's `topLayoutGuide` (from the root's top to its safe area's top).
        case topLayoutGuide(root: String)
        /// A view controller's `bottomLayoutGuide` (from its safe area's bottom to the root's bottom).
        case bottomLayoutGuide(root: String)
    }

    /// The document's file.
    let file: String
    /// Targets by IB id.
    private var targets: [String: Target] = [:]
    /// Where the constraints the size-class variations name are installed, by id.
    private let installations: [String: SizeClassVariations.Installation]
    /// The intrinsic content sizes IB measured by running `@IBDesignable` views' own code, by view
    /// id (the document's `<designables>`): the size their code gives (a custom label's font,
    /// a custom button's height), which the file's own attributes do not say.
    private var designables: [String: Size] = [:]
    /// The tools version of the Xcode that saved the document (`SystemDesign.toolsVersion(of:)`).
    private let toolsVersion: Int
    /// The first tools version (Xcode 13, iOS 15's SDK) whose canvas shares a horizontal stack
    /// only among two or more wrapping labels (`AutoLayoutSpec.sharesWidthWithEachWrappingLabel`).
    static let firstSharedTextWidthToolsVersion = 18_000

    /// Learns the item ids of `document`.
    init(document: IBNode, file: String) {
        self.file = file
        self.toolsVersion = SystemDesign.toolsVersion(of: document)
        self.installations = SizeClassVariations.installations(in: document, mask: "constraints")
        learn(document, owner: nil)
    }

    /// Records the ids under `element`; `owner` is the id a content view stands for.
    private mutating func learn(_ element: IBNode, owner: String?) {
        var own = owner
        if let id = element["id"], ViewMapper.isView(element.name) || Self.contentViews.contains(element.name) {
            let isContentView = element["key"] == "contentView" && owner != nil
            own = isContentView ? owner : id
            targets[id] = .item(.view(own ?? id))
        }
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("viewLayoutGuide", "safeArea"):
                if let id = child["id"], let view = own { targets[id] = .item(.safeArea(of: view)) }
            case ("viewLayoutGuide", "frameLayoutGuide"), ("viewLayoutGuide", "contentLayoutGuide"):
                // A scroll view's guides: its frame, and its content, which starts where the frame
                // does (no scrolling); edges to its content are told apart by the layout itself.
                if let id = child["id"], let view = own { targets[id] = .item(.view(view)) }
            case ("viewLayoutGuide", "layoutMarginsGuide"):
                if let id = child["id"], let view = own { targets[id] = .item(.layoutMargins(of: view)) }
            case ("keyboardLayoutGuide", "keyboard"):
                // With the keyboard down, UIKit's keyboard layout guide is the old bottom layout
                // guide: from the safe area's bottom to the view's.
                if let id = child["id"], let view = own { targets[id] = .bottomLayoutGuide(root: view) }
            case ("layoutGuides", _):
                let root = element.children.first { $0["key"] == "view" }?["id"]
                for guide in child.children(named: "viewControllerLayoutGuide") {
                    guard let id = guide["id"], let root else { continue }
                    targets[id] =
                        guide["type"] == "bottom" ? .bottomLayoutGuide(root: root) : .topLayoutGuide(root: root)
                }
            case ("designable", _):
                let size = child.child("size", key: "intrinsicContentSize")
                if let id = child["name"], let width = size?.number("width"), let height = size?.number("height"),
                    width >= 0, height >= 0
                {
                    designables[id] = Size(width: width, height: height)
                }
            default:
                break
            }
            learn(child, owner: own)
        }
    }

    /// Elements that are a cell's or an effect view's content view.
    private static let contentViews: Set<String> = ["tableViewCellContentView", "collectionViewCellContentView"]

    /// The Auto Layout description of `element`, holding the constraints of `holders` (its own
    /// element, and a cell's content view); `warn` records a located warning.
    func spec(
        of element: IBNode, holders: [IBNode], cellOutset: CellOutset? = nil, warn: (IBNode, String, String) -> Void
    ) -> AutoLayoutSpec {
        var spec = AutoLayoutSpec()
        spec.location = SourceLocation(file: file, line: element.line, column: element.column)
        // A view IB fixes in place (`fixedFrame`, written on views without constraints) is built
        // translating its mask, even where the file also says it does not translate it.
        spec.translatesAutoresizingMaskIntoConstraints =
            element["translatesAutoresizingMaskIntoConstraints"] != "NO" || element.flag("fixedFrame")
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            let bits: [(String, AutoresizingMask)] = [
                ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
                ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
                ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
            ]
            for (name, bit) in bits where mask.flag(name) { spec.autoresizingMask.insert(bit) }
        }
        func priority(_ name: String, _ fallback: LayoutPriority) -> LayoutPriority {
            element.number(name).map(LayoutPriority.init) ?? fallback
        }
        spec.hugging = AxisPriorities(
            horizontal: priority("horizontalHuggingPriority", .defaultLow),
            vertical: priority("verticalHuggingPriority", .defaultLow))
        spec.compressionResistance = AxisPriorities(
            horizontal: priority("horizontalCompressionResistancePriority", .defaultHigh),
            vertical: priority("verticalCompressionResistancePriority", .defaultHigh))
        spec.isBaselineRelativeArrangement =
            element.name == "stackView" && element["baselineRelativeArrangement"] == "YES"
        // The canvas of Xcode 12 and earlier ran iOS 14's UIStackView (woocommerce's section header,
        // saved by Xcode 12.4, stores its one wrapping label half its row wide).
        spec.sharesWidthWithEachWrappingLabel =
            element.name == "stackView" && (1..<Self.firstSharedTextWidthToolsVersion).contains(toolsVersion)
        if let margins = Self.layoutMargins(of: element) {
            spec.layoutMargins = margins
            spec.layoutMarginsAreDirectional = element.child("edgeInsets", key: "layoutMargins") == nil
            // Interface Builder has no attribute for a stack's margin-relative arrangement: a stack
            // whose margins the file states is laid out inside them (every such stack's stored
            // frames on the corpus of Docs/interface-builder.md are).
            spec.isLayoutMarginsRelativeArrangement = element.name == "stackView"
        } else if element.name == "stackView" {
            // A stack view the file sets no margins for has none (UIStackView's, unlike a plain
            // view's 8): views pinned to such a stack's margins in public apps' files are stored
            // flush with its edges.
            spec.layoutMargins = .zero
        }
        spec.preservesSuperviewLayoutMargins = element.flag("preservesSuperviewLayoutMargins")
        spec.insetsLayoutMarginsFromSafeArea = element["insetsLayoutMarginsFromSafeArea"] != "NO"
        spec.layoutMarginsFollowReadableWidth = element.flag("layoutMarginsFollowReadableWidth")
        spec.placeholderIntrinsicSize =
            Self.placeholderIntrinsicSize(of: element) ?? designableSize(of: element)
            ?? Self.canvasControlSize(of: element, toolsVersion: toolsVersion)
        spec.isMisplaced = element.flag("misplaced")
        spec.isScrollView = element.name == "scrollView"
        spec.sizesToText = element.name == "textView" && element["scrollEnabled"] == "NO"
        for node in holders {
            // A constraint without a first item is on the view holding it: the cell or its content view.
            let holder = node["id"] ?? element["id"] ?? ""
            for constraint in node.child("constraints")?.children(named: "constraint") ?? [] {
                if let read = read(constraint, holder: holder, cellOutset: cellOutset, warn: warn) {
                    spec.constraints.append(read)
                }
            }
        }
        return spec
    }

    /// The placeholder intrinsic size `element` states (`placeholderIntrinsicWidth` and `…Height`,
    /// set together in IB's Size inspector; "infinite" is no intrinsic size on that axis); nil when
    /// it states none or a value is not a length.
    static func placeholderIntrinsicSize(of element: IBNode) -> PlaceholderIntrinsicSize? {
        guard let width = element["placeholderIntrinsicWidth"], let height = element["placeholderIntrinsicHeight"]
        else { return nil }
        func length(_ text: String) -> Double?? {
            if text == "infinite" { return .some(nil) }
            guard let value = Double(text), value.isFinite, value >= 0 else { return nil }
            return .some(value)
        }
        guard let width = length(width), let height = length(height) else { return nil }
        return PlaceholderIntrinsicSize(width: width, height: height)
    }

    /// The intrinsic size IB measured for `element` running its `@IBDesignable` code, which stands
    /// in for its own as a placeholder's does (an `ENAButton` 50 high where a system button is 30; a
    /// custom label's footnote font 14.5 high where the file says 17 points); nil for a view that
    /// is no designable. A label takes it only where IB stored it one measured line high and at
    /// least as wide: one IB measured wider wraps into lines that size does not tell, and one
    /// stored at another height was laid out from another measurement than the one the file keeps
    /// (IB rewrites `<designables>` only when it renders them again).
    private func designableSize(of element: IBNode) -> PlaceholderIntrinsicSize? {
        guard let id = element["id"], let size = designables[id] else { return nil }
        if element.name == "label" {
            guard let frame = AttributeReader.frame(of: element),
                size.width <= frame.width + Self.measurementTolerance,
                abs(size.height - frame.height) <= Self.measurementTolerance
            else { return nil }
        }
        return PlaceholderIntrinsicSize(width: size.width, height: size.height, isDesignableMeasurement: true)
    }

    /// The intrinsic size the canvas of the Xcode that saved the document (`toolsVersion`) gave a
    /// control where it differs from UIKit's current one; nil where it does not. Before Xcode 12
    /// (tools versions below 17000, iOS 13's canvas and earlier) a progress view was 2 points high,
    /// where iOS 14 made it 4: public apps' files store progress views without a height constraint
    /// 2 high from Xcode 10 and 11, 4 from Xcode 13 on.
    static func canvasControlSize(of element: IBNode, toolsVersion: Int) -> PlaceholderIntrinsicSize? {
        guard element.name == "progressView", (1..<firstFourPointProgressToolsVersion).contains(toolsVersion)
        else { return nil }
        return PlaceholderIntrinsicSize(width: nil, height: 2)
    }

    /// The first tools version (Xcode 12, iOS 14's canvas) whose progress views are 4 points high.
    static let firstFourPointProgressToolsVersion = 17_000

    /// Points IB's measured and stored sizes of one line of text may differ by (its half-point rounding).
    private static let measurementTolerance = 0.5

    /// The layout margins `element` sets (`layoutMargins` or `directionalLayoutMargins`, an unset
    /// side UIKit's 8 points); nil when it sets none.
    static func layoutMargins(of element: IBNode) -> EdgeInsets? {
        if let insets = element.child("edgeInsets", key: "layoutMargins") {
            return EdgeInsets(
                top: insets.number("top") ?? 8, left: insets.number("left") ?? 8, bottom: insets.number("bottom") ?? 8,
                right: insets.number("right") ?? 8)
        }
        if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            return EdgeInsets(
                top: insets.number("top") ?? 8, left: insets.number("leading") ?? 8,
                bottom: insets.number("bottom") ?? 8, right: insets.number("trailing") ?? 8)
        }
        return nil
    }

    /// One `<constraint>` with where it is installed and its constant by size class, or nil for a
    /// placeholder or one that cannot be read (with a warning).
    private func read(
        _ element: IBNode, holder: String, cellOutset: CellOutset?, warn: (IBNode, String, String) -> Void
    ) -> LayoutConstraint? {
        let id = element["id"] ?? ""
        guard !element.flag("placeholder") else { return nil }
        let name = id.isEmpty ? "a constraint" : "constraint \(id)"
        func skip(_ message: String) -> LayoutConstraint? {
            warn(element, "\(name) \(message); it is ignored", "fix the constraint in Xcode and save")
            return nil
        }
        guard let firstName = element["firstAttribute"],
            let firstAttribute = LayoutAttribute(interfaceBuilderName: firstName)
        else { return skip("has an unknown first attribute `\(element["firstAttribute"] ?? "")`") }
        let secondName = element["secondAttribute"] ?? firstName
        guard let secondAttribute = LayoutAttribute(interfaceBuilderName: secondName) else {
            return skip("has an unknown second attribute `\(secondName)`")
        }
        guard let relation = LayoutRelation(rawValue: element["relation"] ?? "equal") else {
            return skip("has an unknown relation `\(element["relation"] ?? "")`")
        }
        guard let multiplier = Self.multiplier(element["multiplier"] ?? "1") else {
            return skip("has a multiplier `\(element["multiplier"] ?? "")` that is no number")
        }
        // Read as 0 (or as required) instead, such a constant or priority would change the layout in silence.
        for key in ["constant", "priority"] {
            if let text = element[key], element.number(key) == nil {
                return skip("has a \(key) `\(text)` that is no number")
            }
        }
        for variation in element.children(named: "variation") {
            if let text = variation["constant"], variation.number("constant") == nil {
                let key = variation["key"] ?? ""
                return skip("has a size-class constant `\(text)` (\(key)) that is no number")
            }
        }
        let firstID = element["firstItem"] ?? holder
        let first = item(firstID, firstAttribute)
        let second = element["secondItem"].map { item($0, secondAttribute) }
        // Both of a cell's ids are its content view in the layout: an edge of the cell itself is
        // the content view's moved past the accessory or separator.
        var outset = 0.0
        if let cellOutset {
            outset -= cellOutset.offset(of: firstID, firstAttribute)
            if let secondID = element["secondItem"] {
                outset += multiplier * cellOutset.offset(of: secondID, secondAttribute)
            }
        }
        var constraint = LayoutConstraint(
            first.0, first.1, relation, second?.0, second?.1 ?? secondAttribute, multiplier: multiplier,
            constant: (element.number("constant") ?? 0) + outset,
            priority: LayoutPriority(element.number("priority") ?? 1000),
            identifier: id, location: SourceLocation(file: file, line: element.line, column: element.column))
        // A size class's constant (`<variation key="widthClass=regular" constant="500"/>`) moves by
        // the cell's outset as its own does; IB stores the frames of the design device's classes.
        let constants = SizeClassVariations.constants(of: element).map { variation in
            var moved = variation
            moved.constant = variation.constant.map { $0 + outset }
            return moved
        }
        let installation = installations[id] ?? SizeClassVariations.Installation()
        constraint.isInstalled = installation.isInstalled
        constraint.sizeClassVariations = installation.variations + constants
        return constraint
    }

    /// The item and attribute an id and attribute name: a top layout guide's bottom is the safe
    /// area's top, a bottom layout guide's top the safe area's bottom. An unknown id stays a view,
    /// which the layout reports.
    private func item(_ id: String, _ attribute: LayoutAttribute) -> (LayoutItem, LayoutAttribute) {
        switch targets[id] {
        case .item(let item)?: (item, attribute)
        case .topLayoutGuide(let root)?: attribute == .top ? (.view(root), .top) : (.safeArea(of: root), .top)
        case .bottomLayoutGuide(let root)?:
            attribute == .bottom ? (.view(root), .bottom) : (.safeArea(of: root), .bottom)
        case nil: (.view(id), attribute)
        }
    }

    /// A multiplier as IB writes it: a number or a ratio `16:9`.
    static func multiplier(_ text: String) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Double(String($0)) }
        switch parts.count {
        case 1: return parts[0].flatMap { $0.isFinite ? $0 : nil }
        case 2:
            guard let numerator = parts[0], let denominator = parts[1], denominator != 0 else { return nil }
            let value = numerator / denominator
            return value.isFinite ? value : nil
        default: return nil
        }
    }
}
