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
        case "readableContent": return named(superview, "readableContent").map { .readableContent(of: $0) }
        case "safeArea":
            return named(scope.systems[system].rootID, "safeArea", owner: "root view").map { .safeArea(of: $0) }
        default: break
        }
        for guide in AnchorText.guides where text.hasSuffix("." + guide) {
            let ownerText = String(text.dropLast(guide.count + 1))
            let owner = ownerText == "superview" ? named(superview, "superview") : view(ownerText).map(\.viewID)
            return owner.map { AnchorText.guide(guide, of: $0) }
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

/// How a constraint's `first` and `second` name an item and an attribute: `"leading"` (the view
/// holding the constraint), `"card.leading"`, `"superview.top"`, `"safeArea.bottom"`,
/// `"card.margins.leading"`, or for `second` an item alone (`"superview"`), which takes the first
/// attribute. The item is a view's `id` or a keyword: `superview` (the first item's superview),
/// `safeArea` (the screen's safe area guide), `margins` (the superview's layout margins guide),
/// `readableContent` (the superview's readable content guide), and `ID.safeArea` / `ID.margins` /
/// `ID.readableContent` for another view's guides.
enum AnchorText {
    /// The words that name an item without an id.
    static let keywords = ["superview", "safeArea", "margins", "readableContent"]
    /// The suffixes that name a view's guide.
    static let guides = ["safeArea", "margins", "readableContent"]

    /// The guide `name` (one of `guides`) of the view with id `id`.
    static func guide(_ name: String, of id: String) -> LayoutItem {
        switch name {
        case "safeArea": .safeArea(of: id)
        case "readableContent": .readableContent(of: id)
        default: .layoutMargins(of: id)
        }
    }
    /// The attribute names a theme may write.
    static let attributeNames = LayoutAttribute.allCases.map(\.rawValue)

    /// `text` split into its item (nil: the holder) and attribute (nil: none written) texts, as
    /// `first` (a lone attribute name names the holder's attribute) or `second` (a lone item takes
    /// the first attribute). `isID` tells the layout's ids, which may contain dots.
    static func split(_ text: String, isFirst: Bool, isID: (String) -> Bool) -> (item: String?, attribute: String?) {
        if isFirst && LayoutAttribute(interfaceBuilderName: text) != nil && !isID(text) { return (nil, text) }
        if !isFirst && isItem(text, isID: isID) { return (text, nil) }
        guard let dot = text.lastIndex(of: ".") else { return (text, nil) }
        return (String(text[..<dot]), String(text[text.index(after: dot)...]))
    }

    /// Whether `text` names an item: an id, a keyword, or an id or `superview` and a guide.
    static func isItem(_ text: String, isID: (String) -> Bool) -> Bool {
        if isID(text) || keywords.contains(text) { return true }
        guard let dot = text.lastIndex(of: "."), guides.contains(String(text[text.index(after: dot)...])) else {
            return false
        }
        let owner = String(text[..<dot])
        return isID(owner) || owner == "superview"
    }

    /// The id of the view a `first` text names (its guide's owner for a guide), for the default of
    /// `translatesAutoresizingMaskIntoConstraints`; nil when it names none.
    static func firstItemID(_ text: String, holder: String?, isID: (String) -> Bool) -> String? {
        let (item, _) = split(text, isFirst: true, isID: isID)
        guard let item else { return holder }
        if isID(item) { return item }
        return guides.compactMap { item.hasSuffix("." + $0) ? String(item.dropLast($0.count + 1)) : nil }.first
            .flatMap { isID($0) ? $0 : nil }
    }
}

/// The keys of a view that describe it to Auto Layout (Docs/themes.md, "Auto Layout in themes"). A view
/// with any of them makes its screen (or cell template) one laid out by constraints.
enum AutoLayoutKeys {
    /// Keys every view may have.
    static let common = [
        "constraints", "translatesAutoresizingMaskIntoConstraints", "autoresizingMask", "contentHuggingPriority",
        "contentCompressionResistancePriority", "layoutMargins", "layoutMarginsAreDirectional",
        "preservesSuperviewLayoutMargins",
        "insetsLayoutMarginsFromSafeArea", "layoutMarginsFollowReadableWidth", "tableCellMargins",
        "tableCellVerticalMargin", "rootViewMargins",
        "accessoryWidth", "separatorHeight", "sizesRowToFit",
        "intrinsicSize",
        "designSize", "designDigest", "isScrollView", "spacingAfter",
    ]
    /// Keys of stacks only.
    static let stack = ["isLayoutMarginsRelativeArrangement", "isBaselineRelativeArrangement"]
    /// Keys of text views only.
    static let textView = ["isScrollEnabled"]
    /// Keys of image views only.
    static let imageView = ["alignmentRectInsets"]
    /// Every key that makes a system use Auto Layout (`isHidden` alone does not: a hidden view of a
    /// screen laid out by the theme's rules is simply not there).
    static let all = common + stack + textView + imageView
    /// The keys of one constraint object.
    static let constraintKeys = [
        "first", "relation", "second", "multiplier", "constant", "priority", "id", "installed", "sizeClasses",
    ]
    /// The keys of a per-axis priority object.
    static let axisKeys = ["horizontal", "vertical"]
    /// The words of `autoresizingMask`, in UIKit's bit order.
    static let maskNames = [
        "flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin", "flexibleTopMargin", "flexibleHeight",
        "flexibleBottomMargin",
    ]
    /// Named priorities: UILayoutPriority's required, defaultHigh and defaultLow.
    static let priorityNames: [(name: String, value: Double)] = [("required", 1000), ("high", 750), ("low", 250)]
    /// Relations as written, with what they mean.
    static let relations: [(text: String, relation: LayoutRelation)] = [
        ("=", .equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual),
    ]
}
