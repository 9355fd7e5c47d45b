import Foundation
import TestSupport

/// The files of the user's manual: the front page, every page of Docs/ and the front page's translations.
enum ManualFiles {
    /// `README.md` and `Docs/*.md`, relative to the repository root, in name order.
    static let paths: [String] = {
        let pages = (try? FileManager.default.contentsOfDirectory(atPath: Repository.path("Docs"))) ?? []
        return ["README.md"] + pages.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
    }()

    /// The translations of the front page, `Docs/i18n/*.md` relative to the repository root, in name order.
    static let translations: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Repository.path("Docs/i18n"))) ?? []
        return files.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/i18n/" + $0 }
    }()

    /// The page at `path`, relative to the repository root.
    static func page(_ path: String) throws -> MarkdownPage {
        try MarkdownPage(path: path, root: Repository.root)
    }
}
