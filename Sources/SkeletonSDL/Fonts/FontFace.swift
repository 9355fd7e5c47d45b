/// One face inside a font file.
struct FontFace: Hashable {
    /// Absolute path of the font file.
    var path: String
    /// Face index inside the file (non-zero only for collections).
    var index: Int
}
