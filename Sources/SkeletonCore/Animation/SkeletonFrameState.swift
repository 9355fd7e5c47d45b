/// What a `SkeletonTimeline` says about one moment: everything a frame needs besides the layout.
package struct SkeletonFrameState: Hashable, Sendable {
    /// Opacity of the skeleton layers, 0…1 (the eased show/hide fade).
    package var skeletonOpacity: Double
    /// Opacity of the content the skeleton replaces (text, images, backgrounds): 1 − skeletonOpacity,
    /// the holder's cross-dissolve running with the same eased fade.
    package var contentOpacity: Double
    /// The style being drawn (the new one during a style cross-fade).
    package var style: SkeletonStyle
    /// Seconds since the current style's animation started (at the show, so it runs during the show
    /// fade); nil when it is not running (static style, after a hide). Paint then shows the style's
    /// static look.
    package var animationTime: Double?
    /// Seconds since the show fade ended, whatever the style; nil while not shown or still fading in.
    /// For animations that do not follow the style, like UIView-Shimmer's template shimmer.
    package var shownTime: Double?
    /// The style being replaced while a solid ↔ gradient switch cross-fades; nil otherwise.
    package var previousStyle: SkeletonStyle?
    /// Animation time of `previousStyle` (its animation keeps running while it fades out).
    package var previousAnimationTime: Double?
    /// Weight of `style` in the cross-fade, 0…1 (1 when no switch is fading): draw the previous
    /// style at opacity 1 − styleBlend over the new one, as upstream fades the old layer out above
    /// the new.
    package var styleBlend: Double
    /// Whether any of the skeleton is drawn (skeletonOpacity > 0).
    package var isSkeletonVisible: Bool
    /// SkeletonView's isSkeletonActive: shown (or fading in) and not hidden since.
    package var isActive: Bool
    /// Whether a show has happened at or before this moment (after its delay), hidden since or not.
    package var hasShown: Bool
    /// Whether the last show/hide request was a show (active, or waiting for its delay): what a
    /// show/hide toggle should look at.
    package var isShowRequested: Bool
    /// Whether nothing but the looping animation will change after this moment.
    package var isSettled: Bool
}
