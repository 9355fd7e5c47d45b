/// The inner loops: one horizontal run of pixels, `n` pixels from `d`.
enum Span {
    /// Stores an opaque colour (the interior of opaque shapes and the background: a plain fill).
    /// When the four bytes are equal (white, black) it is a byte fill, which the optimizer turns
    /// into the C library's memset (string stores that skip reading the old cache lines).
    @inline(__always) static func fill(_ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ c: UInt32) {
        if c == (c & 0xFF) &* 0x0101_0101 {
            UnsafeMutableRawPointer(d).initializeMemory(as: UInt8.self, repeating: UInt8(c & 0xFF), count: n * 4)
        } else if n < PixelOctet.width {
            for i in 0..<n { d[i] = c }
        } else {
            fillVectors(d, n, PixelOctet.Pixels(repeating: c))
        }
    }

    /// Stores the pixels of `v` (eight copies of one colour) over a run of `n` ≥ `PixelOctet.width`
    /// pixels: four vectors per turn while more than four are left, then four more whose starts are
    /// clamped so that the last ends at the last pixel (storing a pixel twice is harmless). No loop
    /// for the tail: a skeleton's rows are a few vectors long, where a tail loop's tests and
    /// branches cost as much as its stores. The interiors of opaque shapes, without `fill`'s tests.
    @inline(__always) static func fillVectors(_ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ v: PixelOctet.Pixels) {
        let w = PixelOctet.width
        let last = n - w
        var i = 0
        while i < n - 4 * w {
            PixelOctet.store(v, d + i)
            PixelOctet.store(v, d + i + w)
            PixelOctet.store(v, d + i + 2 * w)
            PixelOctet.store(v, d + i + 3 * w)
            i += 4 * w
        }
        // Here 0 < n − i ≤ 4w: the stores at i, i + w, i + 2w and the last pixel's vector cover
        // what is left, each clamped to start no later than that last vector.
        PixelOctet.store(v, d + min(i, last))
        PixelOctet.store(v, d + min(i + w, last))
        PixelOctet.store(v, d + min(i + 2 * w, last))
        PixelOctet.store(v, d + last)
    }

    /// Copies a run of `n` ≥ `PixelOctet.width` opaque colours from `s` as whole vectors, the last
    /// one ending at the last pixel (as `fillVectors`): the interiors of shapes painted with a
    /// horizontal gradient, whose rows are too short for a call to the C library's memcpy to pay.
    @inline(__always) static func copyVectors(
        _ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ s: UnsafePointer<UInt32>
    ) {
        var i = 0
        while i + 2 * PixelOctet.width <= n {
            PixelOctet.store(PixelOctet.load(s + i), d + i)
            PixelOctet.store(PixelOctet.load(s + i + PixelOctet.width), d + i + PixelOctet.width)
            i += 2 * PixelOctet.width
        }
        if i + PixelOctet.width <= n { PixelOctet.store(PixelOctet.load(s + i), d + i) }
        PixelOctet.store(PixelOctet.load(s + (n - PixelOctet.width)), d + (n - PixelOctet.width))
    }

    /// Source-over of one premultiplied colour (a run's tail is one more vector, not pixel by pixel).
    @inline(__always) static func blend(_ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ s: UInt32) {
        blend(d, n, s, under: d)
    }

    /// Source-over of one colour at a per-pixel coverage.
    @inline(__always) static func blend(
        _ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ s: UInt32, coverage k: UnsafePointer<UInt16>
    ) {
        blend(d, n, coverage: k, colors: nil, color: s)
    }

    /// Source-over at per-pixel coverage of one colour, for `n` a multiple of `PixelOctet.width`.
    @inline(__always) static func blendVectors(
        _ d: UnsafeMutablePointer<UInt32>, _ n: Int, coverage k: UnsafePointer<UInt16>, color: UInt32
    ) {
        let uniform = PixelOctet.Pixels(repeating: color)
        blendVectors(d, n, coverage: k) { _ in uniform }
    }

    /// Source-over at per-pixel coverage of one colour `color`, or of `colors[i]` when given, for
    /// `n` a multiple of `PixelOctet.width`.
    @inline(__always) static func blendVectors(
        _ d: UnsafeMutablePointer<UInt32>, _ n: Int, coverage k: UnsafePointer<UInt16>,
        colors s: UnsafePointer<UInt32>?, color: UInt32
    ) {
        guard let s else { return blendVectors(d, n, coverage: k, color: color) }
        blendVectors(d, n, coverage: k) { PixelOctet.load(s + $0) }
    }

    /// Source-over of the vectors `source(i)` at per-pixel coverage, for `n` a multiple of
    /// `PixelOctet.width`.
    @inline(__always) private static func blendVectors(
        _ d: UnsafeMutablePointer<UInt32>, _ n: Int, coverage k: UnsafePointer<UInt16>,
        source: (Int) -> PixelOctet.Pixels
    ) {
        var i = 0
        while i < n {
            PixelOctet.store(
                PixelOctet.over(
                    PixelOctet.scale(source(i), coverages: PixelOctet.coverages(k + i)), PixelOctet.load(d + i)),
                d + i)
            i += PixelOctet.width
        }
    }

    /// Source-over at per-pixel coverage of one colour `color`, or of `colors[i]` when given.
    ///
    /// Eight pixels at a time; the last vector ends at the last pixel and may overlap the one
    /// before, so its pixels under are loaded before anything is stored: overlapped pixels are
    /// computed twice from the same values and stored twice with the same result. Coverage 0 and
    /// 256 need no special case (s·0 = 0 leaves d unchanged; s·256/256 = s).
    @inline(__always) private static func blend(
        _ d: UnsafeMutablePointer<UInt32>, _ n: Int, coverage k: UnsafePointer<UInt16>,
        colors s: UnsafePointer<UInt32>?, color: UInt32
    ) {
        let w = PixelOctet.width
        guard n >= w else {
            for i in 0..<n {
                let c = UInt32(k[i])
                if c == 0 { continue }
                let source = s?[i] ?? color
                d[i] = PixelMath.over(c == 256 ? source : PixelMath.scale(source, c), d[i])
            }
            return
        }
        let uniform = PixelOctet.Pixels(repeating: color)
        func result(_ i: Int, under: PixelOctet.Pixels) -> PixelOctet.Pixels {
            let source = s.map { PixelOctet.load($0 + i) } ?? uniform
            return PixelOctet.over(PixelOctet.scale(source, coverages: PixelOctet.coverages(k + i)), under)
        }
        let last = n - w
        if last % w == 0 {
            blendVectors(d, n, coverage: k, colors: s, color: color)
            return
        }
        let lastResult = result(last, under: PixelOctet.load(d + last))
        var i = 0
        while i < last {
            PixelOctet.store(result(i, under: PixelOctet.load(d + i)), d + i)
            i += w
        }
        PixelOctet.store(lastResult, d + last)
    }

    /// Copies opaque colours.
    @inline(__always) static func copy(_ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ s: UnsafePointer<UInt32>) {
        d.update(from: s, count: n)
    }

    /// Source-over of per-pixel colours at one coverage onto the pixels at `b` (by default `d`
    /// itself), written to `d`: with a separate `b`, the pixels under are read where they are
    /// rather than copied into `d` first.
    ///
    /// With `opaque` (every colour is: a layer over an opaque background), the colours scaled by
    /// `k` share one alpha, so the factor the pixels under are multiplied by is computed once.
    /// No branch depends on the pixels: a layer's shapes change colour every few vectors, and
    /// mispredicted tests for runs of one colour cost more than the arithmetic they skipped.
    @inline(__always) static func blend(
        _ d: UnsafeMutablePointer<UInt32>, _ n: Int, colors s: UnsafePointer<UInt32>, _ k: UInt32,
        under b: UnsafePointer<UInt32>? = nil, opaque: Bool = false
    ) {
        let b = b ?? UnsafePointer(d)
        guard n >= PixelOctet.width else {
            for i in 0..<n { d[i] = PixelMath.over(k == 256 ? s[i] : PixelMath.scale(s[i], k), b[i]) }
            return
        }
        let inPlace = b == UnsafePointer(d) || s == UnsafePointer(d)
        if k == 256 {
            eachVector(d, n, inPlace: inPlace) { i in PixelOctet.over(PixelOctet.load(s + i), PixelOctet.load(b + i)) }
        } else if opaque {
            let inverse = PixelOctet.inverseAlphas(PixelOctet.Pixels(repeating: PixelMath.scale(0xFF00_0000, k)))
            eachVector(d, n, inPlace: inPlace) { i in
                PixelOctet.over(
                    PixelOctet.scale(PixelOctet.load(s + i), k), PixelOctet.load(b + i), inverseAlpha: inverse)
            }
        } else {
            eachVector(d, n, inPlace: inPlace) { i in
                PixelOctet.over(PixelOctet.scale(PixelOctet.load(s + i), k), PixelOctet.load(b + i))
            }
        }
    }

    /// Source-over of one premultiplied colour onto the pixels at `b` (which may be `d`), written
    /// to `d`: a run of a group's layer that holds one colour, composited without reading it.
    @inline(__always) static func blend(
        _ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ c: UInt32, under b: UnsafePointer<UInt32>
    ) {
        guard n >= PixelOctet.width else {
            for i in 0..<n { d[i] = PixelMath.over(c, b[i]) }
            return
        }
        let octet = PixelOctet.Pixels(repeating: c)
        let inverse = PixelOctet.inverseAlphas(octet)
        eachVector(d, n, inPlace: b == UnsafePointer(d)) { i in
            PixelOctet.over(octet, PixelOctet.load(b + i), inverseAlpha: inverse)
        }
    }

    /// Stores `result(i)` at `d + i` for each vector of a run of `n` ≥ `PixelOctet.width` pixels,
    /// the last vector ending at the last pixel (a short run's tail then costs one vector, not a
    /// scalar loop: a dissolve's layer is blended in runs between shapes). Where the results
    /// replace their own inputs (`inPlace`), that vector is computed before anything is stored, so
    /// where it overlaps the vector before, both compute the same pixels from the same values.
    /// Otherwise it is computed last: loading a run's end first, ahead of the loads the memory's
    /// prefetcher is following, waits for memory once per run (a dissolve's image, in runs between
    /// the shapes' columns).
    @inline(__always) private static func eachVector(
        _ d: UnsafeMutablePointer<UInt32>, _ n: Int, inPlace: Bool, _ result: (Int) -> PixelOctet.Pixels
    ) {
        let last = n - PixelOctet.width
        guard inPlace else {
            // The first vector, then whole vectors of memory from the first aligned one (an
            // unaligned vector is split across two cache lines): recomputed pixels are the same.
            PixelOctet.store(result(0), d)
            let bytes = PixelOctet.width * MemoryLayout<UInt32>.size
            var i = (bytes - Int(bitPattern: d) & (bytes - 1)) / MemoryLayout<UInt32>.size
            while i < last {
                PixelOctet.store(result(i), d + i)
                i += PixelOctet.width
            }
            PixelOctet.store(result(last), d + last)
            return
        }
        let early = result(last)
        var i = 0
        while i < last {
            PixelOctet.store(result(i), d + i)
            i += PixelOctet.width
        }
        PixelOctet.store(early, d + last)
    }

    /// Source-over of per-pixel colours at per-pixel coverage.
    @inline(__always) static func blend(
        _ d: UnsafeMutablePointer<UInt32>, _ n: Int, colors s: UnsafePointer<UInt32>, coverage k: UnsafePointer<UInt16>
    ) {
        blend(d, n, coverage: k, colors: s, color: 0)
    }
}

extension Span {
    /// A run at per-pixel coverage `k` in one colour, or in the per-pixel `colors` when given.
    @inline(__always) static func paint(
        _ d: UnsafeMutablePointer<UInt32>, _ n: Int, coverage k: UnsafePointer<UInt16>, color: UInt32,
        colors: UnsafePointer<UInt32>?
    ) {
        if let colors {
            blend(d, n, colors: colors, coverage: k)
        } else {
            blend(d, n, color, coverage: k)
        }
    }

    /// A run at one coverage `k` (0…256) in one colour, or in the per-pixel `colors` when given
    /// (`opaque`: all of them are, so full coverage copies them). Opaque results are plain fills.
    @inline(__always) static func paint(
        _ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ k: UInt32, color: UInt32, colors: UnsafePointer<UInt32>?,
        opaque: Bool
    ) {
        guard k > 0 else { return }
        if let colors {
            if k == 256 && opaque {
                copy(d, n, colors)
            } else {
                blend(d, n, colors: colors, k)
            }
            return
        }
        let c = k == 256 ? color : PixelMath.scale(color, k)
        if c >> 24 == 255 {
            fill(d, n, c)
        } else if c != 0 {
            blend(d, n, c)
        }
    }
}
