/// Views read from Interface Builder files are laid out by their constraints: the subviews of a
/// view that roots a constraint system get the frames the solver gives at the size it is placed
/// at, then are placed by those frames like any framed view.
extension LayoutEngine {
    /// `node` with its subviews' frames solved at `size`; `node` itself when it roots no
    /// constraint system (a theme's view); and at the size Interface Builder solved it for, its
    /// stored frames, which are IB's own answer (the engine reproduces them for only part of real
    /// screens yet, Docs/interface-builder.md), except that a label IB sized to its text grows to fit
    /// that text in the stand-in font (`TextSizedLabels`) and views hidden only at run time move
    /// their stacks (`hidingAtRuntime`). Either way every text view learns how much narrower SF
    /// draws its text (`AutoLayoutSpec.textWidthScale`).
    func solvedByConstraints(
        _ node: ViewNode, size: Size, rtl: Bool, safeArea: EdgeInsets?, isScreen: Bool
    ) -> ViewNode {
        guard let spec = node.autoLayout, let design = spec.designSize else { return node }
        let environment = ConstraintEnvironment(
            size: size, safeAreaInsets: safeArea ?? .zero, rightToLeft: rtl, isScreen: isScreen,
            screenWidth: screenWidth)
        return solvedSubtrees.node(node, environment: environment) {
            // Measured once for the annotation and every solve below: the texts and stored frames
            // they measure are the same in each (only `textWidthScale`, which they do not read, changes).
            let calibration = StoredTextCalibration(metrics: metrics)
            let designTree = ConstraintTree(root: node, rightToLeft: rtl)
            let references = calibration.references(of: designTree)
            let node = calibration.annotatingTextWidthScales(of: designTree, references: references, in: node)
            let tree = ConstraintTree(root: node, rightToLeft: rtl)
            guard design != size || solvesAtDesignSize || spec.solvesAtDesignSize else {
                let widened = TextSizedLabels(tree: tree, metrics: metrics).widenedFrames()
                let stored = widened.isEmpty ? node : tree.replacingFrames(widened, in: node)
                return hidingAtRuntime(
                    stored, solving: node, tree: tree, environment: environment, references: references)
            }
            let solution = AutoLayoutSolver.solve(
                tree: tree, environment: environment, metrics: metrics, references: references)
            return tree.applying(solution, to: node)
        }
    }

    /// IB's stored frames with the views hidden only at run time (a stopped activity indicator, a
    /// view SkeletonView hides on show) out of their stacks: IB stores frames with them in place,
    /// UIStackView lays the others out without them. Each frame moves by what hiding them changes
    /// in the engine's solution (solved with them in place and without), so views the change does
    /// not reach keep IB's frames exactly.
    private func hidingAtRuntime(
        _ stored: ViewNode, solving node: ViewNode, tree: ConstraintTree, environment: ConstraintEnvironment,
        references: [StoredTextCalibration.Reference?]
    ) -> ViewNode {
        guard tree.entries.dropFirst().contains(where: \.node.isHiddenAtRuntime) else { return stored }
        var shownEnvironment = environment
        shownEnvironment.hidesViewsHiddenAtRuntime = false
        let shown = AutoLayoutSolver.solve(
            root: node, environment: shownEnvironment, metrics: metrics, references: references)
        let hidden = AutoLayoutSolver.solve(
            root: node, environment: environment, metrics: metrics, references: references)
        return stored.movingFrames(from: tree.applying(shown, to: node), to: tree.applying(hidden, to: node))
    }
}

extension ViewNode {
    /// A change smaller than this (points) is the solver's rounding, not a move.
    private static let moveTolerance = 0.001

    /// This tree with each subview's frame moved and resized by the difference between its frames
    /// in `before` and `after` (trees of the same shape, frames in the same coordinates).
    fileprivate func movingFrames(from before: ViewNode, to after: ViewNode) -> ViewNode {
        var node = self
        node.children = zip(children, zip(before.children, after.children)).map { child, pair in
            var moved = child.movingFrames(from: pair.0, to: pair.1)
            if let frame = child.frame, let old = pair.0.frame, let new = pair.1.frame {
                let change = [new.minX - old.minX, new.minY - old.minY, new.width - old.width, new.height - old.height]
                    .map { abs($0) < Self.moveTolerance ? 0 : $0 }
                moved.frame = Rect(
                    x: frame.minX + change[0], y: frame.minY + change[1], width: max(frame.width + change[2], 0),
                    height: max(frame.height + change[3], 0))
            }
            return moved
        }
        return node
    }
}

extension ViewNode {
    /// The constants of the width or height constraints the view holds, first to last:
    /// SkeletonView's `widthConstraints` / `heightConstraints` (UIView+Extensions.swift) filter
    /// `UIView.constraints` on the first attribute alone, so every relation (`≤`, `≥`, `=`) and
    /// priority counts. They are the Auto Layout constraints the view holds (as Interface Builder
    /// stores them, or a theme's `constraints`), then a number `width`/`height` rule, which stands
    /// for an equal constraint. Negative constants read as 0 (they never beat a frame).
    package func heldSizeConstants(_ attribute: LayoutAttribute) -> [Double] {
        let held = (autoLayout?.constraints ?? []).filter { $0.firstAttribute == attribute }.map(\.constant)
        let rule = attribute == .width ? width : attribute == .height ? height : nil
        guard case .fixed(let constant)? = rule else { return held.map(LayoutLimits.length) }
        return (held + [constant]).map(LayoutLimits.length)
    }

    /// SkeletonView's `definedMaxWidth` / `definedMaxHeight` (UIView+Extensions.swift) of a view
    /// `length` long on that axis: the larger of the length and its largest held constraint.
    package func definedMax(_ attribute: LayoutAttribute, length: Double) -> Double {
        max(length, heldSizeConstants(attribute).max() ?? 0)
    }
}
