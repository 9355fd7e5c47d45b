import Foundation
import SkeletonCompose
import SkeletonCore
import SkeletonDocument
import SkeletonSystem
import SkeletonTheme

/// A `capture --batch SHOTS.json` file: a list of shot patterns, each expanded over its layouts
/// (a glob such as `"*"`) and the values of its other keys into single shots. Every key but
/// `theme` is a frame option of `FrameRequest.options` without its dashes, read by the same
/// definition `capture` reads it with; any of them may be a list, and the shots are every combination.
///
/// ```jsonc
/// {"shots": [{"theme": "Themes/default.theme.json", "layout": "*", "style": ["solid", "gradient"],
///             "appearance": ["light", "dark"], "time": [0.5, 1], "scale": 2}]}
/// ```
struct BatchFile {
    /// Largest batch file read (bytes).
    static let maxFileSize = 1 << 20
    /// Most shots one batch may expand to.
    static let maxShots = 10_000

    /// The frame options a shot may set, by their keys, in the order shots nest: the look first,
    /// so each layout is prepared once per look and re-timed for every style and moment.
    static let options = FrameRequest.Option.Stage.allCases.flatMap { stage in
        FrameRequest.options.filter { $0.inBatch && $0.stage == stage }
    }
    /// The keys a shot pattern may have.
    static let keys = ["theme"] + options.map(\.key)

    /// One pattern as written, before its layouts are known.
    struct Pattern {
        /// The theme path, resolved against the batch file's folder.
        var theme: String
        /// The layout name or glob.
        var layout: String
        /// Each other key given with its values as `capture` spells them (nil: a flag that is
        /// false), in the order the shots nest: look first, so a layout is prepared once per look.
        var values: [(option: FrameRequest.Option, texts: [String?])] = []
        /// Where the pattern starts, `file:line:column`, for errors about it.
        var location: String

        /// The requests of `layout`'s shots: every combination of the values, the first key outermost.
        func requests(layout: String) throws -> [FrameRequest] {
            var base = FrameRequest()
            base.layout = layout
            return try values.reduce([base]) { requests, entry in
                try requests.flatMap { request in
                    try entry.texts.map { text in
                        var parser = FrameRequest.Parser()
                        parser.request = request
                        do throws(FrameRequestError) {
                            if let text { try parser.read(entry.option, value: text) }
                            return try parser.finish()
                        } catch {
                            throw CommandError.failure("\(location): " + error.message(in: .batchFile))
                        }
                    }
                }
            }
        }
    }

    /// The patterns, in file order.
    let patterns: [Pattern]

    /// Reads and checks the batch file at `path`; every problem is a failure at file:line:column.
    init(path: String) throws {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, what: "the batch file", limit: Self.maxFileSize)
        } catch {
            throw CommandError.failure(error.description)
        }
        let reader = Reader(path: path, bytes: bytes)
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

        /// One shot pattern.
        func pattern(_ node: JSONNode) throws -> Pattern {
            guard case .object(let members) = node.value else { throw error(node.offset, "a shot is an object") }
            for member in members where !BatchFile.keys.contains(member.key) {
                throw error(
                    member.keyOffset,
                    "unknown key `\(member.key)` in a shot\(Suggestions.hint(for: member.key, in: BatchFile.keys)); "
                        + "the keys are " + BatchFile.keys.joined(separator: ", "))
            }
            func value(_ key: String) -> JSONNode? { members.last(where: { $0.key == key })?.value }
            guard let themeNode = value("theme"), case .string(let theme) = themeNode.value else {
                throw error(node.offset, "a shot needs \"theme\": the path of a theme or Interface Builder file")
            }
            guard let layoutNode = value("layout"), case .string(let layout) = layoutNode.value else {
                throw error(node.offset, "a shot needs \"layout\": a layout name or a glob such as \"*\"")
            }
            let folder = (path as NSString).deletingLastPathComponent
            var pattern = Pattern(
                theme: theme.hasPrefix("/") || folder.isEmpty ? theme : folder + "/" + theme, layout: layout,
                location: location(node.offset))
            for option in BatchFile.options where option.name != "--layout" {
                guard let node = value(option.key) else { continue }
                let texts = try list(node, kind: option.kind) { try text(of: $0, for: option) }
                pattern.values.append((option, texts))
            }
            return pattern
        }

        /// A value as `capture` spells it (nil: a flag that is false), checked by the option's own
        /// reading so a mistake is reported where it stands.
        private func text(of node: JSONNode, for option: FrameRequest.Option) throws -> String? {
            let key = "\"\(option.key)\""
            let text: String?
            switch (option.kind, node.value) {
            case (.flag, .bool(let flag)): text = flag ? "" : nil
            case (.flag, _): throw error(node.offset, "\(key) is true or false")
            case (.number, .number(let number)): text = String(number)
            case (.number, _): throw error(node.offset, "\(key) is a number")
            case (.dimensions, .array(let sides)):
                guard sides.count == 2, case .number(let width) = sides[0].value,
                    case .number(let height) = sides[1].value
                else { throw error(node.offset, "\(key) is [width, height] in points") }
                text = String(width) + "x" + String(height)
            case (.dimensions, _): throw error(node.offset, "\(key) is [width, height] in points")
            case (.word, .string(let word)): text = word
            case (.word, _):
                throw error(
                    node.offset,
                    "\(key) is a string" + (option.choices.map { ": one of " + $0.joined(separator: ", ") } ?? ""))
            }
            var probe = FrameRequest.Parser()
            do throws(FrameRequestError) {
                if let text { try probe.read(option, value: text) }
            } catch {
                throw self.error(node.offset, error.message(in: .batchFile))
            }
            return text
        }

        /// Whether `node` is an array.
        private static func isArray(_ node: JSONNode) -> Bool {
            if case .array = node.value { return true }
            return false
        }

        /// One value or an array of them (for `[width, height]`, an array of such arrays).
        private func list<T>(_ node: JSONNode, kind: FrameRequest.Option.Kind, _ each: (JSONNode) throws -> T) throws
            -> [T]
        {
            guard case .array(let items) = node.value else { return [try each(node)] }
            if case .dimensions = kind, !items.contains(where: Self.isArray) { return [try each(node)] }
            guard !items.isEmpty else { throw error(node.offset, "an empty list gives no shots") }
            return try items.map(each)
        }
    }
}
