import SkeletonCompose
import SkeletonCore

/// The toast (the S key's saved path and capture command) over the bottom of the window.
enum ToastOverlay {
    /// Widest the toast grows, in points.
    static let maximumWidth = 900.0

    /// The panel for `toast` within `size`.
    static func panel(_ toast: Toast, within size: Size, palette: ChromePalette, metrics: ChromeMetrics) -> PanelText {
        let lines = toast.lines.enumerated().map { line in
            (line.element, line.offset == 0 ? (toast.isError ? palette.error : palette.panelText) : palette.panelText)
        }
        return PanelText(
            wrapping: lines, font: ChromeMetrics.font,
            within: Size(width: min(size.width, maximumWidth), height: size.height), metrics: metrics)
    }
}
