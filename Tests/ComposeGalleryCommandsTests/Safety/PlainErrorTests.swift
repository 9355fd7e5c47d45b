import Foundation
import Glibc
import SkeletonCodecs
import SkeletonDocument
import SkeletonRaster
import SkeletonSystem
import TestSupport
import Testing

@testable import SkeletonCommands

@Test func foundationAndSystemErrorsReadAsTheirReasonNeverADomainDump() {
    #expect(PlainMessage.of(CocoaError(.fileWriteOutOfSpace)) == "No space left on device")
    #expect(PlainMessage.of(CocoaError(.fileWriteFileExists)) == "File exists")
    #expect(PlainMessage.of(CocoaError(.fileReadNoPermission)) == "Permission denied")
    #expect(PlainMessage.of(POSIXError(.ENOSPC)) == "No space left on device")
    let wrapped = NSError(
        domain: NSCocoaErrorDomain, code: 512,
        userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOTDIR))])
    #expect(PlainMessage.of(wrapped) == "Not a directory")
    #expect(PlainMessage.of(CocoaError(.featureUnsupported)) == "the file operation failed (Foundation error 3328)")
    #expect(PlainMessage.of(CommandError.failure("the theme has no layouts")) == "the theme has no layouts")
}

/// Runs a batch of one shot of a tiny theme into `outDir`, with `extra` options.
private func batch(outDir: String, in scratch: TemporaryDirectory, _ extra: [String] = []) throws -> CommandRun {
    try scratch.write(
        "t.theme.json",
        #"{"name": "T", "style": "solid", "layouts": [{"name": "L", "size": [20, 10], "root": {"type": "view"}}]}"#)
    let shots = try scratch.write("shots.json", #"{"shots": [{"theme": "t.theme.json", "layout": "*"}]}"#)
    return CommandRun(["capture", "--batch", shots, "--out-dir", outDir] + extra, services: TestPlatform.services)
}

@Test func anOutputFolderThatCannotBeOneIsAPlainOneLineError() throws {
    let scratch = try TemporaryDirectory()
    let loop = scratch.file("loop")
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
    let dangling = scratch.file("dangling")
    try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: scratch.file("gone"))
    let file = try scratch.write("file.txt", "x")
    let cases = [
        (loop, "error: --out-dir \(loop) is a symlink loop; point the link at a folder or remove it\n"),
        (
            dangling,
            "error: --out-dir \(dangling) is a symlink to \(scratch.file("gone")), which does not exist; create that "
                + "folder or remove the link\n"
        ),
        (
            file + "/shots",
            "error: --out-dir \(file)/shots is under \(file), which is a file, not a folder; give the path of a folder\n"
        ),
        (file, "error: --out-dir \(file) is a file, not a folder; give the path of a folder\n"),
    ]
    for (outDir, message) in cases {
        let run = try batch(outDir: outDir, in: scratch)
        #expect(run.status == 1)
        #expect(run.error == message)
        #expect(!run.error.contains("Domain="))
    }
    #expect(FileKind(path: scratch.file("gone")) == .missing)
}

@Test func aBaselineThatIsAFolderIsAPlainError() throws {
    let scratch = try TemporaryDirectory()
    try FileManager.default.createDirectory(
        atPath: scratch.file("base/t-L-solid-light-0.25s.png"), withIntermediateDirectories: true)
    let run = try batch(outDir: scratch.file("out"), in: scratch, ["--compare-dir", scratch.file("base")])
    #expect(run.status == 1)
    #expect(
        run.error
            == "error: t-L-solid-light-0.25s: the baseline \(scratch.file("base"))/t-L-solid-light-0.25s.png is a folder, not a file\n"
    )
}

@Test func aNULInsideABatchPathIsAnErrorAtItsKey() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write(
        "t.theme.json", #"{"name": "T", "layouts": [{"name": "L", "size": [20, 10], "root": {"type": "view"}}]}"#)
    let shots = try scratch.write(
        "shots.json", "{\"shots\": [\n  {\"theme\": \"t.theme.json\\u0000.png\", \"layout\": \"*\"}]}")
    let run = CommandRun(
        ["capture", "--batch", shots, "--out-dir", scratch.file("o")], services: TestPlatform.services)
    #expect(run.status == 1)
    #expect(
        run.error
            == "error: \(shots):2:13: \"theme\" holds a NUL character (\\u0000), which no file name or value can hold; "
            + "remove it\n")
    let look = try scratch.write(
        "look.json", "{\"shots\": [{\"theme\": \"t.theme.json\", \"layout\": \"*\", \"look\": \"a\\u0000b\"}]}")
    let lookRun = CommandRun(
        ["capture", "--batch", look, "--out-dir", scratch.file("o")], services: TestPlatform.services)
    #expect(
        lookRun.error
            == "error: \(look):1:61: \"look\" holds a NUL character (\\u0000), which no file name or value can hold; "
            + "remove it\n")
}

@Test func anArgumentThatIsNotUTF8IsRefusedSayingSo() {
    #expect(ArgumentEncoding.refusal([Array("capture".utf8), Array("ok.json".utf8)]) == nil)
    #expect(
        ArgumentEncoding.refusal([Array("capture".utf8), [0x63, 0xFF, 0x2E, 0x6A, 0x73, 0x6F, 0x6E]])
            == "the argument c\\xFF.json is not UTF-8 (a file name in another encoding?): give its path in UTF-8, "
            + "for example through a symlink with a UTF-8 name")
}
