/// Writes a shape's coverage into a clip mask, multiplied by the enclosing clip's mask.
struct MaskSink: SegmentSink {
    /// The mask being built (zeroed beforehand).
    let mask: ClipMask
    /// The enclosing rounded clip, if any.
    let parent: ClipMask?
    private var row: UnsafeMutablePointer<UInt16>
    private var parentRow: UnsafeMutablePointer<UInt16>?

    /// Creates a sink writing into `mask`.
    init(mask: ClipMask, parent: ClipMask?) {
        assert(parent.map { $0.rect.contains(mask.rect) } ?? true, "clip mask outside the enclosing one")
        self.mask = mask
        self.parent = parent
        row = mask.base
        parentRow = nil
    }

    /// Starts row `y`.
    mutating func beginRow(_ y: Int, _ x0: Int, _ x1: Int) {
        row = mask.row(y)
        parentRow = parent?.row(y)
    }

    /// Writes one run of the current row.
    mutating func segment(_ x0: Int, _ x1: Int, _ k: UInt32, _ coverage: UnsafePointer<UInt16>?) {
        let lo = max(x0, mask.rect.x)
        let hi = min(x1, mask.rect.maxX)
        guard lo < hi else { return }
        for x in lo..<hi {
            var c = coverage.map { UInt32($0[x]) } ?? k
            if let parentRow { c = PixelMath.product(c, UInt32(parentRow[x])) }
            row[x] = UInt16(c)
        }
    }
}
