/// An open face at one pixel size.
struct SizedFace: Hashable {
    /// The file and face index.
    var face: FontFace
    /// Pixel size it was opened at.
    var pixels: Int
}
