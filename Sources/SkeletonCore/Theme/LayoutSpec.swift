/// One named screen of a theme: a root view at a device size.
package struct LayoutSpec: Hashable, Sendable {
    /// Name shown in the gallery and used by `--layout`.
    package var name: String
    /// Canvas size in points.
    package var size: Size
    /// The root view; it fills the canvas unless it has a frame.
    package var root: ViewNode

    /// Creates a layout.
    package init(name: String, size: Size, root: ViewNode) {
        self.name = name
        self.size = size
        self.root = root
    }
}
