import CSDL2
import CX11
import Glibc
import SkeletonSystem
import Synchronization

/// SDL's video subsystem, started only when a window is about to open (capture and the other
/// commands never touch it).
enum SDLVideo {
    /// Starts video on the display `environment` names. SDL's own SIGINT/SIGTERM handlers are
    /// disabled (`TerminationSignal` owns them) and so is its end-the-process X error handler.
    static func start(environment: [String: String] = DisplayCheck.processEnvironment()) throws {
        if let drivers = DisplayCheck.videoDrivers(for: environment) { SDL_SetHint(SDL_HINT_VIDEODRIVER, drivers) }
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        // A window surface must be plain memory sent to the display, not a hidden GL texture.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        XErrorTolerance.installBeforeVideo()
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { throw SDLError.current("SDL_Init(VIDEO)") }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if (environment["SDL_VIDEODRIVER"] ?? "").isEmpty, DisplayCheck.invisibleDrivers.contains(driver) {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw SDLError(call: "SDL_Init(VIDEO)", reason: "only the invisible \(driver) video driver is available")
        }
        XErrorTolerance.install()
    }

    /// Stops video (after the window is gone).
    static func stop() {
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }
}

/// An SDL call failed; carries SDL's own reason for logs and tests.
struct SDLError: Error, CustomStringConvertible {
    /// The SDL function that failed.
    let call: String
    /// SDL_GetError's text at the time.
    let reason: String

    /// The error SDL reports now for `call`.
    static func current(_ call: String) -> SDLError {
        SDLError(call: call, reason: String(cString: SDL_GetError()))
    }

    /// "SDL_CreateWindow failed: reason".
    var description: String { "\(call) failed: \(reason)" }
}

/// Decides before touching SDL whether a window can be opened, so a machine without a display gets
/// one clear sentence instead of SDL's error soup.
enum DisplayCheck {
    /// True when an X11 or Wayland display is named, or a video driver is forced (e.g. dummy).
    static func displayIsNamed(in environment: [String: String]) -> Bool {
        ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].contains { !(environment[$0] ?? "").isEmpty }
    }

    /// The SDL video drivers to try: SDL_VIDEODRIVER when set, else those of the displays the
    /// environment names ("x11", "wayland", or both), so a stale DISPLAY fails cleanly instead of
    /// SDL falling through to an invisible offscreen window or printing other drivers' complaints.
    static func videoDrivers(for environment: [String: String]) -> String? {
        if let forced = environment["SDL_VIDEODRIVER"], !forced.isEmpty { return forced }
        let x11 = !(environment["DISPLAY"] ?? "").isEmpty
        let wayland = !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        switch (x11, wayland) {
        case (true, true): return "x11,wayland"
        case (true, false): return "x11"
        case (false, true): return "wayland"
        case (false, false): return nil
        }
    }

    /// Drivers that open no visible window: acceptable only when asked for by name.
    static let invisibleDrivers: Set<String> = ["offscreen", "dummy"]

    /// The variables the window looks at, read from this process's environment.
    static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "SKELETON_PRESENT"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }
}

/// Keeps the window alive through X protocol errors. SDL's X11 driver installs a handler that
/// chains to Xlib's default, which prints the error and ends the process — so when a clipboard
/// reader quits before the app answers its request (`xclip -o` killed by a timeout), the answer's
/// `ChangeProperty` on the vanished window is a `BadWindow` that closed the gallery. An X error
/// is a failed request, not a broken connection (that is Xlib's separate I/O error handler, left
/// to SDL), so the app reports it and goes on.
enum XErrorTolerance {
    /// How many X errors are described on stderr; later ones are only counted.
    static let describedLimit = 10
    /// The X errors seen since the handler was installed.
    static let seen = Atomic<Int>(0)

    /// Installs the handler before SDL's video starts: SDL's X11 driver chains the handler it
    /// installs then to the one it finds, so an error while it opens the display and the window
    /// (seen under a busy X server in CI: a `BadWindow` answering `SendEvent` a few requests in)
    /// reaches this one instead of Xlib's default. Harmless where X is not used.
    static func installBeforeVideo() {
        _ = XSetErrorHandler(report)
    }

    /// Installs the handler when SDL drives an X11 display; call after SDL's video starts, because
    /// SDL installs its own then.
    static func install() {
        guard let driver = SDL_GetCurrentVideoDriver(), String(cString: driver) == "x11" else { return }
        _ = XSetErrorHandler(report)
    }

    /// Xlib calls this for every failed request; the return value is ignored.
    private static let report: XErrorHandler = { display, event in
        let count = seen.add(1, ordering: .relaxed).newValue
        guard count <= describedLimit, let event = event?.pointee else { return 0 }
        var text = [CChar](repeating: 0, count: 160)
        XGetErrorText(display, Int32(event.error_code), &text, Int32(text.count))
        let reason = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let resource = String(event.resourceid, radix: 16)
        let last = count == describedLimit ? "; further X errors are not shown" : ""
        StandardStreams.error(
            "warning: X error \(reason) on request \(event.request_code), resource 0x\(resource), ignored "
                + "(usually another client's window that closed, such as a clipboard reader)\(last)\n")
        return 0
    }
}
