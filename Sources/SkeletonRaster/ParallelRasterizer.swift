import Dispatch
import SkeletonCore

/// Draws a frame with several threads: the rows of the area are cut into one contiguous part per
/// thread, each drawn by its own `Rasterizer` (with its own caches) into the same framebuffer.
/// Parts share no row, and a rasterizer writes only inside its clip's rows, so the threads never
/// touch the same pixel: the result is the pixels one `Rasterizer` draws, exactly.
package final class ParallelRasterizer {
    /// One rasterizer per thread.
    private let parts: [Rasterizer]

    /// Creates a renderer for `threads` threads (at least 1).
    package init(threads: Int) {
        parts = (0..<max(1, threads)).map { _ in Rasterizer() }
    }

    /// The number of threads a frame is drawn with.
    package var threads: Int { parts.count }

    /// Draws `list` into `fb` as `Rasterizer.render(_:into:…)` does, the rows split between the
    /// threads. The glyph and image sources are called from several threads (both protocols are `Sendable`).
    package func render(
        _ list: DisplayList, into fb: inout Framebuffer, scale: Double = 1, offset: Point = .zero,
        clip: PixelRect? = nil, glyphs: (any GlyphSource)? = nil,
        images: (any ImageSource)? = nil
    ) {
        let (width, height) = (fb.width, fb.height)
        guard
            let area = Rasterizer.area(
                of: list, width: width, height: height, scale: scale, offset: offset, clip: clip)
        else { return }
        let count = min(parts.count, area.height)
        fb.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let job = Job(parts: parts, pixels: base)
            DispatchQueue.concurrentPerform(iterations: count) { i in
                let top = area.y + area.height * i / count
                let bottom = area.y + area.height * (i + 1) / count
                job.parts[i].render(
                    list, pixels: job.pixels, width: width, height: height, scale: scale, offset: offset,
                    clip: PixelRect(x: area.x, y: top, width: area.width, height: bottom - top), glyphs: glyphs,
                    images: images)
            }
        }
    }

    /// What the threads of one frame share. Each rasterizer is used by one thread only, and the
    /// threads write disjoint rows of the pixels, which is why sharing them is safe.
    private struct Job: @unchecked Sendable {
        /// One rasterizer per thread.
        let parts: [Rasterizer]
        /// The framebuffer's pixels.
        let pixels: UnsafeMutablePointer<UInt32>
    }
}
