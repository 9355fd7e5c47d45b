import CSDL2

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
