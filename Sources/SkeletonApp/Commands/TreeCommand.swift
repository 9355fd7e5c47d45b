/// `skeleton-preview tree`: the SkeletonView-style JSON tree of a layout.
enum TreeCommand: Subcommand {
    /// The name typed after `skeleton-preview`.
    static let name = "tree"
    /// One line for the list of commands.
    static let summary = "print a layout's skeleton tree as JSON (SkeletonView's format)"
    /// The usage line printed under errors.
    static let usage = "skeleton-preview tree THEME --layout NAME [--appearance light|dark] [--rtl] [--size WxH]"
    /// What the command does.
    static let details = """
        Prints the layout's view tree as SkeletonView's debug JSON (type, isSkeletonable,
        reference, children), the same text SKELETON_DEBUG prints in the gallery.
        """
    /// The theme file to read.
    static let operands = ValueCompletion.themes

    /// The frame options that change a tree.
    static let accepted = ["--layout", "--appearance", "--rtl", "--size"]

    /// The options, in help order.
    static let options = FrameOptions.table(accepted) + DocumentOptions.table

    /// Parses the theme path and the options.
    static func parse(_ arguments: [String]) throws -> (theme: String, frame: FrameOptions, documents: DocumentOptions)
    {
        try LayoutCommandArguments.parse(arguments, usage: usage, accepted: accepted)
    }

    /// Parses the arguments and runs the command; returns the exit status.
    static func run(arguments: [String], context: CommandContext) throws -> Int32 {
        let (path, frame, documents) = try parse(arguments)
        let moment = try LayoutMoment.load(
            themePath: path, frame: frame, documents: documents, usage: usage, context: context)
        context.output.standard(moment.prepared.treeDescription() + "\n")
        return 0
    }
}
