import SkeletonCore

/// Writes a `Theme` as a theme file (`*.theme.json`) that loads back to the same theme: every
/// setting of the look and every key of every view written out, so the file can be tuned by hand.
/// `imagePath` turns a stored image path into the one the file should name (relative to it).
package enum ThemeWriter {
    /// The theme file's text (with a trailing newline).
    package static func text(of theme: Theme, schema: String?, imagePath: (String) -> String) -> String {
        var members: [(key: String, value: DebugJSON)] = []
        if let schema { members.append(("$schema", .string(schema))) }
        members += [
            ("name", .string(theme.name)),
            ("style", .string(theme.style.rawValue)),
            ("appearance", appearance(theme.appearance)),
            ("animation", animation(theme.animation)),
        ]
        // UIView-Shimmer has no transition: a template-mode file would only get a warning for one.
        if case .skeletonView = theme.mode { members.append(("transition", transition(theme.transition))) }
        members += [
            ("background", color(theme.background)),
            ("mode", mode(theme.mode)),
            ("layouts", .array(theme.layouts.map { layout($0, imagePath: imagePath) })),
        ]
        return DebugJSON.object(members).prettyText(exactNumbers: true) + "\n"
    }

    /// The pulse and sliding blocks with the fields the theme sets; absent fields keep each
    /// animation's upstream default (an unset direction still follows the layout direction).
    private static func animation(_ animation: ThemeAnimation) -> DebugJSON {
        .object([
            ("pulse", settings(animation.pulse, isSliding: false)),
            ("sliding", settings(animation.sliding, isSliding: true)),
        ])
    }

    /// One animation block; only the sliding block has a direction and a shimmer space.
    private static func settings(_ settings: AnimationSettings, isSliding: Bool) -> DebugJSON {
        var m: [(key: String, value: DebugJSON)] = []
        if isSliding, let direction = settings.direction { m.append(("direction", .string(direction.rawValue))) }
        if let duration = settings.duration { m.append(("duration", .number(duration))) }
        if let easing = settings.easing { m.append(("easing", .string(easingText(easing)))) }
        m.append(("pause", .number(settings.pause)))
        if let autoreverse = settings.autoreverse { m.append(("autoreverse", .bool(autoreverse))) }
        if isSliding { m.append(("shimmerSpace", .string(settings.shimmerSpace.rawValue))) }
        return .object(m)
    }

    /// An easing as the theme format names it.
    private static func easingText(_ easing: Easing) -> String {
        switch easing {
        case .linear: return "linear"
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .easeInOut: return "easeInOut"
        case .cubicBezier(let x1, let y1, let x2, let y2):
            let numbers = [x1, y1, x2, y2].map { DebugJSON.exact($0) }
            return "cubic-bezier(" + numbers.joined(separator: ", ") + ")"
        }
    }

    private static func appearance(_ appearance: SkeletonAppearance) -> DebugJSON {
        .object([
            ("tintColor", color(appearance.tintColor)),
            ("gradient", gradient(appearance.gradient)),
            ("multilineHeight", .number(appearance.multilineHeight)),
            ("textLineHeight", lineHeight(appearance.textLineHeight)),
            ("multilineSpacing", .number(appearance.multilineSpacing)),
            ("multilineLastLineFillPercent", .number(Double(appearance.multilineLastLineFillPercent))),
            ("multilineCornerRadius", .number(Double(appearance.multilineCornerRadius))),
            ("skeletonCornerRadius", .number(appearance.skeletonCornerRadius)),
            ("renderSingleLineAsView", .bool(appearance.renderSingleLineAsView)),
        ])
    }

    private static func transition(_ settings: TransitionSettings) -> DebugJSON {
        func text(_ transition: Transition) -> DebugJSON {
            switch transition {
            case .none: return .string("none")
            case .crossDissolve(let seconds): return .string("crossDissolve(\(DebugJSON.exact(seconds)))")
            }
        }
        var members: [(key: String, value: DebugJSON)] = [
            ("show", text(settings.show)), ("hide", text(settings.hide)), ("delay", .number(settings.delay)),
        ]
        if settings.minimumVisible > 0 { members.append(("minimumVisible", .number(settings.minimumVisible))) }
        return .object(members)
    }

    private static func mode(_ mode: ThemeMode) -> DebugJSON {
        switch mode {
        case .skeletonView: return .string("skeletonView")
        case .shimmerTemplate(let settings):
            var m: [(key: String, value: DebugJSON)] = []
            if let color = settings.color { m.append(("color", self.color(color))) }
            m.append(("animate", .bool(settings.animate)))
            if let background = settings.viewBackgroundColor { m.append(("viewBackgroundColor", color(background))) }
            m.append(("animationSpeed", .number(settings.animationSpeed)))
            return .object([("shimmerTemplate", .object(m))])
        }
    }

    private static func layout(_ layout: LayoutSpec, imagePath: (String) -> String) -> DebugJSON {
        var members: [(key: String, value: DebugJSON)] = [
            ("name", .string(layout.name)),
            ("size", .array([.number(layout.size.width), .number(layout.size.height)])),
        ]
        if layout.fillsScreen { members.append(("fillsScreen", .bool(true))) }
        if layout.keepsHeight { members.append(("keepsHeight", .bool(true))) }
        if layout.safeAreaInsets != .zero { members.append(("safeAreaInsets", insets(layout.safeAreaInsets))) }
        if layout.barInsets != .zero { members.append(("barInsets", insets(layout.barInsets))) }
        if let bars = layout.bars { members.append(("bars", .array(bars.names.map { .string($0.rawValue) }))) }
        if layout.belowTopBars { members.append(("belowTopBars", .bool(true))) }
        if let screenWidth = layout.screenWidth { members.append(("screenWidth", .number(screenWidth))) }
        // Every size class's views and constraints, and the size classes the layout shows at its size.
        if layout.variedRoot != nil || layout.sizeClasses != .phonePortrait {
            let classes = SizeClassCondition(width: layout.sizeClasses.width, height: layout.sizeClasses.height)
            members.append(("sizeClasses", .string(SizeClassWords.text(of: classes))))
        }
        members.append(("root", view(layout.variedRoot ?? layout.root, imagePath: imagePath)))
        return .object(members)
    }

    /// Every key that applies to the view's type, defaults included; `system` writes the Auto
    /// Layout keys of the constraint system the view belongs to (a new one from a layout's root or
    /// a list's template).
    static func view(_ view: ViewNode, imagePath: (String) -> String, system: AutoLayoutWriter? = nil) -> DebugJSON {
        let system = system ?? AutoLayoutWriter(root: view)
        var m: [(key: String, value: DebugJSON)] = [("type", .string(view.kind.rawValue))]
        if let id = view.id { m.append(("id", .string(id))) }
        if let frame = view.frame {
            m.append(
                (
                    "frame",
                    .array([frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map { .number($0) })
                ))
        }
        // Written only where it differs from the reader's default (arranged unless given a frame).
        if view.isArranged != (view.frame == nil) { m.append(("arranged", .bool(view.isArranged))) }
        m += sizeClassMembers(isInstalled: view.isInstalled, view.sizeClassVariations)
        if let width = view.width, !AutoLayoutWriter.recordsOwnConstraint(width, .width, of: view) {
            m.append(("width", sizeRule(width)))
        }
        if let height = view.height, !AutoLayoutWriter.recordsOwnConstraint(height, .height, of: view) {
            m.append(("height", sizeRule(height)))
        }
        // A spacer has nothing else to say.
        guard view.kind != .spacer else { return .object(m) }
        if ViewKeys.keys(for: view.kind).contains("padding") { m.append(("padding", insets(view.padding))) }
        if let direction = view.layoutDirection { m.append(("layoutDirection", .string(direction.rawValue))) }
        if let background = view.backgroundColor { m.append(("backgroundColor", color(background))) }
        m += [
            ("cornerRadius", .number(view.cornerRadius)), ("clipsToBounds", .bool(view.clipsToBounds)),
            ("borderWidth", .number(view.borderWidth)), ("borderColor", color(view.borderColor)),
        ]
        if let shadow = view.shadow { m.append(("shadow", self.shadow(shadow))) }
        // Written only below 1, so that files of opaque views read as before the key existed.
        if view.alpha < 1 { m.append(("alpha", .number(view.alpha))) }
        m += [
            ("isSkeletonable", .bool(view.isSkeletonable)),
            ("isHiddenWhenSkeletonIsActive", .bool(view.isHiddenWhenSkeletonIsActive)),
        ]
        if let radius = view.skeletonCornerRadius { m.append(("skeletonCornerRadius", .number(radius))) }
        if let animated = view.shimmeringAnimatedItems {
            m.append(("shimmeringAnimatedItems", .array(animated.map { .string($0) })))
        }
        if !view.excludedItems.isEmpty { m.append(("excludedItems", .array(view.excludedItems.map { .string($0) }))) }
        if view.kind == .stack {
            m += [
                ("axis", .string(view.axis.rawValue)), ("spacing", .number(view.spacing)),
                ("alignment", .string(view.alignment.rawValue)), ("distribution", .string(view.distribution.rawValue)),
            ]
        }
        let hasText = [.label, .textView, .textField, .button, .searchBar].contains(view.kind)
        if hasText, let text = view.text { m.append(("text", .string(text))) }
        if hasText || view.kind.drawsTitles, let font = view.font {
            var members: [(key: String, value: DebugJSON)] = [
                ("family", .string(font.family)),
                font.textStyle.map { ("textStyle", .string($0.rawValue)) } ?? ("size", .number(font.size)),
                ("weight", .number(Double(font.weight))),
            ]
            if font.textStyle == nil && !font.scalesWithContentSize {
                members.append(("scalesWithContentSize", .bool(false)))
            }
            m.append(("font", .object(members)))
        }
        if [.label, .textView, .textField, .button].contains(view.kind) {
            if let textColor = view.textColor { m.append(("textColor", color(textColor))) }
            m.append(("textAlignment", .string(view.textAlignment.rawValue)))
        }
        if view.kind == .label { m.append(("numberOfLines", .number(Double(view.numberOfLines)))) }
        if view.kind == .label, let width = view.preferredMaxLayoutWidth {
            m.append(("preferredMaxLayoutWidth", .number(width)))
        }
        if view.kind == .label || view.kind == .button {
            m.append(("lineBreakMode", .string(view.lineBreakMode.rawValue)))
        }
        if view.kind == .button { m.append(("contentInsets", insets(view.contentInsets))) }
        if view.kind == .textField { m.append(("borderStyle", .string(view.control.borderStyle.rawValue))) }
        if view.kind == .label || view.kind == .textView {
            if let percent = view.lastLineFillPercent { m.append(("lastLineFillPercent", .number(Double(percent)))) }
            if let radius = view.linesCornerRadius { m.append(("linesCornerRadius", .number(Double(radius)))) }
            if let spacing = view.skeletonLineSpacing { m.append(("skeletonLineSpacing", .number(spacing))) }
            m.append(("skeletonPaddingInsets", insets(view.skeletonPaddingInsets)))
            if let height = view.skeletonTextLineHeight { m.append(("skeletonTextLineHeight", lineHeight(height))) }
            switch view.skeletonTextNumberOfLines {
            case .inherited: m.append(("skeletonTextNumberOfLines", .string("inherited")))
            case .custom(let count): m.append(("skeletonTextNumberOfLines", .number(Double(count))))
            }
        }
        m += imageMembers(of: view, imagePath: imagePath)
        if view.kind.isControl { m += ControlWriter.members(of: view.control, kind: view.kind) }
        switch view.list {
        case .table(let table)?:
            if table.staticSections.isEmpty {
                m.append(("cell", self.view(table.cell, imagePath: imagePath)))
            } else {
                let sections = table.staticSections.map {
                    DebugJSON.array($0.map { self.view($0, imagePath: imagePath) })
                }
                m.append(("staticSections", .array(sections)))
            }
            if let header = table.header { m.append(("header", self.view(header, imagePath: imagePath))) }
            if let footer = table.footer { m.append(("footer", self.view(footer, imagePath: imagePath))) }
            if let view = table.tableHeaderView { m.append(("tableHeaderView", self.view(view, imagePath: imagePath))) }
            if let view = table.tableFooterView { m.append(("tableFooterView", self.view(view, imagePath: imagePath))) }
            if table.staticSections.isEmpty { m.append(("numberOfSections", .number(Double(table.numberOfSections)))) }
            switch table.rowHeight {
            case .automatic: m.append(("rowHeight", .string("automatic")))
            case .fixed(let height): m.append(("rowHeight", .number(height)))
            }
            if let estimate = table.estimatedRowHeight { m.append(("estimatedRowHeight", .number(estimate))) }
            for (key, length) in [
                ("sectionHeaderHeight", table.sectionHeaderHeight), ("sectionFooterHeight", table.sectionFooterHeight),
                ("firstHeaderTopPadding", table.firstHeaderTopPadding),
                ("footedHeaderTopPadding", table.footedHeaderTopPadding),
            ]
            where length != 0 {
                m.append((key, .number(length)))
            }
            if let height = table.emptyTitleHeight { m.append(("emptyTitleHeight", .number(height))) }
            if table.isInsetGrouped { m.append(("insetGrouped", .bool(true))) }
            if !table.insetsContentViewsToSafeArea { m.append(("insetsContentViewsToSafeArea", .bool(false))) }
            if table.staticSections.isEmpty {
                m.append(("numberOfRows", table.numberOfRows.map { .number(Double($0)) } ?? .string("automatic")))
            }
            if !table.sectionCells.isEmpty {
                m.append(("sectionCells", .array(table.sectionCells.map { self.view($0, imagePath: imagePath) })))
            }
            for (key, texts) in [
                ("rowTexts", table.rowTexts.mapValues { $0.map(Optional.some) }), ("headerTexts", table.headerTexts),
                ("footerTexts", table.footerTexts),
            ]
            where !texts.isEmpty {
                // A section without a title is null, an empty title "".
                let values = texts.sorted { $0.key < $1.key }.map { id, texts in
                    (id, DebugJSON.array(texts.map { $0.map(DebugJSON.string) ?? .null }))
                }
                m.append((key, .object(values)))
            }
        case .collection(let collection)?:
            m.append(("cell", self.view(collection.cell, imagePath: imagePath)))
            if let header = collection.header { m.append(("header", self.view(header, imagePath: imagePath))) }
            if let footer = collection.footer { m.append(("footer", self.view(footer, imagePath: imagePath))) }
            m += [
                ("numberOfSections", .number(Double(collection.numberOfSections))),
                ("itemSize", .array([.number(collection.itemSize.width), .number(collection.itemSize.height)])),
            ]
            switch collection.estimatedItemSize {
            case .automatic?: m.append(("estimatedItemSize", .string("automatic")))
            case .size(let size)?: m.append(("estimatedItemSize", .array([.number(size.width), .number(size.height)])))
            case nil: break
            }
            m += [
                ("scrollDirection", .string(collection.scrollDirection.rawValue)),
                ("numberOfItems", collection.numberOfItems.map { .number(Double($0)) } ?? .string("automatic")),
                ("lineSpacing", .number(collection.lineSpacing)),
                ("interitemSpacing", .number(collection.interitemSpacing)),
                ("sectionInset", insets(collection.sectionInset)),
            ]
        case nil: break
        }
        let scrolls = view.list != nil || view.autoLayout?.isScrollView == true || view.kind == .textView
        if scrolls && !view.adjustsContentInset { m.append(("adjustsContentInset", .bool(false))) }
        if view.alwaysBounceVertical { m.append(("alwaysBounceVertical", .bool(true))) }
        if view.alwaysBounceHorizontal { m.append(("alwaysBounceHorizontal", .bool(true))) }
        // A list's own subviews are only what is drawn over its rows (simulated bars); a plain
        // view always says its children, with the hidden ones Auto Layout still sees.
        if view.list == nil || !view.children.isEmpty {
            let shown = view.children.map { self.view($0, imagePath: imagePath, system: system) }
            let hidden = (view.autoLayout?.hiddenSubviews ?? []).map { hiddenView in
                let written = self.view(hiddenView, imagePath: imagePath, system: system)
                guard case .object(let members) = written else { return written }
                return DebugJSON.object(members + [("isHidden", .bool(true))])
            }
            m.append(("children", .array(shown + hidden)))
        }
        m += system.members(of: view)
        return .object(m)
    }

    /// `installed` where false and `sizeClasses` where any: a view's or a constraint's.
    static func sizeClassMembers(isInstalled: Bool, _ variations: [SizeClassVariation]) -> [(
        key: String, value: DebugJSON
    )] {
        var m: [(key: String, value: DebugJSON)] = []
        if !isInstalled { m.append(("installed", .bool(false))) }
        guard !variations.isEmpty else { return m }
        // One entry per size class: an Interface Builder constraint's installation and constant
        // for one class are two variations.
        var merged: [SizeClassVariation] = []
        for variation in variations {
            guard let index = merged.firstIndex(where: { $0.condition == variation.condition }) else {
                merged.append(variation)
                continue
            }
            merged[index].isInstalled = variation.isInstalled ?? merged[index].isInstalled
            merged[index].constant = variation.constant ?? merged[index].constant
            merged[index].stack = merged[index].stack.merging(variation.stack)
        }
        let entries = merged.map { variation in
            var values: [(key: String, value: DebugJSON)] = []
            if let installed = variation.isInstalled { values.append(("installed", .bool(installed))) }
            if let constant = variation.constant { values.append(("constant", .number(constant))) }
            let stack = variation.stack
            if let axis = stack.axis { values.append(("axis", .string(axis.rawValue))) }
            if let spacing = stack.spacing { values.append(("spacing", .number(spacing))) }
            if let alignment = stack.alignment { values.append(("alignment", .string(alignment.rawValue))) }
            if let distribution = stack.distribution {
                values.append(("distribution", .string(distribution.rawValue)))
            }
            return (key: SizeClassWords.text(of: variation.condition), value: DebugJSON.object(values))
        }
        m.append(("sizeClasses", .object(entries)))
        return m
    }

    private static func shadow(_ shadow: LayerShadow) -> DebugJSON {
        .object([
            ("color", color(shadow.color)), ("opacity", .number(shadow.opacity)),
            ("offset", .array([.number(shadow.offset.width), .number(shadow.offset.height)])),
            ("radius", .number(shadow.radius)),
        ])
    }

    private static func sizeRule(_ rule: SizeRule) -> DebugJSON {
        switch rule {
        case .fixed(let length): return .number(length)
        case .fill: return .string("fill")
        case .fit: return .string("fit")
        }
    }

    private static func lineHeight(_ height: TextLineHeight) -> DebugJSON {
        switch height {
        case .fixed(let points): return .number(points)
        case .relativeToFont: return .string("relativeToFont")
        case .relativeToConstraints: return .string("relativeToConstraints")
        }
    }

    /// Insets as `{"top", "left", "bottom", "right"}`, every edge written.
    static func insets(_ insets: EdgeInsets) -> DebugJSON {
        .object([
            ("top", .number(insets.top)), ("left", .number(insets.left)), ("bottom", .number(insets.bottom)),
            ("right", .number(insets.right)),
        ])
    }

    private static func gradient(_ gradient: SkeletonGradient) -> DebugJSON {
        switch gradient {
        case .base(let base): return color(base)
        case .baseAndSecondary(let base, let secondary):
            return .object([("base", color(base)), ("secondary", color(secondary))])
        case .colors(let colors): return .object([("colors", .array(colors.map(color)))])
        }
    }

    /// `"#RRGGBBAA"`, or `{"light", "dark"}` when the two differ.
    static func color(_ color: AdaptiveColor) -> DebugJSON {
        color.light == color.dark
            ? .string(color.light.hexString)
            : .object([("light", .string(color.light.hexString)), ("dark", .string(color.dark.hexString))])
    }
}

extension ThemeWriter {
    /// An image view's or button's picture keys: its image file, a button's background image, its
    /// symbol, tint colour and (image views) content mode.
    static func imageMembers(of view: ViewNode, imagePath: (String) -> String) -> [(String, DebugJSON)] {
        guard view.kind == .imageView || view.kind == .button else { return [] }
        var m: [(String, DebugJSON)] = []
        if let image = view.image { m.append(("image", .string(imagePath(image)))) }
        if view.kind == .button, let background = view.backgroundImage {
            m.append(("backgroundImage", .string(imagePath(background))))
        }
        if let symbol = view.symbol {
            m.append(
                (
                    "symbol",
                    .object([
                        ("name", .string(symbol.name)), ("pointSize", .number(symbol.pointSize)),
                        ("scale", .string(symbol.scale.rawValue)), ("aspectRatio", .number(symbol.aspectRatio)),
                    ])
                ))
        }
        if let tint = view.control.tintColor { m.append(("tintColor", color(tint))) }
        if view.kind == .imageView { m.append(("contentMode", .string(view.contentMode.rawValue))) }
        return m
    }
}

/// The keys of a control as a theme file writes them: every key of its kind, defaults included.
enum ControlWriter {
    /// The members for a control of `kind`.
    static func members(of c: ControlSpec, kind: ViewKind) -> [(key: String, value: DebugJSON)] {
        var m: [(key: String, value: DebugJSON)] = []
        func titles(_ list: [String]) -> DebugJSON { .array(list.map { .string($0) }) }
        if [.switchControl, .slider, .searchBar, .navigationBar].contains(kind) && c.design != .classic {
            m.append(("systemDesign", .string(c.design.rawValue)))
        }
        switch kind {
        case .switchControl:
            m.append(("isOn", .bool(c.isOn)))
            if let tint = c.onTintColor { m.append(("onTintColor", ThemeWriter.color(tint))) }
        case .segmentedControl:
            m += [("segments", titles(c.segments)), ("selectedSegmentIndex", .number(Double(c.selectedSegmentIndex)))]
        case .stepper, .slider:
            m += [("value", .number(c.value)), ("minimumValue", .number(c.minimumValue))]
            // Unset, the maximum keeps following the kind's UIKit default.
            if let maximum = c.maximumValue { m.append(("maximumValue", .number(maximum))) }
            if kind == .slider, let tint = c.tintColor { m.append(("tintColor", ThemeWriter.color(tint))) }
        case .progressView:
            m.append(("progress", .number(c.progress)))
            if let tint = c.tintColor { m.append(("tintColor", ThemeWriter.color(tint))) }
        case .activityIndicatorView:
            m += [
                ("isAnimating", .bool(c.isAnimating)), ("hidesWhenStopped", .bool(c.hidesWhenStopped)),
                ("style", .string(c.activityIndicatorStyle.rawValue)),
            ]
            if let tint = c.tintColor { m.append(("color", ThemeWriter.color(tint))) }
        case .pageControl:
            m += [("numberOfPages", .number(Double(c.numberOfPages))), ("currentPage", .number(Double(c.currentPage)))]
            if let tint = c.tintColor { m.append(("currentPageIndicatorTintColor", ThemeWriter.color(tint))) }
        case .searchBar:
            if let placeholder = c.placeholder { m.append(("placeholder", .string(placeholder))) }
        case .navigationBar:
            if let title = c.title { m.append(("title", .string(title))) }
            if c.prefersLargeTitles { m.append(("prefersLargeTitles", .bool(true))) }
        case .toolbar, .tabBar:
            m.append(("items", titles(c.items)))
            if kind == .tabBar, let index = c.selectedItemIndex {
                m.append(("selectedItemIndex", .number(Double(index))))
            }
            if let tint = c.tintColor { m.append(("tintColor", ThemeWriter.color(tint))) }
        case .view, .label, .textView, .textField, .imageView, .button, .stack, .table, .collection, .spacer:
            break
        }
        return m
    }
}
