import Foundation
import SkeletonRaster
import SkeletonSystem
import TestSupport
import Testing

@testable import SkeletonCodecs

@Test func pngRoundTripKeepsOpaqueAndTranslucentPixels() throws {
    var fb = try #require(Framebuffer(width: 3, height: 2, fill: 0xFF10_2030))
    fb.pixels[1] = 0x8040_2010  // premultiplied, alpha 128
    fb.pixels[2] = 0x0000_0000
    let scratch = try TemporaryDirectory()
    let path = scratch.file("roundtrip.png")
    try PNGFile.write(fb, to: path)
    let back = try PNGFile.read(path: path)
    #expect(back.width == 3)
    #expect(back.height == 2)
    #expect(back.pixels[0] == 0xFF10_2030)
    #expect(back.pixels[1] == 0x8040_2010)
    #expect(back.pixels[2] == 0)
}

@Test func pngEncodingIsByteIdenticalForTheSamePixels() throws {
    let fb = try #require(Framebuffer(width: 16, height: 16, fill: 0xFFEC_F0F1))
    #expect(try PNGFile.encode(fb) == PNGFile.encode(fb))
}

@Test func readingAMissingPNGThrowsWithThePath() {
    #expect(throws: PNGError.self) { try PNGFile.read(path: "/nonexistent/nothing.png") }
    do {
        _ = try PNGFile.read(path: "/nonexistent/nothing.png")
    } catch {
        #expect("\(error)".contains("/nonexistent/nothing.png"))
    }
}

@Test func writingIntoAMissingFolderThrowsAndLeavesNothing() throws {
    let fb = try #require(Framebuffer(width: 1, height: 1))
    #expect(throws: FileError.self) { try PNGFile.write(fb, to: "/nonexistent-dir/x.png") }
}

/// The colour type byte of a PNG's IHDR chunk (2 = RGB, 6 = RGBA).
private func colorType(_ bytes: [UInt8]) -> UInt8 { bytes[25] }

@Test func anOpaqueFrameIsWrittenAsRGBWithTheSamePixels() throws {
    var fb = try #require(Framebuffer(width: 4, height: 3, fill: 0xFF10_2030))
    fb.pixels[5] = 0xFFFE_0102
    fb.pixels[11] = 0xFF00_FF7F
    let bytes = try PNGFile.encode(fb)
    #expect(colorType(bytes) == 2)
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("opaque.png", bytes)
    #expect(try PNGFile.read(path: path).pixels == fb.pixels)
}

@Test func aTranslucentFrameKeepsItsAlphaChannel() throws {
    var fb = try #require(Framebuffer(width: 2, height: 2, fill: 0xFF10_2030))
    fb.pixels[3] = 0x8040_2010
    #expect(colorType(try PNGFile.encode(fb)) == 6)
}

@Test func aPalettePNGWhoseTransparencyIsInTRNSDecodesPremultiplied() throws {
    // 2×1, palette red (alpha 128 through tRNS) and opaque blue: the decoder's skip of premultiplying
    // must see tRNS as an alpha channel, not only RGBA colour types.
    let bytes: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
        0x00, 0x02, 0x00, 0x00, 0x00, 0x01, 0x08, 0x03, 0x00, 0x00, 0x00, 0xC3, 0xFC, 0x8F, 0xB8, 0x00, 0x00, 0x00,
        0x06, 0x50, 0x4C, 0x54, 0x45, 0xFF, 0x00, 0x00, 0x00, 0x00, 0xFF, 0x6C, 0xA1, 0xFD, 0x8E, 0x00, 0x00, 0x00,
        0x01, 0x74, 0x52, 0x4E, 0x53, 0x80, 0xAD, 0x5E, 0x5B, 0x46, 0x00, 0x00, 0x00, 0x0B, 0x49, 0x44, 0x41, 0x54,
        0x78, 0xDA, 0x63, 0x60, 0x60, 0x04, 0x00, 0x00, 0x04, 0x00, 0x02, 0x2C, 0xDE, 0x48, 0xAD, 0x00, 0x00, 0x00,
        0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]
    let scratch = try TemporaryDirectory()
    let path = scratch.file("palette.png")
    try OutputFile.write(bytes, to: path)
    let image = try PNGFile.read(path: path)
    #expect(image.pixels == [0x8080_0000, 0xFF00_00FF])
}

@Test func aPNGWhoseDataIsLargerThanItsHeaderNeedsIsRefusedBeforeAnyOfItIsInflated() throws {
    let scratch = try TemporaryDirectory()
    let bomb = PNGBomb.bytes()
    let path = try scratch.write("bomb.png", bomb)
    let compressed = bomb.count - 8 - 25 - 12 - 12
    let clock = ContinuousClock()
    let start = clock.now
    #expect {
        try PNGFile.read(path: path)
    } throws: { error in
        "\(error)"
            == "cannot read PNG \(path): its image data is \(compressed) bytes compressed, more than the 4101 a 1×1 "
            + "image can need (9/8 of its 5 bytes of rows, plus 4096); the file is damaged or built to make decoding "
            + "slow: save the image again"
    }
    #expect(clock.now - start < .seconds(1))
}

@Test func theDataBoundCountsEveryRowsFilterByteAndEachInterlacedPass() {
    // 10×3 RGBA: 3 rows of 1 + 40 bytes. Interlaced 8×8 gray: Adam7's passes are 1×1, 1×1, 2×1,
    // 2×2, 4×2, 4×4 and 8×4 pixels, each row one byte and its filter byte.
    #expect(PNGImageData.rowBytes(width: 10, height: 3, bitsPerPixel: 32, interlaced: false) == 123)
    #expect(
        PNGImageData.rowBytes(width: 8, height: 8, bitsPerPixel: 8, interlaced: true) == 2 + 2 + 3 + 6 + 10 + 20 + 36)
    #expect(PNGImageData.rowBytes(width: 1, height: 1, bitsPerPixel: 1, interlaced: true) == 2)
}

@Test func everyPNGTheToolWritesIsWithinTheDataBound() throws {
    var fb = try #require(Framebuffer(width: 64, height: 48))
    for index in fb.pixels.indices {
        fb.pixels[index] = UInt32(truncatingIfNeeded: index &* 2_654_435_761) | 0xFF00_0000
    }
    #expect(PNGImageData.problem(in: try PNGFile.encode(fb)) == nil)
}
