import SkeletonCore
import SkeletonDocument

/// Maps IB view elements to views at their stored frames, collecting located warnings for what
/// cannot be drawn exactly (custom classes, unknown elements, missing frames).
final class ViewMapper {
    /// The document being read.
    let file: String
    /// Colours, fonts and frames.
    let reader: AttributeReader
    /// Aliases of SkeletonView's and the layer's runtime attributes: the user's over the apps' common ones.
    let aliases: [String: String]
    /// Constraints, masks and priorities.
    let constraints: ConstraintReader
    /// The aliases the user gave (`--alias`).
    private let userAliases: [String: String]
    /// The apps' common inspectables already reported as read through the layer (once per file).
    private var reportedInspectables: Set<String> = []
    /// Warnings so far.
    private(set) var diagnostics: [Diagnostic] = []
    /// Custom classes already reported (once per file is enough).
    private var reportedClasses: Set<String> = []
    /// The cell of a table or collection, by its id, from another file (`--cell`); nil when that
    /// file could not be read (its error is reported by the provider).
    var externalCell: (String) -> MappedView? = { _ in nil }
    /// The ids of the lists whose cells come from another file.
    var externalCellIDs: Set<String> = []
    /// Image views' and buttons' pictures.
    private let images: ImageReader
    /// Where the views the size-class variations name are installed, by id.
    private let installations: [String: SizeClassVariations.Installation]
    /// Whether the view being mapped lays out right to left in the file (a `semanticContentAttribute`
    /// of its own or of an ancestor), so its subviews' stored frames are right to left.
    private var isRightToLeftInFile = false

    /// Creates a mapper for `document`, read from `file`.
    init(file: String, document: IBNode, reader: AttributeReader, aliases: [String: String]) {
        self.file = file
        self.reader = reader
        self.aliases = AppInspectables.aliases(over: aliases)
        userAliases = aliases
        images = ImageReader(assets: reader.assets, document: document)
        constraints = ConstraintReader(document: document, file: file)
        installations = SizeClassVariations.installations(in: document, mask: "subviews")
    }

    /// UIKit element names drawn with a theme kind.
    private static let kinds: [String: ViewKind] = [
        "view": .view, "label": .label, "imageView": .imageView, "button": .button, "textView": .textView,
        "textField": .textField, "stackView": .stack, "tableView": .table, "collectionView": .collection,
        "tableViewCell": .view, "collectionViewCell": .view, "collectionReusableView": .view,
        "tableViewHeaderFooterView": .view,
    ]
    /// UIKit elements drawn as plain views; controls get a neutral placeholder shape in content mode.
    private static let plainViews: Set<String> = [
        "scrollView", "visualEffectView", "wkWebView", "webView", "mapView", "containerView", "glkView", "mtkView",
        "arscnView", "arskView", "sceneKitView", "spriteKitView", "skView",
    ]
    /// Controls the theme format has no type for: leaves in skeleton mode, a rounded grey shape in content mode.
    private static let controls: Set<String> = ["datePicker", "pickerView"]

    /// Whether `name` is a view element this mapper draws.
    static func isView(_ name: String) -> Bool {
        kinds[name] != nil || ControlAttributes.kinds[name] != nil || plainViews.contains(name)
            || controls.contains(name)
    }

    /// The view for `element` placed at its stored frame (nil for the root, which fills the canvas).
    func map(_ element: IBNode, isRoot: Bool = false) -> MappedView? {
        // UIKit draws neither a hidden view nor its skeleton layer.
        if ControlAttributes.isHiddenInDesign(element) { return nil }
        let kind = Self.kinds[element.name] ?? ControlAttributes.kinds[element.name] ?? .view
        var node = ViewNode(kind: kind)
        node.id = element["id"]
        readInstallation(of: element, into: &node)
        node.isSkeletonable = false  // IB's default, unlike theme files
        node.isArranged = false  // a stack view marks its own subviews below; elsewhere it means nothing
        if !isRoot {
            if let frame = AttributeReader.frame(of: element) {
                node.frame = frame
            } else {
                warn(
                    element,
                    "\(title(of: element)) has no stored frame (ambiguous layout); it is drawn at 0,0 with size 0",
                    fix: "update the frames in Xcode (Editor › Update Frames) and save")
                node.frame = Rect(x: 0, y: 0, width: 0, height: 0)
            }
        }
        node.backgroundColor = reader.color("backgroundColor", of: element)
        node.clipsToBounds = element.flag("clipsSubviews")
        if node.kind == .table || node.kind == .collection || element.name == "scrollView" || node.kind == .textView {
            node.adjustsContentInset = element["contentInsetAdjustmentBehavior"] != "never"
        }
        if element.name == "scrollView" {
            // UIScrollView drags content that fits only where it bounces (`bounces`, on by default).
            let bounces = element["bounces"] != "NO"
            node.alwaysBounceVertical = bounces && element.flag("alwaysBounceVertical")
            node.alwaysBounceHorizontal = bounces && element.flag("alwaysBounceHorizontal")
        }
        // UIView.alpha fades the view, its subviews and the skeleton layer SkeletonView adds to it.
        if let alpha = element.number("alpha") { node.alpha = min(max(alpha, 0), 1) }
        noteCustomClass(element)
        if Self.kinds[element.name] == nil && ControlAttributes.kinds[element.name] == nil
            && !Self.plainViews.contains(element.name)
        {
            if Self.controls.contains(element.name) {
                node.backgroundColor = node.backgroundColor ?? SystemColors.color(named: "systemGray5Color")
                node.cornerRadius = min(8, (node.frame?.size.height ?? 0) / 2)
            } else {
                warn(element, "unknown element `\(element.name)` is drawn as a plain view", fix: "")
            }
        }
        readContent(element, into: &node)
        let effectContent = element.name == "visualEffectView" ? element.child("view", key: "contentView") : nil
        node.autoLayout = constraints.spec(of: element, holders: [element] + [effectContent].compactMap { $0 }) {
            warn($0, $1, fix: $2)
        }
        // A visual effect view's content view fills it and is drawn as the effect view itself, so
        // the margins its subviews pin to are the content view's when the file sets them
        // (corona-warn-app's footers store their buttons 16 points in, not UIKit's default 8).
        if let effectContent, let margins = ConstraintReader.layoutMargins(of: effectContent) {
            node.autoLayout?.layoutMargins = margins
        }
        if element.name == "imageView", node.symbol != nil, let frame = AttributeReader.frame(of: element),
            let spec = node.autoLayout
        {
            let outsets = SymbolAlignment.outsets(
                storedHeight: frame.height, id: element["id"] ?? "", constraints: spec.constraints,
                placeholderHeight: spec.placeholderIntrinsicSize?.height)
            node.autoLayout?.symbolOutsets = outsets
            // A symbol's natural size (`UIImageView.intrinsicContentSize`) is its glyph's box, which
            // UIKit measures from font data the file does not keep (IB stores `envelope.fill` 25 × 18
            // and `person` 18.67 × 17.67 at the same 17 points): the stored frame less its outsets is
            // the only measurement.
            node.autoLayout?.imageSize = frame.inset(by: outsets ?? .zero).size
        } else if element.name == "imageView" || element.name == "button" {
            node.autoLayout?.imageSize = images.storedImageSize(of: element) ?? systemGlyphSize(of: element)
        }
        if kind.isControl { ControlAttributes.read(element, into: &node, reader: reader) }
        // UIKit scales only text-style fonts with the content size; a point size IB stores stays.
        if node.font?.textStyle == nil { node.font?.scalesWithContentSize = false }
        let notSkeletonView = SkeletonAttributes.apply(element, to: &node, aliases: aliases)
        noteCommonInspectables(element)
        for unknown in LayerAttributes.apply(notSkeletonView, to: &node, reader: reader, aliases: aliases) {
            // Apps set many runtime attributes of their own; only a near miss of a known one is worth a
            // word. A key path is copied from code, not typed: a near miss is a character or two away;
            // farther ones are real properties (`isSelectable` is UITextView's, no typo of `isSkeletonable`).
            let keyPath = unknown["keyPath"] ?? ""
            let known = SkeletonAttributes.keys + LayerAttributes.keys
            guard let near = Suggestions.nearest(to: keyPath, in: known, limit: 1, within: 2).first else {
                continue
            }
            warn(
                unknown,
                "runtime attribute `\(keyPath)` is not a property the preview draws and is ignored (did you mean `\(near)`?)",
                fix: "fix the key path in IB, or if the app maps it, pass --alias \(keyPath)=\(near)")
        }
        node.layoutDirection = SemanticDirection.forced(by: element)
        var mapped = MappedView(node: node, source: element, file: file, title: title(of: element))
        let subviews = subviews(of: element)
        let inherited = isRightToLeftInFile
        isRightToLeftInFile = node.layoutDirection.map { $0 == .rightToLeft } ?? inherited
        defer { isRightToLeftInFile = inherited }
        mapped.children = subviews.compactMap { map($0) }
        // Hidden subviews are not drawn but still take part in Auto Layout, as in UIKit.
        var hidden = subviews.filter(ControlAttributes.isHiddenInDesign).map(hiddenView)
        if isRightToLeftInFile, let width = node.frame?.width ?? AttributeReader.frame(of: element)?.width {
            SemanticDirection.leadingFrames(of: &mapped.children, hidden: &hidden, width: width)
        }
        mapped.node.autoLayout?.hiddenSubviews = hidden
        if kind == .stack {
            // Every subview of an IB stack view is an arranged subview; their stored frames are the
            // ones the stack solved, so they keep them.
            for index in mapped.children.indices { mapped.children[index].node.isArranged = true }
            let stack = "\(title(of: element)) (\(file):\(element.line):\(element.column))"
            for child in mapped.children where TrailingStackQuirk.offsetsLines(of: child.node, in: node) {
                warn(
                    child.source, TrailingStackQuirk.message(view: child.title, stack: stack),
                    fix: TrailingStackQuirk.fix)
            }
        }
        if kind == .table || kind == .collection { readList(element, into: &mapped) }
        return mapped
    }

    /// A hidden view as Auto Layout sees it: its kind, frame, text and constraints, and its
    /// subviews; read without warnings, as it is never drawn.
    private func hiddenView(_ element: IBNode) -> ViewNode {
        var node = ViewNode(kind: Self.kinds[element.name] ?? ControlAttributes.kinds[element.name] ?? .view)
        node.id = element["id"]
        readInstallation(of: element, into: &node)
        node.frame = AttributeReader.frame(of: element) ?? Rect(x: 0, y: 0, width: 0, height: 0)
        node.text = element["text"]
        node.font = reader.font(of: element)
        node.numberOfLines = Int(element["numberOfLines"] ?? "1") ?? 1
        // Whether it is skeletonable decides whether its superview is a leaf.
        node.isSkeletonable = false
        _ = SkeletonAttributes.apply(element, to: &node, aliases: aliases)
        // UIStackView's arrangement; other views keep the model's defaults, as a theme writes them.
        if node.kind == .stack { Self.readArrangement(of: element, into: &node) }
        node.autoLayout = constraints.spec(of: element, holders: [element]) { _, _, _ in }
        node.children = subviews(of: element).map(hiddenView)
        return node
    }

    /// Where view `element` is installed by size class, as its parent's variations say (an
    /// uninstalled view is not in the view hierarchy at all: neither drawn nor skeletonized).
    /// A stack view's own variations (`<variation key="heightClass=compact" axis="horizontal"/>`)
    /// give its arrangement in their size classes.
    private func readInstallation(of element: IBNode, into node: inout ViewNode) {
        if let installation = element["id"].flatMap({ installations[$0] }) {
            node.isInstalled = installation.isInstalled
            node.sizeClassVariations = installation.variations
        }
        guard element.name == "stackView" else { return }
        for variation in element.children(named: "variation") {
            guard let condition = variation["key"].flatMap(SizeClassVariations.condition) else { continue }
            let stack = Self.arrangement(of: variation)
            if !stack.isEmpty { node.sizeClassVariations.append(SizeClassVariation(condition, stack: stack)) }
        }
    }

    /// Stack view `element`'s axis, spacing, alignment and distribution, with UIStackView's defaults
    /// (horizontal, 0, fill, fill) where the file gives none.
    private static func readArrangement(of element: IBNode, into node: inout ViewNode) {
        let stack = arrangement(of: element)
        node.axis = stack.axis ?? .horizontal
        node.spacing = stack.spacing ?? 0
        node.alignment = stack.alignment ?? .fill
        node.distribution = stack.distribution ?? .fill
    }

    /// The stack attributes `element` (a stack view or one of its variations) gives, nil where it
    /// gives none: its spacing is its `spacing`, or with `spacingType="standard"`
    /// (`UIStackView.spacingUseSystem`) the system spacing, 8 points between the views IB stacks (57
    /// such stacks in public apps store their views exactly 8 apart, labels, buttons, text fields
    /// and stacks alike); IB spells a horizontal stack's leading and trailing alignments `top` and
    /// `bottom`.
    private static func arrangement(of element: IBNode) -> StackVariation {
        let alignment = element["alignment"].map { ["top": "leading", "bottom": "trailing"][$0] ?? $0 }
        return StackVariation(
            axis: element["axis"].flatMap { StackAxis(rawValue: $0) },
            spacing: element["spacingType"] == "standard" ? systemStackSpacing : element.number("spacing"),
            alignment: alignment.flatMap { StackAlignment(rawValue: $0) },
            distribution: element["distribution"].flatMap { StackDistribution(rawValue: $0) })
    }

    /// UIKit's system spacing between two sibling views, in points.
    private static let systemStackSpacing = 8.0
    /// The most a table cell's content view is stored shorter than the cell for its separator (a
    /// point, in files of Xcode 8); a content view shorter still is one IB left misplaced.
    private static let separatorHeightLimit = 1.0

    /// The elements drawn inside `element`: its `<subviews>`, or a visual effect view's content view's.
    private func subviews(of element: IBNode) -> [IBNode] {
        if let subviews = element.child("subviews") { return subviews.children.filter { Self.isViewElement($0) } }
        if let content = element.child("view", key: "contentView"), let subviews = content.child("subviews") {
            return subviews.children.filter { Self.isViewElement($0) }
        }
        return []
    }

    /// Any element under `<subviews>` is a view, known or not (unknown ones are reported).
    private static func isViewElement(_ element: IBNode) -> Bool {
        !["rect", "constraints", "color", "userDefinedRuntimeAttributes"].contains(element.name)
    }

    /// Text, fonts, colours, images and stack settings.
    private func readContent(_ element: IBNode, into node: inout ViewNode) {
        node.font = reader.font(of: element)
        node.textColor = reader.color("textColor", of: element)
        if let alignment = element["textAlignment"] {
            node.textAlignment = TextAlignment(rawValue: alignment) ?? .natural
        }
        if let mode = element["lineBreakMode"].flatMap({ Self.lineBreakModes[$0] }) { node.lineBreakMode = mode }
        switch element.name {
        case "label":
            node.text = Self.plainText(element)
            node.numberOfLines = Int(element["numberOfLines"] ?? "1") ?? 1
            // IB writes it only for an explicit preferred width; 0 (automatic) is UIKit's default.
            if let width = element["preferredMaxLayoutWidth"].flatMap(Double.init), width > 0, width.isFinite {
                node.preferredMaxLayoutWidth = LayoutLimits.length(width)
            }
            applyAttributedText(element.child("attributedString", key: "attributedText"), of: element, to: &node)
        case "textView":
            node.text = Self.plainText(element)
            applyAttributedText(element.child("attributedString", key: "attributedText"), of: element, to: &node)
        case "textField":
            node.text = element["text"] ?? element["placeholder"]
            node.control.borderStyle = element["borderStyle"].flatMap(TextFieldBorderStyle.init) ?? .none
            applyAttributedText(element.child("attributedString", key: "attributedText"), of: element, to: &node)
        case "button":
            let normal = element.children(named: "state").first { $0["key"] == "normal" }
            let configuration = element.child("buttonConfiguration")
            // A configured button shows its configuration's title alone: the normal state's that IB
            // keeps beside it ("Button") is not drawn (IB stores a configured image button whose
            // state says "Button" as wide as its image and insets).
            let titled = configuration ?? normal
            node.text = configuration.map { $0["title"] } ?? normal?["title"] ?? element["title"]
            // A system button without a title colour draws its title in its tint colour.
            let isSystem = ["roundedRect", "system"].contains(element["buttonType"] ?? "")
            let tint = isSystem ? reader.color("tintColor", of: element) : nil
            node.textColor = normal.flatMap { reader.color("titleColor", of: $0) } ?? tint ?? node.textColor
            // A button IB stores no font for has UIButton's default system font: 15 points for the system
            // type, 18 for a custom one (IB stores such buttons titled 30 and 34 high: 79 and 47 in the
            // corpora), 17 for a configured one.
            let legacySize: Double = (element["buttonType"] ?? "custom") == "custom" ? 18 : 15
            node.font =
                node.font ?? configuration.flatMap { reader.font(of: $0) }
                ?? (configuration == nil ? FontSpec(family: AttributeReader.systemFamily, size: legacySize) : nil)
            applyAttributedText(titled?.child("attributedString", key: "attributedTitle"), of: element, to: &node)
            // IB stores the title's place as the control's contentHorizontalAlignment (absent: center);
            // `leading` is the natural alignment, `fill` and `trailing` have no text-alignment twin and stay centred.
            let titleAlignments: [String: TextAlignment] = [
                "left": .left, "center": .center, "right": .right, "leading": .natural,
            ]
            node.textAlignment = element["contentHorizontalAlignment"].flatMap { titleAlignments[$0] } ?? .center
            node.contentInsets = Self.buttonContentInsets(element, configuration: configuration)
            images.readButton(element, into: &node, reader: reader, warn: warn)
        case "imageView":
            images.readImageView(element, into: &node, reader: reader, warn: warn)
            node.contentMode = ContentMode(rawValue: element["contentMode"] ?? "") ?? .scaleToFill
        case "stackView":
            Self.readArrangement(of: element, into: &node)
        default:
            break
        }
        // A constant width or height constraint of the view's own is what SkeletonView grows labels from.
        for constraint in element.child("constraints")?.children(named: "constraint") ?? []
        where constraint["secondItem"] == nil && (constraint["relation"] ?? "equal") == "equal" {
            guard constraint["firstItem"] == nil || constraint["firstItem"] == element["id"],
                let constant = constraint.number("constant"), constant >= 0
            else { continue }
            if constraint["firstAttribute"] == "height" { node.height = .fixed(constant) }
            if constraint["firstAttribute"] == "width" { node.width = .fixed(constant) }
        }
    }

    /// The size of the glyph a legacy button of a system type draws (an info or detail disclosure
    /// circle, a plus, a close cross): the frame Interface Builder stores for it, which its canvas
    /// measured from UIKit's glyph (22 points before iOS 13, 25.67 since); nil for other views.
    private func systemGlyphSize(of element: IBNode) -> Size? {
        let glyphTypes: Set<String> = ["infoLight", "infoDark", "detailDisclosure", "contactAdd", "close"]
        guard element.name == "button", element.child("buttonConfiguration") == nil,
            glyphTypes.contains(element["buttonType"] ?? "")
        else { return nil }
        return AttributeReader.frame(of: element)?.size
    }

    /// A button's content insets: a configuration's `contentInsets` (IB writes them when changed,
    /// leading and trailing; else UIKit's configuration default), or a legacy button's
    /// `contentEdgeInsets` (IB writes them when set; else zero, UIKit's default).
    private static func buttonContentInsets(_ element: IBNode, configuration: IBNode?) -> EdgeInsets {
        if let configuration {
            guard let insets = configuration.child("directionalEdgeInsets", key: "contentInsets") else {
                return ContentMeasurer.configurationButtonInsets
            }
            return inward(
                EdgeInsets(
                    top: insets.number("top") ?? 0, left: insets.number("leading") ?? 0,
                    bottom: insets.number("bottom") ?? 0, right: insets.number("trailing") ?? 0))
        }
        guard let insets = element.child("inset", key: "contentEdgeInsets") else { return .zero }
        return inward(
            EdgeInsets(
                top: insets.number("minY") ?? 0, left: insets.number("minX") ?? 0, bottom: insets.number("maxY") ?? 0,
                right: insets.number("maxX") ?? 0))
    }

    /// Insets with negative edges (UIKit's outsets, which a theme does not take) made 0.
    private static func inward(_ insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: max(insets.top, 0), left: max(insets.left, 0), bottom: max(insets.bottom, 0),
            right: max(insets.right, 0))
    }

    /// IB's spellings of NSLineBreakMode (a label's or a button title's `lineBreakMode`).
    private static let lineBreakModes: [String: LineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail,
        "middleTruncation": .byTruncatingMiddle,
    ]

    /// A label's or text view's plain text: the `text` attribute, or a `<string>` / `<mutableString>`
    /// element when it has line breaks.
    private static func plainText(_ element: IBNode) -> String? {
        element["text"] ?? element.child("string", key: "text")?.text
            ?? element.child("mutableString", key: "text")?.text
    }

    /// Puts an attributed string's text, first font and colour (and, except on a button, whose title
    /// IB places with `contentHorizontalAlignment`, its alignment) on `node`; a string of several
    /// fonts gets a warning, as the preview draws it in the first.
    private func applyAttributedText(_ attributed: IBNode?, of element: IBNode, to node: inout ViewNode) {
        guard let attributed, let text = AttributedText(attributed, reader: reader) else { return }
        node.text = text.text
        node.font = text.font ?? node.font
        node.textColor = text.color ?? node.textColor
        if element.name != "button", let alignment = text.alignment { node.textAlignment = alignment }
        guard text.fontCount > 1 else { return }
        warn(
            attributed,
            "the attributed text of \(title(of: element)) has \(text.fontCount) fonts; the preview draws it all in "
                + "the first fragment's font (UIKit's `font` of the view, whose line height SkeletonView uses)",
            fix: "nothing to do for the skeleton; only the content-mode text differs")
    }

    /// A table's or collection's cell template, counts and spacing.
    private func readList(_ element: IBNode, into mapped: inout MappedView) {
        let cellName = mapped.node.kind == .table ? "tableViewCell" : "collectionViewCell"
        let container = element.child(mapped.node.kind == .table ? "prototypes" : "cells")
        let sections = element.child("sections")?.children(named: "tableViewSection") ?? []
        let cellElement =
            container?.children(named: cellName).first
            ?? sections.lazy.compactMap { $0.child("cells")?.children(named: cellName).first }.first
        var cell: MappedView
        var registeredHeight: Double?
        let id = element["id"] ?? "ID"
        let isStatic = mapped.node.kind == .table && element["dataMode"] == "static" && !sections.isEmpty
        if isStatic {
            // Each static cell is its own row, in IB's order, at the height IB laid it out with.
            let rowHeight = element.number("rowHeight").flatMap { $0 > 0 ? $0 : nil }
            let sizesRows = Self.sizesRowsToFit(element, isStatic: true)
            let sectionCells = sections.map { section in
                (section.child("cells")?.children(named: cellName) ?? []).map {
                    staticCell($0, rowHeight: rowHeight, tableSizesRows: sizesRows)
                }
            }
            mapped.cells = sectionCells.flatMap { $0 }
            mapped.staticSectionCounts = sectionCells.map(\.count)
            cell = MappedView(node: ViewNode(kind: .view), source: element, file: file, title: "cell")
        } else if externalCellIDs.contains(id) {
            if var registered = externalCell(id) {
                registeredHeight = AttributeReader.frame(of: registered.source)?.size.height
                let width = AttributeReader.frame(of: element)?.size.width
                if let width, mapped.node.kind == .table { CellStretch.stretch(&registered, toWidth: width) }
                cell = registered
            } else {
                cell = MappedView(node: ViewNode(kind: .view), source: element, file: file, title: "cell")
                cell.isCell = true
            }
        } else if let cellElement, let mappedCell = mapCell(cellElement) {
            cell = mappedCell
        } else {
            // The app registers its cells in code: each one is previewed as one block.
            cell = MappedView(node: ViewNode(kind: .view), source: element, file: file, title: "cell")
            cell.isCell = true
            warn(
                element,
                "\(title(of: element)) has no cell in this file (the app registers its cells in code); "
                    + "each cell is previewed as one block",
                fix: "pass --cell \(id)=Cell.xib with the xib that holds the cell")
        }
        if mapped.node.kind == .table {
            var table = TableSpec(cell: ViewNode(kind: .view))
            // A nib registered in code replaces the prototype: its cell has no row height of its own.
            let prototypeHeight =
                registeredHeight != nil
                ? nil
                : cellElement?.number("rowHeight") ?? cellElement.flatMap { AttributeReader.frame(of: $0)?.size.height }
            let rowHeight = element.number("rowHeight")
            if rowHeight == -1 || rowHeight == nil && prototypeHeight == nil && registeredHeight == nil {
                table.rowHeight = .automatic
                // A self-sizing cell from a xib is as tall as its constraints made it there, whatever the estimate.
                table.estimatedRowHeight =
                    registeredHeight ?? element.number("estimatedRowHeight").flatMap { $0 > 0 ? $0 : nil }
                    ?? prototypeHeight ?? 44
            } else {
                table.rowHeight = .fixed(max(1, prototypeHeight ?? rowHeight ?? registeredHeight ?? 44))
            }
            table.numberOfSections = max(1, min(100, sections.count))
            // UIKit's default keeps the cells' content views inside the safe area at the sides.
            table.insetsContentViewsToSafeArea = element["insetsContentViewsToSafeArea"] != "NO"
            if isStatic {
                TableSectionViews.read(element, sections: sections, toolsVersion: reader.toolsVersion, into: &table)
            }
            mapped.node.list = .table(table)
            readTableHeaderAndFooterViews(element, into: &mapped)
        } else {
            var collection = CollectionSpec(cell: ViewNode(kind: .view))
            if let layout = element.child("collectionViewFlowLayout") {
                readFlowLayout(layout, of: element, cell: cellElement, into: &collection)
            } else if let layout = element.children.first(where: { $0["key"] == "collectionViewLayout" }) {
                warn(
                    layout,
                    "\(title(of: element)) has a custom layout (\(layout["customClass"] ?? layout.name)) that is not in "
                        + "the file; its cells are previewed in a flow layout of 50 × 50 items 10 points apart",
                    fix: "import the screen (skeleton-preview import) and set itemSize and the spacings by hand")
            }
            mapped.node.list = .collection(collection)
        }
        let prototypes = container?.children(named: cellName) ?? []
        if !isStatic, !externalCellIDs.contains(id), prototypes.count > 1 {
            // SkeletonView asks the app's data source which prototype each row or item shows; the file cannot say.
            let names = prototypes.map { $0["reuseIdentifier"] ?? $0["id"] ?? "?" }
            warn(
                element,
                "\(title(of: element)) has \(prototypes.count) cell prototypes (\(names.joined(separator: ", "))); "
                    + "every skeleton \(mapped.node.kind == .table ? "row" : "item") is previewed with the first, "
                    + "\(names[0])",
                fix: "to preview another, import the screen (skeleton-preview import) and use it as the `cell`, "
                    + "or give sections their own cells with `sectionCells`")
        }
        if !isStatic {
            if Self.sizesRowsToFit(element, isStatic: false) { cell.node.autoLayout?.sizesRowToFit = true }
            mapped.cells = [cell]
        }
        GroupedTableStyle.apply(element, design: reader.design, to: &mapped)
        // A table view's "Follow Readable Width" is UIKit's `cellLayoutMarginsFollowReadableWidth`
        // (Interface Builder stores no key of that name): every cell's content view has the
        // readable margins. Without it UIKit's default since iOS 12 holds: the cells' own margins.
        if mapped.node.kind == .table && element.flag("layoutMarginsFollowReadableWidth") {
            for index in mapped.cells.indices {
                mapped.cells[index].node.autoLayout?.layoutMarginsFollowReadableWidth = true
            }
        }
    }

    /// A table's `tableHeaderView` and `tableFooterView` (any view element, a search bar too) with
    /// their subtrees. Each roots its own constraint system, as a cell does: UIKit sets its frame
    /// (the table's width, its own height) and its subviews are constrained inside that frame.
    private func readTableHeaderAndFooterViews(_ element: IBNode, into mapped: inout MappedView) {
        for key in ["tableHeaderView", "tableFooterView"] {
            guard let viewElement = element.children.first(where: { $0["key"] == key }), var view = map(viewElement)
            else { continue }
            view.node.autoLayout?.designSize = view.node.frame?.size
            if key == "tableHeaderView" { mapped.tableHeaderView = [view] } else { mapped.tableFooterView = [view] }
        }
    }

    /// Whether UIKit sizes the rows of `table` to their cells' constraints (self-sizing cells): its
    /// row height is automatic (`-1`), and, unless it is static, so is its estimate (absent or
    /// `-1`), as SkeletonView's skeleton rows take a table's estimated row height and keep
    /// automatic only when that is automatic too (UITableView+CollectionSkeleton.swift); a static
    /// table's own data source, which SkeletonView does not replace, sizes them whatever the estimate.
    private static func sizesRowsToFit(_ table: IBNode, isStatic: Bool) -> Bool {
        guard table.number("rowHeight") == -1 else { return false }
        return isStatic || (table.number("estimatedRowHeight") ?? -1) < 0
    }

    /// A static table's cell at its own row height: the cell's `rowHeight`, else the height of its
    /// stored frame, else the table's row height, else UIKit's 44. A hidden cell keeps its row, empty.
    /// In a table that sizes its rows to fit (`tableSizesRows`), a cell without a row height of its
    /// own sizes its row so (`AutoLayoutSpec.sizesRowToFit`); one with a custom height keeps it.
    private func staticCell(_ element: IBNode, rowHeight: Double?, tableSizesRows: Bool) -> MappedView {
        let ownHeight = element.number("rowHeight").flatMap { $0 > 0 ? $0 : nil }
        let height = ownHeight ?? AttributeReader.frame(of: element)?.size.height ?? rowHeight ?? 44
        var cell =
            mapCell(element)
            ?? MappedView(node: ViewNode(kind: .view), source: element, file: file, title: title(of: element))
        cell.isCell = true
        cell.node.height = .fixed(max(0, height))
        if tableSizesRows && ownHeight == nil { cell.node.autoLayout?.sizesRowToFit = true }
        return cell
    }

    /// A flow layout's item size: the first prototype cell's stored size, else `itemSize`. A cell
    /// is stored at `itemSize` unless the layout sizes cells itself (`automaticEstimatedItemSize` or
    /// an `estimatedItemSize`: Auto Layout sizes them) or the cell has a custom size in Interface
    /// Builder, which the app's `collectionView(_:layout:sizeForItemAt:)` returns (else the cell it
    /// designed would not fit). Its spacings, direction, section inset and header and footer
    /// reference sizes (the `sectionHeaderView` / `sectionFooterView` drawn at that length, an
    /// empty view when the app registers it in code).
    private func readFlowLayout(
        _ layout: IBNode, of element: IBNode, cell: IBNode?, into collection: inout CollectionSpec
    ) {
        func size(_ key: String) -> Size? {
            guard let size = layout.child("size", key: key), let w = size.number("width"), let h = size.number("height")
            else { return nil }
            return Size(width: w, height: h)
        }
        if let item = cell.flatMap({ AttributeReader.frame(of: $0)?.size }) ?? size("itemSize") {
            collection.itemSize = Size(width: max(1, item.width), height: max(1, item.height))
        }
        // IB's "Estimate Size": Automatic, or a size typed (zero, "None", is no estimate).
        if layout["automaticEstimatedItemSize"] == "YES" {
            collection.estimatedItemSize = .automatic
        } else if let estimate = size("estimatedItemSize"), estimate.width > 0, estimate.height > 0 {
            collection.estimatedItemSize = .size(estimate)
        }
        collection.lineSpacing = max(0, layout.number("minimumLineSpacing") ?? 10)
        collection.interitemSpacing = max(0, layout.number("minimumInteritemSpacing") ?? 10)
        let vertical = layout["scrollDirection"] != "horizontal"
        collection.scrollDirection = vertical ? .vertical : .horizontal
        if let inset = layout.child("inset", key: "sectionInset") {
            collection.sectionInset = EdgeInsets(
                top: max(0, inset.number("minY") ?? 0), left: max(0, inset.number("minX") ?? 0),
                bottom: max(0, inset.number("maxY") ?? 0), right: max(0, inset.number("maxX") ?? 0))
        }
        for (isHeader, sizeKey, viewKey) in [
            (true, "headerReferenceSize", "sectionHeaderView"), (false, "footerReferenceSize", "sectionFooterView"),
        ] {
            guard let reference = size(sizeKey) else { continue }
            let length = vertical ? reference.height : reference.width
            guard length > 0 else { continue }  // UIKit shows no supplementary view of zero length
            let template = element.child("collectionReusableView", key: viewKey)
            var view = template.flatMap { map($0, isRoot: true)?.build() } ?? ViewNode(kind: .view)
            // It roots its own constraint system, as a cell does: the collection gives it its width
            // (NetNewsWire's section header keeps its image 3 points from the trailing edge on any device).
            view.autoLayout?.designSize = template.flatMap { AttributeReader.frame(of: $0)?.size }
            if vertical { view.height = .fixed(length) } else { view.width = .fixed(length) }
            if isHeader { collection.header = view } else { collection.footer = view }
        }
    }

    /// A cell template: the content view's subviews, in the content view's coordinates. The cell
    /// and its content view are no levels of SkeletonView's descent, so their own flag never stops it.
    func mapCell(_ element: IBNode) -> MappedView? {
        guard var cell = map(element, isRoot: true) else { return nil }
        cell.isCell = true
        let content =
            element.child("tableViewCellContentView", key: "contentView")
            ?? element.child("collectionViewCellContentView", key: "contentView")
            ?? element.child("view", key: "contentView")
        if let content {
            let outset = cellOutset(of: element, content: content)
            cell.node.autoLayout = constraints.spec(of: element, holders: [element, content], cellOutset: outset) {
                warn($0, $1, fix: $2)
            }
            cell.node.autoLayout?.accessoryWidth = outset.trailing
            cell.node.autoLayout?.separatorHeight = outset.bottom
            // The content view's margins are what its subviews pin to: its own when the file sets
            // them, else UIKit's defaults for a table cell's content view; own margins that preserve
            // the cell's are at least those (IB stores a label pinned to the leading margin of a
            // 414-point cell's content view with 16-point margins at x 20).
            let own = ConstraintReader.layoutMargins(of: content)
            let preserves = content.flag("preservesSuperviewLayoutMargins")
            if let own { cell.node.autoLayout?.layoutMargins = own }
            cell.node.autoLayout?.preservesSuperviewLayoutMargins = own != nil && preserves
            // The content view's "Follow Readable Width" makes the margins its subviews pin to the
            // readable ones (the cell's own flag does not reach them).
            cell.node.autoLayout?.layoutMarginsFollowReadableWidth = content.flag("layoutMarginsFollowReadableWidth")
            cell.node.autoLayout?.hasTableCellMargins = element.name == "tableViewCell" && (own == nil || preserves)
            // A cell's own margins (AltStore's inset cells set 30 at the sides) are what its content
            // view preserves in place of UIKit's defaults.
            if element.name == "tableViewCell",
                let margins = ConstraintReader.layoutMargins(of: element) ?? reader.legacyCellMargins
            {
                cell.node.autoLayout?.cellMargins = margins
            }
            let subviews = content.child("subviews")?.children.filter { Self.isViewElement($0) } ?? []
            cell.children = subviews.compactMap { map($0) }
            StyledCellLabels.constrain(
                element, contentSize: AttributeReader.frame(of: content)?.size, screenWidth: reader.screenWidth,
                cell: &cell)
            cell.node.autoLayout?.hiddenSubviews = subviews.filter(ControlAttributes.isHiddenInDesign).map(hiddenView)
            // A clear content view shows the cell's own background (UIKit draws it below).
            if let background = reader.color("backgroundColor", of: content), GroupedTableStyle.isVisible(background) {
                cell.node.backgroundColor = background
            }
            if content.child("userDefinedRuntimeAttributes") != nil {
                _ = SkeletonAttributes.apply(content, to: &cell.node, aliases: aliases)
            }
        }
        cell.node.autoLayout?.designSize = AttributeReader.frame(of: element)?.size
        // Set last, so neither the cell's nor its content view's own flag can stop the descent.
        cell.node.isSkeletonable = true
        return cell
    }

    /// How far cell `element`'s edges lie past its content view's as the file stores them.
    private func cellOutset(of element: IBNode, content: IBNode) -> CellOutset {
        let cell = AttributeReader.frame(of: element)?.size
        let stored = AttributeReader.frame(of: content)?.size
        // An accessory takes the trailing end of the cell: IB stores the content view that
        // much narrower, and its subviews' frames in it.
        var trailing = 0.0
        if let cell, let stored, stored.width < cell.width { trailing = cell.width - stored.width }
        // The separator takes the bottom of a table cell: Xcode 8 stored the content view a point
        // shorter than the cell (half a point in some later files), and its subviews in it.
        var bottom = 0.0
        if element.name == "tableViewCell", let cell, let stored, stored.height < cell.height,
            cell.height - stored.height <= Self.separatorHeightLimit
        {
            bottom = cell.height - stored.height
        }
        return CellOutset(cellID: element["id"] ?? "", trailing: trailing, bottom: bottom)
    }

    /// "label `titleLabel` (id abc-12-xyz)": the element, its user label or class, and its id.
    func title(of element: IBNode) -> String {
        let kind = Self.readableNames[element.name] ?? element.name
        let name = element["userLabel"] ?? element["customClass"]
        let id = element["id"].map { " (id \($0))" } ?? ""
        return name.map { "\(kind) `\($0)`\(id)" } ?? "\(kind)\(id)"
    }

    private static let readableNames: [String: String] = [
        "stackView": "stack view", "imageView": "image view", "tableView": "table view",
        "collectionView": "collection view", "textView": "text view", "textField": "text field",
        "tableViewCell": "table cell", "collectionViewCell": "collection cell", "scrollView": "scroll view",
    ]

    private func noteCustomClass(_ element: IBNode) {
        guard let custom = element["customClass"], reportedClasses.insert(custom).inserted else { return }
        warn(
            element, "custom class `\(custom)` is drawn as its UIKit base, \(element.name)",
            fix: "what its code draws is not in the file; only its stored subviews are previewed")
    }

    /// Says, once per key path and file, that an app's own `cornerRadius`-like inspectable is read as
    /// the layer property the common extensions set, and how to map it otherwise.
    private func noteCommonInspectables(_ element: IBNode) {
        for attribute in element.child("userDefinedRuntimeAttributes")?.children(named: "userDefinedRuntimeAttribute")
            ?? []
        {
            guard let keyPath = attribute["keyPath"], userAliases[keyPath] == nil,
                let layer = AppInspectables.layerKeyPaths[keyPath], reportedInspectables.insert(keyPath).inserted
            else { continue }
            warn(
                attribute,
                "runtime attribute `\(keyPath)` is the app's own inspectable; it is drawn as `\(layer)`, which the "
                    + "common UIView extensions set",
                fix: "if the app's `\(keyPath)` does something else, map it with --alias \(keyPath)=KEYPATH")
        }
    }

    /// Starts a new screen: what is reported once is reported once per screen, so each screen's
    /// warnings are complete on their own (a command about one layout prints only its own).
    func beginScreen() {
        reportedClasses = []
        reportedInspectables = []
    }

    /// Records a warning at `element`.
    func warn(_ element: IBNode, _ message: String, fix: String) {
        diagnostics.append(
            Diagnostic(
                file: file, line: element.line, column: element.column, severity: .warning, message: message,
                keyPath: "", fix: fix))
    }
}
