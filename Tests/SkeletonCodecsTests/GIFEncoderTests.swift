import SkeletonRaster
import TestSupport
import Testing

@testable import SkeletonCodecs

/// A framebuffer whose pixels come from a function of (x, y).
private func frame(width: Int, height: Int, _ pixel: (Int, Int) -> UInt32) -> Framebuffer {
    var fb = Framebuffer(width: width, height: height)!
    for y in 0..<height {
        for x in 0..<width { fb.pixels[y * width + x] = 0xFF00_0000 | pixel(x, y) }
    }
    return fb
}

@Test func fewColoursRoundTripExactlyWithDelaysAndLoop() throws {
    let first = frame(width: 7, height: 5) { x, y in (x + y) % 2 == 0 ? 0xEFEFF4 : 0x1ABC9C }
    let second = frame(width: 7, height: 5) { x, _ in x < 3 ? 0xFFFFFF : 0x000000 }
    let bytes = GIFEncoder.encode(frames: [first, second], delays: [4, 6])
    let gif = try #require(GIFDecoder(bytes))
    #expect(gif.width == 7 && gif.height == 5)
    #expect(gif.loops)
    #expect(gif.delays == [4, 6])
    #expect(gif.frames == [first.pixels.map { $0 & 0xFF_FFFF }, second.pixels.map { $0 & 0xFF_FFFF }])
}

@Test func largeImagesFillTheCodeTableAndStillDecodeExactly() throws {
    // 256 distinct colours in a noisy pattern: the code table fills up and is cleared many times.
    var state: UInt32 = 12345
    let noisy = frame(width: 300, height: 200) { _, _ in
        state = state &* 1_103_515_245 &+ 12345
        let level = (state >> 16) & 0xFF
        return level << 16 | (255 - level) << 8 | level
    }
    let gif = try #require(GIFDecoder(GIFEncoder.encode(frames: [noisy], delays: [10])))
    #expect(gif.frames == [noisy.pixels.map { $0 & 0xFF_FFFF }])
}

@Test func moreThan256ColoursAreQuantizedCloseToTheOriginal() throws {
    let ramp = frame(width: 64, height: 64) { x, y in UInt32(x * 4) << 16 | UInt32(y * 4) << 8 | 0x80 }
    let gif = try #require(GIFDecoder(GIFEncoder.encode(frames: [ramp], delays: [10])))
    let largest = zip(gif.frames[0], ramp.pixels).map { decoded, original in
        [16, 8, 0].map { shift in abs(Int((decoded >> shift) & 0xFF) - Int((original >> shift) & 0xFF)) }.max()!
    }.max()!
    #expect(largest <= 12)
}

@Test func frameDelaysSumToTheLoopExactly() {
    #expect(GIFEncoder.delays(count: 3, centiseconds: 10) == [3, 4, 3])
    #expect(GIFEncoder.delays(count: 4, centiseconds: 16) == [4, 4, 4, 4])
    // 1.5 s at 7 fps: 11 frames of 13.6 cs.
    #expect(GIFEncoder.delays(count: 11, centiseconds: 150) == [14, 13, 14, 14, 13, 14, 13, 14, 14, 13, 14])
}

@Test func framesAfterTheFirstStoreOnlyTheRectangleThatChanged() throws {
    let first = frame(width: 7, height: 5) { x, y in (x + y) % 2 == 0 ? 0xEFEFF4 : 0x1ABC9C }
    var second = first
    second.pixels[1 * 7 + 2] = 0xFF00_0000
    second.pixels[3 * 7 + 4] = 0xFFFF_FFFF
    let gif = try #require(GIFDecoder(GIFEncoder.encode(frames: [first, second, second], delays: [4, 6, 2])))
    #expect(
        gif.rects == [
            PixelRect(x: 0, y: 0, width: 7, height: 5), PixelRect(x: 2, y: 1, width: 3, height: 3),
            // Nothing changed: one unchanged pixel, as a GIF frame cannot be empty.
            PixelRect(x: 0, y: 0, width: 1, height: 1),
        ])
    #expect(gif.disposals == [1, 1, 1])
    #expect(gif.frames == [first, second, second].map { $0.pixels.map { $0 & 0xFF_FFFF } })
    #expect(gif.delays == [4, 6, 2])
}

@Test func identicalFramesGiveIdenticalBytes() {
    let image = frame(width: 10, height: 10) { x, y in UInt32(x * 20) << 8 | UInt32(y) }
    #expect(GIFEncoder.encode(frames: [image], delays: [5]) == GIFEncoder.encode(frames: [image], delays: [5]))
}
