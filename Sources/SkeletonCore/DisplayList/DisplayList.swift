/// A frame's drawing: commands in layout coordinates over a canvas of `size`.
package struct DisplayList: Hashable, Sendable {
    /// Canvas size in points.
    package var size: Size
    /// Canvas background, painted first.
    package var background: RGBA8
    /// Commands in painting order.
    package var commands: [DrawCommand]

    /// Creates a display list.
    package init(size: Size, background: RGBA8, commands: [DrawCommand] = []) {
        self.size = size
        self.background = background
        self.commands = commands
    }
}
