import SkeletonCore
import SkeletonDocument
import SkeletonTheme

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
