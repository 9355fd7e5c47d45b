import SkeletonCore
import Testing

@testable import SkeletonRaster

@Test func groupOpacityCompositesOverlappingShapesOnce() {
    // Two overlapping opaque black squares at 50 %: the overlap is as light as the rest.
    let fb = Draw.render(
        [.beginGroup(opacity: 0.5), Draw.fill(0, 0, 3, 2), Draw.fill(1, 0, 3, 2), .endGroup], width: 5, height: 2)
    #expect(fb.pixels[0] == 0xFF7F_7F7F)
    #expect(fb.pixels[1] == 0xFF7F_7F7F)
    #expect(fb.pixels[3] == 0xFF7F_7F7F)
    #expect(fb.pixels[4] == 0xFFFF_FFFF)
}

@Test func sameShapesWithoutAGroupDarkenTheOverlap() {
    let fb = Draw.render(
        [Draw.fill(0, 0, 3, 2, opacity: 0.5), Draw.fill(1, 0, 3, 2, opacity: 0.5)], width: 5, height: 2)
    #expect(fb.pixels[0] == 0xFF7F_7F7F)
    #expect(fb.pixels[1] == 0xFF3F_3F3F)
}

@Test func disjointGroupEqualsPerShapeOpacity() {
    let grouped = Draw.render(
        [.beginGroup(opacity: 0.4), Draw.fill(0.5, 0.5, 3, 3, radius: 1), Draw.fill(5.25, 1, 2, 4), .endGroup],
        width: 8, height: 6)
    let direct = Draw.render(
        [Draw.fill(0.5, 0.5, 3, 3, radius: 1, opacity: 0.4), Draw.fill(5.25, 1, 2, 4, opacity: 0.4)], width: 8,
        height: 6)
    #expect(grouped.pixels == direct.pixels)
}

@Test func groupAtFullOpacityEqualsNoGroup() {
    let commands = [Draw.fill(0.5, 0.5, 3, 3, radius: 1, opacity: 0.7), Draw.fill(1.25, 1, 4, 4, opacity: 0.6)]
    let grouped = Draw.render([.beginGroup(opacity: 1)] + commands + [.endGroup], width: 8, height: 6)
    #expect(grouped.pixels == Draw.render(commands, width: 8, height: 6).pixels)
}

@Test func groupAtZeroOrNaNOpacityDrawsNothing() {
    for opacity in [0, -1, Double.nan] {
        let fb = Draw.render([.beginGroup(opacity: opacity), Draw.fill(0, 0, 4, 4), .endGroup], width: 4, height: 4)
        #expect(fb.pixels.allSatisfy { $0 == 0xFFFF_FFFF })
    }
}

@Test func nestedGroupsMultiplyTheirOpacities() {
    // Overlapping shapes force a layer at both levels: 0.5 × 0.5 of black over white = 191.
    let fb = Draw.render(
        [
            .beginGroup(opacity: 0.5), .beginGroup(opacity: 0.5), Draw.fill(0, 0, 2, 1), Draw.fill(1, 0, 2, 1),
            .endGroup, Draw.fill(3, 0, 1, 1), .endGroup,
        ], width: 4, height: 1)
    #expect(fb.pixels[0] == 0xFFBF_BFBF)
    #expect(fb.pixels[1] == 0xFFBF_BFBF)
    #expect(fb.pixels[3] == 0xFF7F_7F7F)
}

@Test func overlappingGroupTallerThanABandMatchesPerPixelReference() {
    // 300×300 exceeds one layer band (65 536 pixels): bands must join without seams.
    let fb = Draw.render(
        [
            .beginGroup(opacity: 0.5), Draw.fill(10.5, 10.5, 280, 280, radius: 40),
            Draw.fill(0, 0, 300, 300, opacity: 0.25),
            .endGroup,
        ], width: 300, height: 300)
    let row = (0..<300).map { fb.pixels[150 * 300 + $0] }
    for y in stride(from: 11, to: 289, by: 1) {
        #expect(fb.pixels[y * 300 + 150] == row[150], "row \(y)")
    }
}

@Test func unmatchedEndGroupAndMissingEndAreTolerated() {
    let fb = Draw.render(
        [.endGroup, .beginGroup(opacity: 0.5), Draw.fill(0, 0, 2, 1), Draw.fill(1, 0, 1, 1)], width: 2, height: 1)
    #expect(fb.pixels == [0xFF7F_7F7F, 0xFF7F_7F7F])
}

@Test func groupOverAnOpaqueImageEqualsTheImageDrawnFirst() {
    // A cross-dissolve: the content image, then the skeleton in a group. From the second frame on
    // (the image is known to be opaque) the layer is composited onto the image's pixels in place;
    // a transparent fill between image and group keeps the plain path as the reference.
    let image = DrawCommand.image(
        ImageDraw(
            name: "content", rect: Rect(x: 0, y: 0, width: 21, height: 5), radii: .zero, contentMode: .scaleToFill))
    for opacity in [0, 0.3, 0.5, 1] {
        for skeleton in [
            [
                Draw.fill(0, 0, 21, 5, color: Draw.white), Draw.fill(1.5, 0.5, 12, 4, radius: 1.5),
                Draw.fill(9.25, 1, 9, 3),
            ],
            [Draw.fill(1.5, 0.5, 9, 4, radius: 1.5), Draw.fill(12.25, 1, 7, 3)],
        ] {
            let group = [DrawCommand.beginGroup(opacity: opacity)] + skeleton + [.endGroup]
            let list = DisplayList(size: Size(width: 21, height: 5), background: Draw.white, commands: [image] + group)
            let rasterizer = Rasterizer()
            var first = Framebuffer(width: 21, height: 5)!
            var second = Framebuffer(width: 21, height: 5)!
            rasterizer.render(list, into: &first, images: FakeImages())
            rasterizer.render(list, into: &second, images: FakeImages())
            let reference = Draw.render(
                [image, Draw.fill(0, 0, 1, 1, opacity: 0)] + group, width: 21, height: 5)
            #expect(first.pixels == reference.pixels, "opacity \(opacity)")
            #expect(second.pixels == reference.pixels, "opacity \(opacity)")
        }
    }
}

@Test func aLayerWiderThanSixtyFourVectorsCompositesEveryColumn() {
    // A group without an opaque background (its layer is composited vector by vector across the
    // whole width): 1 100 pixels, more than 64 vectors of 8, equals the per-pixel formula.
    let (width, height) = (1_100, 3)
    let shapes = [Draw.fill(0.5, 0, 1_099, 3, color: RGBA8(r: 200, g: 30, b: 60)), Draw.fill(700, 1, 390.5, 2)]
    let layer = Draw.render(shapes, width: width, height: height, background: RGBA8(r: 0, g: 0, b: 0, a: 0))
    let group = Draw.render([.beginGroup(opacity: 0.5)] + shapes + [.endGroup], width: width, height: height)
    let k = PixelMath.coverage(fromOpacity: 0.5)
    let white = PixelMath.premultiplied(Draw.white)
    let differing = (0..<(width * height)).filter {
        group.pixels[$0] != PixelMath.over(PixelMath.scale(layer.pixels[$0], k), white)
    }
    #expect(differing.isEmpty, "first differing pixels: \(differing.prefix(5))")
}
