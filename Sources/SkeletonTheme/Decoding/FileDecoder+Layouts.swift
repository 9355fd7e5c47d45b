import SkeletonCore

extension FileDecoder {
    /// Keys of a layout object.
    static let layoutKeys = [
        "$schema", "name", "size", "fillsScreen", "keepsHeight", "safeAreaInsets", "barInsets", "bars",
        "belowTopBars", "screenWidth", "sizeClasses", "root",
    ]
    /// Largest layout canvas side in points.
    static let maxCanvas = 10_000.0

    /// Most views one list of layouts may expand to, an include counted each time it is included
    /// (Docs/limits-and-safety.md, "Limits and safety").
    static let maxExpandedViews = 100_000

    /// The `layouts` list of a theme: layouts and includes, in order. A list that expands past
    /// `maxExpandedViews` is reported at the entry that crossed the limit and contributes nothing,
    /// so the files that include it do not report it again.
    func layouts(_ node: JSONNode, _ path: ValuePath) -> [DecodedLayout] {
        guard let entries = array(node, path, what: "an array of layouts") else { return [] }
        var layouts: [DecodedLayout] = []
        var views = 0
        layoutIDs = entries.compactMap(Self.layoutIDs)
        for (index, entry) in entries.enumerated() {
            let decoded = layoutEntry(entry, path.index(index))
            views += decoded.reduce(0) { $0 + ($1.spec.variedRoot ?? $1.spec.root).viewCount }
            guard views <= Self.maxExpandedViews else {
                error(
                    "these layouts expand to more than \(Self.maxExpandedViews) views (an include counts each time it "
                        + "is included)",
                    at: entry.offset, path.index(index), fix: "include fewer layouts, or each file fewer times")
                return []
            }
            layouts += decoded
        }
        return layouts
    }

    /// The top level of an include file: one layout or a list of layouts and includes.
    func layoutFile(_ root: JSONNode) -> [DecodedLayout] {
        switch root.value {
        case .array: return layouts(root, .root)
        case .object: return layoutEntry(root, .root)
        default:
            typeMismatch(
                root, .root, expected: "a layout object or an array of layouts",
                fix: "write {\"name\": …, \"size\": […], \"root\": {…}}")
            return []
        }
    }

    /// One entry: `{"include": "file.json"}` or `{"name", "size", "root"}`.
    private func layoutEntry(_ node: JSONNode, _ path: ValuePath) -> [DecodedLayout] {
        if case .object(let members) = node.value, members.contains(where: { $0.key == "include" }) {
            guard let object = object(node, path, what: "an include", keys: ["include"]),
                let targetNode = object["include"], let target = string(targetNode, path.key("include"))
            else { return [] }
            return session.include(target, from: self, at: targetNode.offset, path.key("include"))
        }
        guard let object = object(node, path, what: "a layout", keys: Self.layoutKeys + ["include"]) else { return [] }
        if let schema = object["$schema"] { _ = string(schema, path.key("$schema")) }
        var missing: [String] = []
        for key in ["name", "size", "root"] where !object.has(key) { missing.append("`\(key)`") }
        if !missing.isEmpty {
            error(
                "layout is missing \(missing.joined(separator: ", "))", at: node.offset, path,
                fix:
                    "a layout is {\"name\": \"Feed\", \"size\": [390, 844], \"root\": {…}}, or {\"include\": \"layouts/feed.json\"}"
            )
        }
        let name: String? = object.read("name") { string($0, $1) }
        if let nameNode = object["name"], name?.isEmpty == true {
            error("layout name is empty", at: nameNode.offset, path.key("name"), fix: "give the layout a name")
        }
        let canvas = object.read("size") { self.size($0, $1, in: 1...Self.maxCanvas) }
        let outer = session.sink.layout
        session.sink.layout = name
        defer { session.sink.layout = outer }
        constraintScope = object["root"].map(ConstraintScope.init)
        let root = object.read("root", view)
        constraintScope = nil
        let fillsScreen = object.read("fillsScreen", bool)
        let keepsHeight = object.read("keepsHeight", bool)
        let safeArea = object.read("safeAreaInsets", insets)
        let bars = object.read("barInsets", insets)
        let barKinds = object.read("bars", screenBars)
        let belowTopBars = object.read("belowTopBars", bool)
        let screenWidth = object.read("screenWidth") { number($0, $1, in: 1...Self.maxCanvas) }
        let sizeClasses = object.read("sizeClasses", layoutSizeClasses)
        guard let name, !name.isEmpty, let canvas, var root = root, let nameNode = object["name"] else { return [] }
        // A screen laid out by constraints alone is solved at the layout's own size too.
        if root.autoLayout?.solvesAtDesignSize == true { root.autoLayout?.designSize = canvas }
        var spec = LayoutSpec(name: name, size: canvas, root: root)
        spec.fillsScreen = fillsScreen ?? false
        spec.keepsHeight = keepsHeight ?? false
        spec.safeAreaInsets = safeArea ?? .zero
        spec.barInsets = bars ?? .zero
        spec.bars = barKinds
        spec.belowTopBars = belowTopBars ?? false
        spec.screenWidth = screenWidth
        // Shown at its own size in its size classes; the views and constraints of the others are kept.
        spec = spec.inSizeClasses(sizeClasses ?? .phonePortrait)
        return [DecodedLayout(spec: spec, file: file, nameOffset: nameNode.offset, namePath: path.key("name"))]
    }

    /// A layout entry's name and the ids of its views, for constraints that name another layout's view.
    private static func layoutIDs(_ entry: JSONNode) -> (layout: String, ids: Set<String>)? {
        guard case .object(let members) = entry.value, let root = members.first(where: { $0.key == "root" }),
            case .string(let name)? = members.first(where: { $0.key == "name" })?.value.value
        else { return nil }
        return (name, ConstraintScope(root: root.value).allIDs)
    }
}

/// A layout and where its name was written, so duplicate names point at both places.
struct DecodedLayout {
    /// The layout.
    var spec: LayoutSpec
    /// The file that declared it.
    var file: SourceFile
    /// Offset of its `name` value.
    var nameOffset: Int
    /// Path of its `name` value.
    var namePath: ValuePath
}

extension ViewNode {
    /// This view and every view under it, list cell templates, headers and footers included: what
    /// the include budget counts.
    var viewCount: Int {
        var count = 1
        for child in children { count += child.viewCount }
        for template in list?.templates ?? [] { count += template.viewCount }
        return count
    }
}
