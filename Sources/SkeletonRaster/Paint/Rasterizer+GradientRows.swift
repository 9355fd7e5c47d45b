import SkeletonCore

extension Rasterizer {
    /// What one cached gradient row was computed for: where it is stored, the columns, the paint's
    /// offset map and the table's contents.
    struct GradientRowKey: Equatable {
        /// The column stored first (the row's first column inside the frame).
        var origin: Int
        /// First column.
        var x0: Int
        /// Column after the last.
        var x1: Int
        /// Offset change per column.
        var tx: Double
        /// Offset at column 0.
        var t0: Double
        /// The gradient table's slot (its stops and opacity are the command's own).
        var ramp: Int
        /// `rampReplacements` when computed: while it is unchanged, so is the slot's table.
        var replacements: Int
    }

    /// Per frame: room in `gradientRows` for one row of colours of every fill whose gradient is
    /// horizontal, as wide as its bounds within `frameArea`. A horizontal gradient is constant down each
    /// column, so its row is computed by the first band that draws the fill and reused by the rest,
    /// and by later frames while the row's key is unchanged (a static gradient is computed once).
    func prepareGradientRows(_ commands: [DrawCommand]) {
        let storage = gradientRows.base
        var total = 0
        for (i, command) in commands.enumerated() {
            var start = -1
            if case .fill(let f) = command, case .linear(let g) = f.paint, g.start.y == g.end.y {
                start = total
                total += bounds[i].intersection(frameArea).width
            }
            if i < gradientRowStart.count {
                // Rows lie one after another: one stored at the same start is still this command's.
                if gradientRowStart[i] != start { gradientRowKeys[i] = nil }
                gradientRowStart[i] = start
            } else {
                gradientRowStart.append(start)
                gradientRowKeys.append(nil)
            }
        }
        gradientRowStart.removeLast(gradientRowStart.count - commands.count)
        gradientRowKeys.removeLast(gradientRowKeys.count - commands.count)
        // Growing the storage moves it, without the rows computed before.
        if gradientRows.reserve(total) != storage {
            for i in gradientRowKeys.indices { gradientRowKeys[i] = nil }
        }
    }

    /// The colours of command `i`'s horizontal gradient over columns `b.x..<b.maxX` (a pointer
    /// indexed by device column), computed exactly as `RowSource` computes them for those columns.
    func gradientRow(
        _ i: Int, _ b: PixelRect, _ paint: ResolvedPaint, _ table: UnsafePointer<UInt32>?
    ) -> UnsafePointer<UInt32>? {
        let origin = bounds[i].intersection(frameArea).x
        let row = gradientRows.base + (gradientRowStart[i] - origin)
        let key = GradientRowKey(
            origin: origin, x0: b.x, x1: b.maxX, tx: paint.tx, t0: paint.t0, ramp: paint.ramp,
            replacements: rampReplacements)
        if gradientRowKeys[i] != key {
            var source = RowSource(paint: paint, table: table, scratch: row + origin, clipX: origin)
            _ = source.colors(b.y, b.x, b.maxX)
            gradientRowKeys[i] = key
        }
        return UnsafePointer(row)
    }
}
