import SkeletonCodecs
import SkeletonCompose
import SkeletonRaster

/// libwebp through `WebPAnimationFile`, as the app's `WebPAnimationCodec`.
package struct WebPFileCodec: WebPAnimationCodec {
    /// Creates the codec.
    package init() {}

    /// Lossless animated WebP bytes, frames asked for one at a time.
    package func encode(
        width: Int, height: Int, timestamps: [Int], duration: Int, frame: (Int) throws -> Framebuffer
    ) throws -> [UInt8] {
        try WebPAnimationFile.encode(
            width: width, height: height, timestamps: timestamps, duration: duration, frame: frame)
    }
}
