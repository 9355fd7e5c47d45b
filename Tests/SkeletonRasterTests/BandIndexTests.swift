import Testing

@testable import SkeletonRaster

/// Bands of 4 rows from row 10: [10, 14), [14, 18), [18, 22).
private let threeBands = BandGeometry(firstRow: 10, rows: 4, count: 3)

@Test func bandOfARowCountsWholeBandsFromTheFirstRow() {
    #expect(threeBands.band(of: 10) == 0)
    #expect(threeBands.band(of: 13) == 0)
    #expect(threeBands.band(of: 14) == 1)
    #expect(threeBands.band(of: 21) == 2)
}

@Test func itemsAreListedInEveryBandTheirRowsMeetInDrawingOrder() {
    var index = BandIndex()
    index.rebuild(
        0..<7, threeBands,
        extents: [
            (0, 10..<12),  // band 0
            (1, 13..<19),  // bands 0, 1, 2
            (2, 30..<40),  // below every band
            (3, 0..<5),  // above every band
            (4, 17..<18),  // band 1
            (5, Int.min..<Int.max),  // a group: every band
            (6, 15..<15),  // no rows
        ])
    #expect(Array(index.items(inBand: 0)) == [0, 1, 5])
    #expect(Array(index.items(inBand: 1)) == [1, 4, 5])
    #expect(Array(index.items(inBand: 2)) == [1, 5])
}

@Test func bandsOutsideTheIndexHaveNoItems() {
    var index = BandIndex()
    index.rebuild(0..<1, threeBands, extents: [(0, Int.min..<Int.max)])
    #expect(index.items(inBand: -1).isEmpty)
    #expect(index.items(inBand: 3).isEmpty)
    #expect(BandIndex().items(inBand: 0).isEmpty)
}

@Test func anIndexKnowsTheRangeAndGeometryItWasBuiltFor() {
    var index = BandIndex()
    #expect(!index.indexes(0..<0, BandGeometry(firstRow: 0, rows: 1, count: 0)))
    index.rebuild(3..<9, threeBands, extents: [])
    #expect(index.indexes(3..<9, threeBands))
    #expect(!index.indexes(3..<8, threeBands))
    #expect(!index.indexes(3..<9, BandGeometry(firstRow: 11, rows: 4, count: 3)))
}

@Test func rebuildingReplacesThePreviousLists() {
    var index = BandIndex()
    index.rebuild(0..<2, threeBands, extents: [(0, 10..<22), (1, 10..<22)])
    index.rebuild(0..<1, BandGeometry(firstRow: 0, rows: 10, count: 2), extents: [(0, 12..<13)])
    #expect(index.items(inBand: 0).isEmpty)
    #expect(Array(index.items(inBand: 1)) == [0])
    #expect(index.items(inBand: 2).isEmpty)
}
