import SkeletonCore
import TestSupport

/// A view of a kind with a frame.
func view(_ kind: ViewKind, id: String? = nil, frame: Rect? = nil, children: [ViewNode] = []) -> ViewNode {
    var node = ViewNode(kind: kind)
    node.id = id
    node.frame = frame
    node.children = children
    return node
}

/// A multi-line label (numberOfLines 0 by default) at a frame.
func label(
    _ frame: Rect?, lines: Int = 0, alignment: TextAlignment = .natural, text: String? = nil, id: String? = nil
) -> ViewNode {
    var node = view(.label, id: id, frame: frame)
    node.numberOfLines = lines
    node.textAlignment = alignment
    node.text = text
    return node
}

/// A vertical or horizontal stack.
func stack(
    _ axis: StackAxis, frame: Rect? = nil, spacing: Double = 0, alignment: StackAlignment = .fill,
    distribution: StackDistribution = .fill, children: [ViewNode]
) -> ViewNode {
    var node = view(.stack, frame: frame, children: children)
    node.axis = axis
    node.spacing = spacing
    node.alignment = alignment
    node.distribution = distribution
    return node
}

/// A layout whose root is a plain container of `children` filling a canvas.
func screen(width: Double = 400, height: Double = 800, _ children: [ViewNode]) -> LayoutSpec {
    LayoutSpec(name: "test", size: Size(width: width, height: height), root: view(.view, children: children))
}

/// A layout with the given root.
func screen(width: Double = 400, height: Double = 800, root: ViewNode) -> LayoutSpec {
    LayoutSpec(name: "test", size: Size(width: width, height: height), root: root)
}

/// The placed tree of a layout with the fake metrics.
func placed(
    _ spec: LayoutSpec, appearance: SkeletonAppearance = .default, metrics: FakeTextMetrics = FakeTextMetrics(),
    rtl: Bool = false
) -> PlacedView {
    LayoutEngine(metrics: metrics, appearance: appearance).place(spec, forceRightToLeft: rtl)
}

/// The skeleton shapes SkeletonView's rules give a layout, in drawing order.
func skeletonShapes(
    _ spec: LayoutSpec, appearance: SkeletonAppearance = .default, metrics: FakeTextMetrics = FakeTextMetrics(),
    rtl: Bool = false
) -> [SkeletonShape] {
    let root = placed(spec, appearance: appearance, metrics: metrics, rtl: rtl)
    let scene = SkeletonScene(root: root, mode: .skeletonView, appearance: appearance, metrics: metrics, scheme: .light)
    return scene.elements.compactMap { element in
        if case .skeleton(let shape, _) = element { return shape }
        return nil
    }
}

/// The rectangles of the skeleton shapes of a layout.
func skeletonRects(
    _ spec: LayoutSpec, appearance: SkeletonAppearance = .default, rtl: Bool = false
) -> [Rect] {
    skeletonShapes(spec, appearance: appearance, rtl: rtl).map(\.rect)
}
