import Foundation
import TestSupport
import Testing

@testable import SkeletonGallery

/// Writes text to a file, replacing it.
func write(_ text: String, to path: String) {
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
}

/// `a.theme.json` in `scratch`, written with `text` before a watcher starts.
private func themeFile(in scratch: TemporaryDirectory, _ text: String = "1") -> String {
    let file = scratch.file("a.theme.json")
    write(text, to: file)
    return file
}

/// Expects `watcher` to report `file` once the change it saw has been quiet for the default debounce.
private func expectReported(_ file: String, by watcher: FileWatcher, sourceLocation: SourceLocation = #_sourceLocation)
{
    _ = watcher.poll(now: 0)
    #expect(watcher.poll(now: 0.05) == [file], sourceLocation: sourceLocation)
}

@Test func writeIsReportedAfterTheQuietPeriod() throws {
    let scratch = try TemporaryDirectory()
    let file = themeFile(in: scratch)
    let watcher = FileWatcher(paths: [file], debounce: 0.03)
    write("2", to: file)
    #expect(watcher.poll(now: 10.0) == [])
    #expect(watcher.poll(now: 10.02) == [])
    #expect(watcher.poll(now: 10.03) == [file])
    #expect(watcher.poll(now: 10.1) == [])
}

@Test func renameOverTheFileIsReported() throws {
    let scratch = try TemporaryDirectory()
    let file = themeFile(in: scratch)
    let watcher = FileWatcher(paths: [file])
    write("2", to: scratch.file(".a.theme.json.swp"))
    _ = rename(scratch.file(".a.theme.json.swp"), file)
    expectReported(file, by: watcher)
}

@Test func deleteAndRecreateIsReported() throws {
    let scratch = try TemporaryDirectory()
    let file = themeFile(in: scratch)
    let watcher = FileWatcher(paths: [file])
    try FileManager.default.removeItem(atPath: file)
    _ = watcher.poll(now: 0)
    write("2", to: file)
    _ = watcher.poll(now: 0.01)
    #expect(watcher.poll(now: 0.05) == [file])
}

@Test func chunkedWritesAreReportedOnceAfterTheLastChunk() throws {
    let scratch = try TemporaryDirectory()
    let file = themeFile(in: scratch, "")
    let watcher = FileWatcher(paths: [file], debounce: 0.03)
    let handle = try #require(FileHandle(forWritingAtPath: file))
    handle.write(Data("{\"layouts\":".utf8))
    #expect(watcher.poll(now: 0) == [])
    handle.write(Data(" []}".utf8))
    #expect(watcher.poll(now: 0.02) == [])
    try handle.close()
    #expect(watcher.poll(now: 0.04) == [])
    #expect(watcher.poll(now: 0.07) == [file])
}

@Test func otherFilesInTheFolderAreIgnored() throws {
    let scratch = try TemporaryDirectory()
    let file = themeFile(in: scratch)
    let watcher = FileWatcher(paths: [file])
    write("x", to: scratch.file("other.txt"))
    _ = watcher.poll(now: 0)
    #expect(watcher.poll(now: 1) == [])
}

@Test func aFileThatDoesNotExistYetIsReportedWhenCreated() throws {
    let scratch = try TemporaryDirectory()
    let file = scratch.file("later.png")
    let watcher = FileWatcher(paths: [file])
    write("png", to: file)
    expectReported(file, by: watcher)
}
