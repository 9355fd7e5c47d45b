import SkeletonRaster
import TestSupport
import Testing

@testable import SkeletonCodecs

/// A 5×4 frame whose pixels come from a function of (x, y).
private func frame(_ pixel: (Int, Int) -> UInt32) -> Framebuffer {
    var fb = Framebuffer(width: 5, height: 4)!
    for y in 0..<4 {
        for x in 0..<5 { fb.pixels[y * 5 + x] = pixel(x, y) }
    }
    return fb
}

@Test func webpFramesRoundTripExactlyWithTheirTimesAndLoopForever() throws {
    let frames = [
        frame { x, y in 0xFF00_0000 | UInt32(x * 40) << 16 | UInt32(y * 60) << 8 | 0x7F },
        frame { x, _ in x < 2 ? 0xFFEF_EFF4 : 0xFF1A_BC9C },
        frame { x, y in (x + y) % 2 == 0 ? 0xFF00_0000 : 0xFFFF_FFFF },
    ]
    let bytes = try WebPAnimationFile.encode(width: 5, height: 4, timestamps: [0, 40, 100], duration: 150) {
        frames[$0]
    }
    let animation = try #require(WebPAnimation(bytes))
    #expect(animation.loopCount == 0)
    #expect(animation.endTimes == [40, 100, 150])
    #expect(animation.frames.map(\.pixels) == frames.map(\.pixels))
}

@Test func webpKeepsTranslucentPixelsAsStraightAlpha() throws {
    // Premultiplied in (alpha 128 over red 64): straight out, as PNG has it.
    let translucent = frame { x, _ in x == 0 ? 0x8040_0000 : 0xFF10_2030 }
    let opaque = frame { _, _ in 0xFF10_2030 }
    let bytes = try WebPAnimationFile.encode(width: 5, height: 4, timestamps: [0, 500], duration: 1000) {
        [translucent, opaque][$0]
    }
    let animation = try #require(WebPAnimation(bytes))
    let straight = translucent.pixels.map(PremultipliedAlpha.unpremultiplied)
    #expect(straight[0] == 0x8080_0000 && straight[1] == 0xFF10_2030)
    #expect(animation.frames.map(\.pixels) == [straight, opaque.pixels])
}

@Test func webpAsksForEachFrameOnceInOrder() throws {
    var asked: [Int] = []
    _ = try WebPAnimationFile.encode(width: 5, height: 4, timestamps: [0, 10, 20, 30], duration: 40) { index in
        asked.append(index)
        return frame { x, _ in 0xFF00_0000 | UInt32(x + index) }
    }
    #expect(asked == [0, 1, 2, 3])
}

@Test func aFrameThatFailsStopsTheWebPEncoding() {
    struct Refused: Error {}
    #expect(throws: Refused.self) {
        try WebPAnimationFile.encode(width: 5, height: 4, timestamps: [0, 10], duration: 20) { index in
            guard index == 0 else { throw Refused() }
            return frame { _, _ in 0xFF00_0000 }
        }
    }
}
