import SkeletonDocument

/// The members of one JSON object being decoded; unknown and repeated keys are reported once when
/// it is created, so the decoders only look values up.
struct ObjectReader {
    /// The object node.
    let node: JSONNode
    /// Its members in file order.
    let members: [JSONMember]
    /// Its path.
    let path: ValuePath
    /// The file decoder reporting problems.
    let decoder: FileDecoder
    /// The keys valid here; others are reported once and then ignored.
    let keys: [String]

    /// Reports keys that are not valid here (with a suggestion) and keys given twice.
    /// `misplaced` explains keys that are valid elsewhere (e.g. a table key on a label).
    func checkKeys(what: String, misplaced: (String) -> String? = { _ in nil }) {
        var seen: [String: Int] = [:]
        for member in members {
            if let first = seen[member.key] {
                let (line, column) = decoder.file.location(of: first)
                decoder.error(
                    "duplicate key `\(member.key)` (first at \(line):\(column))", at: member.keyOffset,
                    path.key(member.key), fix: "keep only one")
                continue
            }
            seen[member.key] = member.keyOffset
            guard !keys.contains(member.key) else { continue }
            if let explanation = misplaced(member.key) {
                decoder.error(
                    "key `\(member.key)` does not apply to \(what)", at: member.keyOffset, path.key(member.key),
                    fix: explanation)
                continue
            }
            decoder.error(
                "unknown key `\(member.key)` in \(what)", at: member.keyOffset, path.key(member.key),
                fix: Suggestions.fix(for: member.key, in: keys, noun: "keys here"))
        }
    }

    /// The value of a valid key (its first occurrence), nil when absent or not valid here.
    subscript(_ key: String) -> JSONNode? {
        guard keys.contains(key) else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Reads a key with a reader, nil when absent or invalid.
    func read<Value>(_ key: String, _ reader: (JSONNode, ValuePath) -> Value?) -> Value? {
        guard let value = self[key] else { return nil }
        return reader(value, path.key(key))
    }

    /// True when a valid key is present.
    func has(_ key: String) -> Bool {
        keys.contains(key) && members.contains { $0.key == key }
    }
}

/// Where a value sits inside its file, written the way a reader navigates it:
/// `layouts[0].root.children[2].font`.
struct ValuePath: Hashable, Sendable, CustomStringConvertible {
    /// The rendered path; empty at the top level.
    let description: String

    /// The top level of a file.
    static let root = ValuePath(description: "")

    /// The path of a member of the object at this path.
    func key(_ name: String) -> ValuePath {
        ValuePath(description: description.isEmpty ? name : "\(description).\(name)")
    }

    /// The path of an element of the array at this path.
    func index(_ position: Int) -> ValuePath {
        ValuePath(description: "\(description)[\(position)]")
    }
}
