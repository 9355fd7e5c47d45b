import SkeletonRaster

/// Encodes lossless animated WebP; the executable supplies libwebp through SkeletonCodecs'
/// `WebPAnimationFile`.
package protocol WebPAnimationCodec: Sendable {
    /// The bytes of a forever-looping animation of `timestamps.count` frames of `width`×`height`
    /// pixels, frame `i` from `timestamps[i]` ms, the loop `duration` ms long. `frame(i)` is called
    /// once per frame, in order, so only one frame need be held at a time.
    func encode(width: Int, height: Int, timestamps: [Int], duration: Int, frame: (Int) throws -> Framebuffer)
        throws -> [UInt8]
}
