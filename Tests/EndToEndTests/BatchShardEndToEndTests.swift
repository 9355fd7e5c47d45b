import Foundation
import TestSupport
import Testing

/// A theme of two layouts whose solid skeletons take `tint`, and a batch of 32 shots: 2 layouts ×
/// 4 styles × 2 appearances × 2 times.
private func writeBatch(in scratch: TemporaryDirectory, tint: String) throws -> String {
    try scratch.write(
        "t.theme.json",
        """
        {"name": "Shards", "appearance": {"tintColor": "\(tint)"},
         "layouts": [
           {"name": "Card", "size": [120, 60], "root": {"type": "stack", "padding": 8, "children": [{"type": "label", "text": "Hi"}]}},
           {"name": "Row", "size": [120, 40], "root": {"type": "stack", "axis": "horizontal", "padding": 6,
            "children": [{"type": "view", "width": 28, "height": 28, "cornerRadius": 14}, {"type": "label", "text": "x"}]}}
         ]}
        """)
    return try scratch.write(
        "shots.json",
        #"{"shots": [{"theme": "t.theme.json", "layout": "*", "style": ["solid", "gradient", "solidAnimated", "#
            + #""gradientAnimated"], "appearance": ["light", "dark"], "time": [0.5, 1]}]}"#)
}

/// Every file of `folder` with its bytes.
private func contents(_ folder: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
        files[name] = Executable.bytes(folder + "/" + name)
    }
    return files
}

@Test func fourShardsMergedEqualTheWholeBatchsReports() throws {
    let scratch = try TemporaryDirectory()
    let batch = try writeBatch(in: scratch, tint: "#ECF0F1")
    let baselines = scratch.file("baselines")
    let record = try Executable.run([
        "capture", "--batch", batch, "--out-dir", scratch.file("record"), "--compare-dir", baselines, "--update",
    ])
    #expect(record.status == 0, "\(record.error)")
    _ = try writeBatch(in: scratch, tint: "#E74C3C")
    let whole = try Executable.run([
        "capture", "--batch", batch, "--out-dir", scratch.file("whole"), "--compare-dir", baselines,
    ])
    #expect(whole.status == 1)
    var folders: [String] = []
    for shard in 1...4 {
        let folder = scratch.file("shard\(shard)")
        let run = try Executable.run([
            "capture", "--batch", batch, "--out-dir", folder, "--compare-dir", baselines, "--shard", "\(shard)/4",
        ])
        #expect(run.status == 1, "\(run.error)")
        let report =
            try JSONSerialization.jsonObject(with: Executable.bytes(folder + "/report.json") ?? Data())
            as? [String: Any]
        // 32 shots dealt out in turn: 8 to each shard, shot i to shard i mod 4 + 1.
        #expect(report?["shots"] as? Int == 8)
        #expect(report?["batchShots"] as? Int == 32)
        #expect(report?["shard"] as? String == "\(shard)/4")
        let indices = (report?["results"] as? [[String: Any]] ?? []).compactMap { $0["index"] as? Int }
        #expect(indices == Array(stride(from: shard - 1, to: 32, by: 4)))
        folders.append(folder)
    }
    let merged = scratch.file("merged")
    let merge = try Executable.run(["capture", "--merge-reports"] + folders.reversed() + ["--out-dir", merged])
    #expect(merge.status == whole.status, "\(merge.error)")
    #expect(
        merge.standard.replacingOccurrences(of: merged, with: "OUT")
            == whole.standard.replacingOccurrences(of: scratch.file("whole"), with: "OUT"))
    let wholeFiles = try contents(scratch.file("whole"))
    // The solid styles take the tint: 2 layouts × 2 solid styles × 2 appearances × 2 times differ,
    // each with an actual and a diff image, beside the four reports.
    #expect(wholeFiles.count == 16 * 2 + 4)
    #expect(try contents(merged) == wholeFiles)
}

@Test func mergingSomeShardsOrOneTwiceIsAnError() throws {
    let scratch = try TemporaryDirectory()
    let batch = try writeBatch(in: scratch, tint: "#ECF0F1")
    let baselines = scratch.file("baselines")
    for shard in 1...2 {
        let run = try Executable.run([
            "capture", "--batch", batch, "--out-dir", scratch.file("s\(shard)"), "--compare-dir", baselines,
            "--update", "--shard", "\(shard)/2",
        ])
        #expect(run.status == 0, "\(run.error)")
    }
    let one = try Executable.run([
        "capture", "--merge-reports", scratch.file("s1"), "--out-dir", scratch.file("m"),
    ])
    #expect(one.status == 1)
    #expect(
        one.error
            == "error: the reports hold 16 of the batch's 32 shots: give the folder of every shard "
            + "(--shard K/N for K = 1…N)\n")
    let twice = try Executable.run([
        "capture", "--merge-reports", scratch.file("s1"), scratch.file("s1"), "--out-dir", scratch.file("m"),
    ])
    #expect(twice.status == 1)
    #expect(twice.error.contains("shot 0 (t-Card-solid-light-0.5s) is in two reports"))
    let into = try Executable.run([
        "capture", "--merge-reports", scratch.file("s1"), scratch.file("s2"), "--out-dir", scratch.file("s1"),
    ])
    #expect(into.status == 1)
    #expect(into.error.contains("report.json"), "\(into.error)")
    let bad = try Executable.run([
        "capture", "--batch", batch, "--out-dir", scratch.file("o"), "--shard", "5/4",
    ])
    #expect(bad.status == 2)
    #expect(bad.error.hasPrefix("error: --shard needs K/N with 1 <= K <= N <= 10000, e.g. 2/4, got '5/4'\n"))
}
