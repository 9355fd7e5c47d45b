import SkeletonCore

/// How far a cell's own trailing and bottom edges lie past its content view's: the width of its
/// accessory and the height of its separator. The layout lays out a cell's content view, so a
/// constraint to the cell's own edge is one to the content view's edge moved by this much (IB
/// stores a text field pinned 34 points inside the trailing edge of a 393-point cell with a
/// disclosure indicator at x + width 359, past its 362.667-point content view's trailing less 34).
struct CellOutset: Equatable {
    /// The IB id of the cell (not of its content view).
    let cellID: String
    /// The accessory's width, between the content view's trailing edge and the cell's.
    let trailing: Double
    /// The separator's height, between the content view's bottom edge and the cell's.
    let bottom: Double

    /// What the cell's `attribute` adds to its content view's when `id` is the cell's own; 0 for
    /// any other item and for the leading and top edges, which the two share.
    func offset(of id: String, _ attribute: LayoutAttribute) -> Double {
        guard id == cellID else { return 0 }
        switch attribute {
        case .trailing, .right, .width: return trailing
        case .centerX: return trailing / 2
        case .bottom, .height: return bottom
        case .centerY: return bottom / 2
        default: return 0
        }
    }
}
