import Glibc
import TestSupport
import Testing

@testable import SkeletonSystem

@Test func readRefusesAFIFOWithoutBlocking() throws {
    let scratch = try TemporaryDirectory()
    let fifo = scratch.file("theme.json")
    #expect(mkfifo(fifo, 0o644) == 0)
    #expect(throws: FileError("the theme \(fifo) is a FIFO (named pipe), not a file; only regular files are read")) {
        try InputFile.read(fifo, what: "the theme", limit: 100)
    }
}

@Test func readRefusesAFolderADeviceAndAMissingFile() throws {
    let scratch = try TemporaryDirectory()
    #expect(throws: FileError("the theme \(scratch.path) is a folder, not a file; only regular files are read")) {
        try InputFile.read(scratch.path, what: "the theme", limit: 100)
    }
    #expect(throws: FileError("the image /dev/zero is a device, not a file; only regular files are read")) {
        try InputFile.read("/dev/zero", what: "the image", limit: 100)
    }
    #expect(throws: FileError("the theme \(scratch.file("none")) does not exist")) {
        try InputFile.read(scratch.file("none"), what: "the theme", limit: 100)
    }
}

@Test func readRefusesAFileOverTheLimitAndReadsOneWithin() throws {
    let scratch = try TemporaryDirectory()
    let file = try scratch.write("t.json", "0123456789")
    #expect(throws: FileError("the theme \(file) is 10 bytes; the limit is 9 bytes")) {
        try InputFile.read(file, what: "the theme", limit: 9)
    }
    #expect(try InputFile.read(file, what: "the theme", limit: 10) == Array("0123456789".utf8))
    #expect(try InputFile.prefix(file, what: "the theme", count: 3) == Array("012".utf8))
}
