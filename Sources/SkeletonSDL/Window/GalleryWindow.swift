import Glibc
import SkeletonApp
import SkeletonFiles

/// The interactive gallery window: opens SDL's video, runs the main loop over a `GallerySession`,
/// and on exit prints or writes the frame statistics (`--stats`, `--stats-json`).
package enum GalleryWindow {
    /// Shows the gallery of `session` until the user quits; returns the process exit code (0 clean
    /// exit, 1 when no window can be opened or the statistics file cannot be written).
    /// `environment` holds DISPLAY, WAYLAND_DISPLAY, SDL_VIDEODRIVER and SKELETON_PRESENT (tests pass
    /// their own instead of changing the process's, which child processes would inherit).
    static func run<Session: WindowSession>(
        driving session: Session, options: GalleryOptions,
        environment: [String: String] = DisplayCheck.processEnvironment()
    ) -> Int32 {
        let start = MonotonicClock.now()
        guard DisplayCheck.displayIsNamed(in: environment) else {
            StandardStreams.error(DisplayCheck.noDisplayMessage + "\n")
            return 1
        }
        guard let summary = runWindow(session, options: options, environment: environment, start: start) else {
            StandardStreams.error(DisplayCheck.noDisplayMessage + "\n")
            return 1
        }
        return report(summary, options: options)
    }

    /// Opens video and the window, runs the loop and closes both (the window before SDL's video);
    /// nil when SDL cannot open a window.
    private static func runWindow<Session: WindowSession>(
        _ session: Session, options: GalleryOptions, environment: [String: String], start: Double
    ) -> StatisticsSummary? {
        do {
            try SDLVideo.start(environment: environment)
        } catch {
            return nil
        }
        defer { SDLVideo.stop() }
        guard
            let window = try? SDLWindow(
                title: session.title, width: max(1, options.windowWidth), height: max(1, options.windowHeight),
                presentation: Presentation(environmentValue: environment["SKELETON_PRESENT"]))
        else { return nil }
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
