import SkeletonCore
import TestSupport
import Testing

@testable import SkeletonRaster

private let ink = RGBA8(r: 0x30, g: 0x40, b: 0x60)

@Test func goldenBordersAndShadows() {
    let commands: [DrawCommand] = [
        .shadow(
            ShadowDraw(
                rect: Rect(x: 4, y: 6, width: 24, height: 16), radii: CornerRadii(uniform: 4), blur: 6,
                color: RGBA8(r: 0, g: 0, b: 0, a: 128))),
        Draw.fill(4, 4, 24, 16, radius: 4, color: RGBA8(r: 0xEC, g: 0xF0, b: 0xF1)),
        .border(
            BorderDraw(
                rect: Rect(x: 4, y: 4, width: 24, height: 16), radii: CornerRadii(uniform: 4), width: 1.5, color: ink)),
        .border(
            BorderDraw(
                rect: Rect(x: 34.3, y: 4.6, width: 14, height: 14), radii: CornerRadii(uniform: 7), width: 2, color: ink
            )),
        .shadow(
            ShadowDraw(rect: Rect(x: 36, y: 26, width: 20, height: 4), radii: .zero, blur: 0, color: ink, opacity: 0.5)),
        .border(BorderDraw(rect: Rect(x: 4, y: 26, width: 20, height: 4), radii: .zero, width: 10, color: ink)),
    ]
    GoldenImage.assertMatches(Draw.render(commands, width: 64, height: 36), named: "borders-and-shadows")
    GoldenImage.assertMatches(Draw.render(commands, width: 128, height: 72, scale: 2), named: "borders-and-shadows@2x")
}

@Test func aBorderCoversOnlyItsRingAndAShadowFadesOutwards() {
    let fb = Draw.render(
        [.border(BorderDraw(rect: Rect(x: 2, y: 2, width: 12, height: 12), radii: .zero, width: 2, color: Draw.black))],
        width: 16, height: 16)
    #expect(fb.pixels[8 * 16 + 2] == 0xFF00_0000)  // in the ring
    #expect(fb.pixels[8 * 16 + 3] == 0xFF00_0000)
    #expect(fb.pixels[8 * 16 + 8] == 0xFFFF_FFFF)  // inside it
    #expect(fb.pixels[8 * 16 + 1] == 0xFFFF_FFFF)  // outside it
    let soft = Draw.render(
        [
            .shadow(
                ShadowDraw(rect: Rect(x: 10, y: 10, width: 20, height: 20), radii: .zero, blur: 8, color: Draw.black))
        ],
        width: 40, height: 40)
    func red(_ x: Int, _ y: Int) -> UInt32 { (soft.pixels[y * 40 + x] >> 16) & 0xFF }
    let inner = red(20, 20)
    let edge = red(10, 20)
    let outer = red(4, 20)
    #expect(inner < edge && edge < outer && outer < 255)
    #expect((116...140).contains(edge))  // about half covered on the shape's edge
}
