import SkeletonRaster

/// `--animated`: one loop of the animation, as an animated GIF or, for a `.webp` name, as lossless
/// animated WebP. Both hold the same frames at the same scene times; a still style gives one frame
/// (a GIF frame shown for a second; a plain WebP image, as libwebp writes a single frame).
struct AnimatedCapture {
    /// The file formats `--animated` writes.
    enum Format: String {
        /// GIF89a, 256 colours (ours).
        case gif
        /// Lossless animated WebP (libwebp).
        case webp

        /// The format an output's extension names: `.webp` (any case) is WebP, anything else GIF
        /// (`CaptureOutput.checkFormats` refuses other extensions before this is asked).
        init(path: String) {
            self = path.lowercased().hasSuffix(".webp") ? .webp : .gif
        }
    }

    /// Scene time of each frame.
    let times: [Double]
    /// Seconds of the whole loop (a still style: one second).
    let period: Double

    /// The frames of one loop from `start`: `--frames N` of them, or `--fps` (default 25) times the
    /// loop's length; the budget is checked before anything is rendered.
    init(period loop: Double?, start: Double, frames: Int?, fps: Double?, pixelSize: (width: Int, height: Int))
        throws
    {
        guard let loop, frames == nil || frames! > 1 else {
            times = [start]
            period = 1
            return
        }
        let wanted = frames.map(Double.init) ?? max(2, (loop * (fps ?? 25)).rounded())
        try AnimationBudget.check(count: wanted, width: pixelSize.width, height: pixelSize.height, period: loop)
        let count = Int(wanted)
        times = (0..<count).map { start + loop * Double($0) / Double(count) }
        period = loop
    }

    /// The animation in `format`, each frame rendered from `frames`.
    func encode(_ format: Format, frames: FrameSource, webp: any WebPAnimationCodec) throws -> [UInt8] {
        switch format {
        case .gif:
            let images = try times.map { try frames.frame(at: $0) }
            return GIFEncoder.encode(
                frames: images, delays: GIFEncoder.delays(count: times.count, fps: Double(times.count) / period))
        case .webp:
            let size = frames.pixelSize(at: times[0])
            // Millisecond timestamps rounded from each frame's offset, so the loop lasts exactly its
            // length in ms whatever the frame rate, and no rounding error builds up along it.
            let timestamps = times.indices.map { Int((period * 1000 * Double($0) / Double(times.count)).rounded()) }
            do {
                return try webp.encode(
                    width: size.width, height: size.height, timestamps: timestamps,
                    duration: Int((period * 1000).rounded())
                ) { try frames.frame(at: times[$0]) }
            } catch let error as CommandError {
                throw error
            } catch {
                throw CommandError.failure("\(error)")
            }
        }
    }
}
