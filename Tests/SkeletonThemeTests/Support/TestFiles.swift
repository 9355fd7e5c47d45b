import Foundation

/// Paths of the repository's test data and temporary folders for tests.
enum TestFiles {
    /// The repository root (three folders above this file).
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The broken-file corpus.
    static let corpus = root + "/Tests/SkeletonThemeTests/Corpus"

    /// The shipped themes folder.
    static let themes = root + "/Themes"

    /// A fresh empty folder for one test.
    static func temporaryFolder() -> String {
        let path = NSTemporaryDirectory() + "skeleton-theme-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes bytes to a file in a folder and returns its path.
    static func write(_ bytes: [UInt8], named name: String, in folder: String) -> String {
        let path = folder + "/" + name
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }
}
