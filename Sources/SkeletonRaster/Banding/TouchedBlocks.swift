/// Which blocks of `PixelQuad.width` pixels in each row of a layer band some command may draw in,
/// one bit per block. A layer that starts with an opaque background holds only that colour in the
/// other blocks, so they are neither filled nor read: the composite treats them as the background.
struct TouchedBlocks {
    /// Pixels per block: one vector of the composite.
    static let blockWidth = PixelQuad.width

    /// Rows.
    private(set) var rows = 0
    /// Blocks per row.
    private(set) var blocks = 0
    /// 64-bit words per row.
    private var wordsPerRow = 0
    /// Bits, row after row; bit b of word w of a row is block 64·w + b.
    private var words: [UInt64] = []

    /// Unmarks every block of a band `width` pixels wide and `rows` tall (keeps the storage).
    mutating func reset(width: Int, rows: Int) {
        self.rows = max(0, rows)
        blocks = (max(0, width) + Self.blockWidth - 1) / Self.blockWidth
        wordsPerRow = (blocks + 63) / 64
        words.removeAll(keepingCapacity: true)
        // At least one word, so that the storage always has an address for `withRow`.
        words.append(contentsOf: repeatElement(0, count: max(1, wordsPerRow * self.rows)))
    }

    /// Marks blocks `first...last` of each row in `rows` (clamped to the band).
    mutating func mark(rows: Range<Int>, blocks first: Int, through last: Int) {
        let rows = rows.clamped(to: 0..<self.rows)
        let first = max(0, first)
        let last = min(blocks - 1, last)
        guard !rows.isEmpty, first <= last else { return }
        words.withUnsafeMutableBufferPointer { words in
            for row in rows {
                let base = row * wordsPerRow
                for w in (first / 64)...(last / 64) {
                    let low = w == first / 64 ? first % 64 : 0
                    let high = w == last / 64 ? last % 64 : 63
                    // Bits low…high: all ones shifted up by low, cut above high.
                    words[base + w] |= (~UInt64(0) << low) & (~UInt64(0) >> (63 - high))
                }
            }
        }
    }

    /// True when block `block` of `row` is marked.
    func isMarked(row: Int, block: Int) -> Bool {
        words[row * wordsPerRow + block / 64] >> (block % 64) & 1 == 1
    }

    /// Runs `body` with the bits of `row` (`blocks` of them, in 64-bit words).
    @inline(__always) func withRow<R>(_ row: Int, _ body: (UnsafePointer<UInt64>) -> R) -> R {
        words.withUnsafeBufferPointer { body($0.baseAddress! + row * wordsPerRow) }
    }
}
