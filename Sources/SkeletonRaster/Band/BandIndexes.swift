/// The band indexes of one frame: one per range of commands and band geometry the frame draws
/// through (the list, and each long group's commands), built on first use. The indexes and their
/// storage are kept from frame to frame.
final class BandIndexes {
    /// Indexes; the first `used` belong to this frame.
    private var indexes: [BandIndex] = []
    /// How many of `indexes` this frame has built.
    private var used = 0
    /// Items and their rows while an index is built.
    private var extents: [(start: Int, rows: Range<Int>)] = []

    /// Forgets the indexes of the frame before (their storage is kept).
    func reset() {
        used = 0
    }

    /// The slot of the index of `range` cut by `geometry`, built from `table` on first use in a frame.
    func slot(for range: Range<Int>, _ geometry: BandGeometry, _ table: CommandTable) -> Int {
        for slot in 0..<used where indexes[slot].indexes(range, geometry) { return slot }
        extents.removeAll(keepingCapacity: true)
        var i = range.lowerBound
        while i < range.upperBound {
            // A clip's commands draw only inside the clip's bounds, a group's inside its commands'.
            let entry = table.entries[i]
            if !entry.kind.isClose { extents.append((i, entry.bounds.y..<entry.bounds.maxY)) }
            i = table.itemEnd(i, range)
        }
        if used == indexes.count { indexes.append(BandIndex()) }
        indexes[used].rebuild(range, geometry, extents: extents)
        used += 1
        return used - 1
    }

    /// The start indices of the items of index `slot` meeting band `b`, in drawing order.
    func items(_ slot: Int, inBand b: Int) -> ArraySlice<Int> {
        indexes[slot].items(inBand: b)
    }
}
