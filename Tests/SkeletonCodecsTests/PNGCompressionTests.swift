import CPNG
import Foundation
import SkeletonRaster
import TestSupport
import Testing

@testable import SkeletonCodecs

/// A 40×30 frame with flat areas, a horizontal ramp and a translucent pixel when asked: something
/// each filter predicts differently.
private func sample(translucent: Bool) throws -> Framebuffer {
    var fb = try #require(Framebuffer(width: 40, height: 30, fill: 0xFFEC_F0F1))
    for y in 10..<20 {
        for x in 0..<40 { fb.pixels[y * 40 + x] = 0xFF00_0000 | UInt32(x * 6) << 16 | UInt32(y * 9) << 8 | 0x30 }
    }
    if translucent { fb.pixels[5] = 0x8040_2010 }
    return fb
}

@Test(arguments: [false, true])
func everyLevelFilterAndStrategyStoresTheSamePixels(translucent: Bool) throws {
    let fb = try sample(translucent: translucent)
    let scratch = try TemporaryDirectory()
    let filterChoices = PNGCompression.Filter.allCases.map { [$0] } + [PNGCompression.Filter.allCases]
    var sizes: Set<Int> = []
    for strategy in PNGCompression.Strategy.allCases {
        for level in [1, 6, 9] {
            for filters in filterChoices {
                let bytes = try PNGFile.encode(
                    fb, compression: PNGCompression(level: level, filters: filters, strategy: strategy))
                sizes.insert(bytes.count)
                let path = try scratch.write("f.png", bytes)
                #expect(try PNGFile.read(path: path).pixels == fb.pixels, "\(strategy) \(level) \(filters)")
            }
        }
    }
    // The settings really reach zlib and libpng: they do not all give one size.
    #expect(sizes.count > 10)
}

@Test func theFileWriterUsesTheChosenCompression() throws {
    let fb = try sample(translucent: false)
    let scratch = try TemporaryDirectory()
    let path = scratch.file("written.png")
    try PNGFile.write(fb, to: path)
    let written = try #require(FileManager.default.contents(atPath: path))
    #expect(try [UInt8](written) == PNGFile.encode(fb, compression: .chosen))
    #expect(
        try PNGFile.encode(fb, compression: .chosen)
            != PNGFile.encode(fb, compression: PNGCompression(level: 0, filters: [.none], strategy: .default)))
}

@Test func aLevelOutsideZeroToNineIsClampedAndNoFilterMeansNone() {
    let setting = PNGCompression(level: 12, filters: [], strategy: .rle)
    #expect(setting.level == 9)
    #expect(setting.filters == [.none])
    #expect(PNGCompression(level: -1, filters: [.up], strategy: .default).level == 0)
    #expect(setting.description == "level 9, filters none, strategy rle")
}

@Test func aFileLibpngCannotWriteIsAnErrorNotACrash() throws {
    // Two million rows are more than libpng accepts (its limit is a million): png_set_IHDR fails by
    // longjmp, which cpng_encode catches, returning 0 with libpng's message.
    var output = cpng_output()
    defer { free(output.bytes) }
    let pixel: [UInt8] = [1, 2, 3]
    let ok = pixel.withUnsafeBufferPointer { source in
        cpng_encode(
            source.baseAddress, 1, 2_000_000, 3,
            cpng_compression(level: 6, filters: 0x08, strategy: cpng_strategy_default), &output)
    }
    #expect(ok == 0)
    let message = withUnsafeBytes(of: &output.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    #expect(message == "Invalid IHDR data")
}
