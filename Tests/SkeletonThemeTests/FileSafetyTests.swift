import Foundation
import Glibc
import SkeletonDocument
import TestSupport
import Testing

@testable import SkeletonTheme

/// A layout whose root holds image views naming `images`.
private func layout(name: String = "L", images: [String] = []) -> String {
    let children = images.map { "{\"type\": \"imageView\", \"image\": \"\($0)\", \"width\": 10, \"height\": 10}" }
    return """
        {"name": "\(name)", "size": [100, 100], "root": {"type": "stack", "children": [\(children.joined(separator: ", "))]}}
        """
}

/// A theme listing `entries` (layout objects or includes).
private func theme(_ entries: [String]) -> String {
    "{\"name\": \"T\", \"layouts\": [\(entries.joined(separator: ", "))]}"
}

/// The first bytes of a PNG whose header claims `width`×`height` (no pixel data: nothing decodes it).
private func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
    let be = { (v: UInt32) in [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + be(width) + be(height)
        + [8, 6, 0, 0, 0, 0, 0, 0, 0]
}

private func errors(_ result: ThemeLoadResult) -> [String] {
    result.diagnostics.filter { $0.severity == .error }.map(\.description)
}

@Test(.hangGuard) func includesThatMultiplyStopAtTheViewBudgetQuickly() throws {
    let scratch = try TemporaryDirectory()
    let include = "{\"include\": \"f%d.json\"}"
    // As deep as includes may nest: 3^14 layouts if every include were expanded again.
    for level in 0..<15 {
        let next = String(format: include, level + 1)
        try scratch.write("f\(level).json", level == 14 ? layout() : "[\(next), \(next), \(next)]")
    }
    let path = try scratch.write("t.theme.json", theme([String(format: include, 0)]))
    let result = ThemeLoader.load(path: path, fontResolver: nil, allowsOutsideFiles: false)
    #expect(result.theme == nil)
    let budget = errors(result).filter { $0.contains("expand to more than 100000 views") }
    #expect(budget.count == 1, "\(errors(result))")
    #expect(budget.first?.hasPrefix(scratch.file("f")) == true)
    #expect(budget.first?.contains(".json:1:") == true)
}

@Test func anIncludeOutsideTheThemeFolderIsRefusedWithoutEchoingIt() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write("secret.json", "TOPSECRET words of another file")
    let path = try scratch.write("themes/t.theme.json", theme(["{\"include\": \"../secret.json\"}"]))
    let result = ThemeLoader.load(path: path, fontResolver: nil, allowsOutsideFiles: false)
    #expect(
        errors(result) == [
            "\(path):1:39: error: include `../secret.json` is outside the theme's folder \(scratch.path)/themes; "
                + "files there are not read (at layouts[0].include) — move the file into the theme's folder, or set "
                + "SKELETON_ALLOW_OUTSIDE_FILES=1 to allow includes and images anywhere"
        ])
    #expect(!result.dependencies.contains(scratch.file("secret.json")))
    let allowed = ThemeLoader.load(path: path, fontResolver: nil, allowsOutsideFiles: true)
    #expect(allowed.diagnostics.allSatisfy { !$0.description.contains("outside") })
}

@Test func aSymlinkInsideTheFolderCannotLeadOutOfIt() throws {
    let scratch = try TemporaryDirectory()
    let outside = try scratch.write("elsewhere/l.json", layout())
    let path = try scratch.write("themes/t.theme.json", theme(["{\"include\": \"l.json\"}"]))
    try FileManager.default.createSymbolicLink(atPath: scratch.file("themes/l.json"), withDestinationPath: outside)
    let result = ThemeLoader.load(path: path, fontResolver: nil, allowsOutsideFiles: false)
    #expect(errors(result).count == 1)
    #expect(errors(result).first?.contains("include `l.json` is outside the theme's folder") == true)
}

@Test func anImageOutsideTheThemeFolderIsRefused() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write("a.png", pngHeader(width: 1, height: 1))
    let path = try scratch.write("themes/t.theme.json", theme([layout(images: ["../a.png"])]))
    let result = ThemeLoader.load(path: path, fontResolver: nil, allowsOutsideFiles: false)
    #expect(errors(result).count == 1)
    #expect(errors(result).first?.contains("image `../a.png` is outside the theme's folder") == true)
}

@Test(.hangGuard) func aFIFOAsAnIncludeOrImageIsRefusedWithoutBlocking() throws {
    let scratch = try TemporaryDirectory()
    #expect(mkfifo(scratch.file("pipe.json"), 0o644) == 0)
    #expect(mkfifo(scratch.file("pipe.png"), 0o644) == 0)
    let path = try scratch.write("t.theme.json", theme(["{\"include\": \"pipe.json\"}", layout(images: ["pipe.png"])]))
    let result = ThemeLoader.load(path: path, fontResolver: nil, allowsOutsideFiles: false)
    #expect(errors(result).count == 2)
    #expect(errors(result).first?.contains("`pipe.json` is a FIFO (named pipe), not a file") == true)
    #expect(errors(result).last?.contains("image `pipe.png` is a FIFO (named pipe), not a file") == true)
}

@Test(.hangGuard) func aFIFOAsTheThemeIsRefusedWithoutBlocking() throws {
    let scratch = try TemporaryDirectory()
    let path = scratch.file("t.theme.json")
    #expect(mkfifo(path, 0o644) == 0)
    let result = ThemeLoader.load(path: path, fontResolver: nil, allowsOutsideFiles: false)
    #expect(
        errors(result) == [
            "\(path):1:1: error: `t.theme.json` is a FIFO (named pipe), not a file; only regular files are read — name a .json file"
        ])
}

@Test func anImageWhoseHeaderIsTooLargeIsRefusedBeforeDecoding() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write("huge.png", pngHeader(width: 28000, height: 28000))
    let path = try scratch.write("t.theme.json", theme([layout(images: ["huge.png"])]))
    let result = ThemeLoader.load(path: path, fontResolver: nil, allowsOutsideFiles: false)
    #expect(errors(result).count == 1)
    #expect(
        errors(result).first?.contains(
            "image `huge.png` is 28000×28000 pixels; the limit is 16777216 pixels (4096×4096)") == true)
}

@Test func theDistinctImagesOfAThemeShareOneBudget() throws {
    let scratch = try TemporaryDirectory()
    let names = (0..<5).map { "i\($0).png" }
    for name in names { try scratch.write(name, pngHeader(width: 4096, height: 4096)) }
    // The first image named twice counts once: four distinct images fill the budget exactly.
    let path = try scratch.write("t.theme.json", theme([layout(images: ["i0.png"] + names)]))
    let result = ThemeLoader.load(path: path, fontResolver: nil, allowsOutsideFiles: false)
    #expect(errors(result).count == 1)
    #expect(
        errors(result).first?.contains(
            "image `i4.png` brings the theme's distinct images to 83886080 pixels; the limit is 67108864 pixels")
            == true)
}

@Test func aFileThatIsNotJSONIsReportedWithoutItsWords() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write("passwd.json", "root:x:0:0:root:/root:/bin/bash\n")
    let path = try scratch.write("t.theme.json", theme(["{\"include\": \"passwd.json\"}"]))
    let result = ThemeLoader.load(path: path, fontResolver: nil, allowsOutsideFiles: true)
    #expect(
        errors(result) == [
            "\(scratch.path)/passwd.json:1:1: error: `passwd.json` is not a JSON file: a theme or layout file starts "
                + "with { or [ — name a .json theme or layout file"
        ])
}

@Test func aJSONFileWithATypoStillNamesTheWord() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("t.theme.json", "// theme\n{\"name\": tru}")
    let result = ThemeLoader.load(path: path, fontResolver: nil, allowsOutsideFiles: false)
    #expect(result.diagnostics.map(\.message) == ["unexpected word `tru`; expected a value"])
}

@Test func aThemeInMemoryLoadsLikeTheSameFileWithItsIncludes() throws {
    let scratch = try TemporaryDirectory()
    _ = try scratch.write("included.json", "[" + layout(name: "Included") + "]")
    let text = theme(["{\"include\": \"included.json\"}", layout(name: "Own", images: ["missing.png"])])
    let path = try scratch.write("t.theme.json", text)
    let fromFile = ThemeLoader.load(path: path, fontResolver: nil, allowsOutsideFiles: false)
    let fromMemory = ThemeLoader.load(bytes: Array(text.utf8), path: path, fontResolver: nil, allowsOutsideFiles: false)
    #expect(fromMemory.diagnostics == fromFile.diagnostics)
    #expect(fromMemory.dependencies == fromFile.dependencies)
    let column = try #require(text.range(of: "\"missing.png\"")).lowerBound.utf16Offset(in: text) + 1
    #expect(
        errors(fromMemory) == [
            "\(path):1:\(column): error: image file `missing.png` not found (looked for missing.png) (at layouts[1]"
                + ".root.children[0].image) — paths are relative to the file that names them; put the PNG there or fix the path"
        ])
    #expect(fromMemory.theme == nil)
}

@Test func aThemeInMemoryOverTheSizeLimitIsRefused() {
    let limit = JSONLimits.standard.maxFileSize
    let result = ThemeLoader.load(
        bytes: [UInt8](repeating: 0x20, count: limit + 1), path: "/virtual/t.theme.json", fontResolver: nil)
    #expect(result.theme == nil)
    #expect(
        result.diagnostics.map(\.description) == [
            "/virtual/t.theme.json:1:1: error: file is \(limit + 1) bytes; the limit is \(limit) bytes — split the file into includes"
        ])
}

@Test func aNULInsideAnIncludeOrImagePathIsAnErrorAtItsKeyAndNothingIsRead() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write("l.json", layout())
    try scratch.write("a.png", pngHeader(width: 1, height: 1))
    let path = try scratch.write(
        "t.theme.json", theme(["{\"include\": \"l.json\\u0000x\"}", layout(name: "M", images: ["a.png\\u0000.txt"])]))
    let result = ThemeLoader.load(path: path, fontResolver: nil, allowsOutsideFiles: false)
    #expect(
        errors(result) == [
            "\(path):1:39: error: include `l.json\\u{0}x` holds a NUL character, which no file name can hold; nothing is "
                + "read (at layouts[0].include) — remove the NUL (\\u0000) from the path",
            "\(path):1:161: error: image `a.png\\u{0}.txt` holds a NUL character, which no file name can hold; nothing "
                + "is read (at layouts[1].root.children[0].image) — remove the NUL (\\u0000) from the path",
        ], "\(errors(result))")
    #expect(!result.dependencies.contains(scratch.file("l.json")))
    #expect(!result.dependencies.contains(scratch.file("a.png")))
}
