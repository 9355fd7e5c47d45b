import Foundation
import TestSupport
import Testing

/// A theme of two layouts whose solid skeletons take `tint`, and a batch whose one pattern (on
/// line 2) asks `styles` of both at 1 s.
private func writeBatch(in scratch: TemporaryDirectory, tint: String, styles: String) throws -> String {
    try scratch.write(
        "t.theme.json",
        """
        {"name": "Review", "appearance": {"tintColor": "\(tint)"},
         "layouts": [
           {"name": "Card", "size": [120, 60], "root": {"type": "stack", "padding": 8, "children": [{"type": "label", "text": "Hi"}]}},
           {"name": "Row", "size": [120, 40], "root": {"type": "stack", "axis": "horizontal", "padding": 6,
            "children": [{"type": "view", "width": 28, "height": 28, "cornerRadius": 14}, {"type": "label", "text": "x"}]}}
         ]}
        """)
    return try scratch.write(
        "shots.json",
        "{\"shots\": [\n  {\"theme\": \"t.theme.json\", \"layout\": \"*\", \"style\": \(styles), \"time\": 1}\n]}\n")
}

/// Runs a batch comparing with `baselines`, writing to `out`, with `extra` options.
private func compare(
    _ batch: String, _ baselines: String, _ out: String, _ extra: [String] = [],
    environment: [String: String]? = nil
) throws -> Executable.Result {
    try Executable.run(
        ["capture", "--batch", batch, "--out-dir", out, "--compare-dir", baselines] + extra, environment: environment)
}

@Test func baselinesNoShotUsesAreListedAndPrunedOnlyWhenAsked() throws {
    let scratch = try TemporaryDirectory()
    let batch = try writeBatch(in: scratch, tint: "#ECF0F1", styles: #"["solid", "gradient"]"#)
    let baselines = scratch.file("baselines")
    #expect(try compare(batch, baselines, scratch.file("record"), ["--update"]).status == 0)
    try scratch.write("baselines/README.txt", "not a baseline")
    _ = try writeBatch(in: scratch, tint: "#ECF0F1", styles: #""solid""#)
    let listed = try compare(batch, baselines, scratch.file("listed"))
    #expect(listed.status == 0)
    #expect(
        listed.standard
            == "obsolete: t-Card-gradient-light-1s.png: no shot uses it (remove it with --prune)\n"
            + "obsolete: t-Row-gradient-light-1s.png: no shot uses it (remove it with --prune)\n"
            + "compared 2 shots: 0 differ, 0 missing, 2 obsolete; report \(scratch.file("listed"))/report.html\n")
    let report =
        try JSONSerialization.jsonObject(with: Executable.bytes(scratch.file("listed/report.json")) ?? Data())
        as? [String: Any]
    #expect(report?["obsolete"] as? [String] == ["t-Card-gradient-light-1s.png", "t-Row-gradient-light-1s.png"])
    #expect(FileManager.default.fileExists(atPath: baselines + "/t-Card-gradient-light-1s.png"))

    let pruned = try compare(batch, baselines, scratch.file("pruned"), ["--prune"])
    #expect(pruned.status == 0)
    #expect(pruned.standard.hasPrefix("obsolete: t-Card-gradient-light-1s.png: no shot uses it; removed\n"))
    #expect(
        try FileManager.default.contentsOfDirectory(atPath: baselines).sorted() == [
            "README.txt", "t-Card-solid-light-1s.png", "t-Row-solid-light-1s.png",
        ])
    let after = try compare(batch, baselines, scratch.file("after"))
    #expect(after.standard == "compared 2 shots: 0 differ, 0 missing; report \(scratch.file("after"))/report.html\n")
}

@Test func updateWithAGlobApprovesOnlyTheShotsItNamesAndTheReportsCommandApprovesOne() throws {
    let scratch = try TemporaryDirectory()
    let batch = try writeBatch(in: scratch, tint: "#ECF0F1", styles: #""solid""#)
    let baselines = scratch.file("baselines")
    #expect(try compare(batch, baselines, scratch.file("record"), ["--update"]).status == 0)
    _ = try writeBatch(in: scratch, tint: "#E74C3C", styles: #""solid""#)
    let card = try compare(batch, baselines, scratch.file("card"), ["--update", "t-Card-*"])
    // The Card is approved; the Row still differs, so the batch still fails.
    #expect(card.status == 1)
    #expect(card.standard.hasPrefix("differs: t-Row-solid-light-1s: "))
    #expect(
        card.standard.hasSuffix(
            "compared 2 shots: 1 differ, 0 missing, 1 baselines recorded; report \(scratch.file("card"))/report.html\n")
    )

    let html = String(decoding: Executable.bytes(scratch.file("card/report.html")) ?? Data(), as: UTF8.self)
    let start = try #require(html.range(of: "Approve it: <code>"))
    let end = try #require(html.range(of: "</code>", range: start.upperBound..<html.endIndex))
    let command = String(html[start.upperBound..<end.lowerBound])
    #expect(
        command
            == "skeleton-preview capture --batch \(batch) --out-dir approved --compare-dir \(baselines) "
            + "--update t-Row-solid-light-1s")
    // The page's command, run as written (the names and paths here need no quoting).
    let words = command.split(separator: " ").map(String.init).dropFirst()
    #expect(try Executable.run(Array(words), directory: scratch.path).status == 0)
    #expect(try compare(batch, baselines, scratch.file("after")).status == 0)
}

@Test func differingShotsAreGitHubAnnotationsAtTheirPatternAndAMarkdownTable() throws {
    let scratch = try TemporaryDirectory()
    let batch = try writeBatch(in: scratch, tint: "#ECF0F1", styles: #"["solid", "gradient"]"#)
    let baselines = scratch.file("baselines")
    #expect(try compare(batch, baselines, scratch.file("record"), ["--update"]).status == 0)
    _ = try writeBatch(in: scratch, tint: "#E74C3C", styles: #"["solid", "gradient"]"#)
    var environment = ProcessInfo.processInfo.environment
    environment["GITHUB_ACTIONS"] = "true"
    let out = scratch.file("out")
    let result = try compare(batch, baselines, out, environment: environment)
    #expect(result.status == 1)
    let annotations = result.standard.split(separator: "\n").filter { $0.hasPrefix("::") }
    // The solid shots take the tint; the pattern that asks them starts on line 2 of the batch file.
    #expect(annotations.count == 2)
    #expect(
        annotations.first?.hasPrefix(
            "::error file=\(batch),line=2,title=skeleton-preview%3A t-Card-solid-light-1s::") == true)
    #expect(annotations.first?.contains(" pixels changed, largest difference ") == true)
    environment["GITHUB_ACTIONS"] = nil
    let quiet = try compare(batch, baselines, scratch.file("quiet"), environment: environment)
    #expect(!quiet.standard.contains("::error"))

    let markdown = String(decoding: Executable.bytes(out + "/report.md") ?? Data(), as: UTF8.self)
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
        lines.prefix(4) == [
            "### skeleton-preview: 2 of 4 shots differ", "", "| shot | status | what changed | approve |",
            "| --- | --- | --- | --- |",
        ])
    #expect(lines[4].hasPrefix("| `t-Card-solid-light-1s` | differs | "))
    #expect(lines[4].hasSuffix(" --update t-Card-solid-light-1s` |"))
    #expect(lines[5].hasPrefix("| `t-Row-solid-light-1s` | differs | "))
    let same = try compare(batch, baselines, scratch.file("same"), ["--update"])
    #expect(same.status == 0)
    #expect(
        String(decoding: Executable.bytes(scratch.file("same/report.md")) ?? Data(), as: UTF8.self)
            == "### skeleton-preview: all 4 shots match their baselines\n")
}

@Test func aMaxDiffRatioLetsThatShareOfPixelsChangeInABatchAndASingleCompare() throws {
    let scratch = try TemporaryDirectory()
    _ = try writeBatch(in: scratch, tint: "#ECF0F1", styles: #""solid""#)
    let batch = try scratch.write(
        "card.json", #"{"shots": [{"theme": "t.theme.json", "layout": "Card", "style": "solid", "time": 1}]}"#)
    let baselines = scratch.file("baselines")
    #expect(try compare(batch, baselines, scratch.file("record"), ["--update"]).status == 0)
    _ = try writeBatch(in: scratch, tint: "#E74C3C", styles: #""solid""#)
    let exact = try compare(batch, baselines, scratch.file("exact"))
    #expect(exact.status == 1)
    let report =
        try JSONSerialization.jsonObject(with: Executable.bytes(scratch.file("exact/report.json")) ?? Data())
        as? [String: Any]
    let result = try #require((report?["results"] as? [[String: Any]])?.first)
    let changed = try #require(result["changedPixels"] as? Int)
    let pixels = try #require(result["width"] as? Int) * (try #require(result["height"] as? Int))
    // The 120 × 60 card: every changed pixel is a skeleton's, some of it, never all of it.
    #expect(pixels == 7200 && changed > 0 && changed < pixels)
    // Half a pixel above the share that changed passes; half a pixel below does not.
    let above = String((Double(changed) + 0.5) / Double(pixels))
    let below = String((Double(changed) - 0.5) / Double(pixels))
    #expect(try compare(batch, baselines, scratch.file("above"), ["--max-diff-ratio", above]).status == 0)
    #expect(try compare(batch, baselines, scratch.file("below"), ["--max-diff-ratio", below]).status == 1)

    let single = { (ratio: String) throws -> Executable.Result in
        try Executable.run([
            "capture", scratch.file("t.theme.json"), "--layout", "Card", "--style", "solid", "--time", "1",
            "--compare", baselines + "/t-Card-solid-light-1s.png", "--max-diff-ratio", ratio,
        ])
    }
    let passes = try single(above)
    #expect(passes.status == 0)
    #expect(passes.standard.hasPrefix("matches \(baselines)/t-Card-solid-light-1s.png: \(changed) pixels differ"))
    #expect(try single(below).status == 1)
    let alone = try Executable.run([
        "capture", "--batch", batch, "--out-dir", scratch.file("o"), "--max-diff-ratio", "0.1",
    ])
    #expect(alone.status == 2)
    #expect(alone.error.hasPrefix("error: --max-diff-ratio goes with --compare-dir BASELINES\n"))
}
