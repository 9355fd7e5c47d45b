import SkeletonCore
import SkeletonDocument

/// Reads typed values out of one file's JSON tree, reporting every mismatch with its position to
/// the load session, and returning nil for values that cannot be used.
final class FileDecoder {
    /// The file being decoded.
    let file: SourceFile
    /// The load this file belongs to (diagnostics, dependencies, includes, font and image uses).
    unowned let session: LoadSession
    /// What the constraints of the layout being decoded may name; nil outside a layout.
    var constraintScope: ConstraintScope?
    /// The ids of each layout of the file being decoded, for constraints that name another layout's view.
    var layoutIDs: [(layout: String, ids: Set<String>)] = []

    /// Creates a decoder for one file of a load.
    init(file: SourceFile, session: LoadSession) {
        self.file = file
        self.session = session
    }

    /// Reports an error at a value.
    func error(_ message: String, at offset: Int, _ path: ValuePath, fix: String) {
        session.sink.report(.error, message, in: file, at: offset, keyPath: path.description, fix: fix)
    }

    /// Reports a warning at a value.
    func warning(_ message: String, at offset: Int, _ path: ValuePath, fix: String) {
        session.sink.report(.warning, message, in: file, at: offset, keyPath: path.description, fix: fix)
    }

    /// Reports a note at a value: what the loader inferred, said so the author can check it.
    func note(_ message: String, at offset: Int, _ path: ValuePath, fix: String) {
        session.sink.report(.note, message, in: file, at: offset, keyPath: path.description, fix: fix)
    }

    /// Reports that a value has the wrong JSON type.
    func typeMismatch(_ node: JSONNode, _ path: ValuePath, expected: String, fix: String) {
        error("expected \(expected), found \(node.value.typeName)", at: node.offset, path, fix: fix)
    }

    // MARK: Scalars

    /// A boolean.
    func bool(_ node: JSONNode, _ path: ValuePath) -> Bool? {
        guard case .bool(let value) = node.value else {
            typeMismatch(node, path, expected: "true or false", fix: "write true or false without quotes")
            return nil
        }
        return value
    }

    /// A string.
    func string(_ node: JSONNode, _ path: ValuePath, what: String = "a string") -> String? {
        guard case .string(let value) = node.value else {
            typeMismatch(node, path, expected: what, fix: "put the text in double quotes")
            return nil
        }
        return value
    }

    /// A finite number inside a documented range.
    func number(_ node: JSONNode, _ path: ValuePath, in range: ClosedRange<Double>) -> Double? {
        guard case .number(let value) = node.value else {
            typeMismatch(node, path, expected: "a number", fix: "write a number without quotes, e.g. 12")
            return nil
        }
        return checkRange(value, node, path, range)
    }

    /// A number that must be an integer inside a documented range.
    func integer(_ node: JSONNode, _ path: ValuePath, in range: ClosedRange<Int>) -> Int? {
        guard case .number(let value) = node.value else {
            typeMismatch(node, path, expected: "an integer", fix: "write a whole number without quotes, e.g. 3")
            return nil
        }
        guard value.rounded() == value else {
            error(
                "\(Self.format(value)) is not a whole number", at: node.offset, path,
                fix: "use an integer such as \(Self.format(value.rounded()))")
            return nil
        }
        return checkRange(value, node, path, Double(range.lowerBound)...Double(range.upperBound)).map { Int($0) }
    }

    /// An integer that SkeletonView clamps rather than rejects: outside `clamp` it warns and clamps,
    /// outside `sane` (values no theme means) it is an error.
    func clampedInteger(
        _ node: JSONNode, _ path: ValuePath, clamp: ClosedRange<Int>, sane: ClosedRange<Int> = -1_000_000...1_000_000
    ) -> Int? {
        guard let value = integer(node, path, in: sane) else { return nil }
        let clamped = min(max(value, clamp.lowerBound), clamp.upperBound)
        if clamped != value {
            warning(
                "\(value) is outside \(clamp.lowerBound)…\(clamp.upperBound); SkeletonView clamps it to \(clamped)",
                at: node.offset, path, fix: "write \(clamped) to say what is drawn")
        }
        return clamped
    }

    private func checkRange(_ value: Double, _ node: JSONNode, _ path: ValuePath, _ range: ClosedRange<Double>)
        -> Double?
    {
        guard range.contains(value) else {
            error(
                "\(Self.format(value)) is out of range; allowed \(Self.format(range.lowerBound))…\(Self.format(range.upperBound))",
                at: node.offset, path,
                fix: "use a value between \(Self.format(range.lowerBound)) and \(Self.format(range.upperBound))")
            return nil
        }
        return value
    }

    /// A number as people write it: no trailing ".0" for whole numbers.
    static func format(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// One of a fixed set of words (an enum's raw values), with a suggestion when misspelt.
    func choice<Value: RawRepresentable>(
        _ node: JSONNode, _ path: ValuePath, _ cases: [Value], noun: String
    ) -> Value? where Value.RawValue == String {
        let names = cases.map(\.rawValue)
        guard let word = string(node, path, what: "one of " + names.map { "\"\($0)\"" }.joined(separator: ", "))
        else { return nil }
        // Only the cases valid here: a value of the type that this position does not take is unknown here.
        if let value = cases.first(where: { $0.rawValue == word }) { return value }
        error(
            "unknown \(noun) `\(word)`", at: node.offset, path,
            fix: Suggestions.fix(for: word, in: names, noun: "values"))
        return nil
    }

    // MARK: Containers

    /// An object, with its members checked against the keys valid at this position.
    func object(
        _ node: JSONNode, _ path: ValuePath, what: String, keys: [String],
        misplaced: (String) -> String? = { _ in nil }
    ) -> ObjectReader? {
        guard case .object(let members) = node.value else {
            typeMismatch(
                node, path, expected: what, fix: "write { … } with the keys " + keys.prefix(4).joined(separator: ", "))
            return nil
        }
        let reader = ObjectReader(node: node, members: members, path: path, decoder: self, keys: keys)
        reader.checkKeys(what: what, misplaced: misplaced)
        return reader
    }

    /// An array's elements.
    func array(_ node: JSONNode, _ path: ValuePath, what: String) -> [JSONNode]? {
        guard case .array(let elements) = node.value else {
            typeMismatch(node, path, expected: what, fix: "write [ … ]")
            return nil
        }
        return elements
    }

    /// A fixed-length list of numbers, e.g. `[w, h]` or `[x, y, w, h]`.
    func numbers(_ node: JSONNode, _ path: ValuePath, names: [String], in range: ClosedRange<Double>) -> [Double]? {
        let shape = "[" + names.joined(separator: ", ") + "]"
        guard let elements = array(node, path, what: "an array \(shape)") else { return nil }
        guard elements.count == names.count else {
            error(
                "expected \(names.count) numbers \(shape), found \(elements.count)", at: node.offset, path,
                fix: "write \(shape) in points")
            return nil
        }
        let values = elements.enumerated().map { number($1, path.index($0), in: range) }
        let present = values.compactMap { $0 }
        return present.count == values.count ? present : nil
    }
}

extension FileDecoder {
    /// Keys of a theme file's top level.
    static let themeKeys = [
        "$schema", "name", "appearance", "style", "animation", "transition", "background", "mode", "layouts",
    ]

    /// Decodes a theme file; `defaultName` is used when the file has no `name`.
    func theme(_ root: JSONNode, defaultName: String) -> Theme? {
        guard let object = object(root, .root, what: "a theme", keys: Self.themeKeys) else { return nil }
        var theme = Theme(name: defaultName)
        if let schema = object["$schema"] { _ = string(schema, ValuePath.root.key("$schema")) }
        if let name = object.read("name", { string($0, $1) }) { theme.name = name }
        if let node = object["appearance"] { theme.appearance = appearance(node, .root.key("appearance")) }
        if let style = object.read("style", { choice($0, $1, SkeletonStyle.allCases, noun: "style") }) {
            theme.style = style
        }
        if let node = object["animation"] { theme.animation = animation(node, .root.key("animation")) }
        if let node = object["transition"] { theme.transition = transitions(node, .root.key("transition")) }
        if let background = object.read("background", color) { theme.background = background }
        if let mode = object.read("mode", mode) { theme.mode = mode }
        checkContrast(of: theme, object: object)
        if case .shimmerTemplate = theme.mode, let node = object["transition"] {
            warning(
                "`transition` has no effect in `shimmerTemplate` mode: UIView-Shimmer adds and removes its template and shimmer at once",
                at: node.offset, .root.key("transition"), fix: "remove `transition` or use mode \"skeletonView\"")
        }
        guard let layoutsNode = object["layouts"] else {
            error(
                "theme has no `layouts`", at: root.offset, .root,
                fix: "add \"layouts\": [{\"include\": \"layouts/feed.json\"}]")
            return nil
        }
        let decoded = layouts(layoutsNode, .root.key("layouts"))
        if case .array(let entries) = layoutsNode.value, entries.isEmpty {
            warning(
                "theme has an empty `layouts` list; the gallery will be empty", at: layoutsNode.offset,
                .root.key("layouts"), fix: "add a layout or an include")
        }
        reportDuplicateNames(decoded)
        theme.layouts = decoded.map(\.spec)
        return theme
    }

    /// Whether a file's top level is a layout file (`layouts/*.json`: one layout, an include, or a
    /// list of them) rather than a theme: a theme is an object with `layouts`, never a list, and has
    /// neither `root` nor `include`.
    static func isLayoutFile(_ root: JSONNode) -> Bool {
        switch root.value {
        case .array: return true
        case .object(let members):
            let keys = Set(members.map(\.key))
            return !keys.contains("layouts") && (keys.contains("root") || keys.contains("include"))
        default: return false
        }
    }

    /// A layout file checked on its own: its layouts with SkeletonView's default look, so that
    /// `validate` (and every command) reads it as the themes that include it do.
    func layoutFileTheme(_ root: JSONNode, defaultName: String) -> Theme {
        var theme = Theme(name: defaultName)
        let decoded = layoutFile(root)
        reportDuplicateNames(decoded)
        theme.layouts = decoded.map(\.spec)
        return theme
    }

    private func reportDuplicateNames(_ layouts: [DecodedLayout]) {
        var first: [String: DecodedLayout] = [:]
        for layout in layouts {
            guard let original = first[layout.spec.name] else {
                first[layout.spec.name] = layout
                continue
            }
            let (line, column) = original.file.location(of: original.nameOffset)
            session.sink.report(
                .error,
                "duplicate layout name \"\(layout.spec.name)\" (first declared at \(session.display(original.file.path)):\(line):\(column))",
                in: layout.file, at: layout.nameOffset, keyPath: layout.namePath.description,
                fix: "give each layout a unique name")
        }
    }
}
