import Foundation
import SkeletonCore
import SkeletonDocument
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// The IB files written for these tests (an app folder with an asset catalog and a Pods folder).
enum Fixtures {
    /// The app folder.
    static let app = Repository.path("Tests/SkeletonInterfaceBuilderTests/Fixtures/App")
    /// A storyboard: one screen with a header, a table with a prototype cell, colours of every space.
    static let profile = app + "/Profile.storyboard"
    /// A xib: a view with a collection, and a table cell drawn 320 wide.
    static let cards = app + "/Cards.xib"
    /// A storyboard: a static settings table (cells of several heights, attributed texts) and a
    /// collection with two prototypes, a section inset and a header.
    static let settings = Repository.path("Tests/SkeletonInterfaceBuilderTests/Fixtures/Settings/Settings.storyboard")

    /// The warning of a file in which no view is skeletonable (most documents written for a test about
    /// something else).
    static let nothingSkeletonable =
        "no view in this file is skeletonable, so SkeletonView draws no skeleton here: its screens are shown "
        + "as the app shows them with the skeleton off"

    /// Loads `path` with SkeletonView's default look.
    static func load(_ path: String, options: InterfaceBuilderOptions = InterfaceBuilderOptions()) -> ThemeLoadResult {
        InterfaceBuilderLoader.load(path: path, look: Theme(name: "look"), options: options)
    }

    /// Loads a document written in the test, as if read from `path`.
    static func load(text: String, path: String, options: InterfaceBuilderOptions = InterfaceBuilderOptions())
        -> ThemeLoadResult
    {
        InterfaceBuilderLoader.load(data: Data(text.utf8), path: path, look: Theme(name: "look"), options: options)
    }

    /// The rectangles of the skeleton shapes SkeletonView's rules give `layout`, in drawing order.
    static func skeletonRects(_ layout: LayoutSpec) -> [Rect] {
        let metrics = FakeTextMetrics()
        let root = LayoutEngine(metrics: metrics, appearance: .default).place(layout)
        let scene = SkeletonScene(
            root: root, mode: .skeletonView, appearance: .default, metrics: metrics, scheme: .light)
        return scene.elements.compactMap { element in
            if case .skeleton(let shape, _) = element { return shape.rect }
            return nil
        }
    }

    /// The first layout of `path`.
    static func layout(_ path: String, options: InterfaceBuilderOptions = InterfaceBuilderOptions()) throws
        -> LayoutSpec
    {
        try #require(load(path, options: options).theme?.layouts.first)
    }
}

extension ViewNode {
    /// The view with IB id `id` in this subtree (cell templates, static cells, headers and footers included).
    func find(_ id: String) -> ViewNode? {
        if self.id == id { return self }
        let below = children + (list?.templates ?? [])
        for child in below {
            if let found = child.find(id) { return found }
        }
        return nil
    }
}
