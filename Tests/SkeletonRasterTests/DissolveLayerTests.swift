import SkeletonCore
import Testing

@testable import SkeletonRaster

@Test func aDissolveWithABackgroundEqualsItsLayerCompositedPixelByPixel() {
    // A skeleton (opaque background first) over content, at several opacities; 203 pixels wide
    // (not whole blocks) and 100 rows (several bands). Its items: plain and rounded fills, a
    // translucent fill, text, an image, a rounded clip and a nested group. The reference draws
    // the skeleton alone and the content alone and composites them per pixel.
    let (width, height) = (203, 100)
    let background = RGBA8(r: 240, g: 242, b: 245)
    var skeleton: [DrawCommand] = [Draw.fill(0, 0, Double(width), Double(height), color: background)]
    for i in 0..<24 {
        let x = Double(i % 4) * 50.3 + 1.5
        let y = Double(i / 4) * 16.25 + 2.25
        skeleton.append(Draw.fill(x, y, 31.5 + Double(i % 3) * 5, 9.5, radius: Double(i % 3) * 2))
    }
    skeleton += [
        Draw.fill(150.5, 60, 40, 30, radius: 6, color: RGBA8(r: 30, g: 90, b: 200), opacity: 0.6),
        .text(
            TextRun(
                text: "abc", font: FontSpec(family: "Fake", size: 5), baselineOrigin: Point(x: 7, y: 97),
                color: RGBA8(r: 10, g: 20, b: 30), opacity: 1)),
        .image(
            ImageDraw(
                name: "checker", rect: Rect(x: 100, y: 88, width: 10, height: 10), radii: .zero,
                contentMode: .scaleToFill)),
        .pushClip(rect: Rect(x: 60.5, y: 70.5, width: 30, height: 20), radii: CornerRadii(uniform: 5)),
        Draw.fill(50, 65, 60, 30, color: RGBA8(r: 200, g: 40, b: 40)),
        .popClip,
        .beginGroup(opacity: 0.5), Draw.fill(120, 70, 20, 20), Draw.fill(130, 75, 20, 20), .endGroup,
    ]
    let content = Draw.fill(0, 0, Double(width), Double(height), color: RGBA8(r: 20, g: 140, b: 90))
    let stripes = (0..<20).map {
        Draw.fill(Double($0) * 10.5, 0, 4, Double(height), color: RGBA8(r: 250, g: 200, b: 0))
    }
    let layer = Draw.render(skeleton, width: width, height: height)
    let under = Draw.render([content] + stripes, width: width, height: height)
    // One rasterizer, first made to leave a poison colour in its layer storage: a pixel of the
    // layer that the dissolve reads without having filled it shows.
    let rasterizer = Rasterizer()
    let canvas = Size(width: Double(width), height: Double(height))
    // (Its first command covers one pixel, not the layer: the layer is cleared, then drawn.)
    let poison = [
        DrawCommand.beginGroup(opacity: 0.5), Draw.fill(0, 0, 1, 1),
        Draw.fill(0, 0, Double(width), Double(height), color: RGBA8(r: 255, g: 0, b: 255)), .endGroup,
    ]
    var scratch = Framebuffer(width: width, height: height)!
    rasterizer.render(DisplayList(size: canvas, background: Draw.white, commands: poison), into: &scratch)
    for opacity in [0.25, 0.5, 0.9] {
        let k = PixelMath.coverage(fromOpacity: opacity)
        var dissolved = Framebuffer(width: width, height: height)!
        let list = DisplayList(
            size: canvas, background: Draw.white,
            commands: [content] + stripes + [.beginGroup(opacity: opacity)] + skeleton + [.endGroup])
        rasterizer.render(list, into: &dissolved, glyphs: FakeGlyphs(), images: FakeImages())
        var differing = 0
        for i in 0..<(width * height)
        where dissolved.pixels[i] != PixelMath.over(PixelMath.scale(layer.pixels[i], k), under.pixels[i]) {
            differing += 1
        }
        #expect(differing == 0, "opacity \(opacity)")
    }
}

@Test func aDissolveOverAnImageBlendsTheUntouchedBackgroundExactlyAsItsLayerPixels() {
    // A sparse skeleton (most of each row is its background, blended as one colour) over a content
    // image read in place, 512 × 600 (many bands): items overlapping, touching, at the edges,
    // nested in a group and a clip, and rows where items start and end inside a band.
    let (width, height) = (512, 600)
    let background = RGBA8(r: 233, g: 236, b: 240)
    var skeleton: [DrawCommand] = [Draw.fill(0, 0, Double(width), Double(height), color: background)]
    for i in 0..<40 {
        let x = Double(i % 5) * 103.3 - 2.5
        let y = Double(i / 5) * 74.75 + 0.5
        skeleton.append(Draw.fill(x, y, 60.5 + Double(i % 3) * 9, 13.25, radius: Double(i % 4) * 3))
        skeleton.append(Draw.fill(x + 61, y + 5, 9, 30.5, color: RGBA8(r: 120, g: 130, b: 140), opacity: 0.7))
    }
    skeleton += [
        .pushClip(rect: Rect(x: 300.5, y: 400.5, width: 80, height: 50), radii: CornerRadii(uniform: 9)),
        Draw.fill(280, 390, 120, 70, color: RGBA8(r: 200, g: 40, b: 40)),
        .popClip,
        .beginGroup(opacity: 0.5), Draw.fill(490, 580, 40, 40), Draw.fill(500, 590, 20, 20), .endGroup,
    ]
    let image = DrawCommand.image(
        ImageDraw(
            name: "poster", rect: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), radii: .zero,
            contentMode: .scaleToFill))
    let layer = Draw.render(skeleton, width: width, height: height)
    let canvas = Size(width: Double(width), height: Double(height))
    var under = Framebuffer(width: width, height: height)!
    Rasterizer().render(
        DisplayList(size: canvas, background: Draw.white, commands: [image]), into: &under, images: FakeImages())
    // Both builds of the renderer (the baseline, and the AVX2 twin where the CPU has it), each with
    // and without the 16-pixel composite (taken where the CPU has AVX-512).
    let paths = [(0.2, true, true), (0.5, true, true), (0.75, true, true), (0.5, false, true), (0.5, true, false)]
    for (opacity, wide, wideComposite) in paths + [(0.5, false, false)] {
        let k = PixelMath.coverage(fromOpacity: opacity)
        var dissolved = Framebuffer(width: width, height: height)!
        let list = DisplayList(
            size: canvas, background: Draw.white,
            commands: [image, .beginGroup(opacity: opacity)] + skeleton + [.endGroup])
        Rasterizer(allowingWideKernel: wide, allowingWideComposite: wideComposite).render(
            list, into: &dissolved, glyphs: FakeGlyphs(), images: FakeImages())
        var differing = 0
        for i in 0..<(width * height)
        where dissolved.pixels[i] != PixelMath.over(PixelMath.scale(layer.pixels[i], k), under.pixels[i]) {
            differing += 1
        }
        #expect(differing == 0, "opacity \(opacity), wide kernel allowed \(wide), wide composite \(wideComposite)")
    }
}
