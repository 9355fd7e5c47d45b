/// SkeletonView's label growth on show in a constraint system: `updateHeightConstraintsIfNeeded`
/// (UILabel+Extensions.swift) deactivates a growing label's height constraints and activates a
/// required `height = desiredHeight` in the same system, so Auto Layout moves what is pinned below
/// the label and grows what holds it, as the theme's plain stacks push the views after a grown label.
extension LayoutEngine {
    /// The identifier of the height constraint growth gives a label.
    static let growthIdentifier = "SkeletonView-growth"

    /// `laidOut` (`node`'s system laid out without growth in `environment`) as it stands while the
    /// skeleton shows: each label show reaches (`isReachedOnShow`) that grows at its laid-out height
    /// (`heightGrowth`) holds its growth constraint instead of its own height constraints, and every
    /// view moves and resizes by what that changes in the engine's solution, so where the system keeps
    /// the frames Interface Builder stored the views growth does not reach keep them exactly. A grown
    /// label is as high as its growth constraint and records it (`AutoLayoutSpec.grownOnShow`).
    func grownOnShow(_ laidOut: ViewNode, solving node: ViewNode, environment: ConstraintEnvironment, design: Size)
        -> ViewNode
    {
        let placed = ConstraintTree(root: laidOut, rightToLeft: environment.rightToLeft)
        var growths: [Int: Double] = [:]
        for index in placed.entries.indices.dropFirst() where Self.isReachedOnShow(index, in: placed) {
            let label = placed.entries[index].node
            if let frame = label.frame, let growth = heightGrowth(of: label, height: frame.height) {
                growths[index] = growth
            }
        }
        guard !growths.isEmpty else { return laidOut }
        let (annotated, tree, references) = calibrated(node, rtl: environment.rightToLeft)
        let grownNode = tree.editingNodes(in: annotated) { index, label in
            guard let growth = growths[index] else { return }
            // Growth replaces the label's own height: a theme's rule (a number, or `fill` across its
            // box or stack) gives way to its text's, an Interface Builder label's number (its height
            // constraint, removed below) to none.
            if label.autoLayout?.followsSizeRules == true {
                label.height = .fit
            } else if case .fixed? = label.height {
                label.height = nil
            }
            label.autoLayout?.constraints.removeAll { $0.firstAttribute == .height }
            label.autoLayout?.constraints.append(
                LayoutConstraint(
                    .view(tree.entries[index].id), .height, constant: growth, identifier: Self.growthIdentifier,
                    location: tree.entries[index].spec.location))
        }
        let grown = tree.applying(
            AutoLayoutSolver.solve(
                root: grownNode, environment: environment, metrics: metrics, references: references),
            to: annotated)
        let moved =
            solves(tree, at: environment.size, design: design)
            ? grown
            : laidOut.movingFrames(
                from: tree.applying(
                    AutoLayoutSolver.solve(
                        tree: tree, environment: environment, metrics: metrics, references: references),
                    to: annotated),
                to: grown)
        return placed.editingNodes(in: moved) { index, label in
            guard let growth = growths[index] else { return }
            label.frame?.size.height = growth
            label.autoLayout?.grownOnShow = growth
        }
    }

    /// Whether SkeletonView's show reaches entry `index` of `tree`, its system's root taken as
    /// reached: it is visible, it and every view above it up to the root are skeletonable, and one
    /// whose superview is a stack is one of its arranged views (`subviewsSkeletonables`, as
    /// `LayoutSpec.hidingWhileActive` reaches views).
    private static func isReachedOnShow(_ index: Int, in tree: ConstraintTree) -> Bool {
        var current = index
        while let parent = tree.entries[current].parent {
            let entry = tree.entries[current]
            let superview = tree.entries[parent]
            guard entry.node.isSkeletonable, superview.node.isSkeletonable, !entry.isHidden,
                superview.node.kind != .stack || entry.isArranged
            else { return false }
            current = parent
        }
        return true
    }
}
