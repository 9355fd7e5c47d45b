import SkeletonRaster

/// `--animated`: one loop of the animation, as an animated GIF or, for a `.webp` name, as lossless
/// animated WebP. Both hold the same frames at the same timeline times; a still style gives one frame
/// (a GIF frame shown for a second; a plain WebP image, as libwebp writes a single frame).
package struct AnimatedCapture {
    /// The file formats `--animated` writes.
    package enum Format: String {
        /// GIF89a, 256 colours (ours).
        case gif
        /// Lossless animated WebP (libwebp).
        case webp

        /// The format an output's extension names: `.webp` (any case) is WebP, anything else GIF
        /// (`CaptureOutput.checkFormats` refuses other extensions before this is asked).
        package init(path: String) {
            self = path.lowercased().hasSuffix(".webp") ? .webp : .gif
        }
    }

    /// Timeline time of each frame.
    let times: [Double]
    /// Seconds of the whole loop (a still style: one second).
    let period: Double
    /// Why fewer frames than asked are written, for stderr; nil when they all are.
    package let note: String?

    /// The frames of one loop from `start`: `--frames N` of them, or `--fps` (default 25) times the
    /// loop's length, but never so many that a frame lasts under `GIFEncoder.minimumDelay` (at most
    /// 50 fps: browsers slow shorter GIF and WebP frames to 10 cs). The budget is checked before
    /// anything is rendered.
    package init(period loop: Double?, start: Double, frames: Int?, fps: Double?, pixelSize: (width: Int, height: Int))
        throws(CaptureError)
    {
        guard let loop, frames == nil || frames! > 1 else {
            times = [start]
            period = 1
            note = nil
            return
        }
        let wanted = frames.map(Double.init) ?? max(2, (loop * (fps ?? 25)).rounded())
        let most = max(1, Int((loop * 100).rounded()) / GIFEncoder.minimumDelay)
        let count = wanted > Double(most) ? most : Int(wanted)
        try AnimationBudget.check(
            count: Double(count), width: pixelSize.width, height: pixelSize.height, period: loop)
        if count < Int(wanted) {
            let asked = frames.map { "--frames \($0)" } ?? "--fps \(fps.map { "\($0)" } ?? "25")"
            note =
                "note: \(asked) would show each frame of the \(loop) s loop for less than \(GIFEncoder.minimumDelay) "
                + "hundredths of a second, which browsers slow to 10; writing \(count) frames (at most "
                + "\(100 / GIFEncoder.minimumDelay) fps)\n"
        } else {
            note = nil
        }
        times = (0..<count).map { start + loop * Double($0) / Double(count) }
        period = loop
    }

    /// The animation in `format`, each frame rendered from `frames`.
    package func encode(_ format: Format, frames: FrameSource, webp: any WebPAnimationCodec) throws(CaptureError)
        -> [UInt8]
    {
        switch format {
        case .gif:
            let images = try times.map { time throws(CaptureError) in try frames.frame(at: time) }
            return GIFEncoder.encode(
                frames: images,
                delays: GIFEncoder.delays(count: times.count, centiseconds: Int((period * 100).rounded())))
        case .webp:
            let size = frames.pixelSize(at: times[0])
            // Millisecond timestamps rounded from each frame's offset, so the loop lasts exactly its
            // length in ms whatever the frame rate, and no rounding error builds up along it.
            let timestamps = times.indices.map { Int((period * 1000 * Double($0) / Double(times.count)).rounded()) }
            // The next frame renders on another core while the encoder takes this one.
            let (frameTimes, replica) = (times, frames.replica)
            let prefetch = FramePrefetch(count: times.count) {
                let source = replica()
                return { try source.frame(at: frameTimes[$0]) }
            }
            defer { prefetch.finish() }
            do {
                return try webp.encode(
                    width: size.width, height: size.height, timestamps: timestamps,
                    duration: Int((period * 1000).rounded())
                ) { try prefetch.frame($0) }
            } catch let error as CaptureError {
                throw error
            } catch {
                throw .encoding("\(error)")
            }
        }
    }
}
