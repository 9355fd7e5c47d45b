extension ViewNode {
    /// UIKit hides the view by its own state: a stopped activity indicator that hides when stopped
    /// (`hidesWhenStopped`, UIKit's default). Its layer, and so any skeleton layer SkeletonView adds
    /// to it, is not drawn, and a stack lays out its other arranged views without it.
    package var isHiddenByUIKit: Bool {
        kind == .activityIndicatorView && !control.isAnimating && control.hidesWhenStopped
    }

    /// Hidden at run time although Interface Builder shows it (and stores frames with it in place):
    /// hidden by UIKit, or by SkeletonView's show in the layout while the skeleton shows.
    package var isHiddenAtRuntime: Bool { isHiddenBySkeleton || isHiddenByUIKit }
}
