/// Views read from Interface Builder files are laid out by their constraints: the subviews of a
/// view that roots a constraint system get the frames the solver gives at the size it is placed
/// at, then are placed by those frames like any framed view.
extension LayoutEngine {
    /// `node` with its subviews' frames solved at `size`; `node` itself when it roots no
    /// constraint system (a theme's view); and at the size Interface Builder solved it for, its
    /// stored frames, which are IB's own answer (the engine reproduces them for only part of real
    /// screens yet, README "Auto Layout"), except that a label IB sized to its text grows to fit
    /// that text in the stand-in font (`TextSizedLabels`). Either way every text view learns how
    /// much narrower SF draws its text (`AutoLayoutSpec.textWidthScale`).
    func solvedByConstraints(_ node: ViewNode, size: Size, rtl: Bool, safeArea: EdgeInsets?) -> ViewNode {
        guard let spec = node.autoLayout, let design = spec.designSize else { return node }
        return solvedSubtrees.node(node, size: size, rightToLeft: rtl, safeArea: safeArea) {
            let node = StoredTextCalibration(metrics: metrics).annotatingTextWidthScales(
                of: ConstraintTree(root: node, rightToLeft: rtl), in: node)
            guard design != size || solvesAtDesignSize || spec.solvesAtDesignSize else {
                let tree = ConstraintTree(root: node, rightToLeft: rtl)
                let widened = TextSizedLabels(tree: tree, metrics: metrics).widenedFrames()
                return widened.isEmpty ? node : tree.replacingFrames(widened, in: node)
            }
            let environment = ConstraintEnvironment(
                size: size, safeAreaInsets: safeArea ?? .zero, rightToLeft: rtl, isScreen: safeArea != nil)
            let solution = AutoLayoutSolver.solve(root: node, environment: environment, metrics: metrics)
            return ConstraintTree(root: node, rightToLeft: rtl).applying(solution, to: node)
        }
    }
}
