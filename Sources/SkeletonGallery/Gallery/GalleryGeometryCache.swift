import SkeletonCore

/// The gallery's geometry for the latest layout sizes, view and window: the automatic grid scale
/// tries every row count (quadratic in the number of layouts), far too dear to redo every frame
/// of a 70-screen storyboard, and it only changes with a reload, a resize, zoom or focus.
final class GalleryGeometryCache {
    /// What the geometry depends on: the cards' sizes (the device frame's when one is on), the
    /// window, zoom and focus, and in the variants view the grid's pixel size.
    private struct Key: Equatable {
        var sizes: [Size]
        var viewport: Viewport
        var zoom: Double?
        var focusedIndex: Int?
        var variantGrid: Size?
    }

    private var last: (key: Key, geometry: GalleryGeometry)?

    /// `state.geometry(for: theme)`, computed again only when its inputs changed.
    func geometry(for state: GalleryState, theme: Theme?) -> GalleryGeometry {
        let key = Key(
            sizes: theme?.layouts.map(state.cardSize(of:)) ?? [], viewport: state.viewport, zoom: state.zoom,
            focusedIndex: state.isFocused ? state.layoutIndex : nil,
            variantGrid: state.variantGeometry(for: theme).map {
                Size(width: Double($0.width), height: Double($0.height))
            })
        if let last, last.key == key { return last.geometry }
        let geometry = state.geometry(for: theme)
        last = (key, geometry)
        return geometry
    }
}
