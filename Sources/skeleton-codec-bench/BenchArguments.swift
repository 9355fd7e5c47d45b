/// The command line: a command, `--name value` options and files.
struct BenchArguments {
    /// `png` or `webp`.
    let command: String
    /// Times each setting is timed (the median is printed).
    let repeats: Int
    /// `--loop-ms`, the loop's length for `webp`.
    let loopMilliseconds: Int?
    /// The PNG files.
    let files: [String]

    /// Parses `arguments` (without the program name).
    init(_ arguments: [String]) throws {
        guard let command = arguments.first else { throw BenchArgumentError("no command") }
        var repeats = 3
        var loop: Int?
        var files: [String] = []
        var rest = arguments.dropFirst()[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--repeat", "--loop-ms":
                guard let value = rest.popFirst().flatMap(Int.init), value > 0 else {
                    throw BenchArgumentError("\(argument) needs a whole number above 0")
                }
                if argument == "--repeat" { repeats = value } else { loop = value }
            default:
                guard !argument.hasPrefix("--") else { throw BenchArgumentError("unknown option \(argument)") }
                files.append(argument)
            }
        }
        guard !files.isEmpty else { throw BenchArgumentError("no PNG files given") }
        if command == "webp", loop == nil { throw BenchArgumentError("webp needs --loop-ms MS") }
        self.command = command
        self.repeats = repeats
        self.loopMilliseconds = loop
        self.files = files
    }
}

/// A mistake on the command line (exit 2, with the usage).
struct BenchArgumentError: Error {
    /// What is wrong.
    let message: String

    /// Creates the error.
    init(_ message: String) { self.message = message }
}
