/// Which way frames reach the window.
enum Presentation: String {
    /// A GPU renderer with a streaming texture when the machine has one, else the window surface.
    case automatic
    /// Always an SDL renderer with a streaming texture (software renderer as the last resort).
    case texture
    /// Always the window's own surface.
    case surface

    /// The choice named by $SKELETON_PRESENT (texture or surface), automatic otherwise.
    init(environmentValue: String?) {
        self = environmentValue.flatMap(Presentation.init(rawValue:)) ?? .automatic
    }
}
