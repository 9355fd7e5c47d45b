import CWebP
import SkeletonRaster

/// Encodes lossless animated WebP with libwebp's animation encoder (`WebPAnimEncoder`), looping
/// forever. Frames are handed over one at a time and dropped once encoded: the encoder keeps only
/// the compressed frames and its previous canvas, never every frame's pixels.
package enum WebPAnimationFile: AnimationEncoder {
    /// The animated WebP of `loop` with the chosen settings: frame `i` starts at its offset in the
    /// loop, rounded to the millisecond, so the loop lasts exactly its length in ms whatever the
    /// frame rate, and no rounding error builds up along it.
    package static func encode(_ loop: AnimationLoop, frame: (Int) throws -> Framebuffer) throws -> [UInt8] {
        let count = Double(loop.frameCount)
        let timestamps = (0..<loop.frameCount).map { Int((loop.seconds * 1000 * Double($0) / count).rounded()) }
        return try encode(
            width: loop.width, height: loop.height, timestamps: timestamps,
            duration: Int((loop.seconds * 1000).rounded()), frame: frame)
    }

    /// The bytes of an animation of `timestamps.count` frames of `width`×`height` pixels: frame `i`
    /// (asked for with `frame(i)`, in order) starts at `timestamps[i]` ms and the last one ends at
    /// `duration` ms, so one loop lasts exactly `duration` ms. Every frame is stored losslessly
    /// (mixed lossy/lossless mode off, RGB kept exactly under transparent pixels).
    package static func encode(
        width: Int, height: Int, timestamps: [Int], duration: Int, settings: WebPLosslessSettings = .chosen,
        frame: (Int) throws -> Framebuffer
    ) throws -> [UInt8] {
        precondition(!timestamps.isEmpty && timestamps.last! < duration, "frames start before the loop ends")
        var options = WebPAnimEncoderOptions()
        var config = WebPConfig()
        guard cwebp_anim_encoder_options_init(&options) != 0, cwebp_config_init(&config) != 0 else {
            throw WebPError.encodeFailed("this libwebp does not match the headers it was built with")
        }
        options.anim_params.loop_count = 0
        // Never a lossy frame: every pixel must stay the PNG capture's.
        options.allow_mixed = 0
        options.minimize_size = settings.minimizeSize ? 1 : 0
        options.kmin = Int32(settings.kmin)
        options.kmax = Int32(settings.kmax)
        config.lossless = 1
        config.method = Int32(settings.method)
        config.quality = Float(settings.quality)
        config.thread_level = settings.threaded ? 1 : 0
        config.exact = 1
        guard let encoder = cwebp_anim_encoder_new(Int32(width), Int32(height), &options) else {
            throw WebPError.encodeFailed("cannot start an animation of \(width)x\(height) pixels")
        }
        defer { WebPAnimEncoderDelete(encoder) }
        for (index, timestamp) in timestamps.enumerated() {
            let image = try frame(index)
            precondition(image.width == width && image.height == height, "every frame has the canvas size")
            try add(image, at: timestamp, to: encoder, config: &config)
        }
        // A last call without a picture gives the end time, hence the last frame's duration.
        var data = WebPData()
        defer { WebPDataClear(&data) }
        guard WebPAnimEncoderAdd(encoder, nil, Int32(duration), nil) != 0,
            WebPAnimEncoderAssemble(encoder, &data) != 0
        else { throw WebPError.encodeFailed(String(cString: WebPAnimEncoderGetError(encoder))) }
        return Array(UnsafeBufferPointer(start: data.bytes, count: data.size))
    }

    /// Hands one frame to the encoder as straight-alpha ARGB, libwebp's own pixel layout.
    private static func add(
        _ image: Framebuffer, at timestamp: Int, to encoder: OpaquePointer, config: inout WebPConfig
    ) throws {
        var picture = WebPPicture()
        guard cwebp_picture_init(&picture) != 0 else { throw WebPError.encodeFailed("cannot set up a picture") }
        picture.use_argb = 1
        picture.width = Int32(image.width)
        picture.height = Int32(image.height)
        guard WebPPictureAlloc(&picture) != 0 else {
            throw WebPError.encodeFailed("out of memory for a \(image.width)x\(image.height) frame")
        }
        defer { WebPPictureFree(&picture) }
        let stride = Int(picture.argb_stride)
        for y in 0..<image.height {
            for x in 0..<image.width {
                picture.argb[y * stride + x] = PremultipliedAlpha.unpremultiplied(image.pixels[y * image.width + x])
            }
        }
        guard WebPAnimEncoderAdd(encoder, &picture, Int32(timestamp), &config) != 0 else {
            throw WebPError.encodeFailed(String(cString: WebPAnimEncoderGetError(encoder)))
        }
    }
}

/// Why an animated WebP could not be written.
package enum WebPError: Error, CustomStringConvertible {
    /// libwebp refused to encode.
    case encodeFailed(String)

    /// A message for the user.
    package var description: String {
        switch self {
        case .encodeFailed(let reason): return "cannot encode WebP: \(reason)"
        }
    }
}
