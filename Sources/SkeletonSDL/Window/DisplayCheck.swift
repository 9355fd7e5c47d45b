import Glibc

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
