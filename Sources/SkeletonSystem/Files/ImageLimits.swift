/// How large the images a theme names may be, checked from their headers before decoding (README,
/// "Limits and safety"): one image at most 4096×4096 pixels (64 MiB decoded), all the distinct
/// images of one theme at most 64 Mi pixels (256 MiB decoded).
package enum ImageLimits {
    /// The most pixels one image may have.
    package static let maxPixels = 4096 * 4096
    /// The most pixels the distinct images of one theme may have together.
    package static let maxThemePixels = 64 * 1024 * 1024
    /// The most pixels a PNG the tool reads back (a `--compare` baseline) may have: the largest capture.
    package static let maxBaselinePixels = 8192 * 8192
    /// The largest PNG file read back, in bytes.
    package static let maxPNGFileBytes = 256 * 1024 * 1024
}
