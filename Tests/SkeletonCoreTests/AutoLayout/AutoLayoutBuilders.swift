import SkeletonCore

/// A view laid out by Auto Layout: `frame` is its stored frame; it translates its (empty)
/// autoresizing mask only when `translates`.
func constrained(
    _ kind: ViewKind, _ id: String, frame: Rect = Rect(x: 0, y: 0, width: 0, height: 0), translates: Bool = false,
    constraints: [LayoutConstraint] = [], children: [ViewNode] = []
) -> ViewNode {
    var node = ViewNode(kind: kind)
    node.id = id
    node.frame = frame
    node.children = children
    var spec = AutoLayoutSpec()
    spec.translatesAutoresizingMaskIntoConstraints = translates
    spec.constraints = constraints
    spec.location = SourceLocation(file: "Test.storyboard", line: 1, column: 1)
    node.autoLayout = spec
    return node
}

/// A screen's root view of `size` holding `constraints`, with `children`.
func constrainedRoot(
    _ size: Size, constraints: [LayoutConstraint] = [], children: [ViewNode]
) -> ViewNode {
    var root = constrained(
        .view, "root", frame: Rect(origin: .zero, size: size), translates: true, constraints: constraints,
        children: children)
    root.frame = nil
    root.autoLayout?.designSize = size
    return root
}

/// A constraint written at `line` of the test file.
func pin(
    _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
    _ second: LayoutItem? = nil, _ secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1,
    constant: Double = 0, priority: Double = 1000, id: String, line: Int = 1
) -> LayoutConstraint {
    LayoutConstraint(
        first, firstAttribute, relation, second, secondAttribute, multiplier: multiplier, constant: constant,
        priority: LayoutPriority(priority), identifier: id,
        location: SourceLocation(file: "Test.storyboard", line: line, column: 5))
}
