import Foundation
import SkeletonCodecs
import SkeletonCompose
import SkeletonCore
import SkeletonDocument
import SkeletonSystem
import SkeletonTheme

/// A `capture --batch SHOTS.json` file: a list of shot patterns, each expanded over its layouts
/// (a glob such as `"*"`) and the values of its other keys into single shots. Every key but
/// `theme` is an option of a single `capture` without its dashes, in camelCase (`BatchKey`; `look`
/// is `--theme`, an Interface Builder file's look, as `theme` is the shot's file), and
/// each shot is the `capture` command line its values spell, read by `capture`'s own parser; any
/// key may be a list, and the shots are every combination (a repeatable option's list is the
/// option repeated, a list of lists expands).
///
/// ```jsonc
/// {"shots": [{"theme": "Themes/default.theme.json", "layout": "*", "style": ["solid", "gradient"],
///             "appearance": ["light", "dark"], "time": [0.5, 1], "scale": 2, "device": "iphone-se"}]}
/// ```
struct BatchFile {
    /// Largest batch file read (bytes).
    static let maxFileSize = 1 << 20
    /// Most shots one batch may expand to.
    static let maxShots = 10_000

    /// One pattern as written, before its layouts are known.
    struct Pattern {
        /// The theme path, resolved against the batch file's folder.
        var theme: String
        /// The layout name or glob.
        var layout: String
        /// Each other key given with its values, each value the words `capture` reads (none for a
        /// flag that is false), in the order the shots nest.
        var values: [(key: BatchKey, choices: [[String]])] = []
        /// Where the pattern starts, `file:line:column`, for errors about it.
        var location: String
        /// The line it starts on, for annotations of its shots.
        var line: Int

        /// How many command lines the pattern spells, before its glob is matched.
        var combinations: Int {
            values.reduce(1) { count, entry in
                count.multipliedReportingOverflow(by: entry.choices.count).overflow
                    ? Int.max : count * entry.choices.count
            }
        }

        /// Every combination of the values as the options of a `capture` command line, the first
        /// key outermost.
        var optionLists: [[String]] {
            values.reduce([[]]) { lists, entry in
                lists.flatMap { list in entry.choices.map { list + $0 } }
            }
        }
    }

    /// The patterns, in file order.
    let patterns: [Pattern]

    /// The keys a shot may have.
    let keys: [BatchKey]

    /// Reads and checks the batch file at `path`, whose shots take `keys`; every problem is a
    /// failure at file:line:column.
    init(path: String, keys: [BatchKey]) throws {
        self.keys = keys
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, what: "the batch file", limit: Self.maxFileSize)
        } catch {
            throw CommandError.failure(error.description)
        }
        let reader = Reader(path: path, bytes: bytes, keys: keys)
        let root: JSONNode
        switch JSONParser.parse(bytes) {
        case .success(let node): root = node
        case .failure(let error):
            throw CommandError.failure("\(reader.location(error.offset)): \(error.message) — \(error.fix)")
        }
        guard case .object(let members) = root.value, let shots = members.first(where: { $0.key == "shots" }),
            case .array(let list) = shots.value.value
        else {
            throw reader.error(root.offset, "a batch file is an object with a `shots` array")
        }
        patterns = try list.map { try reader.pattern($0) }
    }

    /// Decodes JSON nodes of one batch file into patterns, with located errors.
    private struct Reader {
        /// The batch file's path.
        let path: String
        /// Its bytes, for line and column numbers.
        let bytes: [UInt8]

        /// `file:line:column` of a byte offset.
        func location(_ offset: Int) -> String {
            let prefix = bytes[..<min(max(offset, 0), bytes.count)]
            let line = prefix.filter { $0 == UInt8(ascii: "\n") }.count + 1
            let lineStart = prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let column = String(decoding: bytes[lineStart..<prefix.endIndex], as: UTF8.self).count + 1
            return "\(path):\(line):\(column)"
        }

        /// A located failure.
        func error(_ offset: Int, _ message: String) -> CommandError {
            CommandError.failure("\(location(offset)): \(message)")
        }

        /// The keys a shot may have.
        let keys: [BatchKey]

        /// Every key a shot may have, as written.
        var names: [String] { ["theme", "layout"] + keys.map(\.key) }

        /// One shot pattern.
        func pattern(_ node: JSONNode) throws -> Pattern {
            guard case .object(let members) = node.value else { throw error(node.offset, "a shot is an object") }
            for member in members where !names.contains(member.key) {
                let dashed = keys.first { $0.option.name == "--" + member.key }
                throw error(
                    member.keyOffset,
                    "unknown key `\(member.key)` in a shot"
                        + (dashed.map { " (the key of \($0.option.name) is `\($0.key)`)" }
                            ?? Suggestions.hint(for: member.key, in: names))
                        + "; the keys are " + names.joined(separator: ", "))
            }
            func value(_ key: String) -> JSONNode? { members.last(where: { $0.key == key })?.value }
            guard let themeNode = value("theme"), case .string(let theme) = themeNode.value else {
                throw error(node.offset, "a shot needs \"theme\": the path of a theme or Interface Builder file")
            }
            guard !theme.contains("\0") else { throw error(themeNode.offset, Self.nulMessage("theme")) }
            guard let layoutNode = value("layout"), case .string(let layout) = layoutNode.value else {
                throw error(node.offset, "a shot needs \"layout\": a layout name or a glob such as \"*\"")
            }
            var pattern = Pattern(
                theme: resolved(theme), layout: layout, location: location(node.offset),
                line: bytes[..<min(max(node.offset, 0), bytes.count)].filter { $0 == UInt8(ascii: "\n") }.count + 1)
            for key in keys {
                guard let node = value(key.key) else { continue }
                pattern.values.append((key, try choices(node, for: key)))
            }
            guard pattern.combinations <= BatchFile.maxShots else {
                throw error(
                    node.offset,
                    "this shot's lists expand to more than \(BatchFile.maxShots) shots; split it into several batch files"
                )
            }
            return pattern
        }

        /// A path of the batch file, resolved against its folder.
        private func resolved(_ file: String) -> String {
            let folder = (path as NSString).deletingLastPathComponent
            return file.hasPrefix("/") || folder.isEmpty ? file : folder + "/" + file
        }

        /// The values of `key`, each as the words of one shot: a list expands, except for a
        /// repeatable option, where a list is the option repeated and a list of lists expands.
        private func choices(_ node: JSONNode, for key: BatchKey) throws -> [[String]] {
            guard case .array(let items) = node.value else { return [try words(node, for: key)] }
            guard !items.isEmpty else { throw error(node.offset, "an empty list gives no shots") }
            let nested = items.contains { if case .array = $0.value { true } else { false } }
            if case .dimensions = key.frameOption?.kind, !nested { return [try words(node, for: key)] }
            if key.option.repeatable, !nested { return [try items.flatMap { try words($0, for: key) }] }
            if key.option.repeatable {
                return try items.map { item in
                    guard case .array(let repeated) = item.value else {
                        throw error(item.offset, "\"\(key.key)\" is a list of values or a list of such lists")
                    }
                    return try repeated.flatMap { try words($0, for: key) }
                }
            }
            return try items.map { try words($0, for: key) }
        }

        /// The error for a string holding a NUL: the system would read the path only up to it, so
        /// `"a.json\u0000.png"` would open another file than the one written.
        static func nulMessage(_ key: String) -> String {
            "\"\(key)\" holds a NUL character (\\u0000), which no file name or value can hold; remove it"
        }

        /// One value as `capture`'s words (none: a flag that is false), a frame option's checked by
        /// its own reading so a mistake is reported where it stands.
        private func words(_ node: JSONNode, for key: BatchKey) throws -> [String] {
            let name = "\"\(key.key)\""
            let option = key.option.name
            if key.option.value == nil {
                guard case .bool(let flag) = node.value else { throw error(node.offset, "\(name) is true or false") }
                return flag ? [option] : []
            }
            let text: String
            switch (key.frameOption?.kind, node.value) {
            case (.number?, .number(let number)), (nil, .number(let number)): text = FrameRequest.points(number)
            case (.number?, _): throw error(node.offset, "\(name) is a number")
            case (.dimensions?, .array(let sides)):
                guard sides.count == 2, case .number(let width) = sides[0].value,
                    case .number(let height) = sides[1].value
                else { throw error(node.offset, "\(name) is [width, height] in points") }
                text = FrameRequest.points(width) + "x" + FrameRequest.points(height)
            case (.dimensions?, _): throw error(node.offset, "\(name) is [width, height] in points")
            case (_, .string(let word)):
                guard !word.contains("\0") else { throw error(node.offset, Self.nulMessage(key.key)) }
                text = word
            default:
                throw error(
                    node.offset,
                    "\(name) is a string"
                        + (key.frameOption?.choices.map { ": one of " + $0.joined(separator: ", ") } ?? ""))
            }
            if let frameOption = key.frameOption {
                var probe = FrameRequest.Parser()
                do throws(FrameRequestError) {
                    try probe.read(frameOption, value: text)
                } catch {
                    throw self.error(node.offset, error.message(in: .batchFile))
                }
            }
            switch option {
            case "--animated":
                // The batch names the file; the key says its format.
                guard BatchKey.animationFormats.contains(text.lowercased()) else {
                    throw error(
                        node.offset,
                        "\(name) is the loop's format: " + BatchKey.animationFormats.joined(separator: " or "))
                }
                return [option, "shot." + text.lowercased()]
            case "--theme":
                // The look's theme file, like the shot's, is relative to the batch file.
                return [option, resolved(text)]
            case "--cell":
                // LIST_ID=FILE.xib: the file, like the theme, is relative to the batch file.
                guard let equals = text.firstIndex(of: "=") else { return [option, text] }
                return [option, text[..<equals] + "=" + resolved(String(text[text.index(after: equals)...]))]
            default: return [option, text]
            }
        }
    }
}

/// One key of a batch file's shots: an option of a single `capture`, named without its dashes in
/// camelCase (`--hide-at` is `hideAt`), whose JSON value becomes the words `capture` reads, so
/// `capture`'s own parser checks it.
struct BatchKey {
    /// The option as `capture` declares it.
    let option: CommandOption
    /// The key in a batch file.
    let key: String

    /// The key of `option`.
    init(_ option: CommandOption) {
        self.option = option
        key = Self.key(forName: option.name)
    }

    /// The key of the option called `name`: the name in camelCase, except `--theme` (an
    /// Interface Builder screen's look), which is `look` because `theme` names the shot's file.
    static func key(forName name: String) -> String {
        name == "--theme" ? "look" : FrameRequest.Option.key(forName: name)
    }

    /// The options of `capture` that are the batch's own business, not a shot's: where files go
    /// and how they are compared, and the contact sheet (a shot is one layout).
    static let batchOwned: Set<String> = [
        "--out", "--out-dir", "--compare", "--compare-dir", "--update", "--threshold", "--batch", "--all",
        "--appearances", "--help", "--layout", "--shard", "--merge-reports", "--prune", "--max-diff-ratio",
    ]

    /// The shot keys of a command whose options are `options`, in the order shots nest: the frame
    /// options by stage (each layout is prepared once per look and re-timed for every moment),
    /// then the others in `options` order.
    static func keys(of options: [CommandOption]) -> [BatchKey] {
        let shot = options.filter { !batchOwned.contains($0.name) }
        let frame = FrameRequest.Option.Stage.allCases.flatMap { stage in
            FrameRequest.options.filter { $0.stage == stage }.map(\.name)
        }
        let rank = { (option: CommandOption) -> Int in
            frame.firstIndex(of: option.name) ?? frame.count + shot.firstIndex(of: option)!
        }
        return shot.sorted { rank($0) < rank($1) }.map(BatchKey.init)
    }

    /// The frame option of this key, whose value shape (number, `[width, height]`, word) the JSON follows.
    var frameOption: FrameRequest.Option? { FrameRequest.option(named: option.name) }

    /// The formats `animated` takes: the extensions of `AnimationFormat`.
    static let animationFormats = AnimationFormat.allCases.map(\.facts.fileExtension)
}
