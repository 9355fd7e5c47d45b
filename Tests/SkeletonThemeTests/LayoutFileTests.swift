import Foundation
import SkeletonCore
import TestSupport
import Testing

@testable import SkeletonTheme

/// A layout file (what editors check through the schema) is checked as one, and a view whose type
/// is unknown still has the rest of its keys and its subtree checked.
@Suite struct LayoutFileTests {
    @Test func aShippedLayoutFileValidatesAsALayoutFile() {
        let result = ThemeLoader.load(path: Repository.themes + "/layouts/feed.json", fontResolver: FakeFontResolver())
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.theme?.layouts.map(\.name) == ["Social feed"])
    }

    @Test func aLayoutFileReportsItsOwnProblemsNotAMissingLayoutsList() throws {
        let scratch = try TemporaryDirectory()
        let one = try scratch.write(
            "card.json", #"{"name": "Card", "size": [100, 50], "root": {"type": "label", "lastLineFilPercent": 5}}"#)
        let list = try scratch.write(
            "cards.json", #"[{"name": "A", "size": [10, 10], "root": {}}, {"name": "A", "size": [10, 10], "root": {}}]"#
        )
        let single = ThemeLoader.load(path: one, fontResolver: FakeFontResolver())
        #expect(single.diagnostics.map(\.message) == ["unknown key `lastLineFilPercent` in a `label` view"])
        #expect(single.diagnostics.map(\.keyPath) == ["root.lastLineFilPercent"])
        let several = ThemeLoader.load(path: list, fontResolver: FakeFontResolver())
        #expect(several.diagnostics.map(\.keyPath) == ["[1].name"])
    }

    @Test func aThemeWithoutLayoutsIsStillATheme() throws {
        let scratch = try TemporaryDirectory()
        let path = try scratch.write("t.theme.json", #"{"name": "T", "style": "solid"}"#)
        #expect(
            ThemeLoader.load(path: path, fontResolver: FakeFontResolver()).diagnostics.map(\.message) == [
                "theme has no `layouts`"
            ])
    }

    @Test func underAnUnknownTypeTheOtherKeysAndTheChildrenAreChecked() throws {
        let scratch = try TemporaryDirectory()
        let path = try scratch.write(
            "t.theme.json",
            #"{"layouts": [{"name": "L", "size": [10, 10], "root": {"type": "lable", "txt": "x", "cornerRadius": -1, "children": [{"type": "label", "lastLineFilPercent": 3}]}}]}"#
        )
        let result = ThemeLoader.load(path: path, fontResolver: FakeFontResolver())
        #expect(result.theme == nil)
        #expect(
            result.diagnostics.map(\.keyPath) == [
                "layouts[0].root.type", "layouts[0].root.txt", "layouts[0].root.cornerRadius",
                "layouts[0].root.children[0].lastLineFilPercent",
            ])
        #expect(result.diagnostics[1].fix == "did you mean `text`?")
    }
}

/// The manual's minimal theme works wherever it is saved, as the manual says.
@Test func theManualsMinimalThemeLoadsOutsideThemesFolder() throws {
    let page = try String(contentsOfFile: Repository.path("Docs/themes.md"), encoding: .utf8)
    let section = try #require(page.range(of: "## A minimal theme"))
    let rest = page[section.upperBound...]
    let start = try #require(rest.range(of: "```jsonc\n"))
    let end = try #require(rest[start.upperBound...].range(of: "```"))
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("card.theme.json", String(rest[start.upperBound..<end.lowerBound]))
    let result = ThemeLoader.load(path: path, fontResolver: FakeFontResolver())
    #expect(result.diagnostics.map(\.description) == [])
    #expect(result.theme?.layouts.map(\.name) == ["Card"])
}
