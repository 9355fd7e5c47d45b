import Foundation
import TestSupport
import Testing

/// The manual (README.md, Docs/ and the translations in Docs/i18n/) keeps its promises: its runnable examples run, its links lead
/// somewhere, and the theme format page names exactly the keys the shipped JSON Schema has.
@Suite struct ManualTests {
    @Test(.hangGuard, arguments: ManualFiles.paths)
    func everyRunnableExampleOfThePageExitsZero(path: String) throws {
        let page = try ManualFiles.page(path)
        let scratch = try TemporaryDirectory("docs-" + path)
        if let failure = try RunnableExamples.run(page, in: scratch.path) {
            Issue.record(
                Comment(rawValue: failure.description),
                sourceLocation: SourceLocation(
                    fileID: "DocsTests/" + path, filePath: Repository.path(path), line: failure.line, column: 1))
        }
    }

    @Test func theQuickStartAndTheMainPagesHaveRunnableExamples() throws {
        for path in ["README.md", "Docs/capture.md", "Docs/export-swift.md", "Docs/simulate-and-explain.md"] {
            #expect(try ManualFiles.page(path).codeBlocks.contains(where: \.isRunnable), "\(path)")
        }
    }

    @Test(arguments: ManualFiles.paths + ManualFiles.translations)
    func everyLinkAndImageOfThePageLeadsToAFileAndAHeading(path: String) throws {
        let problems = LinkCheck(root: Repository.root).problems(of: try ManualFiles.page(path))
        #expect(problems == [], "\(problems.joined(separator: "\n"))")
    }

    @Test func everyManualPageIsListedOnTheFrontPageAndInTheIndexAndEveryTranslationLinked() throws {
        let pages = ManualFiles.paths.filter { $0 != "README.md" && $0 != "Docs/README.md" }
        let front = try ManualFiles.page("README.md").links.map(\.target)
        let index = try ManualFiles.page("Docs/README.md").links.map(\.target)
        for page in pages {
            #expect(front.contains(page), "README.md does not link \(page)")
            #expect(index.contains(String(page.dropFirst("Docs/".count))), "Docs/README.md does not link \(page)")
        }
        for translation in ManualFiles.translations {
            #expect(front.contains(translation), "README.md's language links line does not link \(translation)")
        }
    }

    @Test func theThemeFormatPageNamesEverySchemaKey() throws {
        let page = try ManualFiles.page("Docs/themes.md")
        let keys = try ThemeSchemaKeys.schemaKeys(Repository.path("Themes/skeleton-theme.schema.json"))
        let missing = keys.sorted().filter { !ThemeSchemaKeys.page(page, names: $0) }
        #expect(missing == [], "keys of Themes/skeleton-theme.schema.json that Docs/themes.md does not name")
    }

    @Test func theThemeFormatPageDocumentsNoKeyTheSchemaLacks() throws {
        let page = try ManualFiles.page("Docs/themes.md")
        let keys = try ThemeSchemaKeys.schemaKeys(Repository.path("Themes/skeleton-theme.schema.json"))
        let extra = ThemeSchemaKeys.tableKeys(page).filter { !keys.contains($0.key) }.map {
            "Docs/themes.md:\($0.line): `\($0.key)`"
        }
        #expect(extra == [], "keys in the tables of Docs/themes.md that Themes/skeleton-theme.schema.json lacks")
        #expect(ThemeSchemaKeys.tableKeys(page).count > 100)
    }
}
