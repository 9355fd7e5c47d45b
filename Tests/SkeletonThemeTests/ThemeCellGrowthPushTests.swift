import SkeletonCore
import SkeletonTheme
import TestSupport
import Testing

/// SkeletonView's label growth on show in a theme's cell template: show reaches the cell through
/// its skeletonable table (`UITableView+CollectionSkeleton.swift` shows each cell it provides), so
/// the grown label's required height pushes the view pinned below it inside the cell, as on a
/// screen; a cell show does not reach keeps its layout.
struct ThemeCellGrowthPushTests {
    /// A 375 × 300 table of 100-point rows whose cell holds a 3-line label "Hi" pinned to its
    /// leading, trailing and top edges and a 10-point view 5 below it; `tableKeys` go on the table.
    static func theme(tableKeys: String = "") -> String {
        #"""
        {"layouts": [{"name": "Rows", "size": [375, 300], "root": {"type": "table", "rowHeight": 100,
          "numberOfRows": 1\#(tableKeys), "cell": {"id": "cell", "children": [
            {"id": "t", "type": "label", "numberOfLines": 3, "text": "Hi", "constraints": [
              {"first": "leading", "second": "superview"}, {"first": "trailing", "second": "superview"},
              {"first": "top", "second": "superview"}]},
            {"id": "v", "constraints": [
              {"first": "leading", "second": "superview"}, {"first": "trailing", "second": "superview"},
              {"first": "top", "second": "t.bottom", "constant": 5}, {"first": "height", "constant": 10}]}
          ]}}}]}
        """#
    }

    /// The layout prepared with the test metrics (20-point lines; 3 lines of 15 with 10 between).
    static func prepared(tableKeys: String = "") throws -> PreparedLayout {
        let loaded = ThemeLoader.load(
            bytes: Array(theme(tableKeys: tableKeys).utf8), path: "/virtual/rows.theme.json",
            fontResolver: FakeFontResolver())
        #expect(loaded.diagnostics.map(\.description) == [])
        let theme = try #require(loaded.theme)
        return PreparedLayout(
            layout: try #require(theme.layouts.first), theme: theme, metrics: FakeTextMetrics(),
            options: LayoutOptions())
    }

    @Test func theGrownLabelPushesTheViewPinnedBelowItInTheCell() throws {
        // The label grows to 65, so the view moves from 20 + 5 = 25 to 65 + 5 = 70.
        let prepared = try Self.prepared()
        #expect(prepared.root.view(id: "t")?.frame == rect(0, 0, 375, 65))
        #expect(prepared.root.view(id: "t")?.skeletonHeightConstraint == 65)
        #expect(prepared.root.view(id: "v")?.frame == rect(0, 70, 375, 10))
    }

    @Test func theCellsContentBeforeShowKeepsTheLabelsOwnHeight() throws {
        let content = try #require(try Self.prepared().contentLayout)
        #expect(content.root.view(id: "t")?.frame == rect(0, 0, 375, 20))
        #expect(content.root.view(id: "v")?.frame == rect(0, 25, 375, 10))
    }

    @Test func aCellOfATableShowDoesNotReachKeepsItsLayout() throws {
        // A table that is not skeletonable: show never descends into its cells.
        let prepared = try Self.prepared(tableKeys: #", "isSkeletonable": false"#)
        #expect(prepared.root.view(id: "v")?.frame == rect(0, 25, 375, 10))
    }
}
