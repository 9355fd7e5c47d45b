extension PreparedLayout {
    /// SkeletonView's `skeletonTreeDescription` of the layout's root (UIView+SKExtensions.swift),
    /// with a stable key order: type, reference, isSkeletonable, children.
    package func treeDescription() -> String {
        root.treeNode.prettyText
    }

    /// The display list at t as stable JSON (see `DisplayList.json`); image paths relative to
    /// `folder` when given (absolute and standardized, like the loader's image paths).
    package func dumpJSON(at t: Double, timeline: SkeletonTimeline, imagesRelativeTo folder: String? = nil) -> String {
        displayList(at: t, timeline: timeline).json(imagesRelativeTo: folder).prettyText
    }
}
