import Foundation
import Glibc
import SkeletonCodecs
import SkeletonRaster
import SkeletonSystem
import TestSupport
import Testing

@testable import SkeletonCommands

/// The included layout: one image view showing `image`.
private func layout(image: String) -> String {
    """
    {"name": "L", "size": [40, 30], "root": {"type": "stack", "children": [
      {"type": "imageView", "image": "\(image)", "width": 4, "height": 4, "isSkeletonable": true}]}}
    """
}

/// A 4 × 4 PNG.
private func picture() throws -> [UInt8] {
    try PNGFile.encode(try #require(Framebuffer(width: 4, height: 4, fill: 0xFF33_6699)))
}

/// A workspace whose batch file, include and image sit where the test says, inside `out/` under
/// the reports' names; the bytes of each, to compare afterwards.
private func workspace(batch: String, include: String, image: String) throws -> (
    TemporaryDirectory, files: [String: Data?]
) {
    let scratch = try TemporaryDirectory()
    let imageBytes = try picture()
    try scratch.write(image, imageBytes)
    try scratch.write(include, layout(image: scratch.file(image)))
    try scratch.write("t.theme.json", #"{"name": "T", "style": "solid", "layouts": [{"include": "\#(include)"}]}"#)
    try scratch.write(batch, #"{"shots": [{"theme": "\#(scratch.file("t.theme.json"))", "layout": "*"}]}"#)
    try FileManager.default.createDirectory(atPath: scratch.file("base"), withIntermediateDirectories: true)
    var files: [String: Data?] = [:]
    for name in [batch, include, image, "t.theme.json"] { files[name] = Executable.bytes(scratch.file(name)) }
    return (scratch, files)
}

@Test func aBatchWhoseInputsSitInTheOutputFolderUnderTheReportsNamesIsRefusedBeforeRendering() throws {
    let reports = ["report.json", "report.xml", "report.html", "report.md"]
    for (index, report) in reports.enumerated() {
        // Each input in turn under this report's name; the others under harmless names.
        let names = ["batch", "include", "image"]
        let role = names[index % 3]
        let batch = role == "batch" ? "out/" + report : "out/shots.json"
        let include = role == "include" ? "out/" + report : "layout.json"
        let image = role == "image" ? "out/" + report : "pic.png"
        let (scratch, files) = try workspace(batch: batch, include: include, image: image)
        let run = CommandRun(
            [
                "capture", "--batch", scratch.file(batch), "--out-dir", scratch.file("out"), "--compare-dir",
                scratch.file("base"),
            ],
            services: TestPlatform.services)
        let reader = [
            "batch": "--batch \(scratch.file(batch))",
            "include": "a theme of the batch \(scratch.file(include))",
            "image": "a theme of the batch \(scratch.file(image))",
        ][role]!
        #expect(run.status == 1, "\(report): \(run.error)")
        #expect(
            run.error
                == "error: a batch output \(scratch.file("out"))/\(report) is the same file as \(reader), which this "
                + "command reads; writing it would destroy the input: give another output path\n", "\(report)")
        for (name, bytes) in files { #expect(Executable.bytes(scratch.file(name)) == bytes, "\(report): \(name)") }
        // Nothing rendered: the output folder holds only what the test put there.
        let written = try FileManager.default.contentsOfDirectory(atPath: scratch.file("out"))
        #expect(written.allSatisfy { files.keys.contains("out/" + $0) }, "\(report): \(written)")
    }
}

@Test func aReportNameThatIsAFolderOrAFIFOIsRefusedBeforeRendering() throws {
    let (scratch, _) = try workspace(batch: "shots.json", include: "layout.json", image: "pic.png")
    try FileManager.default.createDirectory(atPath: scratch.file("out/report.html"), withIntermediateDirectories: true)
    #expect(mkfifo(scratch.file("out/report.xml"), 0o644) == 0)
    let run = CommandRun(
        [
            "capture", "--batch", scratch.file("shots.json"), "--out-dir", scratch.file("out"), "--compare-dir",
            scratch.file("base"),
        ],
        services: TestPlatform.services)
    #expect(run.status == 1)
    #expect(
        run.error
            == "error: a batch output \(scratch.file("out"))/report.xml is a FIFO (named pipe), not a file; give the "
            + "path of a file to write\n")
    #expect(
        try FileManager.default.contentsOfDirectory(atPath: scratch.file("out")).sorted() == [
            "report.html", "report.xml",
        ])
}

@Test func aBaselineLinkedToAReportIsAnInputTheReportMayNotReplace() throws {
    let (scratch, _) = try workspace(batch: "shots.json", include: "layout.json", image: "pic.png")
    let baseline = try scratch.write("base/t-L-solid-light-0.25s.png", try picture())
    try FileManager.default.createDirectory(atPath: scratch.file("out"), withIntermediateDirectories: true)
    #expect(link(baseline, scratch.file("out/report.json")) == 0)
    let run = CommandRun(
        [
            "capture", "--batch", scratch.file("shots.json"), "--out-dir", scratch.file("out"), "--compare-dir",
            scratch.file("base"),
        ],
        services: TestPlatform.services)
    #expect(run.status == 1)
    #expect(
        run.error
            == "error: a batch output \(scratch.file("out"))/report.json is the same file as the baseline \(baseline), "
            + "which this command reads; writing it would destroy the input: give another output path\n")
    #expect(Executable.bytes(baseline) == Data(try picture()))
}
