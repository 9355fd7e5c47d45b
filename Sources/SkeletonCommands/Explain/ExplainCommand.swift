import SkeletonCompose
import SkeletonCore
import SkeletonDocument
import SkeletonGallery

/// `skeleton-preview explain`: why SkeletonView draws every view of a layout as it does, from the
/// decisions the scene builder takes while drawing it.
enum ExplainCommand: Subcommand {
    /// The name typed after `skeleton-preview`.
    static let name = "explain"
    /// One line for the list of commands.
    static let summary = "explain why every view's skeleton looks as it does"
    /// The usage line printed under errors.
    static let usage =
        "skeleton-preview explain THEME_OR_IB --layout NAME [--view ID] [--json] [--device NAME] "
        + "[--appearance light|dark] [--rtl] [--size WxH]"
    /// What the command does.
    static let details = """
        For every view of the layout (or those --view names), SkeletonView's decision and its
        reason, taken by the same code that draws the skeleton: reached by showSkeleton or which
        view stopped the descent, container or leaf, one block or N text lines and why (the key
        that fixes the count, or the arithmetic that fills the height), the line height and its
        source, a list's row count and its arithmetic, hidden while active, corner radii and
        their source, each with the place the view is written (file:line:column).

        One block per view, indented by depth; --json prints the same as stable JSON (described in
        Docs/simulate-and-explain.md).
        """
    /// The theme, storyboard or xib file to read.
    static let operands = ValueCompletion.themes

    /// The frame options that change a layout's decisions.
    static let accepted = [
        "--layout", "--appearance", "--rtl", "--size", "--content-size", "--device", "--solve", "--overlay",
        "--overlay-offset", "--overlay-scale",
    ]

    /// `--view ID`: only the views with this id.
    static let viewOption = CommandOption(
        "--view", value: "ID", "only the views with this id (a list's cells repeat their ids)")

    /// `--json`: stable JSON instead of text.
    static let jsonOption = CommandOption("--json", "print the explanation as stable JSON")

    /// The options, in help order.
    static let options = FrameRequest.table(accepted) + [viewOption, jsonOption] + DocumentOptions.table

    /// What the command was asked.
    struct Request {
        /// The theme or Interface Builder file.
        var theme: String
        /// The layout and its look.
        var frame = FrameRequest()
        /// Where documents are looked for.
        var documents = DocumentOptions()
        /// `--view`.
        var viewID: String?
        /// `--json`.
        var json = false
    }

    /// Parses the file path and the options.
    static func parse(_ arguments: [String]) throws -> Request {
        var reader = ArgumentReader(arguments, usage: usage)
        var request = Request(theme: "")
        var frame = FrameRequest.Parser()
        let known = accepted + [viewOption.name, jsonOption.name] + DocumentOptions.table.spellings + ["--help", "-h"]
        request.theme = try LayoutCommandArguments.walk(
            &reader, known: known, missing: "a THEME or Interface Builder file is needed",
            tooMany: "one THEME is expected"
        ) { name, reader in
            switch name {
            case viewOption.name: request.viewID = try reader.value(for: name)
            case jsonOption.name: request.json = true
            default:
                return try frame.consume(name, from: &reader, accepted: accepted)
                    || request.documents.consume(name, from: &reader)
            }
            return true
        }
        request.frame = try frame.finish(usage: usage)
        return request
    }

    /// Parses the arguments and runs the command; returns the exit status.
    static func run(arguments: [String], context: CommandContext) throws -> Int32 {
        let request = try parse(arguments)
        let moment = try LayoutMoment.load(
            themePath: request.theme, frame: request.frame, documents: request.documents, usage: usage,
            context: context)
        guard case .skeletonView = moment.theme.mode else {
            throw CommandError.failure(
                "\(request.theme) draws UIView-Shimmer templates (\"mode\"), not SkeletonView's skeleton: explain "
                    + "covers SkeletonView's rules; use `tree --frames` to see its views")
        }
        let decisions = moment.prepared.scene.decisions
        var shown = decisions
        var shift = LayoutShift(of: moment.prepared)
        if let id = request.viewID {
            shift.views.removeAll { $0.node.id != id }
            shown = decisions.filter { $0.node.id == id }
            guard !shown.isEmpty else {
                let ids = Array(Set(decisions.compactMap(\.node.id))).sorted()
                throw CommandError.failure(
                    "no view with id '\(id)' in layout '\(moment.layout.name)' of \(request.theme)"
                        + Suggestions.hint(for: id, in: ids)
                        + (ids.isEmpty ? "; its views have no ids" : "; ids: \(ids.joined(separator: ", "))"))
            }
        }
        // With --overlay, each skeleton view is also measured against the real screen beneath it,
        // as `capture --measure-edges` and `validate --overlay` measure it.
        var edges: EdgeMeasurement?
        if let settings = request.frame.overlay {
            do {
                edges = EdgeMeasurement(prepared: moment.prepared, overlay: try OverlayImage(reading: settings))
            } catch {
                throw CommandError.failure(error.description)
            }
        }
        let report = ExplainReport(
            decisions: decisions, shown: shown, layout: moment.layout.name, file: request.theme,
            appearance: moment.theme.appearance, scheme: moment.prepared.options.colorScheme, shift: shift,
            edges: edges)
        if let note = moment.deviceNote { context.output.error(note) }
        context.output.standard((request.json ? report.json.prettyText : report.text) + "\n")
        return 0
    }
}
