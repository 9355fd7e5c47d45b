import SkeletonCompose
import SkeletonCore
import SkeletonDocument
import SkeletonGallery

extension LayoutMoment {
    /// Loads the theme and picks the layout named by `frame.layout`.
    static func load(
        themePath: String, frame: FrameRequest, documents: DocumentOptions, usage: String, context: CommandContext
    ) throws -> LayoutMoment {
        let services = try context.services()
        let theme = try ThemeFile.load(
            themePath, documents: documents, services: services, output: context.output, layout: frame.layout)
        return try pick(from: theme, themePath: themePath, frame: frame, usage: usage, metrics: services.metrics)
    }

    /// The layout of `theme` named by `frame.layout` (with `--size` applied), prepared for the moment.
    static func pick(from theme: Theme, themePath: String, frame: FrameRequest, usage: String, metrics: any TextMetrics)
        throws -> LayoutMoment
    {
        let layout = try spec(in: theme, themePath: themePath, frame: frame, usage: usage)
        return LayoutMoment(theme: theme, layout: layout, frame: frame, metrics: metrics)
    }

    /// The layout of `theme` named by `frame.layout`, with `--size` applied.
    static func spec(in theme: Theme, themePath: String, frame: FrameRequest, usage: String) throws -> LayoutSpec {
        let names = theme.layouts.map(\.name)
        // A storyboard whose only scene is a tab bar controller has none: nothing to pick from.
        guard !names.isEmpty else { throw CommandError.failure("\(themePath) has no layouts") }
        guard let name = frame.layout else {
            throw CommandError.usage(
                message: "--layout NAME is required; \(theme.name) has: \(names.joined(separator: ", "))", usage: usage)
        }
        guard var layout = theme.layouts.first(where: { $0.name == name }) else {
            throw CommandError.failure(
                "no layout '\(name)' in \(themePath)\(Suggestions.hint(for: name, in: names)); available: \(names.joined(separator: ", "))"
            )
        }
        if let size = frame.size { layout.size = size }
        return layout
    }

    /// The note printed when `--device` cannot re-flow part of the layout: views placed by `frame`
    /// (every subview of an Interface Builder file) keep their stored frames. Nil when all of it re-flows.
    var deviceNote: String? {
        guard let device, layout.framePlacedViewCount > 0 else { return nil }
        let count = layout.framePlacedViewCount
        let canvas = layout.canvas(on: device).size
        return "note: \(count) view\(count == 1 ? "" : "s") of '\(layout.name)' \(count == 1 ? "is" : "are") placed by "
            + "`frame` (as Interface Builder files place every subview) and keep\(count == 1 ? "s" : "") \(count == 1 ? "its" : "their") "
            + "stored frame\(count == 1 ? "" : "s") on \(device.displayName) (\(layout.canvasName) \(Self.points(canvas.width))×"
            + "\(Self.points(canvas.height)) pt); only stacks and fill/fit sizes re-flow\n"
    }

    /// The constraints broken where `--device` or `--content-size` shows the layout, as warnings for
    /// standard error, each a line (`validate --device` reports the same): a conflict that exists only
    /// there is otherwise silent. None at the layout's own size and text size, which `validate` checks.
    func placeWarnings(metrics: any TextMetrics) -> String {
        let place = AutoLayoutCheck.Place(device: device, contentSize: prepared.options.contentSize)
        guard place != AutoLayoutCheck.Place(), let stated = theme.layouts.first(where: { $0.name == layout.name })
        else { return "" }
        var alone = theme
        alone.layouts = [stated]
        return AutoLayoutCheck.diagnostics(of: alone, metrics: metrics, at: place, searchesAmbiguity: false)
            .map { $0.description + "\n" }.joined()
    }

    /// A length in points without a useless ".0".
    static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
