import SkeletonCore
import Testing

@testable import SkeletonRaster

/// Every kind of command at once on a 512×600 canvas (several bands): rounded and plain fills at
/// fractional positions, gradients in three directions, text, an image, a rounded clip, an
/// overlapping group and a dissolve of a skeleton with a background over an image.
private func everyFeature(opacity: Double) -> DisplayList {
    var commands: [DrawCommand] = [
        .image(
            ImageDraw(
                name: "poster", rect: Rect(x: 0, y: 0, width: 512, height: 600), radii: .zero,
                contentMode: .scaleToFill)),
        .beginGroup(opacity: opacity), Draw.fill(0, 0, 512, 600, color: RGBA8(r: 240, g: 242, b: 245)),
    ]
    for i in 0..<40 {
        let x = Double(i % 8) * 61.3 + 3.25
        let y = Double(i / 8) * 117.7 + 10.5
        let color = RGBA8(r: UInt8(40 + i * 5), g: UInt8(200 - i * 3), b: 120)
        let rect = Rect(x: x, y: y, width: 50.5, height: 30 + Double(i % 5) * 33.4)
        let paint: Paint =
            i % 3 == 0
            ? .solid(color)
            : .linear(
                LinearGradient(
                    start: Point(x: x, y: i % 2 == 0 ? y : 0), end: Point(x: x + 50, y: y + Double(i % 4) * 40),
                    stops: [GradientStop(offset: 0, color: color), GradientStop(offset: 1, color: Draw.white)]))
        commands.append(
            .fill(
                ShapeFill(
                    rect: rect, radii: CornerRadii(uniform: Double(i % 4) * 6), paint: paint,
                    opacity: i % 5 == 0 ? 0.6 : 1, role: .block)))
    }
    commands += [
        .endGroup,
        .text(
            TextRun(
                text: "wide", font: FontSpec(family: "Fake", size: 5), baselineOrigin: Point(x: 20.5, y: 590),
                color: Draw.black, opacity: 0.8)),
        .pushClip(rect: Rect(x: 300.5, y: 400.25, width: 120, height: 90), radii: CornerRadii(uniform: 20)),
        Draw.fill(280, 380, 200, 150, color: RGBA8(r: 200, g: 40, b: 40)),
        .image(
            ImageDraw(
                name: "checker", rect: Rect(x: 310, y: 410, width: 40, height: 40), radii: .zero,
                contentMode: .scaleToFill)),
        .popClip,
        .beginGroup(opacity: 0.5), Draw.fill(100, 500, 80, 60, radius: 10), Draw.fill(140, 520, 80, 60), .endGroup,
    ]
    return DisplayList(size: Size(width: 512, height: 600), background: Draw.white, commands: commands)
}

@Test(.enabled(if: Rasterizer().usesWideKernel, "the CPU has no AVX2: only the baseline code runs here"))
func theAVX2TwinDrawsExactlyTheBaselinePixels() {
    let wide = Rasterizer()
    let baseline = Rasterizer(allowingWideKernel: false)
    #expect(wide.usesWideKernel && !baseline.usesWideKernel)
    for opacity in [0.0, 0.35, 1] {
        for scale in [1.0, 1.5] {
            var a = Framebuffer(width: 512, height: 600)!
            var b = Framebuffer(width: 512, height: 600)!
            // Twice each: the second frame takes the cached paths (coverage slots, the image in place).
            for _ in 0..<2 {
                wide.render(
                    everyFeature(opacity: opacity), into: &a, scale: scale, glyphs: FakeGlyphs(), images: FakeImages())
                baseline.render(
                    everyFeature(opacity: opacity), into: &b, scale: scale, glyphs: FakeGlyphs(), images: FakeImages())
            }
            let differing = (0..<a.pixels.count).filter { a.pixels[$0] != b.pixels[$0] }
            #expect(differing.isEmpty, "opacity \(opacity), scale \(scale): first differing \(differing.prefix(5))")
            #expect(Set(a.pixels).count > 100, "the frame is not trivially uniform")
        }
    }
}

@Test func aBaselineRasterizerNeverUsesTheTwin() {
    #expect(!Rasterizer(allowingWideKernel: false).usesWideKernel)
}

@Test(.enabled(if: Rasterizer().usesWideComposite, "the CPU has no AVX-512: the composite runs 8 pixels at a time"))
func theAVX512CompositeDissolvesExactlyAsThe8PixelLoops() {
    // Every run length of the layer and of its background from 1 to 70 pixels (short ones stay on
    // the 8-pixel loops, longer ones end with an overlapping 16-pixel vector), over drawn content.
    var skeleton: [DrawCommand] = [Draw.fill(0, 0, 512, 600, color: RGBA8(r: 233, g: 236, b: 240))]
    var x = 0.0
    for i in 1...70 {
        skeleton.append(Draw.fill(x, Double(i) * 8, Double(i), 7, color: RGBA8(r: 90, g: 100, b: UInt8(i))))
        x = (x + Double(i) + Double(i % 9) * 3.5).truncatingRemainder(dividingBy: 440)
    }
    let stripes = (0..<40).map { Draw.fill(Double($0) * 12.5, 0, 5, 600, color: RGBA8(r: 250, g: 200, b: 0)) }
    let frames = [true, false].map { wideComposite in
        let rasterizer = Rasterizer(allowingWideComposite: wideComposite)
        #expect(rasterizer.usesWideComposite == wideComposite)
        return [0.1, 0.5, 0.93].map { opacity in
            var fb = Framebuffer(width: 512, height: 600)!
            let list = DisplayList(
                size: Size(width: 512, height: 600), background: Draw.white,
                commands: stripes + [.beginGroup(opacity: opacity)] + skeleton + [.endGroup])
            rasterizer.render(list, into: &fb)
            return fb.pixels
        }
    }
    for (wide, narrow) in zip(frames[0], frames[1]) {
        let differing = (0..<wide.count).filter { wide[$0] != narrow[$0] }
        #expect(differing.isEmpty, "first differing \(differing.prefix(5))")
        #expect(Set(wide).count > 30, "the frame is not trivially uniform")
    }
}

@Test func aRasterizerNotAllowedTheWideCompositeNeverUsesIt() {
    #expect(!Rasterizer(allowingWideComposite: false).usesWideComposite)
    #expect(!Rasterizer(allowingWideKernel: false, allowingWideComposite: false).usesWideComposite)
}
