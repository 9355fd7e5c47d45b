import CSDL2
import Foundation
import SkeletonRaster
import TestSupport
import Testing

@testable import SkeletonGallery
@testable import SkeletonSDL

/// A session that animates (or not) by script and records what the loop asked of it.
private final class ScriptedSession: WindowSession {
    let animates: Bool
    /// False: every frame after the first draws nothing new though the session animates (an
    /// animated style over a screen without skeleton shapes).
    var changes = true
    var events: [GalleryEvent] = []
    var renders = 0
    var lastSize: (Int, Int) = (0, 0)
    var quitAfterRenders: Int?
    var signalAfterRenders: Int?

    init(animates: Bool, quitAfterRenders: Int? = nil) {
        self.animates = animates
        self.quitAfterRenders = quitAfterRenders
    }

    var title: String { "scripted" }

    func handle(_ event: GalleryEvent, at t: Double) -> [GalleryEffect] {
        events.append(event)
        return []
    }

    func poll(at t: Double) -> [GalleryEffect] {
        if let limit = quitAfterRenders, renders >= limit {
            return [.reloaded(latency: 0.012, succeeded: true), .quit]
        }
        return []
    }

    func render(into fb: inout Framebuffer, at t: Double) -> [PixelRect] {
        guard animates || renders == 0 else { return [] }
        renders += 1
        guard changes || renders == 1 else { return [] }
        if renders == signalAfterRenders { kill(getpid(), SIGTERM) }  // process-directed, like `kill`
        lastSize = (fb.width, fb.height)
        for i in fb.pixels.indices { fb.pixels[i] = 0xFF00_0000 | UInt32(renders) }
        return [PixelRect(x: 0, y: 0, width: fb.width, height: fb.height)]
    }

    func recordRenderDuration(_ seconds: Double) {}

    func nextWakeTime(after t: Double) -> Double? {
        animates ? t : nil
    }
}

private func options(quitAfter: Double?, json: String? = nil) -> GalleryOptions {
    var options = GalleryOptions()
    options.windowWidth = 64
    options.windowHeight = 40
    options.quitAfter = quitAfter
    options.statsJSONPath = json
    return options
}

/// SDL's dummy video driver, named for the window alone (not set in the process environment,
/// which the end-to-end tests' child processes would inherit).
private let headless = ["SDL_VIDEODRIVER": "dummy"]

/// The main loop on the dummy video driver (serialized: SDL's video state is global).
extension SDLVideoTests {
    /// The loop driving a scripted session: frames, sleeping, quitting, statistics.
    @Suite struct MainLoopTests {
        @Test func animatedSessionRendersUntilQuitAndReportsItsFrames() throws {
            let session = ScriptedSession(animates: true)
            let scratch = try TemporaryDirectory()
            let json = scratch.file("stats.json")
            #expect(
                GalleryWindow.run(driving: session, options: options(quitAfter: 0.5, json: json), environment: headless)
                    == 0)
            #expect(session.events.first == .resize(width: 64, height: 40, pixelScale: 1))
            #expect(session.events.last == .quit)
            #expect(session.lastSize == (64, 40))
            // How many frames fit in 0.5 s depends on the machine: pacing itself is tested with a
            // virtual clock in FramePacerTests; here the loop must keep rendering and count every frame.
            #expect(session.renders > 1)
            let stats =
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any]
            #expect(stats?["frames"] as? Int == session.renders)
            #expect(stats?["p50_interval_ms"] as? Double != nil)
            #expect(stats?["reload_latency_ms"] as? [Double] == [])
        }

        @Test func staticSessionDrawsOnceAndSleeps() {
            let session = ScriptedSession(animates: false)
            #expect(GalleryWindow.run(driving: session, options: options(quitAfter: 0.4), environment: headless) == 0)
            #expect(session.renders == 1)
        }

        @Test func anAnimatingSessionThatDrawsNothingNewIsPacedNotSpun() {
            let session = ScriptedSession(animates: true)
            session.changes = false
            #expect(GalleryWindow.run(driving: session, options: options(quitAfter: 0.3), environment: headless) == 0)
            // Paced at most 60 frames a second (the dummy driver has no vsync): at most 0.3 × 60 = 18
            // renders and a few for the start; a spinning loop renders thousands.
            #expect(session.renders <= 24)
        }

        @Test func sessionEffectsEndTheRunAndRecordReloads() throws {
            let session = ScriptedSession(animates: true, quitAfterRenders: 3)
            let scratch = try TemporaryDirectory()
            let json = scratch.file("stats.json")
            #expect(
                GalleryWindow.run(driving: session, options: options(quitAfter: 5, json: json), environment: headless)
                    == 0)
            #expect(session.renders == 3)
            let text = try String(contentsOfFile: json, encoding: .utf8)
            #expect(text.contains("\"reload_latency_ms\": [12.000]"))
        }

        @Test func unwritableStatisticsFileFailsWithExitCode1() {
            let session = ScriptedSession(animates: false)
            #expect(
                GalleryWindow.run(
                    driving: session, options: options(quitAfter: 0.05, json: "/nonexistent-dir/s.json"),
                    environment: headless) == 1
            )
        }

        @Test func sigtermEndsTheLoopCleanly() {
            let session = ScriptedSession(animates: true)
            session.signalAfterRenders = 2
            #expect(GalleryWindow.run(driving: session, options: options(quitAfter: 5), environment: headless) == 0)
            #expect(session.renders == 2)
            #expect(session.events.last == .quit)
        }

        @Test func noDisplayExitsWith1BeforeTouchingSDL() {
            let session = ScriptedSession(animates: false)
            #expect(GalleryWindow.run(driving: session, options: options(quitAfter: 1), environment: [:]) == 1)
            #expect(session.events.isEmpty)
        }

        @Test func aDisplayThatDoesNotAnswerExitsWith1() {
            let session = ScriptedSession(animates: false)
            let stale = ["DISPLAY": ":65000"]
            #expect(GalleryWindow.run(driving: session, options: options(quitAfter: 1), environment: stale) == 1)
            #expect(session.renders == 0)
        }

        @Test func eachFailureToOpenTheWindowSaysWhatFailed() {
            let session = ScriptedSession(animates: false)
            #expect(throws: WindowFailure.noDisplayNamed) {
                try GalleryWindow.runWindow(session, options: options(quitAfter: 1), environment: [:], start: 0)
            }
            #expect(
                throws: WindowFailure.displayUnreachable(reason: "SDL_Init(VIDEO) failed: nosuchdriver not available")
            ) {
                try GalleryWindow.runWindow(
                    session, options: options(quitAfter: 1), environment: ["SDL_VIDEODRIVER": "nosuchdriver"], start: 0)
            }
            #expect(
                WindowFailure.displayUnreachable(reason: "SDL_Init(VIDEO) failed: x").message
                    == "error: cannot open a window: the display cannot be reached (SDL_Init(VIDEO) failed: x); "
                    + "check DISPLAY or WAYLAND_DISPLAY (or SDL_VIDEODRIVER), or set SDL_VIDEODRIVER=dummy for a "
                    + "headless window; use 'skeleton-preview capture' for screenshots without a display")
            #expect(
                WindowFailure.windowNotCreated(reason: "SDL_CreateWindow failed: y").message
                    == "error: cannot open a window on this display (SDL_CreateWindow failed: y); try a smaller "
                    + "--size, or SKELETON_PRESENT=surface to draw without SDL's renderer")
            #expect(session.events.isEmpty)
        }
    }
}
