import SkeletonCore
import SkeletonDocument

/// Resolves the item texts of the constraints one view holds to the views and guides of its
/// constraint system, with a located-error message and fix for each name that does not resolve.
struct ConstraintNames {
    /// A name that does not resolve: what is wrong and how to fix it.
    struct Problem: Error {
        /// What is wrong.
        let message: String
        /// How to fix it.
        let fix: String
    }

    /// The layout's scope.
    let scope: ConstraintScope
    /// The holder's system.
    let system: Int
    /// The view holding the constraints.
    let holder: ConstraintScope.Site
    /// The ids of each layout of the file.
    let layouts: [(layout: String, ids: Set<String>)]

    /// Whether `text` is an id of the system.
    func isID(_ text: String) -> Bool { scope.systems[system].ids[text] != nil }

    /// The id of the superview of the view with id `id` (nil: none, or one without an id).
    func superview(of id: String) -> String? { scope.systems[system].superviews[id] ?? nil }

    /// The item `text` names (nil: the holder); `superview` is the id `superview` and `margins` stand for.
    func item(_ text: String?, superview: String?) -> Result<LayoutItem, Problem> {
        guard let text else {
            guard let id = holder.id else {
                return .failure(
                    Problem(
                        message: "this view has no `id` for its constraint to name",
                        fix: "give the view an `id`, or name another view in `first`"))
            }
            return .success(.view(id))
        }
        if isID(text) { return view(text) }
        switch text {
        case "superview": return named(superview, "superview").map(LayoutItem.view)
        case "margins": return named(superview, "margins").map { .layoutMargins(of: $0) }
        case "safeArea":
            return named(scope.systems[system].rootID, "safeArea", owner: "root view").map { .safeArea(of: $0) }
        default: break
        }
        for guide in AnchorText.guides where text.hasSuffix("." + guide) {
            let ownerText = String(text.dropLast(guide.count + 1))
            let owner = ownerText == "superview" ? named(superview, "superview") : view(ownerText).map(\.viewID)
            return owner.map { guide == "safeArea" ? .safeArea(of: $0) : .layoutMargins(of: $0) }
        }
        return view(text)
    }

    /// The view with id `id` in the system, or why it is not one.
    private func view(_ id: String) -> Result<LayoutItem, Problem> {
        let own = scope.systems[system]
        if let count = own.ids[id] {
            guard count == 1 else {
                return .failure(
                    Problem(
                        message: "`\(id)` names \(count) views of \(own.name)",
                        fix: "give each view its own `id`, so a constraint names one"))
            }
            return .success(.view(id))
        }
        if let other = scope.otherSystems(with: id, than: system).first {
            return .failure(
                Problem(
                    message: "`\(id)` is a view of \(other.name), not of \(own.name): each is laid out on its own, "
                        + "so a constraint relates views of one of them",
                    fix: "constrain to a view of \(own.name), or move the constraint to \(other.name)"))
        }
        if let layout = layouts.first(where: { $0.ids.contains(id) && !scope.allIDs.contains(id) }) {
            return .failure(
                Problem(
                    message: "`\(id)` is a view of layout `\(layout.layout)`: a constraint relates views of one layout",
                    fix: "constrain to a view of this layout"))
        }
        return .failure(
            Problem(
                message: "no view of \(own.name) has id `\(id)`",
                fix: Suggestions.fix(
                    for: id, in: own.ids.keys.sorted() + AnchorText.keywords, noun: "ids and keywords")))
    }

    /// `id`, or the problem of a keyword whose view has no id.
    private func named(_ id: String?, _ keyword: String, owner: String = "superview") -> Result<String, Problem> {
        guard let id else {
            return .failure(
                Problem(
                    message: "`\(keyword)` names the \(owner), which has no `id` here (or there is none)",
                    fix: "give the \(owner) an `id`"))
        }
        return .success(id)
    }
}
