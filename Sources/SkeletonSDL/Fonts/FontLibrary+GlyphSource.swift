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
        return withCaches { caches in
            let key = TextKey(text: run.text, font: SizedSpec(spec: run.font, scale: scale))
            if let known = caches.maskCache.value(for: key) { return known }
            let rendered = caches.openFace(run.font, scale: scale).flatMap { opened in
                Self.render(run.text, spec: run.font, primary: opened.font, scale: scale, caches: &caches)
            }
            caches.maskCache.insert(rendered, for: key)
            return rendered
        }
    }

    /// `text` in `primary`, or stretch by stretch when some characters need fallback faces.
    private static func render(
        _ text: String, spec: FontSpec, primary: OpaquePointer, scale: Double, caches: inout FontCaches
    ) -> CoverageMask? {
        let segments = caches.segments(of: text, spec: spec, primary: primary)
        guard !FontCaches.isSingleFace(segments, of: text) else { return render(text, face: primary) }
        let pixels = pixelSize(of: spec, scale: scale)
        var pieces: [(mask: CoverageMask?, advance: Int)] = []
        for segment in segments {
            guard let face = caches.face(for: segment, primary: primary, pixels: pixels) else { continue }
            pieces.append((render(segment.text, face: face), Int(FontCaches.advance(of: segment.text, face: face))))
        }
        return FontCaches.joinedMask(pieces)
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
