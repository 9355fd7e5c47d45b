import Foundation
import SkeletonCompose
import SkeletonCore
import SkeletonDocument
import SkeletonGallery

/// `skeleton-preview export swift THEME [--layout NAME] [--out FILE.swift]`: the theme as
/// SkeletonView 1.31 code for the iOS app (UIView-Shimmer 1.0 code in `shimmerTemplate` mode); `export snapshot-helper [--out FILE.swift]`: the code
/// that writes the app's live screens as snapshots the tool opens.
enum ExportCommand: Subcommand {
    /// The name typed after `skeleton-preview`.
    static let name = "export"
    /// One line for the list of commands.
    static let summary = "write a theme as SkeletonView or UIView-Shimmer code, or the app's snapshot helper"
    /// The usage line printed under errors.
    static let usage =
        "skeleton-preview export swift THEME | snapshot-helper [--layout NAME] [--out FILE.swift] [OPTIONS]"
    /// What the command does.
    static let details = """
        Writes the theme as SkeletonView 1.31 Swift code to paste into the app: one enum with
        applyAppearance() (SkeletonAppearance.default: colours as UIColor(red:green:blue:alpha:),
        dynamic where the theme has light and dark values, the gradient, line settings),
        show(on:) and hide(on:) in the theme's style, transitions and delay, the pulse and
        sliding animations with the theme's timing, and with --layout a function that sets each
        identified view's skeleton properties (views are found by accessibilityIdentifier = the
        theme's id). Standard output unless --out is given. A theme in shimmerTemplate mode is
        written as UIView-Shimmer 1.0 code instead: show(on:) and hide(on:) calling
        setTemplateWithSubviews with the theme's colours and shimmer duration, and with --layout
        the ShimmeringViewProtocol conformance that gives the layout's identified views their
        shimmeringAnimatedItems and excludedItems. `export snapshot-helper` writes
        instead the Swift file an app adds to its DEBUG build to write a laid-out screen as a
        .snapshot.json file, which the tool opens like a storyboard (Docs/app-snapshots.md).
        """
    /// The format (`swift`), then the theme.
    static let operands = ValueCompletion.themes
    /// The options, in help order.
    static let options =
        [
            CommandOption("--layout", value: "NAME", "also configure this layout's views, by their ids"),
            CommandOption(
                "--out", value: "FILE.swift", "the Swift file to write (written atomically; default: standard output)",
                completion: .files(extensions: ["swift"])),
        ] + DocumentOptions.table

    /// What the command line asked for.
    private struct Request {
        /// The theme or IB file; nil for the snapshot helper.
        var theme: String?
        /// `--layout`.
        var layout: String?
        /// `--out`.
        var out: String?
        /// How an IB document is opened.
        var documents: DocumentOptions
    }

    /// Parses the arguments: the format word, one theme and the options.
    private static func parse(_ arguments: [String]) throws -> Request {
        var reader = ArgumentReader(arguments, usage: usage)
        var words: [String] = []
        var layout: String?
        var out: String?
        var documents = DocumentOptions()
        while let token = try reader.next() {
            switch token {
            case .positional(let word): words.append(word)
            case .option("--layout"): layout = try reader.value(for: "--layout")
            case .option("--out"): out = try reader.value(for: "--out")
            case .option(let name):
                guard try documents.consume(name, from: &reader) else {
                    throw reader.unknownOption(name, known: optionNames)
                }
            }
        }
        guard let format = words.first else {
            throw reader.usageError("name the format (swift and the THEME, or snapshot-helper)")
        }
        let formats = ["swift", "snapshot-helper"]
        guard formats.contains(format) else {
            throw reader.usageError(
                "unknown export format '\(format)'\(Suggestions.hint(for: format, in: formats)); the formats are "
                    + "swift and snapshot-helper")
        }
        if let out {
            guard out != "-" else {
                throw reader.usageError("--out needs a file; leave --out out to print the code on standard output")
            }
            guard out.hasSuffix(".swift") else {
                throw reader.usageError("--out must name a Swift file ending in .swift, got '\(out)'")
            }
        }
        if format == "snapshot-helper" {
            guard words.count == 1, layout == nil else {
                throw reader.usageError(
                    "snapshot-helper takes no THEME and no --layout: it is the same file for every app")
            }
            return Request(theme: nil, layout: nil, out: out, documents: documents)
        }
        guard words.count == 2 else {
            throw reader.usageError(
                words.count == 1
                    ? "a THEME file is needed"
                    : "one THEME is expected, got \(words.count - 1): "
                        + words.dropFirst().joined(separator: " "))
        }
        return Request(theme: words[1], layout: layout, out: out, documents: documents)
    }

    /// Parses the arguments, loads the theme and writes or prints the code; returns the exit status.
    static func run(arguments: [String], context: CommandContext) throws -> Int32 {
        let request = try parse(arguments)
        let services = try context.services()
        guard let themePath = request.theme else {
            return try write(
                SnapshotHelperSource.text, to: request.out, inputs: [], services: services, context: context)
        }
        let (theme, read) = try ThemeFile.loadWithInputs(
            themePath, documents: request.documents, services: services, output: context.output)
        let layout = try request.layout.map { name in
            guard let layout = theme.layouts.first(where: { $0.name == name }) else {
                let names = theme.layouts.map(\.name)
                throw CommandError.failure(
                    "no layout '\(name)' in \(themePath)\(Suggestions.hint(for: name, in: names)); available: "
                        + names.joined(separator: ", "))
            }
            return layout
        }
        let fileName = (themePath as NSString).lastPathComponent
        let (code, warnings): (String, [String])
        switch theme.mode {
        case .skeletonView:
            let export = SwiftExport(theme: theme, layout: layout, fileName: fileName)
            (code, warnings) = (export.text, export.warnings)
        case .shimmerTemplate(let settings):
            let export = ShimmerExport(theme: theme, settings: settings, layout: layout, fileName: fileName)
            (code, warnings) = (export.text, export.warnings)
        }
        for warning in warnings { context.output.error("warning: \(warning)\n") }
        let inputs = [(option: "the theme", path: themePath)] + read.map { (option: "a file it reads", path: $0) }
        return try write(code, to: request.out, inputs: inputs, services: services, context: context)
    }

    /// Prints `code`, or writes it to `out` through the one writer (never over one of `inputs`).
    private static func write(
        _ code: String, to out: String?, inputs: [(option: String, path: String)], services: PlatformServices,
        context: CommandContext
    ) throws -> Int32 {
        guard let out else {
            context.output.standard(code)
            return 0
        }
        try CaptureOutput.check(outputs: [("--out", out)], inputs: inputs)
        try CaptureOutput().writeBytes(Array(code.utf8), to: out)
        context.output.standard("wrote \(out)\n")
        return 0
    }
}
