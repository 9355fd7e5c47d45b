import SkeletonCore
import TestSupport
import Testing

@testable import SkeletonRaster

private let grey = RGBA8(r: 0xD3, g: 0xD8, b: 0xDE)
private let light = RGBA8(r: 0xE2, g: 0xE5, b: 0xE9)
private let ink = RGBA8(r: 0x30, g: 0x40, b: 0x60)

private func shape(
    _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ radii: CornerRadii, _ paint: Paint, opacity: Double = 1
)
    -> DrawCommand
{
    .fill(
        ShapeFill(
            rect: Rect(x: x, y: y, width: w, height: h), radii: radii, paint: paint, opacity: opacity, role: .block))
}

@Test func goldenShapes() {
    let fb = Draw.render(
        [
            shape(2.3, 2.6, 20, 12, CornerRadii(uniform: 4), .solid(grey)),
            shape(25.5, 2.5, 14, 14, CornerRadii(uniform: 7), .solid(ink)),
            shape(
                42.25, 3.75, 18, 9, CornerRadii(topLeft: 0, topRight: 4.5, bottomRight: 1, bottomLeft: 3), .solid(ink)),
            shape(2, 18, 30, 3.4, .zero, .solid(light)),
            shape(2.7, 22.2, 0.6, 10, .zero, .solid(ink)),
            shape(6.1, 24.9, 25.7, 15, CornerRadii(uniform: 40), .solid(grey), opacity: 0.6),
            shape(36.4, 20.4, 24, 24, CornerRadii(uniform: 12), .solid(RGBA8(r: 200, g: 40, b: 40, a: 160))),
        ], width: 64, height: 48)
    GoldenImage.assertMatches(fb, named: "shapes")
}

@Test func goldenGradients() {
    func g(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ stops: [(Double, RGBA8)]) -> Paint {
        .linear(
            LinearGradient(
                start: Point(x: x0, y: y0), end: Point(x: x1, y: y1),
                stops: stops.map { GradientStop(offset: $0.0, color: $0.1) }))
    }
    let fb = Draw.render(
        [
            shape(
                1.5, 1.5, 61, 6, CornerRadii(uniform: 3),
                g(0, 0, 64, 0, [(0, grey), (0.5, .init(r: 255, g: 255, b: 255)), (1, grey)])),
            shape(1.5, 9.5, 20, 20, CornerRadii(uniform: 4), g(0, 9.5, 0, 29.5, [(0, ink), (1, light)])),
            shape(
                23.5, 9.5, 20, 20, CornerRadii(uniform: 10),
                g(23.5, 9.5, 43.5, 29.5, [(0, ink), (0.3, grey), (1, .init(r: 255, g: 0, b: 0, a: 0))])),
            shape(45.5, 9.5, 17, 20, .zero, g(60, 25, 50, 12, [(0.2, .init(r: 0, g: 128, b: 255)), (0.8, light)])),
        ], width: 64, height: 32)
    GoldenImage.assertMatches(fb, named: "gradients")
}

@Test func goldenGroupsAndClips() {
    let fb = Draw.render(
        [
            shape(0, 0, 48, 32, .zero, .solid(light)),
            .beginGroup(opacity: 0.5),
            shape(2.5, 2.5, 20, 12, CornerRadii(uniform: 3), .solid(ink)),
            shape(12.5, 8.5, 20, 12, CornerRadii(uniform: 3), .solid(RGBA8(r: 220, g: 60, b: 30))),
            .endGroup,
            .pushClip(rect: Rect(x: 26.3, y: 14.7, width: 19, height: 15), radii: CornerRadii(uniform: 6)),
            shape(20, 10, 30, 22, .zero, .solid(ink)),
            .pushClip(rect: Rect(x: 30, y: 18, width: 30, height: 30), radii: CornerRadii(uniform: 3)),
            shape(20, 10, 30, 22, .zero, .solid(grey), opacity: 0.8),
            .popClip,
            .popClip,
        ], width: 48, height: 32)
    GoldenImage.assertMatches(fb, named: "groups-and-clips")
}

@Test func goldenContent() {
    let fb = Draw.render(
        [
            .text(
                TextRun(
                    text: "abcd", font: FontSpec(family: "Fake", size: 5), baselineOrigin: Point(x: 2, y: 8), color: ink
                )),
            .text(
                TextRun(
                    text: "ab", font: FontSpec(family: "Fake", size: 5), baselineOrigin: Point(x: 20.4, y: 8.6),
                    color: ink, opacity: 0.5)),
            .image(
                ImageDraw(
                    name: "checker", rect: Rect(x: 2, y: 10, width: 20, height: 20), radii: CornerRadii(uniform: 6),
                    contentMode: .scaleToFill)),
            .image(
                ImageDraw(
                    name: "gradient", rect: Rect(x: 24, y: 10, width: 18, height: 20), radii: .zero,
                    contentMode: .scaleAspectFit)),
            .image(
                ImageDraw(
                    name: "gradient", rect: Rect(x: 44.5, y: 10.5, width: 18, height: 20),
                    radii: CornerRadii(uniform: 4), contentMode: .scaleAspectFill, opacity: 0.7)),
        ], width: 64, height: 32)
    GoldenImage.assertMatches(fb, named: "content")
}

@Test func goldenScaledSkeletonAtTwoX() {
    var fb = Framebuffer(width: 80, height: 48)!
    let list = DisplayList(
        size: Size(width: 38, height: 22), background: RGBA8(r: 255, g: 255, b: 255),
        commands: [
            shape(1, 1, 8, 8, CornerRadii(uniform: 4), .solid(grey)),
            shape(11, 1.5, 25, 3, CornerRadii(uniform: 1.5), .solid(light)),
            shape(11, 6, 17.5, 3, CornerRadii(uniform: 1.5), .solid(light)),
            shape(1, 11, 35, 10, CornerRadii(uniform: 2), .solid(grey)),
        ])
    Rasterizer().render(list, into: &fb, scale: 2, offset: Point(x: 2, y: 2))
    GoldenImage.assertMatches(fb, named: "scaled-2x")
}
