import Foundation
import SkeletonCodecs
import TestSupport
import Testing

/// The shipped feed layout, as `capture` arguments.
private let feedCapture = ["capture", Repository.theme("default"), "--layout", "Social feed"]

@Test func updateRecordsAMissingBaselineAndExitsZero() throws {
    let scratch = try TemporaryDirectory()
    let baseline = scratch.file("baseline.png")
    let result = try Executable.run(feedCapture + ["--style", "solid", "--compare", baseline, "--update"])
    #expect(result.status == 0)
    #expect(result.standard == "recorded the baseline \(baseline) (there was none)\n")
    let direct = scratch.file("direct.png")
    _ = try Executable.run(feedCapture + ["--style", "solid", "--out", direct])
    #expect(Executable.bytes(baseline) == Executable.bytes(direct))
}

@Test func updateReplacesAChangedBaselineWithoutActualOrDiffImages() throws {
    let scratch = try TemporaryDirectory()
    let baseline = scratch.file("baseline.png")
    _ = try Executable.run(feedCapture + ["--style", "solid", "--out", baseline])
    let before = try PNGFile.read(path: baseline)
    let result = try Executable.run(feedCapture + ["--style", "gradient", "--compare", baseline, "--update"])
    #expect(result.status == 0)
    let after = try PNGFile.read(path: baseline)
    let changed = zip(before.pixels, after.pixels).filter { $0 != $1 }.count
    #expect(changed > 0)
    #expect(
        result.standard.hasPrefix("updated the baseline \(baseline): \(changed) pixels changed, largest difference "))
    #expect(!FileManager.default.fileExists(atPath: scratch.file("baseline.actual.png")))
    #expect(!FileManager.default.fileExists(atPath: scratch.file("baseline.diff.png")))
    let again = try Executable.run(feedCapture + ["--style", "gradient", "--compare", baseline])
    #expect(again.status == 0)
}

@Test func updateLeavesAMatchingBaselineUntouched() throws {
    let scratch = try TemporaryDirectory()
    let baseline = scratch.file("baseline.png")
    _ = try Executable.run(feedCapture + ["--style", "solid", "--out", baseline])
    let inode = try FileManager.default.attributesOfItem(atPath: baseline)[.systemFileNumber] as? Int
    let result = try Executable.run(feedCapture + ["--style", "solid", "--compare", baseline, "--update"])
    #expect(result.status == 0)
    #expect(result.standard.hasSuffix("; left as it was\n"))
    #expect(try FileManager.default.attributesOfItem(atPath: baseline)[.systemFileNumber] as? Int == inode)
}

@Test func updateNeedsCompareAndNeverWritesOverTheTheme() throws {
    let alone = try Executable.run(feedCapture + ["--out", "x.png", "--update"])
    #expect(alone.status == 2)
    #expect(alone.error.hasPrefix("error: --update records a baseline: add --compare BASELINE.png\n"))
    let scratch = try TemporaryDirectory()
    let theme = try scratch.write(
        "t.theme.json", #"{"name": "T", "layouts": [{"name": "A", "size": [40, 20], "root": {"type": "label"}}]}"#)
    let original = Executable.bytes(theme)
    let result = try Executable.run(["capture", theme, "--layout", "A", "--compare", theme, "--update"])
    #expect(result.status == 1)
    #expect(result.error.contains("is the same file as the theme"))
    #expect(Executable.bytes(theme) == original)
}
