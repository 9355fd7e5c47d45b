/// The inner loops: one horizontal run of pixels, `n` pixels from `d`.
enum Span {
    /// Stores an opaque colour (the interior of opaque shapes and the background: a plain fill).
    /// When the four bytes are equal (white, black) it is a byte fill, which the optimizer turns
    /// into the C library's memset (string stores that skip reading the old cache lines).
    @inline(__always) static func fill(_ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ c: UInt32) {
        if c == (c & 0xFF) &* 0x0101_0101 {
            UnsafeMutableRawPointer(d).initializeMemory(as: UInt8.self, repeating: UInt8(c & 0xFF), count: n * 4)
        } else {
            d.update(repeating: c, count: n)
        }
    }

    /// Source-over of one premultiplied colour.
    @inline(__always) static func blend(_ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ s: UInt32) {
        var i = 0
        let quad = PixelQuad.Pixels(repeating: s)
        let ia = PixelQuad.inverseAlphas(quad)
        while i + PixelQuad.width <= n {
            PixelQuad.store(PixelQuad.over(quad, PixelQuad.load(d + i), inverseAlpha: ia), d + i)
            i += PixelQuad.width
        }
        while i < n {
            d[i] = PixelMath.over(s, d[i])
            i += 1
        }
    }

    /// Source-over of one colour at a per-pixel coverage.
    @inline(__always) static func blend(
        _ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ s: UInt32, coverage k: UnsafePointer<UInt16>
    ) {
        for i in 0..<n {
            let c = UInt32(k[i])
            if c == 0 { continue }
            d[i] = PixelMath.over(c == 256 ? s : PixelMath.scale(s, c), d[i])
        }
    }

    /// Copies opaque colours.
    @inline(__always) static func copy(_ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ s: UnsafePointer<UInt32>) {
        d.update(from: s, count: n)
    }

    /// Source-over of per-pixel colours at one coverage onto the pixels at `b` (by default `d`
    /// itself), written to `d`: with a separate `b`, the pixels under are read where they are
    /// rather than copied into `d` first.
    @inline(__always) static func blend(
        _ d: UnsafeMutablePointer<UInt32>, _ n: Int, colors s: UnsafePointer<UInt32>, _ k: UInt32,
        under b: UnsafePointer<UInt32>? = nil
    ) {
        let b = b ?? UnsafePointer(d)
        var i = 0
        if k == 256 {
            while i + PixelQuad.width <= n {
                PixelQuad.store(PixelQuad.over(PixelQuad.load(s + i), PixelQuad.load(b + i)), d + i)
                i += PixelQuad.width
            }
        } else {
            // Layers are mostly one colour (a skeleton's background): runs of eight equal pixels
            // reuse that colour's scaled value and inverse alpha instead of recomputing them.
            var runColor = ~s[0]
            var runScaled = PixelQuad.Pixels()
            var runInverse = PixelQuad.Pixels()
            while i + PixelQuad.width <= n {
                let first = s[i]
                if PixelQuad.isUniform(s + i, first) {
                    if first != runColor {
                        runColor = first
                        runScaled = PixelQuad.scale(PixelQuad.Pixels(repeating: first), k)
                        runInverse = PixelQuad.inverseAlphas(runScaled)
                    }
                    PixelQuad.store(PixelQuad.over(runScaled, PixelQuad.load(b + i), inverseAlpha: runInverse), d + i)
                } else {
                    PixelQuad.store(
                        PixelQuad.over(PixelQuad.scale(PixelQuad.load(s + i), k), PixelQuad.load(b + i)), d + i)
                }
                i += PixelQuad.width
            }
        }
        while i < n {
            d[i] = PixelMath.over(k == 256 ? s[i] : PixelMath.scale(s[i], k), b[i])
            i += 1
        }
    }

    /// Source-over of per-pixel colours at per-pixel coverage.
    @inline(__always) static func blend(
        _ d: UnsafeMutablePointer<UInt32>, _ n: Int, colors s: UnsafePointer<UInt32>, coverage k: UnsafePointer<UInt16>
    ) {
        for i in 0..<n {
            let c = UInt32(k[i])
            if c == 0 { continue }
            d[i] = PixelMath.over(c == 256 ? s[i] : PixelMath.scale(s[i], c), d[i])
        }
    }
}
