import SkeletonCore
import Testing

@testable import SkeletonGallery

/// A theme of `count` phone layouts.
private func phones(_ count: Int, height: Double = 844) -> Theme {
    var theme = Theme(name: "Phones")
    theme.layouts = (0..<count).map {
        LayoutSpec(name: "P\($0)", size: Size(width: 390, height: height), root: ViewNode(kind: .view))
    }
    return theme
}

@Test func theCachedGalleryGeometryFollowsEveryInputItDependsOn() {
    let cache = GalleryGeometryCache()
    var state = GalleryState(theme: phones(70), viewport: Viewport(width: 1280, height: 800, pixelScale: 1))
    var theme = phones(70)
    #expect(cache.geometry(for: state, theme: theme) == state.geometry(for: theme))
    state.viewport = Viewport(width: 900, height: 700, pixelScale: 2)
    #expect(cache.geometry(for: state, theme: theme) == state.geometry(for: theme))
    state.zoom = 0.5
    #expect(cache.geometry(for: state, theme: theme) == state.geometry(for: theme))
    state.isFocused = true
    state.layoutIndex = 3
    #expect(cache.geometry(for: state, theme: theme) == state.geometry(for: theme))
    state.isFocused = false
    theme = phones(12, height: 600)
    #expect(cache.geometry(for: state, theme: theme) == state.geometry(for: theme))
    #expect(cache.geometry(for: state, theme: nil) == state.geometry(for: nil))
    // A device frame changes every card's size; the variants view places its grid instead.
    state.request.device = Device(name: "iphone-se")
    #expect(cache.geometry(for: state, theme: theme) == state.geometry(for: theme))
    state.showsVariants = true
    #expect(cache.geometry(for: state, theme: theme) == state.geometry(for: theme))
    state.request.device = nil
    #expect(cache.geometry(for: state, theme: theme) == state.geometry(for: theme))
}
