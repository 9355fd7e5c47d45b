import CFreeType

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
