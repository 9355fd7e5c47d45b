import Foundation
import SkeletonCodecs
import SkeletonRaster
import SkeletonSystem
import TestSupport
import Testing

@testable import SkeletonCommands

/// The output check of a batch of 1 000 shots over 20 Interface Builder files beside a 300-set
/// asset catalog: the figures are printed (a benchmark, not a timed test; Docs/limits-and-safety.md quotes them).
/// Each file lists the whole catalog among its inputs, so the inputs repeat twenty times.
@Test func benchmarkTheOutputCheckOfAThousandShotsBesideALargeCatalog() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write("App/App.xcodeproj/project.pbxproj", "")
    let png = try PNGFile.encode(try #require(Framebuffer(width: 2, height: 2, fill: 0xFF33_6699)))
    for index in 0..<300 {
        try scratch.write(
            "App/Assets.xcassets/i\(index).imageset/Contents.json",
            #"{"images": [{"filename": "i.png", "scale": "2x"}]}"#)
        try scratch.write("App/Assets.xcassets/i\(index).imageset/i.png", png)
    }
    var inputs: [(option: String, path: String)] = [("--batch", try scratch.write("shots.json", "{}"))]
    for file in 0..<20 {
        let xib = try scratch.write(
            "App/S\(file).xib",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
            <view id="r"><rect key="frame" x="0" y="0" width="40" height="40"/><subviews>
            <imageView image="i\(file)" id="v"><rect key="frame" x="0" y="0" width="2" height="2"/></imageView>
            </subviews></view></objects></document>
            """)
        let (_, read) = try ThemeFile.loadWithInputs(
            xib, services: TestPlatform.services, output: CommandOutput(standard: { _ in }, error: { _ in }))
        inputs += read.map { ("a theme of the batch", $0) }
    }
    let out = scratch.file("out")
    let shots = (0..<1_000).map { "shot\($0)" }
    inputs += shots.map { ("the baseline", scratch.file("base/\($0).png")) }
    let outputs =
        shots.flatMap { [out + "/\($0).actual.png", out + "/\($0).diff.png"] }
        + BatchReport.files.map { out + "/" + $0 }
    let start = MonotonicClock.now()
    try BatchRunner.check(outputs: outputs, option: "a batch output", inputs: inputs)
    let seconds = MonotonicClock.now() - start
    let distinct = FileSet(inputs).count
    print(
        "batch output check: \(outputs.count) outputs against \(inputs.count) inputs (\(distinct) distinct) in "
            + String(format: "%.3f s", seconds))
    #expect(distinct == 1 + 20 + 600 + 1_000)
}
