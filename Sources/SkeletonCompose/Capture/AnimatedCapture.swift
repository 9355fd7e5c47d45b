import Dispatch
import SkeletonCodecs
import SkeletonCore
import SkeletonDocument
import SkeletonRaster
import Synchronization

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
            throw .encoding(PlainMessage.of(error))
        }
    }
}

/// How much one `--animated` loop may hold, checked before the first frame is rendered: the GIF
/// palette is chosen over every frame, so all frames are in memory at once; WebP frames go to
/// libwebp one at a time but stay in memory compressed until the file is assembled, so the same
/// limit bounds it (Docs/limits-and-safety.md, "Limits and safety").
package enum AnimationBudget {
    /// The most frames in one loop (24 s at the default 25 fps).
    package static let maxFrames = 600
    /// The most pixels all frames of a loop may have together (512 MiB of frames).
    package static let maxPixels = 128 * 1024 * 1024

    /// Fails when `count` frames of `width`×`height` pixels for a loop of `period` seconds do not
    /// fit (`count` is a Double so that any loop length is checked before it becomes an Int).
    static func check(count: Double, width: Int, height: Int, period: Double) throws(CaptureError) {
        guard count > Double(maxFrames) || count * Double(width * height) > Double(maxPixels) else { return }
        throw .loopTooLarge(
            period: period, frames: count > Double(maxFrames) ? nil : Int(count), width: width, height: height)
    }
}

/// How long one loop of a theme's animation lasts in a style, for `--animated`.
package enum AnimationPeriod {
    /// Seconds of one loop, or nil when the style does not move.
    package static func seconds(style: SkeletonStyle, theme: Theme) -> Double? {
        if case .shimmerTemplate(let settings) = theme.mode {
            guard settings.animate else { return nil }
            return AnimationLoop(
                duration: settings.animationSpeed, easing: .linear, autoreverse: false,
                defaultDuration: ShimmerTemplateAnimation.defaultDuration
            ).period
        }
        return style.motion.loop(in: theme.animation)?.period
    }
}

/// Renders the frames of an animation on a second thread, at most `ahead` frames before the one
/// asked for, so that rendering the next frame overlaps encoding this one (libwebp's animation
/// encoder runs on one thread and takes most of the time). Frames come out in order, each exactly
/// what the renderer gives; a frame that fails to render stops the rendering and throws when asked for.
final class FramePrefetch: Sendable {
    /// Rendered frames not yet asked for, by index.
    private let ready = Mutex<[Int: Result<Framebuffer, any Error>]>([:])
    /// Signalled once per frame rendered.
    private let rendered = DispatchSemaphore(value: 0)
    /// How many more frames may be rendered before one is taken.
    private let room: DispatchSemaphore
    /// Set when the consumer is done (or gave up): the renderer stops.
    private let stopped = Atomic<Bool>(false)
    /// Left when the rendering thread ends.
    private let done = DispatchGroup()

    /// Starts rendering frames `0..<count` on another thread; `makeRenderer` is called there once
    /// and gives the function that renders frame `i` (so its rasterizer never leaves that thread).
    init(
        count: Int, ahead: Int = 1,
        makeRenderer: @escaping @Sendable () -> (Int) throws -> Framebuffer
    ) {
        // The room is given by signals, not as the initial value: libdispatch traps when a
        // semaphore is freed below its initial value, which a renderer that stopped holding a
        // slot (finish() before the last frame) leaves it at.
        room = DispatchSemaphore(value: 0)
        for _ in 0..<max(1, ahead) { room.signal() }
        DispatchQueue.global().async(group: done) { [self] in
            let render = makeRenderer()
            for index in 0..<count {
                room.wait()
                if stopped.load(ordering: .acquiring) { return }
                let frame = Result { try render(index) }
                ready.withLock { $0[index] = frame }
                rendered.signal()
                if case .failure = frame { return }
            }
        }
    }

    /// Frame `index`, waiting for it if need be; frames must be asked for in order, each once.
    func frame(_ index: Int) throws -> Framebuffer {
        rendered.wait()
        let frame = ready.withLock { $0.removeValue(forKey: index) }
        room.signal()
        guard let frame else { preconditionFailure("frames are asked for in order, each once") }
        return try frame.get()
    }

    /// Stops the rendering (when the consumer ends early) and waits for its thread to end.
    func finish() {
        stopped.store(true, ordering: .releasing)
        room.signal()
        done.wait()
    }
}
