import Foundation
import SkeletonCore
import SkeletonDocument
import SkeletonGallery

/// `skeleton-preview export swift THEME [--layout NAME] [--out FILE.swift]`: the theme as
/// SkeletonView 1.31 code for the iOS app.
enum ExportCommand: Subcommand {
    /// The name typed after `skeleton-preview`.
    static let name = "export"
    /// One line for the list of commands.
    static let summary = "write a theme as SkeletonView code for the iOS app"
    /// The usage line printed under errors.
    static let usage = "skeleton-preview export swift THEME [--layout NAME] [--out FILE.swift] [OPTIONS]"
    /// What the command does.
    static let details = """
        Writes the theme as SkeletonView 1.31 Swift code to paste into the app: one enum with
        applyAppearance() (SkeletonAppearance.default: colours as UIColor(red:green:blue:alpha:),
        dynamic where the theme has light and dark values, the gradient, line settings),
        show(on:) and hide(on:) in the theme's style, transitions and delay, the pulse and
        sliding animations with the theme's timing, and with --layout a function that sets each
        identified view's skeleton properties (views are found by accessibilityIdentifier = the
        theme's id). Standard output unless --out is given. Themes in shimmerTemplate mode
        (UIView-Shimmer) cannot be exported as SkeletonView code.
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
        /// The theme or IB file.
        var theme: String
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
        guard let format = words.first else { throw reader.usageError("name the format (swift) and the THEME") }
        guard format == "swift" else {
            throw reader.usageError(
                "unknown export format '\(format)'\(Suggestions.hint(for: format, in: ["swift"])); the format is swift")
        }
        guard words.count == 2 else {
            throw reader.usageError(
                words.count == 1
                    ? "a THEME file is needed"
                    : "one THEME is expected, got \(words.count - 1): "
                        + words.dropFirst().joined(separator: " "))
        }
        if let out {
            guard out != "-" else {
                throw reader.usageError("--out needs a file; leave --out out to print the code on standard output")
            }
            guard out.hasSuffix(".swift") else {
                throw reader.usageError("--out must name a Swift file ending in .swift, got '\(out)'")
            }
        }
        return Request(theme: words[1], layout: layout, out: out, documents: documents)
    }

    /// Parses the arguments, loads the theme and writes or prints the code; returns the exit status.
    static func run(arguments: [String], context: CommandContext) throws -> Int32 {
        let request = try parse(arguments)
        let services = try context.services()
        let (theme, read) = try ThemeFile.loadWithInputs(
            request.theme, documents: request.documents, services: services, output: context.output)
        if case .shimmerTemplate = theme.mode {
            throw CommandError.failure(
                "\(request.theme) uses mode shimmerTemplate (UIView-Shimmer's look), which SkeletonView code cannot "
                    + "reproduce: export a theme in mode skeletonView")
        }
        let layout = try request.layout.map { name in
            guard let layout = theme.layouts.first(where: { $0.name == name }) else {
                let names = theme.layouts.map(\.name)
                throw CommandError.failure(
                    "no layout '\(name)' in \(request.theme)\(Suggestions.hint(for: name, in: names)); available: "
                        + names.joined(separator: ", "))
            }
            return layout
        }
        let export = SwiftExport(
            theme: theme, layout: layout, fileName: (request.theme as NSString).lastPathComponent)
        for warning in export.warnings { context.output.error("warning: \(warning)\n") }
        guard let out = request.out else {
            context.output.standard(export.text)
            return 0
        }
        let inputs = [(option: "the theme", path: request.theme)] + read.map { (option: "a file it reads", path: $0) }
        try CaptureOutput.check(outputs: [("--out", out)], inputs: inputs)
        try CaptureOutput().writeBytes(Array(export.text.utf8), to: out)
        context.output.standard("wrote \(out)\n")
        return 0
    }
}
