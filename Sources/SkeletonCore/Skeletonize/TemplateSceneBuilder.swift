/// UIView-Shimmer's `setTemplateWithSubviews(true, …)` (§9.3–§9.5) over a placed tree: each target
/// is masked to its template frame, covered by the placeholder and, when a base colour exists and
/// `animate` is on, by the shimmer. Content is not cleared in this mode.
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
    /// Elements so far.
    private(set) var elements: [SceneElement] = []

    /// Creates a builder for a tree.
    init(settings: ShimmerTemplateSettings, metrics: any TextMetrics, painter: ContentPainter, root: PlacedView) {
        self.settings = settings
        self.painter = painter
        self.geometry = TemplateGeometry(metrics: metrics)
        self.targets = TemplateTargets(root: root)
    }

    /// Adds a view and its subtree; `parent` gives the shimmer's fallback base colour.
    mutating func visit(_ view: PlacedView, parent: PlacedView?) {
        let isTarget = targets.pathSet.contains(view.path)
        let local = geometry.frame(of: view)
        let rect = local.offsetBy(dx: view.frame.minX, dy: view.frame.minY)
        let radius = geometry.templateRadius(of: view)
        if isTarget { elements.append(.pushClip(rect, CornerRadii(uniform: radius), visibility: .onlyWhileActive)) }
        if let content = painter.element(for: view, visibility: []) { elements.append(content) }
        let clips = view.clipsSubviews
        if clips {
            elements.append(.pushClip(view.frame, CornerRadii(uniform: view.layerCornerRadius), visibility: []))
        }
        for child in view.children { visit(child, parent: view) }
        if clips { elements.append(.popClip(visibility: [])) }
        guard isTarget else { return }
        let placeholder = TemplateShape(
            rect: rect, radii: CornerRadii(uniform: radius), color: settings.color ?? Self.defaultColor,
            role: .placeholder)
        elements.append(.template(placeholder, visibility: []))
        if settings.animate, let base = settings.viewBackgroundColor ?? parent?.node.backgroundColor {
            let shimmer = TemplateShape(
                rect: rect, radii: CornerRadii(uniform: geometry.shimmerRadius(of: view)), color: base,
                role: .shimmer)
            elements.append(.template(shimmer, visibility: []))
        }
        elements.append(.popClip(visibility: .onlyWhileActive))
    }
}
