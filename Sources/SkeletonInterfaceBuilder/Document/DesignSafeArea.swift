import SkeletonCore

/// The safe area a scene was designed with. IB stores the frames it solved with the safe area of
/// the device it simulated, which depends on the Xcode version (an iPhone 8 scene saved by an
/// older Xcode has no status bar inset) and on simulated bars: a subview pinned to the root's safe
/// area by a required constraint gives it exactly, so the file is read before the device table.
enum DesignSafeArea {
    /// The top and bottom safe-area insets `root` (a scene's root view of `size`) was laid out
    /// with: read from a direct subview pinned to the safe area's top or bottom, else `fallback`'s.
    static func insets(of root: ViewNode, size: Size, fallback: EdgeInsets) -> EdgeInsets {
        guard let rootID = root.id, let constraints = root.autoLayout?.constraints else { return fallback }
        let frames = Dictionary(
            root.children.compactMap { child in
                child.id.flatMap { id in child.frame.map { (id, $0) } }
                    .flatMap { child.autoLayout?.isMisplaced == true ? nil : $0 }
            }, uniquingKeysWith: { first, _ in first })
        var insets = fallback
        var foundTop = false
        var foundBottom = false
        for constraint in constraints
        where constraint.relation == .equal && constraint.priority.isRequired && constraint.multiplier == 1 {
            // `view.top = safeArea.top + c` or `safeArea.top = view.top + c`, and the same at the bottom.
            let pairs: [(LayoutItem, LayoutAttribute, LayoutItem?, LayoutAttribute, Double)] = [
                (
                    constraint.firstItem, constraint.firstAttribute, constraint.secondItem, constraint.secondAttribute,
                    constraint.constant
                ),
                (
                    constraint.secondItem ?? constraint.firstItem, constraint.secondAttribute, constraint.firstItem,
                    constraint.firstAttribute, -constraint.constant
                ),
            ]
            for (view, viewAttribute, guide, guideAttribute, constant) in pairs {
                guard guide == .safeArea(of: rootID), case .view(let id) = view, let frame = frames[id],
                    viewAttribute == guideAttribute
                else { continue }
                if viewAttribute == .top && !foundTop {
                    insets.top = frame.minY - constant
                    foundTop = true
                } else if viewAttribute == .bottom && !foundBottom {
                    insets.bottom = size.height - (frame.maxY - constant)
                    foundBottom = true
                }
            }
        }
        return insets
    }
}
