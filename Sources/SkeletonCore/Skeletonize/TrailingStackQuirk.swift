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
