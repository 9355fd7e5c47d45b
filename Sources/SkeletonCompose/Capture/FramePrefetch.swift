import Dispatch
import SkeletonRaster
import Synchronization

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
