import SkeletonCore
import TestSupport
import Testing

/// Hostile numbers are clamped at the layout boundary and never crash or hang.
@Suite struct BadValueTests {
    @Test func nanAndNegativeFramesBecomeEmpty() {
        let tree = placed(
            screen([
                view(.view, frame: rect(.nan, 10, -50, .infinity)),
                view(.view, frame: rect(-.infinity, .nan, .nan, 20)),
            ]))
        #expect(
            tree.children.map(\.frame) == [
                rect(0, 10, 0, LayoutLimits.maxLength), rect(-LayoutLimits.maxLength, 0, 0, 20),
            ])
    }

    @Test func nanCanvasGivesAnEmptyPreparedLayout() {
        let spec = LayoutSpec(name: "bad", size: Size(width: .nan, height: -4), root: view(.view))
        let prepared = PreparedLayout(
            layout: spec, theme: Theme(name: "t"), metrics: FakeTextMetrics(), options: LayoutOptions())
        #expect(prepared.size == .zero)
        #expect(prepared.root.frame == .zero)
    }

    @Test func badStackNumbersAreIgnored() {
        var child = view(.view)
        child.height = .fixed(-20)
        var root = stack(.vertical, frame: rect(0, 0, 100, 100), spacing: .nan, children: [child, child])
        root.padding = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(placed(screen(root: root)).children.map(\.frame) == [rect(0, 0, 100, 0), rect(0, 0, 100, 0)])
    }

    @Test func badLineSettingsGiveNoLinesOrEmptyLines() {
        var nanHeight = label(rect(0, 0, 100, 100))
        nanHeight.skeletonTextLineHeight = .fixed(.nan)
        nanHeight.skeletonLineSpacing = 0
        // h + s == 0: the count is not finite, so the whole label is one block.
        #expect(skeletonShapes(screen([nanHeight])).map(\.role) == [.block])
        var hugeCount = label(rect(0, 0, 100, 100))
        hugeCount.skeletonTextNumberOfLines = .custom(Int.max)
        #expect(skeletonRects(screen([hugeCount])).count == LayoutLimits.maxLines)
    }

    @Test func paddingWiderThanTheLabelGivesZeroWidthLines() {
        var padded = label(rect(0, 0, 100, 40), lines: 1)
        padded.skeletonPaddingInsets = EdgeInsets(top: 0, left: 80, bottom: 0, right: 80)
        #expect(skeletonRects(screen([padded])) == [rect(80, 12.5, 0, 15)])
    }

    @Test func badListNumbersGiveNoCells() {
        var spec = TableSpec(cell: view(.view))
        spec.rowHeight = .fixed(.nan)
        #expect(ListCounts.rows(of: spec, tableHeight: 600) == 0)
        spec.rowHeight = .fixed(-44)
        #expect(ListCounts.rows(of: spec, tableHeight: 600) == 0)
        var items = CollectionSpec(cell: view(.view))
        items.itemSize = Size(width: 0, height: 0)
        #expect(ListCounts.items(of: items, collectionSize: Size(width: 375, height: 500)) == 0)
        items.numberOfItems = -3
        #expect(ListCounts.items(of: items, collectionSize: Size(width: 375, height: 500)) == 0)
    }

    @Test func hugeExtentCountIsCappedAtTheCellBudget() {
        var spec = TableSpec(cell: view(.view))
        spec.rowHeight = .fixed(1e-300)
        #expect(ListCounts.rows(of: spec, tableHeight: .infinity) == LayoutLimits.maxCells)
    }
}
