import Foundation
import SkeletonFiles
import SkeletonRaster
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
