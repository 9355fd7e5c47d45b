import SkeletonDocument

/// Why a frame option could not be read: the facts (which option, which argument, what is wrong),
/// turned into words in one place for the command line or for a batch file's key.
package struct FrameRequestError: Error, Equatable {
    /// What is wrong with the option's value.
    package enum Problem: Error, Equatable {
        /// An option that takes a value was last, or followed by another option.
        case missingValue
        /// A flag was given `=value`.
        case unexpectedValue(String)
        /// Not one of the frame options.
        case unknownOption(String)
        /// Not a finite number.
        case notANumber(String)
        /// A number outside the range.
        case outOfRange(String, ClosedRange<Double>)
        /// Not `WIDTHxHEIGHT`.
        case notDimensions(String)
        /// A side outside the range.
        case sideOutOfRange(String, ClosedRange<Double>)
        /// Not one of `names` (`kind` says what they are: style, device…).
        case unknownChoice(kind: String, text: String, names: [String])
        /// A `--vary` value without `AXIS=`.
        case notAnAxisAssignment(String)
        /// A `--vary` axis that does not exist.
        case unknownAxis(String)
        /// The grid would hold `count` cells, over `VariantSet.maximumCells`.
        case tooManyVariants(count: Int)
        /// Two options that contradict each other, with what to do.
        case conflict(String)
    }

    /// Where the message is shown: it names a command-line option, or a batch file's key.
    package enum Place {
        /// `--time` on a command line.
        case commandLine
        /// `"time"` in a batch file (located by the batch).
        case batchFile
    }

    /// The option, e.g. `--time`.
    package var option: String
    /// What is wrong.
    package var problem: Problem
    /// The position of the option among the arguments read by `FrameRequest(parsing:)`, if known.
    package var argument: Int?

    /// An error about `option`.
    package init(option: String, problem: Problem, argument: Int? = nil) {
        self.option = option
        self.problem = problem
        self.argument = argument
    }

    /// The message, naming the option as `place` spells it, with what is accepted.
    package func message(in place: Place = .commandLine) -> String {
        let name = place == .commandLine ? "option \(option)" : "\"\(FrameRequest.Option.key(forName: option))\""
        let against = place == .commandLine ? " for \(option)" : ""
        switch problem {
        case .missingValue: return "\(name) needs a value"
        case .unexpectedValue(let value): return "unexpected value '\(value)': this option takes none"
        case .unknownOption(let text):
            return "unknown option '\(text)'\(Suggestions.hint(for: text, in: FrameRequest.options.map(\.name)))"
        case .notANumber(let text): return "\(name) needs a number, got '\(text)'"
        case .outOfRange(let text, let range):
            return "\(name) must be between \(Self.format(range.lowerBound)) and \(Self.format(range.upperBound)), "
                + "got \(text)"
        case .notDimensions(let text): return "\(name) needs WIDTHxHEIGHT such as 390x844, got '\(text)'"
        case .sideOutOfRange(let text, let range):
            return "\(name): each side must be between \(Self.format(range.lowerBound)) and "
                + "\(Self.format(range.upperBound)), got \(text)"
        case .unknownChoice(let kind, let text, let names):
            return "unknown \(kind) '\(text)'\(against)\(Suggestions.hint(for: text, in: names)); "
                + "choose one of \(names.joined(separator: ", "))"
        case .notAnAxisAssignment(let text):
            return "\(option) needs AXIS=VALUE,VALUE such as appearance=light,dark, got '\(text)'; axes: "
                + VariantAxis.allCases.map(\.rawValue).joined(separator: ", ")
        case .unknownAxis(let text):
            let axes = VariantAxis.allCases.map(\.rawValue)
            return "unknown variant axis '\(text)'\(against)\(Suggestions.hint(for: text, in: axes)); "
                + "choose one of \(axes.joined(separator: ", "))"
        case .tooManyVariants(let count):
            return "\(option): the grid would hold \(count) variants; at most \(VariantSet.maximumCells): "
                + "vary fewer values"
        case .conflict(let message): return message
        }
    }

    /// The message with the argument's position first, when known: `argument 3 (--time): …`.
    package var located: String {
        argument.map { "argument \($0 + 1) (\(option)): " + message() } ?? message()
    }

    /// Numbers without a useless ".0".
    private static func format(_ value: Double) -> String {
        FrameRequest.points(value)
    }
}
