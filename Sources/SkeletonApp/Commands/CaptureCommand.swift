import SkeletonCore

/// `skeleton-preview capture`: exact PNGs (and GIFs, filmstrips, contact sheets) of any moment,
/// without a display.
enum CaptureCommand: Subcommand {
    /// The name typed after `skeleton-preview`.
    static let name = "capture"
    /// One line for the list of commands.
    static let summary = "render a layout at an exact moment to PNG/GIF, no display needed"
    /// The usage line printed under errors.
    static let usage = "skeleton-preview capture THEME --layout NAME --out FILE.png [OPTIONS]"
    /// The `--help` text.
    static let help = """
        usage: \(usage)
               skeleton-preview capture THEME --all --out SHEET.png [--appearances light,dark]
               skeleton-preview capture THEME --layout NAME --frames N [--fps F] --out STRIP.png
               skeleton-preview capture THEME --layout NAME --animated LOOP.gif [--fps F]
               skeleton-preview capture THEME --layout NAME --compare BASELINE.png [--threshold N]

        Renders exactly what the gallery's focus view shows, with no window and no display: the
        same options give byte-identical files, equal to the window's own screenshot.

        options:
          --layout NAME          the layout to render (required unless --all)
          --out FILE.png         where to write (written atomically)
          --style STYLE          solid, gradient, solidAnimated or gradientAnimated (default: the theme's)
          --time SECONDS         time since the skeleton was shown (default: the end of the show transition)
          --hide-at SECONDS      start the hide transition then (a later --time shows the content)
          --appearance MODE      light or dark (default light)
          --direction DIR        sliding direction: leftRight, rightLeft, topBottom, bottomTop,
                                 topLeftBottomRight, bottomRightTopLeft (default: the theme's)
          --rtl                  right-to-left layout
          --size WxH             canvas size in points (default: the layout's size)
          --scale N              device pixels per point, e.g. 2 for HiDPI (default 1)
          --background COLOR     canvas colour, #RRGGBB[AA] or a colour name (default: the theme's)
          --all                  contact sheet: every layout x the four styles, labelled
          --appearances LIST     with --all: light, dark or light,dark
          --frames N             filmstrip of N frames, labelled with their times
          --fps F                frames per second for --frames and --animated (default 10 / 25)
          --animated FILE.gif    one loop of the animation as an animated GIF
          --compare FILE.png     compare with a baseline: exit 0 when equal within --threshold,
                                 else 1, writing OUT.actual.png and OUT.diff.png
          --threshold N          largest channel difference counted as equal, 0-255 (default 0)
          -h, --help             show this help
        """

    /// Options besides the frame ones.
    static let ownOptions = [
        "--out", "--scale", "--background", "--all", "--appearances", "--frames", "--fps", "--animated", "--compare",
        "--threshold", "--help",
    ]

    /// Parses and checks the option combinations.
    static func parse(_ arguments: [String]) throws -> CaptureOptions {
        var reader = ArgumentReader(arguments, usage: usage)
        var options = CaptureOptions()
        let theme = try LayoutCommandArguments.walk(
            &reader, known: FrameOptions.names + ownOptions, missing: "capture needs a THEME file",
            tooMany: "capture takes one THEME"
        ) { name, reader in
            if try options.frame.consume(name, from: &reader) { return true }
            switch name {
            case "--out": options.outPath = try reader.value(for: name)
            case "--scale": options.scale = try reader.number(for: name, in: 0.25...8)
            case "--background": options.background = try reader.value(for: name)
            case "--all": options.contactSheet = true
            case "--appearances":
                options.appearances = try reader.choices(for: name, of: ColorScheme.self, kind: "appearance")
            case "--frames": options.frames = try reader.integer(for: name, in: 1...240)
            case "--fps": options.fps = try reader.number(for: name, in: 0.1...100)
            case "--animated": options.animatedPath = try reader.value(for: name)
            case "--compare": options.baselinePath = try reader.value(for: name)
            case "--threshold": options.threshold = try reader.integer(for: name, in: 0...255)
            default: return false
            }
            return true
        }
        options.themePath = theme
        try check(options, reader: reader)
        return options
    }

    /// Rejects combinations that cannot mean anything.
    private static func check(_ options: CaptureOptions, reader: ArgumentReader) throws {
        if options.contactSheet {
            if options.frame.layout != nil { throw reader.usageError("--all renders every layout: drop --layout") }
            if options.frames != nil || options.animatedPath != nil {
                throw reader.usageError("--all cannot be combined with --frames or --animated")
            }
        } else if !options.appearances.isEmpty {
            throw reader.usageError("--appearances goes with --all; use --appearance for one layout")
        }
        if options.outPath == nil && options.animatedPath == nil && options.baselinePath == nil {
            throw reader.usageError("capture needs --out FILE.png (or --animated FILE.gif)")
        }
        if options.frames != nil && options.outPath == nil {
            throw reader.usageError("--frames writes a filmstrip: add --out FILE.png")
        }
        if options.fps != nil && options.frames == nil && options.animatedPath == nil {
            throw reader.usageError("--fps goes with --frames or --animated")
        }
        if options.threshold != 0 && options.baselinePath == nil {
            throw reader.usageError("--threshold goes with --compare BASELINE.png")
        }
        if options.baselinePath != nil && (options.frames != nil || options.animatedPath != nil) {
            throw reader.usageError("--compare compares one PNG: drop --frames and --animated")
        }
    }

    /// Parses the arguments and runs the command; returns the exit status.
    static func run(arguments: [String], context: CommandContext) throws -> Int32 {
        let options = try parse(arguments)
        return try CaptureRunner(options: options, context: context).run()
    }
}
