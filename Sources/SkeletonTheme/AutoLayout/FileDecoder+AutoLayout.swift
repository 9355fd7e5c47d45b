import SkeletonCore
import SkeletonDocument

extension FileDecoder {
    /// Reads the Auto Layout keys of a view of a screen or cell template laid out by constraints
    /// into the same `AutoLayoutSpec` an Interface Builder file gives; a view of a system laid out
    /// by the theme's rules gets none. Call after its frame and image are read.
    func readAutoLayout(_ object: ObjectReader, kind: ViewKind, into view: inout ViewNode) {
        guard let scope = constraintScope, let site = scope.site(at: object.node.offset) else { return }
        if let node = object["isHidden"], bool(node, object.path.key("isHidden")) == true, site.isSystemRoot {
            error(
                "a root view cannot be hidden", at: node.offset, object.path.key("isHidden"),
                fix: "remove `isHidden`; hide a subview instead")
        }
        let system = scope.systems[site.system]
        guard system.usesAutoLayout else { return }
        var spec = AutoLayoutSpec()
        spec.followsSizeRules = true
        let (line, column) = file.location(of: object.node.offset)
        spec.location = SourceLocation(file: file.path, line: line, column: column)
        let isFirstItem = site.id.map(system.firstItems.contains) ?? false
        // A view placed by its frame keeps it unless a constraint places it, as IB decides.
        let translates = object.read("translatesAutoresizingMaskIntoConstraints", bool)
        spec.translatesAutoresizingMaskIntoConstraints = translates ?? (view.frame != nil && !isFirstItem)
        // One that nothing places is placed by the theme's rules, as constraints.
        spec.isPlacedByRules = translates == nil && view.frame == nil && !isFirstItem && !site.isSystemRoot
        if let mask = object.read("autoresizingMask", autoresizingMask) { spec.autoresizingMask = mask }
        if let hugging = object.read("contentHuggingPriority", { axisPriorities($0, $1, default: .defaultLow) }) {
            spec.hugging = hugging
        }
        if let resistance = object.read(
            "contentCompressionResistancePriority", { axisPriorities($0, $1, default: .defaultHigh) })
        {
            spec.compressionResistance = resistance
        }
        if kind == .stack, view.padding != .zero {
            // A stack's padding is UIStackView's layout margins, its arrangement inside them.
            spec.layoutMargins = view.padding
            spec.isLayoutMarginsRelativeArrangement = true
        }
        if let margins = object.read("layoutMargins", insets) { spec.layoutMargins = margins }
        if let directional = object.read("layoutMarginsAreDirectional", bool) {
            spec.layoutMarginsAreDirectional = directional
        }
        if let preserves = object.read("preservesSuperviewLayoutMargins", bool) {
            spec.preservesSuperviewLayoutMargins = preserves
        }
        if let fromSafeArea = object.read("insetsLayoutMarginsFromSafeArea", bool) {
            spec.insetsLayoutMarginsFromSafeArea = fromSafeArea
        }
        if let readable = object.read("layoutMarginsFollowReadableWidth", bool) {
            spec.layoutMarginsFollowReadableWidth = readable
        }
        if let node = object["tableCellMargins"] {
            // `true` for UIKit's margins of a cell, or the cell's own as insets.
            let path = object.path.key("tableCellMargins")
            switch node.value {
            case .bool(let value):
                spec.hasTableCellMargins = value
            case .number, .object:
                if let margins = insets(node, path) {
                    spec.hasTableCellMargins = true
                    spec.cellMargins = margins
                }
            default:
                typeMismatch(
                    node, path, expected: "a boolean or insets",
                    fix:
                        "write true for UIKit's margins of a cell, or the cell's own as {\"top\": 8, \"left\": 30, \"bottom\": 8, \"right\": 30}"
                )
            }
        }
        if let vertical = object.read("tableCellVerticalMargin", length) { spec.tableCellVerticalMargin = vertical }
        if let rootMargins = object.read("rootViewMargins", bool) { spec.hasRootViewMargins = rootMargins }
        if let accessory = object.read("accessoryWidth", length) { spec.accessoryWidth = accessory }
        if let separator = object.read("separatorHeight", length) { spec.separatorHeight = separator }
        if let sizes = object.read("sizesRowToFit", bool) { spec.sizesRowToFit = sizes }
        if let relative = object.read("isLayoutMarginsRelativeArrangement", bool) {
            spec.isLayoutMarginsRelativeArrangement = relative
        }
        if let baselines = object.read("isBaselineRelativeArrangement", bool) {
            spec.isBaselineRelativeArrangement = baselines
        }
        if let spacing = object.read("spacingAfter", length) { spec.customSpacingAfter = spacing }
        if let isScrollView = object.read("isScrollView", bool) { spec.isScrollView = isScrollView }
        // Only a text view that does not scroll has an intrinsic size (its text wrapped at its width).
        if let scrolls = object.read("isScrollEnabled", bool) { spec.sizesToText = !scrolls }
        // An SF Symbol's frame reaches beyond the rectangle constraints place (UIImage's alignment insets).
        if let insets = object.read("alignmentRectInsets", signedInsets) { spec.symbolOutsets = insets }
        spec.imageSize = view.imageSize
        spec.placeholderIntrinsicSize = object.read("intrinsicSize", intrinsicSize)
        readDesignSize(object, site: site, scope: scope, frame: view.frame, into: &spec)
        if let nodes = object.read("constraints", { array($0, $1, what: "an array of constraints") }) {
            let path = object.path.key("constraints")
            spec.constraints = nodes.enumerated().compactMap { index, node in
                constraint(node, path.index(index), holder: site, scope: scope)
            }
        }
        view.autoLayout = spec
    }

    /// A system root's `designSize`: the size its stored frames were solved at (kept there, as an
    /// Interface Builder file's are); without it the system is solved at every size.
    private func readDesignSize(
        _ object: ObjectReader, site: ConstraintScope.Site, scope: ConstraintScope, frame: Rect?,
        into spec: inout AutoLayoutSpec
    ) {
        let size = object.read("designSize") { self.size($0, $1, in: 1...Self.maxCanvas) }
        guard site.isSystemRoot else {
            if let node = object["designSize"] {
                error(
                    "`designSize` applies to a layout's root view and to cell, header and footer templates",
                    at: node.offset, object.path.key("designSize"), fix: "remove it here, or move it to the root")
            }
            return
        }
        // A template without constraints (or a size) stays at its stored frames, as IB's headers do.
        guard size != nil || scope.systems[site.system].holdsConstraints || site.system == 0 else { return }
        spec.designSize = size ?? frame?.size ?? .zero
        spec.solvesAtDesignSize = size == nil
    }

    /// Checks a system root's `designDigest` (written by `import` beside `designSize`) against its
    /// subtree's Auto Layout keys as decoded: once they were edited, the stored frames are no
    /// longer their solution, so the system is solved at its design size too, and a note says so.
    func checkDesignDigest(_ object: ObjectReader, of view: inout ViewNode) {
        guard let node = object["designDigest"], let written = object.read("designDigest", { string($0, $1) })
        else { return }
        let path = object.path.key("designDigest")
        guard object["designSize"] != nil else {
            error(
                "`designDigest` goes with a `designSize`", at: node.offset, path,
                fix: "remove it (`import` writes the two together)")
            return
        }
        // A view whose `designSize` keeps no stored frames (its own problem, reported there) has none to check.
        guard let spec = view.autoLayout, spec.designSize != nil, !spec.solvesAtDesignSize else { return }
        guard AutoLayoutWriter(root: view).designDigest(of: view) != written else { return }
        view.autoLayout?.solvesAtDesignSize = true
        note(
            "the Auto Layout keys under this view changed since `import` stored its frames, so at its design size "
                + "too it is laid out by its constraints, not by the stored frames",
            at: node.offset, path,
            fix: "nothing to do; to show Interface Builder's frames again, import the file again")
    }

    /// `[width, height]`, each a length in points or `"none"` (no intrinsic size on that axis).
    private func intrinsicSize(_ node: JSONNode, _ path: ValuePath) -> PlaceholderIntrinsicSize? {
        let shape = "[width, height], each a number or \"none\""
        guard let elements = array(node, path, what: "an array \(shape)") else { return nil }
        guard elements.count == 2 else {
            error(
                "expected 2 values \(shape), found \(elements.count)", at: node.offset, path,
                fix: "write [120, 44], or [\"none\", 44] for a view with no intrinsic width")
            return nil
        }
        let axes: [Double??] = elements.enumerated().map { index, element in
            if case .string("none") = element.value { return .some(nil) }
            if case .string(let word) = element.value {
                error(
                    "unknown length `\(word)`", at: element.offset, path.index(index),
                    fix: Suggestions.fix(for: word, in: ["none"], noun: "values") + " (or a number of points)")
                return nil
            }
            return length(element, path.index(index)).map { .some($0) }
        }
        guard let width = axes[0], let height = axes[1] else { return nil }
        return PlaceholderIntrinsicSize(width: width, height: height)
    }

    /// `["flexibleWidth", "flexibleTopMargin"]`.
    private func autoresizingMask(_ node: JSONNode, _ path: ValuePath) -> AutoresizingMask? {
        guard let elements = array(node, path, what: "an array of mask names") else { return nil }
        var mask: AutoresizingMask = []
        var valid = true
        for (index, element) in elements.enumerated() {
            guard let name = string(element, path.index(index)) else {
                valid = false
                continue
            }
            guard let bit = AutoLayoutKeys.maskNames.firstIndex(of: name) else {
                error(
                    "unknown autoresizing mask `\(name)`", at: element.offset, path.index(index),
                    fix: Suggestions.fix(for: name, in: AutoLayoutKeys.maskNames, noun: "values"))
                valid = false
                continue
            }
            mask.insert(AutoresizingMask(rawValue: 1 << bit))
        }
        return valid ? mask : nil
    }

    /// `{"horizontal": 251, "vertical": "high"}`; an axis left out keeps UIKit's `fallback`.
    private func axisPriorities(_ node: JSONNode, _ path: ValuePath, default fallback: LayoutPriority)
        -> AxisPriorities?
    {
        guard let object = object(node, path, what: "priorities per axis", keys: AutoLayoutKeys.axisKeys) else {
            return nil
        }
        let horizontal = object.read("horizontal", priority)
        let vertical = object.read("vertical", priority)
        guard (horizontal != nil || !object.has("horizontal")) && (vertical != nil || !object.has("vertical")) else {
            return nil
        }
        return AxisPriorities(horizontal: horizontal ?? fallback, vertical: vertical ?? fallback)
    }

    /// A priority: 1…1000, or `"required"` (1000), `"high"` (750), `"low"` (250).
    func priority(_ node: JSONNode, _ path: ValuePath) -> LayoutPriority? {
        let names = AutoLayoutKeys.priorityNames.map(\.name)
        switch node.value {
        case .number: return number(node, path, in: 1...1000).map(LayoutPriority.init)
        case .string(let word):
            if let named = AutoLayoutKeys.priorityNames.first(where: { $0.name == word }) {
                return LayoutPriority(named.value)
            }
            error(
                "unknown priority `\(word)`", at: node.offset, path,
                fix: Suggestions.fix(for: word, in: names, noun: "values") + " (or a number 1…1000)")
            return nil
        default:
            typeMismatch(
                node, path, expected: "a number 1…1000, \"required\", \"high\" or \"low\"", fix: "write 750 or \"high\""
            )
            return nil
        }
    }
}
