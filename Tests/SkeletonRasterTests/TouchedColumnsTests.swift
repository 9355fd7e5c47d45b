import Testing

@testable import SkeletonRaster

@Test func overlappingAndAdjacentItemsMergeIntoOneRunOfColumns() {
    let band = PixelRect(x: 10, y: 0, width: 200, height: 8)
    var touched = TouchedColumns()
    touched.reset()
    touched.add(PixelRect(x: 60, y: 0, width: 10, height: 8), within: band)
    touched.add(PixelRect(x: 20, y: 0, width: 10, height: 8), within: band)
    touched.add(PixelRect(x: 25, y: 2, width: 10, height: 3), within: band)
    touched.add(PixelRect(x: 70, y: 0, width: 5, height: 8), within: band)
    touched.finish()
    #expect(touched.runs(from: 0, to: 8) == 2)
    #expect(touched.runs == [20..<30, 60..<75])
    #expect(touched.runs(from: 2, to: 8) == 5)
    #expect(touched.runs == [20..<35, 60..<75])
    #expect(touched.runs(from: 5, to: 8) == 8)
    #expect(touched.runs == [20..<30, 60..<75])
}

@Test func gapsShorterThanTheShortestGapJoinTheRunsAroundThem() {
    let band = PixelRect(x: 0, y: 0, width: 200, height: 1)
    let gap = TouchedColumns.shortestGap
    #expect(gap == 16)
    var touched = TouchedColumns()
    touched.reset()
    touched.add(PixelRect(x: 10, y: 0, width: 10, height: 1), within: band)
    touched.add(PixelRect(x: 20 + gap - 1, y: 0, width: 10, height: 1), within: band)
    touched.add(PixelRect(x: 29 + 2 * gap, y: 0, width: 10, height: 1), within: band)
    touched.finish()
    #expect(touched.runs(from: 0, to: 1) == 1)
    #expect(touched.runs == [10..<(29 + gap), (29 + 2 * gap)..<(39 + 2 * gap)])
}

@Test func itemsAreClippedToTheBandAndItemsOutsideItAddNothing() {
    let band = PixelRect(x: 10, y: 100, width: 50, height: 4)
    var touched = TouchedColumns()
    touched.reset()
    touched.add(PixelRect(x: 0, y: 90, width: 15, height: 20), within: band)
    touched.add(PixelRect(x: 55, y: 103, width: 30, height: 10), within: band)
    touched.add(PixelRect(x: 20, y: 104, width: 10, height: 10), within: band)
    touched.add(PixelRect(x: 20, y: 100, width: 0, height: 10), within: band)
    touched.finish()
    #expect(touched.runs(from: 100, to: 104) == 103)
    #expect(touched.runs == [10..<15])
    #expect(touched.runs(from: 103, to: 104) == 104)
    #expect(touched.runs == [10..<15, 55..<60])
}

@Test func aBandWithNoItemsHasNoRunsForAllItsRows() {
    var touched = TouchedColumns()
    touched.reset()
    touched.finish()
    #expect(touched.runs(from: 3, to: 35) == 35)
    #expect(touched.runs.isEmpty)
}

@Test func resetForgetsTheItemsOfTheBandBefore() {
    let band = PixelRect(x: 0, y: 0, width: 100, height: 10)
    var touched = TouchedColumns()
    touched.add(PixelRect(x: 5, y: 0, width: 10, height: 10), within: band)
    touched.finish()
    #expect(touched.runs(from: 0, to: 10) == 10)
    #expect(touched.runs == [5..<15])
    touched.reset()
    touched.finish()
    #expect(touched.runs(from: 0, to: 10) == 10)
    #expect(touched.runs.isEmpty)
}
