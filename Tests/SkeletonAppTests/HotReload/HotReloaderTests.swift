import Foundation
import SkeletonTheme
import Testing

@testable import SkeletonApp

private let goodTheme = #"{"name": "A", "layouts": [{"include": "layout.json"}]}"#
private let goodLayout = #"{"name": "Card", "size": [100, 100], "root": {"type": "label"}}"#

@Test func brokenFileKeepsTheLastGoodThemeAndFixingItClearsTheDiagnostics() throws {
    let folder = makeFolder()
    let path = folder + "/a.theme.json"
    write(goodTheme, to: path)
    write(goodLayout, to: folder + "/layout.json")
    let reloader = HotReloader(themePaths: [path], fontResolver: nil)
    #expect(reloader.themes[0].theme?.layouts.map(\.name) == ["Card"])

    write(#"{"name": "A", "layouts": [{"include": "layout.json"}"#, to: path)
    _ = reloader.poll(now: 1)
    let broken = reloader.poll(now: 1.05)
    #expect(broken.map(\.outcome) == [.keptLastGood])
    #expect(reloader.themes[0].theme?.name == "A")
    #expect(reloader.themes[0].diagnostics.map(\.message) == ["array is never closed"])

    write(goodTheme.replacingOccurrences(of: "\"A\"", with: "\"B\""), to: path)
    _ = reloader.poll(now: 2)
    #expect(reloader.poll(now: 2.05).map(\.outcome) == [.reloaded])
    #expect(reloader.themes[0].theme?.name == "B")
    #expect(reloader.themes[0].diagnostics == [])
}

@Test func editingAnIncludedLayoutReloadsTheTheme() {
    let folder = makeFolder()
    let path = folder + "/a.theme.json"
    write(goodTheme, to: path)
    write(goodLayout, to: folder + "/layout.json")
    let reloader = HotReloader(themePaths: [path], fontResolver: nil)
    write(goodLayout.replacingOccurrences(of: "Card", with: "Feed"), to: folder + "/layout.json")
    _ = reloader.poll(now: 0)
    #expect(reloader.poll(now: 0.05).map(\.outcome) == [.reloaded])
    #expect(reloader.themes[0].theme?.layouts.map(\.name) == ["Feed"])
}

@Test func aThemeThatNeverLoadedReportsFailure() {
    var live = LiveTheme(path: "x", result: ThemeLoadResult(theme: nil, diagnostics: [], dependencies: []))
    #expect(live.apply(ThemeLoadResult(theme: nil, diagnostics: [], dependencies: ["x", "y"])) == .failed)
    #expect(live.dependencies == ["x", "y"])
}
