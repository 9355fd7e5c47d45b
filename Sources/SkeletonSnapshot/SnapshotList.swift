import SkeletonCore
import SkeletonDocument
import SkeletonTheme

/// What a table's or collection's skeleton data source answered when the snapshot was taken: its
/// sections, each row's reuse identifier, one dequeued cell per identifier, and the geometry the
/// skeleton rows or items take.
struct SnapshotList {
    /// One section's rows.
    struct Section {
        /// The reuse identifier of each row (or item), in order.
        var identifiers: [String]
        /// Whether the data source left the count to SkeletonView (`automaticNumberOfSkeletonRows`).
        var isAutomatic: Bool
    }

    /// The table's geometry, or the collection's flow layout.
    enum Geometry {
        /// A table: every skeleton row is `rowHeight` tall (SkeletonView sets the estimated height
        /// when the row height is automatic).
        case table(rowHeight: Double)
        /// A collection with a flow layout (nil `itemSize`: another layout, whose automatic count is 0).
        case collection(
            itemSize: Size?, direction: ScrollDirection, lineSpacing: Double, interitemSpacing: Double,
            sectionInset: EdgeInsets)
    }

    /// The geometry.
    var geometry: Geometry
    /// The sections in order.
    var sections: [Section]
    /// One dequeued cell per identifier (frames in the cell's coordinates).
    var cells: [String: SnapshotView]
    /// A table's `tableHeaderView`, frames in the root's coordinates: at most one (an array, as a
    /// struct cannot hold an optional of the view that holds it).
    var headerView: [SnapshotView]
    /// A table's `tableFooterView`, at most one.
    var footerView: [SnapshotView]

    /// The views SkeletonView's descent visits: the header view, each identifier's cell in the order
    /// the rows first use it, the footer view.
    var views: [SnapshotView] {
        var seen: Set<String> = []
        let used = sections.flatMap(\.identifiers).filter { seen.insert($0).inserted }.compactMap { cells[$0] }
        return headerView + used + footerView
    }

    /// The list as the core lays it out, for a list view whose frame starts at `origin`: one cell
    /// template repeated when every row uses one identifier, else each section's rows in order.
    func spec(in origin: Point) -> ListSpec? {
        let identifiers = sections.flatMap(\.identifiers)
        guard let first = identifiers.first.flatMap({ cells[$0] }) else { return nil }
        let template = cell(first)
        let single = Set(identifiers).count == 1
        let automatic = sections.allSatisfy(\.isAutomatic)
        let counts = Set(sections.map(\.identifiers.count))
        switch geometry {
        case .table(let rowHeight):
            var table = TableSpec(cell: template)
            table.rowHeight = .fixed(rowHeight)
            table.numberOfSections = sections.count
            if single && (automatic || counts.count == 1) {
                table.numberOfRows = automatic ? nil : counts.first
            } else {
                table.staticSections = sections.map { section in
                    section.identifiers.compactMap { cells[$0].map(cell) }
                }
            }
            table.tableHeaderView = headerView.first?.build(in: origin)
            table.tableFooterView = footerView.first?.build(in: origin)
            return .table(table)
        case .collection(let itemSize, let direction, let lineSpacing, let interitemSpacing, let sectionInset):
            var collection = CollectionSpec(cell: template)
            collection.itemSize = itemSize ?? first.frame.size
            collection.scrollDirection = direction
            collection.lineSpacing = lineSpacing
            collection.interitemSpacing = interitemSpacing
            collection.sectionInset = sectionInset
            collection.numberOfSections = sections.count
            collection.numberOfItems = automatic ? nil : counts.max()
            return .collection(collection)
        }
    }

    /// A cell template: the cell's node with its content view's subviews, placed by the list.
    private func cell(_ view: SnapshotView) -> ViewNode {
        var node = view.build(in: view.frame.origin)
        node.frame = nil
        // As for an Interface Builder cell: neither the cell's nor its content view's own flag is a
        // level of SkeletonView's descent, so neither can stop it.
        node.isSkeletonable = true
        return node
    }
}

/// Reads a table's or collection's `list`: its geometry, the skeleton data source's sections and
/// row identifiers, and one dequeued cell per identifier.
enum SnapshotListDecoder {
    /// The keys of a `list` object.
    static let keys = [
        "rowHeight", "itemSize", "scrollDirection", "lineSpacing", "interitemSpacing", "sectionInset", "sections",
        "cells", "headerView", "footerView",
    ]

    /// The list of a view of `kind` whose frame is `frame`, `depth` levels below its tree's root.
    static func list(
        _ object: SnapshotObject, kind: ViewKind, frame: Rect, decoder: inout SnapshotDecoder, depth: Int
    ) throws(SnapshotProblem) -> SnapshotList {
        guard kind == .table || kind == .collection else {
            throw SnapshotProblem(
                offset: object.node.offset, message: "only a UITableView or UICollectionView has a `list`",
                keyPath: object.path, fix: "remove `list`, or give the view's `uikit` class")
        }
        let geometry: SnapshotList.Geometry
        if kind == .table {
            guard let rowHeight = try object.number("rowHeight", in: 0...1e6), rowHeight > 0 else {
                throw SnapshotProblem(
                    offset: object["rowHeight"]?.offset ?? object.node.offset,
                    message: "a table's `rowHeight` must be above 0",
                    keyPath: object.path(of: "rowHeight"),
                    fix: "give the height SkeletonView's rows take (the estimated row height when rows size themselves)"
                )
            }
            geometry = .table(rowHeight: rowHeight)
        } else {
            let size = try object.numbers("itemSize", count: 2, in: 0...1e6)
            geometry = .collection(
                itemSize: size.map { Size(width: $0[0], height: $0[1]) },
                direction: ScrollDirection(
                    rawValue: try object.choice("scrollDirection", in: ["vertical", "horizontal"]) ?? "") ?? .vertical,
                lineSpacing: try object.number("lineSpacing", in: 0...1e6) ?? 10,
                interitemSpacing: try object.number("interitemSpacing", in: 0...1e6) ?? 10,
                sectionInset: try object.insets("sectionInset") ?? .zero)
        }
        let sectionNodes = try object.array("sections") ?? []
        guard sectionNodes.count <= SnapshotLimits.maximumSections else {
            throw SnapshotProblem(
                offset: object["sections"]?.offset ?? object.node.offset,
                message: "the list has \(sectionNodes.count) sections; the limit is \(SnapshotLimits.maximumSections)",
                keyPath: object.path(of: "sections"), fix: "answer fewer sections in numSections(in:)")
        }
        var sections: [SnapshotList.Section] = []
        for (index, node) in sectionNodes.enumerated() {
            let section = try SnapshotObject(
                node, path: object.path(of: "sections[\(index)]"), keys: ["rows", "automatic"], what: "a section")
            let rows = try section.array("rows") ?? []
            guard rows.count <= SnapshotLimits.maximumRows else {
                throw SnapshotProblem(
                    offset: section.node.offset,
                    message: "the section has \(rows.count) rows; the limit is \(SnapshotLimits.maximumRows)",
                    keyPath: section.path(of: "rows"), fix: "answer fewer rows for the skeleton")
            }
            var identifiers: [String] = []
            for row in rows {
                guard case .string(let identifier) = row.value,
                    identifier.count <= SnapshotLimits.maximumStringLength
                else {
                    throw SnapshotProblem(
                        offset: row.offset, message: "a row is given by its reuse identifier, a string",
                        keyPath: section.path(of: "rows"), fix: "write each row's cell identifier")
                }
                identifiers.append(identifier)
            }
            sections.append(.init(identifiers: identifiers, isAutomatic: try section.bool("automatic") ?? false))
        }
        var cells: [String: SnapshotView] = [:]
        if let cellsNode = object["cells"] {
            guard case .object(let members) = cellsNode.value else {
                throw SnapshotProblem(
                    offset: cellsNode.offset, message: "`cells` must be an object of identifier → cell",
                    keyPath: object.path(of: "cells"), fix: "write { \"Identifier\": { cell… } }")
            }
            for member in members {
                var cell = try decoder.view(
                    member.value, path: object.path(of: "cells.\(member.key)"), depth: depth + 1)
                cell.isCell = true
                cells[member.key] = cell
            }
        }
        for (index, section) in sections.enumerated() {
            if let missing = section.identifiers.first(where: { cells[$0] == nil }) {
                throw SnapshotProblem(
                    offset: sectionNodes[index].offset,
                    message: "rows use the identifier `\(missing)`, and `cells` has no cell for it",
                    keyPath: object.path(of: "sections[\(index)].rows"),
                    fix: "add the cell dequeued for `\(missing)` to `cells`"
                        + (cells.isEmpty
                            ? ""
                            : " (" + Suggestions.fix(for: missing, in: cells.keys.sorted(), noun: "identifiers") + ")"))
            }
        }
        func part(_ key: String) throws(SnapshotProblem) -> [SnapshotView] {
            guard let node = object[key] else { return [] }
            return [try decoder.view(node, path: object.path(of: key), depth: depth + 1)]
        }
        return SnapshotList(
            geometry: geometry, sections: sections, cells: cells, headerView: try part("headerView"),
            footerView: try part("footerView"))
    }
}
