/// Blends a shape's segments into a draw target with colours from a row source, applying the
/// rounded-clip mask when there is one.
struct PaintSink: SegmentSink {
    /// Where pixels go.
    let target: DrawTarget
    /// The colours.
    var source: RowSource
    /// Scratch for coverage × mask, one entry per clip column.
    let maskScratch: UnsafeMutablePointer<UInt16>
    private var row: UnsafeMutablePointer<UInt32>
    private var color: UInt32 = 0
    private var colors: UnsafePointer<UInt32>?
    private var maskRow: UnsafeMutablePointer<UInt16>?

    /// Creates a sink; `maskScratch` holds `Scratch.rowCapacity` entries.
    init(target: DrawTarget, source: RowSource, maskScratch: UnsafeMutablePointer<UInt16>) {
        assert(target.clip.width <= Scratch.rowCapacity, "clip wider than the mask scratch row")
        self.target = target
        self.source = source
        self.maskScratch = maskScratch
        row = target.surface.base
    }

    /// Starts row `y`.
    mutating func beginRow(_ y: Int, _ x0: Int, _ x1: Int) {
        row = target.surface.row(y)
        (color, colors) = source.colors(y, x0, x1)
        maskRow = target.mask?.row(y)
    }

    /// Writes one run of the current row.
    mutating func segment(_ x0: Int, _ x1: Int, _ k: UInt32, _ coverage: UnsafePointer<UInt16>?) {
        let lo = max(x0, target.clip.x)
        let hi = min(x1, target.clip.maxX)
        guard lo < hi else { return }
        guard let maskRow else {
            emit(lo, hi, k, coverage)
            return
        }
        // Split the segment by the mask: fully open runs draw as if unmasked, closed runs are
        // skipped, only the mask's anti-aliased edge multiplies coverages pixel by pixel.
        let out = maskScratch - target.clip.x
        var x = lo
        while x < hi {
            let m = maskRow[x]
            var end = x + 1
            if m == 256 {
                while end + 4 <= hi && Self.fourFull(maskRow + end) { end += 4 }
                while end < hi && maskRow[end] == 256 { end += 1 }
                emit(x, end, k, coverage)
            } else if m == 0 {
                while end < hi && maskRow[end] == 0 { end += 1 }
            } else {
                while end < hi && maskRow[end] != 0 && maskRow[end] != 256 { end += 1 }
                for i in x..<end {
                    let c = coverage.map { UInt32($0[i]) } ?? k
                    out[i] = UInt16(PixelMath.product(c, UInt32(maskRow[i])))
                }
                emit(x, end, 0, UnsafePointer(out))
            }
            x = end
        }
    }

    /// True when the four mask values at `p` are all 256 (fully open).
    @inline(__always) private static func fourFull(_ p: UnsafePointer<UInt16>) -> Bool {
        UnsafeRawPointer(p).loadUnaligned(as: UInt64.self) == 0x0100_0100_0100_0100
    }

    @inline(__always) private func emit(_ lo: Int, _ hi: Int, _ k: UInt32, _ coverage: UnsafePointer<UInt16>?) {
        let run = colors.map { $0 + lo }
        if let coverage {
            Span.paint(row + lo, hi - lo, coverage: coverage + lo, color: color, colors: run)
        } else {
            Span.paint(row + lo, hi - lo, k, color: color, colors: run, opaque: source.isOpaque)
        }
    }
}
