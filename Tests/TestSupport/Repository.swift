import Foundation

/// The source tree the tests were compiled from: its shipped themes and test data.
package enum Repository {
    /// The repository root (this file is Tests/TestSupport/Repository.swift).
    package static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The shipped Themes/ folder.
    package static let themes = root + "/Themes"

    /// A shipped theme file, by its name without `.theme.json`.
    package static func theme(_ name: String) -> String {
        themes + "/\(name).theme.json"
    }

    /// A path relative to the repository root.
    package static func path(_ relative: String) -> String {
        root + "/" + relative
    }
}
