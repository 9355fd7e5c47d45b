import Foundation
import SkeletonDocument
import TestSupport
import Testing

@testable import SkeletonTheme

/// Loads raw bytes as a theme file, from memory.
private func loadBytes(_ bytes: [UInt8]) -> ThemeLoadResult {
    ThemeLoader.load(bytes: bytes, path: "/virtual/hostile.theme.json", fontResolver: nil)
}

@Test func emptyFileIsAnError() {
    let result = loadBytes([])
    #expect(result.diagnostics.map(\.message) == ["file is empty; expected a JSON object"])
    #expect(result.theme == nil)
}

@Test func commentOnlyFileIsAnError() {
    let result = loadBytes(Array("// nothing here\n".utf8))
    #expect(result.diagnostics.first.map { [$0.line, $0.column] } == [2, 1])
}

// A hang would hit the time limit; the diagnostic's column proves the parser stopped at the limit.
@Test(.hangGuard) func deepNestingStopsAtTheLimit() {
    let result = loadBytes(Array(repeating: UInt8(ascii: "["), count: 100_000))
    #expect(result.diagnostics.map(\.message) == ["nesting deeper than 256 levels"])
    #expect(result.diagnostics.first?.column == 257)
}

@Test(.hangGuard) func tenMegabyteFileFailsWithAPosition() {
    // A 10 MB array of numbers: under the size limit, over the value limit.
    var bytes: [UInt8] = [UInt8(ascii: "[")]
    bytes.reserveCapacity(10_000_002)
    while bytes.count < 10_000_000 { bytes.append(contentsOf: [UInt8(ascii: "1"), UInt8(ascii: ",")]) }
    bytes.append(UInt8(ascii: "]"))
    let result = loadBytes(bytes)
    #expect(result.diagnostics.map(\.message) == ["file has more than 200000 values"])
    #expect(result.diagnostics.first.map { [$0.line, $0.column] } == [1, 400_000])
}

@Test func oversizedFileIsRejectedBeforeReading() {
    let result = loadBytes(Array(repeating: UInt8(ascii: " "), count: 16 * 1024 * 1024 + 1))
    #expect(result.diagnostics.map(\.message) == ["file is 16777217 bytes; the limit is 16777216 bytes"])
}

@Test func invalidUTF8IsReportedWithItsPosition() {
    let result = loadBytes(Array("{\n  \"name\": \"ab".utf8) + [0xC3, 0x28] + Array("\"}".utf8))
    let diagnostic = result.diagnostics.first
    #expect(diagnostic?.message == "invalid UTF-8 byte 0xC3")
    #expect(diagnostic.map { [$0.line, $0.column] } == [2, 14])
}

@Test func hugeNumbersAreOutOfRange() {
    let result = loadBytes(Array(#"{"appearance": {"multilineHeight": 1e400}, "layouts": []}"#.utf8))
    #expect(result.diagnostics.first?.message == "number 1e400 is out of range")
    let long = loadBytes(Array(("{\"a\": " + String(repeating: "9", count: 5000) + "}").utf8))
    #expect(long.diagnostics.first?.message == "number literal is 5000 characters long; the limit is 64")
}

@Test func largeButValidNumbersAreRangeErrorsNotCrashes() {
    let result = loadBytes(
        Array(
            #"{"layouts": [{"name": "L", "size": [1e300, 10], "root": {"type": "label", "numberOfLines": 1e300}}]}"#
                .utf8))
    #expect(
        result.diagnostics.map(\.message) == [
            "1e+300 is out of range; allowed 1…10000", "1e+300 is out of range; allowed 0…10000",
        ])
}

@Test func manyProblemsAreCappedAtTheLimit() {
    let members = (0..<300).map { "\"k\($0)\": 1" }.joined(separator: ", ")
    let result = loadBytes(Array("{\(members), \"layouts\": []}".utf8))
    #expect(result.diagnostics.count == DiagnosticSink.limit + 1)
}

@Test func aFolderInsteadOfAFileIsAnError() throws {
    let scratch = try TemporaryDirectory()
    let result = ThemeLoader.load(path: scratch.path, fontResolver: nil)
    #expect(result.diagnostics.first?.message.hasSuffix("is a folder, not a file") == true)
}
