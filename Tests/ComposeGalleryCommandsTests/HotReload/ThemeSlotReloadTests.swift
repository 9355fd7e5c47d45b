import Foundation
import SkeletonDocument
import TestSupport
import Testing

@testable import SkeletonGallery

private let goodTheme = #"{"name": "A", "layouts": [{"include": "layout.json"}]}"#
private let goodLayout = #"{"name": "Card", "size": [100, 100], "root": {"type": "label"}}"#
private let fonts = TestPlatform.services.fonts

/// A theme including one layout file, written into `scratch`; returns the theme's path.
private func writeTheme(in scratch: TemporaryDirectory) -> String {
    let folder = scratch.path
    write(goodTheme, to: folder + "/a.theme.json")
    write(goodLayout, to: folder + "/layout.json")
    return folder + "/a.theme.json"
}

@Test func brokenFileKeepsTheLastGoodThemeAndFixingItClearsTheDiagnostics() throws {
    let scratch = try TemporaryDirectory()
    let path = writeTheme(in: scratch)
    var slot = ThemeSlot(path: path, fontResolver: fonts)
    #expect(slot.theme?.layouts.map(\.name) == ["Card"])
    #expect(slot.generation == 0)

    write(#"{"name": "A", "layouts": [{"include": "layout.json"}"#, to: path)
    let brokenLoaded = slot.reload(fontResolver: fonts)
    #expect(!brokenLoaded)
    #expect(slot.theme?.name == "A")
    #expect(slot.diagnostics.hasErrors)
    #expect(slot.diagnostics.map(\.message) == ["array is never closed"])
    #expect(slot.generation == 0)

    write(goodTheme.replacingOccurrences(of: "\"A\"", with: "\"B\""), to: path)
    let fixedLoaded = slot.reload(fontResolver: fonts)
    #expect(fixedLoaded)
    #expect(slot.theme?.name == "B")
    #expect(slot.diagnostics == [])
    #expect(slot.generation == 1)
}

@Test func editingAnIncludedLayoutIsSeenByTheWatcherAndReloadsTheTheme() throws {
    let scratch = try TemporaryDirectory()
    let path = writeTheme(in: scratch)
    var slot = ThemeSlot(path: path, fontResolver: fonts)
    let watcher = FileWatcher(paths: slot.dependencies)
    let layout = (path as NSString).deletingLastPathComponent + "/layout.json"
    write(goodLayout.replacingOccurrences(of: "Card", with: "Feed"), to: layout)
    _ = watcher.poll(now: 0)
    #expect(watcher.poll(now: 0.05).contains(layout))
    let reloaded = slot.reload(fontResolver: fonts)
    #expect(reloaded)
    #expect(slot.theme?.layouts.map(\.name) == ["Feed"])
}

@Test func aThemeThatNeverLoadedReportsFailure() {
    var live = LiveTheme(path: "x", result: ThemeLoadResult(theme: nil, diagnostics: [], dependencies: []))
    #expect(live.apply(ThemeLoadResult(theme: nil, diagnostics: [], dependencies: ["x", "y"])) == .failed)
    #expect(live.dependencies == ["x", "y"])
}

@Test(.hangGuard) func anIncludeReplacedByAFIFOKeepsTheLastGoodThemeWithoutBlocking() throws {
    let scratch = try TemporaryDirectory()
    let path = writeTheme(in: scratch)
    var slot = ThemeSlot(path: path, fontResolver: fonts)
    try FileManager.default.removeItem(atPath: scratch.file("layout.json"))
    #expect(mkfifo(scratch.file("layout.json"), 0o644) == 0)
    let reloaded = slot.reload(fontResolver: fonts)
    #expect(!reloaded)
    #expect(slot.theme?.layouts.map(\.name) == ["Card"])
    #expect(
        slot.diagnostics.map(\.message) == [
            "`layout.json` is a FIFO (named pipe), not a file; only regular files are read"
        ])
}
