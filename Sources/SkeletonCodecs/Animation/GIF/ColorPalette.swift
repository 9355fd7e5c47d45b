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
