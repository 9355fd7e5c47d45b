import CSDL2
import CX11
import SkeletonSystem
import Synchronization

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
