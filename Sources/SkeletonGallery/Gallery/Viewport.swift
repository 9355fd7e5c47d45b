import SkeletonCore

/// The window's size in points and its device pixels per point.
struct Viewport: Equatable {
    /// Width in points.
    var width: Double
    /// Height in points.
    var height: Double
    /// Device pixels per point (2 on HiDPI).
    var pixelScale: Double

    /// The window's size in points.
    var size: Size { Size(width: width, height: height) }
    /// Framebuffer width in device pixels.
    var pixelWidth: Int { max(1, Int((width * pixelScale).rounded())) }
    /// Framebuffer height in device pixels.
    var pixelHeight: Int { max(1, Int((height * pixelScale).rounded())) }
}
