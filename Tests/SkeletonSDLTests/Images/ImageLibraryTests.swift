import Foundation
import SkeletonCodecs
import SkeletonRaster
import TestSupport
import Testing

@testable import SkeletonSDL

@Test func translucentPNGLoadsPremultiplied() throws {
    let scratch = try TemporaryDirectory()
    let folder = scratch.path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var fb = try #require(Framebuffer(width: 2, height: 1, fill: 0xFF10_2030))
    fb.pixels[1] = 0x8040_2010
    try PNGFile.write(fb, to: folder + "/tile.png")
    let library = ImageLibrary(baseFolder: folder, log: MessageLog(sink: { _ in }))
    let bitmap = try #require(library.bitmap(named: "tile.png"))
    #expect(bitmap.width == 2)
    #expect(bitmap.height == 1)
    #expect(bitmap.pixels == [0xFF10_2030, 0x8040_2010])
}

@Test func absoluteNamesIgnoreTheBaseFolder() throws {
    let scratch = try TemporaryDirectory()
    let folder = scratch.path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try PNGFile.write(
        try #require(Framebuffer(width: 1, height: 1, fill: 0xFF00_FF00)), to: folder + "/a.png")
    let library = ImageLibrary(baseFolder: "/elsewhere", log: MessageLog(sink: { _ in }))
    #expect(library.bitmap(named: folder + "/a.png")?.pixels == [0xFF00_FF00])
    #expect(library.path(for: "x/b.png") == "/elsewhere/x/b.png")
}

@Test func missingImageGivesNilAndOneMessageNamingThePath() {
    let collected = CollectedMessages()
    let library = ImageLibrary(baseFolder: "/nonexistent-theme-folder", log: collected.log)
    #expect(library.bitmap(named: "avatar.png") == nil)
    #expect(library.bitmap(named: "avatar.png") == nil)
    #expect(collected.messages.count == 1)
    #expect(collected.messages.first?.contains("/nonexistent-theme-folder/avatar.png") == true)
}

@Test func brokenImageGivesNilAndAMessage() throws {
    let scratch = try TemporaryDirectory()
    let folder = scratch.path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data("not a png at all".utf8).write(to: URL(fileURLWithPath: folder + "/bad.png"))
    let collected = CollectedMessages()
    let library = ImageLibrary(baseFolder: folder, log: collected.log)
    #expect(library.bitmap(named: "bad.png") == nil)
    #expect(collected.messages.count == 1)
    #expect(collected.messages.first?.contains("cannot be decoded") == true)
}

@Test func editedImageIsReloaded() throws {
    let scratch = try TemporaryDirectory()
    let folder = scratch.path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/swap.png"
    try PNGFile.write(try #require(Framebuffer(width: 1, height: 1, fill: 0xFFFF_0000)), to: file)
    let library = ImageLibrary(baseFolder: folder, log: MessageLog(sink: { _ in }))
    #expect(library.bitmap(named: "swap.png")?.pixels == [0xFFFF_0000])
    try PNGFile.write(try #require(Framebuffer(width: 2, height: 1, fill: 0xFF00_00FF)), to: file)
    #expect(library.bitmap(named: "swap.png")?.pixels == [0xFF00_00FF, 0xFF00_00FF])
}

@Test func emptyNameAndFolderNameAreRejected() throws {
    let scratch = try TemporaryDirectory()
    let folder = scratch.path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let library = ImageLibrary(baseFolder: folder, log: MessageLog(sink: { _ in }))
    #expect(library.bitmap(named: "") == nil)
    #expect(library.bitmap(named: ".") == nil)
}

@Test func anImageWhoseHeaderClaimsAHugeSizeIsRefusedBeforeDecoding() throws {
    let scratch = try TemporaryDirectory()
    let be = { (v: UInt32) in [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
    let header: [UInt8] =
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + be(28000) + be(28000)
        + [8, 6, 0, 0, 0, 0, 0, 0, 0]
    try scratch.write("huge.png", header)
    let collected = CollectedMessages()
    let library = ImageLibrary(baseFolder: scratch.path, log: collected.log)
    #expect(library.bitmap(named: "huge.png") == nil)
    #expect(
        collected.messages == [
            "warning: image \"huge.png\" (\(scratch.path)/huge.png) is 28000×28000 pixels; the limit is 16777216 "
                + "pixels (4096×4096): scale it down"
        ])
}

@Test func aDecompressionBombIsRefusedUnreadInAFewMillisecondsNotDecodedOnTheFrameLoop() throws {
    // The window decodes images as it draws a frame after a reload: refusing the bomb must cost
    // about a frame at most. It costs one 4 MiB read and a walk over four chunk headers.
    let scratch = try TemporaryDirectory()
    let bomb = PNGBomb.bytes()
    try scratch.write("bomb.png", bomb)
    let collected = CollectedMessages()
    let library = ImageLibrary(baseFolder: scratch.path, log: collected.log)
    let clock = ContinuousClock()
    let start = clock.now
    #expect(library.bitmap(named: "bomb.png") == nil)
    let elapsed = clock.now - start
    #expect(elapsed < .milliseconds(50), "\(elapsed)")
    #expect(
        collected.messages == [
            "warning: image \"bomb.png\" (\(scratch.path)/bomb.png) is not decoded: its image data is "
                + "\(bomb.count - 57) bytes compressed, more than the 4101 a 1×1 image can need (9/8 of its 5 bytes "
                + "of rows, plus 4096); the file is damaged or built to make decoding slow: save the image again"
        ])
}
