/// An image's pixel size read from its header (PNG's IHDR, JPEG's start-of-frame), so oversized
/// images are refused before a decoder allocates for them.
package struct ImageHeader: Equatable, Sendable {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int

    /// Pixels the decoded image holds.
    package var pixelCount: Int { width * height }

    /// A header of this size.
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size of a PNG or JPEG image from its first bytes; nil for other formats or a broken header.
    package init?(bytes: [UInt8]) {
        guard let size = Self.png(bytes) ?? Self.jpeg(bytes) else { return nil }
        self.init(width: size.0, height: size.1)
    }

    /// The size of the image in the file at `path`, reading only its header (at most 64 KiB).
    package init?(path: String) {
        guard let bytes = try? InputFile.prefix(path, what: "the image", count: 65_536) else { return nil }
        self.init(bytes: bytes)
    }

    private static func png(_ b: [UInt8]) -> (Int, Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard b.count >= 24, Array(b[0..<8]) == signature, Array(b[12..<16]) == Array("IHDR".utf8) else { return nil }
        return (bigEndian(b, 16, 4), bigEndian(b, 20, 4))
    }

    /// Walks JPEG markers to the first start-of-frame (SOF0…SOF15 but DHT, JPG and DAC).
    private static func jpeg(_ b: [UInt8]) -> (Int, Int)? {
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var index = 2
        while index + 9 < b.count {
            guard b[index] == 0xFF else { return nil }
            let marker = b[index + 1]
            if marker == 0xFF {
                index += 1
                continue
            }
            let length = bigEndian(b, index + 2, 2)
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (bigEndian(b, index + 7, 2), bigEndian(b, index + 5, 2))
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ b: [UInt8], _ at: Int, _ count: Int) -> Int {
        b[at..<(at + count)].reduce(0) { $0 << 8 | Int($1) }
    }
}

/// How large the images a theme names may be, checked from their headers before decoding
/// (Docs/limits-and-safety.md): one image at most 4096×4096 pixels (64 MiB decoded) in a file of at most
/// 64 MiB, all the distinct
/// images of one theme at most 64 Mi pixels (256 MiB decoded).
package enum ImageLimits {
    /// The most pixels one image may have.
    package static let maxPixels = 4096 * 4096
    /// The most pixels the distinct images of one theme may have together.
    package static let maxThemePixels = 64 * 1024 * 1024
    /// The most pixels a PNG the tool reads back (a `--compare` baseline) may have: the largest capture.
    package static let maxBaselinePixels = 8192 * 8192
    /// The largest PNG file read back, in bytes.
    package static let maxPNGFileBytes = 256 * 1024 * 1024
    /// The largest image file a theme may name or `import` copies from an app, in bytes (64 MiB:
    /// a 4096×4096 picture of noise that does not compress at all), read once within this budget.
    package static let maxImageFileBytes = 64 * 1024 * 1024
}

/// UIKit's naming rule for an image's scale: `icon@2x.png` holds 2 pixels per point, `icon@3x.png`
/// 3, any other name 1 (what `UIImage(named:)` reads from a bundle's file names).
package enum ImageScale {
    /// The scale a file's name gives (1, 2 or 3).
    package static func of(path: String) -> Int {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? name
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}
