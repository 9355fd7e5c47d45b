import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// The table at the root of the Settings screen.
private func settingsTable() throws -> TableSpec {
    let layout = try #require(Fixtures.load(Fixtures.settings).theme?.layouts.first { $0.name == "Settings" })
    guard case .table(let table)? = layout.root.list else {
        Issue.record("the Settings root is not a table")
        return TableSpec(cell: ViewNode(kind: .view))
    }
    return table
}

@Test func eachStaticCellIsItsOwnRowInIBsOrderAtItsOwnHeight() throws {
    let table = try settingsTable()
    #expect(table.staticSections.map(\.count) == [2, 2])
    // The cell's rowHeight (88) wins over its stored frame (44); the others keep their frames' heights.
    #expect(table.staticSections.map { $0.map(\.height) } == [[.fixed(44), .fixed(88)], [.fixed(120), .fixed(50)]])
    #expect(
        table.staticSections.map { $0.map { $0.children.first?.id } } == [
            ["set-lb-001", "set-lb-002"], ["set-tx-001", "set-bt-001"],
        ])
    #expect(table.headerTexts == ["sectionTitle": ["Account", "About"]])
    #expect(table.footerTexts == ["sectionTitle": ["", "Version 1.0"]])
}

@Test func staticCellsAreSkeletonRowsOfTheirOwnFlaggedViews() throws {
    let cells = try settingsTable().staticSections.flatMap { $0 }
    #expect(cells.map(\.isSkeletonable) == [true, true, true, true])
    #expect(cells.map { $0.children.first?.isSkeletonable } == [true, true, true, true])
}

@Test func aStaticTableOfAStoryboardWithoutFramesFallsBackToTheTablesRowHeight() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write(
        "Main.storyboard",
        IBFixture.tableViewController(
            identifier: "S",
            tableView: """
                <tableView key="view" dataMode="static" style="plain" rowHeight="52" id="tv">
                <rect key="frame" x="0" y="0" width="320" height="480"/><sections>
                <tableViewSection id="s0"><cells><tableViewCell id="c0"/><tableViewCell id="c1" hidden="YES"/></cells></tableViewSection>
                <tableViewSection id="s1"><cells/></tableViewSection>
                </sections></tableView>
                """))
    let root = try #require(Fixtures.load(path).theme?.layouts.first?.root)
    guard case .table(let table)? = root.list else {
        Issue.record("not a table")
        return
    }
    // A hidden static cell keeps its row, empty, as UITableView keeps it.
    #expect(table.staticSections.map { $0.map(\.height) } == [[.fixed(52), .fixed(52)], []])
}
