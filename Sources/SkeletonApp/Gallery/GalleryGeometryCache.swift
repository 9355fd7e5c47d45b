import SkeletonCore

/// The gallery's geometry for the latest layout sizes, view and window: the automatic grid scale
/// tries every row count (quadratic in the number of layouts), far too dear to redo every frame
/// of a 70-screen storyboard, and it only changes with a reload, a resize, zoom or focus.
final class GalleryGeometryCache {
    /// What the geometry depends on.
    private struct Key: Equatable {
        var sizes: [Size]
        var viewport: Viewport
        var zoom: Double?
        var focusedIndex: Int?
    }

    private var last: (key: Key, geometry: GalleryGeometry)?

    /// `state.geometry(for: theme)`, computed again only when its inputs changed.
    func geometry(for state: GalleryState, theme: Theme?) -> GalleryGeometry {
        let key = Key(
            sizes: theme?.layouts.map(\.size) ?? [], viewport: state.viewport, zoom: state.zoom,
            focusedIndex: state.isFocused ? state.layoutIndex : nil)
        if let last, last.key == key { return last.geometry }
        let geometry = state.geometry(for: theme)
        last = (key, geometry)
        return geometry
    }
}
