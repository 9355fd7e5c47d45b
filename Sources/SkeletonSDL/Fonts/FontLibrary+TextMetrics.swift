import CSDL2TTF
import SkeletonCore

extension FontLibrary: TextMetrics {
    /// Ascent, descent and line skip of the font as SDL_ttf reports them at scale 1 (whole pixels =
    /// points), e.g. DejaVu Sans 17 → 16, 4, 20, and UIFont.lineHeight from the file's own metrics
    /// at the exact point size (DejaVu Sans 17: 2384 / 2048 × 17 = 19.7890625).
    package func lineMetrics(for font: FontSpec) -> FontLineMetrics {
        withCaches { caches in
            let key = SizedSpec(spec: font, scale: 1)
            if let known = caches.metricsCache.value(for: key) { return known }
            let measured =
                caches.openFace(font, scale: 1).map { opened in
                    let skip = Double(TTF_FontLineSkip(opened.font))
                    return FontLineMetrics(
                        ascent: Double(TTF_FontAscent(opened.font)),
                        descent: Double(-TTF_FontDescent(opened.font)),
                        lineHeight: skip,
                        fontLineHeight: caches.fileMetrics.lineHeightPerEm(of: opened.face).map { $0 * font.size }
                            ?? skip
                    )
                } ?? Self.estimatedMetrics(for: font)
            caches.metricsCache.insert(measured, for: key)
            return measured
        }
    }

    /// The advance width of one line of `text` (TTF_SizeUTF8) at scale 1, the characters the font
    /// lacks measured in their fallback faces.
    package func width(of text: String, font: FontSpec) -> Double {
        guard !text.isEmpty else { return 0 }
        return withCaches { caches in
            let key = TextKey(text: text, font: SizedSpec(spec: font, scale: 1))
            if let known = caches.widthCache.value(for: key) { return known }
            let measured: Double
            if let face = caches.openFace(font, scale: 1)?.font {
                let segments = caches.segments(of: text, spec: font, primary: face)
                measured =
                    FontCaches.isSingleFace(segments, of: text)
                    ? Double(FontCaches.advance(of: text, face: face))
                    : caches.advance(of: segments, primary: face, pixels: Self.pixelSize(of: font, scale: 1))
            } else {
                measured = Double(text.count) * font.size * 0.6
            }
            caches.widthCache.insert(measured, for: key)
            return measured
        }
    }

    /// Proportions of DejaVu Sans, used only when no font file at all can be opened (reported), so
    /// layout still gives sensible boxes.
    static func estimatedMetrics(for font: FontSpec) -> FontLineMetrics {
        let size = max(0, font.size.isFinite ? font.size : 0)
        return FontLineMetrics(
            ascent: (size * 0.928).rounded(), descent: (size * 0.236).rounded(),
            lineHeight: (size * 1.164).rounded())
    }
}
