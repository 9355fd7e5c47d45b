/// How a frame (or a group's layer) is cut into bands of rows: band b covers rows
/// firstRow + b·rows ..< firstRow + (b + 1)·rows.
struct BandGeometry: Equatable {
    /// The first row of band 0.
    var firstRow: Int
    /// Rows per band (≥ 1).
    var rows: Int
    /// Number of bands.
    var count: Int

    /// The band holding `row` (row ≥ firstRow).
    @inline(__always) func band(of row: Int) -> Int { (row - firstRow) / rows }
}

extension BandGeometry {
    /// Bands of `rows` rows covering the rows of `area`.
    init(covering area: PixelRect, rows: Int) {
        self.init(firstRow: area.y, rows: rows, count: (area.height + rows - 1) / rows)
    }
}

/// For one range of commands and one band geometry: the items (draw commands, and clips and groups
/// as wholes) whose rows meet each band, in drawing order, so drawing a band visits only those
/// instead of every command of the list.
struct BandIndex {
    /// The commands indexed.
    private(set) var range: Range<Int> = 0..<0
    /// The bands indexed.
    private(set) var geometry = BandGeometry(firstRow: 0, rows: 1, count: 0)
    /// Where each band's items start in `items` (one more entry than bands).
    private var offsets: [Int] = []
    /// Item start indices, band after band.
    private var items: [Int] = []
    /// Per band, where its next item goes while building.
    private var cursor: [Int] = []
    /// Per item, the bands it meets while building.
    private var spans: [(first: Int, last: Int)] = []

    /// True when this indexes `range` cut by `geometry`.
    func indexes(_ range: Range<Int>, _ geometry: BandGeometry) -> Bool {
        self.range == range && self.geometry == geometry && !offsets.isEmpty
    }

    /// Rebuilds the index from `extents`: each item's start index and rows (an empty range of
    /// rows: the item draws nothing), in drawing order. Keeps the storage.
    mutating func rebuild(_ range: Range<Int>, _ geometry: BandGeometry, extents: [(start: Int, rows: Range<Int>)]) {
        let bandCount = geometry.count
        self.range = range
        self.geometry = geometry
        // Each item's bands, found once for both passes below (none: first > last).
        spans.removeAll(keepingCapacity: true)
        for extent in extents {
            let rows = extent.rows
            if rows.isEmpty || rows.upperBound <= geometry.firstRow {
                spans.append((0, -1))
                continue
            }
            let first = max(0, geometry.band(of: max(rows.lowerBound, geometry.firstRow)))
            let last = min(bandCount - 1, geometry.band(of: max(rows.upperBound - 1, geometry.firstRow)))
            spans.append((first, last))
        }
        // Counting sort: count per band, prefix sums, then place (items stay in drawing order).
        offsets.removeAll(keepingCapacity: true)
        offsets.append(contentsOf: repeatElement(0, count: bandCount + 1))
        offsets.withUnsafeMutableBufferPointer { offsets in
            for span in spans where span.first <= span.last {
                for b in span.first...span.last { offsets[b + 1] += 1 }
            }
            for b in 0..<bandCount { offsets[b + 1] += offsets[b] }
        }
        items.removeAll(keepingCapacity: true)
        items.append(contentsOf: repeatElement(0, count: offsets[bandCount]))
        cursor.removeAll(keepingCapacity: true)
        cursor.append(contentsOf: offsets[0..<bandCount])
        items.withUnsafeMutableBufferPointer { items in
            cursor.withUnsafeMutableBufferPointer { cursor in
                for (extent, span) in zip(extents, spans) where span.first <= span.last {
                    for b in span.first...span.last {
                        items[cursor[b]] = extent.start
                        cursor[b] += 1
                    }
                }
            }
        }
    }

    /// The start indices of the items meeting band `b`, in drawing order (empty outside the index).
    func items(inBand b: Int) -> ArraySlice<Int> {
        guard b >= 0, b + 1 < offsets.count else { return [] }
        return items[offsets[b]..<offsets[b + 1]]
    }
}

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
            if !table.entries[i].kind.isClose {
                let bounds = table.entries[i].bounds
                extents.append((i, bounds.y..<bounds.maxY))
            }
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
