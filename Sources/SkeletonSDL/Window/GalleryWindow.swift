import SkeletonGallery
import SkeletonRaster
import SkeletonSystem

/// The interactive gallery window: opens SDL's video, runs the main loop over a `GallerySession`,
/// and on exit prints or writes the frame statistics (`--stats`, `--stats-json`).
package enum GalleryWindow {
    /// Shows the gallery of `session` until the user quits; returns the process exit code (0 clean
    /// exit, 1 when no window can be opened, with what failed on stderr, or the statistics file cannot
    /// be written).
    /// `environment` holds DISPLAY, WAYLAND_DISPLAY, SDL_VIDEODRIVER and SKELETON_PRESENT (tests pass
    /// their own instead of changing the process's, which child processes would inherit).
    static func run<Session: WindowSession>(
        driving session: Session, options: GalleryOptions,
        environment: [String: String] = DisplayCheck.processEnvironment()
    ) -> Int32 {
        let start = MonotonicClock.now()
        do {
            return report(
                try runWindow(session, options: options, environment: environment, start: start), options: options)
        } catch {
            StandardStreams.error(error.message + "\n")
            return 1
        }
    }

    /// Opens video and the window, runs the loop and closes both (the window before SDL's video);
    /// throws what stopped the window from opening.
    static func runWindow<Session: WindowSession>(
        _ session: Session, options: GalleryOptions, environment: [String: String], start: Double
    ) throws(WindowFailure) -> StatisticsSummary {
        guard DisplayCheck.displayIsNamed(in: environment) else { throw .noDisplayNamed }
        do {
            try SDLVideo.start(environment: environment)
        } catch {
            throw .displayUnreachable(reason: "\(error)")
        }
        defer { SDLVideo.stop() }
        let window: SDLWindow
        do {
            window = try SDLWindow(
                title: session.title, width: max(1, options.windowWidth), height: max(1, options.windowHeight),
                presentation: Presentation(environmentValue: environment["SKELETON_PRESENT"]))
        } catch {
            throw .windowNotCreated(reason: "\(error)")
        }
        TerminationSignal.install()
        let loop = MainLoop(session: session, options: options, window: window, start: start)
        let statistics = loop.run()
        return statistics.summary(
            usage: loop.usageSinceStart(), processCPUSeconds: ProcessUsage.current(wallSeconds: 0).cpuSeconds)
    }

    /// Prints and writes the statistics as the options ask; 1 when the JSON file cannot be written.
    static func report(_ summary: StatisticsSummary, options: GalleryOptions) -> Int32 {
        if options.printsStats {
            StandardStreams.output(summary.text)
        }
        guard let path = options.statsJSONPath else { return 0 }
        do {
            try OutputFile.write(Array(summary.json.utf8), to: path)
            return 0
        } catch {
            StandardStreams.error(
                "error: cannot write the statistics: \(error); check that the folder exists and is writable\n")
            return 1
        }
    }
}

/// The part of `GallerySession` the main loop drives; a protocol so the loop can be tested on the
/// dummy video driver with a scripted session.
protocol WindowSession: AnyObject {
    /// The window title.
    var title: String { get }
    /// Applies an input event at time `t` (seconds since start).
    func handle(_ event: GalleryEvent, at t: Double) -> [GalleryEffect]
    /// Checks for edited theme files (hot reload).
    func poll(at t: Double) -> [GalleryEffect]
    /// Draws what changed at `t` into `fb` and returns the rectangles touched.
    func render(into fb: inout Framebuffer, at t: Double) -> [PixelRect]
    /// Tells the session how long its latest frame took to render and upload (for the HUD).
    func recordRenderDuration(_ seconds: Double)
    /// When the next frame differs from the last one drawn; nil when nothing moves.
    func nextWakeTime(after t: Double) -> Double?
}

/// The gallery session is what the main loop drives in the app.
extension GallerySession: WindowSession {}

extension GalleryWindow {
    /// Shows the gallery of `session` until the user quits; the app's entry to the window.
    package static func run(session: GallerySession, options: GalleryOptions) -> Int32 {
        run(driving: session, options: options)
    }
}

/// Why the gallery window could not be shown, each with the sentence the user reads: a missing
/// display, a display SDL could not reach and a window SDL could not create need different fixes.
enum WindowFailure: Error, Equatable {
    /// Neither DISPLAY, WAYLAND_DISPLAY nor SDL_VIDEODRIVER is set (SDL was not touched).
    case noDisplayNamed
    /// SDL's video did not start on the named display; `reason` is SDL's error.
    case displayUnreachable(reason: String)
    /// Video started but the window, its renderer or its texture could not be made; `reason` is SDL's error.
    case windowNotCreated(reason: String)

    /// What the user reads on stderr: what failed, SDL's reason, and what to do.
    var message: String {
        let headless = "use 'skeleton-preview capture' for screenshots without a display"
        switch self {
        case .noDisplayNamed:
            return "error: cannot open a window: no display (set DISPLAY, or SDL_VIDEODRIVER=dummy for a headless "
                + "window); \(headless)"
        case .displayUnreachable(let reason):
            return "error: cannot open a window: the display cannot be reached (\(reason)); check DISPLAY or "
                + "WAYLAND_DISPLAY (or SDL_VIDEODRIVER), or set SDL_VIDEODRIVER=dummy for a headless window; \(headless)"
        case .windowNotCreated(let reason):
            return "error: cannot open a window on this display (\(reason)); try a smaller --size, or "
                + "SKELETON_PRESENT=surface to draw without SDL's renderer"
        }
    }
}
