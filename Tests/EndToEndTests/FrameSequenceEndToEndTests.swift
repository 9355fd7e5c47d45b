import Foundation
import TestSupport
import Testing

@Test func framesWithAnOutputFolderWriteOnePNGPerFrameNamedWithItsTime() throws {
    let scratch = try TemporaryDirectory()
    let folder = scratch.file("frames")
    let feed = ["capture", Repository.theme("default"), "--layout", "Profile header", "--style", "gradientAnimated"]
    let result = try Executable.run(feed + ["--time", "0.5", "--frames", "3", "--fps", "4", "--out-dir", folder])
    #expect(result.status == 0, "\(result.error)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(names == ["0000-0.500s.png", "0001-0.750s.png", "0002-1.000s.png"])
    let single = scratch.file("single.png")
    _ = try Executable.run(feed + ["--time", "0.75", "--out", single])
    #expect(Executable.bytes(single) == Executable.bytes(folder + "/0001-0.750s.png"))
}

@Test func anOutputFolderThatIsAFileIsRefused() throws {
    let scratch = try TemporaryDirectory()
    let file = try scratch.write("plain", "x")
    let result = try Executable.run([
        "capture", Repository.theme("default"), "--layout", "Article", "--frames", "2", "--out-dir", file,
    ])
    #expect(result.status == 1)
    #expect(result.error.hasPrefix("error: --out-dir \(file) is a file, not a folder"))
}
