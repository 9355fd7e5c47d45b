import SkeletonCore
import SkeletonDocument

extension FileDecoder {
    /// Most sections of a table or collection.
    static let maxSections = 100
    /// Most rows or items per section.
    static let maxItems = 1000

    /// A table's skeleton data source.
    func table(_ object: ObjectReader) -> TableSpec? {
        let staticSections = staticSections(object)
        // A static table's rows are its own cells: a shared template would be one more thing to ignore.
        let cell = staticSections == nil ? listCell(object) : ViewNode(kind: .view)
        guard let cell else { return nil }
        var spec = TableSpec(cell: cell)
        spec.staticSections = staticSections ?? []
        readSections(object, header: &spec.header, footer: &spec.footer, sections: &spec.numberOfSections)
        if let staticSections, !staticSections.isEmpty { spec.numberOfSections = staticSections.count }
        spec.tableHeaderView = object.read("tableHeaderView", view)
        spec.tableFooterView = object.read("tableFooterView", view)
        if let rowNode = object["rowHeight"] {
            switch rowNode.value {
            case .string("automatic"): spec.rowHeight = .automatic
            case .number:
                if let height = number(rowNode, object.path.key("rowHeight"), in: 1...Self.maxLength) {
                    spec.rowHeight = .fixed(height)
                }
            default:
                typeMismatch(
                    rowNode, object.path.key("rowHeight"), expected: "a number or \"automatic\"",
                    fix: "write 44 or \"automatic\"")
            }
        }
        spec.estimatedRowHeight = object.read("estimatedRowHeight") { number($0, $1, in: 1...Self.maxLength) }
        if spec.rowHeight == .automatic, spec.estimatedRowHeight == nil, !object.has("estimatedRowHeight"),
            let rowNode = object["rowHeight"]
        {
            error(
                "automatic rowHeight needs an estimatedRowHeight", at: rowNode.offset, object.path.key("rowHeight"),
                fix: "add \"estimatedRowHeight\": 44 (SkeletonView sizes every skeleton row with it)")
        }
        spec.numberOfRows = count(object, key: "numberOfRows")
        for (key, length) in [
            ("sectionHeaderHeight", \TableSpec.sectionHeaderHeight), ("sectionFooterHeight", \.sectionFooterHeight),
            ("firstHeaderTopPadding", \.firstHeaderTopPadding), ("footedHeaderTopPadding", \.footedHeaderTopPadding),
        ] {
            if let value = object.read(key, { number($0, $1, in: 0...Self.maxLength) }) {
                spec[keyPath: length] = value
            }
        }
        spec.emptyTitleHeight = object.read("emptyTitleHeight") { number($0, $1, in: 0...Self.maxLength) }
        if let inset = object.read("insetGrouped", bool) { spec.isInsetGrouped = inset }
        if let insets = object.read("insetsContentViewsToSafeArea", bool) { spec.insetsContentViewsToSafeArea = insets }
        if let cells = object.read("sectionCells", { array($0, $1, what: "an array of cell views") }) {
            spec.sectionCells = cells.enumerated().compactMap { view($1, object.path.key("sectionCells").index($0)) }
        }
        let cellIDs = ([spec.cell] + spec.sectionCells + spec.staticSections.flatMap { $0 }).flatMap(\.allIDs)
        // A section may have no title (null), unlike an empty one (""); a row's null is an error, so
        // dropping nils drops nothing there.
        spec.rowTexts = texts(object, "rowTexts", ids: cellIDs, in: "cell").mapValues { $0.compactMap { $0 } }
        spec.headerTexts = texts(object, "headerTexts", ids: spec.header?.allIDs, in: "header", allowsNull: true)
        spec.footerTexts = texts(object, "footerTexts", ids: spec.footer?.allIDs, in: "footer", allowsNull: true)
        return spec
    }

    /// A static table's `staticSections`: an array of sections, each an array of cell views (nil
    /// when absent; empty when it is wrong, which is reported). It refuses the keys of a table
    /// whose rows repeat a template, which it replaces.
    private func staticSections(_ object: ObjectReader) -> [[ViewNode]]? {
        guard let node = object["staticSections"] else { return nil }
        let path = object.path.key("staticSections")
        guard let sections = array(node, path, what: "an array of sections, each an array of cell views") else {
            return []
        }
        guard !sections.isEmpty else {
            error(
                "`staticSections` has no section", at: node.offset, path,
                fix: "add a section of cells, [[{\"type\": \"view\", \"height\": 44}]], or remove `staticSections`")
            return []
        }
        guard sections.count <= Self.maxSections else {
            error(
                "\(sections.count) static sections, more than \(Self.maxSections)", at: node.offset, path,
                fix: "keep at most \(Self.maxSections) sections")
            return []
        }
        for key in ["cell", "sectionCells", "numberOfSections", "numberOfRows"] {
            guard let member = object.members.first(where: { $0.key == key }) else { continue }
            error(
                "`\(key)` does not apply to a static table: its rows are the cells of `staticSections`",
                at: member.keyOffset, object.path.key(key), fix: "remove `\(key)`, or remove `staticSections`")
        }
        return sections.enumerated().map { index, section in
            let sectionPath = path.index(index)
            guard let cells = array(section, sectionPath, what: "an array of cell views") else { return [] }
            guard cells.count <= Self.maxItems else {
                error(
                    "\(cells.count) static cells in one section, more than \(Self.maxItems)", at: section.offset,
                    sectionPath, fix: "keep at most \(Self.maxItems) cells per section")
                return []
            }
            return cells.enumerated().compactMap { view($1, sectionPath.index($0)) }
        }
    }

    /// `{"id": ["text", …]}`: texts cycled through the views with that id in a template; every id
    /// must name a view of the `template` (`ids` nil: the table has none). With `allowsNull`, a
    /// text may be null (nil), else null is an error (and only rows of strings are returned).
    private func texts(
        _ object: ObjectReader, _ key: String, ids: [String]?, in template: String, allowsNull: Bool = false
    ) -> [String: [String?]] {
        guard let node = object[key] else { return [:] }
        let path = object.path.key(key)
        guard case .object(let members) = node.value else {
            typeMismatch(
                node, path, expected: "an object of view ids to arrays of texts",
                fix: "write {\"title\": [\"One\", \"Two\"]}")
            return [:]
        }
        guard let ids else {
            error(
                "`\(key)` has no \(template) to put its texts in", at: node.offset, path,
                fix: "add a `\(template)` template, or remove `\(key)`")
            return [:]
        }
        var result: [String: [String?]] = [:]
        for member in members {
            guard ids.contains(member.key) else {
                error(
                    "no view with id `\(member.key)` in the \(template)", at: member.keyOffset, path.key(member.key),
                    fix: ids.isEmpty
                        ? "give the view that shows the text an \"id\""
                        : Suggestions.fix(for: member.key, in: ids, noun: "ids"))
                continue
            }
            guard let values = optionalStrings(member.value, path.key(member.key), allowsNull: allowsNull) else {
                continue
            }
            guard !values.isEmpty else {
                error(
                    "`\(member.key)` has no texts", at: member.value.offset, path.key(member.key),
                    fix: "add at least one text")
                continue
            }
            result[member.key] = values
        }
        return result
    }

    /// An array of strings, where `allowsNull` also of nulls (nil); nil when an element is neither.
    private func optionalStrings(_ node: JSONNode, _ path: ValuePath, allowsNull: Bool) -> [String?]? {
        guard let elements = array(node, path, what: "an array of strings") else { return nil }
        var values: [String?] = []
        var isValid = true
        let what = allowsNull ? "a string or null" : "a string"
        for (index, element) in elements.enumerated() {
            if allowsNull, case .null = element.value {
                values.append(nil)
            } else if let text = string(element, path.index(index), what: what) {
                values.append(text)
            } else {
                isValid = false
            }
        }
        return isValid ? values : nil
    }

    /// A collection's skeleton data source (flow layout).
    func collection(_ object: ObjectReader) -> CollectionSpec? {
        guard let cell = listCell(object) else { return nil }
        var spec = CollectionSpec(cell: cell)
        readSections(object, header: &spec.header, footer: &spec.footer, sections: &spec.numberOfSections)
        if let size = object.read("itemSize", { size($0, $1, in: 1...Self.maxLength) }) { spec.itemSize = size }
        spec.estimatedItemSize = object.read("estimatedItemSize", estimatedItemSize)
        if let direction = object.read(
            "scrollDirection", { choice($0, $1, Choices.scrollDirection, noun: "scroll direction") })
        {
            spec.scrollDirection = direction
        }
        if let spacing = object.read("lineSpacing", length) { spec.lineSpacing = spacing }
        if let spacing = object.read("interitemSpacing", length) { spec.interitemSpacing = spacing }
        if let inset = object.read("sectionInset", insets) { spec.sectionInset = inset }
        spec.numberOfItems = count(object, key: "numberOfItems")
        return spec
    }

    /// A flow layout's `estimatedItemSize`: `"automatic"` or `[width, height]`, each ≥ 1.
    private func estimatedItemSize(_ node: JSONNode, _ path: ValuePath) -> EstimatedItemSize? {
        switch node.value {
        case .string("automatic"): return .automatic
        case .array: return size(node, path, in: 1...Self.maxLength).map(EstimatedItemSize.size)
        default:
            typeMismatch(
                node, path, expected: "\"automatic\" or [width, height]",
                fix: "write \"automatic\" (each item as large as its cell's constraints make it)")
            return nil
        }
    }

    private func listCell(_ object: ObjectReader) -> ViewNode? {
        guard let cellNode = object["cell"] else {
            error(
                "a table or collection needs a `cell`",
                at: object.node.offset, object.path,
                fix: "add \"cell\": {\"type\": \"view\", \"children\": […]} (the cell's content view)")
            return nil
        }
        return view(cellNode, object.path.key("cell"))
    }

    private func readSections(
        _ object: ObjectReader, header: inout ViewNode?, footer: inout ViewNode?, sections: inout Int
    ) {
        header = object.read("header", view)
        footer = object.read("footer", view)
        if let count = object.read("numberOfSections", { integer($0, $1, in: 0...Self.maxSections) }) {
            sections = count
        }
    }

    /// Rows or items per section: an integer or `"automatic"` (nil).
    private func count(_ object: ObjectReader, key: String) -> Int? {
        guard let node = object[key] else { return nil }
        if case .string("automatic") = node.value { return nil }
        if case .number = node.value { return integer(node, object.path.key(key), in: 0...Self.maxItems) }
        typeMismatch(
            node, object.path.key(key), expected: "an integer or \"automatic\"", fix: "write 6 or \"automatic\"")
        return nil
    }
}
