import CWebPDemux
import SkeletonRaster

/// An animated WebP decoded whole by libwebp's own demuxer (`WebPAnimDecoder`), for tests that
/// check what `capture --animated LOOP.webp` wrote: every frame as the full canvas a viewer shows.
package struct WebPAnimation {
    /// The canvas, as the first frame shows it (straight-alpha 0xAARRGGBB pixels).
    package let frames: [Framebuffer]
    /// The time each frame ends, in milliseconds from the start of the loop (the last one is the loop's length).
    package let endTimes: [Int]
    /// How many times the animation plays (0: forever).
    package let loopCount: Int

    /// Decodes `bytes`, or nil when libwebp cannot read them as an animation.
    package init?(_ bytes: [UInt8]) {
        var options = WebPAnimDecoderOptions()
        guard cwebp_anim_decoder_options_init(&options) != 0 else { return nil }
        options.color_mode = MODE_BGRA
        options.use_threads = 0
        let decoded: ([Framebuffer], [Int], Int)? = bytes.withUnsafeBufferPointer { buffer in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            guard let decoder = cwebp_anim_decoder_new(&data, &options) else { return nil }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0,
                let blank = Framebuffer(width: Int(info.canvas_width), height: Int(info.canvas_height))
            else { return nil }
            var frames: [Framebuffer] = []
            var endTimes: [Int] = []
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var canvas: UnsafeMutablePointer<UInt8>?
                var timestamp: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &canvas, &timestamp) != 0, let canvas else { return nil }
                // BGRA bytes are 0xAARRGGBB pixels in little-endian memory, the framebuffer's layout.
                var frame = blank
                frame.pixels.withUnsafeMutableBytes {
                    $0.copyMemory(from: UnsafeRawBufferPointer(start: canvas, count: $0.count))
                }
                frames.append(frame)
                endTimes.append(Int(timestamp))
            }
            return (frames, endTimes, Int(info.loop_count))
        }
        guard let decoded else { return nil }
        (frames, endTimes, loopCount) = decoded
    }
}
