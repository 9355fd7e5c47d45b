import CSDL2
import CSDL2TTF
import SkeletonCore
import SkeletonRaster

extension FontLibrary: GlyphSource {
    /// The run rendered by TTF_RenderUTF8_Blended with the face opened at size × scale pixels; its
    /// alpha is the coverage, and the mask's top sits one ascent above the baseline origin. The
    /// characters the face lacks are rendered with their fallback faces at the same pixel size,
    /// on the same baseline, each stretch after the advance of those before it.
    package func mask(for run: TextRun, scale: Double) -> CoverageMask? {
        guard !run.text.isEmpty, scale.isFinite, scale > 0 else { return nil }
        return lock.withLock {
            let key = TextKey(text: run.text, font: SizedSpec(spec: run.font, scale: scale))
            if let known = maskCache.value(for: key) { return known }
            let rendered =
                withFace(run.font, scale: scale) { face in
                    renderWithFallbacks(run.text, spec: run.font, primary: face, scale: scale)
                } ?? nil
            maskCache.insert(rendered, for: key)
            return rendered
        }
    }

    /// `text` in `primary`, or stretch by stretch when some characters need fallback faces. Must
    /// be called with `lock` held.
    private func renderWithFallbacks(
        _ text: String, spec: FontSpec, primary: OpaquePointer, scale: Double
    ) -> CoverageMask? {
        let segments = segments(of: text, spec: spec, primary: primary)
        guard !Self.isSingleFace(segments, of: text) else { return Self.render(text, face: primary) }
        let pixels = Self.pixelSize(of: spec, scale: scale)
        let pieces = segments.compactMap { segment -> (mask: CoverageMask?, advance: Int)? in
            guard let face = face(for: segment, primary: primary, pixels: pixels) else { return nil }
            return (Self.render(segment.text, face: face), Int(Self.advance(of: segment.text, face: face)))
        }
        return Self.joinedMask(pieces)
    }

    /// Renders white text and keeps the alpha channel.
    private static func render(_ text: String, face: OpaquePointer) -> CoverageMask? {
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        guard let rendered = TTF_RenderUTF8_Blended(face, text, white) else { return nil }
        defer { SDL_FreeSurface(rendered) }
        guard let argb = SDL_ConvertSurfaceFormat(rendered, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            return nil
        }
        defer { SDL_FreeSurface(argb) }
        let width = Int(argb.pointee.w)
        let height = Int(argb.pointee.h)
        let pitch = Int(argb.pointee.pitch)
        guard width > 0, height > 0, let base = argb.pointee.pixels else { return nil }
        var coverage = [UInt8](repeating: 0, count: width * height)
        SDL_LockSurface(argb)
        for y in 0..<height {
            let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { coverage[y * width + x] = UInt8(truncatingIfNeeded: row[x] >> 24) }
        }
        SDL_UnlockSurface(argb)
        return CoverageMask(
            width: width, height: height, offsetX: 0, offsetY: -Int(TTF_FontAscent(face)),
            coverage: coverage)
    }
}
