/// One unknown of a constraint system: a part of a view's frame, in the coordinates of the view
/// that roots the system (a screen's root view or a cell). Absolute coordinates, not the parent's:
/// IB's constraints relate views of different parents (a common ancestor holds them), which then
/// stay two-term equations instead of sums over every ancestor's origin.
package struct FrameVariable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Which part of the frame.
    package enum Part: Int, Hashable, Sendable {
        /// The left edge.
        case left
        /// The top edge.
        case top
        /// The width.
        case width
        /// The height.
        case height
        /// A scroll view's content width.
        case contentWidth
        /// A scroll view's content height.
        case contentHeight
    }

    /// The view's id in the system.
    package var view: String
    /// The part of its frame.
    package var part: Part

    /// Creates a variable.
    package init(_ view: String, _ part: Part) {
        self.view = view
        self.part = part
    }

    /// `card.left`.
    package var description: String { "\(view).\(part)" }

    /// By view, then left, top, width, height: the order descriptions list terms in.
    package static func < (lhs: FrameVariable, rhs: FrameVariable) -> Bool {
        (lhs.view, lhs.part.rawValue) < (rhs.view, rhs.part.rawValue)
    }
}
