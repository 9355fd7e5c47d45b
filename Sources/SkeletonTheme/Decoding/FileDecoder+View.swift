import SkeletonCore
import SkeletonSystem

extension FileDecoder {
    /// A view object and its subtree; nil when the view itself cannot be built (its problems are reported).
    func view(_ node: JSONNode, _ path: ValuePath) -> ViewNode? {
        guard case .object(let members) = node.value else {
            typeMismatch(node, path, expected: "a view object", fix: "write {\"type\": \"label\", …}")
            return nil
        }
        // An unknown `type` is reported, and the rest of the view is still checked (every key any
        // type takes, and the subtree) so that one typo does not hide the other problems.
        var known: ViewKind? = .view
        if let typeMember = members.first(where: { $0.key == "type" }) {
            known = choice(typeMember.value, path.key("type"), ViewKind.allCases, noun: "view type")
        }
        let kind = known ?? .view
        guard
            let object = object(
                node, path, what: known.map { "a `\($0.rawValue)` view" } ?? "a view",
                keys: known.map { ViewKeys.keys(for: $0) + (Self.isScrollView(members) ? ViewKeys.scrollView : []) }
                    ?? ViewKeys.all,
                misplaced: { ViewKeys.misplacedExplanation($0, kind: kind) })
        else { return nil }
        var view = ViewNode(kind: kind)
        let (line, column) = file.location(of: node.offset)
        view.writtenAt = WrittenAt(SourceLocation(file: file.path, line: line, column: column))
        readGeometry(object, into: &view)
        readInstallation(object, into: &view)
        readAppearance(object, into: &view)
        readText(object, kind: kind, into: &view)
        if kind == .imageView || kind == .button { readImages(object, into: &view) }
        readAutoLayout(object, kind: kind, into: &view)
        if let childNodes = object.read("children", { array($0, $1, what: "an array of views") }) {
            readChildren(childNodes, path.key("children"), into: &view, at: node.offset)
        }
        if kind.isControl { readControl(object, kind: kind, into: &view) }
        // A spacer only takes space: SkeletonView never reaches it and nothing draws it.
        if kind == .spacer { view.isSkeletonable = false }
        switch kind {
        case .table: view.list = table(object).map(ListSpec.table)
        case .collection: view.list = collection(object).map(ListSpec.collection)
        default: break
        }
        if let adjusts = object.read("adjustsContentInset", bool) { view.adjustsContentInset = adjusts }
        if let bounces = object.read("alwaysBounceVertical", bool) { view.alwaysBounceVertical = bounces }
        if let bounces = object.read("alwaysBounceHorizontal", bool) { view.alwaysBounceHorizontal = bounces }
        checkDesignDigest(object, of: &view)
        return known == nil ? nil : view
    }

    /// Whether a view object says it is a scroll view (`"isScrollView": true`), which takes the
    /// scroll view's keys.
    static func isScrollView(_ members: [JSONMember]) -> Bool {
        members.contains { $0.key == "isScrollView" && $0.value.value == .bool(true) }
    }

    /// The subviews; a hidden one (`"isHidden": true`) is laid out by Auto Layout but not drawn, as
    /// UIKit's, so it goes to the Auto Layout description, and without one is not there at all.
    private func readChildren(_ nodes: [JSONNode], _ path: ValuePath, into view: inout ViewNode, at offset: Int) {
        var hidden: [ViewNode] = []
        for (index, node) in nodes.enumerated() {
            guard let child = self.view(node, path.index(index)) else { continue }
            if TrailingStackQuirk.offsetsLines(of: child, in: view) {
                warnTrailingStack(child, at: node, path.index(index), in: view, at: offset)
            }
            if constraintScope?.site(at: node.offset)?.isHidden == true {
                hidden.append(child)
            } else {
                view.children.append(child)
            }
        }
        view.autoLayout?.hiddenSubviews = hidden
    }

    private func readGeometry(_ object: ObjectReader, into view: inout ViewNode) {
        view.id = object.read("id") { string($0, $1) }
        if let frame = object.read(
            "frame", { numbers($0, $1, names: ["x", "y", "width", "height"], in: -Self.maxLength...Self.maxLength) })
        {
            if frame[2] < 0 || frame[3] < 0, let node = object["frame"] {
                error(
                    "frame width and height must not be negative", at: node.offset, object.path.key("frame"),
                    fix: "write [x, y, width, height] with width, height ≥ 0")
            } else {
                view.frame = Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3])
            }
        }
        // A view given a frame in a stack was a plain subview before the key existed, so that stays the default.
        view.isArranged = object.read("arranged", bool) ?? (view.frame == nil)
        view.width = object.read("width", sizeRule)
        view.height = object.read("height", sizeRule)
        if let padding = object.read("padding", insets) { view.padding = padding }
        if let axis = object.read("axis", { choice($0, $1, Choices.axis, noun: "axis") }) { view.axis = axis }
        if let spacing = object.read("spacing", length) { view.spacing = spacing }
        if let alignment = object.read("alignment", stackAlignment) {
            view.alignment = alignment
        }
        if let distribution = object.read(
            "distribution", { choice($0, $1, Choices.distribution, noun: "distribution") })
        {
            view.distribution = distribution
        }
        view.layoutDirection = object.read(
            "layoutDirection", { choice($0, $1, Choices.layoutDirection, noun: "layout direction") })
    }

    private func readAppearance(_ object: ObjectReader, into view: inout ViewNode) {
        view.backgroundColor = object.read("backgroundColor", color)
        if let radius = object.read("cornerRadius", length) { view.cornerRadius = radius }
        if let clips = object.read("clipsToBounds", bool) { view.clipsToBounds = clips }
        if let width = object.read("borderWidth", length) { view.borderWidth = width }
        if let color = object.read("borderColor", color) { view.borderColor = color }
        view.shadow = object.read("shadow", layerShadow)
        if let alpha = object.read("alpha", { number($0, $1, in: 0...1) }) { view.alpha = alpha }
        if let flag = object.read("isSkeletonable", bool) { view.isSkeletonable = flag }
        if let flag = object.read("isHiddenWhenSkeletonIsActive", bool) { view.isHiddenWhenSkeletonIsActive = flag }
        view.skeletonCornerRadius = object.read("skeletonCornerRadius", length)
        view.shimmeringAnimatedItems = object.read("shimmeringAnimatedItems", strings)
        if let excluded = object.read("excludedItems", strings) { view.excludedItems = excluded }
    }

    private func readText(_ object: ObjectReader, kind: ViewKind, into view: inout ViewNode) {
        view.text = object.read("text") { string($0, $1) }
        view.font = object.read("font", font)
        if let text = view.text, let node = object["text"] {
            session.noteText(text, font: view.font ?? .default, in: self, at: node.offset, object.path.key("text"))
        }
        if view.font == nil, [.label, .textView, .textField, .button].contains(kind) || kind.drawsTitles {
            session.noteFont(.default, in: self, at: object.node.offset, object.path)
        }
        view.textColor = object.read("textColor", color)
        if let lines = object.read("numberOfLines", { integer($0, $1, in: 0...10_000) }) { view.numberOfLines = lines }
        if kind == .label, let width = object.read("preferredMaxLayoutWidth", length) {
            // 0 is UIKit's automatic: the label wraps at the width it is laid out at.
            view.preferredMaxLayoutWidth = width > 0 ? width : nil
        }
        if kind == .textField,
            let style = object.read("borderStyle", { choice($0, $1, Choices.borderStyle, noun: "border style") })
        {
            view.control.borderStyle = style
        }
        if kind == .button, let contentInsets = object.read("contentInsets", insets) {
            view.contentInsets = contentInsets
        }
        if let mode = object.read("lineBreakMode", { choice($0, $1, Choices.lineBreakMode, noun: "line break mode") }) {
            view.lineBreakMode = mode
        }
        let alignments = kind == .button ? Choices.buttonTitleAlignment : Choices.textAlignment
        let alignmentNoun = kind == .button ? "button title alignment" : "text alignment"
        if let alignment = object.read("textAlignment", { choice($0, $1, alignments, noun: alignmentNoun) }) {
            view.textAlignment = alignment
        }
        view.lastLineFillPercent = object.read("lastLineFillPercent") { clampedInteger($0, $1, clamp: 0...100) }
        view.linesCornerRadius = object.read("linesCornerRadius") { integer($0, $1, in: 0...10_000) }
        view.skeletonLineSpacing = object.read("skeletonLineSpacing", length)
        if let insets = object.read("skeletonPaddingInsets", signedInsets) {
            view.skeletonPaddingInsets = insets
            warnOutward(insets, at: object["skeletonPaddingInsets"], object.path.key("skeletonPaddingInsets"))
        }
        view.skeletonTextLineHeight = object.read("skeletonTextLineHeight", lineHeight)
        if let lines = object.read("skeletonTextNumberOfLines", textNumberOfLines) {
            view.skeletonTextNumberOfLines = lines
        }
    }
}

extension FileDecoder {
    /// Warns at `child`, an arranged label or text view of the trailing-aligned `stack` written at
    /// `stackOffset`, that SkeletonView draws its lines offset (`TrailingStackQuirk`).
    fileprivate func warnTrailingStack(
        _ child: ViewNode, at node: JSONNode, _ path: ValuePath, in stack: ViewNode, at stackOffset: Int
    ) {
        let here = file.location(of: node.offset)
        let there = file.location(of: stackOffset)
        let view = child.id.map { "\(child.kind.rawValue) `\($0)`" } ?? child.kind.rawValue
        let stackName = stack.id.map { "stack `\($0)`" } ?? "stack"
        warning(
            TrailingStackQuirk.message(
                view: "\(view) (\(file.path):\(here.line):\(here.column))",
                stack: "\(stackName) (\(file.path):\(there.line):\(there.column))"),
            at: node.offset, path, fix: TrailingStackQuirk.fix)
    }

    /// Warns that negative skeleton padding draws the lines outside the view: SkeletonView takes
    /// it as given (apps widen a short label's skeleton so), but it is as often a slip of the sign.
    fileprivate func warnOutward(_ insets: EdgeInsets, at node: JSONNode?, _ path: ValuePath) {
        let negative = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
            .filter { $0.1 < 0 }.map(\.0)
        guard let node, !negative.isEmpty else { return }
        warning(
            "negative skeletonPaddingInsets (\(negative.joined(separator: ", "))) draw the skeleton lines outside "
                + "the view, as SkeletonView does", at: node.offset, path,
            fix: "keep them if the lines should reach past the view; otherwise make them 0 or more")
    }
}

extension FileDecoder {
    /// The keys of a symbol object.
    static let symbolKeys = ["name", "pointSize", "scale", "aspectRatio"]

    /// An image view's or button's pictures: `image` (its size in points from the file's header and
    /// its `@2x` / `@3x` name), a button's `backgroundImage`, `symbol`, `tintColor` and `contentMode`.
    func readImages(_ object: ObjectReader, into view: inout ViewNode) {
        if let node = object["image"], let name = string(node, object.path.key("image")) {
            view.image = session.noteImage(name, in: self, at: node.offset, object.path.key("image"))
            view.imageSize = view.image.flatMap(Self.pointSize(ofImageAt:))
        }
        if let node = object["backgroundImage"], let name = string(node, object.path.key("backgroundImage")) {
            view.backgroundImage = session.noteImage(
                name, in: self, at: node.offset, object.path.key("backgroundImage"))
        }
        view.symbol = object.read("symbol", symbol)
        if let tint = object.read("tintColor", color) { view.control.tintColor = tint }
        if let mode = object.read("contentMode", { choice($0, $1, Choices.contentMode, noun: "content mode") }) {
            view.contentMode = mode
        }
    }

    /// `{"name": "star.fill", "pointSize": 17, "scale": "medium", "aspectRatio": 1}`: an SF Symbol.
    func symbol(_ node: JSONNode, _ path: ValuePath) -> SymbolImage? {
        guard let object = object(node, path, what: "a symbol", keys: Self.symbolKeys) else { return nil }
        // Every key is checked before the name is required, so one mistake does not hide another.
        var symbol = SymbolImage(name: "")
        if let size = object.read("pointSize", { number($0, $1, in: 1...1000) }) { symbol.pointSize = size }
        if let scale = object.read("scale", { choice($0, $1, SymbolScale.allCases, noun: "symbol scale") }) {
            symbol.scale = scale
        }
        if let ratio = object.read("aspectRatio", { number($0, $1, in: 0.01...100) }) { symbol.aspectRatio = ratio }
        guard let name = object.read("name", { string($0, $1) }) else {
            if !object.has("name") {
                error(
                    "a symbol needs its `name`", at: node.offset, path,
                    fix: "write the SF Symbol's name, as UIImage(systemName:) takes it: {\"name\": \"star.fill\"}")
            }
            return nil
        }
        symbol.name = name
        return symbol
    }

    /// A PNG's or JPEG's size in points (its pixels over the scale its name gives); nil for a file
    /// whose header cannot be read (the loader has reported it).
    static func pointSize(ofImageAt path: String) -> Size? {
        guard let header = ImageHeader(path: path) else { return nil }
        let scale = Double(ImageScale.of(path: path))
        return Size(width: Double(header.width) / scale, height: Double(header.height) / scale)
    }
}
