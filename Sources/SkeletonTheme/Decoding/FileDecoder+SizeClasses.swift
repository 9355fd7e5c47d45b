import SkeletonCore
import SkeletonDocument

/// The words of a size-class condition: a width class, a height class, or one of each.
enum SizeClassWords {
    /// The four words and what each names.
    static let words: [(word: String, width: SizeClass?, height: SizeClass?)] = [
        ("compactWidth", .compact, nil), ("regularWidth", .regular, nil), ("compactHeight", nil, .compact),
        ("regularHeight", nil, .regular),
    ]

    /// `"regularWidth"` or `"regularWidth regularHeight"` for `condition`.
    static func text(of condition: SizeClassCondition) -> String {
        [condition.width.map { $0.rawValue + "Width" }, condition.height.map { $0.rawValue + "Height" }]
            .compactMap { $0 }.joined(separator: " ")
    }
}

extension FileDecoder {
    /// Keys of one size class's entry in a view's `sizeClasses`.
    static let viewSizeClassKeys = ["installed"]
    /// Keys of one size class's entry in a stack's `sizeClasses`, beside a view's.
    static let stackSizeClassKeys = ["axis", "spacing", "alignment", "distribution"]
    /// Keys of one size class's entry in a constraint's `sizeClasses`.
    static let constraintSizeClassKeys = ["installed", "constant"]

    /// A view's `installed` and `sizeClasses`: whether UIKit installs it in the size classes no
    /// entry names and in those each names, and a stack's arrangement there. A system's root (a
    /// layout's root, a template) is always there and takes neither, but for a stack's arrangement.
    func readInstallation(_ object: ObjectReader, into view: inout ViewNode) {
        let stackKeys = view.kind == .stack ? Self.stackSizeClassKeys : []
        let isRoot = constraintScope?.site(at: object.node.offset)?.isSystemRoot == true
        if isRoot {
            for key in ["installed"] + (stackKeys.isEmpty ? ["sizeClasses"] : []) {
                guard let node = object[key] else { continue }
                error(
                    "`\(key)` does not apply to a layout's root view or a template, which is always there",
                    at: node.offset, object.path.key(key), fix: "remove it, or move it to a subview")
            }
            guard !stackKeys.isEmpty else { return }
        } else if let installed = object.read("installed", bool) {
            view.isInstalled = installed
        }
        let keys = (isRoot ? [] : Self.viewSizeClassKeys) + stackKeys
        if let variations = object.read("sizeClasses", { sizeClassVariations($0, $1, keys: keys) }) {
            view.sizeClassVariations = variations
        }
    }

    /// `{"regularWidth": {"installed": true}, "compactHeight": {…}}`: each size class's entry,
    /// with `keys` (`installed`, for a constraint `constant`, for a stack its arrangement's).
    func sizeClassVariations(_ node: JSONNode, _ path: ValuePath, keys: [String]) -> [SizeClassVariation]? {
        guard case .object(let members) = node.value else {
            typeMismatch(
                node, path, expected: "an object of size classes",
                fix: #"write {"regularWidth": {"installed": true}}"#)
            return nil
        }
        var variations: [SizeClassVariation] = []
        var valid = true
        for member in members {
            let memberPath = path.key(member.key)
            guard let condition = sizeClassCondition(member.key, at: member.keyOffset, memberPath) else {
                valid = false
                continue
            }
            if variations.contains(where: { $0.condition == condition }) {
                error(
                    "size class `\(member.key)` is given twice", at: member.keyOffset, path,
                    fix: "say everything about it in one entry")
                valid = false
                continue
            }
            guard
                let entry = object(member.value, memberPath, what: "a size class's values", keys: keys)
            else {
                valid = false
                continue
            }
            // Each key given must read: a bad value is reported and the whole entry left out.
            var complete = true
            func read<Value>(_ key: String, _ reader: (JSONNode, ValuePath) -> Value?) -> Value? {
                let value = entry.read(key, reader)
                if value == nil && entry.has(key) { complete = false }
                return value
            }
            let installed = read("installed", bool)
            let constant = read("constant") { number($0, $1, in: -Self.maxLength...Self.maxLength) }
            let stack = StackVariation(
                axis: read("axis") { choice($0, $1, Choices.axis, noun: "axis") }, spacing: read("spacing", length),
                alignment: read("alignment", stackAlignment),
                distribution: read("distribution") { choice($0, $1, Choices.distribution, noun: "distribution") })
            guard complete else {
                valid = false
                continue
            }
            variations.append(SizeClassVariation(condition, isInstalled: installed, constant: constant, stack: stack))
        }
        return valid ? variations : nil
    }

    /// A size-class condition as written: one or two of `compactWidth`, `regularWidth`,
    /// `compactHeight`, `regularHeight` (a width and a height), apart by a space.
    func sizeClassCondition(_ text: String, at offset: Int, _ path: ValuePath) -> SizeClassCondition? {
        let names = SizeClassWords.words.map(\.word)
        var condition = SizeClassCondition()
        let parts = text.split(separator: " ").map(String.init)
        guard !parts.isEmpty else {
            error(
                "a size class needs a name", at: offset, path,
                fix: "write one of " + names.map { "`\($0)`" }.joined(separator: ", ")
                    + ", or a width and a height (`regularWidth regularHeight`)")
            return nil
        }
        for part in parts {
            guard let word = SizeClassWords.words.first(where: { $0.word == part }) else {
                error(
                    "unknown size class `\(part)` in `\(text)`", at: offset, path,
                    fix: Suggestions.fix(for: part, in: names, noun: "size classes"))
                return nil
            }
            if (word.width != nil && condition.width != nil) || (word.height != nil && condition.height != nil) {
                error(
                    "`\(text)` names two width classes or two height classes, which no screen has at once",
                    at: offset, path, fix: "name one width class and one height class, as `regularWidth compactHeight`")
                return nil
            }
            condition.width = word.width ?? condition.width
            condition.height = word.height ?? condition.height
        }
        return condition
    }

    /// A layout's `sizeClasses`: a width class and a height class (`"regularWidth regularHeight"`).
    func layoutSizeClasses(_ node: JSONNode, _ path: ValuePath) -> SizeClasses? {
        guard let text = string(node, path, what: #"a string such as "regularWidth regularHeight""#),
            let condition = sizeClassCondition(text, at: node.offset, path)
        else { return nil }
        guard let width = condition.width, let height = condition.height else {
            error(
                "a layout's size classes need a width class and a height class", at: node.offset, path,
                fix:
                    #"write "compactWidth regularHeight" (an iPhone upright) or "regularWidth regularHeight" (an iPad)"#
            )
            return nil
        }
        return SizeClasses(width: width, height: height)
    }
}
