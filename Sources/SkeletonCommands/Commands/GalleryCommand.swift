import Foundation
import SkeletonCompose
import SkeletonCore
import SkeletonDocument
import SkeletonGallery
import SkeletonTheme

/// `skeleton-preview [THEME_OR_DIR …]`: the live gallery window.
enum GalleryCommand: Subcommand {
    /// The name typed after `skeleton-preview`.
    static let name = "gallery"
    /// One line for the list of commands.
    static let summary = "open the live gallery window (the default command)"
    /// The usage line printed under errors.
    static let usage = "skeleton-preview [OPTIONS] [THEME_OR_DIR ...]"
    /// The subcommand form.
    static let synopsis = ["skeleton-preview COMMAND [OPTIONS]   (COMMAND --help for details)"]
    /// What the command does.
    static let details = """
        Opens a window with every layout of the given themes (files or folders; default: the
        shipped themes) and reloads them when they change on disk. Interface Builder files
        (.storyboard, .xib, or an Xcode project folder searched for them) open as layouts too: every
        scene of a storyboard, every top-level view or cell of a xib, in the look of --theme.
        """
    /// Theme files and folders.
    static let operands = ValueCompletion.themes
    /// The window's options, in help order.
    static let options: [CommandOption] =
        [
            CommandOption("--size", value: "WxH", "initial window size in points (default 1280x800)"),
            CommandOption("--stats", "print frame statistics on exit"),
            CommandOption(
                "--stats-json", value: "FILE", "write frame statistics as JSON on exit",
                completion: .files(extensions: ["json"])),
            CommandOption("--quit-after", value: "SECONDS", "quit cleanly after this many seconds (scripted runs)"),
        ] + FrameRequest.table(frameNames) + [
            CommandOption("--version", short: "-V", "print the version and exit")
        ] + LoadOptions.table + DocumentOptions.table
    /// The frame options the window starts in.
    static let frameNames =
        ["--content-size", "--device", "--variants", "--vary"] + FrameRequest.overlayOptions.map(\.name)

    /// The environment variables the window reads, with what they do.
    static let environmentVariables: [(name: String, meaning: String)] = [
        ("SKELETON_SCREENSHOT_DIR", "folder for screenshots (default: the current directory)"),
        ("SKELETON_DEBUG", "print the skeleton tree whenever a skeleton is shown"),
        (ThemeLoader.allowOutsideVariable, "1: let includes and images leave the theme's folder (every command)"),
        ("DISPLAY, SDL_VIDEODRIVER", "where the window opens (SDL_VIDEODRIVER=dummy: no display)"),
    ]

    /// The `--help` text: the window's options, then the commands, keys and environment.
    static var help: String {
        [
            "skeleton-preview: preview SkeletonView skeleton loading screens, live.",
            HelpText.usage([usage] + synopsis),
            HelpText.paragraphs(details),
            "commands:\n" + HelpText.table(CommandLineTool.commands.map { ($0.name, $0.summary) }),
            HelpText.options(allOptions),
            "keys:\n" + HelpText.table(KeyBindings.table.map { ($0.keys, $0.action) }),
            "environment:\n" + HelpText.table(environmentVariables.map { ($0.name, $0.meaning) }),
        ]
        .joined(separator: "\n\n")
    }

    /// What the command line asks of the gallery.
    struct Request: Equatable {
        /// Theme files or folders; empty = the repository's Themes/.
        var paths: [String] = []
        /// Window and statistics settings.
        var options = GalleryOptions()
    }

    /// Parses the gallery's arguments.
    static func parse(_ arguments: [String], environment: [String: String]) throws -> Request {
        var reader = ArgumentReader(arguments, usage: usage)
        var request = Request()
        var frame = FrameRequest.Parser()
        var latency = LoadOptions.Typed()
        while let token = try reader.next() {
            switch token {
            case .positional(let path):
                request.paths.append(path)
            case .option("--size"):
                let size = try reader.dimensions(for: "--size", in: 200...8192)
                request.options.windowWidth = size.width
                request.options.windowHeight = size.height
            case .option("--stats"):
                request.options.printsStats = true
            case .option("--stats-json"):
                let path = try reader.value(for: "--stats-json")
                guard path != "-" else {
                    throw reader.usageError(
                        "--stats-json - (standard output) is not supported: give a file path, or use --stats to print "
                            + "the statistics on standard output")
                }
                request.options.statsJSONPath = path
            case .option("--quit-after"):
                request.options.quitAfter = try reader.number(for: "--quit-after", in: 0...86_400)
            case .option(let name) where try frame.consume(name, from: &reader, accepted: frameNames):
                break
            case .option(let name):
                guard
                    try request.options.load.consume(name, from: &reader, typed: &latency)
                        || request.options.documents.consume(name, from: &reader)
                else {
                    throw reader.unknownOption(name, known: optionNames)
                }
            }
        }
        request.options.request = try frame.finish(usage: usage)
        try request.options.load.finish(latency, reader: reader)
        if let folder = environment["SKELETON_SCREENSHOT_DIR"], !folder.isEmpty {
            request.options.screenshotDirectory = folder
        }
        request.options.printsTrees = !(environment["SKELETON_DEBUG"] ?? "").isEmpty
        return request
    }

    /// Parses the arguments and runs the command; returns the exit status.
    static func run(arguments: [String], context: CommandContext) throws -> Int32 {
        var request = try parse(arguments, environment: context.environment)
        if request.paths.isEmpty {
            request.paths = [
                try ThemesLocator.locate(
                    executablePath: context.executablePath, currentDirectory: context.currentDirectory,
                    sourceTree: context.sourceTree)
            ]
        }
        for path in request.paths where !FileManager.default.fileExists(atPath: path) {
            throw CommandError.failure("no such theme file or folder: \(path)")
        }
        try checkDisplay(context.environment)
        let session = GallerySession(
            themePaths: request.paths, services: try context.services(), options: request.options,
            progress: context.output.progress)
        if let stats = request.options.statsJSONPath {
            try CaptureOutput.check(outputs: [("--stats-json", stats)], inputs: session.inputFiles)
        }
        return context.openWindow(session, request.options)
    }

    /// Fails with a clear message when no window can open, before SDL prints its own errors.
    static func checkDisplay(_ environment: [String: String]) throws {
        let present = ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].contains { !(environment[$0] ?? "").isEmpty }
        guard !present else { return }
        throw CommandError.failure(
            """
            no display: DISPLAY is not set and SDL_VIDEODRIVER is not set, so the gallery window cannot open.
              run it inside a desktop session or under `xvfb-run skeleton-preview`,
              set SDL_VIDEODRIVER=dummy for an invisible window,
              or render without any display: skeleton-preview capture THEME --layout NAME --out FILE.png
            """
        )
    }
}
