import Foundation
import SkeletonRaster

/// Reads the X Window Dump files `xwd` writes (the X server's own pixels of a window), for the
/// 24/32-bit TrueColor visuals Xvfb uses; returns opaque 0xFFRRGGBB pixels.
enum XWDImage {
    /// Why a dump cannot be read.
    struct Unsupported: Error, CustomStringConvertible {
        /// What is wrong with the file.
        let description: String
    }

    /// The window's pixels in `path`.
    static func read(path: String) throws -> Framebuffer {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func field(_ index: Int) -> Int {
            let at = index * 4
            guard at + 4 <= bytes.count else { return 0 }
            return bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
        }
        let (headerSize, width, height, byteOrder) = (field(0), field(4), field(5), field(7))
        let (bitsPerPixel, bytesPerLine, colors) = (field(11), field(12), field(19))
        let masks = (red: UInt32(field(14)), green: UInt32(field(15)), blue: UInt32(field(16)))
        guard bitsPerPixel == 32, var fb = Framebuffer(width: width, height: height) else {
            throw Unsupported(description: "\(path): \(bitsPerPixel) bits per pixel, \(width)×\(height)")
        }
        let start = headerSize + colors * 12
        guard start + bytesPerLine * height <= bytes.count else { throw Unsupported(description: "\(path): truncated") }
        func channel(_ pixel: UInt32, _ mask: UInt32) -> UInt32 { (pixel & mask) >> UInt32(mask.trailingZeroBitCount) }
        for y in 0..<height {
            for x in 0..<width {
                let at = start + y * bytesPerLine + x * 4
                let raw = bytes[at..<(at + 4)].map(UInt32.init)
                let pixel =
                    byteOrder == 0
                    ? raw[0] | raw[1] << 8 | raw[2] << 16 | raw[3] << 24
                    : raw[3] | raw[2] << 8 | raw[1] << 16 | raw[0] << 24
                fb.pixels[y * width + x] =
                    0xFF00_0000 | channel(pixel, masks.red) << 16 | channel(pixel, masks.green) << 8
                    | channel(pixel, masks.blue)
            }
        }
        return fb
    }
}
