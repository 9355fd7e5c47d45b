import SkeletonRaster

/// Writes animated GIF89a files: one global palette, looping forever (NETSCAPE2.0 extension); the
/// first frame whole, then only the rectangle of each frame that changed since the one before,
/// drawn over it ("do not dispose"). PNG goes through libpng; GIF is small enough to be ours.
enum GIFEncoder: AnimationEncoder {
    /// The GIF of `loop`: every frame is asked for first, as the palette is made from all of them;
    /// delays in hundredths of a second that add up to the loop's length.
    static func encode(_ loop: AnimationLoop, frame: (Int) throws -> Framebuffer) throws -> [UInt8] {
        let frames = try (0..<loop.frameCount).map(frame)
        return encode(
            frames: frames,
            delays: delays(count: loop.frameCount, centiseconds: Int((loop.seconds * 100).rounded())))
    }

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
        var previous: [UInt8]?
        for (frame, delay) in zip(frames, delays) {
            let indices = frame.pixels.map { palette.index(of: $0) }
            let rect =
                previous.map { changedRect(indices, since: $0, width: width, height: height) }
                ?? PixelRect(x: 0, y: 0, width: width, height: height)
            previous = indices
            // Graphic control: disposal "do not dispose" (the next frame draws over this one), no
            // transparency, the delay.
            bytes += [0x21, 0xF9, 0x04, 0x04] + le16(max(0, min(delay, 65_535))) + [0x00, 0x00]
            bytes += [0x2C] + le16(rect.x) + le16(rect.y) + le16(rect.width) + le16(rect.height) + [0x00]
            var region: [UInt8] = []
            region.reserveCapacity(rect.width * rect.height)
            for y in rect.y..<(rect.y + rect.height) {
                region += indices[(y * width + rect.x)..<(y * width + rect.x + rect.width)]
            }
            bytes.append(UInt8(minimumCodeSize))
            let data = LZWEncoder.encode(region, minimumCodeSize: minimumCodeSize)
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

    /// Delays in hundredths of a second for `count` frames of a loop lasting `centiseconds`: frame
    /// `i` ends at `centiseconds · (i + 1) / count` rounded, so the delays sum to the loop exactly
    /// and differ by at most one.
    static func delays(count: Int, centiseconds: Int) -> [Int] {
        func end(_ index: Int) -> Int { (2 * centiseconds * index + count) / (2 * count) }
        return (0..<count).map { end($0 + 1) - end($0) }
    }

    /// The smallest rectangle holding every pixel whose index differs from `previous`; a 1×1
    /// rectangle in the corner when none does (a GIF frame cannot be empty, and the pixel redrawn
    /// is unchanged).
    private static func changedRect(_ indices: [UInt8], since previous: [UInt8], width: Int, height: Int)
        -> PixelRect
    {
        var minX = width
        var minY = height
        var maxX = -1
        var maxY = -1
        for y in 0..<height {
            let row = y * width
            guard let first = (0..<width).first(where: { indices[row + $0] != previous[row + $0] }) else { continue }
            let last = (first..<width).last { indices[row + $0] != previous[row + $0] }!
            minX = min(minX, first)
            maxX = max(maxX, last)
            minY = min(minY, y)
            maxY = y
        }
        guard maxY >= 0 else { return PixelRect(x: 0, y: 0, width: 1, height: 1) }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
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

/// GIF's variable-length LZW compression of palette indices (GIF89a appendix F), LSB-first codes.
enum LZWEncoder {
    /// The compressed bytes (not yet split into sub-blocks) of `indices` with `minimumCodeSize` bits
    /// per raw symbol (2…8).
    static func encode(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clearCode = 1 << minimumCodeSize
        let endCode = clearCode + 1
        var writer = BitWriter()
        var codeSize = minimumCodeSize + 1
        var nextCode = endCode + 1
        // (prefix code << 8 | byte) → code; reset on every clear code.
        var table: [Int: Int] = [:]
        table.reserveCapacity(4096)
        writer.write(clearCode, bits: codeSize)
        guard var prefix = indices.first.map(Int.init) else {
            writer.write(endCode, bits: codeSize)
            return writer.bytes()
        }
        for symbol in indices.dropFirst() {
            let key = prefix << 8 | Int(symbol)
            if let code = table[key] {
                prefix = code
                continue
            }
            writer.write(prefix, bits: codeSize)
            if nextCode < 4096 {
                table[key] = nextCode
                // The decoder widens one code later than it adds the entry, so widen when the
                // code just assigned needs the extra bit.
                if nextCode == 1 << codeSize && codeSize < 12 { codeSize += 1 }
                nextCode += 1
            } else {
                writer.write(clearCode, bits: codeSize)
                table.removeAll(keepingCapacity: true)
                codeSize = minimumCodeSize + 1
                nextCode = endCode + 1
            }
            prefix = Int(symbol)
        }
        writer.write(prefix, bits: codeSize)
        writer.write(endCode, bits: codeSize)
        return writer.bytes()
    }
}

/// Packs codes least-significant bit first, as GIF requires.
private struct BitWriter {
    private var output: [UInt8] = []
    private var buffer = 0
    private var count = 0

    /// Appends the low `bits` bits of `code`.
    mutating func write(_ code: Int, bits: Int) {
        buffer |= code << count
        count += bits
        while count >= 8 {
            output.append(UInt8(buffer & 0xFF))
            buffer >>= 8
            count -= 8
        }
    }

    /// The bytes written, the last one padded with zero bits.
    func bytes() -> [UInt8] {
        count > 0 ? output + [UInt8(buffer & 0xFF)] : output
    }
}
