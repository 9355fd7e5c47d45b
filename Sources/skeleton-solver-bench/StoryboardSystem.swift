import ConstraintSolver

/// A constraint system shaped like a large storyboard: a screen whose size comes from two edit
/// variables and a tree of views, each pinned to its superview's leading and trailing edges, stacked
/// under its previous sibling (the first under its superview's top), the last one's bottom pinned to
/// its superview's (priority 750, so contents grow their containers up to the screen), with a
/// minimum height, a preferred (hugging-like) height and, on every third view, a maximum width that
/// the pins overrule.
struct StoryboardSystem {
    /// One view's frame variables.
    struct View {
        let left = Variable("left")
        let top = Variable("top")
        let width = Variable("width")
        let height = Variable("height")
    }

    /// The screen's width and height, edit variables.
    let screenWidth = Variable("screen width")
    let screenHeight = Variable("screen height")
    /// The root view first, then breadth-first.
    let views: [View]
    /// Every constraint, in the order added.
    let constraints: [Constraint]

    /// `viewCount` views, each with up to `childrenPerView` subviews.
    init(viewCount: Int, childrenPerView: Int) {
        let views = (0..<viewCount).map { _ in View() }
        let root = views[0]
        var constraints = [
            root.left == 0, root.top == 0, root.width == screenWidth, root.height == screenHeight,
        ]
        for (index, view) in views.enumerated().dropFirst() {
            let parent = views[(index - 1) / childrenPerView]
            let isFirstChild = (index - 1) % childrenPerView == 0
            let isLastChild = index % childrenPerView == 0 || index == viewCount - 1
            let above = isFirstChild ? parent.top + 8 : views[index - 1].top + views[index - 1].height + 8
            constraints += [
                view.left == parent.left + 8,
                view.left + view.width == parent.left + parent.width - 8,
                view.top == above,
                view.height >= 20,
                (view.height == 44).priority(250),
            ]
            if isLastChild {
                constraints.append((view.top + view.height == parent.top + parent.height - 8).priority(750))
            }
            if index % 3 == 0 { constraints.append((view.width <= 300).priority(500)) }
        }
        self.views = views
        self.constraints = constraints
    }

    /// A solver holding the system, solved for a `width` × `height` screen.
    func solved(width: Double, height: Double) throws(SolverError) -> Solver {
        var solver = Solver()
        try solver.addEditVariable(screenWidth, strength: Strength(priority: 999))
        try solver.addEditVariable(screenHeight, strength: Strength(priority: 999))
        try solver.suggestValue(width, for: screenWidth)
        try solver.suggestValue(height, for: screenHeight)
        for constraint in constraints { try solver.add(constraint) }
        solver.updateVariables()
        return solver
    }
}
