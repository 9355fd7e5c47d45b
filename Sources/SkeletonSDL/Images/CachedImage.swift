import SkeletonRaster

/// A decoded file (or the failure to decode it) and the stamp it was decoded at.
struct CachedImage {
    /// The file's stamp when it was decoded.
    var stamp: FileStamp
    /// The image, nil when the file could not be decoded.
    var bitmap: Bitmap?
}
