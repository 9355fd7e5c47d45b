/// The argument shape of `tree` and `dump`: one THEME and frame options.
enum LayoutCommandArguments {
    /// Parses one theme path and the `accepted` frame options; `--layout` is required.
    static func parse(_ arguments: [String], usage: String, accepted: [String]) throws -> (
        theme: String, frame: FrameOptions
    ) {
        var reader = ArgumentReader(arguments, usage: usage)
        var frame = FrameOptions()
        var themes: [String] = []
        while let token = try reader.next() {
            switch token {
            case .positional(let path):
                themes.append(path)
            case .option(let name):
                guard try frame.consume(name, from: &reader, accepted: accepted) else {
                    throw reader.unknownOption(name, known: accepted + ["--help"])
                }
            }
        }
        guard themes.count == 1 else {
            throw reader.usageError(
                themes.isEmpty
                    ? "a THEME file is needed"
                    : "one THEME is expected, got \(themes.count): \(themes.joined(separator: " "))")
        }
        return (themes[0], frame)
    }
}
