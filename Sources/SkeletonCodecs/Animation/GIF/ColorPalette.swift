/// Up to 256 opaque colours for a GIF, and the index of every pixel: exact when the frames use at
/// most 256 distinct colours, median cut otherwise.
struct ColorPalette {
    /// The colours as 0xRRGGBB.
    private(set) var colors: [UInt32]
    private var indexOf: [UInt32: UInt8] = [:]

    /// The palette for every pixel of `frames` (0xAARRGGBB; alpha ignored: captures are opaque).
    init(frames: [[UInt32]]) {
        var counts: [UInt32: Int] = [:]
        for frame in frames {
            for pixel in frame { counts[pixel & 0xFF_FFFF, default: 0] += 1 }
        }
        let distinct = counts.keys.sorted()
        if distinct.count <= 256 {
            colors = distinct
            for (index, color) in distinct.enumerated() { indexOf[color] = UInt8(index) }
        } else {
            colors = MedianCut.palette(counts: counts, size: 256)
        }
    }

    /// The palette index of a pixel: its exact entry, else the nearest colour (cached).
    mutating func index(of pixel: UInt32) -> UInt8 {
        let color = pixel & 0xFF_FFFF
        if let index = indexOf[color] { return index }
        let index = nearest(to: color)
        indexOf[color] = index
        return index
    }

    /// Smallest squared RGB distance; the lowest index wins ties, so results are deterministic.
    private func nearest(to color: UInt32) -> UInt8 {
        var best = 0
        var bestDistance = Int.max
        for (index, candidate) in colors.enumerated() {
            let distance = MedianCut.distance(color, candidate)
            if distance < bestDistance {
                bestDistance = distance
                best = index
            }
        }
        return UInt8(best)
    }
}

/// Heckbert's median cut: split the colour box with the widest channel range at its weighted
/// median until there are enough boxes; each box becomes its weighted mean colour.
enum MedianCut {
    /// At most `size` colours (0xRRGGBB) for a histogram of colours.
    static func palette(counts: [UInt32: Int], size: Int) -> [UInt32] {
        var boxes = [counts.keys.sorted().map { (color: $0, count: counts[$0] ?? 0) }]
        while boxes.count < size {
            guard let (index, channel) = widestBox(boxes) else { break }
            let box = boxes[index].sorted { (channel.value($0.color), $0.color) < (channel.value($1.color), $1.color) }
            let total = box.reduce(0) { $0 + $1.count }
            var running = 0
            var cut = 1
            for (offset, entry) in box.enumerated() {
                running += entry.count
                if running * 2 >= total {
                    cut = min(max(offset + 1, 1), box.count - 1)
                    break
                }
            }
            boxes[index] = Array(box[..<cut])
            boxes.append(Array(box[cut...]))
        }
        return boxes.map(mean)
    }

    /// Squared RGB distance.
    static func distance(_ a: UInt32, _ b: UInt32) -> Int {
        var sum = 0
        for channel in Channel.allCases {
            let d = channel.value(a) - channel.value(b)
            sum += d * d
        }
        return sum
    }

    /// The splittable box (two colours or more) with the widest range, and that channel.
    private static func widestBox(_ boxes: [[(color: UInt32, count: Int)]]) -> (Int, Channel)? {
        var best: (index: Int, channel: Channel, range: Int)?
        for (index, box) in boxes.enumerated() where box.count > 1 {
            for channel in Channel.allCases {
                let values = box.map { channel.value($0.color) }
                let range = (values.max() ?? 0) - (values.min() ?? 0)
                if range > (best?.range ?? 0) { best = (index, channel, range) }
            }
        }
        return best.map { ($0.index, $0.channel) }
    }

    /// Count-weighted mean colour of a box.
    private static func mean(_ box: [(color: UInt32, count: Int)]) -> UInt32 {
        let total = max(1, box.reduce(0) { $0 + $1.count })
        var result: UInt32 = 0
        for channel in Channel.allCases {
            let sum = box.reduce(0) { $0 + channel.value($1.color) * $1.count }
            result |= UInt32((sum + total / 2) / total) << channel.shift
        }
        return result
    }

    /// One 8-bit channel of 0xRRGGBB.
    private enum Channel: CaseIterable {
        case red, green, blue

        /// Bit position of the channel in 0xRRGGBB.
        var shift: UInt32 {
            switch self {
            case .red: return 16
            case .green: return 8
            case .blue: return 0
            }
        }

        /// This channel of a colour, 0…255.
        func value(_ color: UInt32) -> Int { Int((color >> shift) & 0xFF) }
    }
}
