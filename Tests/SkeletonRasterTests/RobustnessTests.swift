import SkeletonCore
import Testing

@testable import SkeletonRaster

@Test func onePixelFramebufferTakesAFractionalShape() {
    let fb = Draw.render([Draw.fill(0.5, 0, 1, 1)], width: 1, height: 1)
    #expect(fb.pixels == [0xFF7F_7F7F])
}

@Test func widestFramebufferDrawsAcrossItsWholeWidth() {
    let fb = Draw.render([Draw.fill(0.5, 0, 8191, 1, radius: 0.5)], width: 8192, height: 2)
    #expect(fb.pixels[4096] == 0xFF00_0000)
    #expect(fb.pixels[8191] != 0xFFFF_FFFF)
    #expect(fb.pixels[8192 + 4096] == 0xFFFF_FFFF)
}

@Test func nonFiniteCoordinatesAreIgnored() {
    let bad: [Double] = [.nan, .infinity, -.infinity]
    for v in bad {
        let commands: [DrawCommand] = [
            Draw.fill(v, 0, 2, 2), Draw.fill(0, v, 2, 2), Draw.fill(0, 0, v, 2), Draw.fill(0, 0, 2, 2, radius: v),
            Draw.fill(0, 0, 2, 2, opacity: v),
            .pushClip(rect: Rect(x: v, y: 0, width: 1, height: 1), radii: .zero), Draw.fill(0, 0, 4, 4), .popClip,
            .beginGroup(opacity: v), Draw.fill(0, 0, 4, 4), .endGroup,
        ]
        let fb = Draw.render(commands, width: 4, height: 4)
        #expect(fb.pixels[15] == 0xFFFF_FFFF)
    }
}

@Test func nanRadiusDrawsASquareCorner() {
    let fb = Draw.render([Draw.fill(0, 0, 2, 2, radius: .nan)], width: 2, height: 2)
    #expect(fb.pixels.allSatisfy { $0 == 0xFF00_0000 })
}

@Test func emptyAndNegativeShapesDrawNothing() {
    let fb = Draw.render([Draw.fill(1, 1, 0, 2), Draw.fill(1, 1, -2, 2), Draw.fill(1, 1, 2, -1)], width: 4, height: 4)
    #expect(fb.pixels.allSatisfy { $0 == 0xFFFF_FFFF })
}

@Test func hugeCoordinatesAreClampedWithoutOverflow() {
    let fb = Draw.render([Draw.fill(-1e300, -1e300, 2e300, 2e300), Draw.fill(1e18, 0, 5, 5)], width: 3, height: 3)
    #expect(fb.pixels.allSatisfy { $0 == 0xFF00_0000 })
}

@Test func invalidScaleOrOffsetLeavesTheFramebufferUntouched() {
    for (scale, offset) in [(0.0, Point.zero), (-1, .zero), (.nan, .zero), (1, Point(x: .nan, y: 0))] {
        var fb = Framebuffer(width: 2, height: 2, fill: 0x1234_5678)!
        Rasterizer().render(
            DisplayList(size: Size(width: 2, height: 2), background: Draw.white), into: &fb, scale: scale,
            offset: offset)
        #expect(fb.pixels.allSatisfy { $0 == 0x1234_5678 })
    }
}

@Test func scaleAndOffsetMapLayoutPointsToDevicePixels() {
    var fb = Framebuffer(width: 10, height: 10, fill: 0)!
    let list = DisplayList(size: Size(width: 4, height: 4), background: Draw.white, commands: [Draw.fill(1, 1, 1, 1)])
    Rasterizer().render(list, into: &fb, scale: 2, offset: Point(x: 1, y: 2))
    // Canvas: x 1…9, y 2…10; the shape: x 3…5, y 4…6.
    #expect(fb.pixels[0] == 0)
    #expect(fb.pixels[2 * 10 + 1] == 0xFFFF_FFFF)
    #expect(fb.pixels[4 * 10 + 3] == 0xFF00_0000)
    #expect(fb.pixels[5 * 10 + 4] == 0xFF00_0000)
    #expect(fb.pixels[6 * 10 + 4] == 0xFFFF_FFFF)
}

@Test func sameInputGivesTheSamePixelsWithAFreshOrAReusedRasterizer() {
    let commands = [
        Draw.fill(0.3, 0.7, 20.5, 9.25, radius: 4.5, opacity: 0.8), Draw.fill(5.5, 2.5, 9, 9, radius: 4.5),
        .beginGroup(opacity: 0.5), Draw.fill(1, 1, 10, 10, radius: 3), Draw.fill(4, 4, 10, 8), .endGroup,
    ]
    let list = DisplayList(size: Size(width: 24, height: 14), background: Draw.white, commands: commands)
    let reused = Rasterizer()
    var a = Framebuffer(width: 24, height: 14)!
    var b = Framebuffer(width: 24, height: 14)!
    var c = Framebuffer(width: 24, height: 14)!
    reused.render(list, into: &a)
    reused.render(list, into: &b)
    Rasterizer().render(list, into: &c)
    #expect(a.pixels == b.pixels)
    #expect(a.pixels == c.pixels)
}

@Test func oneRasterizerAlternatingBetweenListsMatchesFreshRenders() {
    let first = DisplayList(
        size: Size(width: 20, height: 10), background: Draw.white,
        commands: [Draw.fill(0.5, 0.5, 12, 6, radius: 3), Draw.fill(14.25, 1, 5, 5, radius: 2.5)])
    let second = DisplayList(
        size: Size(width: 20, height: 10), background: Draw.white,
        commands: [Draw.fill(1.5, 2.5, 8, 6, radius: 1), Draw.fill(4.25, 0, 15, 3, radius: 1.5, opacity: 0.5)])
    // The same shapes at swapped positions: a command keeps its slot only when its own shape is unchanged.
    var swapped = second
    swapped.commands.reverse()
    let shared = Rasterizer()
    for list in [first, second, first, second, swapped, second] {
        var reused = Framebuffer(width: 20, height: 10)!
        var fresh = Framebuffer(width: 20, height: 10)!
        shared.render(list, into: &reused)
        Rasterizer().render(list, into: &fresh)
        #expect(reused.pixels == fresh.pixels)
    }
}
