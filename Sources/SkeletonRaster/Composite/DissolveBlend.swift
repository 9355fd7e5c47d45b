#if canImport(SkeletonRasterAVX512)
    import SkeletonRasterAVX512
#endif

/// The arithmetic of a group composited over an image without a layer: a group whose first
/// command fills it with the opaque colour `background` and whose shapes share no pixel, so that
/// each layer pixel is known in registers (the background, or one shape's colour at its coverage
/// over the background) instead of being stored and read back.
///
/// Every pixel gets exactly what the layer path gives it: the layer pixel
/// `over(scale(colour, coverage), background)` (what the shapes' row loops store in the layer,
/// coverage 0 leaving the background), then `over(scale(layer, k), image)` (the layer composite).
/// The layer is opaque, so every scaled layer pixel has the alpha of `scale(0xFF000000, k)`, and
/// one inverse alpha serves them all, as in the layer composite.
struct DissolveBlend {
    /// The layer's opaque background.
    let background: UInt32
    /// The group's opacity as a coverage (1…255).
    let k: UInt32
    /// The background's layer pixel scaled by `k`: what a pixel no shape reaches composites.
    let scaledBackground: UInt32
    /// `background` in every lane.
    let backgroundVector: PixelOctet.Pixels
    /// 255 − the alpha of a scaled layer pixel, in both halves of every lane.
    let inverse: PixelOctet.Pixels
    /// Runs of one colour at least this long go to the 16-pixel composite (`Int.max`: none do).
    let shortestWideRun: Int
    /// Each lane's pixel index in a vector, in both halves of its pixel (the form of
    /// `PixelOctet.coverages`): which coverages of a vector belong to an anti-aliased end.
    let pixelIndex: PixelOctet.Lanes

    /// The arithmetic of a layer filled with the opaque `background`, composited at coverage `k`;
    /// `wide`: runs of one colour use the AVX-512 composite where this module has it.
    init(background: UInt32, k: UInt32, wide: Bool) {
        assert(background >> 24 == 255, "a dissolve without a layer needs an opaque background")
        self.background = background
        self.k = k
        scaledBackground = PixelMath.scale(background, k)
        backgroundVector = PixelOctet.Pixels(repeating: background)
        inverse = PixelOctet.inverseAlphas(PixelOctet.Pixels(repeating: PixelMath.scale(0xFF00_0000, k)))
        var index = PixelOctet.Lanes()
        for i in 0..<PixelOctet.width {
            index[2 * i] = UInt16(i)
            index[2 * i + 1] = UInt16(i)
        }
        pixelIndex = index
        #if canImport(SkeletonRasterAVX512)
            shortestWideRun = wide ? LayerComposite.width : Int.max
        #else
            shortestWideRun = Int.max
        #endif
    }

    /// All ones in the lanes of the pixels before the `n`th of a vector (0…width), zero in the
    /// others: a vector's coverages that belong to an end, by shifts rather than comparisons (which
    /// are compiled lane by lane).
    @inline(__always) func lanes(before n: Int) -> PixelOctet.Lanes {
        let offset = unsafeBitCast(pixelIndex, to: SIMD16<Int16>.self) &- Int16(truncatingIfNeeded: n)
        return unsafeBitCast(offset &>> 15, to: PixelOctet.Lanes.self)
    }

    /// A vector of colours `c` at the coverages `k2` (as `PixelOctet.coverages` gives them) over
    /// the background, scaled by `k`: layer pixels of a shape's anti-aliased end.
    @inline(__always) func scaledLayer(_ c: PixelOctet.Pixels, coverages k2: PixelOctet.Lanes) -> PixelOctet.Pixels {
        PixelOctet.scale(PixelOctet.over(PixelOctet.scale(c, coverages: k2), backgroundVector), k)
    }

    /// The layer pixel of colour `c` at coverage `coverage` (0…256) over the background, scaled by `k`.
    @inline(__always) func scaledLayer(_ c: UInt32, coverage: UInt32) -> UInt32 {
        PixelMath.scale(PixelMath.over(PixelMath.scale(c, coverage), background), k)
    }

    /// `n` pixels of one scaled layer pixel `s` over the image pixels at `b`, written to `d`.
    @inline(__always) func run(_ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ s: UInt32, under b: UnsafePointer<UInt32>)
    {
        Self.run(d, n, s, under: b, shortestWideRun: shortestWideRun)
    }

    /// `n` pixels of one scaled layer pixel `s` over the pixels at `b`, written to `d`: on the
    /// 16-pixel composite from `shortestWideRun` pixels (the layer composite's runs of its
    /// background use it too).
    @inline(__always) static func run(
        _ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ s: UInt32, under b: UnsafePointer<UInt32>, shortestWideRun: Int
    ) {
        #if canImport(SkeletonRasterAVX512)
            if n >= shortestWideRun {
                LayerComposite.blend(d, n, s, under: b)
                return
            }
        #endif
        Span.blend(d, n, s, under: b)
    }

    /// One vector of scaled layer pixels `s` over the image pixels at `b`, written to `d`.
    @inline(__always) func vector(
        _ d: UnsafeMutablePointer<UInt32>, _ s: PixelOctet.Pixels, under b: UnsafePointer<UInt32>
    ) {
        PixelOctet.store(PixelOctet.over(s, PixelOctet.load(b), inverseAlpha: inverse), d)
    }

    /// Composites `row` (a record of `vectors` and `pixels`) over the image row `b` into the frame
    /// row `d` (both indexed by device column), the background's columns from `x` to its first
    /// included, and returns the column after the last pixel written (at least `x`).
    @inline(__always) func composite(
        _ row: DissolveRow, into d: UnsafeMutablePointer<UInt32>, under b: UnsafePointer<UInt32>, from x: Int,
        vectors: UnsafeBufferPointer<PixelOctet.Pixels>, pixels: UnsafeBufferPointer<UInt32>
    ) -> Int {
        let (start, end) = (row.start, row.end)
        guard start < end else { return x }
        if x < start { run(d + x, start - x, scaledBackground, under: b + x) }
        if row.perPixel {
            for column in start..<end { d[column] = PixelMath.over(pixels[row.first + (column - start)], b[column]) }
            return end
        }
        let w = PixelOctet.width
        var v = row.first
        var column = start
        for _ in 0..<row.leftVectors {
            vector(d + column, vectors[v], under: b + column)
            column += w
            v += 1
        }
        let rightStart = end - row.rightVectors * w
        if column < rightStart { run(d + column, rightStart - column, row.run, under: b + column) }
        column = rightStart
        for _ in 0..<row.rightVectors {
            vector(d + column, vectors[v], under: b + column)
            column += w
            v += 1
        }
        return end
    }
}

/// One shape of a band composited without a layer: its columns and rows, and where the records of
/// its rows are in its `BandItems` (`ShapeCoverage.addDissolveItem`).
struct DissolveItem {
    /// Its pixel bounds' columns inside the area composited.
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

/// What one row of a shape composites without a layer, its layer pixels computed once per band:
/// either whole vectors of scaled layer pixels at its anti-aliased ends around a run of one scaled
/// layer pixel, or one scaled layer pixel per column (rows whose ends do not fit that form, and
/// shapes cut by the area's edge). The background's columns before `start` are its caller's.
///
/// 24 bytes: a band stores one per shape row and reads it back row by row (it held 80 as `Int`s
/// and ranges). The left vectors are stored from `start`, the right ones end at `end`, and the run
/// lies between them, so their columns are not stored; device columns fit in 32 bits (the band's).
struct DissolveRow {
    private let storedStart: Int32, storedEnd: Int32, storedFirst: Int32
    /// The left vectors' count, or −1 for a row of pixels.
    private let storedLeftVectors: Int32
    private let storedRightVectors: Int32
    /// The scaled layer pixel of the run between the ends' vectors.
    let run: UInt32

    /// The first column it writes.
    var start: Int { Int(storedStart) }
    /// The column after the last it writes (≤ `start`: it writes none).
    var end: Int { Int(storedEnd) }
    /// The index of its first vector (in `BandItems.vectors`), or of its first pixel (in
    /// `BandItems.pixels`) when `perPixel`.
    var first: Int { Int(storedFirst) }
    /// True when it holds one scaled layer pixel per column of `start..<end`.
    var perPixel: Bool { storedLeftVectors < 0 }
    /// Vectors stored from `start`, one after the other (0 for a row of pixels).
    var leftVectors: Int { Int(max(0, storedLeftVectors)) }
    /// Vectors stored after the left ones in `BandItems.vectors`, the last ending at `end`.
    var rightVectors: Int { Int(storedRightVectors) }

    /// The columns `start..<end`: `leftVectors` vectors from `start` and `rightVectors` ending at
    /// `end`, from vector `first` on, and the run of `run` between them (none where they meet or
    /// overlap).
    init(start: Int, end: Int, first: Int, leftVectors: Int, rightVectors: Int, run: UInt32) {
        storedStart = Int32(truncatingIfNeeded: start)
        storedEnd = Int32(truncatingIfNeeded: end)
        storedFirst = Int32(truncatingIfNeeded: first)
        storedLeftVectors = Int32(truncatingIfNeeded: leftVectors)
        storedRightVectors = Int32(truncatingIfNeeded: rightVectors)
        self.run = run
    }

    /// The columns `columns`, one scaled layer pixel each from pixel `first` on.
    init(pixels columns: Range<Int>, first: Int) {
        storedStart = Int32(truncatingIfNeeded: columns.lowerBound)
        storedEnd = Int32(truncatingIfNeeded: columns.upperBound)
        storedFirst = Int32(truncatingIfNeeded: first)
        storedLeftVectors = -1
        storedRightVectors = 0
        run = 0
    }

    /// A record writing nothing (the filler of storage not yet used).
    static let none = DissolveRow(start: 0, end: 0, first: 0, leftVectors: 0, rightVectors: 0, run: 0)
}
