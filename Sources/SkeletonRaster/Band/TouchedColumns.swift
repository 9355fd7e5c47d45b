/// The columns of a group's layer band that its commands may touch, row by row: the layer of a
/// group that starts with an opaque solid fill holds that one colour everywhere else, so the
/// composite blends a constant there instead of reading and scaling the layer pixel by pixel.
///
/// Built from the pixel bounds of the items meeting the band (conservative: every pixel an item
/// draws lies in them). Rows whose set of meeting items is the same share one list of runs, so a
/// band is walked once per change of that set rather than once per row. Storage is kept from band
/// to band, so steady frames allocate nothing.
struct TouchedColumns {
    /// The items' bounds meeting the band, by left edge.
    private var rects: [PixelRect] = []
    /// The merged column ranges of the rows last asked for, left to right.
    private(set) var runs: [Range<Int>] = []

    /// Untouched gaps narrower than this many columns join the runs on either side: setting up two
    /// more runs (about 110 instructions) costs more than blending a few vectors from the layer.
    static let shortestGap = 16

    /// Starts a band: forgets the rectangles of the band before.
    mutating func reset() {
        rects.removeAll(keepingCapacity: true)
    }

    /// Adds an item's pixel bounds, clipped to `band`; bounds outside it add nothing.
    mutating func add(_ bounds: PixelRect, within band: PixelRect) {
        let r = bounds.intersection(band)
        if !r.isEmpty { rects.append(r) }
    }

    /// Sorts the rectangles added since `reset` by left edge, before `runs(from:to:)` is asked.
    mutating func finish() {
        rects.sort { $0.x < $1.x }
    }

    /// Sets `runs` to the merged columns touched in `row` (with the gaps shorter than
    /// `shortestGap` between them), and returns the row where that list next changes (an item
    /// starts or ends), at most `limit`.
    mutating func runs(from row: Int, to limit: Int) -> Int {
        runs.removeAll(keepingCapacity: true)
        var end = limit
        for r in rects {
            guard r.y <= row else {
                end = min(end, r.y)
                continue
            }
            guard row < r.maxY else { continue }
            end = min(end, r.maxY)
            if let last = runs.last, r.x < last.upperBound + Self.shortestGap {
                if r.maxX > last.upperBound { runs[runs.count - 1] = last.lowerBound..<r.maxX }
            } else {
                runs.append(r.x..<r.maxX)
            }
        }
        return end
    }
}
