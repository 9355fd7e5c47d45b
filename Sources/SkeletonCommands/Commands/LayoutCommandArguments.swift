import SkeletonCompose
import SkeletonGallery

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
