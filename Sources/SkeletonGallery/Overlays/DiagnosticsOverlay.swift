import SkeletonCompose
import SkeletonCore

/// The errors of a theme that failed to (re)load, drawn along the bottom until the file is fixed
/// (wrapped, never cut);
/// for an IB screen that loads, the ancestors that keep SkeletonView from skeletonable views (the answer
/// to "why doesn't my skeleton show?"), until they are flagged or `--bridge` is given.
enum DiagnosticsOverlay {
    /// The panel of `text` (a heading, then the diagnostics) `width` wide, at most `height` tall:
    /// every line wrapped (a diagnostic's fix is never cut off), nil when there is nothing to say.
    static func panel(text: [String], width: Double, height: Double, palette: ChromePalette, metrics: ChromeMetrics)
        -> PanelText?
    {
        guard !text.isEmpty else { return nil }
        return PanelText(
            wrapping: text.enumerated().map { ($0.element, $0.offset == 0 ? palette.error : palette.panelText) },
            font: ChromeMetrics.font, within: Size(width: width, height: height), metrics: metrics)
    }
}
