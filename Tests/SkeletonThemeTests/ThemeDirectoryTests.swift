import Foundation
import Glibc
import TestSupport
import Testing

@testable import SkeletonTheme

@Test func aFolderContributesItsRegularThemeFilesOnly() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write("a.theme.json", "{}")
    #expect(mkfifo(scratch.file("b.theme.json"), 0o644) == 0)
    try FileManager.default.createDirectory(atPath: scratch.file("c.theme.json"), withIntermediateDirectories: false)
    #expect(ThemeDirectory.discover(paths: [scratch.path]) == [scratch.file("a.theme.json")])
}

@Test func aFileNamedOnTheCommandLineIsKeptWhateverItIs() throws {
    let scratch = try TemporaryDirectory()
    #expect(mkfifo(scratch.file("b.theme.json"), 0o644) == 0)
    #expect(ThemeDirectory.discover(paths: [scratch.file("b.theme.json")]) == [scratch.file("b.theme.json")])
}
