import SkeletonCore
import SkeletonDocument
import SkeletonTheme

/// One JSON object of a snapshot, its keys checked against the ones the format has, with typed
/// look-ups that throw a located `SnapshotProblem` for a value of the wrong type or out of range.
struct SnapshotObject {
    /// The object's own node (its offset locates problems of missing keys).
    let node: JSONNode
    /// Its key path.
    let path: String
    /// Its members by key.
    private let members: [String: JSONMember]

    /// Reads `node` as an object whose keys are among `keys`; an unknown or repeated key is an error.
    init(_ node: JSONNode, path: String, keys: [String], what: String) throws(SnapshotProblem) {
        guard case .object(let list) = node.value else {
            throw SnapshotProblem(
                offset: node.offset, message: "\(what) must be an object, not \(node.value.typeName)", keyPath: path,
                fix: "write it as { … } (see the snapshot format in Docs/app-snapshots.md)")
        }
        var members: [String: JSONMember] = [:]
        for member in list {
            let at = Self.join(path, member.key)
            guard keys.contains(member.key) else {
                throw SnapshotProblem(
                    offset: member.keyOffset, message: "unknown key `\(member.key)` in \(what)", keyPath: at,
                    fix: Suggestions.fix(for: member.key, in: keys, noun: "keys here"))
            }
            guard members[member.key] == nil else {
                throw SnapshotProblem(
                    offset: member.keyOffset, message: "duplicate key `\(member.key)`", keyPath: at,
                    fix: "keep only one")
            }
            members[member.key] = member
        }
        self.node = node
        self.path = path
        self.members = members
    }

    /// `path.key`, or `key` at the top.
    static func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    /// The key path of `key` in this object.
    func path(of key: String) -> String { Self.join(path, key) }

    /// The value of `key`, nil when absent or `null`.
    subscript(key: String) -> JSONNode? {
        guard let value = members[key]?.value, value.value != .null else { return nil }
        return value
    }

    /// The value of `key`, which must be there.
    func required(_ key: String) throws(SnapshotProblem) -> JSONNode {
        guard let value = self[key] else {
            throw SnapshotProblem(
                offset: node.offset, message: "missing key `\(key)`", keyPath: path(of: key),
                fix: "add `\(key)` (the snapshot helper always writes it)")
        }
        return value
    }

    /// A finite number within `range`, nil when absent.
    func number(_ key: String, in range: ClosedRange<Double> = -1e6...1e6) throws(SnapshotProblem) -> Double? {
        guard let value = self[key] else { return nil }
        guard case .number(let number) = value.value else {
            throw wrongType(key, value, expected: "a number")
        }
        guard range.contains(number) else {
            throw SnapshotProblem(
                offset: value.offset, message: "`\(key)` is \(number), outside \(range.lowerBound)…\(range.upperBound)",
                keyPath: path(of: key), fix: "give a value in that range")
        }
        return number
    }

    /// A whole number within `range`, nil when absent.
    func integer(_ key: String, in range: ClosedRange<Int>) throws(SnapshotProblem) -> Int? {
        guard let number = try number(key, in: Double(range.lowerBound)...Double(range.upperBound)) else {
            return nil
        }
        guard number == number.rounded() else {
            throw SnapshotProblem(
                offset: self[key]?.offset ?? node.offset, message: "`\(key)` must be a whole number, got \(number)",
                keyPath: path(of: key), fix: "give a whole number")
        }
        return Int(number)
    }

    /// A boolean, nil when absent.
    func bool(_ key: String) throws(SnapshotProblem) -> Bool? {
        guard let value = self[key] else { return nil }
        guard case .bool(let flag) = value.value else { throw wrongType(key, value, expected: "true or false") }
        return flag
    }

    /// A string within `SnapshotLimits.maximumStringLength` characters, nil when absent.
    func string(_ key: String) throws(SnapshotProblem) -> String? {
        guard let value = self[key] else { return nil }
        guard case .string(let text) = value.value else { throw wrongType(key, value, expected: "a string") }
        guard text.count <= SnapshotLimits.maximumStringLength else {
            throw SnapshotProblem(
                offset: value.offset,
                message: "`\(key)` is \(text.count) characters; the limit is \(SnapshotLimits.maximumStringLength)",
                keyPath: path(of: key), fix: "shorten it (a preview needs no more text than a screen shows)")
        }
        return text
    }

    /// One of `choices`, nil when absent.
    func choice(_ key: String, in choices: [String]) throws(SnapshotProblem) -> String? {
        guard let text = try string(key) else { return nil }
        guard choices.contains(text) else {
            throw SnapshotProblem(
                offset: self[key]?.offset ?? node.offset, message: "`\(key)` is `\(text)`, which UIKit does not have",
                keyPath: path(of: key), fix: Suggestions.fix(for: text, in: choices, noun: "values"))
        }
        return text
    }

    /// An array of exactly `count` numbers in `range` (`[x, y, width, height]`), nil when absent.
    func numbers(_ key: String, count: Int, in range: ClosedRange<Double> = -1e6...1e6) throws(SnapshotProblem)
        -> [Double]?
    {
        guard let value = self[key] else { return nil }
        guard case .array(let items) = value.value, items.count == count else {
            throw wrongType(key, value, expected: "an array of \(count) numbers")
        }
        var numbers: [Double] = []
        for item in items {
            guard case .number(let number) = item.value, range.contains(number) else {
                throw SnapshotProblem(
                    offset: item.offset,
                    message:
                        "`\(key)` holds \(item.value.typeName == "number" ? "a number outside \(range.lowerBound)…\(range.upperBound)" : "a \(item.value.typeName)")",
                    keyPath: path(of: key), fix: "give \(count) numbers in that range")
            }
            numbers.append(number)
        }
        return numbers
    }

    /// An array, nil when absent.
    func array(_ key: String) throws(SnapshotProblem) -> [JSONNode]? {
        guard let value = self[key] else { return nil }
        guard case .array(let items) = value.value else { throw wrongType(key, value, expected: "an array") }
        return items
    }

    /// A nested object with keys among `keys`, nil when absent.
    func object(_ key: String, keys: [String]) throws(SnapshotProblem) -> SnapshotObject? {
        guard let value = self[key] else { return nil }
        return try SnapshotObject(value, path: path(of: key), keys: keys, what: "`\(key)`")
    }

    /// Edge insets written `{"top", "left", "bottom", "right"}`, nil when absent.
    func insets(_ key: String) throws(SnapshotProblem) -> EdgeInsets? {
        guard let object = try object(key, keys: ["top", "left", "bottom", "right"]) else { return nil }
        return EdgeInsets(
            top: try object.number("top") ?? 0, left: try object.number("left") ?? 0,
            bottom: try object.number("bottom") ?? 0, right: try object.number("right") ?? 0)
    }

    /// A colour resolved for both styles, written `{"light": "#RRGGBBAA", "dark": "#RRGGBBAA"}`, nil when absent.
    func color(_ key: String) throws(SnapshotProblem) -> AdaptiveColor? {
        guard let object = try object(key, keys: ["light", "dark"]) else { return nil }
        func hex(_ name: String) throws(SnapshotProblem) -> RGBA8 {
            let text = try object.string(name)
            guard let text, let color = RGBA8(hex: text) else {
                throw SnapshotProblem(
                    offset: object[name]?.offset ?? object.node.offset,
                    message: text.map { "`\(name)` colour `\($0)` is not #RRGGBB or #RRGGBBAA" }
                        ?? "missing key `\(name)`",
                    keyPath: object.path(of: name), fix: "write the colour as #RRGGBBAA in hex")
            }
            return color
        }
        return AdaptiveColor(light: try hex("light"), dark: try hex("dark"))
    }

    /// The error for `key`'s value being of the wrong type.
    private func wrongType(_ key: String, _ value: JSONNode, expected: String) -> SnapshotProblem {
        SnapshotProblem(
            offset: value.offset, message: "`\(key)` must be \(expected), not \(value.value.typeName)",
            keyPath: path(of: key), fix: "write \(expected) (see the snapshot format in Docs/app-snapshots.md)")
    }
}

/// The keys of the snapshot format the reader reads, as the JSON Schema beside the themes
/// (`Themes/skeleton-snapshot.schema.json`) spells them; a test keeps the two in step.
package enum SnapshotFormat {
    /// The keys of a view.
    package static var viewKeys: [String] { SnapshotDecoder.viewKeys }
    /// The keys of a table's or collection's `list`.
    package static var listKeys: [String] { SnapshotListDecoder.keys }
    /// The keys of `screen`.
    package static var screenKeys: [String] { SnapshotScreen.keys }
    /// The UIKit classes `uikit` may name.
    package static var uikitClasses: [String] { SnapshotDecoder.kinds.keys.sorted() }
}
