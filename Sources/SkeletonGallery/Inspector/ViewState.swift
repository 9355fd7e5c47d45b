import SkeletonCore

/// A view's state as the state overlay (the E key) colours it, from SkeletonView's decision.
package enum ViewState: CaseIterable, Sendable {
    /// A reached leaf with a skeleton of its own (one block or text lines).
    case skeletonLeaf
    /// A reached container or list: no skeleton of its own, its subviews take part.
    case container
    /// `isSkeletonable` set, but an ancestor (or a stack it is not arranged in) stops the descent.
    case flaggedButUnreachable
    /// Not skeletonable: its content shows as is.
    case notSkeletonable
    /// Hidden while the skeleton is active (itself, or inside a view that is).
    case hiddenWhileActive

    /// The state of a decision; nil for views UIKit or alpha 0 keep off screen.
    package init?(_ decision: SkeletonDecision) {
        if decision.hidden != .no {
            self = .hiddenWhileActive
            return
        }
        switch decision.outcome {
        case .block, .lines: self = .skeletonLeaf
        case .container, .list: self = .container
        case .hiddenByUIKit, .transparent: return nil
        case .untouched:
            self = decision.node.isSkeletonable && !decision.reach.isReached ? .flaggedButUnreachable : .notSkeletonable
        }
    }

    /// The legend's words.
    package var name: String {
        switch self {
        case .skeletonLeaf: "skeleton leaf"
        case .container: "container"
        case .flaggedButUnreachable: "flagged but unreachable"
        case .notSkeletonable: "not skeletonable"
        case .hiddenWhileActive: "hidden while active"
        }
    }

    /// Its colour: green draws, blue holds, red is the surprise, grey is left alone, violet hides.
    package var color: RGBA8 {
        switch self {
        case .skeletonLeaf: RGBA8(rgb: 0x34C759)
        case .container: RGBA8(rgb: 0x0A84FF)
        case .flaggedButUnreachable: RGBA8(rgb: 0xFF3B30)
        case .notSkeletonable: RGBA8(rgb: 0x8E8E93)
        case .hiddenWhileActive: RGBA8(rgb: 0xAF52DE)
        }
    }

    /// Whether the view is filled as well as outlined: the states that say something about the view
    /// itself (a container's or a plain view's fill would tint everything inside it).
    var isFilled: Bool { self != .container && self != .notSkeletonable }
}
