import SkeletonCodecs
import SkeletonCompose
import SkeletonCore
import SkeletonGallery

/// `skeleton-preview capture`: exact PNGs (and animated loops, filmstrips, contact sheets) of any moment,
/// without a display. What it says of animations is read from `AnimationFormat`.
enum CaptureCommand: Subcommand {
    /// The name typed after `skeleton-preview`.
    static let name = "capture"
    /// One line for the list of commands.
    static let summary =
        "render a layout at an exact moment to \((["PNG"] + animations.map(\.facts.name)).joined(separator: "/")), no display needed"
    /// The usage line printed under errors.
    static let usage = "skeleton-preview capture THEME --layout NAME --out FILE.png [OPTIONS]"
    /// Further forms.
    static let synopsis = [
        "skeleton-preview capture THEME --all --out SHEET.png [--appearances light,dark]",
        "skeleton-preview capture THEME --layout NAME --frames N [--fps F] --out STRIP.png",
        "skeleton-preview capture THEME --layout NAME --animated \(animatedNames("LOOP", separator: "|")) [--fps F]",
        "skeleton-preview capture THEME --layout NAME --compare BASELINE.png [--threshold N] [--update]",
        "skeleton-preview capture THEME --layout NAME --variants [--vary AXIS=VALUES …] --out GRID.png",
        "skeleton-preview capture THEME --layout NAME --overlay SCREENSHOT.png [--overlay-opacity 0-1] [--measure-edges] [--out FILE.png]",
        "skeleton-preview capture --batch SHOTS.json --out-dir DIR [--compare-dir BASELINES] [--update [NAME-GLOB]] [--prune] [--shard K/N]",
        BatchMerge.usage,
    ]
    /// What the command does.
    static let details = """
        Renders exactly what the gallery's focus view shows, with no window and no display: the
        same options give byte-identical files, equal to the window's own screenshot.
        """
    /// The theme file to render.
    static let operands = ValueCompletion.themes

    /// Options besides the frame ones.
    static let ownOptions: [CommandOption] = [
        CommandOption(
            "--out", value: "FILE.png", "where to write (written atomically)", completion: .files(extensions: ["png"])),
        CommandOption(
            "--background", value: "COLOR", "canvas colour, #RRGGBB[AA] or a colour name (default: the theme's)"),
        CommandOption("--all", "contact sheet: every layout x the four styles, labelled"),
        CommandOption(
            "--appearances", value: "LIST", "with --all: light, dark or light,dark",
            completion: .choices(["light", "dark", "light,dark"])),
        CommandOption("--frames", value: "N", "filmstrip of N frames (1-240), labelled with their times"),
        CommandOption("--columns", value: "N", "with --frames: frames per row (default: rows up to 4096 px wide)"),
        CommandOption("--fps", value: "F", "frames per second for --frames and --animated (default 10 / 25)"),
        CommandOption(
            "--animated", value: animatedNames("FILE", separator: "|"),
            "one loop of the animation as \(animations[0].facts.summary)"
                + animations.dropFirst().map { ", or as \($0.facts.summary) for a .\($0.facts.fileExtension) name" }
                .joined(),
            completion: .files(extensions: animations.map(\.facts.fileExtension))),
        CommandOption(
            "--compare", value: "FILE.png",
            "compare with a baseline: exit 0 when equal within --threshold, else 1, writing OUT.actual.png and OUT.diff.png",
            completion: .files(extensions: ["png"])),
        CommandOption("--threshold", value: "N", "largest channel difference counted as equal, 0-255 (default 0)"),
        CommandOption(
            "--max-diff-ratio", value: "R",
            "with --compare or --compare-dir: equal when at most this share of the pixels (0-1) differ by more "
                + "than --threshold (default 0: none)"),
        CommandOption(
            "--update",
            "with --compare or --compare-dir: record the baseline when it is missing or differs; with --batch, "
                + "--update NAME-GLOB records only the shots whose names match"),
        CommandOption(
            "--batch", value: "SHOTS.json", "render every shot of a batch file (Docs/ci.md)",
            completion: .files(extensions: ["json"])),
        CommandOption(
            "--out-dir", value: "DIR",
            "with --batch: the folder for the shots, or the images that differ and the reports",
            completion: .directories),
        CommandOption(
            "--compare-dir", value: "BASELINES",
            "with --batch: compare each shot with BASELINES/NAME.png; exit 1 when any differs",
            completion: .directories),
        CommandOption(
            "--shard", value: "K/N",
            "with --batch: render only the K-th of N even parts of the shots (shot i goes to part i mod N + 1)"),
        CommandOption(
            "--merge-reports", value: "DIR...",
            "merge the reports of a batch's shards into --out-dir, as one run of the whole batch writes them",
            completion: .directories),
        CommandOption("--prune", "with --batch --compare-dir: remove the baselines no shot uses"),
        CommandOption(
            "--measure-edges",
            "with --overlay: print how far each skeleton view's edges are from the screenshot's text and image edges"),
        CommandOption(
            "--inspect", value: "VIEW",
            "draw the window's inspector for this view (its id, or its tree path such as 0.2): outlined, with "
                + "explain's reasons in a panel beside it"),
    ]

    /// Every option of the command, in help order: every frame option, then its own.
    static let options =
        FrameRequest.options.map(\.commandOption).map { option in
            option.name == "--layout"
                ? CommandOption("--layout", value: "NAME", "the layout to render (required unless --all)") : option
        } + ownOptions + DocumentOptions.table

    /// Parses and checks the option combinations.
    static func parse(_ arguments: [String]) throws -> CaptureOptions {
        var reader = ArgumentReader(arguments, usage: usage)
        var options = CaptureOptions()
        var frame = FrameRequest.Parser()
        let frameNames = FrameRequest.options.map(\.name)
        let theme = try LayoutCommandArguments.walk(
            &reader, known: optionNames, missing: "capture needs a THEME file",
            tooMany: "capture takes one THEME"
        ) { name, reader in
            if try frame.consume(name, from: &reader, accepted: frameNames) { return true }
            if try options.documents.consume(name, from: &reader) { return true }
            switch name {
            case "--out": options.outPath = try reader.value(for: name)
            case "--background": options.background = try reader.value(for: name)
            case "--all": options.contactSheet = true
            case "--appearances":
                options.appearances = try reader.choices(for: name, of: ColorScheme.self, kind: "appearance")
            case "--frames": options.frames = try reader.integer(for: name, in: CaptureOptions.frameCounts)
            case "--columns": options.columns = try reader.integer(for: name, in: CaptureOptions.frameCounts)
            case "--fps": options.fps = try reader.number(for: name, in: 0.1...100)
            case "--animated": options.animatedPath = try reader.value(for: name)
            case "--compare": options.baselinePath = try reader.value(for: name)
            case "--threshold": options.threshold = try reader.integer(for: name, in: 0...255)
            case "--max-diff-ratio": options.maxDiffRatio = try reader.number(for: name, in: 0...1)
            case "--update": options.update = true
            case "--measure-edges": options.measuresEdges = true
            case "--inspect": options.inspectedView = try reader.value(for: name)
            case "--out-dir": options.outDirectory = try reader.value(for: name)
            case "--compare-dir", "--shard", "--prune": throw reader.usageError("\(name) goes with --batch SHOTS.json")
            default: return false
            }
            return true
        }
        options.themePath = theme
        options.frame = try frame.finish(usage: usage)
        try check(options, reader: reader)
        return options
    }

    /// One batch shot's command line read as a single `capture` reads it, with the same checks.
    private static func shotRequest(_ arguments: [String]) throws -> BatchShotRequest {
        let options = try parse(arguments)
        if options.inspectedView != nil {
            throw CommandError.usage(
                message: "a batch shot cannot draw the inspector (a baseline is the skeleton alone): capture that "
                    + "layout on its own with --inspect",
                usage: usage)
        }
        if options.frame.overlay != nil || options.measuresEdges {
            throw CommandError.usage(
                message: "a batch shot cannot lay a screenshot over its frame (a screenshot is of one screen, and a "
                    + "baseline is the skeleton alone): capture that layout on its own with the screenshot",
                usage: usage)
        }
        return BatchShotRequest(
            frame: options.frame, documents: options.documents, backgroundName: options.background,
            background: try CaptureRunner.background(options.background, scheme: options.frame.scheme),
            animation: options.animatedPath.map(AnimationFormat.init(path:)), fps: options.fps,
            frames: options.frames, columns: options.columns)
    }

    /// The animated formats, the first one for a name without an extension.
    private static let animations = AnimationFormat.allCases

    /// `base` named in every animated format: `FILE.gif|FILE.webp`.
    private static func animatedNames(_ base: String, separator: String) -> String {
        animations.map { "\(base).\($0.facts.fileExtension)" }.joined(separator: separator)
    }

    /// Rejects combinations that cannot mean anything.
    private static func check(_ options: CaptureOptions, reader: ArgumentReader) throws {
        let paths = [
            ("--out", options.outPath), ("--animated", options.animatedPath), ("--compare", options.baselinePath),
        ]
        for (option, path) in paths where path == "-" {
            // `-` conventionally means standard output (input for --compare); images are binary
            // files, and a terminal or a pipe cannot take a baseline's place, so say so plainly.
            throw reader.usageError(
                "\(option) - (standard \(option == "--compare" ? "input" : "output")) is not supported: capture reads and "
                    + "writes image files; give a path such as \(option) ./frame.\(option == "--animated" ? animations[0].facts.fileExtension : "png")"
            )
        }
        if options.contactSheet {
            if options.frame.layout != nil { throw reader.usageError("--all renders every layout: drop --layout") }
            if let style = options.frame.style {
                throw reader.usageError(
                    "--all shows every layout in all four styles side by side, so --style \(style.rawValue) would be ignored: "
                        + "drop --style, or capture one layout with --layout NAME --style \(style.rawValue)")
            }
            if options.frames != nil || options.animatedPath != nil {
                throw reader.usageError("--all cannot be combined with --frames or --animated")
            }
        } else if !options.appearances.isEmpty {
            throw reader.usageError("--appearances goes with --all; use --appearance for one layout")
        }
        if options.frame.variants != nil {
            if options.contactSheet {
                throw reader.usageError("--variants shows one layout: drop --all, or --variants")
            }
            if options.frames != nil || options.animatedPath != nil {
                throw reader.usageError("--variants writes one PNG: it cannot be combined with --frames or --animated")
            }
        }
        if options.outDirectory != nil && options.frames == nil {
            throw reader.usageError("--out-dir goes with --frames N (one PNG per frame) or --batch SHOTS.json")
        }
        try checkOverlay(options, reader: reader)
        if options.inspectedView != nil
            && (options.contactSheet || options.frame.variants != nil || options.frames != nil
                || options.animatedPath != nil)
        {
            throw reader.usageError(
                "--inspect draws the inspector over one frame of one layout: drop --all, --variants, --frames and "
                    + "--animated")
        }
        if options.outPath == nil && options.animatedPath == nil && options.baselinePath == nil
            && options.outDirectory == nil && !options.measuresEdges
        {
            throw reader.usageError(
                "capture needs --out FILE.png (or --animated \(animatedNames("FILE", separator: " or ")))")
        }
        if options.frames != nil && options.outPath == nil && options.outDirectory == nil {
            throw reader.usageError(
                "--frames writes a filmstrip: add --out FILE.png (or --out-dir DIR for one PNG per frame)")
        }
        if options.columns != nil && (options.frames == nil || options.outPath == nil) {
            throw reader.usageError("--columns lays out a filmstrip: it goes with --frames N --out FILE.png")
        }
        if options.fps != nil && options.frames == nil && options.animatedPath == nil {
            throw reader.usageError("--fps goes with --frames or --animated")
        }
        if options.update && options.baselinePath == nil {
            throw reader.usageError("--update records a baseline: add --compare BASELINE.png")
        }
        if options.threshold != 0 && options.baselinePath == nil {
            throw reader.usageError("--threshold goes with --compare BASELINE.png")
        }
        if options.maxDiffRatio != 0 && options.baselinePath == nil {
            throw reader.usageError("--max-diff-ratio goes with --compare BASELINE.png")
        }
        if options.baselinePath != nil && (options.frames != nil || options.animatedPath != nil) {
            throw reader.usageError("--compare compares one PNG: drop --frames and --animated")
        }
    }

    /// Refuses overlay options where a screenshot of one screen cannot go.
    private static func checkOverlay(_ options: CaptureOptions, reader: ArgumentReader) throws {
        if options.measuresEdges && options.frame.overlay == nil {
            throw reader.usageError("--measure-edges compares the skeleton with a screenshot: add --overlay PNG")
        }
        guard options.frame.overlay != nil else { return }
        if options.contactSheet || options.frame.variants != nil {
            throw reader.usageError(
                "--overlay lays a screenshot of one screen over one layout: drop \(options.contactSheet ? "--all" : "--variants")"
            )
        }
    }

    /// Parses the arguments and runs the command; returns the exit status.
    static func run(arguments: [String], context: CommandContext) throws -> Int32 {
        if BatchMerge.isMerge(arguments) { return try BatchMerge(parsing: arguments, context: context).run() }
        if BatchOptions.isBatch(arguments) {
            return try BatchRunner(
                options: BatchOptions.parse(arguments, usage: usage, captureOptions: options),
                keys: BatchKey.keys(of: options), parse: shotRequest, context: context
            ).run()
        }
        let options = try parse(arguments)
        return try CaptureRunner(options: options, context: context).run()
    }
}

/// Everything `capture` was asked to do.
struct CaptureOptions: Equatable {
    /// The frame counts `--frames` (and `--columns`) take (Docs/limits-and-safety.md, "Limits and safety").
    static let frameCounts = 1...240

    /// The theme file.
    var themePath = ""
    /// The layout, its look and moment, the scale and any variants grid.
    var frame = FrameRequest()
    /// `--out FILE.png`.
    var outPath: String?
    /// `--background COLOR` (hex or colour name) behind the layout; nil = the theme's.
    var background: String?
    /// `--all`: contact sheet of every layout × style.
    var contactSheet = false
    /// `--appearances light,dark` for the contact sheet.
    var appearances: [ColorScheme] = []
    /// `--frames N`: filmstrip frame count.
    var frames: Int?
    /// `--columns N`: frames per filmstrip row; nil = as many as fit in `Filmstrip.defaultWidth`.
    var columns: Int?
    /// `--out-dir DIR` with `--frames`: one PNG per frame.
    var outDirectory: String?
    /// `--fps F`: filmstrip and animation frame rate.
    var fps: Double?
    /// `--animated FILE`: one loop in the `AnimationFormat` its extension names (GIF by default).
    var animatedPath: String?
    /// `--compare BASELINE.png`.
    var baselinePath: String?
    /// `--threshold N`: largest per-channel difference still counted as equal.
    var threshold = 0
    /// `--max-diff-ratio R`: the share of pixels that may change (beyond the threshold) with the
    /// capture still equal to its baseline.
    var maxDiffRatio = 0.0
    /// `--update`: a missing or differing `--compare` baseline is replaced by the capture.
    var update = false
    /// `--measure-edges`: print how far each skeleton view is from the `--overlay` screenshot's ink.
    var measuresEdges = false
    /// `--inspect VIEW`: the view (id or tree path) the inspector outlines and explains.
    var inspectedView: String?
    /// How an IB document is opened (`--theme`, `--root`, `--bridge`, `--alias`).
    var documents = DocumentOptions()
}
