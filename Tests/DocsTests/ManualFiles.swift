import Foundation
import TestSupport

/// The files of the user's manual: the front page and every page of Docs/.
enum ManualFiles {
    /// `README.md` and `Docs/*.md`, relative to the repository root, in name order.
    static let paths: [String] = {
        let pages = (try? FileManager.default.contentsOfDirectory(atPath: Repository.path("Docs"))) ?? []
        return ["README.md"] + pages.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
    }()

    /// The page at `path`, relative to the repository root.
    static func page(_ path: String) throws -> MarkdownPage {
        try MarkdownPage(path: path, root: Repository.root)
    }
}
