import SkeletonCore

/// Writes a view's Auto Layout description as the theme keys that read back to it (Docs/themes.md, "Auto
/// Layout in themes"): every constraint the layout can use, with its items named by id, and the
/// per-view keys where they differ from UIKit's defaults (`translatesAutoresizingMaskIntoConstraints`
/// always, as its default depends on the constraints).
struct AutoLayoutWriter {
    /// How many views of the system have each id (its root's subtree, not its lists' templates).
    private var ids: [String: Int] = [:]
    /// The system root's id.
    private let rootID: String?

    /// The writer of the system rooted at `root`.
    init(root: ViewNode) {
        rootID = root.id
        count(root)
    }

    private mutating func count(_ node: ViewNode) {
        if let id = node.id { ids[id, default: 0] += 1 }
        for child in node.children + (node.autoLayout?.hiddenSubviews ?? []) { count(child) }
    }

    /// The members of `view`'s description (none for a view without one, or a spacer); with
    /// `design`, a system root's `designSize` and `designDigest` among them.
    func members(of view: ViewNode, design: Bool = true) -> [(key: String, value: DebugJSON)] {
        guard let spec = view.autoLayout, view.kind != .spacer else { return [] }
        var m: [(key: String, value: DebugJSON)] = [
            ("translatesAutoresizingMaskIntoConstraints", .bool(spec.translatesAutoresizingMaskIntoConstraints))
        ]
        let bits = AutoLayoutKeys.maskNames.indices.filter {
            spec.autoresizingMask.contains(AutoresizingMask(rawValue: 1 << $0))
        }
        if !bits.isEmpty { m.append(("autoresizingMask", .array(bits.map { .string(AutoLayoutKeys.maskNames[$0]) }))) }
        let defaults = AutoLayoutSpec()
        if spec.hugging != defaults.hugging { m.append(("contentHuggingPriority", Self.axes(spec.hugging))) }
        if spec.compressionResistance != defaults.compressionResistance {
            m.append(("contentCompressionResistancePriority", Self.axes(spec.compressionResistance)))
        }
        if spec.layoutMargins != defaults.layoutMargins {
            m.append(("layoutMargins", ThemeWriter.insets(spec.layoutMargins)))
        }
        // Only margins that differ at the sides move when they swap in right-to-left.
        if spec.layoutMarginsAreDirectional && spec.layoutMargins.left != spec.layoutMargins.right {
            m.append(("layoutMarginsAreDirectional", .bool(true)))
        }
        if spec.preservesSuperviewLayoutMargins { m.append(("preservesSuperviewLayoutMargins", .bool(true))) }
        if !spec.insetsLayoutMarginsFromSafeArea { m.append(("insetsLayoutMarginsFromSafeArea", .bool(false))) }
        if spec.layoutMarginsFollowReadableWidth { m.append(("layoutMarginsFollowReadableWidth", .bool(true))) }
        if spec.hasTableCellMargins {
            m.append(("tableCellMargins", spec.cellMargins.map(ThemeWriter.insets) ?? .bool(true)))
        }
        if spec.tableCellVerticalMargin != defaults.tableCellVerticalMargin {
            m.append(("tableCellVerticalMargin", .number(spec.tableCellVerticalMargin)))
        }
        if spec.hasRootViewMargins { m.append(("rootViewMargins", .bool(true))) }
        if spec.accessoryWidth > 0 { m.append(("accessoryWidth", .number(spec.accessoryWidth))) }
        if spec.separatorHeight > 0 { m.append(("separatorHeight", .number(spec.separatorHeight))) }
        if spec.sizesRowToFit { m.append(("sizesRowToFit", .bool(true))) }
        if let size = spec.placeholderIntrinsicSize {
            let axes = [size.width, size.height].map { $0.map(DebugJSON.number) ?? .string("none") }
            m.append(("intrinsicSize", .array(axes)))
        }
        if view.kind == .stack && spec.isLayoutMarginsRelativeArrangement {
            m.append(("isLayoutMarginsRelativeArrangement", .bool(true)))
        }
        if view.kind == .stack && spec.isBaselineRelativeArrangement {
            m.append(("isBaselineRelativeArrangement", .bool(true)))
        }
        if let spacing = spec.customSpacingAfter { m.append(("spacingAfter", .number(spacing))) }
        if spec.isScrollView { m.append(("isScrollView", .bool(true))) }
        if view.kind == .textView && spec.sizesToText { m.append(("isScrollEnabled", .bool(false))) }
        if view.kind == .imageView, let outsets = spec.symbolOutsets {
            m.append(("alignmentRectInsets", ThemeWriter.insets(outsets)))
        }
        if design, let size = spec.designSize, !spec.solvesAtDesignSize {
            m.append(("designSize", .array([.number(size.width), .number(size.height)])))
            m.append(("designDigest", .string(designDigest(of: view))))
        }
        let constraints = spec.constraints.compactMap(constraint)
        if !constraints.isEmpty { m.append(("constraints", .array(constraints))) }
        return m
    }

    /// A fingerprint of the Auto Layout keys of the system rooted at `root` as this writer writes
    /// them (its views' ids and descriptions but the design keys), which `import` stores beside the
    /// frames solved with them, so that an edit by hand is seen (`FileDecoder.checkDesignDigest`).
    func designDigest(of root: ViewNode) -> String {
        var text = ""
        func add(_ node: ViewNode) {
            let description = DebugJSON.object([("id", .string(node.id ?? ""))] + members(of: node, design: false))
            text += description.prettyText(exactNumbers: true)
            for child in node.children + (node.autoLayout?.hiddenSubviews ?? []) { add(child) }
        }
        add(root)
        return StableHash.hex(text)
    }

    /// Whether `rule` only records, for SkeletonView, a constant size constraint the view holds
    /// (an Interface Builder view's, `AutoLayoutSpec.followsSizeRules` off), which its
    /// `constraints` already write: read back as a `width`/`height` key it would also be a required
    /// constraint, where the file's may be optional.
    static func recordsOwnConstraint(_ rule: SizeRule, _ attribute: LayoutAttribute, of view: ViewNode) -> Bool {
        guard case .fixed(let value) = rule, let spec = view.autoLayout, !spec.followsSizeRules else { return false }
        return spec.constraints.contains {
            $0.firstItem.viewID == view.id && $0.firstAttribute == attribute && $0.secondItem == nil
                && $0.relation == .equal && $0.constant == value
        }
    }

    /// One constraint, or nil for one the layout cannot use (it names a view outside the system
    /// or a repeated id, or UIKit refuses its shape), which the engine would ignore too.
    private func constraint(_ constraint: LayoutConstraint) -> DebugJSON? {
        guard constraint.shapeProblem == nil, let first = name(of: constraint.firstItem) else { return nil }
        var m: [(key: String, value: DebugJSON)] = [
            ("first", .string(first + "." + constraint.firstAttribute.rawValue)),
            ("relation", .string(AutoLayoutKeys.relations.first { $0.relation == constraint.relation }?.text ?? "=")),
        ]
        if let item = constraint.secondItem {
            guard let second = name(of: item) else { return nil }
            m.append(("second", .string(second + "." + constraint.secondAttribute.rawValue)))
            if constraint.multiplier != 1 { m.append(("multiplier", .number(constraint.multiplier))) }
        }
        if constraint.constant != 0 || constraint.secondItem == nil {
            m.append(("constant", .number(constraint.constant)))
        }
        if !constraint.priority.isRequired { m.append(("priority", .number(constraint.priority.value))) }
        if !constraint.identifier.isEmpty { m.append(("id", .string(constraint.identifier))) }
        m += ThemeWriter.sizeClassMembers(isInstalled: constraint.isInstalled, constraint.sizeClassVariations)
        return .object(m)
    }

    /// How a constraint names `item`; nil when its view is not exactly one view of the system.
    private func name(of item: LayoutItem) -> String? {
        guard ids[item.viewID] == 1 else { return nil }
        switch item {
        case .view(let id): return id
        case .safeArea(of: let id):
            return id == rootID && ids["safeArea"] == nil ? "safeArea" : id + ".safeArea"
        case .layoutMargins(of: let id): return id + ".margins"
        case .readableContent(of: let id): return id + ".readableContent"
        }
    }

    /// `{"horizontal": 251, "vertical": 250}`.
    private static func axes(_ priorities: AxisPriorities) -> DebugJSON {
        .object([
            ("horizontal", .number(priorities.horizontal.value)), ("vertical", .number(priorities.vertical.value)),
        ])
    }
}
