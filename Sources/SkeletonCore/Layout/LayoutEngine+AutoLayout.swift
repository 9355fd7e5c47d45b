/// Views read from Interface Builder files are laid out by their constraints: the subviews of a
/// view that roots a constraint system get the frames the solver gives at the size it is placed
/// at, then are placed by those frames like any framed view.
extension LayoutEngine {
    /// `node` with its subviews' frames solved at `size`, or `node` itself when it roots no
    /// constraint system (a theme's view) or is placed at the size Interface Builder solved it for:
    /// there the stored frames are IB's own answer, which the engine reproduces for only part of
    /// real screens yet (README, "Auto Layout"), so it re-flows a screen for every other size.
    func solvedByConstraints(_ node: ViewNode, size: Size, rtl: Bool, safeArea: EdgeInsets?) -> ViewNode {
        guard let spec = node.autoLayout, let design = spec.designSize,
            design != size || solvesAtDesignSize || spec.solvesAtDesignSize
        else { return node }
        return solvedSubtrees.node(node, size: size, rightToLeft: rtl, safeArea: safeArea) {
            let environment = ConstraintEnvironment(
                size: size, safeAreaInsets: safeArea ?? .zero, rightToLeft: rtl, isScreen: safeArea != nil)
            let solution = AutoLayoutSolver.solve(root: node, environment: environment, metrics: metrics)
            return ConstraintTree(root: node, rightToLeft: rtl).applying(solution, to: node)
        }
    }
}
