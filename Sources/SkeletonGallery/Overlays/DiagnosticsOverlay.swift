import SkeletonCompose
import SkeletonCore
import SkeletonInterfaceBuilder
import SkeletonRaster
import SkeletonTheme

/// The errors of a theme that failed to (re)load, drawn along the bottom until the file is fixed
/// (wrapped, never cut);
/// for an IB screen that loads, the ancestors that keep SkeletonView from skeletonable views (the answer
/// to "why doesn't my skeleton show?"), until they are flagged or `--bridge` is given.
enum DiagnosticsOverlay {
    /// Most diagnostics listed; the rest are counted.
    static let maximumLines = 8

    /// The overlay's lines: a heading, then `file:line:column: …` lines; empty when there is
    /// nothing to say.
    static func lines(slot: ThemeSlot) -> [String] {
        let errors = slot.diagnostics.filter { $0.severity == .error }
        let unreachable = slot.diagnostics.filter { $0.message.contains(SkeletonReach.unreachableMarker) }
        let heading: String
        let listed: [Diagnostic]
        if !errors.isEmpty {
            heading =
                slot.theme == nil
                ? "\(slot.path) does not load:" : "\(slot.path) does not load; showing the last good version:"
            listed = errors
        } else if !unreachable.isEmpty {
            // One line per ancestor that stops the descent, however many flagged views sit behind it.
            heading =
                "\(unreachable.count) ancestor\(unreachable.count == 1 ? "" : "s") stop\(unreachable.count == 1 ? "s" : "") "
                + "SkeletonView before skeletonable views (flag the ancestor named, pass --bridge to preview them as "
                + "flagged in code, or --root the views the app shows itself):"
            listed = unreachable
        } else {
            return []
        }
        var lines = [heading] + listed.prefix(maximumLines).map(\.description)
        if listed.count > maximumLines { lines.append("... and \(listed.count - maximumLines) more") }
        return lines
    }

    /// The panel for `slot` in a window `viewport` wide, at most `height` tall: every line wrapped
    /// (a diagnostic's fix is never cut off), nil when there is nothing to say.
    static func panel(slot: ThemeSlot, width: Double, height: Double, palette: ChromePalette, painter: ChromePainter)
        -> PanelText?
    {
        let text = lines(slot: slot)
        guard !text.isEmpty else { return nil }
        return PanelText(
            wrapping: text.enumerated().map { ($0.element, $0.offset == 0 ? palette.error : palette.panelText) },
            font: ChromePainter.font, within: Size(width: width, height: height), painter: painter)
    }
}
