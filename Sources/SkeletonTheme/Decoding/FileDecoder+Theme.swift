import SkeletonCore

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
