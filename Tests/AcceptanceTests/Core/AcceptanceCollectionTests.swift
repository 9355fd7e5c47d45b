import SkeletonCore
import Testing

/// SkeletonView's UITableView+CollectionSkeleton.swift and
/// UICollectionView+CollectionSkeleton.swift: automatic row and item counts, estimated row heights,
/// explicit counts, sections. Each cell holds one skeletonable 10×10 view, so the skeleton blocks
/// count the cells.
@Suite struct AcceptanceCollectionTests {
    /// The cell template every case uses.
    static let cell = #"{"children": [{"type": "view", "frame": [0, 0, 10, 10]}]}"#

    /// The skeleton blocks of a layout whose root is the list `list` (type and keys, no cell).
    static func blocks(_ list: String, size: (Double, Double)) throws -> [Rect] {
        let theme = try AcceptanceTheme(
            root: #"{\#(list), "cell": \#(cell)}"#, size: size, top: #""style": "solid","#)
        return try theme.frame(at: 1).skeletons.map(\.rect)
    }

    @Test func tableOf600PointsWith44PointRowsHas14Rows() throws {
        let rows = try Self.blocks(#""type": "table", "rowHeight": 44"#, size: (375, 600))
        #expect(rows.count == 14)
        #expect(rows.map(\.minY) == (0..<14).map { Double($0) * 44 })
    }

    @Test func tableRowHeightDefaultsTo44() throws {
        #expect(try Self.blocks(#""type": "table""#, size: (375, 600)).count == 14)
    }

    @Test func automaticRowHeightUsesTheEstimateForEveryRow() throws {
        let rows = try Self.blocks(
            #""type": "table", "rowHeight": "automatic", "estimatedRowHeight": 100"#, size: (375, 600))
        #expect(rows.map(\.minY) == [0, 100, 200, 300, 400, 500])
    }

    @Test func automaticRowHeightWithoutEstimateIsAnError() throws {
        let result = AcceptanceTheme.load(
            #"{"layouts": [{"name": "A", "size": [375, 600], "root": {"type": "table", "rowHeight": "automatic", "cell": {}}}]}"#
        )
        #expect(result.theme == nil)
        #expect(result.diagnostics.contains { $0.severity == .error && $0.description.contains("estimatedRowHeight") })
    }

    @Test func explicitRowCountOverridesTheAutomaticOne() throws {
        #expect(try Self.blocks(#""type": "table", "numberOfRows": 3"#, size: (375, 600)).count == 3)
    }

    @Test func sectionsFollowOneAnother() throws {
        let rows = try Self.blocks(#""type": "table", "numberOfSections": 3, "numberOfRows": 2"#, size: (375, 600))
        #expect(rows.map(\.minY) == [0, 44, 88, 132, 176, 220])
    }

    @Test func rowsBelowTheTableAreNotDrawn() throws {
        // ceil(200 / 44) = 5 rows; the fifth starts at 176 and is cut by the table's bottom edge.
        let rows = try Self.blocks(#""type": "table", "numberOfSections": 2"#, size: (375, 200))
        #expect(rows.map(\.minY) == [0, 44, 88, 132, 176])
    }

    @Test func verticalCollectionOf500PointsWith120PointItemsHas5Items() throws {
        let items = try Self.blocks(#""type": "collection", "itemSize": [100, 120]"#, size: (375, 500))
        #expect(items.count == 5)
    }

    @Test func horizontalCollectionOf375PointsWith100PointItemsHas4Items() throws {
        let items = try Self.blocks(
            #""type": "collection", "itemSize": [100, 120], "scrollDirection": "horizontal""#, size: (375, 500))
        #expect(items.count == 4)
    }

    @Test func explicitItemCountOverridesTheAutomaticOne() throws {
        #expect(
            try Self.blocks(#""type": "collection", "itemSize": [100, 120], "numberOfItems": 7"#, size: (375, 500))
                .count == 7)
    }

    @Test func verticalFlowLayoutWrapsItemsIntoRows() throws {
        // 375 wide, 100-wide items, 10 between: three per row; rows 120 + 10 apart.
        let items = try Self.blocks(#""type": "collection", "itemSize": [100, 120]"#, size: (375, 500))
        #expect(items.map(\.minY) == [0, 0, 0, 130, 130])
        #expect(items.map(\.minX).prefix(3).sorted() == items.map(\.minX).prefix(3).map { $0 })
    }
}
