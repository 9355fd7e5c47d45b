import Foundation
import TestSupport
import Testing

/// The reason every reader gives for `PNGBomb.bytes()`.
private func bombReason(_ bomb: [UInt8]) -> String {
    "its image data is \(bomb.count - 57) bytes compressed, more than the 4101 a 1×1 image can need (9/8 of its "
        + "5 bytes of rows, plus 4096); the file is damaged or built to make decoding slow: save the image again"
}

@Test func aDecompressionBombAsABaselineIsRefusedInUnderASecond() throws {
    let scratch = try TemporaryDirectory()
    let bomb = PNGBomb.bytes()
    let baseline = try scratch.write("b.png", bomb)
    let start = ContinuousClock.now
    let result = try Executable.run(
        ["capture", Repository.theme("default"), "--layout", "Media card", "--compare", baseline])
    #expect(ContinuousClock.now - start < .seconds(1))
    #expect(result.status == 1)
    #expect(
        result.error
            == "error: cannot read the baseline \(baseline): cannot read PNG \(baseline): \(bombReason(bomb))\n")
}

@Test func aDecompressionBombAsAThemeImageIsAWarningInUnderASecond() throws {
    let scratch = try TemporaryDirectory()
    let bomb = PNGBomb.bytes()
    _ = try scratch.write("bomb.png", bomb)
    let theme = try scratch.write(
        "t.theme.json",
        """
        {"name": "T", "layouts": [{"name": "L", "size": [40, 40],
          "root": {"type": "imageView", "image": "bomb.png"}}]}
        """)
    let start = ContinuousClock.now
    let result = try Executable.run([
        "capture", theme, "--layout", "L", "--hide-at", "0", "--time", "1", "--out", scratch.file("a.png"),
    ])
    #expect(ContinuousClock.now - start < .seconds(1))
    #expect(result.status == 0)
    #expect(result.error.contains("warning: image \"\(scratch.path)/bomb.png\""), "\(result.error)")
    #expect(result.error.contains("is not decoded: \(bombReason(bomb))"), "\(result.error)")
}

@Test func aThemeImageOverTheFileSizeLimitIsALocatedError() throws {
    let scratch = try TemporaryDirectory()
    // A sparse file: its size is what the limit looks at, before reading a byte.
    let path = scratch.file("big.png")
    #expect(FileManager.default.createFile(atPath: path, contents: Data(PNGBomb.bytes(compressedBytes: 64))))
    #expect(truncate(path, 64 * 1024 * 1024 + 1) == 0)
    let theme = try scratch.write(
        "t.theme.json",
        """
        {"name": "T", "layouts": [{"name": "L", "size": [40, 40],
          "root": {"type": "imageView", "image": "big.png"}}]}
        """)
    let result = try Executable.run(["validate", theme])
    #expect(result.status == 1)
    #expect(
        result.standard.hasPrefix(
            "\(theme):2:42: error: image `big.png` is 67108865 bytes; the limit is 67108864 bytes (64 MiB) (at "
                + "layouts[0].root.image) — save it smaller (PNG compression, or JPEG for a photo)\n"),
        "\(result.standard)")
}
