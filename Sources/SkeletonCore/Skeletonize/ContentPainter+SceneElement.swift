extension ContentPainter {
    /// A view's content-mode drawing as one scene element, or nil when it draws nothing.
    ///
    /// The background and the content form one element, drawn before the view's own clip (a
    /// background is rounded anyway; an image carries its clip radii), so a partial fade can
    /// composite them as a group when they overlap (a background under text or an image). A leaf of
    /// a kind whose prepare step clears the background at once (SkeletonView's
    /// PrepareViewForSkeleton.swift) is marked so its background (the first command) is left out
    /// while the skeleton is active.
    package func element(for view: PlacedView, visibility: SceneVisibility) -> SceneElement? {
        var commands = content(of: view)
        var visibility = visibility
        if let background = background(of: view) {
            commands.insert(background, at: 0)
            if visibility.contains(.fadesWithContent) && Self.clearsBackgroundAtOnce(view) {
                visibility.insert(.clearedWhileActive)
            }
        }
        guard !commands.isEmpty else { return nil }
        let overlaps = commands.count > 1 && commands.contains { if case .text = $0 { false } else { true } }
        return .content(commands, visibility: visibility, needsGroup: overlaps)
    }

    /// Views whose prepare step sets the background to clear outside the transition: labels, text
    /// views and fields, image views, buttons, and table headers and footers (their backgroundView).
    private static func clearsBackgroundAtOnce(_ view: PlacedView) -> Bool {
        if view.role == .tableHeaderFooter { return true }
        switch view.node.kind {
        case .label, .textView, .textField, .imageView, .button: return true
        case .view, .stack, .table, .collection, .spacer: return false
        // A control is a plain UIView to SkeletonView: its background fades inside the transition.
        case .switchControl, .segmentedControl, .stepper, .slider, .progressView, .activityIndicatorView, .pageControl,
            .searchBar, .navigationBar, .toolbar, .tabBar:
            return false
        }
    }
}
