/// Bounds the work a PNG's compressed image data can cost by what its header says the image needs,
/// before any decoder inflates it: a file of a few megabytes saying 1×1 whose data inflates to
/// gigabytes (a decompression bomb) would otherwise cost seconds of CPU on every load.
///
/// The pixel rows of a W×H image (one filter byte each, Adam7's seven passes for an interlaced one)
/// are what the data inflates to. No deflate encoder makes them larger than 9/8 of that (fixed
/// Huffman codes spend at most 9 bits on a byte; stored blocks 5 bytes per 65 535), so the `IDAT`
/// chunks together may hold at most 9/8 of the rows plus `margin` bytes; more is refused unread.
package enum PNGImageData {
    /// Compressed bytes allowed beyond 9/8 of the rows (zlib's header and checksum, block headers).
    package static let margin = 4096

    /// Why the PNG in `bytes` holds more compressed image data than its header allows, or nil when
    /// it does not (or is not a PNG whose chunks can be walked: the decoder reports that).
    package static func problem(in bytes: [UInt8]) -> String? {
        guard let header = ImageHeader(bytes: bytes), bytes.count >= 33 else { return nil }
        let channels: [UInt8: Int] = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4]
        guard let count = channels[bytes[25]] else { return nil }
        let rows = rowBytes(
            width: header.width, height: header.height, bitsPerPixel: Int(bytes[24]) * count,
            interlaced: bytes[28] == 1)
        let allowed = rows + rows / 8 + margin
        var compressed = 0
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = bytes[(offset + 4)..<(offset + 8)]
            if type.elementsEqual("IDAT".utf8) { compressed += length }
            if type.elementsEqual("IEND".utf8) { break }
            offset += 12 + length
        }
        guard compressed > allowed else { return nil }
        return "its image data is \(compressed) bytes compressed, more than the \(allowed) a \(header.width)×"
            + "\(header.height) image can need (9/8 of its \(rows) bytes of rows, plus \(margin)); the file is "
            + "damaged or built to make decoding slow: save the image again"
    }

    /// The bytes of the filtered pixel rows a W×H image inflates to: one filter byte per row, each
    /// of Adam7's seven passes in rows of its own for an interlaced image.
    package static func rowBytes(width: Int, height: Int, bitsPerPixel: Int, interlaced: Bool) -> Int {
        let row = { (pixels: Int) in pixels == 0 ? 0 : 1 + (pixels * bitsPerPixel + 7) / 8 }
        guard interlaced else { return height * row(width) }
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return passes.reduce(0) { total, pass in
            let columns = width > pass.0 ? (width - pass.0 + pass.2 - 1) / pass.2 : 0
            let lines = height > pass.1 ? (height - pass.1 + pass.3 - 1) / pass.3 : 0
            return total + lines * row(columns)
        }
    }
}
