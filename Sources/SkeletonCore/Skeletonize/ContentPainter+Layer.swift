extension ContentPainter {
    /// The layer's shadow, drawn before everything of the view (Core Animation draws it under
    /// the layer): the rounded bounds offset by `shadowOffset`, blurred by `shadowRadius`, in the
    /// shadow colour at `shadowOpacity`; nil when invisible.
    package func shadow(of view: PlacedView) -> DrawCommand? {
        guard let shadow = view.node.shadow, view.frame.width > 0, view.frame.height > 0 else { return nil }
        var color = shadow.color.resolved(scheme)
        color.a = UInt8((Double(color.a) * min(max(shadow.opacity, 0), 1)).rounded())
        guard color.a > 0 else { return nil }
        return .shadow(
            ShadowDraw(
                rect: view.frame.offsetBy(
                    dx: LayoutLimits.coordinate(shadow.offset.width), dy: LayoutLimits.coordinate(shadow.offset.height)),
                radii: CornerRadii(uniform: view.layerCornerRadius), blur: LayoutLimits.length(shadow.radius),
                color: color))
    }

    /// The layer's border, drawn after the view's subviews and skeleton (Core Animation composites
    /// `borderWidth` above the sublayers); nil when it has no width or no colour.
    package func border(of view: PlacedView) -> DrawCommand? {
        let width = LayoutLimits.length(view.node.borderWidth)
        let color = view.node.borderColor.resolved(scheme)
        guard width > 0, color.a > 0, view.frame.width > 0, view.frame.height > 0 else { return nil }
        return .border(
            BorderDraw(
                rect: view.frame, radii: CornerRadii(uniform: view.layerCornerRadius), width: width, color: color))
    }

    /// A control's own drawing as one element (it stands for the control's private subviews, so
    /// it keeps the visibility of the view's subviews, not the leaf content's fade); nil for others.
    package func controlElement(for view: PlacedView, visibility: SceneVisibility) -> SceneElement? {
        let commands = ControlPainter(metrics: metrics, scheme: scheme).commands(for: view)
        guard !commands.isEmpty else { return nil }
        return .content(commands, visibility: visibility, needsGroup: commands.count > 1)
    }
}
