import SkeletonCore

extension Rasterizer {
    /// What one cached gradient row was computed for: the columns and the paint's offset map.
    struct GradientRowKey: Equatable {
        /// First column.
        var x0: Int
        /// Column after the last.
        var x1: Int
        /// Offset change per column.
        var tx: Double
        /// Offset at column 0.
        var t0: Double
        /// The gradient table's slot (its stops and opacity are the command's own within a frame).
        var ramp: Int
    }

    /// Per frame: room in `gradientRows` for one row of colours of every fill whose gradient is
    /// horizontal, as wide as its bounds within `frameArea`. A horizontal gradient is constant down each
    /// column, so its row is computed by the first band that draws the fill and reused by the rest.
    func prepareGradientRows(_ commands: [DrawCommand]) {
        gradientRowStart.removeAll(keepingCapacity: true)
        gradientRowKeys.removeAll(keepingCapacity: true)
        var total = 0
        for (i, command) in commands.enumerated() {
            var start = -1
            if case .fill(let f) = command, case .linear(let g) = f.paint, g.start.y == g.end.y {
                start = total
                total += bounds[i].intersection(frameArea).width
            }
            gradientRowStart.append(start)
            gradientRowKeys.append(nil)
        }
        _ = gradientRows.reserve(total)
    }

    /// The colours of command `i`'s horizontal gradient over columns `b.x..<b.maxX` (a pointer
    /// indexed by device column), computed exactly as `RowSource` computes them for those columns.
    func gradientRow(
        _ i: Int, _ b: PixelRect, _ paint: ResolvedPaint, _ table: UnsafePointer<UInt32>?
    ) -> UnsafePointer<UInt32>? {
        let origin = bounds[i].intersection(frameArea).x
        let row = gradientRows.base + (gradientRowStart[i] - origin)
        let key = GradientRowKey(x0: b.x, x1: b.maxX, tx: paint.tx, t0: paint.t0, ramp: paint.ramp)
        if gradientRowKeys[i] != key {
            var source = RowSource(paint: paint, table: table, scratch: row + origin, clipX: origin)
            _ = source.colors(b.y, b.x, b.maxX)
            gradientRowKeys[i] = key
        }
        return UnsafePointer(row)
    }
}
