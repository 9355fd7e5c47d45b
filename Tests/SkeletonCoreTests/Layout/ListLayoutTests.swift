import SkeletonCore
import TestSupport
import Testing

/// Tables and collections expanded from their templates, as SkeletonView's skeleton data sources do
/// (UITableView+CollectionSkeleton.swift, UICollectionView+CollectionSkeleton.swift).
@Suite struct ListLayoutTests {
    static func cell() -> ViewNode {
        view(.view, children: [label(rect(10, 10, 100, 20), lines: 1)])
    }

    static func table(height: Double, configure: (inout TableSpec) -> Void = { _ in }) -> ViewNode {
        var spec = TableSpec(cell: cell())
        configure(&spec)
        var node = view(.table, frame: rect(0, 0, 320, height))
        node.list = .table(spec)
        return node
    }

    static func collection(
        width: Double = 375, height: Double = 500, configure: (inout CollectionSpec) -> Void = { _ in }
    ) -> ViewNode {
        var spec = CollectionSpec(cell: cell())
        configure(&spec)
        var node = view(.collection, frame: rect(0, 0, width, height))
        node.list = .collection(spec)
        return node
    }

    @Test func tableOf600With44PointRowsHas14Rows() {
        var spec = TableSpec(cell: Self.cell())
        spec.rowHeight = .fixed(44)
        #expect(ListCounts.rows(of: spec, tableHeight: 600) == 14)
        let tree = placed(screen(height: 600, root: Self.table(height: 600)))
        #expect(tree.children.count == 14)
        #expect(tree.children.last?.frame == rect(0, 572, 320, 44))
        #expect(tree.children.allSatisfy { $0.role == .tableCell })
    }

    @Test func automaticRowHeightUsesTheEstimate() {
        var spec = TableSpec(cell: Self.cell())
        spec.rowHeight = .automatic
        spec.estimatedRowHeight = 100
        #expect(ListCounts.rows(of: spec, tableHeight: 600) == 6)
    }

    @Test func automaticRowHeightWithoutAnEstimateHasNoRows() {
        var spec = TableSpec(cell: Self.cell())
        spec.rowHeight = .automatic
        #expect(ListCounts.rows(of: spec, tableHeight: 600) == 0)
    }

    @Test func verticalCollectionOf500With120PointItemsHas5Items() {
        var spec = CollectionSpec(cell: Self.cell())
        spec.itemSize = Size(width: 100, height: 120)
        #expect(ListCounts.items(of: spec, collectionSize: Size(width: 375, height: 500)) == 5)
    }

    @Test func horizontalCollectionOf375With100PointItemsHas4Items() {
        var spec = CollectionSpec(cell: Self.cell())
        spec.itemSize = Size(width: 100, height: 120)
        spec.scrollDirection = .horizontal
        #expect(ListCounts.items(of: spec, collectionSize: Size(width: 375, height: 500)) == 4)
    }

    @Test func flowLayoutSpreadsFullLinesAndCentresALoneItem() {
        let node = Self.collection { $0.itemSize = Size(width: 100, height: 120) }
        let frames = placed(screen(width: 375, height: 500, root: node)).children.map(\.frame)
        #expect(
            frames == [
                rect(0, 0, 100, 120), rect(137.5, 0, 100, 120), rect(275, 0, 100, 120),
                rect(0, 130, 100, 120), rect(137.5, 130, 100, 120),
            ])
        let lone = Self.collection { $0.itemSize = Size(width: 300, height: 120) }
        #expect(placed(screen(width: 375, height: 500, root: lone)).children[0].frame == rect(37.5, 0, 300, 120))
    }

    @Test func flowLayoutMirrorsInRightToLeft() {
        let node = Self.collection {
            $0.itemSize = Size(width: 100, height: 120)
            $0.numberOfItems = 1
            $0.interitemSpacing = 0
        }
        let wide = Self.collection(width: 200) {
            $0.itemSize = Size(width: 100, height: 120)
            $0.numberOfItems = 2
            $0.interitemSpacing = 0
        }
        #expect(placed(screen(width: 375, height: 500, root: node), rtl: true).children[0].frame.minX == 137.5)
        #expect(placed(screen(width: 200, root: wide), rtl: true).children.map(\.frame.minX) == [100, 0])
    }

    @Test func explicitCountsOverrideAndOnlyVisibleRowsExist() {
        let node = Self.table(height: 100) { $0.numberOfRows = 10 }
        #expect(placed(screen(root: node)).children.map(\.frame.minY) == [0, 44, 88])
    }

    @Test func sectionsRepeatHeaderRowsAndFooter() {
        var header = view(.view)
        header.height = .fixed(30)
        let node = Self.table(height: 600) {
            $0.numberOfSections = 2
            $0.numberOfRows = 2
            $0.header = header
            $0.footer = header
        }
        let tree = placed(screen(root: node))
        #expect(tree.children.map(\.frame.minY) == [0, 30, 74, 118, 148, 178, 222, 266])
        #expect(
            tree.children.map(\.typeName).prefix(4) == [
                "UITableViewHeaderFooterView", "UITableViewCell", "UITableViewCell", "UITableViewHeaderFooterView",
            ])
    }

    @Test func cellsGetSkeletonsButTheTableNeverDoes() {
        let rows = skeletonShapes(screen(root: view(.view, children: [Self.table(height: 88)])))
        #expect(rows.map(\.rect) == [rect(10, 12.5, 70, 15), rect(10, 56.5, 70, 15)])
        let empty = Self.table(height: 600) { $0.numberOfRows = 0 }
        #expect(skeletonShapes(screen(root: view(.view, children: [empty]))).isEmpty)
    }

    @Test func hugeCountsAreCappedAtTheCellBudget() {
        var node = Self.table(height: 1e9) {
            $0.rowHeight = .fixed(1)
            $0.numberOfRows = Int.max
            $0.numberOfSections = Int.max
        }
        node.frame = rect(0, 0, 10, 1e9)
        #expect(placed(screen(root: node)).children.count == LayoutLimits.maxCells)
    }
}

extension ListLayoutTests {
    @Test func collectionPaddingInsetsTheFlow() {
        var node = Self.collection(width: 390, height: 300) {
            $0.itemSize = Size(width: 171, height: 100)
            $0.numberOfItems = 3
        }
        node.padding = EdgeInsets(all: 12)
        let frames = placed(screen(width: 390, height: 300, root: node)).children.map(\.frame)
        #expect(frames == [rect(12, 12, 171, 100), rect(207, 12, 171, 100), rect(109.5, 122, 171, 100)])
    }

    @Test func tablePaddingInsetsTheRows() {
        var node = Self.table(height: 100)
        node.padding = EdgeInsets(top: 10, left: 16, bottom: 0, right: 16)
        #expect(
            placed(screen(root: node)).children.map(\.frame) == [
                rect(16, 10, 288, 44), rect(16, 54, 288, 44), rect(16, 98, 288, 44),
            ])
    }
}
