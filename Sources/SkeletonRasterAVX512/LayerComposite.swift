// This module is the renderer's pixel arithmetic and run loops (links to Sources/SkeletonRaster's
// PixelMath, PixelOctet and Span) compiled for AVX-512 (`-target-cpu skylake-avx512`), where a
// `PixelOctet` is 16 pixels. It exports only the two loops of a dissolve's layer composite, which
// move every pixel of the frame: both builds of the renderer call them on runs of at least 16
// pixels when the CPU has AVX-512 (`Rasterizer.usesWideComposite`). Same arithmetic, same bytes.

/// The composite loops of a group's layer over an opaque background, 16 pixels per vector.
package enum LayerComposite {
    /// Pixels per vector: runs shorter than this are left to the caller's 8-pixel loops.
    package static let width = PixelOctet.width

    /// Source-over of the premultiplied colour `c` onto the `n` ≥ `width` pixels at `b`, written to
    /// `d` (as the renderer's `Span.blend(_:_:_:under:)`): layer columns holding one colour.
    package static func blend(_ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ c: UInt32, under b: UnsafePointer<UInt32>)
    {
        Span.blend(d, n, c, under: b)
    }

    /// Source-over of the opaque layer pixels `s` at coverage `k` onto the `n` ≥ `width` pixels at
    /// `b`, written to `d` (as the renderer's `Span.blend(_:_:colors:_:under:opaque:)` with `opaque`).
    package static func blendOpaque(
        _ d: UnsafeMutablePointer<UInt32>, _ n: Int, colors s: UnsafePointer<UInt32>, _ k: UInt32,
        under b: UnsafePointer<UInt32>
    ) {
        Span.blend(d, n, colors: s, k, under: b, opaque: true)
    }
}
