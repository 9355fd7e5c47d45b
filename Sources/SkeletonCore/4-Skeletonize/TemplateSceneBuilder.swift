/// UIView-Shimmer's `setTemplateWithSubviews(true, …)` (UIView+Extensions.swift, with
/// UIView+Template.swift and UIView+Shimmer.swift) over a placed tree: each target is masked to its
/// template frame, covered by the placeholder and, when a base colour exists and `animate` is on,
/// by the shimmer. Content is not cleared in this mode, but under an opaque placeholder nothing of
/// the target's subtree can show: Core Animation masks the composited layer, while drawing each
/// command clipped with anti-aliased edges would let the content bleed through the edge pixels of
/// the placeholder (a ring of the content's colour at the mask's edge). Such covered content is
/// drawn only while the template is off.
struct TemplateSceneBuilder {
    /// UIView-Shimmer's default placeholder colour: #D8D8D8 light, #333333 dark.
    static let defaultColor = AdaptiveColor(light: RGBA8(rgb: 0xD8D8D8), dark: RGBA8(rgb: 0x333333))

    /// The theme's template settings.
    let settings: ShimmerTemplateSettings
    /// Content-mode drawing.
    let painter: ContentPainter
    /// Frames and radii.
    let geometry: TemplateGeometry
    /// The views that get a template.
    let targets: TemplateTargets
    /// Whether the placeholder colour is opaque in the scene's colour scheme.
    let placeholderIsOpaque: Bool
    /// Elements so far.
    private(set) var elements: [SceneElement] = []

    /// Creates a builder for a tree.
    init(
        settings: ShimmerTemplateSettings, metrics: any TextMetrics, painter: ContentPainter, root: PlacedView,
        scheme: ColorScheme
    ) {
        self.settings = settings
        self.painter = painter
        self.geometry = TemplateGeometry(metrics: metrics)
        self.targets = TemplateTargets(root: root)
        placeholderIsOpaque = (settings.color ?? Self.defaultColor).resolved(scheme).a == 255
    }

    /// Adds a view and its subtree; `parent` gives the shimmer's fallback base colour. `covered`:
    /// an ancestor's opaque placeholder hides this subtree while the template is on.
    mutating func visit(_ view: PlacedView, parent: PlacedView?, covered: Bool) {
        // The template's layers are sublayers of the target's layer, so its alpha fades them too.
        guard view.node.alpha > 0 else { return }
        let isTarget = targets.pathSet.contains(view.path)
        let local = geometry.frame(of: view)
        let rect = local.offsetBy(dx: view.frame.minX, dy: view.frame.minY)
        let radius = geometry.templateRadius(of: view)
        let own: SceneVisibility = covered ? .hiddenWhileActive : []
        let inside: SceneVisibility = covered || (isTarget && placeholderIsOpaque) ? .hiddenWhileActive : []
        let fades = view.node.alpha < 1
        if fades { elements.append(.beginGroup(opacity: view.node.alpha, visibility: own)) }
        if isTarget {
            elements.append(.pushClip(rect, CornerRadii(uniform: radius), visibility: own.union(.onlyWhileActive)))
        }
        if let shadow = painter.shadow(of: view) {
            elements.append(.content([shadow], visibility: inside, needsGroup: false))
        }
        if let content = painter.element(for: view, visibility: inside) { elements.append(content) }
        if let control = painter.controlElement(for: view, visibility: inside) { elements.append(control) }
        let clips = view.clipsSubviews
        if clips {
            elements.append(.pushClip(view.frame, CornerRadii(uniform: view.layerCornerRadius), visibility: inside))
        }
        for child in view.children { visit(child, parent: view, covered: !inside.isEmpty) }
        if clips { elements.append(.popClip(visibility: inside)) }
        if let border = painter.border(of: view) {
            elements.append(.content([border], visibility: inside, needsGroup: false))
        }
        defer { if fades { elements.append(.endGroup(visibility: own)) } }
        guard isTarget else { return }
        let placeholder = TemplateShape(
            rect: rect, radii: CornerRadii(uniform: radius), color: settings.color ?? Self.defaultColor,
            role: .placeholder)
        elements.append(.template(placeholder, visibility: own))
        if settings.animate, let base = settings.viewBackgroundColor ?? parent?.node.backgroundColor {
            let shimmer = TemplateShape(
                rect: rect, radii: CornerRadii(uniform: geometry.shimmerRadius(of: view)), color: base,
                role: .shimmer)
            elements.append(.template(shimmer, visibility: own))
        }
        elements.append(.popClip(visibility: own.union(.onlyWhileActive)))
    }
}

/// A UIView-Shimmer layer: the template placeholder (a fixed colour) or the shimmer over it (a
/// gradient of the base colour at 50/80/50 % opacity).
package struct TemplateShape: Hashable, Sendable {
    /// Bounds in layout coordinates.
    package var rect: Rect
    /// Corner radii.
    package var radii: CornerRadii
    /// The placeholder colour, or the shimmer's base colour.
    package var color: AdaptiveColor
    /// `.placeholder` or `.shimmer`.
    package var role: ShapeRole

    /// Creates a template shape.
    package init(rect: Rect, radii: CornerRadii, color: AdaptiveColor, role: ShapeRole) {
        self.rect = rect
        self.radii = radii
        self.color = color
        self.role = role
    }
}

/// UIView-Shimmer's placeholder geometry: `getFrame` (UIView+Extensions.swift) in the view's bounds
/// and the radii of the template and mask (UIView+Template.swift, Constants.swift) and of the
/// shimmer (UIView+Shimmer.swift).
package struct TemplateGeometry {
    /// The largest automatic template radius (Constants: 5).
    package static let maxAutomaticRadius = 5.0

    /// Label sizes.
    let measurer: ContentMeasurer

    /// Creates the geometry helper.
    package init(metrics: any TextMetrics) {
        measurer = ContentMeasurer(metrics: metrics)
    }

    /// The template frame in the view's bounds: a label's intrinsic size at y = 0 with x by its
    /// alignment (center: midX − w/2, right: width − w, else 0; no RTL handling, as upstream);
    /// any other view: its bounds.
    package func frame(of view: PlacedView) -> Rect {
        let bounds = view.frame.size
        guard view.node.kind == .label else { return Rect(origin: .zero, size: bounds) }
        let wrapWidth = view.node.numberOfLines == 1 ? nil : bounds.width
        let size = measurer.fitSize(of: view.node, proposedWidth: wrapWidth)
        let x: Double
        switch view.node.textAlignment {
        case .center: x = bounds.width / 2 - size.width / 2
        case .right: x = bounds.width - size.width
        case .left, .natural, .justified: x = 0
        }
        return Rect(x: x, y: 0, width: size.width, height: size.height)
    }

    /// The template's and mask's radius: max(layer radius, min(bounds height / 2, 5)).
    package func templateRadius(of view: PlacedView) -> Double {
        max(view.layerCornerRadius, shimmerRadius(of: view))
    }

    /// The shimmer's radius: min(bounds height / 2, 5).
    package func shimmerRadius(of view: PlacedView) -> Double {
        min(view.frame.height / 2, Self.maxAutomaticRadius)
    }
}

/// UIView-Shimmer's `allTemplateViews` (UIView+Extensions.swift): depth-first, pre-order over every
/// subview; at each view its excluded items join the (inherited) excluded set, and at each
/// conforming view its animated items not in the set are collected. In a theme, a view conforms
/// when it is skeletonable and either has no subviews or lists `shimmeringAnimatedItems`; items and
/// exclusions name views by id. A view that declares `excludedItems` opts into the protocol for its
/// exclusions even without animated items of its own (a container excluding a descendant), so the
/// key is never ignored. Upstream can collect a view twice, but templating is idempotent, so
/// duplicates are dropped.
package struct TemplateTargets {
    /// The targets' paths in collection order.
    package private(set) var paths: [String] = []
    /// The same paths as a set.
    package private(set) var pathSet: Set<String> = []

    /// Collects the targets of a placed tree.
    package init(root: PlacedView) {
        collect(root, excluded: [])
    }

    /// Whether a view conforms to the shimmering protocol.
    package static func conforms(_ view: PlacedView) -> Bool {
        view.node.isSkeletonable && (view.children.isEmpty || view.node.shimmeringAnimatedItems != nil)
    }

    /// Visits a view and its subtree.
    private mutating func collect(_ view: PlacedView, excluded inherited: Set<String>) {
        var excluded = inherited
        excluded.formUnion(view.node.excludedItems)
        if Self.conforms(view) {
            for item in animatedItems(of: view) where !(item.node.id.map(excluded.contains) ?? false) {
                if pathSet.insert(item.path).inserted { paths.append(item.path) }
            }
        }
        for child in view.children { collect(child, excluded: excluded) }
    }

    /// `shimmeringAnimatedItems`: the view itself by default, else the first view with each id in
    /// its subtree (pre-order; ids not found are skipped).
    private func animatedItems(of view: PlacedView) -> [PlacedView] {
        guard let ids = view.node.shimmeringAnimatedItems else { return [view] }
        return ids.compactMap { firstView(withID: $0, in: view) }
    }

    /// Pre-order search by id.
    private func firstView(withID id: String, in view: PlacedView) -> PlacedView? {
        if view.node.id == id { return view }
        for child in view.children {
            if let found = firstView(withID: id, in: child) { return found }
        }
        return nil
    }
}
