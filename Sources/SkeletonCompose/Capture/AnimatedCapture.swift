import SkeletonCodecs
import SkeletonRaster

/// `--animated`: one loop of the animation in one of the `AnimationFormat`s (GIF, lossless WebP).
/// Every format holds the same frames at the same timeline times; a still style gives one frame
/// (a GIF frame shown for a second; a plain WebP image, as libwebp writes a single frame).
package struct AnimatedCapture {
    /// The file format.
    package let format: AnimationFormat
    /// Timeline time of each frame.
    package let times: [Double]
    /// Seconds of the whole loop (a still style: one second).
    let period: Double
    /// Why fewer frames than asked are written, for stderr; nil when they all are.
    package let note: String?

    /// The frames of one loop from `start` in `format`: `--frames N` of them, or `--fps` (default 25)
    /// times the loop's length, but never so many that a frame lasts under the format's minimum
    /// delay (at most 50 fps: browsers slow shorter GIF and WebP frames to 10 cs). The budget is
    /// checked before anything is rendered.
    package init(
        _ format: AnimationFormat, period loop: Double?, start: Double, frames: Int?, fps: Double?,
        pixelSize: (width: Int, height: Int)
    ) throws(CaptureError) {
        self.format = format
        let minimumDelay = format.facts.minimumDelay
        guard let loop, frames == nil || frames! > 1 else {
            times = [start]
            period = 1
            note = nil
            return
        }
        let wanted = frames.map(Double.init) ?? max(2, (loop * (fps ?? 25)).rounded())
        let most = max(1, Int((loop * 100).rounded()) / minimumDelay)
        let count = wanted > Double(most) ? most : Int(wanted)
        try AnimationBudget.check(
            count: Double(count), width: pixelSize.width, height: pixelSize.height, period: loop)
        if count < Int(wanted) {
            let asked = frames.map { "--frames \($0)" } ?? "--fps \(fps.map { "\($0)" } ?? "25")"
            note =
                "note: \(asked) would show each frame of the \(loop) s loop for less than \(minimumDelay) "
                + "hundredths of a second, which browsers slow to 10; writing \(count) frames (at most "
                + "\(100 / minimumDelay) fps)\n"
        } else {
            note = nil
        }
        times = (0..<count).map { start + loop * Double($0) / Double(count) }
        period = loop
    }

    /// The animation, each frame rendered from `frames`; the next frame renders on another core
    /// while the encoder takes this one.
    package func encode(frames: FrameSource) throws(CaptureError) -> [UInt8] {
        let size = frames.pixelSize(at: times[0])
        let loop = AnimationLoop(width: size.width, height: size.height, frameCount: times.count, seconds: period)
        let (frameTimes, replica) = (times, frames.replica)
        let prefetch = FramePrefetch(count: times.count) {
            let source = replica()
            return { try source.frame(at: frameTimes[$0]) }
        }
        defer { prefetch.finish() }
        do {
            return try format.encode(loop) { try prefetch.frame($0) }
        } catch let error as CaptureError {
            throw error
        } catch {
            throw .encoding("\(error)")
        }
    }
}
