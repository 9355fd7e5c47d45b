import Foundation
import SkeletonCore

/// Several documents (a folder's storyboards and xibs, or the files `import` is given) as one theme:
/// the first document's look, every document's layouts, each under a name no other layout has.
package struct MergedDocuments {
    /// The theme so far (nil before the first document).
    package private(set) var theme: Theme?
    /// The layout names taken.
    private var names: Set<String> = []

    /// An empty set.
    package init() {}

    /// Adds the layouts of `document`, read from `file`; a name already taken gets the file's name,
    /// then its folder's (`Feed (Main.storyboard)`, `Feed (ja.lproj/Main.storyboard)`), then a number.
    package mutating func add(_ document: Theme, from file: String) {
        var loaded = document
        let path = file as NSString
        let folder = (path.deletingLastPathComponent as NSString).lastPathComponent
        for index in loaded.layouts.indices {
            let name = loaded.layouts[index].name
            let file = path.lastPathComponent
            var unique = [name, "\(name) (\(file))", "\(name) (\(folder)/\(file))"].first { !names.contains($0) }
            var copy = 2
            while unique == nil {
                let numbered = "\(name) (\(folder)/\(file) \(copy))"
                if !names.contains(numbered) { unique = numbered }
                copy += 1
            }
            loaded.layouts[index].name = unique ?? name
            names.insert(loaded.layouts[index].name)
        }
        if theme == nil {
            theme = loaded
        } else {
            theme?.layouts += loaded.layouts
        }
    }
}
