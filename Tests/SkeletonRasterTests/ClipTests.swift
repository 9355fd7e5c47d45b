import SkeletonCore
import Testing

@testable import SkeletonRaster

@Test func rectangularClipLimitsDrawing() {
    let fb = Draw.render(
        [
            .pushClip(rect: Rect(x: 2, y: 1, width: 3, height: 2), radii: .zero), Draw.fill(0, 0, 8, 4), .popClip,
            Draw.fill(7, 3, 1, 1),
        ], width: 8, height: 4)
    for y in 0..<4 {
        for x in 0..<8 {
            let inside = (2..<5).contains(x) && (1..<3).contains(y) || (x == 7 && y == 3)
            #expect(fb.pixels[y * 8 + x] == (inside ? 0xFF00_0000 : 0xFFFF_FFFF), "\(x),\(y)")
        }
    }
}

@Test func roundedClipMatchesTheShapeItClipsTo() {
    // A full-canvas fill clipped to a rounded rect gives the rounded rect itself.
    let rect = Rect(x: 1.5, y: 1.25, width: 12, height: 9)
    let clipped = Draw.render(
        [.pushClip(rect: rect, radii: CornerRadii(uniform: 4)), Draw.fill(0, 0, 16, 12), .popClip], width: 16,
        height: 12)
    let shape = Draw.render([Draw.fill(1.5, 1.25, 12, 9, radius: 4)], width: 16, height: 12)
    #expect(clipped.pixels == shape.pixels)
}

@Test func nestedClipsIntersect() {
    let fb = Draw.render(
        [
            .pushClip(rect: Rect(x: 0, y: 0, width: 4, height: 4), radii: .zero),
            .pushClip(rect: Rect(x: 2, y: 2, width: 4, height: 4), radii: .zero), Draw.fill(0, 0, 8, 8), .popClip,
            .popClip,
        ], width: 8, height: 8)
    let black = (0..<64).filter { fb.pixels[$0] == 0xFF00_0000 }.map { ($0 % 8, $0 / 8) }
    #expect(black.count == 4)
    #expect(black.allSatisfy { (2..<4).contains($0.0) && (2..<4).contains($0.1) })
}

@Test func roundedClipInsideARoundedClipNeverWidensIt() {
    let outer = Draw.render(
        [
            .pushClip(rect: Rect(x: 0.5, y: 0.5, width: 10, height: 10), radii: CornerRadii(uniform: 5)),
            Draw.fill(0, 0, 12, 12), .popClip,
        ],
        width: 12, height: 12)
    let both = Draw.render(
        [
            .pushClip(rect: Rect(x: 0.5, y: 0.5, width: 10, height: 10), radii: CornerRadii(uniform: 5)),
            .pushClip(rect: Rect(x: 0, y: 0, width: 12, height: 12), radii: CornerRadii(uniform: 2)),
            Draw.fill(0, 0, 12, 12), .popClip, .popClip,
        ], width: 12, height: 12)
    for i in 0..<144 { #expect(both.pixels[i] >= outer.pixels[i], "pixel \(i)") }
}

@Test func unbalancedPopClipIsIgnoredAndMissingPopClipsToTheEnd() {
    let fb = Draw.render(
        [.popClip, .pushClip(rect: Rect(x: 0, y: 0, width: 1, height: 1), radii: .zero), Draw.fill(0, 0, 2, 1)],
        width: 2, height: 1)
    #expect(fb.pixels == [0xFF00_0000, 0xFFFF_FFFF])
}

@Test func clipParameterLimitsEveryPixelIncludingTheBackground() {
    var fb = Framebuffer(width: 4, height: 4, fill: 0xFF11_2233)!
    let list = DisplayList(size: Size(width: 4, height: 4), background: Draw.white, commands: [Draw.fill(0, 0, 4, 4)])
    Rasterizer().render(list, into: &fb, clip: PixelRect(x: 1, y: 1, width: 2, height: 5))
    for y in 0..<4 {
        for x in 0..<4 {
            let inside = (1..<3).contains(x) && (1..<4).contains(y)
            #expect(fb.pixels[y * 4 + x] == (inside ? 0xFF00_0000 : 0xFF11_2233))
        }
    }
}
