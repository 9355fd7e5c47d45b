/// The pixels of a band whose items are solid fills sharing no pixel over one known background,
/// written row by row left to right without drawing them in layers: each pixel is the background,
/// or one shape's colour at its coverage over the background, computed in registers and scaled by
/// `k` (a dissolve's group coverage; 256 for a frame's own band, where scaling changes nothing).
/// A `RowWriter` then stores them (a frame) or composites them over an image (a dissolve).
///
/// Every pixel gets exactly what drawing the band gives it: the pixel
/// `over(scale(colour, coverage), background)` (what the shapes' row loops store over the
/// background, coverage 0 leaving the background), then for a dissolve `over(scale(layer, k), image)`
/// (the layer composite).
struct RowPixels {
    /// The background under the shapes (opaque in a dissolve).
    let background: UInt32
    /// The coverage every pixel is scaled by (1…256).
    let k: UInt32
    /// The background scaled by `k`: what a pixel no shape reaches writes.
    let scaledBackground: UInt32
    /// `background` in every lane.
    let backgroundVector: PixelOctet.Pixels
    /// Each lane's pixel index in a vector, in both halves of its pixel (the form of
    /// `PixelOctet.coverages`): which coverages of a vector belong to an anti-aliased end.
    let pixelIndex: PixelOctet.Lanes

    /// The pixels of shapes over `background`, scaled by `k`.
    init(background: UInt32, k: UInt32) {
        self.background = background
        self.k = k
        scaledBackground = PixelMath.scale(background, k)
        backgroundVector = PixelOctet.Pixels(repeating: background)
        var index = PixelOctet.Lanes()
        for i in 0..<PixelOctet.width {
            index[2 * i] = UInt16(i)
            index[2 * i + 1] = UInt16(i)
        }
        pixelIndex = index
    }

    /// All ones in the lanes of the pixels before the `n`th of a vector (0…width), zero in the
    /// others: a vector's coverages that belong to an end, by shifts rather than comparisons (which
    /// are compiled lane by lane).
    @inline(__always) func lanes(before n: Int) -> PixelOctet.Lanes {
        let offset = unsafeBitCast(pixelIndex, to: SIMD16<Int16>.self) &- Int16(truncatingIfNeeded: n)
        return unsafeBitCast(offset &>> 15, to: PixelOctet.Lanes.self)
    }

    /// A vector of colours `c` at the coverages `k2` (as `PixelOctet.coverages` gives them) over
    /// the background, scaled by `k`: the pixels of a shape's anti-aliased end.
    @inline(__always) func pixels(_ c: PixelOctet.Pixels, coverages k2: PixelOctet.Lanes) -> PixelOctet.Pixels {
        let over = PixelOctet.over(PixelOctet.scale(c, coverages: k2), backgroundVector)
        return k == 256 ? over : PixelOctet.scale(over, k)
    }

    /// The pixel of colour `c` at coverage `coverage` (0…256) over the background, scaled by `k`.
    @inline(__always) func pixel(_ c: UInt32, coverage: UInt32) -> UInt32 {
        let over = PixelMath.over(PixelMath.scale(c, coverage), background)
        return k == 256 ? over : PixelMath.scale(over, k)
    }

    /// Writes `row` (a record of `vectors` and `pixels`) with `writer` into the frame row `d` over
    /// the row `b` (both indexed by device column), the background's columns from `x` to its first
    /// included, and returns the column after the last pixel written (at least `x`).
    @inline(__always) func write<W: RowWriter>(
        _ row: ItemRow, into d: UnsafeMutablePointer<UInt32>, under b: UnsafePointer<UInt32>, from x: Int,
        vectors: UnsafeBufferPointer<PixelOctet.Pixels>, pixels: UnsafeBufferPointer<UInt32>, _ writer: W
    ) -> Int {
        let (start, end) = (row.start, row.end)
        guard start < end else { return x }
        if W.writesGaps, x < start { writer.run(d + x, start - x, scaledBackground, under: b + x) }
        if row.perPixel {
            for column in start..<end {
                d[column] = writer.pixel(pixels[row.first + (column - start)], under: b[column])
            }
            return end
        }
        let w = PixelOctet.width
        for i in 0..<row.leftVectors {
            writer.vector(d + start + i * w, vectors[row.first + i], under: b + start + i * w)
        }
        let columns = row.runColumns
        if !columns.isEmpty {
            writer.run(d + columns.lowerBound, columns.count, row.run, under: b + columns.lowerBound)
        }
        let right = row.first + row.leftVectors
        for i in 0..<row.rightVectors {
            writer.vector(d + row.rightStart + i * w, vectors[right + i], under: b + row.rightStart + i * w)
        }
        return end
    }
}

/// One shape of a band written in rows (`RowPixels`): its columns and rows, and where the records
/// of its rows are in its `BandItems` (`ShapeCoverage.addBandItem`).
struct BandItem {
    /// Its pixel bounds' columns inside the area written.
    var columns: Range<Int>
    /// Its pixel bounds' rows inside the band.
    var rows: Range<Int>
    /// Its shape's middle rows, which share one record.
    var middleRows: Range<Int>
    /// The index of the middle rows' record (−1 when none of them is in the band).
    var middle: Int
    /// The index of the record of its first edge row in the band; the others follow, top to bottom.
    var edges: Int
    /// How many of its edge rows in the band lie above its middle rows.
    var edgesAbove: Int

    /// The index of the record of row `y` (one of `rows`).
    @inline(__always) func record(_ y: Int) -> Int {
        if middleRows.contains(y) { return middle }
        return y < middleRows.lowerBound
            ? edges + (y - rows.lowerBound) : edges + edgesAbove + (y - max(rows.lowerBound, middleRows.upperBound))
    }
}

/// What one row of a shape writes, its pixels computed once per band: either whole vectors of
/// pixels at its anti-aliased ends around a run of one pixel, or one pixel per column (rows whose
/// ends do not fit that form, and shapes cut by the area's edge). The background's columns before
/// `start` are its caller's.
struct ItemRow {
    /// The first column it writes.
    var start: Int
    /// The column after the last it writes (≤ `start`: it writes none).
    var end: Int
    /// The index of its first vector (in `BandItems.vectors`), or of its first pixel (in
    /// `BandItems.pixels`) when `perPixel`.
    var first: Int
    /// True when it holds one pixel per column of `start..<end`.
    var perPixel: Bool
    /// Vectors stored from `start`, one after the other.
    var leftVectors: Int
    /// Vectors stored from `rightStart`, after the left ones in `BandItems.vectors`.
    var rightVectors: Int
    /// The first column of the right vectors.
    var rightStart: Int
    /// The columns of the run of `run` between the ends' vectors (empty: none).
    var runColumns: Range<Int>
    /// The pixel of the run.
    var run: UInt32

    /// A record writing nothing (the filler of storage not yet used).
    static let none = ItemRow(
        start: 0, end: 0, first: 0, perPixel: false, leftVectors: 0, rightVectors: 0, rightStart: 0, runColumns: 0..<0,
        run: 0)
}
