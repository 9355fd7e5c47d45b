extension Theme {
    /// The transitions the timeline runs: the theme's in SkeletonView mode. UIView-Shimmer's
    /// `setTemplateWithSubviews` adds and removes its layers at once and has no delay, so in
    /// template mode the template and the shimmer appear and go instantly (the shimmer's phase is 0
    /// at the show) whatever `transition` says.
    package var timelineTransitions: TransitionSettings {
        guard case .shimmerTemplate = mode else { return transition }
        var instant = TransitionSettings()
        instant.show = .none
        instant.hide = .none
        return instant
    }
}
