import SkeletonCore
import Testing

@testable import SkeletonRaster

private func text(_ s: String, at x: Double, _ y: Double, opacity: Double = 1) -> DrawCommand {
    .text(
        TextRun(
            text: s, font: FontSpec(family: "Fake", size: 5), baselineOrigin: Point(x: x, y: y),
            color: RGBA8(r: 0, g: 0, b: 0), opacity: opacity))
}

private func image(_ name: String, _ rect: Rect, _ mode: ContentMode, radius: Double = 0, opacity: Double = 1)
    -> DrawCommand
{
    .image(ImageDraw(name: name, rect: rect, radii: CornerRadii(uniform: radius), contentMode: mode, opacity: opacity))
}

@Test func glyphCoverageBlendsTheTextColour() {
    let fb = Draw.render([text("ab", at: 1, 6)], width: 10, height: 7)
    // Mask top-left at (1, 1); columns ramp 60, 120, 180 → ink = round(255 · c/255) after 1/256 mapping.
    #expect(Draw.ink(fb, 1, 1) == 60)
    #expect(Draw.ink(fb, 2, 3) == 120)
    #expect(Draw.ink(fb, 3, 5) == 180)
    #expect(Draw.ink(fb, 4, 3) == 0)  // gap between glyphs
    #expect(Draw.ink(fb, 5, 3) == 60)
    #expect(Draw.ink(fb, 1, 0) == 0)
    #expect(Draw.ink(fb, 1, 6) == 0)
}

@Test func textOpacityScalesCoverage() {
    let fb = Draw.render([text("a", at: 0, 5, opacity: 0.5)], width: 4, height: 5)
    #expect(Draw.ink(fb, 2, 0) == 91)  // alpha 128 × coverage 181/256, rounded half up
}

@Test func textAtTheFramebufferEdgeIsClipped() {
    let fb = Draw.render([text("abc", at: -2, 3)], width: 4, height: 4)
    #expect(Draw.ink(fb, 0, 0) == 180)
    #expect(Draw.ink(fb, 0, 3) == 0)
}

@Test func textWithoutAGlyphSourceDrawsNothing() {
    var fb = Framebuffer(width: 4, height: 4)!
    Rasterizer().render(
        DisplayList(size: Size(width: 4, height: 4), background: Draw.white, commands: [text("a", at: 0, 4)]), into: &fb
    )
    #expect(fb.pixels.allSatisfy { $0 == 0xFFFF_FFFF })
}

@Test func imageScaledToFillSamplesBilinearly() {
    let fb = Draw.render([image("gradient", Rect(x: 0, y: 0, width: 4, height: 2), .scaleToFill)], width: 4, height: 2)
    #expect(fb.pixels[0] == 0xFF00_0000)
    #expect(fb.pixels[1] == 0xFF55_5555)
    #expect(fb.pixels[3] == 0xFFFF_FFFF)
    #expect(fb.pixels[4] == fb.pixels[0])
}

@Test func imageUpscaledInterpolatesBetweenTexels() {
    let fb = Draw.render([image("gradient", Rect(x: 0, y: 0, width: 8, height: 1), .scaleToFill)], width: 8, height: 1)
    // Pixel 1 centre maps to source 0.375 − ... = 0.25: 0x55 · 0.25 = 21.25 → weight 64/256.
    #expect(fb.pixels[0] == 0xFF00_0000)
    #expect(fb.pixels[1] == 0xFF15_1515)
    #expect(fb.pixels[7] == 0xFFFF_FFFF)
}

@Test func aspectFitLeavesTheRestOfTheRectangleUntouched() {
    // A 4×1 image fit into 8×8 is 8×2, centred vertically at rows 3…4.
    let fb = Draw.render(
        [image("gradient", Rect(x: 0, y: 0, width: 8, height: 8), .scaleAspectFit)], width: 8, height: 8)
    #expect(fb.pixels[2 * 8 + 4] == 0xFFFF_FFFF)
    #expect(fb.pixels[3 * 8 + 0] == 0xFF00_0000)
    #expect(fb.pixels[4 * 8 + 0] == 0xFF00_0000)
    #expect(fb.pixels[5 * 8 + 0] == 0xFFFF_FFFF)
}

@Test func aspectFillCropsToTheRectangle() {
    // 4×1 filled into 2×2: scaled to 8×2 at x = −3, so pixel centres 0.5 and 1.5 sample source
    // columns 1.25 and 1.75, between the middle texels 0x55 and 0xAA (weights 64 and 192 of 256).
    let fb = Draw.render(
        [image("gradient", Rect(x: 0, y: 0, width: 2, height: 2), .scaleAspectFill)], width: 2, height: 2)
    #expect(fb.pixels[0] == 0xFF6A_6A6A)
    #expect(fb.pixels[1] == 0xFF95_9595)
    #expect(fb.pixels[2] == fb.pixels[0])
}

@Test func imageIsClippedToItsRoundedRectangle() {
    let fb = Draw.render(
        [image("checker", Rect(x: 0, y: 0, width: 16, height: 16), .scaleToFill, radius: 8)], width: 16, height: 16)
    #expect(fb.pixels[0] == 0xFFFF_FFFF)
    #expect(fb.pixels[8 * 16 + 8] != 0xFFFF_FFFF)
    let shape = ShapeCoverageProbe.coverages(x0: 0, y0: 0, x1: 16, y1: 16, radius: 8)
    for y in 0..<16 {
        for x in 0..<16 where shape[y][x] == 0 { #expect(fb.pixels[y * 16 + x] == 0xFFFF_FFFF) }
    }
}

@Test func imageOpacityAndMissingImages() {
    let faded = Draw.render(
        [image("gradient", Rect(x: 0, y: 0, width: 4, height: 1), .scaleToFill, opacity: 0.5)], width: 4, height: 1)
    #expect(faded.pixels[0] == 0xFF7F_7F7F)
    let missing = Draw.render(
        [image("nothing", Rect(x: 0, y: 0, width: 4, height: 1), .scaleToFill)], width: 4, height: 1)
    #expect(missing.pixels.allSatisfy { $0 == 0xFFFF_FFFF })
}

@Test func anOverlayListDrawsOverThePixelsAlreadyThereInsteadOfItsBackground() {
    var fb = Framebuffer(width: 8, height: 8, fill: 0xFFFF_FFFF)!
    let fill = DrawCommand.fill(
        ShapeFill(
            rect: Rect(x: 1, y: 1, width: 4, height: 4), radii: .zero, paint: .solid(RGBA8(r: 0, g: 0, b: 0)),
            opacity: 0.5, role: .chrome))
    let list = DisplayList(size: Size(width: 8, height: 8), background: RGBA8(r: 255, g: 0, b: 0), commands: [fill])
    Rasterizer().render(list, into: &fb, clip: PixelRect(x: 0, y: 0, width: 3, height: 8), overlay: true)
    // Half-transparent black over white: 255 × (1 − 128/255) = 127, inside the clip only.
    #expect(fb.pixels[1 * 8 + 1] == 0xFF7F_7F7F)
    #expect(fb.pixels[1 * 8 + 3] == 0xFFFF_FFFF)
    // The red background is not painted: the white stays.
    #expect(fb.pixels[0] == 0xFFFF_FFFF)
}

/// "ab" laid out `width` points wide from x = 2 with an anchor; the fake glyphs are 7 pixels wide.
private func anchored(_ anchor: TextAnchor, width: Double = 10) -> DrawCommand {
    .text(
        TextRun(
            text: "ab", font: FontSpec(family: "Fake", size: 5), baselineOrigin: Point(x: 2, y: 6),
            color: RGBA8(r: 0, g: 0, b: 0), width: width, anchor: anchor))
}

@Test func rightAnchoredTextEndsAtItsLaidOutRightEndWhateverItsDrawnWidth() {
    // The run ends at 2 + 10 = 12: the 7-pixel mask starts at 5, its last glyph column is 11.
    let fb = Draw.render([anchored(.right)], width: 20, height: 7)
    #expect(Draw.ink(fb, 4, 3) == 0)
    #expect(Draw.ink(fb, 5, 3) == 60)
    #expect(Draw.ink(fb, 11, 3) == 180)
    #expect(Draw.ink(fb, 12, 3) == 0)
}

@Test func centreAnchoredTextStaysCentredOnItsLaidOutMiddle() {
    // Middle 2 + 5 = 7, minus half the mask (3.5) = 3.5, rounded half up to 4.
    let fb = Draw.render([anchored(.center)], width: 20, height: 7)
    #expect(Draw.ink(fb, 3, 3) == 0)
    #expect(Draw.ink(fb, 4, 3) == 60)
}

@Test func leftAnchoredTextStartsAtItsOrigin() {
    let fb = Draw.render([anchored(.left)], width: 20, height: 7)
    #expect(Draw.ink(fb, 1, 3) == 0)
    #expect(Draw.ink(fb, 2, 3) == 60)
}

@Test func aCondensedRunsMaskIsTheMeanCoverageOfTheSpanEachColumnStandsFor() {
    // "ab" is 60 120 180 0 60 120 180; at 0.75 each new column stands for 4/3 source columns:
    // (60 + 120 / 3) · 0.75 = 75, (120 · 2/3 + 180 · 2/3) · 0.75 = 150, (180 / 3 + 0) · 0.75 = 45, …
    let run = TextRun(text: "ab", font: .default, baselineOrigin: .zero, color: RGBA8(r: 0, g: 0, b: 0))
    let mask = FakeGlyphs().mask(for: run, scale: 1)
    let condensed = mask?.condensed(by: 0.75)
    #expect(condensed?.width == 6)
    #expect(condensed.map { Array($0.coverage[0..<6]) } == [75, 150, 45, 75, 150, 45])
    #expect(condensed?.offsetY == -5)
}

@Test func aCondensedRunIsDrawnNarrowerFromItsOrigin() {
    let run = TextRun(
        text: "ab", font: FontSpec(family: "Fake", size: 5), baselineOrigin: Point(x: 2, y: 6),
        color: RGBA8(r: 0, g: 0, b: 0), width: 5.25, widthScale: 0.75)
    let fb = Draw.render([.text(run)], width: 20, height: 7)
    // Six columns from x = 2 instead of seven: the last ink is at 7.
    #expect(Draw.ink(fb, 1, 3) == 0)
    #expect(Draw.ink(fb, 7, 3) > 0)
    #expect(Draw.ink(fb, 8, 3) == 0)
}
