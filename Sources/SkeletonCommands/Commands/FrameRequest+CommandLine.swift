import SkeletonCompose

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
