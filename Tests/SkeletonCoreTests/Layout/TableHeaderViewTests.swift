import SkeletonCore
import TestSupport
import Testing

/// A table's header and footer views (UITableView.tableHeaderView / tableFooterView): plain subviews
/// of the table that SkeletonView's descent reaches like any other (`UITableView.subviewsToSkeleton`
/// in Internal/SkeletonExtensions/SubviewsSkeletonables.swift), above the first row and after the
/// last; the automatic row count still divides the table's frame height (`estimatedNumberOfRows` in
/// Internal/UIKitExtensions/UITableView+CollectionSkeleton.swift).
@Suite struct TableHeaderViewTests {
    /// A plain header or footer view of `height` points (no frame: the table places it).
    static func band(_ id: String, height: Double, children: [ViewNode] = []) -> ViewNode {
        var node = view(.view, id: id, children: children)
        node.height = .fixed(height)
        return node
    }

    /// A 320-wide table at `frame` of 44-point rows of an empty cell.
    static func table(
        _ frame: Rect = rect(0, 0, 320, 600), configure: (inout TableSpec) -> Void
    ) -> ViewNode {
        var spec = TableSpec(cell: view(.view, id: "cell"))
        spec.rowHeight = .fixed(44)
        configure(&spec)
        var node = view(.table, frame: frame)
        node.list = .table(spec)
        return node
    }

    @Test func rowsStartBelowA120PointHeaderView() {
        let table = Self.table { $0.tableHeaderView = Self.band("header", height: 120) }
        let children = placed(screen(width: 320, height: 600, [table])).children[0].children
        // The header at the table's top and width, then rows every 44 points from 120 while they
        // start inside the 600-point bounds: 120 + 44·k < 600 for k = 0…10, so 11 rows.
        #expect(children.first?.frame == rect(0, 0, 320, 120))
        #expect(children.first?.role == .view)
        #expect(children.dropFirst().map(\.frame.minY) == (0...10).map { 120 + 44 * Double($0) })
        #expect(children.dropFirst().allSatisfy { $0.role == .tableCell && $0.frame.height == 44 })
    }

    @Test func anAutomaticTableWithAHeaderStillCountsItsRowsFromItsFrameHeight() {
        var spec = TableSpec(cell: view(.view))
        spec.rowHeight = .automatic
        spec.estimatedRowHeight = 100
        spec.tableHeaderView = Self.band("header", height: 120)
        // ceil(600 / 100) = 6, not ceil((600 − 120) / 100) = 5: estimatedNumberOfRows divides frame.height.
        #expect(ListCounts.rows(of: spec, tableHeight: 600) == 6)
        var table = view(.table, frame: rect(0, 0, 320, 600))
        table.list = .table(spec)
        let children = placed(screen(width: 320, height: 600, [table])).children[0].children
        // Rows at 120, 220, …, 520 start inside the bounds; the sixth (620) does not exist, as UIKit
        // creates only visible cells, and the fifth is cut at 600 by the table's clip.
        #expect(children.dropFirst().map(\.frame.minY) == [120, 220, 320, 420, 520])
        #expect(placed(screen(width: 320, height: 600, [table])).children[0].clipsSubviews)
    }

    @Test func aHeaderViewWithAFlaggedLabelDrawsTheLabelsLineAboveTheRows() {
        let title = label(rect(16, 20, 200, 40), lines: 1, id: "title")
        let table = Self.table(rect(0, 50, 320, 400)) {
            $0.tableHeaderView = Self.band("header", height: 120, children: [title])
            $0.numberOfRows = 1
        }
        // The label's one line: 70 % of 200 wide, 15 high, centred in its 40 points (the
        // single-line rule of SkeletonLayer.swift / CALayer+Extensions.swift), at the header's
        // place in the table at y 50; then the row, a leaf cell, one block below the header.
        #expect(
            skeletonRects(screen(width: 320, height: 600, [table])) == [rect(16, 82.5, 140, 15), rect(0, 170, 320, 44)])
    }

    @Test func aHeaderViewThatIsNotSkeletonableStopsTheDescentAtIt() {
        var header = Self.band("header", height: 120, children: [label(rect(16, 20, 200, 40), lines: 1)])
        header.isSkeletonable = false
        let table = Self.table {
            $0.tableHeaderView = header
            $0.numberOfRows = 1
        }
        // `subviewsSkeletonables` filters on isSkeletonable: the flagged label below is never reached.
        #expect(skeletonRects(screen(width: 320, height: 600, [table])) == [rect(0, 120, 320, 44)])
    }

    @Test func aSkeletonableHeaderViewWithNoSkeletonableSubviewIsOneBlock() {
        var note = label(rect(16, 20, 200, 40), lines: 1)
        note.isSkeletonable = false
        let table = Self.table {
            $0.tableHeaderView = Self.band("header", height: 120, children: [note])
            $0.numberOfRows = 0
        }
        // A skeletonable leaf (Recursive.swift): one layer over the whole header.
        #expect(skeletonRects(screen(width: 320, height: 600, [table])) == [rect(0, 0, 320, 120)])
    }

    @Test func theFooterViewFollowsTheLastRowOfTheLastSection() {
        let table = Self.table {
            $0.tableHeaderView = Self.band("header", height: 120)
            $0.tableFooterView = Self.band("footer", height: 80)
            $0.header = Self.band("section", height: 10)
            $0.numberOfSections = 2
            $0.numberOfRows = 2
        }
        let children = placed(screen(width: 320, height: 600, [table])).children[0].children
        // 120 (header view) + 2 × (10 + 2 × 44) = 316: the footer view's top.
        #expect(
            children.map { $0.node.id } == ["header", "section", "cell", "cell", "section", "cell", "cell", "footer"])
        #expect(children.last?.frame == rect(0, 316, 320, 80))
    }

    @Test func anAutomaticTableHasNoVisibleFooterView() {
        let table = Self.table { $0.tableFooterView = Self.band("footer", height: 80) }
        let children = placed(screen(width: 320, height: 600, [table])).children[0].children
        // ceil(600 / 44) = 14 rows end at 616, past the bounds: the footer view after them is never visible.
        #expect(children.count == 14)
        #expect(!children.contains { $0.node.id == "footer" })
    }

    @Test func theHeaderViewKeepsItsFrameHeightAndTakesTheTablesWidthInsideItsContentInset() {
        var header = view(.view, id: "header", frame: rect(30, 40, 200, 90))
        header.children = [view(.view, id: "stripe", frame: rect(0, 10, 50, 5))]
        var table = Self.table {
            $0.tableHeaderView = header
            $0.numberOfRows = 0
        }
        table.padding = EdgeInsets(top: 8, left: 12, bottom: 0, right: 12)
        let placedHeader = placed(screen(width: 320, height: 600, [table])).children[0].children[0]
        // x and y come from the table (inside its padding), the width is the table's 320 − 24, the height the frame's 90.
        #expect(placedHeader.frame == rect(12, 8, 296, 90))
        #expect(placedHeader.children[0].frame == rect(12, 18, 50, 5))
    }

    @Test func theHeaderViewIsPlacedTheSameBeforeShowAndAfterHide() {
        let table = Self.table {
            $0.tableHeaderView = Self.band("header", height: 120, children: [label(rect(16, 20, 200, 40), lines: 1)])
        }
        let spec = screen(width: 320, height: 600, [table])
        let content = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default, growsLabels: false).place(spec)
        let header = content.children[0].children[0]
        #expect(header.frame == rect(0, 0, 320, 120))
        #expect(header.children[0].frame == rect(16, 20, 200, 40))
        #expect(content.children[0].children[1].frame.minY == 120)
    }
}
