extension PreparedLayout {
    /// SkeletonView's `skeletonTreeDescription` of the layout's root (§6.6), with a stable key
    /// order: type, reference, isSkeletonable, children.
    package func treeDescription() -> String {
        root.treeNode.prettyText
    }

    /// The display list at t as stable JSON (see `DisplayList.json`).
    package func dumpJSON(at t: Double, timeline: SkeletonTimeline) -> String {
        displayList(at: t, timeline: timeline).json.prettyText
    }
}
