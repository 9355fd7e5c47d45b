#if canImport(SkeletonRasterAVX512)
    import SkeletonRasterAVX512
#endif

/// How `RowPixels.write` puts a row's known pixels into the frame: each call gives the pixels and
/// the row under them (the frame's own row where nothing is under).
protocol RowWriter {
    /// False when `begin` writes the whole row's background, so the gaps before shapes are not written again.
    static var writesGaps: Bool { get }
    /// Starts row `d` (indexed by device column) over `columns`.
    func begin(_ d: UnsafeMutablePointer<UInt32>, _ columns: Range<Int>, background: UInt32)
    /// `n` pixels of the one value `s`, written to `d` over the pixels at `b`.
    func run(_ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ s: UInt32, under b: UnsafePointer<UInt32>)
    /// One vector of values `s`, written to `d` over the pixels at `b`.
    func vector(_ d: UnsafeMutablePointer<UInt32>, _ s: PixelOctet.Pixels, under b: UnsafePointer<UInt32>)
    /// The value `s` over the pixel `b`.
    func pixel(_ s: UInt32, under b: UInt32) -> UInt32
}

/// A frame's band drawn in rows: its pixels are stored as they are (`RowPixels` with k = 256 holds
/// the band's final pixels), nothing read.
struct StoreRows: RowWriter {
    /// The row is filled first.
    static let writesGaps = false

    /// Fills the row with the background (a plain fill, as a band's: string stores that skip
    /// reading the old cache lines where the bytes are equal), the shapes then stored over it.
    @inline(__always) func begin(_ d: UnsafeMutablePointer<UInt32>, _ columns: Range<Int>, background: UInt32) {
        Span.fill(d + columns.lowerBound, columns.count, background)
    }

    /// Stores `n` copies of `s`: whole vectors from a vector's width on (the last ending at the last
    /// pixel), pixel by pixel below it.
    @inline(__always) func run(_ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ s: UInt32, under _: UnsafePointer<UInt32>)
    {
        guard n >= PixelOctet.width else {
            for i in 0..<n { d[i] = s }
            return
        }
        Span.fillVectors(d, n, PixelOctet.Pixels(repeating: s))
    }

    /// Stores `s`.
    @inline(__always) func vector(
        _ d: UnsafeMutablePointer<UInt32>, _ s: PixelOctet.Pixels, under _: UnsafePointer<UInt32>
    ) {
        PixelOctet.store(s, d)
    }

    /// `s` itself.
    @inline(__always) func pixel(_ s: UInt32, under _: UInt32) -> UInt32 { s }
}

/// A group's band composited over an image without a layer (a dissolve): its pixels, an opaque
/// layer's scaled by the group's coverage, go source-over the image's. The layer is opaque, so
/// every scaled pixel has the alpha of `scale(0xFF000000, k)`, and one inverse alpha serves them
/// all, as in the layer composite.
struct OverImage: RowWriter {
    /// Each gap is composited as it comes.
    static let writesGaps = true

    /// Nothing: the gaps are composited left to right.
    @inline(__always) func begin(_ d: UnsafeMutablePointer<UInt32>, _ columns: Range<Int>, background: UInt32) {}

    /// 255 − the alpha of a scaled layer pixel, in both halves of every lane.
    let inverse: PixelOctet.Pixels
    /// Runs of one colour at least this long go to the 16-pixel composite (`Int.max`: none do).
    let shortestWideRun: Int

    /// The composite of an opaque layer scaled by `k`; `wide`: runs of one colour use the AVX-512
    /// composite where this module has it.
    init(k: UInt32, wide: Bool) {
        inverse = PixelOctet.inverseAlphas(PixelOctet.Pixels(repeating: PixelMath.scale(0xFF00_0000, k)))
        #if canImport(SkeletonRasterAVX512)
            shortestWideRun = wide ? LayerComposite.width : Int.max
        #else
            shortestWideRun = Int.max
        #endif
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

    /// The scaled layer pixel `s` over the image pixel `b`.
    @inline(__always) func pixel(_ s: UInt32, under b: UInt32) -> UInt32 { PixelMath.over(s, b) }
}
