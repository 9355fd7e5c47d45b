import Foundation
import TestSupport
import Testing

/// A small self-contained theme with two layouts; `tint` is its solid skeleton colour (the
/// gradient does not depend on it).
private func writeTheme(in scratch: TemporaryDirectory, tint: String) throws {
    try scratch.write(
        "ci/t.theme.json",
        """
        {"name": "CI", "appearance": {"tintColor": "\(tint)", "gradient": "clouds"},
         "layouts": [
           {"name": "Card", "size": [120, 60], "root": {"type": "stack", "padding": 8, "children": [{"type": "label", "text": "Hello"}]}},
           {"name": "Row", "size": [120, 40], "root": {"type": "stack", "axis": "horizontal", "padding": 6,
            "children": [{"type": "view", "width": 28, "height": 28, "cornerRadius": 14}, {"type": "label", "text": "x"}]}}
         ]}
        """)
    try scratch.write(
        "ci/shots.json",
        #"{"shots": [{"theme": "t.theme.json", "layout": "*", "style": ["solid", "gradient"], "time": 1, "scale": 2}]}"#
    )
}

@Test func aChangedThemeColourFailsTheBatchListingExactlyTheShotsItChanged() throws {
    let scratch = try TemporaryDirectory()
    try writeTheme(in: scratch, tint: "#ECF0F1")
    let batch = scratch.file("ci/shots.json")
    let baselines = scratch.file("baselines")
    let record = try Executable.run([
        "capture", "--batch", batch, "--out-dir", scratch.file("out"), "--compare-dir", baselines, "--update",
    ])
    #expect(record.status == 0, "\(record.error)")
    #expect(record.standard.hasPrefix("compared 4 shots: 0 differ, 0 missing, 4 baselines recorded"))
    let names = try FileManager.default.contentsOfDirectory(atPath: baselines).sorted()
    #expect(
        names == [
            "t-Card-gradient-light-1s@2x.png", "t-Card-solid-light-1s@2x.png", "t-Row-gradient-light-1s@2x.png",
            "t-Row-solid-light-1s@2x.png",
        ])
    let same = try Executable.run([
        "capture", "--batch", batch, "--out-dir", scratch.file("same"), "--compare-dir", baselines,
    ])
    #expect(same.status == 0)
    #expect(same.standard == "compared 4 shots: 0 differ, 0 missing; report \(scratch.file("same"))/report.html\n")

    try writeTheme(in: scratch, tint: "#E74C3C")
    let out = scratch.file("changed")
    let changed = try Executable.run(["capture", "--batch", batch, "--out-dir", out, "--compare-dir", baselines])
    #expect(changed.status == 1)
    let listed = changed.standard.split(separator: "\n").filter { $0.hasPrefix("differs: ") }
        .map { $0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces) }
    #expect(listed == ["t-Card-solid-light-1s@2x", "t-Row-solid-light-1s@2x"])
    #expect(changed.standard.hasSuffix("compared 4 shots: 2 differ, 0 missing; report \(out)/report.html\n"))
    for name in listed {
        #expect(FileManager.default.fileExists(atPath: "\(out)/\(name).actual.png"))
        #expect(FileManager.default.fileExists(atPath: "\(out)/\(name).diff.png"))
    }
    #expect(!FileManager.default.fileExists(atPath: "\(out)/t-Card-gradient-light-1s@2x.actual.png"))

    let report =
        try JSONSerialization.jsonObject(with: Executable.bytes("\(out)/report.json") ?? Data()) as? [String: Any]
    #expect(report?["shots"] as? Int == 4)
    #expect(report?["failed"] as? Int == 2)
    let results = report?["results"] as? [[String: Any]] ?? []
    #expect(results.filter { $0["status"] as? String == "differs" }.compactMap { $0["name"] as? String } == listed)
    let junit = String(decoding: Executable.bytes("\(out)/report.xml") ?? Data(), as: UTF8.self)
    #expect(junit.contains("tests=\"4\" failures=\"2\""))
    #expect(junit.components(separatedBy: "<failure ").count == 3)
    let html = String(decoding: Executable.bytes("\(out)/report.html") ?? Data(), as: UTF8.self)
    #expect(html.contains("<h1>2 of 4 shots differ</h1>"))
    #expect(html.components(separatedBy: "src=\"data:image/png;base64,").count == 7)
    #expect(html.components(separatedBy: "class=\"box\"").count == 7)
}

@Test func aBatchWithoutBaselinesWritesEveryShot() throws {
    let scratch = try TemporaryDirectory()
    try writeTheme(in: scratch, tint: "#ECF0F1")
    let result = try Executable.run([
        "capture", "--batch", scratch.file("ci/shots.json"), "--out-dir", scratch.file("shots"),
    ])
    #expect(result.status == 0)
    #expect(result.standard == "wrote 4 shots to \(scratch.file("shots"))\n")
    let single = scratch.file("single.png")
    _ = try Executable.run([
        "capture", scratch.file("ci/t.theme.json"), "--layout", "Row", "--style", "solid", "--time", "1", "--scale",
        "2",
        "--out", single,
    ])
    #expect(Executable.bytes(single) == Executable.bytes(scratch.file("shots/t-Row-solid-light-1s@2x.png")))
}

@Test func aMissingBaselineFailsUnlessUpdated() throws {
    let scratch = try TemporaryDirectory()
    try writeTheme(in: scratch, tint: "#ECF0F1")
    try FileManager.default.createDirectory(atPath: scratch.file("empty"), withIntermediateDirectories: true)
    let result = try Executable.run([
        "capture", "--batch", scratch.file("ci/shots.json"), "--out-dir", scratch.file("out"), "--compare-dir",
        scratch.file("empty"),
    ])
    #expect(result.status == 1)
    #expect(result.standard.contains("missing: t-Card-solid-light-1s@2x: no baseline\n"))
    #expect(
        result.standard.hasSuffix("compared 4 shots: 0 differ, 4 missing; report \(scratch.file("out"))/report.html\n"))
}

@Test func badBatchFilesAreLocatedErrors() throws {
    let scratch = try TemporaryDirectory()
    try writeTheme(in: scratch, tint: "#ECF0F1")
    let typo = try scratch.write("typo.json", "{\"shots\": [\n  {\"theme\": \"ci/t.theme.json\", \"layot\": \"*\"}\n]}")
    let result = try Executable.run(["capture", "--batch", typo, "--out-dir", scratch.file("o")])
    #expect(result.status == 1)
    #expect(
        result.error.hasPrefix("error: \(typo):2:32: unknown key `layot` in a shot (did you mean 'layout'?)"))
    let glob = try scratch.write("glob.json", #"{"shots": [{"theme": "ci/t.theme.json", "layout": "Feed*"}]}"#)
    let none = try Executable.run(["capture", "--batch", glob, "--out-dir", scratch.file("o")])
    #expect(none.status == 1)
    #expect(none.error.contains("no layout of \(scratch.file("ci/t.theme.json")) matches \"Feed*\"; it has: Card, Row"))
    let style = try scratch.write(
        "style.json", #"{"shots": [{"theme": "ci/t.theme.json", "layout": "*", "style": "solidd"}]}"#)
    let wrong = try Executable.run(["capture", "--batch", style, "--out-dir", scratch.file("o")])
    #expect(wrong.error.contains("unknown style 'solidd' (did you mean 'solid'?)"))
    let update = try Executable.run(["capture", "--batch", style, "--out-dir", scratch.file("o"), "--update"])
    #expect(update.status == 2)
    #expect(update.error.hasPrefix("error: --update records baselines: add --compare-dir BASELINES\n"))
    let mixed = try Executable.run(["capture", "--batch", style, "--out-dir", scratch.file("o"), "--scale", "2"])
    #expect(mixed.status == 2)
    #expect(mixed.error.hasPrefix("error: --scale does not go with --batch"))
}

@Test func batchFoldersWithoutABatchAreAUsageError() throws {
    let result = try Executable.run(["capture", Repository.theme("default"), "--layout", "Article", "--out-dir", "x"])
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("error: --out-dir goes with --frames N (one PNG per frame) or --batch SHOTS.json\n"))
}

@Test func shotsRenderedOnEveryCoreEqualTheSingleCapturesOfTheirOptions() throws {
    // Every shipped layout of the default theme, with its text and images (the header's title and
    // avatar are drawn as content), dark and light: the workers share the fonts and images and each
    // draws with its own rasterizer, so every file is the single capture's, byte for byte.
    let scratch = try TemporaryDirectory()
    let batch = try scratch.write(
        "shots.json",
        #"{"shots": [{"theme": "\#(Repository.theme("default"))", "layout": "*", "style": "gradientAnimated", "#
            + #""appearance": ["light", "dark"], "time": 0.7}]}"#)
    let result = try Executable.run(["capture", "--batch", batch, "--out-dir", scratch.file("shots")])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.standard == "wrote 16 shots to \(scratch.file("shots"))\n")
    for (layout, name) in [
        ("Social feed", "Social_feed"), ("Media card", "Media_card"), ("Hierarchy demo", "Hierarchy_demo"),
    ] {
        for appearance in ["light", "dark"] {
            let single = scratch.file("\(name)-\(appearance).png")
            let capture = try Executable.run([
                "capture", Repository.theme("default"), "--layout", layout, "--style", "gradientAnimated", "--time",
                "0.7", "--appearance", appearance, "--out", single,
            ])
            #expect(capture.status == 0, "\(capture.error)")
            let shot = scratch.file("shots/default-\(name)-gradientAnimated-\(appearance)-0.7s.png")
            #expect(Executable.bytes(single) != nil && Executable.bytes(single) == Executable.bytes(shot), "\(shot)")
        }
    }
}
