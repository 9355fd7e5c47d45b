import SkeletonCompose
import SkeletonCore
import SkeletonDocument

/// `validate --overlay PNG [--layout NAME]`: the screenshot of one screen measured against that
/// layout's skeleton, a warning at each view off by more than `EdgeMeasurement.threshold`.
struct ValidateOverlay {
    /// `--overlay PNG`.
    var path: String
    /// `--layout NAME`: the screen the screenshot shows; nil = the file's only layout.
    var layout: String?

    /// The options `validate` takes for it.
    static let table = [
        CommandOption(
            "--overlay", value: "PNG",
            "warn where a skeleton view is more than \(EdgeReport.number(EdgeMeasurement.threshold)) pt off this "
                + "screenshot of the screen", completion: .files(extensions: ["png"])),
        CommandOption("--layout", value: "NAME", "with --overlay: the layout the screenshot shows"),
    ]

    /// The edge warnings of `theme` (read from `file`) against the screenshot, drawn with `metrics`;
    /// a missing or unreadable screenshot, or a layout that is not there, is the user's error.
    func diagnostics(theme: Theme, file: String, metrics: any TextMetrics) throws -> [Diagnostic] {
        let overlay: OverlayImage
        do {
            overlay = try OverlayImage(reading: OverlaySettings(path: path))
        } catch {
            throw CommandError.failure(error.description)
        }
        let names = theme.layouts.map(\.name)
        let chosen: LayoutSpec
        if let layout {
            guard let match = theme.layouts.first(where: { $0.name == layout }) else {
                throw CommandError.failure(
                    "\(file) has no layout '\(layout)'\(Suggestions.hint(for: layout, in: names)); its layouts: "
                        + names.joined(separator: ", "))
            }
            chosen = match
        } else {
            guard theme.layouts.count == 1, let only = theme.layouts.first else {
                throw CommandError.failure(
                    "\(file) has \(names.count) layouts: name the one the screenshot shows with --layout NAME ("
                        + names.joined(separator: ", ") + ")")
            }
            chosen = only
        }
        let prepared = PreparedLayout(layout: chosen, theme: theme, metrics: metrics, options: LayoutOptions())
        return EdgeReport.warnings(
            EdgeMeasurement(prepared: prepared, overlay: overlay), layout: chosen.name, file: file, overlay: path)
    }
}
