/// What the window must do or tell after an event or a poll.
package enum GalleryEffect: Equatable {
    /// Leave the main loop and exit cleanly.
    case quit
    /// A screenshot was written atomically to this path.
    case screenshotSaved(path: String)
    /// The `capture` command that reproduces the screenshot just saved (printed on standard output).
    case captureCommand(String)
    /// Text to put on the system clipboard.
    case copyToClipboard(String)
    /// A line to print on standard error (failures, hints).
    case message(String)
    /// A theme reload reached the screen `latency` seconds after the change was detected;
    /// `succeeded` is false when the new theme failed and the last good one stayed on screen.
    case reloaded(latency: Double, succeeded: Bool)
}
