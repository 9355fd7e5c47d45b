/// A constraint system solved: every view's frame in the coordinates of the system's root, and
/// what had to be ignored or broken on the way.
package struct AutoLayoutSolution: Hashable, Sendable {
    /// Frames by view id (the ids of `ConstraintTree`).
    package var frames: [String: Rect]
    /// Constraints ignored (unusable) or broken (unsatisfiable), located.
    package var issues: [LayoutIssue]

    /// Creates a solution.
    package init(frames: [String: Rect], issues: [LayoutIssue]) {
        self.frames = frames
        self.issues = issues
    }
}
