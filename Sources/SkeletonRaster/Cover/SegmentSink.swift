/// Receives a shape's coverage as horizontal segments, row by row (drawing, or building a clip mask).
protocol SegmentSink {
    /// A new row `y` starts; its segments lie within columns x0..<x1 (already clipped).
    mutating func beginRow(_ y: Int, _ x0: Int, _ x1: Int)
    /// Columns x0..<x1 of the current row, covered `k`/256 each, or by `coverage[x]` when given
    /// (a pointer indexed by device column). Segments may extend beyond the clip.
    mutating func segment(_ x0: Int, _ x1: Int, _ k: UInt32, _ coverage: UnsafePointer<UInt16>?)
}

extension ShapeCoverage {
    /// Feeds the rows of the shape inside `clip` to `sink`, top to bottom.
    func traverse<S: SegmentSink>(clip: PixelRect, into sink: inout S) {
        guard let s = shape else { return }
        let b = s.bounds.intersection(clip)
        guard !b.isEmpty else { return }
        withEdgeRows { rows, base in
            for index in edgeRowIndices(in: b.y..<b.maxY) {
                let row = rows[index]
                assertEnds(row, in: table.count)
                sink.beginRow(row.y, b.x, b.maxX)
                if row.leftCount > 0 {
                    sink.segment(row.leftX, row.leftX + row.leftCount, 0, base + (row.leftOffset - row.leftX))
                }
                sink.segment(row.interiorStart, row.interiorEnd, row.interior, nil)
                if row.rightCount > 0 {
                    sink.segment(row.rightX, row.rightX + row.rightCount, 0, base + (row.rightOffset - row.rightX))
                }
            }
        }
        let top = max(b.y, middleRows.lowerBound)
        let bottom = min(b.maxY, middleRows.upperBound)
        guard top < bottom else { return }
        for y in top..<bottom {
            sink.beginRow(y, b.x, b.maxX)
            if middleLeft.k > 0 { sink.segment(middleLeft.x, middleLeft.x + 1, middleLeft.k, nil) }
            sink.segment(middleInterior.lowerBound, middleInterior.upperBound, 256, nil)
            if middleRight.k > 0 { sink.segment(middleRight.x, middleRight.x + 1, middleRight.k, nil) }
        }
    }
}

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
