/// A decompression bomb made at run time: a valid PNG header saying 1×1 pixels, then `IDAT` data of
/// about `compressedBytes` bytes that inflates to about 160 times as much (fixed-Huffman copies of
/// 258 bytes, 13 bits each): what a hostile repository can hold to make every load slow.
package enum PNGBomb {
    /// The file's bytes: signature, `IHDR` (1×1, 8-bit RGBA), one `IDAT`, `IEND`, each with its CRC.
    package static func bytes(compressedBytes: Int = 4 << 20) -> [UInt8] {
        var ihdr = bigEndian(1) + bigEndian(1)
        ihdr += [8, 6, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr)
            + chunk("IDAT", deflateBomb(compressedBytes)) + chunk("IEND", [])
    }

    /// A zlib stream: one final fixed-Huffman block with a literal 0, then copies of 258 bytes at
    /// distance 1 until `size` bytes, the end of the block and a checksum of zeros.
    private static func deflateBomb(_ size: Int) -> [UInt8] {
        var writer = BitWriter()
        writer.bytes = [0x78, 0x01]
        writer.write(0b011, count: 3)  // BFINAL = 1, BTYPE = 01 (fixed Huffman), low bit first
        writer.writeCode(0b0011_0000, count: 8)  // the literal 0
        while writer.bytes.count < size {
            writer.writeCode(0b1100_0101, count: 8)  // length 258 (symbol 285)
            writer.writeCode(0, count: 5)  // distance 1 (code 0)
        }
        writer.writeCode(0, count: 7)  // end of block (symbol 256)
        writer.flush()
        return writer.bytes + [0, 0, 0, 0]
    }

    /// Deflate's bit order: fields low bit first, Huffman codes high bit first.
    private struct BitWriter {
        var bytes: [UInt8] = []
        var pending: UInt32 = 0
        var pendingCount = 0

        mutating func write(_ value: UInt32, count: Int) {
            pending |= value << pendingCount
            pendingCount += count
            while pendingCount >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: pending))
                pending >>= 8
                pendingCount -= 8
            }
        }

        mutating func writeCode(_ code: UInt32, count: Int) {
            var reversed: UInt32 = 0
            for bit in 0..<count { reversed |= (code >> bit & 1) << (count - 1 - bit) }
            write(reversed, count: count)
        }

        mutating func flush() {
            if pendingCount > 0 { write(0, count: 8 - pendingCount) }
        }
    }

    /// A chunk: length, type, data and the CRC-32 of type and data.
    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        (0..<8).reduce(UInt32(index)) { c, _ in c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        ~bytes.reduce(~UInt32(0)) { crcTable[Int(($0 ^ UInt32($1)) & 0xFF)] ^ ($0 >> 8) }
    }
}
