import Foundation
import TestSupport
import Testing

/// What a hostile repository puts in names: a screen-clearing escape, a title-setting OSC ended by
/// BEL, DEL, a C1 CSI, and the right-to-left override of Trojan Source.
private let hostile = "\u{1B}[2J\u{1B}]0;pwned\u{07}\u{7F}\u{9B}\u{202E}"
/// The same text as every message prints it.
private let shown = "\\u{1B}[2J\\u{1B}]0;pwned\\u{7}\\u{7F}\\u{9B}\\u{202E}"

/// Whether `text` holds a character that drives a terminal or reorders a line: a control but the
/// line feed and the tab, or a Unicode format character.
private func holdsRawControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
        scalar != "\n" && scalar != "\t" && [.control, .format].contains(scalar.properties.generalCategory)
    }
}

/// `text` as a JSON string with its control characters escaped (a file's bytes stay valid JSON).
private func jsonString(_ text: String) -> String {
    let escaped = text.unicodeScalars.map { scalar in
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            ? String(format: "\\u%04X", scalar.value) : String(scalar)
    }
    return "\"" + escaped.joined() + "\""
}

/// A folder and theme file named with `hostile`, whose layout name holds it too, and with
/// `badKey` an unknown key that does.
private func hostileTheme(in scratch: TemporaryDirectory, badKey: Bool = false) throws -> (
    folder: String, theme: String
) {
    let folder = scratch.file("themes" + hostile)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let theme = folder + "/t\(hostile).theme.json"
    try """
    {"name": "T", "layouts": [{"name": \(jsonString("Card" + hostile)), "size": [40, 20],
      "root": {"type": "view"\(badKey ? ", " + jsonString("colour" + hostile) + ": 1" : "")}}]}
    """.write(toFile: theme, atomically: false, encoding: .utf8)
    return (folder, theme)
}

@Test func validatePrintsHostileKeysAndFileNamesAsEscapesAtTheirPlace() throws {
    let scratch = try TemporaryDirectory()
    let (folder, theme) = try hostileTheme(in: scratch, badKey: true)
    for target in [theme, folder] {
        let result = try Executable.run(["validate", target])
        let printed = result.standard + result.error
        #expect(!holdsRawControl(printed), "\(printed.debugDescription)")
        #expect(
            printed.contains(
                "\(scratch.path)/themes\(shown)/t\(shown).theme.json:2:28: error: unknown key `colour\(shown)` in a `view` view (at layouts[0].root.colour\(shown))"
            ),
            "\(printed)")
    }
}

@Test func captureAndTheBatchPrintHostileLayoutNamesAndPathsAsEscapes() throws {
    let scratch = try TemporaryDirectory()
    let (folder, theme) = try hostileTheme(in: scratch)
    let capture = try Executable.run(["capture", theme, "--layout", "Nope" + hostile, "--out", scratch.file("a.png")])
    #expect(capture.status != 0)
    #expect(!holdsRawControl(capture.standard + capture.error), "\(capture.error.debugDescription)")
    #expect(capture.error.contains("Nope\(shown)"), "\(capture.error)")

    let batch = folder + "/shots\(hostile).json"
    try
        "{\"shots\": [{\"theme\": \(jsonString("t\(hostile).theme.json")), \"layout\": \(jsonString("None" + hostile))}]}"
        .write(toFile: batch, atomically: false, encoding: .utf8)
    let batchRun = try Executable.run(["capture", "--batch", batch, "--out-dir", scratch.file("out")])
    #expect(batchRun.status != 0)
    #expect(!holdsRawControl(batchRun.standard + batchRun.error), "\(batchRun.error.debugDescription)")
    #expect(batchRun.error.contains("shots\(shown).json"), "\(batchRun.error)")
    #expect(batchRun.error.contains("None\(shown)"), "\(batchRun.error)")
}

@Test func importPrintsHostileFileNamesAsEscapes() throws {
    let scratch = try TemporaryDirectory()
    let storyboard = scratch.file("Main\(hostile).storyboard")
    try "<document/>".write(toFile: storyboard, atomically: false, encoding: .utf8)
    let result = try Executable.run(["import", storyboard, "--out", scratch.file("i.theme.json")])
    #expect(!holdsRawControl(result.standard + result.error), "\(result.error.debugDescription)")
    #expect(
        result.error.contains(
            "\(scratch.path)/Main\(shown).storyboard:1:1: error: not an iOS or tvOS Interface Builder document"),
        "\(result.error)")
}
