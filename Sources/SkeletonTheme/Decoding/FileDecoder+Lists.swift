import SkeletonCore

extension FileDecoder {
    /// Most sections of a table or collection.
    static let maxSections = 100
    /// Most rows or items per section.
    static let maxItems = 1000

    /// A table's skeleton data source.
    func table(_ object: ObjectReader) -> TableSpec? {
        guard let cell = listCell(object) else { return nil }
        var spec = TableSpec(cell: cell)
        readSections(object, header: &spec.header, footer: &spec.footer, sections: &spec.numberOfSections)
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
        return spec
    }

    /// A collection's skeleton data source (flow layout).
    func collection(_ object: ObjectReader) -> CollectionSpec? {
        guard let cell = listCell(object) else { return nil }
        var spec = CollectionSpec(cell: cell)
        readSections(object, header: &spec.header, footer: &spec.footer, sections: &spec.numberOfSections)
        if let size = object.read("itemSize", { size($0, $1, in: 1...Self.maxLength) }) { spec.itemSize = size }
        if let direction = object.read(
            "scrollDirection", { choice($0, $1, Choices.scrollDirection, noun: "scroll direction") })
        {
            spec.scrollDirection = direction
        }
        if let spacing = object.read("lineSpacing", length) { spec.lineSpacing = spacing }
        if let spacing = object.read("interitemSpacing", length) { spec.interitemSpacing = spacing }
        spec.numberOfItems = count(object, key: "numberOfItems")
        return spec
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
