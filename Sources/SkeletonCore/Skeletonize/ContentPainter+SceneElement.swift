extension ContentPainter {
    /// A view's content-mode drawing as one scene element, or nil when it draws nothing.
    ///
    /// The background and the content form one element, drawn before the view's own clip (a
    /// background is rounded anyway; an image carries its clip radii), so a partial fade can
    /// composite them as a group when they overlap (a background under text or an image).
    package func element(for view: PlacedView, visibility: SceneVisibility) -> SceneElement? {
        var commands = content(of: view)
        if let background = background(of: view) { commands.insert(background, at: 0) }
        guard !commands.isEmpty else { return nil }
        let overlaps = commands.count > 1 && commands.contains { if case .text = $0 { false } else { true } }
        return .content(commands, visibility: visibility, needsGroup: overlaps)
    }
}
