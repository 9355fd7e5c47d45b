import SkeletonCore
import SkeletonRaster
import Testing

@testable import SkeletonCommands
@testable import SkeletonCompose

/// Where a grid's cells, labels and tiles go, in device pixels.
@Suite struct VariantGridGeometryTests {
    @Test func fourCellsOfALayoutSitInOneRowUnderTheirLabels() {
        let grid = VariantGridGeometry(
            variants: VariantSet().rows(of: FrameRequest()), layoutSize: Size(width: 100, height: 40), scale: 1)
        #expect(grid.width == 480)
        #expect(grid.height == 96)
        #expect(grid.rows.count == 1)
        #expect(grid.rows[0].map(\.pixels.x) == [16, 132, 248, 364])
        #expect(grid.rows[0].allSatisfy { $0.pixels.y == 40 && $0.pixels.width == 100 && $0.pixels.height == 40 })
        #expect(grid.rows[0][1].tile == PixelRect(x: 124, y: 8, width: 116, height: 80))
    }

    @Test func labelsKeepTheirSizeBelowOneToOneAndGrowAbove() {
        let half = VariantGridGeometry(
            variants: VariantSet().rows(of: FrameRequest()), layoutSize: Size(width: 100, height: 40), scale: 0.5)
        #expect(half.labelScale == 1)
        #expect(
            half.rows[0].map(\.pixels) == [16, 82, 148, 214].map { PixelRect(x: $0, y: 40, width: 50, height: 20) })
        #expect((half.width, half.height) == (280, 76))
        let double = VariantGridGeometry(
            variants: VariantSet().rows(of: FrameRequest()), layoutSize: Size(width: 100, height: 40), scale: 2)
        #expect(double.rows[0][0].pixels == PixelRect(x: 32, y: 80, width: 200, height: 80))
        #expect((double.width, double.height) == (32 + 4 * 232, 32 + 48 + 80 + 32))
    }

    @Test func deviceRowsAreAsTallAsTheirTallestFrame() throws {
        var set = VariantSet()
        try set.vary("device=iphone-se,none")
        let grid = VariantGridGeometry(
            variants: set.rows(of: FrameRequest()), layoutSize: Size(width: 100, height: 40), scale: 0.5)
        // The SE's frame is 391×683 points: 196×342 pixels at ½ (partial pixels count).
        #expect(grid.rows[0][0].pixels == PixelRect(x: 16, y: 40, width: 196, height: 342))
        #expect(grid.rows[0][0].tile.height == 24 + 342 + 16)
        #expect(grid.rows[1][0].pixels == PixelRect(x: 16, y: 16 + 24 + 342 + 16 + 24, width: 50, height: 20))
        #expect(grid.height == 16 + (24 + 342 + 16) + (24 + 20 + 16))
        #expect(grid.width == 16 + 4 * (196 + 16))
    }

    @Test func theWindowPicksTheLargestZoomStepThatFits() {
        let set = VariantSet()
        let phone = Size(width: 390, height: 844)
        #expect(
            VariantGridGeometry.fittingScale(
                variants: set.rows(of: FrameRequest()), layoutSize: phone, room: Size(width: 1280, height: 770),
                pixelScale: 1) == 0.75)
        #expect(
            VariantGridGeometry.fittingScale(
                variants: set.rows(of: FrameRequest()), layoutSize: phone, room: Size(width: 640, height: 400),
                pixelScale: 1) == 0.33)
        #expect(
            VariantGridGeometry.fittingScale(
                variants: set.rows(of: FrameRequest()), layoutSize: phone, room: Size(width: 100, height: 100),
                pixelScale: 1) == 0.25)
        #expect(
            VariantGridGeometry.fittingScale(
                variants: set.rows(of: FrameRequest()), layoutSize: Size(width: 100, height: 40),
                room: Size(width: 2000, height: 800), pixelScale: 1)
                == 1)
    }
}
