import Foundation
import Glibc
import TestSupport
import Testing

@testable import SkeletonSystem

@Test func writeReplacesTheFileAndLeavesOnlyIt() throws {
    let scratch = try TemporaryDirectory()
    let out = try scratch.write("out.png", "old")
    try OutputFile.write(Array("new".utf8), to: out)
    #expect(try String(contentsOfFile: out, encoding: .utf8) == "new")
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["out.png"])
}

@Test func writeNeverFollowsASymlinkPlantedWhereTheTemporaryFileGoes() throws {
    let scratch = try TemporaryDirectory()
    let victim = try scratch.write("victim.txt", "precious")
    let out = scratch.file("out.png")
    // The old writer's name and the first names this one tries.
    let planted = ["out.png.tmp-\(getpid())"] + (0..<3).map { ".out.png.tmp-\(getpid())-\($0)" }
    for name in planted {
        try FileManager.default.createSymbolicLink(atPath: scratch.file(name), withDestinationPath: victim)
    }
    try OutputFile.write(Array("image".utf8), to: out)
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
    #expect(try String(contentsOfFile: out, encoding: .utf8) == "image")
}

@Test func writeRefusesAFolderAndAFIFOAndLeavesThemAsTheyWere() throws {
    let scratch = try TemporaryDirectory()
    let fifo = scratch.file("pipe")
    #expect(mkfifo(fifo, 0o644) == 0)
    #expect(throws: FileError("cannot write \(fifo): it is a FIFO (named pipe), not a file")) {
        try OutputFile.write([1], to: fifo)
    }
    #expect(FileKind(path: fifo) == .fifo)
    #expect(throws: FileError("cannot write \(scratch.path): it is a folder, not a file")) {
        try OutputFile.write([1], to: scratch.path)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["pipe"])
}

@Test func checkRefusesADeviceWithoutTouchingIt() {
    #expect(throws: FileError("--out /dev/null is a device, not a file; give the path of a file to write")) {
        try OutputFile.check("/dev/null", option: "--out", inputs: [])
    }
}

@Test func checkRefusesAnInputSpelledDifferentlyOrHardLinked() throws {
    let scratch = try TemporaryDirectory()
    let theme = try scratch.write("t.theme.json", "{}")
    let link = scratch.file("link.png")
    #expect(link.withCString { l in theme.withCString { Glibc.link($0, l) } } == 0)
    let inputs = [(option: "the theme", path: theme)]
    #expect(
        throws: FileError(
            "--out \(link) is the same file as the theme \(theme), which this command reads; writing it would destroy "
                + "the input: give another output path")
    ) { try OutputFile.check(link, option: "--out", inputs: inputs) }
    let respelled = scratch.path + "/./t.theme.json"
    #expect(throws: FileError.self) { try OutputFile.check(respelled, option: "--out", inputs: inputs) }
    try OutputFile.check(scratch.file("other.png"), option: "--out", inputs: inputs)
}

@Test func checkRefusesAnInputThatDoesNotExistYetUnderTheSameName() throws {
    let scratch = try TemporaryDirectory()
    let baseline = scratch.file("base.png")
    #expect(throws: FileError.self) {
        try OutputFile.check(
            scratch.path + "/../" + (scratch.path as NSString).lastPathComponent + "/base.png",
            option: "--out", inputs: [("--compare", baseline)])
    }
}

@Test func writeIntoAMissingFolderNamesTheFolder() throws {
    let scratch = try TemporaryDirectory()
    let out = scratch.file("none/x.png")
    #expect(
        throws: FileError(
            "cannot write \(out): No such file or directory (the folder \(scratch.file("none")) does not exist)")
    ) { try OutputFile.write([1], to: out) }
}

@Test func streamWritesThePiecesInOrderAndAFailingProducerLeavesTheOldFileAlone() throws {
    let scratch = try TemporaryDirectory()
    let out = try scratch.write("report.html", "old")
    try OutputFile.stream(to: out) { (sink: OutputFile.Sink) throws(FileError) in
        for piece in ["<p>", "one", "</p>"] { try sink.append(Array(piece.utf8)) }
    }
    #expect(try String(contentsOfFile: out, encoding: .utf8) == "<p>one</p>")
    #expect {
        try OutputFile.stream(to: out) { (sink: OutputFile.Sink) throws(FileError) in
            try sink.append(Array("half".utf8))
            throw FileError("cannot read an image")
        }
    } throws: { error in
        (error as? FileError)?.description == "cannot read an image"
    }
    #expect(try String(contentsOfFile: out, encoding: .utf8) == "<p>one</p>")
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["report.html"])
}
