/// The light or dark appearance a colour is resolved against (UIKit's user interface style).
package enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    /// Light mode.
    case light
    /// Dark mode.
    case dark
}
