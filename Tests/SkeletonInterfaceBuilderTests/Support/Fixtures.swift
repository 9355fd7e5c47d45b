import SkeletonCore
import SkeletonInterfaceBuilder
import SkeletonTheme
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

    /// Loads `path` with SkeletonView's default look.
    static func load(_ path: String, options: InterfaceBuilderOptions = InterfaceBuilderOptions()) -> ThemeLoadResult {
        InterfaceBuilderLoader.load(path: path, look: Theme(name: "look"), options: options)
    }

    /// The first layout of `path`.
    static func layout(_ path: String, options: InterfaceBuilderOptions = InterfaceBuilderOptions()) throws
        -> LayoutSpec
    {
        try #require(load(path, options: options).theme?.layouts.first)
    }
}

extension ViewNode {
    /// The view with IB id `id` in this subtree (cell templates included).
    func find(_ id: String) -> ViewNode? {
        if self.id == id { return self }
        var below = children
        switch list {
        case .table(let table)?: below.append(table.cell)
        case .collection(let collection)?: below.append(collection.cell)
        case nil: break
        }
        for child in below {
            if let found = child.find(id) { return found }
        }
        return nil
    }
}
