import SkeletonCore

/// UIKit's `semanticContentAttribute` as Interface Builder writes it (Attributes inspector,
/// "Semantic"): the direction a view forces on itself and, through its trait collection, on its
/// subviews (`effectiveUserInterfaceLayoutDirection`, which SkeletonView's `isRTL` reads for the
/// padding swap, the `.natural` last line and the default slide, UIView+Extensions.swift).
enum SemanticDirection {
    /// The direction `element` forces: right to left for `forceRightToLeft`; left to right for
    /// `forceLeftToRight`, `playback` and `spatial` (UIKit never flips those); nil for
    /// `unspecified` (or none), which inherits.
    static func forced(by element: IBNode) -> LayoutDirection? {
        switch element["semanticContentAttribute"] {
        case "forceRightToLeft": .rightToLeft
        case "forceLeftToRight", "playback", "spatial": .leftToRight
        default: nil
        }
    }

    /// Interface Builder stores the frames of a right-to-left view's subviews as laid out right to
    /// left; the layout model keeps a subview's frame from its superview's leading edge (and mirrors
    /// it back in a right-to-left superview), so each x becomes `width − maxX` of the superview
    /// `width` wide.
    static func leadingFrames(of children: inout [MappedView], hidden: inout [ViewNode], width: Double) {
        for index in children.indices {
            children[index].node.frame = children[index].node.frame.map { mirrored($0, width: width) }
        }
        for index in hidden.indices {
            hidden[index].frame = hidden[index].frame.map { mirrored($0, width: width) }
        }
    }

    /// `frame` mirrored across a superview `width` wide.
    private static func mirrored(_ frame: Rect, width: Double) -> Rect {
        var frame = frame
        frame.origin.x = width - frame.maxX
        return frame
    }
}
