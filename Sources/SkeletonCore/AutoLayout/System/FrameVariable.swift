/// One unknown of a constraint system: a part of a view's frame, in the coordinates of the view
/// that roots the system (a screen's root view or a cell). Absolute coordinates, not the parent's:
/// IB's constraints relate views of different parents (a common ancestor holds them), which then
/// stay two-term equations instead of sums over every ancestor's origin.
///
/// Identified by the view's entry in its `ConstraintTree` and the part, one small integer, so that
/// building a system hashes and compares no strings; the view's id is kept for descriptions only.
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

        /// The name descriptions use (a switch: interpolating an enum case reflects on it, which
        /// costs more than the rest of building a system).
        var name: String {
            switch self {
            case .left: "left"
            case .top: "top"
            case .width: "width"
            case .height: "height"
            case .contentWidth: "contentWidth"
            case .contentHeight: "contentHeight"
            }
        }
    }

    /// How many unknowns a view has.
    private static let partsPerView = Part.contentHeight.rawValue + 1

    /// The view's id in the system.
    package let view: String
    /// `entry × partsPerView + part`: the view's entry index in its tree and the part, the identity.
    package let key: Int

    /// The `part` of the view at `entry` of its tree, whose id is `view`.
    package init(_ view: String, entry: Int, _ part: Part) {
        self.view = view
        key = Self.key(entry: entry, part)
    }

    /// The key of the `part` of the view at `entry`.
    package static func key(entry: Int, _ part: Part) -> Int { entry * Self.partsPerView + part.rawValue }

    /// The view's entry index in its tree.
    package var entry: Int { key / Self.partsPerView }

    /// The part of its frame.
    package var part: Part { Part(rawValue: key % Self.partsPerView)! }

    /// `card.left`.
    package var description: String { view + "." + part.name }

    /// Whether both are the same unknown of one system (entry and part; the id follows from the entry).
    package static func == (lhs: FrameVariable, rhs: FrameVariable) -> Bool { lhs.key == rhs.key }

    /// Hashes the identity.
    package func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// By view id, then left, top, width, height: the order descriptions list terms in.
    package static func < (lhs: FrameVariable, rhs: FrameVariable) -> Bool {
        lhs.entry == rhs.entry ? lhs.key < rhs.key : lhs.view < rhs.view
    }
}
