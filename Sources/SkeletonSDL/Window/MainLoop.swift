import CSDL2
import Glibc
import SkeletonGallery
import SkeletonRaster
import SkeletonSystem
import Synchronization

/// The gallery's main loop: the only code that reads a clock. It turns SDL events into gallery
/// events, lets the session draw into one persistent framebuffer, uploads the rectangles that
/// changed (streaming texture or window surface) and presents. While something moves it draws at the display
/// rate (vsync, or a 60 Hz timer); while nothing does it blocks in SDL_WaitEventTimeout, waking at
/// least every 50 ms to check for edited theme files and signals.
final class MainLoop<Session: WindowSession> {
    private let session: Session
    private let options: GalleryOptions
    private let window: SDLWindow
    private var framebuffer: Framebuffer?
    private var pacer: FramePacer
    private var statistics = FrameStatistics()
    private var pending: [SDL_Event] = []
    private var uploadRects: [SDL_Rect] = []
    private var minimized = false
    private var needsPresent = true
    private var needsFullPresent = true
    private var needsFullUpload = true
    private var animating = false
    private var lastPresent: Double?
    private var title = ""
    private let start: Double
    private let usageAtStart: ProcessUsage

    /// How often a static gallery wakes to check for edited files and signals.
    static var idlePoll: Double { 0.05 }

    /// Prepares the loop over an open window; `start` is the monotonic time `t = 0` stands for.
    init(session: Session, options: GalleryOptions, window: SDLWindow, start: Double) {
        self.session = session
        self.options = options
        self.window = window
        self.start = start
        pacer = FramePacer(refreshRate: window.refreshRate, vsync: window.claimsVSync)
        usageAtStart = ProcessUsage.current(wallSeconds: MonotonicClock.now() - start)
    }

    /// Runs until quit, the --quit-after time, or SIGINT/SIGTERM; returns the statistics gathered.
    func run() -> FrameStatistics {
        if !apply(resize(at: 0)) { return statistics }
        while true {
            let now = MonotonicClock.now()
            // While animating, the frame is drawn for the moment it will be shown: the next deadline.
            let deadline = animating ? pacer.deadline(now: now) : nil
            let inputTime = now - start
            if TerminationSignal.isRequested || options.quitAfter.map({ inputTime >= $0 }) == true {
                _ = session.handle(.quit, at: inputTime)
                break
            }
            // Input and file changes happen now; the frame shows the moment it reaches the screen,
            // so a reload's latency includes the reload itself.
            guard drainEvents(at: inputTime), apply(session.poll(at: inputTime)) else { break }
            let frameTime = (deadline ?? MonotonicClock.now()) - start
            let continuous = animating
            if !minimized { drawFrame(at: frameTime, showAt: deadline, continuous: continuous) }
            waitForNextFrame(after: frameTime)
        }
        return statistics
    }

    /// CPU and wall time since the loop started (the start-up work before it excluded), and the peak memory.
    func usageSinceStart() -> ProcessUsage {
        ProcessUsage.current(wallSeconds: MonotonicClock.now() - start).since(usageAtStart)
    }

    /// Handles every queued event; false when one of them ends the run.
    private func drainEvents(at t: Double) -> Bool {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 { pending.append(event) }
        // Emptied keeping its storage, so steady frames with input allocate nothing.
        defer { pending.removeAll(keepingCapacity: true) }
        for event in pending {
            guard let input = WindowInput.from(event) else { continue }
            switch input {
            case .gallery(let galleryEvent):
                if !apply(session.handle(galleryEvent, at: t)) || galleryEvent == .quit { return false }
            case .resized:
                if !apply(resize(at: t)) { return false }
            case .minimized:
                minimized = true
            case .restored, .exposed:
                if input == .restored { minimized = false }
                needsPresent = true
                needsFullPresent = true
            }
        }
        return true
    }

    /// Follows the window's current size: a new framebuffer and texture when the drawable changed,
    /// and a resize event for the session.
    private func resize(at t: Double) -> [GalleryEffect] {
        let points = window.size
        let pixels = window.drawableSize
        let width = min(Framebuffer.maxDimension, max(1, pixels.width))
        let height = min(Framebuffer.maxDimension, max(1, pixels.height))
        if framebuffer?.width != width || framebuffer?.height != height {
            framebuffer = Framebuffer(width: width, height: height)
            do {
                try window.prepare(width: width, height: height)
            } catch {
                return [.message("error: cannot resize the window's texture: \(error)"), .quit]
            }
            needsFullUpload = true
            needsFullPresent = true
        }
        let scale = points.width > 0 ? Double(pixels.width) / Double(points.width) : 1
        return session.handle(.resize(width: points.width, height: points.height, pixelScale: scale), at: t)
    }

    /// Lets the session draw, uploads what changed and, when anything did, presents it: at
    /// `showAt` (monotonic) when the timer paces, so render time does not jitter the cadence (and
    /// waits for `showAt` when nothing changed too).
    private func drawFrame(at t: Double, showAt: Double?, continuous: Bool) {
        guard var fb = framebuffer else { return }
        framebuffer = nil  // keeps the pixel array uniquely owned while the session draws into it
        let before = MonotonicClock.now()
        let dirty = session.render(into: &fb, at: t)
        uploadRects.removeAll(keepingCapacity: true)
        if needsFullUpload {
            uploadRects.append(SDL_Rect(x: 0, y: 0, w: Int32(fb.width), h: Int32(fb.height)))
        } else {
            for rect in dirty { uploadRects.append(Self.sdlRect(rect)) }
        }
        window.upload(fb, rects: uploadRects)
        framebuffer = fb
        let rendered = MonotonicClock.now()
        session.recordRenderDuration(rendered - before)
        updateTitle()
        // A paced frame waits for its moment even when nothing changed (an animated style over a
        // screen without skeleton shapes): else the loop spins and the pacer's deadlines run ahead
        // of the clock, so the next real change would wait for them and the window would freeze.
        if let showAt { wait(until: showAt) }
        guard !dirty.isEmpty || needsFullUpload || needsPresent else { return }
        window.present(everything: needsFullPresent)
        needsFullUpload = false
        needsPresent = false
        needsFullPresent = false
        let presented = MonotonicClock.now()
        if continuous, let lastPresent { pacer.notePresentInterval(presented - lastPresent) }
        statistics.recordFrame(at: presented, renderSeconds: rendered - before, continuous: continuous)
        lastPresent = presented
        if statistics.windowVisibleMs == nil {
            let sinceStart = ProcessUsage.secondsSinceProcessStart() ?? (presented - start)
            statistics.recordWindowVisible(afterMs: sinceStart * 1000)
        }
    }

    /// Waits for the monotonic time `deadline` as ``FrameWait`` says: a sleep that ends just before
    /// it, then yields until it comes, so a late wake-up from the sleep does not delay the frame.
    private func wait(until deadline: Double) {
        while !TerminationSignal.isRequested {
            switch FrameWait.next(now: MonotonicClock.now(), deadline: deadline) {
            case .sleep(let wakeUp): MonotonicClock.sleep(until: wakeUp) { TerminationSignal.isRequested }
            case .spin: sched_yield()
            case .present: return
            }
        }
    }

    private static func sdlRect(_ rect: PixelRect) -> SDL_Rect {
        SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
    }

    /// Decides how the next iteration starts: at once on the frame cadence while something moves
    /// soon, else blocked in SDL_WaitEventTimeout until an event, the next change, the hot-reload
    /// poll or the --quit-after time.
    private func waitForNextFrame(after t: Double) {
        let wake = minimized ? nil : session.nextWakeTime(after: t)
        if let wake, wake - t < pacer.period * 2 {
            if !animating { pacer.begin(after: lastPresent ?? MonotonicClock.now()) }
            animating = true
            return
        }
        animating = false
        pacer.animationStopped()
        let now = MonotonicClock.now() - start
        var timeout = Self.idlePoll
        if let wake { timeout = min(timeout, wake - now) }
        if let quitAfter = options.quitAfter { timeout = min(timeout, quitAfter - now) }
        var event = SDL_Event()
        if SDL_WaitEventTimeout(&event, Int32(max(0, (timeout * 1000).rounded(.up)))) != 0 { pending.append(event) }
    }

    /// Carries out effects; false when one asks to quit.
    private func apply(_ effects: [GalleryEffect]) -> Bool {
        var keepRunning = true
        for effect in effects {
            switch effect {
            case .quit:
                keepRunning = false
            case .screenshotSaved(let path):
                StandardStreams.output("screenshot saved: \(path)\n")
            case .captureCommand(let command):
                StandardStreams.output("reproduce it with: \(command)\n")
            case .copyToClipboard(let text):
                if SDL_SetClipboardText(text) != 0 {
                    StandardStreams.error("warning: cannot copy to the clipboard: \(String(cString: SDL_GetError()))\n")
                }
            case .output(let text):
                StandardStreams.output(text + "\n")
            case .message(let text):
                StandardStreams.error(text + "\n")
            case .reloaded(let latency, _):
                statistics.recordReload(latencyMs: latency * 1000)
            }
        }
        return keepRunning
    }

    private func updateTitle() {
        let current = session.title
        guard current != title else { return }
        title = current
        window.setTitle(current)
    }
}

/// Set from the signal handler, read by the main loop between frames: an atomic, because the
/// handler may run on any thread while the loop reads it (a plain global was a data race that
/// ThreadSanitizer reported). Lock-free atomics are async-signal-safe.
private let terminationRequested = Atomic<Bool>(false)

/// SIGINT and SIGTERM end the gallery cleanly: the handler only sets a flag, and the main loop
/// (which wakes at least every 50 ms) leaves, writes the statistics and closes the window.
enum TerminationSignal {
    /// Installs the handlers (SDL's own are disabled with SDL_HINT_NO_SIGNAL_HANDLERS).
    static func install() {
        terminationRequested.store(false, ordering: .relaxed)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in terminationRequested.store(true, ordering: .relaxed) }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
    }

    /// True once SIGINT or SIGTERM arrived.
    static var isRequested: Bool { terminationRequested.load(ordering: .relaxed) }
}
