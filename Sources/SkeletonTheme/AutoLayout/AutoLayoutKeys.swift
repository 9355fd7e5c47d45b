import SkeletonCore

/// The keys of a view that describe it to Auto Layout (README, "Auto Layout in themes"). A view
/// with any of them makes its screen (or cell template) one laid out by constraints.
enum AutoLayoutKeys {
    /// Keys every view may have.
    static let common = [
        "constraints", "translatesAutoresizingMaskIntoConstraints", "autoresizingMask", "contentHuggingPriority",
        "contentCompressionResistancePriority", "layoutMargins", "preservesSuperviewLayoutMargins", "tableCellMargins",
        "designSize", "isScrollView",
    ]
    /// Keys of stacks only.
    static let stack = ["isLayoutMarginsRelativeArrangement"]
    /// Every key that makes a system use Auto Layout (`isHidden` alone does not: a hidden view of a
    /// screen laid out by the theme's rules is simply not there).
    static let all = common + stack
    /// The keys of one constraint object.
    static let constraintKeys = ["first", "relation", "second", "multiplier", "constant", "priority", "id"]
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
