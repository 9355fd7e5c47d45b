import SkeletonCore
import SkeletonTheme

/// Maps IB view elements to views at their stored frames, collecting located warnings for what
/// cannot be drawn exactly (custom classes, unknown elements, missing frames).
final class ViewMapper {
    /// The document being read.
    let file: String
    /// Colours, fonts and frames.
    let reader: AttributeReader
    /// Aliases of SkeletonView's runtime attributes.
    let aliases: [String: String]
    /// Warnings so far.
    private(set) var diagnostics: [Diagnostic] = []
    /// Custom classes already reported (once per file is enough).
    private var reportedClasses: Set<String> = []
    /// The cell of a table or collection, by its id, from another file (`--cell`); nil when that
    /// file could not be read (its error is reported by the provider).
    var externalCell: (String) -> MappedView? = { _ in nil }
    /// The ids of the lists whose cells come from another file.
    var externalCellIDs: Set<String> = []

    /// Creates a mapper for one document.
    init(file: String, reader: AttributeReader, aliases: [String: String]) {
        self.file = file
        self.reader = reader
        self.aliases = aliases
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
        "arscnView", "sceneKitView", "spriteKitView",
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
        if element.flag("hidden") { return nil }  // UIKit draws neither it nor its skeleton layer
        let kind = Self.kinds[element.name] ?? ControlAttributes.kinds[element.name] ?? .view
        var node = ViewNode(kind: kind)
        node.id = element["id"]
        node.isSkeletonable = false  // IB's default, unlike theme files
        if !isRoot {
            if let frame = reader.frame(of: element) {
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
        if let alpha = element.number("alpha"), alpha < 1, var background = node.backgroundColor {
            // A view's alpha fades it and its subviews; the background is what shows it in a preview.
            background.light.a = UInt8((Double(background.light.a) * max(0, alpha)).rounded())
            background.dark.a = UInt8((Double(background.dark.a) * max(0, alpha)).rounded())
            node.backgroundColor = background
        }
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
        if kind.isControl { ControlAttributes.read(element, into: &node, reader: reader) }
        let notSkeletonView = SkeletonAttributes.apply(element, to: &node, aliases: aliases)
        for unknown in LayerAttributes.apply(notSkeletonView, to: &node, reader: reader, aliases: aliases) {
            // Apps set many runtime attributes of their own; only a near miss of a known one is worth a word.
            let keyPath = unknown["keyPath"] ?? ""
            let known = SkeletonAttributes.keys + LayerAttributes.keys
            guard let near = Suggestions.nearest(to: keyPath, in: known, limit: 1).first else {
                continue
            }
            warn(
                unknown,
                "runtime attribute `\(keyPath)` is not a property the preview draws and is ignored (did you mean `\(near)`?)",
                fix: "fix the key path in IB, or if the app maps it, pass --alias \(keyPath)=\(near)")
        }
        var mapped = MappedView(node: node, source: element, file: file, title: title(of: element))
        mapped.children = subviews(of: element).compactMap { map($0) }
        if kind == .table || kind == .collection { readList(element, into: &mapped) }
        return mapped
    }

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
        switch element.name {
        case "label":
            node.text = element["text"]
            node.numberOfLines = Int(element["numberOfLines"] ?? "1") ?? 1
        case "textView":
            node.text = element.child("string", key: "text")?.text ?? element["text"]
        case "textField":
            node.text = element["text"] ?? element["placeholder"]
        case "button":
            let normal = element.children(named: "state").first { $0["key"] == "normal" }
            let configuration = element.child("buttonConfiguration")
            node.text = normal?["title"] ?? configuration?["title"] ?? element["title"]
            node.textColor = normal.flatMap { reader.color("titleColor", of: $0) } ?? node.textColor
            node.font = node.font ?? configuration.flatMap { reader.font(of: $0) }
            // IB stores the title's place as the control's contentHorizontalAlignment (absent: center);
            // `leading` is the natural alignment, `fill` and `trailing` have no text-alignment twin and stay centred.
            let titleAlignments: [String: TextAlignment] = [
                "left": .left, "center": .center, "right": .right, "leading": .natural,
            ]
            node.textAlignment = element["contentHorizontalAlignment"].flatMap { titleAlignments[$0] } ?? .center
        case "imageView":
            if let name = element["image"] {
                if let file = reader.assets.image(named: name) {
                    node.image = file
                } else if node.backgroundColor == nil {
                    // The app's picture is not here: a neutral placeholder of the stored size.
                    node.backgroundColor = SystemColors.color(named: "systemGray4Color")
                }
            }
            node.contentMode = ContentMode(rawValue: element["contentMode"] ?? "") ?? .scaleToFill
        case "stackView":
            node.axis = element["axis"] == "vertical" ? .vertical : .horizontal
            node.spacing = element.number("spacing") ?? 0
            node.alignment = StackAlignment(rawValue: element["alignment"] ?? "fill") ?? .fill
            node.distribution = StackDistribution(rawValue: element["distribution"] ?? "fill") ?? .fill
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

    /// A table's or collection's cell template, counts and spacing.
    private func readList(_ element: IBNode, into mapped: inout MappedView) {
        let cellName = mapped.node.kind == .table ? "tableViewCell" : "collectionViewCell"
        let container = element.child(mapped.node.kind == .table ? "prototypes" : "cells")
        let sections = element.child("sections")?.children(named: "tableViewSection") ?? []
        let cellElement =
            container?.children(named: cellName).first
            ?? sections.lazy.compactMap { $0.child("cells")?.children(named: cellName).first }.first
        var cell: MappedView
        let id = element["id"] ?? "ID"
        if externalCellIDs.contains(id) {
            if var registered = externalCell(id) {
                let width = reader.frame(of: element)?.size.width
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
            let cellHeight =
                cellElement?.number("rowHeight") ?? cellElement.flatMap { reader.frame(of: $0)?.size.height }
            let rowHeight = element.number("rowHeight")
            if rowHeight == -1 || rowHeight == nil && cellHeight == nil {
                table.rowHeight = .automatic
                table.estimatedRowHeight =
                    element.number("estimatedRowHeight").flatMap { $0 > 0 ? $0 : nil } ?? cellHeight ?? 44
            } else {
                table.rowHeight = .fixed(max(1, cellHeight ?? rowHeight ?? 44))
            }
            table.numberOfSections = max(1, min(100, sections.count))
            let width = reader.frame(of: element)?.size.width ?? 375
            let grouped = element["style"].map { $0 != "plain" } ?? false
            for (isHeader, attribute) in [(true, "headerTitle"), (false, "footerTitle")] {
                let titles = sections.map { $0[attribute] ?? "" }
                guard titles.contains(where: { !$0.isEmpty }) else { continue }
                let height = element.number(isHeader ? "sectionHeaderHeight" : "sectionFooterHeight")
                let template = Self.sectionTitleView(width: width, height: height, grouped: grouped)
                if isHeader {
                    table.header = template
                    table.headerTexts = [Self.sectionTitleID: titles]
                } else {
                    table.footer = template
                    table.footerTexts = [Self.sectionTitleID: titles]
                }
            }
            mapped.node.list = .table(table)
        } else {
            var collection = CollectionSpec(cell: ViewNode(kind: .view))
            if let layout = element.child("collectionViewFlowLayout") {
                if let size = layout.child("size", key: "itemSize"), let w = size.number("width"),
                    let h = size.number("height")
                {
                    collection.itemSize = Size(width: max(1, w), height: max(1, h))
                }
                collection.lineSpacing = max(0, layout.number("minimumLineSpacing") ?? 10)
                collection.interitemSpacing = max(0, layout.number("minimumInteritemSpacing") ?? 10)
                collection.scrollDirection = layout["scrollDirection"] == "horizontal" ? .horizontal : .vertical
            }
            mapped.node.list = .collection(collection)
        }
        mapped.cells = [cell]
    }

    /// The id of the label that shows a static section's header or footer title.
    static let sectionTitleID = "sectionTitle"

    /// The header or footer of a static table section (`headerTitle` / `footerTitle`), as UIKit's
    /// default header view draws it: the title inset 16 points, in the plain style's 17-point
    /// semibold label colour or the grouped styles' 13-point secondary label colour; IB's
    /// `sectionHeaderHeight` / `sectionFooterHeight`, else UIKit's 28 points.
    static func sectionTitleView(width: Double, height: Double?, grouped: Bool) -> ViewNode {
        let height = height.flatMap { $0 > 0 ? $0 : nil } ?? 28
        var title = ViewNode(kind: .label)
        title.id = sectionTitleID
        title.frame = Rect(x: 16, y: 0, width: max(0, width - 32), height: height)
        title.font = FontSpec(
            family: AttributeReader.systemFamily, size: grouped ? 13 : 17, weight: grouped ? 400 : 600)
        title.textColor = SystemColors.color(named: grouped ? "secondaryLabelColor" : "labelColor")
        var view = ViewNode(kind: .view)
        view.height = .fixed(height)
        view.children = [title]
        return view
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
            cell.children = (content.child("subviews")?.children.filter { Self.isViewElement($0) } ?? []).compactMap {
                map($0)
            }
            if let background = reader.color("backgroundColor", of: content) { cell.node.backgroundColor = background }
            if content.child("userDefinedRuntimeAttributes") != nil {
                _ = SkeletonAttributes.apply(content, to: &cell.node, aliases: aliases)
            }
        }
        // Set last, so neither the cell's nor its content view's own flag can stop the descent.
        cell.node.isSkeletonable = true
        return cell
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

    /// Records a warning at `element`.
    func warn(_ element: IBNode, _ message: String, fix: String) {
        diagnostics.append(
            Diagnostic(
                file: file, line: element.line, column: element.column, severity: .warning, message: message,
                keyPath: "", fix: fix))
    }
}
