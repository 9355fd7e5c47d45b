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
