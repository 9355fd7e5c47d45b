import SkeletonCompose
import SkeletonGallery

/// `skeleton-preview tree`: the SkeletonView-style JSON tree of a layout.
enum TreeCommand: Subcommand {
    /// The name typed after `skeleton-preview`.
    static let name = "tree"
    /// One line for the list of commands.
    static let summary = "print a layout's skeleton tree as JSON (SkeletonView's format)"
    /// The usage line printed under errors.
    static let usage =
        "skeleton-preview tree THEME --layout NAME [--frames] [--solve] [--device NAME] [--appearance light|dark] "
        + "[--rtl] [--size WxH]"
    /// What the command does.
    static let details = """
        Prints the layout's view tree as SkeletonView's debug JSON (type, isSkeletonable,
        reference, children), the same text SKELETON_DEBUG prints in the gallery. With --frames
        it lists every view instead (skeletonable or not, a list's cells included), each with its
        "frame" [x, y, width, height] in the layout's coordinates as the layout engine placed it
        (a scroll view's content where its content offset is zero, as Interface Builder stores
        it, and the scroll view's resting "contentOffset" [x, y] when not zero: the content is
        drawn at its frames less that offset); add --solve to see the Auto Layout engine's frames
        of an Interface Builder screen at the size it was saved for (without it IB's stored
        frames are kept there).
        """
    /// The theme file to read.
    static let operands = ValueCompletion.themes

    /// The frame options that change a tree.
    static let accepted = ["--layout", "--appearance", "--rtl", "--size", "--content-size", "--device", "--solve"]

    /// `--frames`, the tree's own option.
    static let framesOption = CommandOption(
        "--frames", "every view with its frame [x, y, width, height] in the layout's coordinates")

    /// The options, in help order.
    static let options = FrameRequest.table(accepted) + [framesOption] + DocumentOptions.table

    /// What the command was asked.
    struct Request {
        /// The theme file.
        var theme: String
        /// The layout and its look.
        var frame = FrameRequest()
        /// Where documents are looked for.
        var documents = DocumentOptions()
        /// `--frames`.
        var withFrames = false
    }

    /// Parses the theme path and the options.
    static func parse(_ arguments: [String]) throws -> Request {
        var reader = ArgumentReader(arguments, usage: usage)
        var request = Request(theme: "")
        var frame = FrameRequest.Parser()
        let known = accepted + [framesOption.name] + DocumentOptions.table.spellings + ["--help", "-h"]
        request.theme = try LayoutCommandArguments.walk(
            &reader, known: known, missing: "a THEME file is needed", tooMany: "one THEME is expected"
        ) { name, reader in
            if name == framesOption.name {
                request.withFrames = true
                return true
            }
            return try frame.consume(name, from: &reader, accepted: accepted)
                || request.documents.consume(name, from: &reader)
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
        let warnings = moment.placeWarnings(metrics: try context.services().metrics)
        if !warnings.isEmpty { context.output.error(warnings) }
        // Frames are where the views are before show, as Interface Builder's canvas and the app's
        // code see them (what `--solve` and `Assets/ib-oracle.py` compare): without SkeletonView's
        // label growth, which `dump` and the captures show.
        let prepared = moment.prepared
        let tree =
            request.withFrames
            ? prepared.contentLayout.map(\.root.framedTreeNode.prettyText)
                ?? prepared.treeDescription(withFrames: true)
            : prepared.treeDescription(withFrames: false)
        context.output.standard(tree + "\n")
        return 0
    }
}
