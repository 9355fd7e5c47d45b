/// The shapes of one band of a dissolve composited without a layer, by left edge, the records of
/// their rows (`DissolveRow`), and for each run of rows the shapes crossing it: a row is composited
/// left to right, a gap of background before each shape. Rows crossed by the same shapes share one
/// list, so the shapes are walked once per change of that set, not per row. Storage is kept from
/// band to band (no allocation in steady frames).
struct BandItems {
    /// The band's shapes, by left edge once `finish` has run.
    private(set) var items: [DissolveItem] = []
    /// The records of the shapes' rows in the band.
    var records: [DissolveRow] = []
    /// The vectors of scaled layer pixels the records point to.
    var vectors: [PixelOctet.Pixels] = []
    /// The scaled layer pixels of the records kept pixel by pixel.
    var pixels: [UInt32] = []
    /// For each run of rows, top to bottom: the row after it and its shapes' range in `members`.
    private(set) var runs: [(end: Int, members: Range<Int>)] = []
    /// Indices in `items` of each run's shapes, left to right.
    private(set) var members: [Int] = []
    /// What the loads ahead of a band's items read (`ShapeCoverage.firstEdgeBytes`), kept so
    /// that they are not optimized away.
    var loaded: UInt32 = 0

    /// Starts a band: forgets the shapes of the band before.
    mutating func reset() {
        items.removeAll(keepingCapacity: true)
        records.removeAll(keepingCapacity: true)
        vectors.removeAll(keepingCapacity: true)
        pixels.removeAll(keepingCapacity: true)
        runs.removeAll(keepingCapacity: true)
        members.removeAll(keepingCapacity: true)
    }

    /// Adds a shape whose records have been added.
    mutating func add(_ item: DissolveItem) {
        items.append(item)
    }

    /// Adds a record holding the scaled layer pixel `pixel(x)` of each column x of `columns`.
    mutating func addPixels(_ columns: Range<Int>, _ pixel: (Int) -> UInt32) {
        records.append(
            DissolveRow(
                start: columns.lowerBound, end: columns.upperBound, first: pixels.count, perPixel: true, leftVectors: 0,
                rightVectors: 0, rightStart: columns.upperBound, runColumns: columns.upperBound..<columns.upperBound,
                run: 0))
        for x in columns { pixels.append(pixel(x)) }
    }

    /// Sorts the shapes by left edge and lists the runs of `rows` and the shapes crossing each;
    /// false when two shapes share a pixel (their columns overlap in a row both cross), which a
    /// dissolve without a layer cannot composite.
    mutating func finish(rows: Range<Int>) -> Bool {
        items.sort { $0.columns.lowerBound < $1.columns.lowerBound }
        var row = rows.lowerBound
        while row < rows.upperBound {
            var end = rows.upperBound
            let first = members.count
            var right = Int.min
            for (index, item) in items.enumerated() {
                guard item.rows.lowerBound <= row else {
                    end = min(end, item.rows.lowerBound)
                    continue
                }
                guard row < item.rows.upperBound else { continue }
                end = min(end, item.rows.upperBound)
                if item.columns.lowerBound < right { return false }
                right = item.columns.upperBound
                members.append(index)
            }
            runs.append((end, first..<members.count))
            row = end
        }
        return true
    }
}
