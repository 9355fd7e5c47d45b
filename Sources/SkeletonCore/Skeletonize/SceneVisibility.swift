/// When a scene element is drawn and how it fades, decided once at preparation and applied to
/// each frame's timeline state.
package struct SceneVisibility: OptionSet, Hashable, Sendable {
    /// The raw bits.
    package let rawValue: UInt8

    /// Creates a visibility from raw bits.
    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Leaf content that SkeletonView clears on show inside the cross-dissolve: × contentOpacity.
    package static let fadesWithContent = SceneVisibility(rawValue: 1 << 0)
    /// Inside a view with `isHiddenWhenSkeletonIsActive`: not drawn while the skeleton is active
    /// (upstream flips `isHidden` without animation).
    package static let hiddenWhileActive = SceneVisibility(rawValue: 1 << 1)
    /// A UIView-Shimmer template mask: applied only while the skeleton is visible.
    package static let onlyWhileActive = SceneVisibility(rawValue: 1 << 2)
    /// Content whose first command is the background of a label, text view, text field, image view
    /// or button leaf: SkeletonView's prepare step clears it at once on show (outside the
    /// cross-dissolve) and hide restores it inside the cross-dissolve, so it is absent while the
    /// skeleton is active and fades with the rest of the content otherwise.
    package static let clearedWhileActive = SceneVisibility(rawValue: 1 << 3)
    /// Inside a root that is not skeletonable but has `isHiddenWhenSkeletonIsActive`: show hides
    /// it, and hide returns early for a view that is not skeletonable, so it never reappears once a
    /// show has run (a quirk of `recursiveHideSkeleton` in SkeletonView's
    /// UIView+SkeletonView.swift, kept; README, "Upstream quirks kept for parity").
    package static let hiddenOnceShown = SceneVisibility(rawValue: 1 << 4)
}
