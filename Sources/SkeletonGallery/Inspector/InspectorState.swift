/// What the focus view's inspector shows: the view under the pointer, the view last clicked (by
/// their places in the placed tree), and whether the state (E) and layout shift (W) overlays are on.
struct InspectorState: Equatable {
    /// The view under the pointer; nil when the pointer is over no view.
    var hovered: String?
    /// The view last clicked; it stays explained while the pointer is over no view.
    var selected: String?
    /// E: every view coloured by its state.
    var showsStates = false
    /// W: each view's skeleton box and content frame.
    var showsShift = false

    /// The view the panel explains: the hovered one, else the selected one.
    var shown: String? { hovered ?? selected }

    /// Forgets the views (another layout, theme or view is on screen); the overlays stay on.
    mutating func forgetViews() {
        hovered = nil
        selected = nil
    }
}
