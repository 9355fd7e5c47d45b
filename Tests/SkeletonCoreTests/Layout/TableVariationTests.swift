import SkeletonCore
import Testing

/// A table of 2 sections × 3 rows of 20 points with a titled header and a per-section cell.
private func variedTable() -> LayoutSpec {
    var title = label(nil, lines: 1, id: "title")
    title.height = .fixed(20)
    var cell = view(.view, children: [title])
    cell.id = "plain"
    var other = cell
    other.backgroundColor = AdaptiveColor(RGBA8(rgb: 0xFF0000))
    var heading = label(nil, lines: 1, id: "heading")
    heading.height = .fixed(10)
    var spec = TableSpec(cell: cell)
    spec.rowHeight = .fixed(20)
    spec.numberOfSections = 2
    spec.numberOfRows = 3
    spec.header = heading
    spec.sectionCells = [cell, other]
    spec.rowTexts = ["title": ["A", "B"]]
    spec.headerTexts = ["heading": ["ONE", "TWO"]]
    var table = view(.table)
    table.list = .table(spec)
    return screen(width: 100, height: 200, root: table)
}

@Test func rowTextsCycleThroughTheRowsAndHeaderTextsThroughTheSections() {
    let children = placed(variedTable()).children
    #expect(children.map(\.frame.minY) == [0, 10, 30, 50, 70, 80, 100, 120])
    #expect(
        children.map(\.role) == [
            .tableHeaderFooter, .tableCell, .tableCell, .tableCell, .tableHeaderFooter, .tableCell, .tableCell,
            .tableCell,
        ])
    #expect(
        children.map { $0.node.text ?? $0.children.first?.node.text } == ["ONE", "A", "B", "A", "TWO", "B", "A", "B"])
}

@Test func eachSectionTakesItsOwnCell() {
    let cells = placed(variedTable()).children.filter { $0.role == .tableCell }
    #expect(cells.map { $0.node.backgroundColor == nil } == [true, true, true, false, false, false])
}

@Test func aStaticTableShowsEachSectionsOwnCellsOnceAtTheirOwnHeights() {
    var tall = view(.view)
    tall.height = .fixed(60)
    tall.id = "tall"
    var plain = view(.view)
    plain.id = "plain"
    var heading = label(nil, lines: 1, id: "heading")
    heading.height = .fixed(10)
    var spec = TableSpec(cell: view(.view))
    spec.rowHeight = .fixed(20)
    spec.numberOfRows = 5  // a static table's rows are its cells, whatever the dynamic count says
    spec.header = heading
    spec.headerTexts = ["heading": ["ONE", "TWO"]]
    spec.staticSections = [[tall, plain], [plain]]
    var table = view(.table)
    table.list = .table(spec)
    let children = placed(screen(width: 100, height: 300, root: table)).children
    #expect(children.map(\.frame.minY) == [0, 10, 70, 90, 100])
    #expect(children.map(\.frame.height) == [10, 60, 20, 10, 20])
    #expect(children.map { $0.node.id } == ["heading", "tall", "plain", "heading", "plain"])
    #expect(children.map { $0.node.text } == ["ONE", nil, nil, "TWO", nil])
}
