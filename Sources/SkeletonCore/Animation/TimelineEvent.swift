/// One request recorded by a `SkeletonTimeline`.
struct TimelineEvent: Hashable, Sendable {
    /// What was requested.
    enum Kind: Hashable, Sendable {
        /// showSkeleton: appear after the delay.
        case show
        /// hideSkeleton: disappear, cancelling a pending show.
        case hide
        /// An update*Skeleton call: switch to this style.
        case style(SkeletonStyle)
    }

    /// When it was requested, in seconds.
    var time: Double
    /// What was requested.
    var kind: Kind
}
