import CSDL2

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
