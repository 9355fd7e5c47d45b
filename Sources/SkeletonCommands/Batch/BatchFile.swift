import Foundation
import SkeletonCore
import SkeletonDocument
import SkeletonSystem
import SkeletonTheme

/// A `capture --batch SHOTS.json` file: a list of shot patterns, each expanded over its layouts
/// (a glob such as `"*"`), styles, appearances and times into single shots.
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

    /// The keys a shot pattern may have.
    static let keys = ["theme", "layout", "style", "time", "appearance", "direction", "size", "scale", "rtl"]

    /// One pattern as written, before its layouts are known.
    struct Pattern {
        /// The theme path, resolved against the batch file's folder.
        var theme: String
        /// The layout name or glob.
        var layout: String
        /// Styles; nil = the theme's.
        var styles: [SkeletonStyle?] = [nil]
        /// Times; nil = the end of the show transition.
        var times: [Double?] = [nil]
        /// Appearances.
        var appearances: [ColorScheme] = [.light]
        /// Sliding direction; nil = the theme's.
        var direction: GradientDirection?
        /// Canvas size; nil = the layout's.
        var size: Size?
        /// Device pixels per point.
        var scale: Double = 1
        /// Right to left.
        var rightToLeft = false
        /// Where the pattern starts, `file:line:column`, for errors about it.
        var location: String
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
            if let styles = value("style") {
                pattern.styles = try list(styles) { try choice($0, SkeletonStyle.self, "style") }
            }
            if let times = value("time") {
                pattern.times = try list(times) { try number($0, in: 0...1_000_000, "time") }
            }
            if let appearances = value("appearance") {
                pattern.appearances = try list(appearances) { try choice($0, ColorScheme.self, "appearance") }
            }
            if let direction = value("direction") {
                pattern.direction = try choice(direction, GradientDirection.self, "direction")
            }
            if let size = value("size") {
                guard case .array(let sides) = size.value, sides.count == 2 else {
                    throw error(size.offset, "\"size\" is [width, height] in points")
                }
                pattern.size = Size(
                    width: try number(sides[0], in: 1...4096, "width"),
                    height: try number(sides[1], in: 1...4096, "height"))
            }
            if let scale = value("scale") { pattern.scale = try number(scale, in: 0.25...8, "scale") }
            if let rtl = value("rtl") {
                guard case .bool(let flag) = rtl.value else { throw error(rtl.offset, "\"rtl\" is true or false") }
                pattern.rightToLeft = flag
            }
            return pattern
        }

        /// One value or an array of them.
        private func list<T>(_ node: JSONNode, _ each: (JSONNode) throws -> T) throws -> [T] {
            guard case .array(let items) = node.value else { return [try each(node)] }
            guard !items.isEmpty else { throw error(node.offset, "an empty list gives no shots") }
            return try items.map(each)
        }

        /// A number in `range`.
        private func number(_ node: JSONNode, in range: ClosedRange<Double>, _ what: String) throws -> Double {
            guard case .number(let value) = node.value, range.contains(value) else {
                throw error(node.offset, "\(what) must be a number in \(range.lowerBound)…\(range.upperBound)")
            }
            return value
        }

        /// One of an enumeration's raw values.
        private func choice<T: RawRepresentable & CaseIterable>(_ node: JSONNode, _ type: T.Type, _ what: String) throws
            -> T where T.RawValue == String
        {
            let names = T.allCases.map(\.rawValue)
            guard case .string(let text) = node.value else {
                throw error(node.offset, "\(what) is a string: one of " + names.joined(separator: ", "))
            }
            guard let value = T(rawValue: text) else {
                throw error(
                    node.offset,
                    "unknown \(what) '\(text)'\(Suggestions.hint(for: text, in: names)); one of "
                        + names.joined(separator: ", "))
            }
            return value
        }
    }
}
