/// SkeletonView's show recursion (`recursiveShowSkeleton` in UIView+SkeletonView.swift,
/// Recursive.swift, SkeletonLayer.swift) over a placed tree: only skeletonable views reached from
/// the root through skeletonable children take part; those without skeletonable children are leaves
/// and get a skeleton layer (lines for text nodes) above their content and subviews; tables and
/// collections never get their own; hidden-while-active views vanish, and views UIKit hides
/// (`ViewNode.isHiddenByUIKit`) or of alpha 0 draw nothing. A view's alpha below 1 groups its
/// subtree, skeleton included, as Core Animation's group opacity does. A layer's shadow comes
/// before the view and its border after its subviews and skeleton, as Core Animation composites them.
struct SkeletonViewSceneBuilder {
    /// Appearance fallbacks.
    let appearance: SkeletonAppearance
    /// Text metrics for line heights.
    let metrics: any TextMetrics
    /// Content-mode drawing.
    let painter: ContentPainter
    /// The line counts text nodes created their lines with, by path, where the layout changed
    /// since (`TextLineLayout.createdLineCount`).
    let createdLineCounts: [String: Int]
    /// Elements so far.
    private(set) var elements: [SceneElement] = []
    /// The decision taken for each view visited so far, in tree order.
    private(set) var decisions: [SkeletonDecision] = []

    /// Creates a builder.
    init(
        appearance: SkeletonAppearance, metrics: any TextMetrics, painter: ContentPainter,
        createdLineCounts: [String: Int] = [:]
    ) {
        self.appearance = appearance
        self.metrics = metrics
        self.painter = painter
        self.createdLineCounts = createdLineCounts
    }

    /// Adds a view and its subtree. `reached`: SkeletonView's show() runs on this view (the root,
    /// or a skeletonable child of a skeletonable, reached container). `trail` only feeds the
    /// recorded decisions.
    mutating func visit(
        _ view: PlacedView, reached: Bool, visibility inherited: SceneVisibility, trail: DecisionTrail = DecisionTrail()
    ) {
        let decision = decisions.count
        var trail = trail
        if trail.reach.isReached && !view.node.isSkeletonable {
            trail.reach = .stopped(by: view.path, because: .notSkeletonable)
        }
        record(view, trail: trail, outcome: .untouched)
        // UIKit draws neither the view nor the skeleton layer SkeletonView adds to it (it still
        // counts as a skeletonable child, so its parent stays a container).
        if view.node.isHiddenByUIKit {
            decisions[decision].outcome = .hiddenByUIKit
            return
        }
        // SkeletonView never reads alpha, but its skeleton layer is a sublayer of the view's layer
        // (`addSkeletonLayer` in UIView+Extensions.swift), so the view's opacity fades it too.
        if view.node.alpha <= 0 {
            decisions[decision].outcome = .transparent
            return
        }
        var visibility = inherited
        let skeletonable = reached && view.node.isSkeletonable
        if reached && view.node.isHiddenWhenSkeletonIsActive {
            // Only the root can be reached without being skeletonable (children are reached through
            // skeletonable parents only), and hide never visits it again.
            visibility.insert(skeletonable ? .hiddenWhileActive : .hiddenOnceShown)
            decisions[decision].hidden = skeletonable ? .itself : .onceShown
            trail.hiddenInside = view.path
        }
        let isLeaf = skeletonable && !view.isList && !view.hasSkeletonableSubviews
        if skeletonable && !isLeaf {
            decisions[decision].outcome = ListCountExplanation(of: view).map(SkeletonOutcome.list) ?? .container
        }
        var contentVisibility = visibility
        if isLeaf { contentVisibility.insert(.fadesWithContent) }
        let fades = view.node.alpha < 1
        if fades { elements.append(.beginGroup(opacity: view.node.alpha, visibility: visibility)) }
        if let shadow = painter.shadow(of: view) {
            elements.append(.content([shadow], visibility: visibility, needsGroup: false))
        }
        if let content = painter.element(for: view, visibility: contentVisibility) { elements.append(content) }
        if let control = painter.controlElement(for: view, visibility: visibility) { elements.append(control) }
        let clips = view.clipsSubviews
        if clips {
            elements.append(.pushClip(view.frame, CornerRadii(uniform: view.layerCornerRadius), visibility: visibility))
        }
        let hierarchy = Set(view.hierarchyChildren.map(\.path))
        for child in view.children {
            let childReached = skeletonable && child.node.isSkeletonable && hierarchy.contains(child.path)
            var childTrail = trail
            if skeletonable {
                childTrail.reach =
                    hierarchy.contains(child.path) ? .parent : .stopped(by: view.path, because: .notArranged)
            }
            visit(child, reached: childReached, visibility: visibility, trail: childTrail)
        }
        if isLeaf { decisions[decision].outcome = addSkeleton(of: view, visibility: visibility) }
        if clips { elements.append(.popClip(visibility: visibility)) }
        if let border = painter.border(of: view) {
            elements.append(.content([border], visibility: visibility, needsGroup: false))
        }
        if fades { elements.append(.endGroup(visibility: visibility)) }
    }

    /// A leaf's skeleton layer at the view's origin with SkeletonView's bounds (`skeletonSize`):
    /// text lines for text nodes with lines (SkeletonView's CALayer+Extensions.swift, read after
    /// growth), else one block with `skeletonCornerRadius`. Returns what it drew, explained.
    private mutating func addSkeleton(of view: PlacedView, visibility: SceneVisibility) -> SkeletonOutcome {
        let node = view.node
        // A text node without a line layout draws one line as the view (`renderSingleLineAsView`).
        var reason = node.kind == .label || node.kind == .textView ? BlockReason.singleLineAsView : .notText
        if let layout = TextLineLayout(
            of: view, appearance: appearance, metrics: metrics, createdLineCount: createdLineCounts[view.path])
        {
            reason = .noLineFits
            let lines = layout.lineFrames
            if !lines.isEmpty {
                let radii = CornerRadii(uniform: layout.parameters.cornerRadius)
                for line in lines {
                    let shape = SkeletonShape(
                        rect: line.offsetBy(dx: view.frame.minX, dy: view.frame.minY), radii: radii, role: .textLine,
                        isRightToLeft: view.isRightToLeft)
                    elements.append(.skeleton(shape, visibility: visibility))
                }
                return .lines(LinesExplanation(layout: layout, view: view, appearance: appearance))
            }
        }
        let radius = LayoutLimits.length(node.skeletonCornerRadius ?? appearance.skeletonCornerRadius)
        let block = SkeletonShape(
            rect: Rect(origin: view.frame.origin, size: view.skeletonSize), radii: CornerRadii(uniform: radius),
            role: .block,
            isRightToLeft: view.isRightToLeft)
        elements.append(.skeleton(block, visibility: visibility))
        return .block(
            BlockExplanation(
                reason: reason, size: view.skeletonSize, cornerRadius: radius,
                radiusFromView: node.skeletonCornerRadius != nil,
                clippedToRadius: view.clipsSubviews && view.layerCornerRadius > 0 ? view.layerCornerRadius : nil))
    }

    /// Records a view's decision, its outcome refined as `visit` learns it.
    private mutating func record(_ view: PlacedView, trail: DecisionTrail, outcome: SkeletonOutcome) {
        var node = view.node
        node.children = []
        decisions.append(
            SkeletonDecision(
                path: view.path, node: node, frame: view.frame, role: view.role, reach: trail.reach, outcome: outcome,
                hidden: trail.hiddenInside.map(HiddenWhileActive.inside) ?? .no))
    }
}

/// SkeletonView 1.31's `.trailing` stack quirk, which the preview does not reproduce: for a view
/// whose superview is a UIStackView aligned `.trailing`, `definedMaxBounds`
/// (Internal/UIKitExtensions/UIView+Extensions.swift) gives the skeleton layer a bounds origin x of
/// `definedMaxWidth`, and a layer's bounds origin offsets its sublayers, so a label's or text
/// view's line layers are drawn one skeleton width to the left of the view (a plain block is the
/// layer's own fill and does not move). The preview draws the lines over the view, where the
/// designer means them; the readers warn at each view it concerns instead.
package enum TrailingStackQuirk {
    /// Whether SkeletonView draws `child`'s skeleton lines offset in `stack`: an arranged,
    /// skeletonable label or text view (the kinds drawn as line layers) of a stack aligned
    /// `trailing` (Interface Builder's `bottom` of a horizontal stack is the same value).
    package static func offsetsLines(of child: ViewNode, in stack: ViewNode) -> Bool {
        stack.kind == .stack && stack.alignment == .trailing && child.isArranged && child.isSkeletonable
            && (child.kind == .label || child.kind == .textView)
    }

    /// The warning for `view` in `stack`, each named as the reader names it (with its place).
    package static func message(view: String, stack: String) -> String {
        "SkeletonView 1.31 draws the skeleton lines of \(view) one skeleton width to the left of it, outside "
            + "the view: its superview \(stack) aligns it trailing (`definedMaxBounds` shifts the lines by the "
            + "view's definedMaxWidth); the preview draws them over the view, where they are meant"
    }

    /// How to get the lines where the preview draws them on the phone.
    package static let fix =
        "align the stack `fill`, `leading` or `center`, or put the view in a plain container view inside the stack"
}
