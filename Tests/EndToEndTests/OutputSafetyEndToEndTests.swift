import Foundation
import Glibc
import TestSupport
import Testing

/// A theme with one layout that includes its layout from `layout.json`.
private let theme = """
    {"name": "T", "style": "solid", "layouts": [{"include": "layout.json"}]}
    """
private let layout = """
    {"name": "L", "size": [40, 30], "root": {"type": "view", "isSkeletonable": true}}
    """

/// A scratch folder holding the theme, its included layout and nothing else.
private func workspace(_ label: String = #function) throws -> (TemporaryDirectory, theme: String, layout: String) {
    let scratch = try TemporaryDirectory(label)
    let themePath = try scratch.write("t.theme.json", theme)
    let layoutPath = try scratch.write("layout.json", layout)
    return (scratch, themePath, layoutPath)
}

@Test func captureOntoItsOwnThemeOrIncludeIsRefusedAndLeavesThemIntact() throws {
    let (scratch, themePath, layoutPath) = try workspace()
    for (option, target) in [("--out", themePath), ("--animated", themePath), ("--out", layoutPath)] {
        var arguments = ["capture", themePath, "--layout", "L", option, target]
        if option == "--animated" { arguments += ["--style", "solidAnimated"] }
        let result = try Executable.run(arguments)
        #expect(result.status == 1)
        let input = target == themePath ? "the theme \(themePath)" : "the theme's file \(layoutPath)"
        #expect(
            result.error
                == "error: \(option) \(target) is the same file as \(input), which this command reads; writing it "
                + "would destroy the input: give another output path\n")
    }
    #expect(try String(contentsOfFile: themePath, encoding: .utf8) == theme)
    #expect(try String(contentsOfFile: layoutPath, encoding: .utf8) == layout)
    #expect(
        try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == ["layout.json", "t.theme.json"])
}

@Test func captureOntoItsThemeSpelledAnotherWayIsRefused() throws {
    let (scratch, themePath, _) = try workspace()
    let result = try Executable.run(
        ["capture", "t.theme.json", "--all", "--out", "./sub/../t.theme.json"], directory: scratch.path)
    #expect(result.status == 1)
    #expect(try String(contentsOfFile: themePath, encoding: .utf8) == theme)
}

@Test func outAndCompareOnTheSameFileIsRefusedAndKeepsTheBaseline() throws {
    let (scratch, themePath, _) = try workspace()
    let baseline = scratch.file("base.png")
    let first = try Executable.run(["capture", themePath, "--layout", "L", "--out", baseline])
    try #require(first.status == 0)
    let before = try Data(contentsOf: URL(fileURLWithPath: baseline))
    let result = try Executable.run(
        ["capture", themePath, "--layout", "L", "--style", "gradient", "--out", baseline, "--compare", baseline])
    #expect(result.status == 1)
    #expect(
        result.error
            == "error: --out \(baseline) is the same file as --compare \(baseline), which this command reads; writing "
            + "it would destroy the input: give another output path\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: baseline)) == before)
}

@Test func captureOntoAFIFOOrAFolderIsRefusedAndLeavesItThere() throws {
    let (scratch, themePath, _) = try workspace()
    let fifo = scratch.file("pipe.png")
    #expect(mkfifo(fifo, 0o644) == 0)
    let result = try Executable.run(["capture", themePath, "--layout", "L", "--out", fifo])
    #expect(result.status == 1)
    #expect(
        result.error == "error: --out \(fifo) is a FIFO (named pipe), not a file; give the path of a file to write\n")
    var info = stat()
    #expect(stat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    let folder = try Executable.run(["capture", themePath, "--layout", "L", "--out", scratch.path])
    #expect(folder.error == "error: --out \(scratch.path) is a folder, not a file; give the path of a file to write\n")
}

@Test(.hangGuard) func aFIFOAsTheBaselineIsRefusedWithoutBlocking() throws {
    let (scratch, themePath, _) = try workspace()
    let fifo = scratch.file("base.png")
    #expect(mkfifo(fifo, 0o644) == 0)
    let result = try Executable.run(["capture", themePath, "--layout", "L", "--compare", fifo])
    #expect(result.status == 1)
    #expect(
        result.error
            == "error: cannot read the baseline \(fifo): it is a FIFO (named pipe), not a file; only regular files are read\n"
    )
}

@Test func captureLeavesNoTemporaryFileBeside() throws {
    let (scratch, themePath, _) = try workspace()
    let result = try Executable.run(["capture", themePath, "--layout", "L", "--out", scratch.file("a.png")])
    #expect(result.status == 0)
    #expect(
        try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == [
            "a.png", "layout.json", "t.theme.json",
        ])
}

@Test func statsJSONOntoTheThemeIsRefusedBeforeTheWindowOpens() throws {
    let (scratch, themePath, _) = try workspace()
    let result = try Executable.run(
        [themePath, "--stats-json", themePath, "--quit-after", "0"], environment: ["SDL_VIDEODRIVER": "dummy"],
        directory: scratch.path)
    #expect(result.status == 1)
    #expect(result.error.hasPrefix("error: --stats-json \(themePath) is the same file as the theme file \(themePath)"))
    #expect(try String(contentsOfFile: themePath, encoding: .utf8) == theme)
}

@Test(.hangGuard) func anHourLongLoopIsRefusedBeforeAnyFrameIsRendered() throws {
    let scratch = try TemporaryDirectory()
    let slow = """
        {"name": "Slow", "style": "solidAnimated", "animation": {"pulse": {"duration": 3600, "autoreverse": true, "pause": 3600}},
         "layouts": [\(layout)]}
        """
    let themePath = try scratch.write("slow.theme.json", slow)
    let gif = scratch.file("loop.gif")
    let result = try Executable.run(["capture", themePath, "--layout", "L", "--animated", gif])
    #expect(result.status == 1)
    #expect(result.error.hasPrefix("error: --animated: one loop lasts "))
    #expect(result.error.contains("more than 600 frames of 40x30 pixels; the limit is 600 frames"))
    #expect(!FileManager.default.fileExists(atPath: gif))
}

@Test func aLoopWithinTheFrameBudgetIsWritten() throws {
    let (scratch, themePath, _) = try workspace()
    let gif = scratch.file("loop.gif")
    let result = try Executable.run(
        ["capture", themePath, "--layout", "L", "--style", "solidAnimated", "--animated", gif, "--fps", "2"])
    #expect(result.status == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: gif)).prefix(6) == Data("GIF89a".utf8))
}

@Test func twoOutputsOnOneFileAreRefused() throws {
    let (scratch, themePath, _) = try workspace()
    let out = scratch.file("a.png")
    let result = try Executable.run(
        ["capture", themePath, "--layout", "L", "--style", "solidAnimated", "--out", out, "--animated", out])
    #expect(result.status == 1)
    #expect(
        result.error == "error: --animated \(out) and --out \(out) are the same file; give each output its own path\n")
    #expect(!FileManager.default.fileExists(atPath: out))
}

@Test func importOntoTheFileItImportsIsRefusedAndLeavesItIntact() throws {
    let (scratch, themePath, layoutPath) = try workspace()
    for target in [themePath, layoutPath] {
        let result = try Executable.run(["import", themePath, "--out", target], directory: scratch.path)
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("error: --out \(target) is the same file as "))
    }
    #expect(try String(contentsOfFile: themePath, encoding: .utf8) == theme)
    #expect(try String(contentsOfFile: layoutPath, encoding: .utf8) == layout)
}
