extension PlacedView {
    /// The layer's corner radius made safe (NaN or negative is 0): what its background, clip and
    /// clipped image are rounded with.
    package var layerCornerRadius: Double {
        LayoutLimits.length(node.cornerRadius)
    }

    /// Whether the view clips its subviews: `clipsToBounds`, or a scroll view (table, collection,
    /// text view), which always clips.
    package var clipsSubviews: Bool {
        node.clipsToBounds || isList || node.kind == .textView
    }
}
