import Foundation
import SkeletonCore
import SkeletonInterfaceBuilder
import SkeletonTheme
import TestSupport
import Testing

@testable import SkeletonApp

/// The IB fixtures of the importer's tests.
private let app = Repository.path("Tests/SkeletonInterfaceBuilderTests/Fixtures/App")

@Test func aFolderContributesItsThemesAndEveryIBFileBelowItButNotDependencies() {
    #expect(DocumentLoader.discover(paths: [app]) == [app + "/Cards.xib", app + "/Profile.storyboard"])
    let themes = DocumentLoader.discover(paths: [Repository.themes])
    #expect(themes.allSatisfy { $0.hasSuffix(".theme.json") })
    #expect(themes.count == 3)
}

@Test func anIBScreenTakesTheLookOfTheThemeGivenWithTheme() throws {
    var options = DocumentOptions()
    options.lookPath = Repository.theme("flat")
    let look = try #require(ThemeLoader.load(path: Repository.theme("flat"), fontResolver: nil).theme)
    let result = DocumentLoader(options: options).load(path: app + "/Cards.xib", fontResolver: nil)
    let theme = try #require(result.theme)
    #expect(theme.appearance == look.appearance)
    #expect(theme.animation == look.animation)
    #expect(theme.style == look.style)
    #expect(theme.layouts.map(\.name) == ["Cards", "Row"])
    #expect(result.dependencies.contains(Repository.theme("flat")))
}

@Test func aBrokenLookThemeIsReportedInsteadOfTheScreens() throws {
    let scratch = try TemporaryDirectory()
    var options = DocumentOptions()
    options.lookPath = try scratch.write("bad.theme.json", "{")
    let result = DocumentLoader(options: options).load(path: app + "/Cards.xib", fontResolver: nil)
    #expect(result.theme == nil)
    #expect(result.diagnostics.first?.file == options.lookPath)
    #expect(result.dependencies.first == app + "/Cards.xib")
}

@Test func aSavedXibReloadsAndABrokenSaveKeepsTheLastGoodScreens() throws {
    let scratch = try TemporaryDirectory()
    let original = try String(contentsOfFile: app + "/Cards.xib", encoding: .utf8)
    let path = try scratch.write("Cards.xib", original)
    var slot = ThemeSlot(path: path, fontResolver: TestPlatform.services.fonts)
    #expect(slot.theme?.layouts.map(\.name) == ["Cards", "Row"])
    try scratch.write("Cards.xib", original.replacingOccurrences(of: #"userLabel="Cards""#, with: #"userLabel="Deck""#))
    let reloaded = slot.reload(fontResolver: TestPlatform.services.fonts)
    #expect(reloaded)
    #expect(slot.theme?.layouts.map(\.name) == ["Deck", "Row"])
    try scratch.write("Cards.xib", "<document")
    let broken = slot.reload(fontResolver: TestPlatform.services.fonts)
    #expect(!broken)
    #expect(slot.theme?.layouts.map(\.name) == ["Deck", "Row"])
    #expect(slot.hasErrors)
}

@Test func importWritesAThemeThatValidatesAndLoadsBackToTheSameScreens() throws {
    let scratch = try TemporaryDirectory()
    let out = scratch.file("screens/app.theme.json")
    try FileManager.default.createDirectory(atPath: scratch.file("screens"), withIntermediateDirectories: true)
    let run = CommandRun(["import", app, "--bridge", "--out", out], services: TestPlatform.services)
    #expect(run.status == 0, "\(run.error)")
    #expect(run.standard == "imported 3 layouts from 2 files into \(out)\n")
    // The images stay in the IB project's asset catalog, outside the theme's folder: loading them
    // back takes the user's allowance (SKELETON_ALLOW_OUTSIDE_FILES=1), never the theme's own say.
    let confined = ThemeLoader.load(path: out, fontResolver: nil, allowsOutsideFiles: false)
    #expect(confined.diagnostics.contains { $0.message.contains("is outside the theme's folder") })
    let loaded = ThemeLoader.load(path: out, fontResolver: nil, allowsOutsideFiles: true)
    #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
    var options = InterfaceBuilderOptions()
    options.bridge = true
    let direct = [app + "/Cards.xib", app + "/Profile.storyboard"].flatMap {
        InterfaceBuilderLoader.load(path: $0, look: Theme(name: "t"), options: options).theme?.layouts ?? []
    }
    #expect(loaded.theme?.layouts == direct)
    let text = try String(contentsOfFile: out, encoding: .utf8)
    #expect(text.contains(#""image" : "../../"#) || text.contains(#""image" : "/"#))
}

@Test func importNeedsAnOutputThemeFile() {
    #expect(CommandRun(["import", app]).error.hasPrefix("error: import needs --out FILE.theme.json"))
    let wrong = CommandRun(["import", app, "--out", "x.png"])
    #expect(wrong.status == 2)
    #expect(wrong.error.hasPrefix("error: --out must name a theme file ending in .theme.json, got 'x.png'"))
}

@Test func validateSaysWhichFlaggedViewsSkeletonViewCannotReach() {
    let run = CommandRun(["validate", app + "/Profile.storyboard"], services: TestPlatform.services)
    #expect(run.status == 0)
    #expect(
        run.standard.contains(
            ":14:37: warning: image view (id img-1) is skeletonable but SkeletonView never reaches it"))
    #expect(run.standard.hasSuffix("validated 1 theme: 0 errors, 5 warnings\n"))
    let bridged = CommandRun(["validate", "--bridge", app + "/Profile.storyboard"], services: TestPlatform.services)
    #expect(!bridged.standard.contains("never reaches"))
}

@Test(arguments: ["--alias", "--cell"])
func aDocumentOptionWithoutItsEqualsSignIsAUsageError(option: String) {
    let run = CommandRun(["validate", option, "nothing", app])
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("error: \(option) needs "))
}
