/// One named screen of a theme: a root view at a device size.
package struct LayoutSpec: Hashable, Sendable {
    /// Name shown in the gallery and used by `--layout`.
    package var name: String
    /// Canvas size in points.
    package var size: Size
    /// The root view; it fills the canvas unless it has a frame.
    package var root: ViewNode
    /// Whether the root is a view controller's view, which fills the whole screen on a device (under
    /// the status bar and the home indicator, as Interface Builder stores a scene); false lays the
    /// layout out in the device's safe area, as a theme's content.
    package var fillsScreen = false
    /// The safe area inside the canvas of a layout that fills the screen (the status bar and the
    /// home indicator a view controller's view runs under), where Auto Layout puts its safe area
    /// guide; zero for a theme's layout.
    package var safeAreaInsets: EdgeInsets = .zero
    /// The navigation and tab bars a container controller puts over the root (Interface Builder's
    /// simulated bars): on a device the root's safe area includes them, as UIKit's does.
    package var barInsets: EdgeInsets = .zero

    /// Creates a layout.
    package init(name: String, size: Size, root: ViewNode) {
        self.name = name
        self.size = size
        self.root = root
    }
}
