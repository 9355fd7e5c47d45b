/// The shapes of one band of a dissolve composited without a layer, by left edge, the records of
/// their rows (`DissolveRow`), and for each run of rows the shapes crossing it: a row is composited
/// left to right, a gap of background before each shape. Rows crossed by the same shapes share one
/// list, so the shapes are walked once per change of that set, not per row. Storage is kept from
/// band to band (no allocation in steady frames).
struct BandItems {
    /// The band's shapes, by left edge once `finish` has run.
    private(set) var items: [DissolveItem] = []
    /// The records of the shapes' rows in the band (the first `used.records`; the storage beyond
    /// is kept for later bands).
    private(set) var records: [DissolveRow] = []
    /// The vectors of scaled layer pixels the records point to (the first `used.vectors`).
    private(set) var vectors: [PixelOctet.Pixels] = []
    /// The scaled layer pixels of the records kept pixel by pixel (the first `used.pixels`).
    private(set) var pixels: [UInt32] = []
    /// How many records, vectors and pixels the band holds.
    private(set) var used = (records: 0, vectors: 0, pixels: 0)
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
        used = (0, 0, 0)
        runs.removeAll(keepingCapacity: true)
        members.removeAll(keepingCapacity: true)
    }

    /// Adds a shape whose records have been added.
    mutating func add(_ item: DissolveItem) {
        items.append(item)
    }

    /// Calls `body` to add at most `records` records, `vectors` vectors and `pixels` pixels through
    /// pointers into storage grown to hold them: a shape's rows add a few of each per row, where
    /// appending to the arrays (a uniqueness and capacity check each) cost more than the stores.
    @inline(__always) mutating func add(
        records: Int, vectors: Int, pixels: Int, _ body: (inout DissolveRowWriter) -> Void
    ) {
        Self.grow(&self.records, to: used.records + records, DissolveRow.none)
        Self.grow(&self.vectors, to: used.vectors + vectors, PixelOctet.Pixels())
        Self.grow(&self.pixels, to: used.pixels + pixels, 0)
        var (recordStorage, vectorStorage, pixelStorage) = ([DissolveRow](), [PixelOctet.Pixels](), [UInt32]())
        // Out of `self`, so that the three buffers can be open at once.
        swap(&recordStorage, &self.records)
        swap(&vectorStorage, &self.vectors)
        swap(&pixelStorage, &self.pixels)
        let start = used
        var writer = DissolveRowWriter(used: start)
        recordStorage.withUnsafeMutableBufferPointer { r in
            vectorStorage.withUnsafeMutableBufferPointer { v in
                pixelStorage.withUnsafeMutableBufferPointer { p in
                    guard let r = r.baseAddress, let v = v.baseAddress, let p = p.baseAddress else { return }
                    writer.storage = (r, v, p)
                    writer.limit = (start.records + records, start.vectors + vectors, start.pixels + pixels)
                    body(&writer)
                }
            }
        }
        swap(&recordStorage, &self.records)
        swap(&vectorStorage, &self.vectors)
        swap(&pixelStorage, &self.pixels)
        used = writer.used
    }

    /// Grows `array` with `filler` to at least `count` elements (the storage only grows).
    private static func grow<T>(_ array: inout [T], to count: Int, _ filler: T) {
        if array.count < count {
            array.append(contentsOf: repeatElement(filler, count: max(count - array.count, array.count)))
        }
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

    /// Composites `rows` (those `finish` listed) of `columns` with `blend` from the image `under`
    /// into `target`: in each row, each shape's record after the background's gap before it, then
    /// the background to the row's end.
    // Not inlined into its caller: inside `Rasterizer.dissolveWithoutLayer`, `DissolveBlend.composite`
    // stayed a call per shape row (its registers saved, the record passed, the constants reloaded).
    @inline(never) func composite(
        rows: Range<Int>, columns: Range<Int>, _ blend: DissolveBlend, onto target: Surface, under: Surface
    ) {
        items.withUnsafeBufferPointer { list in
            members.withUnsafeBufferPointer { members in
                records.withUnsafeBufferPointer { records in
                    vectors.withUnsafeBufferPointer { vectors in
                        pixels.withUnsafeBufferPointer { pixels in
                            var y = rows.lowerBound
                            for run in runs {
                                for row in y..<run.end {
                                    let d = target.row(row)
                                    let b = UnsafePointer(under.row(row))
                                    var x = columns.lowerBound
                                    for m in run.members {
                                        let item = list[members[m]]
                                        x = blend.composite(
                                            records[item.record(row)], into: d, under: b, from: x, vectors: vectors,
                                            pixels: pixels)
                                    }
                                    if x < columns.upperBound {
                                        blend.run(d + x, columns.upperBound - x, blend.scaledBackground, under: b + x)
                                    }
                                }
                                y = run.end
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Adds records, vectors and pixels to a `BandItems` (in `add(records:vectors:pixels:_:)`), each
/// one store and a count.
struct DissolveRowWriter {
    /// The storage of the records, vectors and pixels.
    fileprivate(set) var storage:
        (
            records: UnsafeMutablePointer<DissolveRow>?, vectors: UnsafeMutablePointer<PixelOctet.Pixels>?,
            pixels: UnsafeMutablePointer<UInt32>?
        ) = (nil, nil, nil)
    /// How many of each the band holds, these included.
    fileprivate(set) var used: (records: Int, vectors: Int, pixels: Int)
    /// How many of each the storage has room for.
    fileprivate(set) var limit = (records: 0, vectors: 0, pixels: 0)

    /// A writer continuing after `used`.
    fileprivate init(used: (records: Int, vectors: Int, pixels: Int)) {
        self.used = used
    }

    /// The index the next vector takes.
    var nextVector: Int { used.vectors }
    /// The index the next record takes.
    var nextRecord: Int { used.records }

    /// Adds a record.
    @inline(__always) mutating func add(_ row: DissolveRow) {
        assert(used.records < limit.records, "more records than the room made")
        storage.records.unsafelyUnwrapped[used.records] = row
        used.records += 1
    }

    /// Adds a vector.
    @inline(__always) mutating func add(_ vector: PixelOctet.Pixels) {
        assert(used.vectors < limit.vectors, "more vectors than the room made")
        storage.vectors.unsafelyUnwrapped[used.vectors] = vector
        used.vectors += 1
    }

    /// Adds a record holding the scaled layer pixel `pixel(x)` of each column x of `columns`.
    @inline(__always) mutating func addPixels(_ columns: Range<Int>, _ pixel: (Int) -> UInt32) {
        add(DissolveRow(pixels: columns, first: used.pixels))
        assert(used.pixels + columns.count <= limit.pixels, "more pixels than the room made")
        let p = storage.pixels.unsafelyUnwrapped
        for x in columns {
            p[used.pixels] = pixel(x)
            used.pixels += 1
        }
    }
}
