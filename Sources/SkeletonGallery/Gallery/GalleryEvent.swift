/// What the window reports to the gallery. Positions and sizes are in window points (SDL window
/// coordinates); `pixelScale` is drawable pixels per point (2 on HiDPI).
package enum GalleryEvent: Equatable {
    /// A key went down.
    case key(GalleryKey)
    /// The primary mouse button went down at a point of the window.
    case mouseDown(x: Double, y: Double)
    /// The mouse moved to a point of the window with the primary button held.
    case mouseDrag(x: Double, y: Double)
    /// The primary mouse button went up.
    case mouseUp
    /// The wheel turned: SDL's clicks, positive `dy` scrolls towards the top (content moves down).
    case wheel(dx: Double, dy: Double)
    /// The window's size changed (also sent once before the first frame).
    case resize(width: Int, height: Int, pixelScale: Double)
    /// The window was closed or the process got SIGINT/SIGTERM.
    case quit
}
