/// A key press the window forwards to the gallery.
package enum GalleryKey: Hashable {
    /// A printable key as it types, shift applied ("?" for shift-/); letters in either case.
    case character(Character)
    /// Return or keypad Enter.
    case enter
    /// Escape.
    case escape
    /// Tab (shift-Tab arrives as `backTab`).
    case tab
    /// Shift-Tab.
    case backTab
    /// Left arrow.
    case left
    /// Right arrow.
    case right
    /// Up arrow.
    case up
    /// Down arrow.
    case down
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
}
