import SkeletonRaster

/// A minimal GIF89a reader for tests: global palette, frames of any rectangle drawn over the one
/// before ("do not dispose"), delays, loop extension.
package struct GIFDecoder {
    /// Canvas width.
    package var width = 0
    /// Canvas height.
    package var height = 0
    /// Frames as 0xRRGGBB pixels: the whole canvas after each frame was drawn.
    package var frames: [[UInt32]] = []
    /// The rectangle each frame stores.
    package var rects: [PixelRect] = []
    /// Disposal method of each frame (1: do not dispose).
    package var disposals: [Int] = []
    /// Delay of each frame in hundredths of a second.
    package var delays: [Int] = []
    /// Whether a NETSCAPE2.0 loop extension is present.
    package var loops = false

    /// Decodes `bytes`, or nil when they are not a GIF this reader understands.
    package init?(_ bytes: [UInt8]) {
        guard bytes.count > 13, Array(bytes[0..<6]) == Array("GIF89a".utf8) else { return nil }
        width = Int(bytes[6]) | Int(bytes[7]) << 8
        height = Int(bytes[8]) | Int(bytes[9]) << 8
        let packed = bytes[10]
        guard packed & 0x80 != 0 else { return nil }
        let tableSize = 1 << (Int(packed & 7) + 1)
        var palette: [UInt32] = []
        var position = 13
        for index in 0..<tableSize {
            let base = position + index * 3
            palette.append(UInt32(bytes[base]) << 16 | UInt32(bytes[base + 1]) << 8 | UInt32(bytes[base + 2]))
        }
        position += tableSize * 3
        var delay = 0
        var disposal = 0
        while position < bytes.count {
            switch bytes[position] {
            case 0x21:
                let label = bytes[position + 1]
                position += 2
                var blocks: [UInt8] = []
                while bytes[position] != 0 {
                    let length = Int(bytes[position])
                    blocks += bytes[(position + 1)...(position + length)]
                    position += length + 1
                }
                position += 1
                if label == 0xF9 {
                    disposal = Int(blocks[0] >> 2) & 7
                    delay = Int(blocks[1]) | Int(blocks[2]) << 8
                }
                if label == 0xFF, String(decoding: blocks.prefix(11), as: UTF8.self) == "NETSCAPE2.0" { loops = true }
            case 0x2C:
                func field(_ offset: Int) -> Int {
                    Int(bytes[position + offset]) | Int(bytes[position + offset + 1]) << 8
                }
                let rect = PixelRect(x: field(1), y: field(3), width: field(5), height: field(7))
                guard rect.width > 0, rect.height > 0, rect.x + rect.width <= width, rect.y + rect.height <= height
                else { return nil }
                position += 10
                let minimumCodeSize = Int(bytes[position])
                position += 1
                var data: [UInt8] = []
                while bytes[position] != 0 {
                    let length = Int(bytes[position])
                    data += bytes[(position + 1)...(position + length)]
                    position += length + 1
                }
                position += 1
                let indices = Self.decompress(data, minimumCodeSize: minimumCodeSize)
                guard indices.count >= rect.width * rect.height else { return nil }
                var canvas = frames.last ?? [UInt32](repeating: 0, count: width * height)
                for row in 0..<rect.height {
                    for column in 0..<rect.width {
                        canvas[(rect.y + row) * width + rect.x + column] =
                            palette[Int(indices[row * rect.width + column])]
                    }
                }
                frames.append(canvas)
                rects.append(rect)
                delays.append(delay)
                disposals.append(disposal)
            case 0x3B:
                return
            default:
                return nil
            }
        }
        return nil
    }

    /// Textbook LZW decoding with the decoder's one-behind code-width rule.
    static func decompress(_ data: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize
        let end = clear + 1
        var codeSize = minimumCodeSize + 1
        var dictionary: [[UInt8]] = (0..<clear).map { [UInt8($0)] } + [[], []]
        var previous: [UInt8]?
        var output: [UInt8] = []
        var bitPosition = 0
        while bitPosition + codeSize <= data.count * 8 {
            var code = 0
            for bit in 0..<codeSize where data[(bitPosition + bit) / 8] & (1 << ((bitPosition + bit) % 8)) != 0 {
                code |= 1 << bit
            }
            bitPosition += codeSize
            if code == clear {
                codeSize = minimumCodeSize + 1
                dictionary = (0..<clear).map { [UInt8($0)] } + [[], []]
                previous = nil
                continue
            }
            if code == end { break }
            let entry: [UInt8]
            if code < dictionary.count {
                entry = dictionary[code]
            } else if let previous {
                entry = previous + [previous[0]]
            } else {
                return output
            }
            output += entry
            if let previous, dictionary.count < 4096 {
                dictionary.append(previous + [entry[0]])
                if dictionary.count == 1 << codeSize && codeSize < 12 { codeSize += 1 }
            }
            previous = entry
        }
        return output
    }
}
