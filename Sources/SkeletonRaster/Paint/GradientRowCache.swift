import SkeletonCore

/// One row of colours per fill whose gradient is horizontal, kept from frame to frame while what it
/// was computed for holds. A horizontal gradient is constant down each column, so its row is computed
/// by the first band that draws the fill and reused by the other bands and by later frames (a static
/// gradient is computed once).
final class GradientRowCache {
    /// What one cached row was computed for: where it is stored, the columns, the paint's offset map
    /// and the table's contents.
    struct Key: Equatable {
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
        /// `RampCache.replacements` when computed: while it is unchanged, so is the slot's table.
        var replacements: Int
    }

    /// Per command: where its row starts in `storage` (−1: not a horizontal gradient).
    private var starts: [Int] = []
    /// Per command: what its stored row holds (nil: nothing valid stored).
    private var keys: [Key?] = []
    /// The rows, one after another.
    private let storage = ScratchBuffer<UInt32>(capacity: 1)
    /// Entries of `storage` the rows of this frame take.
    private var used = 0

    /// Per frame: room for one row of every horizontal-gradient fill of `table`, as wide as its
    /// bounds within `area`. A row stored at the same start as before is still its command's.
    func prepare(_ table: CommandTable, area: PixelRect) {
        let before = storage.base
        let count = table.entries.count
        var total = 0
        for i in 0..<count {
            var start = -1
            if table.entries[i].horizontalGradient {
                start = total
                total += table.entries[i].bounds.intersection(area).width
            }
            if i < starts.count {
                // Written only when changed: most frames change nothing here.
                if starts[i] != start {
                    keys[i] = nil
                    starts[i] = start
                }
            } else {
                starts.append(start)
                keys.append(nil)
            }
        }
        starts.removeLast(starts.count - count)
        keys.removeLast(keys.count - count)
        used = total
        // Growing the storage moves it, without the rows computed before.
        if storage.reserve(total) != before {
            for i in keys.indices { keys[i] = nil }
        }
    }

    /// True when command `i` has a row here (it is a horizontal-gradient fill).
    @inline(__always) func hasRow(_ i: Int) -> Bool { starts[i] >= 0 }

    /// The colours of command `i`'s horizontal gradient over columns `b.x..<b.maxX` (a pointer
    /// indexed by device column), computed exactly as `RowSource` computes them for those columns;
    /// `origin` is the first column of the command's bounds inside the frame.
    func row(
        _ i: Int, origin: Int, _ b: PixelRect, _ paint: ResolvedPaint, _ table: UnsafePointer<UInt32>?,
        replacements: Int
    ) -> UnsafePointer<UInt32> {
        assert(starts[i] >= 0 && b.x >= origin && starts[i] + (b.maxX - origin) <= used, "gradient row out of its room")
        let row = storage.base + (starts[i] - origin)
        let key = Key(
            origin: origin, x0: b.x, x1: b.maxX, tx: paint.tx, t0: paint.t0, ramp: paint.ramp,
            replacements: replacements)
        if keys[i] != key {
            var source = RowSource(paint: paint, table: table, scratch: row + origin, clipX: origin)
            _ = source.colors(b.y, b.x, b.maxX)
            keys[i] = key
        }
        return UnsafePointer(row)
    }
}
