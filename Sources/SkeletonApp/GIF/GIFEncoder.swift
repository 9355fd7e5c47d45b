import SkeletonRaster

/// Writes animated GIF89a files: one global palette, every frame full size, looping forever
/// (NETSCAPE2.0 extension). PNG goes through libpng; GIF is small enough to be ours.
enum GIFEncoder {
    /// The GIF bytes of `frames` (all the same size), each shown for its delay in hundredths of a second.
    static func encode(frames: [Framebuffer], delays: [Int]) -> [UInt8] {
        precondition(!frames.isEmpty && frames.count == delays.count, "one delay per frame, at least one frame")
        let width = frames[0].width
        let height = frames[0].height
        var palette = ColorPalette(frames: frames.map(\.pixels))
        let bits = tableBits(palette.colors.count)
        var bytes: [UInt8] = Array("GIF89a".utf8)
        bytes += le16(width) + le16(height)
        bytes += [0x80 | 0x70 | UInt8(bits - 1), 0, 0]
        for index in 0..<(1 << bits) {
            let color = index < palette.colors.count ? palette.colors[index] : 0
            bytes += [UInt8((color >> 16) & 0xFF), UInt8((color >> 8) & 0xFF), UInt8(color & 0xFF)]
        }
        bytes += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
        let minimumCodeSize = max(2, bits)
        for (frame, delay) in zip(frames, delays) {
            // Graphic control: disposal "do not dispose", no transparency, the delay.
            bytes += [0x21, 0xF9, 0x04, 0x04] + le16(max(0, min(delay, 65_535))) + [0x00, 0x00]
            bytes += [0x2C] + le16(0) + le16(0) + le16(width) + le16(height) + [0x00]
            let indices = frame.pixels.map { palette.index(of: $0) }
            bytes.append(UInt8(minimumCodeSize))
            let data = LZWEncoder.encode(indices, minimumCodeSize: minimumCodeSize)
            var offset = 0
            while offset < data.count {
                let length = min(255, data.count - offset)
                bytes.append(UInt8(length))
                bytes += data[offset..<(offset + length)]
                offset += length
            }
            bytes.append(0x00)
        }
        bytes.append(0x3B)
        return bytes
    }

    /// Delays in hundredths of a second for `count` frames at `fps`, rounded so their sum tracks
    /// the true elapsed time instead of accumulating rounding error.
    static func delays(count: Int, fps: Double) -> [Int] {
        (0..<count).map { index in
            Int((Double(index + 1) * 100 / fps).rounded()) - Int((Double(index) * 100 / fps).rounded())
        }
    }

    /// Bits per palette index: the smallest power of two table (2…256 entries) holding `count` colours.
    private static func tableBits(_ count: Int) -> Int {
        var bits = 1
        while 1 << bits < count { bits += 1 }
        return bits
    }

    /// Little-endian 16-bit value.
    private static func le16(_ value: Int) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)]
    }
}
