import SkeletonCore
import Testing

@testable import SkeletonRaster

/// A 512×600 canvas spans several bands (512 KB each), so shapes cross band boundaries.
private let width = 512
private let height = 600

/// Forty rounded shapes of varied sizes, some overlapping, several crossing the band boundary at
/// row 256 and one as tall as the canvas.
private let manyShapes: [DrawCommand] = (0..<40).map { i in
    let x = Double(i % 8) * 61.3 + 3.25
    let y = Double(i / 8) * 117.7 + 10.5
    let tall = i == 17 ? 570.0 : 30 + Double(i % 5) * 33.4
    return Draw.fill(
        x, y, 70.5, tall, radius: Double(i % 4) * 6,
        color: RGBA8(r: UInt8(40 + i * 5), g: UInt8(200 - i * 3), b: 120), opacity: i % 3 == 0 ? 0.6 : 1)
}

/// The same commands in chunks of ten, each chunk inside a clip covering the whole canvas: a
/// pixel-aligned clip changes nothing, and chunks this short are drawn command by command rather
/// than through the band index.
private func chunkedInWholeCanvasClips(_ commands: [DrawCommand]) -> [DrawCommand] {
    let canvas = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
    var out: [DrawCommand] = []
    for start in stride(from: 0, to: commands.count, by: 10) {
        out.append(.pushClip(rect: canvas, radii: .zero))
        out.append(contentsOf: commands[start..<min(commands.count, start + 10)])
        out.append(.popClip)
    }
    return out
}

@Test func aLongListDrawnThroughTheBandIndexEqualsItDrawnCommandByCommand() {
    let indexed = Draw.render(manyShapes, width: width, height: height)
    let direct = Draw.render(chunkedInWholeCanvasClips(manyShapes), width: width, height: height)
    #expect(indexed.pixels == direct.pixels)
    // The tall shape is drawn in every band it crosses.
    #expect(Draw.ink(indexed, 60 + 5, 300) > 0)
    #expect(Draw.ink(indexed, 71, 560) > 0)
}

@Test func aLongOverlappingGroupDrawnThroughTheBandIndexEqualsItDrawnCommandByCommand() {
    let group = [DrawCommand.beginGroup(opacity: 0.4)] + manyShapes + [.endGroup]
    let chunked = [DrawCommand.beginGroup(opacity: 0.4)] + chunkedInWholeCanvasClips(manyShapes) + [.endGroup]
    #expect(
        Draw.render(group, width: width, height: height).pixels
            == Draw.render(chunked, width: width, height: height).pixels)
}

@Test func aLongSkeletonDissolvedOverAnImageEqualsTheImageDrawnFirst() {
    // The group over an opaque image is composited onto the image band by band, its band index
    // built once per frame; a transparent fill between image and group forces the plain path.
    let image = DrawCommand.image(
        ImageDraw(
            name: "poster", rect: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), radii: .zero,
            contentMode: .scaleToFill))
    let skeleton =
        [Draw.fill(0, 0, Double(width), Double(height), color: Draw.white)] + manyShapes
    let group = [DrawCommand.beginGroup(opacity: 0.5)] + skeleton + [.endGroup]
    let list = DisplayList(
        size: Size(width: Double(width), height: Double(height)), background: Draw.white, commands: [image] + group)
    let rasterizer = Rasterizer()
    var first = Framebuffer(width: width, height: height)!
    var second = Framebuffer(width: width, height: height)!
    rasterizer.render(list, into: &first, images: FakeImages())
    rasterizer.render(list, into: &second, images: FakeImages())
    let reference = Draw.render([image, Draw.fill(0, 0, 1, 1, opacity: 0)] + group, width: width, height: height)
    #expect(first.pixels == reference.pixels)
    #expect(second.pixels == reference.pixels)
}
