/// What a constraint's side names: a view or one of a view's layout guides, each by the view's id.
package enum LayoutItem: Hashable, Sendable {
    /// A view.
    case view(String)
    /// The safe area layout guide of a view (`safeAreaLayoutGuide`).
    case safeArea(of: String)
    /// The layout margins guide of a view (`layoutMarginsGuide`).
    case layoutMargins(of: String)

    /// The id of the view the item is or belongs to.
    package var viewID: String {
        switch self {
        case .view(let id), .safeArea(of: let id), .layoutMargins(of: let id): id
        }
    }
}
