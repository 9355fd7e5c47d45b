import Foundation
import Glibc
import TestSupport
import Testing

@testable import SkeletonSystem

@Test func aFileSetFindsAMemberByIdentityAndByTheSpellingOfAFileNotThereYet() throws {
    let scratch = try TemporaryDirectory()
    let theme = try scratch.write("t.theme.json", "{}")
    let link = scratch.file("link.json")
    #expect(link.withCString { l in theme.withCString { Glibc.link($0, l) } } == 0)
    let files = FileSet([("the theme", theme), ("the theme", theme), ("--compare", scratch.file("base.png"))])
    #expect(files.count == 2)
    #expect(files.member(link)?.path == theme)
    #expect(files.member(scratch.path + "/./t.theme.json")?.option == "the theme")
    #expect(
        files.member(scratch.path + "/../" + (scratch.path as NSString).lastPathComponent + "/base.png")?.option
            == "--compare")
    #expect(files.member(scratch.file("other.png")) == nil)
}

@Test func checkingThousandsOfOutputsAgainstThousandsOfInputsLooksAtEachOnce() throws {
    let scratch = try TemporaryDirectory()
    let inputs = try (0..<2_000).map { ("an input", try scratch.write("in/\($0).png", "x")) }
    // Each input listed ten times, as twenty documents sharing one catalog list it.
    let files = FileSet(Array(repeating: inputs, count: 10).flatMap { $0 })
    #expect(files.count == 2_000)
    for index in 0..<3_000 {
        try OutputFile.check(scratch.file("out/\(index).png"), option: "a batch output", reading: files)
    }
    #expect(throws: FileError.self) {
        try OutputFile.check(scratch.file("in/7.png"), option: "a batch output", reading: files)
    }
}
