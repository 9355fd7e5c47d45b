import Foundation
import SkeletonCompose
import SkeletonGallery
import SkeletonInterfaceBuilder

/// The argument shape of `capture`, `tree` and `dump`: one THEME and options.
enum LayoutCommandArguments {
    /// Parses one theme path, the `accepted` frame options and the document options.
    static func parse(_ arguments: [String], usage: String, accepted: [String]) throws -> (
        theme: String, frame: FrameRequest, documents: DocumentOptions
    ) {
        var reader = ArgumentReader(arguments, usage: usage)
        var frame = FrameRequest.Parser()
        var documents = DocumentOptions()
        let known = accepted + DocumentOptions.table.spellings + ["--help", "-h"]
        let theme = try walk(
            &reader, known: known, missing: "a THEME file is needed", tooMany: "one THEME is expected"
        ) { name, reader in
            try frame.consume(name, from: &reader, accepted: accepted) || documents.consume(name, from: &reader)
        }
        return (theme, try frame.finish(usage: usage), documents)
    }

    /// Walks every argument, handing each option to `consume` (false: not one of `known`), and returns
    /// the one positional THEME; `missing` and `tooMany` start the usage errors for none or several.
    static func walk(
        _ reader: inout ArgumentReader, known: [String], missing: String, tooMany: String,
        consume: (String, inout ArgumentReader) throws -> Bool
    ) throws -> String {
        var themes: [String] = []
        while let token = try reader.next() {
            switch token {
            case .positional(let path):
                themes.append(path)
            case .option(let name):
                guard try consume(name, &reader) else { throw reader.unknownOption(name, known: known) }
            }
        }
        guard themes.count == 1 else {
            throw reader.usageError(
                themes.isEmpty
                    ? missing : "\(tooMany), got \(themes.count): \(themes.joined(separator: " "))")
        }
        return themes[0]
    }
}

extension FrameRequest.Option {
    /// The option as help, the man page and the completions declare it.
    var commandOption: CommandOption {
        CommandOption(
            name, value: placeholder, summary, completion: choices.map { .choices($0) } ?? .none, repeatable: repeatable
        )
    }
}

extension FrameRequest {
    /// The declarations of the frame options called `names`, in table order.
    static func table(_ names: [String]) -> [CommandOption] {
        options(names).map(\.commandOption)
    }

    /// The names of the options that change one frame's look and moment (all but how it is written:
    /// scale and the variants grid): what `dump` takes.
    static let frameNames = options.filter { $0.stage != .output }.map(\.name)
}

extension FrameRequest.Parser {
    /// Reads `name` from `reader` when it is a frame option in `accepted`; false when it is not ours.
    mutating func consume(_ name: String, from reader: inout ArgumentReader, accepted: [String]) throws -> Bool {
        guard accepted.contains(name), let option = FrameRequest.option(named: name) else { return false }
        let value = option.takesValue ? try reader.value(for: name) : ""
        do {
            try read(option, value: value)
        } catch {
            throw reader.usageError(error.message())
        }
        return true
    }

    /// The request read, its combination checked; a contradiction is a usage error under `usage`.
    func finish(usage: String) throws -> FrameRequest {
        do {
            return try finish()
        } catch {
            throw CommandError.usage(message: error.message(), usage: usage)
        }
    }
}

extension DocumentOptions {
    /// The options, declared for help, completions and the man page.
    static let table: [CommandOption] = [
        CommandOption(
            "--theme", value: "FILE",
            "the theme whose look (appearance, animation, transition, style) .storyboard and .xib screens take "
                + "(default: SkeletonView's defaults)",
            completion: .files(extensions: ["json"])),
        CommandOption(
            "--root", value: "VIEW",
            "IB screens: a view the app calls showSkeleton on, by Object ID, user label or custom class "
                + "(repeatable: the app shows the skeleton view by view)", repeatable: true),
        CommandOption(
            "--flag", value: "VIEW,…",
            "IB screens: views the app sets isSkeletonable on in code, by Object ID, user label, custom class "
                + "or element, e.g. label (comma-separated, repeatable)", repeatable: true),
        CommandOption("--bridge", "IB screens: every ancestor of a skeletonable view takes part (flagged in code)"),
        CommandOption(
            "--cell", value: "LIST_ID=FILE.xib",
            "IB screens: the cell the app registers in code for the table or collection view LIST_ID "
                + "(repeatable)", completion: .files(extensions: ["xib"]), repeatable: true),
        CommandOption(
            "--alias", value: "FROM=TO",
            "IB screens: the app's runtime attribute FROM means SkeletonView's TO "
                + "(e.g. _isSkeletonable=isSkeletonable; repeatable)", repeatable: true),
    ]

    /// Reads `option` when it is one of `table`; false when it is not ours.
    mutating func consume(_ option: String, from reader: inout ArgumentReader) throws -> Bool {
        switch option {
        case "--theme": lookPath = try reader.value(for: option)
        case "--root": interfaceBuilder.roots.append(try reader.value(for: option))
        case "--flag":
            let text = try reader.value(for: option)
            let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard !names.contains(where: \.isEmpty) else {
                throw reader.usageError(
                    "--flag needs view names separated by commas, e.g. avatar,nameLabel, got '\(text)'")
            }
            interfaceBuilder.flagged += names
        case "--bridge": interfaceBuilder.bridge = true
        case "--alias":
            let text = try reader.value(for: option)
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw reader.usageError("--alias needs FROM=TO, e.g. _isSkeletonable=isSkeletonable, got '\(text)'")
            }
            interfaceBuilder.aliases[parts[0]] = parts[1]
        case "--cell":
            let text = try reader.value(for: option)
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, InterfaceBuilderFiles.isDocument(parts[1]) else {
                throw reader.usageError("--cell needs LIST_ID=FILE.xib, e.g. HKL-L0-T2w=PostCell.xib, got '\(text)'")
            }
            interfaceBuilder.cells[parts[0]] = parts[1]
        default: return false
        }
        return true
    }
}
