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
