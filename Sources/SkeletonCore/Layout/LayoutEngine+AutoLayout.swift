/// Views read from Interface Builder files are laid out by their constraints: the subviews of a
/// view that roots a constraint system get the frames the solver gives at the size it is placed
/// at, then are placed by those frames like any framed view.
extension LayoutEngine {
    /// `node` with its subviews' frames solved at `size`, or `node` itself when it roots no
    /// constraint system (a theme's view).
    func solvedByConstraints(_ node: ViewNode, size: Size, rtl: Bool, safeArea: EdgeInsets?) -> ViewNode {
        guard node.autoLayout?.designSize != nil else { return node }
        let environment = ConstraintEnvironment(
            size: size, safeAreaInsets: safeArea ?? .zero, rightToLeft: rtl, isScreen: safeArea != nil)
        let solution = AutoLayoutSolver.solve(root: node, environment: environment, metrics: metrics)
        return ConstraintTree(root: node, rightToLeft: rtl).applying(solution, to: node)
    }
}
