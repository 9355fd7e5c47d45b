import CFontconfig

/// Resolves a family and CSS weight to font files through fontconfig (FcFontSort, which is
/// FcFontMatch's order plus the fallbacks behind it), so the app uses the fonts the system would.
final class FontMatcher {
    private let config: OpaquePointer?
    /// Families fontconfig treats as aliases: asking for one of them is never a fallback.
    private static let genericFamilies: Set<String> = [
        "sans-serif", "sans", "serif", "monospace", "mono", "system-ui", "ui-sans-serif", "cursive",
        "fantasy",
    ]
    /// How many candidates are kept per request.
    private static let candidateLimit = 6

    /// Loads the system's fontconfig configuration and font list.
    init() {
        config = FcInitLoadConfigAndFonts()
    }

    deinit {
        if let config { FcConfigDestroy(config) }
    }

    /// The fontconfig weight for a CSS weight (100…900, clamped to OpenType's 1…1000).
    static func fontconfigWeight(css weight: Int) -> Int32 {
        FcWeightFromOpenType(Int32(min(1000, max(1, weight))))
    }

    /// The files fontconfig offers for `family` at `weight`, or nil when it offers none at all.
    func match(family: String, weight: Int) -> FontMatch? {
        guard let config,
            let pattern = request(family: family, weight: weight, { FcPatternAddBool($0, FC_SCALABLE, FcTrue) })
        else { return nil }
        defer { FcPatternDestroy(pattern) }
        var result = FcResultNoMatch
        guard let sorted = FcFontSort(config, pattern, FcTrue, nil, &result) else { return nil }
        defer { FcFontSetDestroy(sorted) }
        var candidates: [FontFace] = []
        var firstFamilies: [String] = []
        let count = Int(sorted.pointee.nfont)
        for i in 0..<count where candidates.count < Self.candidateLimit {
            guard let font = sorted.pointee.fonts[i],
                let rendered = FcFontRenderPrepare(config, pattern, font)
            else { continue }
            defer { FcPatternDestroy(rendered) }
            guard let path = Self.string(rendered, FC_FILE, 0) else { continue }
            var index: Int32 = 0
            FcPatternGetInteger(rendered, FC_INDEX, 0, &index)
            if candidates.isEmpty { firstFamilies = Self.strings(rendered, FC_FAMILY) }
            candidates.append(FontFace(path: path, index: Int(index)))
        }
        guard !candidates.isEmpty else { return nil }
        let wanted = family.lowercased()
        let matched =
            Self.genericFamilies.contains(wanted) || firstFamilies.contains { $0.lowercased() == wanted }
        return FontMatch(
            candidates: candidates, family: firstFamilies.first ?? family, familyMatched: matched)
    }

    /// The outline face that draws `scalar` closest to `family` at `weight` (FcFontSort's order,
    /// untrimmed, with the character in the pattern's charset), or nil when no installed outline
    /// font has it. Colour bitmap fonts such as Noto Color Emoji are passed over: SDL_ttf draws
    /// their one bitmap strike (109 px) whatever size is asked, so an emoji would tower over its line.
    func fallback(for scalar: Unicode.Scalar, family: String, weight: Int) -> FontFace? {
        guard let config, let wanted = FcCharSetCreate() else { return nil }
        defer { FcCharSetDestroy(wanted) }
        FcCharSetAddChar(wanted, scalar.value)
        guard let pattern = request(family: family, weight: weight, { FcPatternAddCharSet($0, FC_CHARSET, wanted) })
        else { return nil }
        defer { FcPatternDestroy(pattern) }
        var result = FcResultNoMatch
        guard let sorted = FcFontSort(config, pattern, FcFalse, nil, &result) else { return nil }
        defer { FcFontSetDestroy(sorted) }
        for i in 0..<Int(sorted.pointee.nfont) {
            guard let font = sorted.pointee.fonts[i], Self.bool(font, FC_OUTLINE) == true,
                Self.bool(font, FC_COLOR) != true
            else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset,
                FcCharSetHasChar(charset, scalar.value) == FcTrue, let path = Self.string(font, FC_FILE, 0)
            else { continue }
            var index: Int32 = 0
            FcPatternGetInteger(font, FC_INDEX, 0, &index)
            return FontFace(path: path, index: Int(index))
        }
        return nil
    }

    /// A request for `family` at `weight`, upright, with what `refine` adds, after fontconfig's
    /// configured and default substitutions; the caller destroys it.
    private func request(family: String, weight: Int, _ refine: (OpaquePointer) -> FcBool) -> OpaquePointer? {
        guard let config, let pattern = FcPatternCreate() else { return nil }
        _ = family.withFontconfigString { FcPatternAddString(pattern, FC_FAMILY, $0) }
        FcPatternAddInteger(pattern, FC_WEIGHT, Self.fontconfigWeight(css: weight))
        FcPatternAddInteger(pattern, FC_SLANT, Int32(FC_SLANT_ROMAN))
        _ = refine(pattern)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        return pattern
    }

    /// Re-reads the font list when fonts were added or removed since it was loaded.
    func refresh() {
        guard let config else { return }
        _ = FcConfigBuildFonts(config)
        _ = FcConfigUptoDate(config)
    }

    private static func string(_ pattern: OpaquePointer, _ object: String, _ n: Int32) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value else {
            return nil
        }
        return String(cString: value)
    }

    private static func bool(_ pattern: OpaquePointer, _ object: String) -> Bool? {
        var value: FcBool = FcFalse
        guard FcPatternGetBool(pattern, object, 0, &value) == FcResultMatch else { return nil }
        return value == FcTrue
    }

    private static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var values: [String] = []
        while let value = string(pattern, object, Int32(values.count)) { values.append(value) }
        return values
    }
}

extension String {
    /// Calls `body` with the string as fontconfig's unsigned-char C string.
    fileprivate func withFontconfigString<T>(_ body: (UnsafePointer<FcChar8>) -> T) -> T {
        withCString { pointer in
            pointer.withMemoryRebound(to: FcChar8.self, capacity: utf8.count + 1) { body($0) }
        }
    }
}

/// What fontconfig chose for a family and weight: the font files to try, best first, and whether
/// the family asked for was found or a fallback stands in for it.
struct FontMatch: Hashable {
    /// Candidate font files with their face index, best first (later ones are fallbacks when a file
    /// vanished since fontconfig cached it).
    var candidates: [FontFace]
    /// The family of the first candidate, as fontconfig names it.
    var family: String
    /// True when the first candidate belongs to the requested family (or the request was a generic
    /// alias such as "sans-serif").
    var familyMatched: Bool
}

/// One face inside a font file.
struct FontFace: Hashable {
    /// Absolute path of the font file.
    var path: String
    /// Face index inside the file (non-zero only for collections).
    var index: Int
}
