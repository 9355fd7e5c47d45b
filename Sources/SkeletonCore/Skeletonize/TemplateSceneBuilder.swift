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
