import Foundation
import FoundationXML
import TestSupport
import Testing

@testable import SkeletonCommands

/// Every character XML 1.0 cannot carry that a Swift string can hold: the C0 controls (tab, line
/// feed and carriage return are allowed, but an attribute would read them as spaces) and U+FFFE,
/// U+FFFF.
private let unspeakable = String(
    String.UnicodeScalarView(
        (0...0x1F).compactMap(Unicode.Scalar.init) + [Unicode.Scalar(0xFFFE)!, Unicode.Scalar(0xFFFF)!]))

/// The same characters as the report spells them: `\u{0}` … `\u{1F}`, `\u{FFFE}`, `\u{FFFF}`.
private let spelled = ((0...0x1F).map { $0 } + [0xFFFE, 0xFFFF]).map {
    "\\u{\(String($0, radix: 16, uppercase: true))}"
}
.joined()

/// Collects each `<testcase>`'s name and each `<failure>`'s message as a strict parser reads them.
private final class JUnitReader: NSObject, XMLParserDelegate {
    var names: [String] = []
    var failures: [String] = []

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if element == "testcase" { names.append(attributes["name"] ?? "") }
        if element == "failure" { failures.append(attributes["message"] ?? "") }
    }
}

/// A report of `results` whose baselines are in `baselines` and images in `out`.
private func report(_ results: [BatchResult], out: String = "out", baselines: String = "base") -> BatchReport {
    let options = BatchOptions(batchPath: "shots.json", outDirectory: out, compareDirectory: baselines)
    return BatchReport(
        results: results, finisher: BatchShotFinisher(options: options), batchShots: results.count, shard: nil)
}

@Test func theJUnitReportParsesStrictlyWhateverControlCharactersTheNamesAndPathsHold() throws {
    let results = [
        BatchResult(index: 0, name: "shot" + unspeakable, status: .missing),
        BatchResult(index: 1, name: "b<&\">", status: .matches),
    ]
    let xml = report(results, baselines: "base" + unspeakable).junit
    let reader = JUnitReader()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = reader
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")\n\(xml)")
    #expect(reader.names == ["shot" + spelled, "b<&\">"])
    #expect(reader.failures == ["no baseline at base\(spelled)/shot\(spelled).png"])
}

@Test func theHTMLReportEscapesEveryNameAndShowsControlCharacters() {
    #expect(BatchReport.escape("<b a=\"1\">&\u{1B}[2J\u{202E}") == "&lt;b a=&quot;1&quot;&gt;&amp;\\u{1B}[2J\\u{202E}")
}

/// A batch folder with `count` failing shots, each with a baseline, an actual and a diff "image" of
/// `size` bytes (the page embeds the bytes; it does not decode them).
private func failingShots(_ count: Int, size: Int, in scratch: TemporaryDirectory) throws -> BatchReport {
    try FileManager.default.createDirectory(atPath: scratch.file("out"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: scratch.file("base line"), withIntermediateDirectories: true)
    var results: [BatchResult] = []
    for index in 0..<count {
        let name = "s\(index)#"
        for path in ["out/\(name).actual.png", "out/\(name).diff.png", "base line/\(name).png"] {
            _ = try scratch.write(path, [UInt8](repeating: UInt8(index), count: size))
        }
        results.append(
            BatchResult(
                index: index, name: name, status: .differs, changedPixels: 1, largestDifference: 9,
                box: PixelBox(x: 0, y: 0, width: 1, height: 1), width: 2, height: 2))
    }
    return report(results, out: scratch.file("out"), baselines: scratch.file("base line"))
}

@Test func theHTMLReportInlinesImagesWhileThePageStaysWithinItsBudgetAndLinksTheRest() throws {
    let scratch = try TemporaryDirectory()
    let batch = try failingShots(3, size: 3000, in: scratch)
    let page = scratch.file("out/report.html")
    let inlined = { (text: String) in text.components(separatedBy: "src=\"data:image/png;base64,").count - 1 }

    try BatchHTMLReport(report: batch).write(to: page)
    let whole = try String(contentsOfFile: page, encoding: .utf8)
    #expect(inlined(whole) == 9)

    try BatchHTMLReport(report: batch).write(to: page, budget: 0)
    let linked = try String(contentsOfFile: page, encoding: .utf8)
    #expect(inlined(linked) == 0)
    #expect(linked.contains("<img alt=\"baseline\" src=\"../base%20line/s0%23.png\">"))
    #expect(linked.contains("<img alt=\"actual\" src=\"s0%23.actual.png\">"))
    #expect(linked.contains("<img alt=\"diff\" src=\"s2%23.diff.png\">"))

    // Each inlined image adds its 4000 base64 characters and the data URL's prefix, less its link.
    let grows = { (link: String) in "data:image/png;base64,".utf8.count + 4000 - link.utf8.count }
    let budget = linked.utf8.count + grows("../base%20line/s0%23.png") + grows("s0%23.actual.png")
    try BatchHTMLReport(report: batch).write(to: page, budget: budget)
    let partial = try String(contentsOfFile: page, encoding: .utf8)
    #expect(inlined(partial) == 2)
    #expect(partial.utf8.count == budget)
    #expect(partial.contains("<img alt=\"diff\" src=\"s0%23.diff.png\">"))
}
