import SkeletonCompose
import SkeletonGallery
import SkeletonTheme

/// `skeleton-preview dump`: the display list of one moment as JSON, stable for diffing.
enum DumpCommand: Subcommand {
    /// The name typed after `skeleton-preview`.
    static let name = "dump"
    /// One line for the list of commands.
    static let summary = "print a layout's display list at a moment as JSON"
    /// The usage line printed under errors.
    static let usage = "skeleton-preview dump THEME --layout NAME [--style STYLE] [--time SECONDS] [OPTIONS]"
    /// What the command does.
    static let details = """
        Prints every shape of the frame capture would render: kind, rect in layout coordinates,
        corner radii, paint with resolved #RRGGBB[AA] colours, opacity. The output is stable, so it
        diffs well in reviews and tests.
        """
    /// The theme file to read.
    static let operands = ValueCompletion.themes
    /// The options, in help order.
    static let options = FrameRequest.table(FrameRequest.frameNames) + DocumentOptions.table

    /// Parses the theme path and the options.
    static func parse(_ arguments: [String]) throws -> (theme: String, frame: FrameRequest, documents: DocumentOptions)
    {
        try LayoutCommandArguments.parse(arguments, usage: usage, accepted: FrameRequest.frameNames)
    }

    /// Parses the arguments and runs the command; returns the exit status.
    static func run(arguments: [String], context: CommandContext) throws -> Int32 {
        let (path, frame, documents) = try parse(arguments)
        let moment = try LayoutMoment.load(
            themePath: path, frame: frame, documents: documents, usage: usage, context: context)
        if let note = moment.deviceNote { context.output.error(note) }
        let folder = PathResolver.absoluteFolder(of: path)
        let json = moment.prepared.dumpJSON(at: moment.time, timeline: moment.timeline, imagesRelativeTo: folder)
        context.output.standard(json + "\n")
        return 0
    }
}
