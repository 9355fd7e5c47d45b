import SkeletonCore
import Testing

@testable import SkeletonRaster

/// The canvas of these tests: 13 bands of 32 rows, the last one 20 rows tall.
private let (width, height) = (300, 404)
private let canvas = Size(width: Double(width), height: Double(height))

/// Blocks sharing no pixel: a grid 0.75–110 px wide (square and rounded, fractional edges, rows
/// 21.7 px apart, so that blocks cross the bands' edges at many offsets), the first column cut by
/// the canvas's left edge and the last by its right edge, a tall block crossing every band, two
/// blocks touching on a pixel's edge, one whose rounded ends are wider than a vector, translucent
/// colours (the colour's alpha and the fill's opacity) and a transparent one.
private func disjointBlocks() -> [DrawCommand] {
    var blocks: [DrawCommand] = []
    let widths = [45.9, 0.75, 5.5, 12.3, 110]
    let heights = [1.6, 9.5, 13.25, 18.7]
    let radii = [0, 2, 4.5, 8]
    for j in 0..<15 {
        for i in 0..<5 {
            let (w, h) = (widths[i] + Double(j % 3) * 0.37, heights[j % 4])
            let radius = min(radii[(i + j) % 4], w / 2, h / 2)
            var color = RGBA8(r: 200, g: 205, b: UInt8(190 + i * 10))
            if i == 2 && j == 3 { color = RGBA8(r: 10, g: 20, b: 30, a: 0) }
            if i == 1 && j == 4 { color = RGBA8(r: 10, g: 20, b: 30, a: 100) }
            let opacity = i == 3 && j % 5 == 0 ? 0.6 : 1
            blocks.append(
                Draw.fill(
                    Double(i) * 58.3 - 3.7, Double(j) * 21.7 + 5.25, w, h, radius: radius, color: color,
                    opacity: opacity))
        }
    }
    return blocks + [
        Draw.fill(200.5, 0.3, 12.2, 400.4, radius: 6, color: RGBA8(r: 120, g: 130, b: 140)),
        Draw.fill(125, 60, 20, 10), Draw.fill(145, 60, 20.5, 10.25, radius: 3),
        Draw.fill(60.3, 330.6, 85, 40, radius: 20, color: RGBA8(r: 90, g: 160, b: 220)),
    ]
}

/// A framebuffer whose every pixel differs from its neighbours, so that a pixel stored where it
/// should not be, or left where it should be stored, shows.
private func patterned() -> Framebuffer {
    var fb = Framebuffer(width: width, height: height)!
    for i in fb.pixels.indices {
        fb.pixels[i] = 0xFF00_0000 | UInt32(truncatingIfNeeded: i &* 2_654_435_761) & 0xFF_FFFF
    }
    return fb
}

/// `list` drawn over `patterned()` in `clip` (nil: the whole canvas) at `offset`, with or without
/// the one-pass bands and the AVX2 twin, and the bands the rasterizer drew in one pass.
private func draw(
    _ list: DisplayList, clip: PixelRect? = nil, offset: Point = .zero, overlay: Bool = false, onePass: Bool,
    wide: Bool = false
) -> (Framebuffer, bands: Int) {
    var fb = patterned()
    let rasterizer = Rasterizer(allowingWideKernel: wide, allowingOnePassBands: onePass)
    rasterizer.render(
        list, into: &fb, offset: offset, clip: clip, overlay: overlay, glyphs: FakeGlyphs(), images: FakeImages())
    return (fb, rasterizer.bandsInOnePass)
}

/// How many pixels of the two framebuffers differ.
private func differing(_ a: Framebuffer, _ b: Framebuffer) -> Int {
    zip(a.pixels, b.pixels).filter { $0 != $1 }.count
}

@Test func aFrameOfBlocksSharingNoPixelIsDrawnInOnePassWithThePlainPathsBytes() {
    let blocks = disjointBlocks()
    let backgroundFill = Draw.fill(0, 0, Double(width), Double(height), color: RGBA8(r: 233, g: 236, b: 240))
    // Over the list's background (white: a byte fill; a grey with unequal bytes; translucent), and
    // over a first command covering the canvas (a skeleton's background).
    let lists = [
        DisplayList(size: canvas, background: Draw.white, commands: blocks),
        DisplayList(size: canvas, background: RGBA8(r: 240, g: 241, b: 245), commands: blocks),
        DisplayList(size: canvas, background: RGBA8(r: 240, g: 241, b: 245, a: 128), commands: blocks),
        DisplayList(size: canvas, background: Draw.white, commands: [backgroundFill] + blocks),
    ]
    // The whole canvas, and a clip cutting blocks on all four sides (its bands start mid-frame).
    let clips = [PixelRect(x: 0, y: 0, width: width, height: height), PixelRect(x: 37, y: 45, width: 201, height: 333)]
    for (index, list) in lists.enumerated() {
        for clip in clips {
            for wide in [false, true] {
                let (plain, plainBands) = draw(list, clip: clip, onePass: false, wide: wide)
                let (onePass, bands) = draw(list, clip: clip, onePass: true, wide: wide)
                #expect(differing(onePass, plain) == 0, "list \(index), clip \(clip), AVX2 twin \(wide)")
                #expect(plainBands == 0)
                // Every band (the twin counts its own bands, not the baseline's).
                #expect(bands == (wide ? 0 : (clip.height + 31) / 32), "list \(index), clip \(clip)")
            }
        }
    }
}

@Test func blocksSharingAPixelAtAFractionalOffsetAreDrawnAsUsualWithTheSameBytes() {
    // Moved by a fraction of a pixel, the two touching blocks (rows 60–70) share a column of pixels:
    // bands 1 and 2 are drawn as usual, the other 11 in one pass.
    let list = DisplayList(size: canvas, background: Draw.white, commands: disjointBlocks())
    let offset = Point(x: 0.37, y: 0.81)
    let (plain, _) = draw(list, offset: offset, onePass: false)
    let (onePass, bands) = draw(list, offset: offset, onePass: true)
    #expect(differing(onePass, plain) == 0)
    #expect(bands == 11)
}

@Test func bandsWhoseItemsOverlapOrAreNotPlainFillsAreDrawnAsUsualWithTheSameBytes() {
    // Blocks sharing no pixel, and in six bands of 32 rows one item each that a row of records
    // cannot write: two overlapping blocks (band 0), text (2), an image (4), a gradient (6), a
    // group (8) and a rounded clip (10). The other 7 bands are drawn in one pass.
    var commands = [Draw.fill(0, 0, Double(width), Double(height), color: RGBA8(r: 240, g: 242, b: 245))]
    for j in 0..<13 { commands.append(Draw.fill(20.5, Double(j) * 32 + 3.25, 60.3, 12.5, radius: 4)) }
    let gradient = LinearGradient(
        start: Point(x: 200, y: 0), end: Point(x: 250, y: 0),
        stops: [GradientStop(offset: 0, color: Draw.black), GradientStop(offset: 1, color: Draw.white)])
    commands += [
        Draw.fill(150.5, 2.5, 40, 20, radius: 5), Draw.fill(180.25, 10.75, 40, 15),
        .text(
            TextRun(
                text: "abc", font: FontSpec(family: "Fake", size: 5), baselineOrigin: Point(x: 150, y: 80),
                color: RGBA8(r: 10, g: 20, b: 30), opacity: 1)),
        .image(
            ImageDraw(
                name: "checker", rect: Rect(x: 150, y: 140, width: 10, height: 10), radii: .zero,
                contentMode: .scaleToFill)),
        .fill(
            ShapeFill(
                rect: Rect(x: 150.5, y: 200.5, width: 100, height: 10), radii: .zero, paint: .linear(gradient),
                role: .block)),
        .beginGroup(opacity: 0.5), Draw.fill(150, 262, 20, 8), Draw.fill(160, 266, 20, 8), .endGroup,
        .pushClip(rect: Rect(x: 150.5, y: 330.5, width: 30, height: 15), radii: CornerRadii(uniform: 5)),
        Draw.fill(140, 325, 60, 30, color: RGBA8(r: 200, g: 40, b: 40)),
        .popClip,
    ]
    let list = DisplayList(size: canvas, background: Draw.white, commands: commands)
    let (plain, _) = draw(list, onePass: false)
    let (onePass, bands) = draw(list, onePass: true)
    #expect(differing(onePass, plain) == 0)
    #expect(bands == 7)
}

@Test func anOverlayOrAFirstCommandCoveringInAnotherPaintIsDrawnAsUsual() {
    // An overlay draws over the pixels there (no background to write); an image covering the
    // canvas first is no one colour under the blocks.
    let blocks = disjointBlocks()
    let overlay = DisplayList(size: canvas, background: Draw.white, commands: blocks)
    let image = DrawCommand.image(
        ImageDraw(
            name: "checker", rect: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), radii: .zero,
            contentMode: .scaleToFill))
    let overImage = DisplayList(size: canvas, background: Draw.white, commands: [image] + blocks)
    for (list, isOverlay) in [(overlay, true), (overImage, false)] {
        let (plain, _) = draw(list, overlay: isOverlay, onePass: false)
        let (onePass, bands) = draw(list, overlay: isOverlay, onePass: true)
        #expect(differing(onePass, plain) == 0)
        #expect(bands == 0, "overlay \(isOverlay)")
    }
}

@Test func storedRunsOfEveryLengthWriteExactlyTheirPixels() {
    // The gaps and interiors of a row written in one pass: whole vectors from a vector's width on,
    // the last ending at the run's last pixel, pixel by pixel below it.
    for n in 0...40 {
        var row = (0..<(n + 2)).map { UInt32($0) }
        row.withUnsafeMutableBufferPointer { d in
            StoreRows().run(d.baseAddress! + 1, n, 0xFFAB_CDEF, under: UnsafePointer(d.baseAddress!))
        }
        #expect(row == [0] + Array(repeating: 0xFFAB_CDEF, count: n) + [UInt32(n + 1)], "n \(n)")
    }
}
