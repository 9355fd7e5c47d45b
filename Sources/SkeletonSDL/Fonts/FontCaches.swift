import CFreeType
import CSDL2
import CSDL2TTF
import SkeletonCore
import SkeletonRaster

/// Everything a `FontLibrary` keeps between calls: fontconfig's answers, the open SDL_ttf faces
/// and the caches of metrics, widths and glyph masks. It lives inside the library's `Mutex`, so
/// only one thread at a time reaches it (and, through it, SDL_ttf and FreeType).
struct FontCaches {
    /// Where problems (missing families, unreadable font files) are reported.
    let log: MessageLog
    /// Whether SDL_ttf started; without it no face is opened.
    let ttfReady: Bool
    /// fontconfig's families, files and per-character fallbacks.
    let matcher = FontMatcher()
    /// fontconfig answers per family and weight.
    var matches: [MatchKey: FontMatch] = [:]
    /// Open SDL_ttf faces by file and pixel size.
    var faces = LRUCache<SizedFace, OpaquePointer>(capacity: 48)
    /// UIFont.lineHeight of the font files, unrounded.
    let fileMetrics = FontFileMetrics()
    /// Line metrics per (spec, scale); bounded like the other caches.
    var metricsCache = LRUCache<SizedSpec, FontLineMetrics>(capacity: 512)
    /// Advance widths per (text, spec).
    var widthCache = LRUCache<TextKey, Double>(capacity: 8192)
    /// Glyph coverage per (text, spec, scale); nil entries remember runs that cannot be drawn.
    var maskCache = LRUCache<TextKey, CoverageMask?>(capacity: 1024)
    /// The fallback face per character a requested face lacks; nil entries remember that no
    /// installed outline font has it.
    var fallbacks = LRUCache<FallbackKey, FontFace?>(capacity: 2048)

    /// Calls `body` with the SDL_ttf face for `spec` at `scale`, opening (and caching) it first; nil
    /// when no candidate file can be opened.
    mutating func withFace<T>(_ spec: FontSpec, scale: Double, _ body: (OpaquePointer) -> T) -> T? {
        openFace(spec, scale: scale).map { body($0.font) }
    }

    /// The face used for `spec` at `scale` and the file it came from: the first of fontconfig's
    /// candidates that opens. When every candidate fails (files removed since fontconfig cached
    /// them) the font list is re-read once and its new answer tried.
    mutating func openFace(_ spec: FontSpec, scale: Double) -> (face: FontFace, font: OpaquePointer)? {
        guard ttfReady, let match = fontMatch(for: spec) else { return nil }
        let pixels = FontLibrary.pixelSize(of: spec, scale: scale)
        if let found = firstOpening(match.candidates, spec: spec, pixels: pixels) { return found }
        matcher.refresh()
        matches.removeAll()
        if let fresh = fontMatch(for: spec), fresh != match,
            let found = firstOpening(fresh.candidates, spec: spec, pixels: pixels)
        {
            return found
        }
        log.report(
            "error: no font file for \"\(spec.family)\" can be opened; text in that font is not drawn")
        return nil
    }

    /// The first candidate that is open already or opens now, reporting those that fail.
    private mutating func firstOpening(
        _ candidates: [FontFace], spec: FontSpec, pixels: Int
    ) -> (face: FontFace, font: OpaquePointer)? {
        for face in candidates {
            if let opened = open(face, pixels: pixels) { return (face, opened) }
            log.report(
                "warning: font file \(face.path) for \"\(spec.family)\" cannot be opened "
                    + "(\(String(cString: SDL_GetError()))); using the next fallback"
            )
        }
        return nil
    }

    /// The SDL_ttf face of `face` at `pixels`, open already or opened now (and cached); nil when
    /// the file cannot be opened.
    mutating func open(_ face: FontFace, pixels: Int) -> OpaquePointer? {
        let key = SizedFace(face: face, pixels: pixels)
        if let open = faces.value(for: key) { return open }
        guard let opened = TTF_OpenFontIndex(face.path, Int32(pixels), Int(face.index)) else { return nil }
        for evicted in faces.insert(opened, for: key) { TTF_CloseFont(evicted) }
        return opened
    }

    /// The fontconfig answer for a spec, cached per family and weight; an iOS family asks for its
    /// stand-in (`IOSFontAliases`).
    mutating func fontMatch(for spec: FontSpec) -> FontMatch? {
        let key = MatchKey(family: spec.family, weight: spec.weight)
        if let known = matches[key] { return known }
        let family = IOSFontAliases.standIn(for: spec.family) ?? spec.family
        guard let found = matcher.match(family: family, weight: spec.weight) else {
            log.report(
                "error: fontconfig offers no font at all for \"\(spec.family)\"; install fonts-dejavu-core")
            return nil
        }
        matches[key] = found
        return found
    }
}

/// A family and weight as fontconfig is asked for them.
struct MatchKey: Hashable {
    /// Family name as written in the theme.
    var family: String
    /// CSS weight.
    var weight: Int
}

/// An open face at one pixel size.
struct SizedFace: Hashable {
    /// The file and face index.
    var face: FontFace
    /// Pixel size it was opened at.
    var pixels: Int
}

/// A font spec at a device scale.
struct SizedSpec: Hashable {
    /// The spec.
    var spec: FontSpec
    /// Device pixels per point.
    var scale: Double
}

/// A string in a font at a device scale.
struct TextKey: Hashable {
    /// The text.
    var text: String
    /// The font and scale.
    var font: SizedSpec
}

/// One stretch of a text drawn with one face: the requested font's, or a fallback's for the
/// characters it lacks (emoji and symbols in a text font).
struct FontSegment: Equatable {
    /// The characters of the stretch.
    var text: String
    /// The fallback face that draws them; nil for the requested font's own face.
    var fallback: FontFace?
}

/// A character looked up as a fallback for one family and weight.
struct FallbackKey: Hashable {
    /// The family and weight the text asked for (fallbacks prefer faces close to them).
    var match: MatchKey
    /// The character the requested face lacks.
    var scalar: Unicode.Scalar
}

extension FontCaches {
    /// `text` cut where the drawing face changes. A character the requested face lacks goes to the
    /// fallback fontconfig names for it, as iOS's font cascade would; one no installed outline font
    /// has stays with the requested face (an empty box, which `validate` warns about). Invisible
    /// format characters the requested face lacks (variation selectors, zero-width joiners)
    /// and skin-tone modifiers are left out, because SDL_ttf would draw them as boxes or swatches.
    mutating func segments(of text: String, spec: FontSpec, primary: OpaquePointer) -> [FontSegment] {
        var segments: [FontSegment] = []
        var pending = String.UnicodeScalarView()
        var pendingFace: FontFace?
        for scalar in text.unicodeScalars {
            let face: FontFace?
            if TTF_GlyphIsProvided32(primary, scalar.value) != 0 {
                face = nil
            } else if Self.isInvisible(scalar) {
                continue
            } else {
                face = fallbackFace(for: scalar, spec: spec)
            }
            if face != pendingFace, !pending.isEmpty {
                segments.append(FontSegment(text: String(pending), fallback: pendingFace))
                pending = String.UnicodeScalarView()
            }
            pendingFace = face
            pending.append(scalar)
        }
        if !pending.isEmpty { segments.append(FontSegment(text: String(pending), fallback: pendingFace)) }
        return segments
    }

    /// Whether a segment list is `text` whole in the requested face, the case of almost every text,
    /// which then takes the single-face path unchanged.
    static func isSingleFace(_ segments: [FontSegment], of text: String) -> Bool {
        segments.count == 1 && segments[0].fallback == nil && segments[0].text == text
    }

    /// The SDL_ttf face that draws `segment` at `pixels`: the requested face or its fallback opened
    /// at the same pixel size.
    mutating func face(for segment: FontSegment, primary: OpaquePointer, pixels: Int) -> OpaquePointer? {
        guard let fallback = segment.fallback else { return primary }
        return open(fallback, pixels: pixels)
    }

    /// The fallback for one character, looked up once per family and weight.
    mutating func fallbackFace(for scalar: Unicode.Scalar, spec: FontSpec) -> FontFace? {
        let match = MatchKey(family: spec.family, weight: spec.weight)
        let key = FallbackKey(match: match, scalar: scalar)
        if let known = fallbacks.value(for: key) { return known }
        let family = IOSFontAliases.standIn(for: spec.family) ?? spec.family
        let found = matcher.fallback(for: scalar, family: family, weight: spec.weight)
        fallbacks.insert(found, for: key)
        return found
    }

    /// The advance of `segments` laid end to end in `primary`'s size; a segment whose face cannot
    /// be opened counts as empty.
    mutating func advance(of segments: [FontSegment], primary: OpaquePointer, pixels: Int) -> Double {
        var total = 0.0
        for segment in segments {
            guard let face = face(for: segment, primary: primary, pixels: pixels) else { continue }
            total += Double(Self.advance(of: segment.text, face: face))
        }
        return total
    }

    /// TTF_SizeUTF8's advance of `text` in `face`, 0 when SDL_ttf cannot measure it.
    static func advance(of text: String, face: OpaquePointer) -> Int32 {
        var width: Int32 = 0
        var height: Int32 = 0
        guard TTF_SizeUTF8(face, text, &width, &height) == 0 else { return 0 }
        return width
    }

    /// The masks of `segments` side by side on one baseline, each segment starting at the advance
    /// of those before it; nil when none of them draws anything.
    static func joinedMask(_ pieces: [(mask: CoverageMask?, advance: Int)]) -> CoverageMask? {
        var placed: [(mask: CoverageMask, x: Int)] = []
        var x = 0
        for piece in pieces {
            if let mask = piece.mask { placed.append((mask, x)) }
            x += piece.advance
        }
        guard let first = placed.first else { return nil }
        let top = placed.map(\.mask.offsetY).min() ?? first.mask.offsetY
        let bottom = placed.map { $0.mask.offsetY + $0.mask.height }.max() ?? top
        let width = placed.map { $0.x + $0.mask.width }.max() ?? 0
        let height = bottom - top
        var coverage = [UInt8](repeating: 0, count: width * height)
        for (mask, left) in placed {
            for row in 0..<mask.height {
                let target = (mask.offsetY - top + row) * width + left
                for column in 0..<mask.width {
                    let value = mask.coverage[row * mask.width + column]
                    coverage[target + column] = max(coverage[target + column], value)
                }
            }
        }
        return CoverageMask(width: width, height: height, offsetX: 0, offsetY: top, coverage: coverage)
    }

    /// Format characters and variation selectors, which select or join glyphs and draw nothing, and
    /// skin-tone modifiers, which only colour the emoji before them: a monochrome fallback would
    /// draw them as swatches beside it.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.generalCategory == .format || properties.isVariationSelector
            || properties.isEmojiModifier
    }
}

/// UIFont.lineHeight per em of each font file, read with FreeType from the font's own metrics:
/// (ascender − descender + line gap) / units per em, from hhea (FreeType falls back to OS/2 when
/// hhea is empty), never rounded to pixels as SDL_ttf's line skip is. Not thread-safe: the font
/// library calls it with its lock held.
final class FontFileMetrics {
    /// FreeType's library handle; nil when FreeType could not start.
    private var library: FT_Library?
    /// Line height per em by face (nil: the file has no scalable metrics).
    private var cache: [FontFace: Double?] = [:]

    /// Starts FreeType (its own library, apart from SDL_ttf's).
    init() {
        if FT_Init_FreeType(&library) != 0 { library = nil }
    }

    deinit {
        if let library { FT_Done_FreeType(library) }
    }

    /// Forgets what was read (the files changed).
    func forgetAll() {
        cache.removeAll()
    }

    /// The face's line height for a size of 1 point, nil when the file cannot be read or has no
    /// units per em (a bitmap font).
    func lineHeightPerEm(of face: FontFace) -> Double? {
        if let known = cache[face] { return known }
        let measured = read(face)
        cache[face] = measured
        return measured
    }

    /// Opens the face, reads its metrics, closes it.
    private func read(_ face: FontFace) -> Double? {
        guard let library else { return nil }
        var handle: FT_Face?
        guard FT_New_Face(library, face.path, FT_Long(face.index), &handle) == 0, let handle else { return nil }
        defer { FT_Done_Face(handle) }
        let record = handle.pointee
        guard record.units_per_EM > 0 else { return nil }
        return Double(record.height) / Double(record.units_per_EM)
    }
}
