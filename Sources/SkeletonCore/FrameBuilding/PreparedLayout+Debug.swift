extension PreparedLayout {
    /// SkeletonView's `skeletonTreeDescription` of the layout's root (UIView+SKExtensions.swift),
    /// with a stable key order: type, reference, isSkeletonable, children.
    /// `withFrames`: every view, each with its frame (`tree --frames`).
    package func treeDescription(withFrames: Bool = false) -> String {
        (withFrames ? root.framedTreeNode : root.treeNode).prettyText
    }

    /// The display list at t as stable JSON (see `DisplayList.json`); image paths relative to
    /// `folder` when given (absolute and standardized, like the loader's image paths).
    package func dumpJSON(at t: Double, timeline: SkeletonTimeline, imagesRelativeTo folder: String? = nil) -> String {
        displayList(at: t, timeline: timeline).json(imagesRelativeTo: folder).prettyText
    }
}
