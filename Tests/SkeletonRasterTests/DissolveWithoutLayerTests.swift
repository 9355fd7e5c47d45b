import SkeletonCore
import Testing

@testable import SkeletonRaster

/// The canvas of these tests: the "poster" image's size, 19 bands of 32 rows.
private let (width, height) = (512, 600)
private let canvas = Size(width: Double(width), height: Double(height))
private let poster = DrawCommand.image(
    ImageDraw(
        name: "poster", rect: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), radii: .zero,
        contentMode: .scaleToFill))

/// A skeleton whose blocks share no pixel, after its background: a grid of blocks 0.75–110 px wide
/// (square and rounded, fractional edges), the first column cut by the canvas's left edge and the
/// last by its right edge, a tall block crossing every band, two blocks touching, one whose rounded
/// ends are wider than a vector, one translucent and one transparent colour.
private func disjointSkeleton() -> [DrawCommand] {
    var skeleton = [Draw.fill(0, 0, Double(width), Double(height), color: RGBA8(r: 233, g: 236, b: 240))]
    let widths = [95.9, 0.75, 5.5, 12.3, 110]
    let heights = [1.6, 9.5, 13.25, 30.7]
    let radii = [0, 2, 4.5, 8]
    for j in 0..<14 {
        for i in 0..<5 {
            let (w, h) = (widths[i] + Double(j % 3) * 0.37, heights[j % 4])
            let radius = min(radii[(i + j) % 4], w / 2, h / 2)
            var color = RGBA8(r: 200, g: 205, b: UInt8(190 + i * 10))
            if i == 2 && j == 3 { color = RGBA8(r: 10, g: 20, b: 30, a: 0) }
            let opacity = i == 3 && j % 5 == 0 ? 0.6 : 1
            skeleton.append(
                Draw.fill(
                    Double(i) * 103.3 - 3.7, Double(j) * 42.5 + 1.25, w, h, radius: radius, color: color,
                    opacity: opacity))
        }
    }
    skeleton += [
        Draw.fill(250.5, 10.3, 30.2, 500.4, radius: 12, color: RGBA8(r: 120, g: 130, b: 140)),
        Draw.fill(150, 100, 20, 10), Draw.fill(170, 100, 20.5, 10.25, radius: 3),
        Draw.fill(110.3, 300.6, 85, 40, radius: 20, color: RGBA8(r: 90, g: 160, b: 220)),
    ]
    return skeleton
}

/// How many pixels of `clip` in `dissolved` differ from the skeleton `layer` scaled by `k` over
/// `under` (the per-pixel formula the layer path is tested against in DissolveLayerTests), plus
/// the pixels outside `clip` that are not 0 (untouched).
private func differences(_ dissolved: Framebuffer, layer: Framebuffer, under: Framebuffer, k: UInt32, clip: PixelRect)
    -> Int
{
    var differing = 0
    for y in 0..<height {
        for x in 0..<width {
            let i = y * width + x
            let inside = x >= clip.x && x < clip.maxX && y >= clip.y && y < clip.maxY
            let expected = inside ? PixelMath.over(PixelMath.scale(layer.pixels[i], k), under.pixels[i]) : 0
            if dissolved.pixels[i] != expected { differing += 1 }
        }
    }
    return differing
}

/// The poster image alone.
private func posterPixels() -> Framebuffer {
    var under = Framebuffer(width: width, height: height)!
    Rasterizer().render(
        DisplayList(size: canvas, background: Draw.white, commands: [poster]), into: &under, images: FakeImages())
    return under
}

@Test func aDissolveOfBlocksSharingNoPixelSkipsTheLayerWithItsBytesAtEveryOpacityStep() {
    let skeleton = disjointSkeleton()
    let layer = Draw.render(skeleton, width: width, height: height)
    let under = posterPixels()
    // Every coverage a group opacity can take but 0 and 256 (no group drawn, no layer needed), on
    // the rows of three bands and part of a fourth (clipped there, so that the blocks crossing
    // the clip's bottom are cut by it).
    let clip = PixelRect(x: 0, y: 0, width: width, height: 100)
    let rasterizer = Rasterizer(allowingWideKernel: false)
    var failing: [UInt32] = []
    for k in UInt32(1)...255 {
        var dissolved = Framebuffer(width: width, height: height)!
        let list = DisplayList(
            size: canvas, background: Draw.white,
            commands: [poster, .beginGroup(opacity: Double(k) / 256)] + skeleton + [.endGroup])
        rasterizer.render(list, into: &dissolved, clip: clip, images: FakeImages())
        if differences(dissolved, layer: layer, under: under, k: k, clip: clip) != 0 { failing.append(k) }
    }
    #expect(failing.isEmpty, "coverages \(failing)")
    // All four bands of every frame but the first band of the first, which decodes the image as it
    // draws it (the image is composited in place once decoded: `runGroupOverImage`).
    #expect(rasterizer.bandsWithoutLayer == 255 * 4 - 1)
}

@Test func aDissolveWithoutLayerGivesTheSameBytesInEveryBuildAndClip() {
    let skeleton = disjointSkeleton()
    let layer = Draw.render(skeleton, width: width, height: height)
    let under = posterPixels()
    // The whole canvas, and a clip cutting blocks on all four sides (its bands start mid-frame).
    let clips = [PixelRect(x: 0, y: 0, width: width, height: height), PixelRect(x: 37, y: 45, width: 401, height: 333)]
    for clip in clips {
        for (opacity, wide, wideComposite) in [(0.5, true, true), (0.3, true, false), (0.7, false, true)] {
            var dissolved = Framebuffer(width: width, height: height)!
            let list = DisplayList(
                size: canvas, background: Draw.white,
                commands: [poster, .beginGroup(opacity: opacity)] + skeleton + [.endGroup])
            Rasterizer(allowingWideKernel: wide, allowingWideComposite: wideComposite).render(
                list, into: &dissolved, clip: clip, images: FakeImages())
            let k = PixelMath.coverage(fromOpacity: opacity)
            #expect(
                differences(dissolved, layer: layer, under: under, k: k, clip: clip) == 0,
                "clip \(clip), opacity \(opacity), wide kernel \(wide), wide composite \(wideComposite)")
        }
    }
}

@Test func bandsWhoseItemsOverlapOrAreNotPlainFillsGoThroughTheLayerWithTheSameBytes() {
    // Blocks sharing no pixel, and in six bands of 32 rows one item each that the dissolve without
    // a layer cannot composite: two overlapping blocks (band 0), text (3), an image (6), a gradient
    // (9), a nested group (12) and a rounded clip (15). The other 13 bands skip the layer.
    var skeleton = [Draw.fill(0, 0, Double(width), Double(height), color: RGBA8(r: 240, g: 242, b: 245))]
    for j in 0..<19 { skeleton.append(Draw.fill(20.5, Double(j) * 32 + 3.25, 60.3, 12.5, radius: 4)) }
    let gradient = LinearGradient(
        start: Point(x: 300, y: 0), end: Point(x: 400, y: 0),
        stops: [GradientStop(offset: 0, color: Draw.black), GradientStop(offset: 1, color: Draw.white)])
    skeleton += [
        Draw.fill(300.5, 2.5, 40, 20, radius: 5), Draw.fill(330.25, 10.75, 40, 15),
        .text(
            TextRun(
                text: "abc", font: FontSpec(family: "Fake", size: 5), baselineOrigin: Point(x: 300, y: 110),
                color: RGBA8(r: 10, g: 20, b: 30), opacity: 1)),
        .image(
            ImageDraw(
                name: "checker", rect: Rect(x: 300, y: 200, width: 10, height: 10), radii: .zero,
                contentMode: .scaleToFill)),
        .fill(
            ShapeFill(
                rect: Rect(x: 300.5, y: 300.5, width: 100, height: 10), radii: .zero, paint: .linear(gradient),
                role: .block)),
        .beginGroup(opacity: 0.5), Draw.fill(300, 400, 20, 8), Draw.fill(310, 404, 20, 8), .endGroup,
        .pushClip(rect: Rect(x: 300.5, y: 490.5, width: 30, height: 15), radii: CornerRadii(uniform: 5)),
        Draw.fill(290, 485, 60, 30, color: RGBA8(r: 200, g: 40, b: 40)),
        .popClip,
    ]
    let layer = Draw.render(skeleton, width: width, height: height)
    let under = posterPixels()
    let rasterizer = Rasterizer(allowingWideKernel: false)
    var dissolved = Framebuffer(width: width, height: height)!
    let list = DisplayList(
        size: canvas, background: Draw.white, commands: [poster, .beginGroup(opacity: 0.5)] + skeleton + [.endGroup])
    rasterizer.render(list, into: &dissolved, glyphs: FakeGlyphs(), images: FakeImages())
    let clip = PixelRect(x: 0, y: 0, width: width, height: height)
    #expect(differences(dissolved, layer: layer, under: under, k: 128, clip: clip) == 0)
    #expect(rasterizer.bandsWithoutLayer == 13)
}

@Test func bandItemsRefuseShapesSharingAPixelInARowBothCross() {
    func item(_ columns: Range<Int>, _ rows: Range<Int>) -> DissolveItem {
        DissolveItem(columns: columns, rows: rows, middleRows: rows, middle: 0, edges: 0, edgesAbove: 0)
    }
    var items = BandItems()
    // Touching (one ends where the next starts), and overlapping in columns but not in rows.
    for shape in [item(10..<20, 0..<8), item(20..<30, 2..<6), item(15..<25, 8..<16), item(0..<5, 0..<16)] {
        items.add(shape)
    }
    let disjoint = items.finish(rows: 0..<16)
    #expect(disjoint)
    #expect(items.runs.map(\.end) == [2, 6, 8, 16])
    #expect(
        items.runs.map { Array(items.members[$0.members]).map { items.items[$0].columns.lowerBound } } == [
            [0, 10], [0, 10, 20], [0, 10], [0, 15],
        ])
    items.reset()
    items.add(item(10..<20, 0..<8))
    items.add(item(19..<30, 7..<9))
    let overlapping = items.finish(rows: 0..<16)
    #expect(!overlapping)
}

@Test func circlesAndNarrowBlocksDissolveWithoutLayerWithTheirBytesInEveryBuild() {
    // Rows whose padded ends reach past their interior (the top and bottom rows of circles 8–47 px
    // across), kept as whole vectors each lane at its own coverage, and middle rows 8.2–16 px wide
    // (two vectors overlapping in the interior), against the per-pixel formula.
    var skeleton = [Draw.fill(0, 0, Double(width), Double(height), color: RGBA8(r: 233, g: 236, b: 240))]
    for j in 0..<5 {
        for i in 0..<8 {
            let d = 8 + Double(i + 8 * j) * 0.99
            skeleton.append(
                Draw.fill(
                    10.3 + Double(i) * 62, 10.6 + Double(j) * 60, d, d, radius: d / 2,
                    color: RGBA8(r: 200, g: 205, b: UInt8(150 + i * 10))))
        }
    }
    for i in 0..<8 {
        skeleton.append(Draw.fill(12.4 + Double(i) * 62, 320.3, 8.2 + Double(i) * 1.1, 30.5, radius: Double(i % 3)))
        skeleton.append(Draw.fill(12 + Double(i) * 62, 400, 8 + Double(i), 40))
    }
    let layer = Draw.render(skeleton, width: width, height: height)
    let under = posterPixels()
    let clip = PixelRect(x: 0, y: 0, width: width, height: height)
    for (opacity, wide, wideComposite) in [(0.5, false, false), (0.3, true, true), (0.7, true, false)] {
        var dissolved = Framebuffer(width: width, height: height)!
        let list = DisplayList(
            size: canvas, background: Draw.white,
            commands: [poster, .beginGroup(opacity: opacity)] + skeleton + [.endGroup])
        let rasterizer = Rasterizer(allowingWideKernel: wide, allowingWideComposite: wideComposite)
        rasterizer.render(list, into: &dissolved, images: FakeImages())
        let k = PixelMath.coverage(fromOpacity: opacity)
        #expect(
            differences(dissolved, layer: layer, under: under, k: k, clip: clip) == 0,
            "opacity \(opacity), wide kernel \(wide), wide composite \(wideComposite)")
        // Every band but the first, which decodes the image as it draws it (the twin counts its own).
        #expect(rasterizer.bandsWithoutLayer == (wide ? 0 : 18))
    }
}

@Test func aDissolveRecordCompositesItsGapVectorsAndRunAtTheColumnsItImplies() {
    // A record stores where it starts and ends and how many vectors each end has: the left vectors
    // from its start, the right ones ending at its end (over the left ones where they overlap),
    // the run between them. Every width from one vector to five, ends of 0–2 vectors, and a record
    // of pixels, each after a gap of background, against the per-pixel formula.
    let w = PixelOctet.width
    let blend = DissolveBlend(background: 0xFFE9_ECF0, k: 77, wide: false)
    let under = (0..<160).map { UInt32(0xFF00_0000) | UInt32(truncatingIfNeeded: $0 &* 2_654_435_761) >> 8 }
    // Scaled layer pixels, all different.
    let layerPixels = (0..<(6 * w)).map { blend.scaledLayer(0xFF33_6699, coverage: UInt32(($0 * 37 + 5) % 257)) }
    var vectors: [PixelOctet.Pixels] = []
    for v in 0..<4 { vectors.append(PixelOctet.Pixels((0..<w).map { layerPixels[v * w + $0] })) }
    let run = blend.scaledLayer(0xFF33_6699, coverage: 256)
    let (x, start) = (5, 13)
    var failing: [String] = []
    for width in w...(5 * w) {
        var rows: [(DissolveRow, String)] = [(DissolveRow(pixels: start..<(start + width), first: 3), "pixels")]
        for left in 0...2 {
            for right in 0...2 where max(left, right) * w <= width {
                rows.append(
                    (
                        DissolveRow(
                            start: start, end: start + width, first: 0, leftVectors: left, rightVectors: right, run: run
                        ),
                        "\(left) and \(right) vectors"
                    ))
            }
        }
        for (row, name) in rows {
            var frame = [UInt32](repeating: 0, count: under.count)
            let end = frame.withUnsafeMutableBufferPointer { d in
                under.withUnsafeBufferPointer { b in
                    vectors.withUnsafeBufferPointer { v in
                        layerPixels.withUnsafeBufferPointer { p in
                            blend.composite(
                                row, into: d.baseAddress!, under: b.baseAddress!, from: x, vectors: v, pixels: p)
                        }
                    }
                }
            }
            let rightStart = start + width - row.rightVectors * w
            let expected = (0..<under.count).map { c -> UInt32 in
                guard c >= x, c < start + width else { return 0 }
                let layer: UInt32
                if c < start {
                    layer = blend.scaledBackground
                } else if row.perPixel {
                    layer = layerPixels[3 + c - start]
                } else if c >= rightStart {
                    layer = layerPixels[(row.leftVectors + (c - rightStart) / w) * w + (c - rightStart) % w]
                } else if c < start + row.leftVectors * w {
                    layer = layerPixels[c - start]
                } else {
                    layer = run
                }
                return PixelMath.over(layer, under[c])
            }
            if end != start + width || frame != expected { failing.append("\(name), \(width) px") }
        }
    }
    #expect(failing.isEmpty, "\(failing)")
}
