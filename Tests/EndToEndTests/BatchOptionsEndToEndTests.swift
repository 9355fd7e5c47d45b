import Foundation
import TestSupport
import Testing

/// A theme of one 160 × 90 layout, `Card`, sliding (`gradientAnimated`, the default style) with a
/// label (Dynamic Type scales it) and a round view.
private let cardTheme = """
    {"name": "RT", "style": "gradientAnimated",
     "layouts": [{"name": "Card", "size": [160, 90], "root": {"type": "stack", "padding": 8, "spacing": 6, "children": [
       {"type": "label", "text": "Hello there"},
       {"type": "view", "width": 40, "height": 40, "cornerRadius": 20}]}}]}
    """

/// An iPhone 8 storyboard (375 × 667), screen `Screen`, that each Interface Builder option changes:
/// the skeletonable root holds `box` (not flagged, so its flagged `title` shows only with
/// `--bridge` or `--root box`), `aliased` (flagged through the app's own `_isSkeletonable`),
/// `plain` (flagged in code: `--flag plain`) and the table `list`, whose cell the app registers
/// in code (`--cell list=Cell.xib`). It has no constraints, so `--solve` keeps its pixels.
private let screenStoryboard = IBFixture.scene(
    device: "retina4_7",
    controller: """
        <viewController storyboardIdentifier="Screen" id="vc">
            <view key="view" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
                <subviews>
                    <view id="box"><rect key="frame" x="16" y="40" width="343" height="60"/>
                        <subviews>
                            <label text="Title" id="title"><rect key="frame" x="8" y="8" width="200" height="21"/>
                                <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/></userDefinedRuntimeAttributes>
                            </label>
                        </subviews>
                    </view>
                    <view id="aliased"><rect key="frame" x="16" y="120" width="100" height="40"/>
                        <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="boolean" keyPath="_isSkeletonable" value="YES"/></userDefinedRuntimeAttributes>
                    </view>
                    <view id="plain"><rect key="frame" x="16" y="180" width="100" height="40"/></view>
                    <tableView rowHeight="60" estimatedRowHeight="-1" id="list"><rect key="frame" x="0" y="240" width="375" height="300"/>
                        <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/></userDefinedRuntimeAttributes>
                    </tableView>
                </subviews>
                <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/></userDefinedRuntimeAttributes>
            </view>
        </viewController>
        """)

/// The cell the app registers for `list`: one flagged label in a 60-point row.
private let cellXib = IBFixture.xib(
    objects: """
        <tableViewCell id="cell" reuseIdentifier="row">
            <rect key="frame" x="0" y="0" width="320" height="60"/>
            <tableViewCellContentView key="contentView" id="content">
                <rect key="frame" x="0" y="0" width="320" height="60"/>
                <subviews>
                    <label text="Row" id="rowLabel"><rect key="frame" x="16" y="12" width="200" height="21"/>
                        <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/></userDefinedRuntimeAttributes>
                    </label>
                </subviews>
                <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/></userDefinedRuntimeAttributes>
            </tableViewCellContentView>
            <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/></userDefinedRuntimeAttributes>
        </tableViewCell>
        """)

/// One option of a single `capture` and the batch key that asks the same.
struct BatchOptionCase: Sendable, CustomTestStringConvertible {
    /// `t.theme.json` or `Screen.storyboard`, in the scratch folder.
    let file: String
    /// The layout.
    let layout: String
    /// The shot's members besides theme and layout, as JSON.
    let keys: String
    /// The same as `capture` options (`CELL` and `LOOK` stand for the cell xib's and the look
    /// theme's paths; `animated` for the format of the loop written with `--animated`).
    let options: [String]
    /// The shot's file, worked out from the naming rule (Docs/ci.md, "Visual regression in CI"):
    /// `THEME-LAYOUT-STYLE-APPEARANCE-TIMEs`, the default moment being the end of the 0.25 s show
    /// fade, then a part per setting away from its default.
    let shot: String
    /// Whether the option changes the pixels of this file (so the test proves it reached the shot).
    var changesPixels = true

    /// A case.
    init(
        _ file: String, _ layout: String, _ keys: String, _ options: [String], _ shot: String,
        changesPixels: Bool = true
    ) {
        (self.file, self.layout, self.keys, self.options, self.shot) = (file, layout, keys, options, shot)
        self.changesPixels = changesPixels
    }

    /// The keys, as the test's name.
    var testDescription: String { keys }

    /// Every option of a single `capture` that a shot takes, at least once, with the IB screen
    /// both on a device and as an animated loop.
    static let all = [
        BatchOptionCase(
            "t.theme.json", "Card", ##""style": "solid""##, ["--style", "solid"],
            "t-Card-solid-light-0.25s.png"),
        BatchOptionCase(
            "t.theme.json", "Card", ##""time": 0.7"##, ["--time", "0.7"],
            "t-Card-gradientAnimated-light-0.7s.png"),
        BatchOptionCase(
            "t.theme.json", "Card", ##""appearance": "dark""##, ["--appearance", "dark"],
            "t-Card-gradientAnimated-dark-0.25s.png"),
        BatchOptionCase(
            "t.theme.json", "Card", ##""rtl": true"##, ["--rtl"],
            "t-Card-gradientAnimated-light-0.25s-rtl.png"),
        BatchOptionCase(
            "t.theme.json", "Card", ##""direction": "topBottom""##, ["--direction", "topBottom"],
            "t-Card-gradientAnimated-light-0.25s-topBottom.png"),
        BatchOptionCase(
            "t.theme.json", "Card", ##""size": [200, 100]"##, ["--size", "200x100"],
            "t-Card-gradientAnimated-light-0.25s-200x100.png"),
        BatchOptionCase(
            "t.theme.json", "Card", ##""scale": 2"##, ["--scale", "2"],
            "t-Card-gradientAnimated-light-0.25s@2x.png"),
        BatchOptionCase(
            "t.theme.json", "Card", ##""device": "iphone-se""##, ["--device", "iphone-se"],
            "t-Card-gradientAnimated-light-0.25s-iphone_se.png"),
        BatchOptionCase(
            "t.theme.json", "Card", ##""contentSize": "accessibilityLarge""##,
            ["--content-size", "accessibilityLarge"],
            "t-Card-gradientAnimated-light-0.25s-accessibilityLarge.png"),
        BatchOptionCase(
            "t.theme.json", "Card", ##""reduceMotion": true"##, ["--reduce-motion"],
            "t-Card-gradientAnimated-light-0.25s-reduceMotion.png"),
        BatchOptionCase(
            "t.theme.json", "Card", ##""hideAt": 0.1, "time": 1"##, ["--hide-at", "0.1", "--time", "1"],
            "t-Card-gradientAnimated-light-1s-hideAt0.1s.png"),
        BatchOptionCase(
            "t.theme.json", "Card", ##""variants": true"##, ["--variants"],
            "t-Card-gradientAnimated-light-0.25s-variants.png"),
        BatchOptionCase(
            "t.theme.json", "Card", ##""vary": ["appearance=dark", "direction=ltr,rtl"]"##,
            ["--vary", "appearance=dark", "--vary", "direction=ltr,rtl"],
            "t-Card-gradientAnimated-light-0.25s-variants-appearance_dark-direction_ltr_rtl.png"),
        BatchOptionCase(
            "t.theme.json", "Card", ##""background": "#336699""##, ["--background", "#336699"],
            "t-Card-gradientAnimated-light-0.25s-_336699.png"),
        BatchOptionCase(
            "t.theme.json", "Card", ##""frames": 3, "fps": 4"##, ["--frames", "3", "--fps", "4"],
            "t-Card-gradientAnimated-light-0.25s-3frames-4fps.png"),
        BatchOptionCase(
            "t.theme.json", "Card", ##""frames": 4, "columns": 2"##, ["--frames", "4", "--columns", "2"],
            "t-Card-gradientAnimated-light-0.25s-4frames-2columns.png"),
        BatchOptionCase(
            "t.theme.json", "Card", ##""animated": "gif", "fps": 4"##, ["--animated", "gif", "--fps", "4"],
            "t-Card-gradientAnimated-light-0.25s-loop-4fps.gif"),
        BatchOptionCase(
            "t.theme.json", "Card", ##""animated": "webp", "fps": 5"##, ["--animated", "webp", "--fps", "5"],
            "t-Card-gradientAnimated-light-0.25s-loop-5fps.webp"),
        BatchOptionCase(
            "Screen.storyboard", "Screen", ##""device": "iphone-se""##, ["--device", "iphone-se"],
            "Screen-Screen-gradientAnimated-light-0.25s-iphone_se.png"),
        BatchOptionCase(
            "Screen.storyboard", "Screen", ##""solve": true"##, ["--solve"],
            "Screen-Screen-gradientAnimated-light-0.25s-solve.png", changesPixels: false),
        BatchOptionCase(
            "Screen.storyboard", "Screen", ##""bridge": true"##, ["--bridge"],
            "Screen-Screen-gradientAnimated-light-0.25s-bridge.png"),
        BatchOptionCase(
            "Screen.storyboard", "Screen", ##""alias": "_isSkeletonable=isSkeletonable""##,
            ["--alias", "_isSkeletonable=isSkeletonable"],
            "Screen-Screen-gradientAnimated-light-0.25s-alias_isSkeletonable_isSkeletonable.png"),
        BatchOptionCase(
            "Screen.storyboard", "Screen", ##""flag": "plain""##, ["--flag", "plain"],
            "Screen-Screen-gradientAnimated-light-0.25s-flag_plain.png"),
        BatchOptionCase(
            "Screen.storyboard", "Screen", ##""root": "box""##, ["--root", "box"],
            "Screen-Screen-gradientAnimated-light-0.25s-root_box.png"),
        BatchOptionCase(
            "Screen.storyboard", "Screen", ##""cell": "list=Cell.xib""##, ["--cell", "list=CELL"],
            "Screen-Screen-gradientAnimated-light-0.25s-cell_list_Cell.png"),
        BatchOptionCase(
            "Screen.storyboard", "Screen", ##""look": "look.theme.json""##, ["--theme", "LOOK"],
            "Screen-Screen-solid-light-0.25s-look_look.png"),
        BatchOptionCase(
            "Screen.storyboard", "Screen", ##""device": "iphone-se", "animated": "gif", "fps": 2"##,
            ["--device", "iphone-se", "--animated", "gif", "--fps", "2"],
            "Screen-Screen-gradientAnimated-light-0.25s-iphone_se-loop-2fps.gif"),
    ]
}

/// The look an Interface Builder screen may take (`--theme`): solid, in a tint no default has.
private let lookTheme = """
    {"name": "Look", "style": "solid", "appearance": {"tintColor": "#336699"},
     "layouts": [{"name": "Unused", "size": [10, 10], "root": {}}]}
    """

/// Writes the themes, the storyboard and the cell into `scratch`.
private func writeSources(_ scratch: TemporaryDirectory) throws {
    try scratch.write("t.theme.json", cardTheme)
    try scratch.write("look.theme.json", lookTheme)
    try scratch.write("Screen.storyboard", screenStoryboard)
    try scratch.write("Cell.xib", cellXib)
}

/// The single `capture` of `case`'s file and layout with `options`, written to `out`.
private func capture(_ scratch: TemporaryDirectory, _ shot: BatchOptionCase, options: [String], out: String) throws
    -> Executable.Result
{
    var arguments = ["capture", scratch.file(shot.file), "--layout", shot.layout]
    var index = 0
    while index < options.count {
        let option = options[index]
        if option == "--animated" {
            arguments += ["--animated", out]
            index += 2
            continue
        }
        arguments.append(
            option.replacingOccurrences(of: "CELL", with: scratch.file("Cell.xib"))
                .replacingOccurrences(of: "LOOK", with: scratch.file("look.theme.json")))
        index += 1
    }
    if !options.contains("--animated") { arguments += ["--out", out] }
    return try Executable.run(arguments)
}

@Test(arguments: BatchOptionCase.all)
func everyCaptureOptionRoundTripsThroughABatchFileToAByteIdenticalShot(_ shot: BatchOptionCase) throws {
    let scratch = try TemporaryDirectory()
    try writeSources(scratch)
    let batch = try scratch.write(
        "shots.json", #"{"shots": [{"theme": "\#(shot.file)", "layout": "\#(shot.layout)", \#(shot.keys)}]}"#)
    let result = try Executable.run(["capture", "--batch", batch, "--out-dir", scratch.file("out")])
    #expect(result.status == 0, "\(result.error)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.file("out")) == [shot.shot])
    let fileExtension = (shot.shot as NSString).pathExtension
    let single = try capture(scratch, shot, options: shot.options, out: scratch.file("single." + fileExtension))
    #expect(single.status == 0, "\(single.error)")
    let batchBytes = Executable.bytes(scratch.file("out/" + shot.shot))
    #expect(batchBytes != nil && batchBytes == Executable.bytes(scratch.file("single." + fileExtension)))
    let animated = shot.options.firstIndex(of: "--animated").map { Array(shot.options[$0...$0 + 1]) } ?? []
    let plain = try capture(scratch, shot, options: animated, out: scratch.file("plain." + fileExtension))
    #expect(plain.status == 0, "\(plain.error)")
    #expect((batchBytes != Executable.bytes(scratch.file("plain." + fileExtension))) == shot.changesPixels)
}

@Test func aLoopsBaselineIsItsFrameSequenceComparedFrameByFrame() throws {
    let scratch = try TemporaryDirectory()
    try writeSources(scratch)
    let batch = try scratch.write(
        "shots.json", #"{"shots": [{"theme": "t.theme.json", "layout": "Card", "animated": "gif", "fps": 4}]}"#)
    let baselines = scratch.file("baselines")
    let record = try Executable.run([
        "capture", "--batch", batch, "--out-dir", scratch.file("record"), "--compare-dir", baselines, "--update",
    ])
    #expect(record.status == 0, "\(record.error)")
    // The 1.5 s sliding loop at 4 fps: 6 frames from the settled moment, 0.25 s, 250 ms apart.
    let name = "t-Card-gradientAnimated-light-0.25s-loop-4fps"
    let frames = try FileManager.default.contentsOfDirectory(atPath: baselines + "/" + name).sorted()
    #expect(
        frames == [
            "0000-0.250s.png", "0001-0.500s.png", "0002-0.750s.png", "0003-1.000s.png", "0004-1.250s.png",
            "0005-1.500s.png",
        ])
    let same = try Executable.run([
        "capture", "--batch", batch, "--out-dir", scratch.file("same"), "--compare-dir", baselines,
    ])
    #expect(same.status == 0, "\(same.standard)")

    // Frame 4 (index 3, at 1 s) replaced by the first: the comparison stops there and says so.
    let folder = baselines + "/" + name
    try scratch.write(
        "baselines/\(name)/0003-1.000s.png", Array(try #require(Executable.bytes(folder + "/0000-0.250s.png"))))
    let out = scratch.file("changed")
    let changed = try Executable.run(["capture", "--batch", batch, "--out-dir", out, "--compare-dir", baselines])
    #expect(changed.status == 1)
    #expect(changed.standard.hasPrefix("differs: \(name): frame 4 of 6 at 1.000s: "))
    let report =
        try JSONSerialization.jsonObject(with: Executable.bytes(out + "/report.json") ?? Data()) as? [String: Any]
    let result = try #require((report?["results"] as? [[String: Any]])?.first)
    #expect(result["frame"] as? Int == 3)
    #expect(result["time"] as? Double == 1)
    #expect(result["frames"] as? Int == 6)
    #expect(result["baseline"] as? String == folder + "/0003-1.000s.png")
    #expect(FileManager.default.fileExists(atPath: out + "/\(name).actual.png"))
    #expect(FileManager.default.fileExists(atPath: out + "/\(name).diff.png"))
    // The actual image is the loop's frame at 1 s, as the single capture of that moment draws it.
    let single = scratch.file("single.png")
    #expect(
        try Executable.run([
            "capture", scratch.file("t.theme.json"), "--layout", "Card", "--time", "1", "--out", single,
        ]).status == 0)
    #expect(Executable.bytes(single) == Executable.bytes(out + "/\(name).actual.png"))
}

@Test func batchKeysAreCapturesOptionsInCamelCaseWithTheirOwnChecks() throws {
    let scratch = try TemporaryDirectory()
    try writeSources(scratch)
    let cases: [(keys: String, error: String)] = [
        (#""hide-at": 1"#, "unknown key `hide-at` in a shot (the key of --hide-at is `hideAt`)"),
        (#""contentSize": "huge""#, "unknown content size category 'huge'"),
        (#""animated": "mp4""#, "\"animated\" is the loop's format: gif or webp"),
        (
            #""variants": true, "device": "iphone-se", "size": [100, 100]"#,
            "\"size\" and \"device\" both set the canvas"
        ),
        (#""fps": 4"#, "\"fps\" goes with \"frames\" or \"animated\""),
        (#""vary": [["appearance=dark"], "direction=rtl"]"#, "\"vary\" is a list of values or a list of such lists"),
        (#""look": true"#, "\"look\" is a string"),
        (#""theme-look": "look.theme.json""#, "unknown key `theme-look` in a shot"),
    ]
    for (keys, error) in cases {
        let batch = try scratch.write(
            "shots.json", #"{"shots": [{"theme": "t.theme.json", "layout": "Card", "# + keys + "}]}")
        let result = try Executable.run(["capture", "--batch", batch, "--out-dir", scratch.file("out")])
        #expect(result.status == 1, "\(keys)")
        #expect(result.error.hasPrefix("error: \(batch):1:"), "\(result.error)")
        #expect(result.error.contains(error), "\(result.error)")
    }
}

@Test func aRepeatableOptionsListOfListsExpandsIntoShots() throws {
    let scratch = try TemporaryDirectory()
    try writeSources(scratch)
    let batch = try scratch.write(
        "shots.json",
        #"{"shots": [{"theme": "t.theme.json", "layout": "Card", "vary": [["appearance=dark"], ["direction=ltr,rtl"]]}]}"#
    )
    let result = try Executable.run(["capture", "--batch", batch, "--out-dir", scratch.file("out")])
    #expect(result.status == 0, "\(result.error)")
    // Standard error is a pipe here, not a terminal: no progress line.
    #expect(result.error == "")
    #expect(
        try FileManager.default.contentsOfDirectory(atPath: scratch.file("out")).sorted() == [
            "t-Card-gradientAnimated-light-0.25s-variants-appearance_dark.png",
            "t-Card-gradientAnimated-light-0.25s-variants-direction_ltr_rtl.png",
        ])
}

@Test func shotsOfOneInterfaceBuilderFileReadTwoWaysGetTwoNames() throws {
    let scratch = try TemporaryDirectory()
    try writeSources(scratch)
    let batch = try scratch.write(
        "shots.json",
        #"{"shots": [{"theme": "Screen.storyboard", "layout": "Screen", "look": ["look.theme.json", "t.theme.json"]},"#
            + #" {"theme": "Screen.storyboard", "layout": "Screen", "root": [[], ["box"]], "bridge": [false, true]}]}"#)
    let result = try Executable.run(["capture", "--batch", batch, "--out-dir", scratch.file("out")])
    #expect(result.status == 0, "\(result.error)")
    #expect(
        try FileManager.default.contentsOfDirectory(atPath: scratch.file("out")).sorted() == [
            "Screen-Screen-gradientAnimated-light-0.25s-bridge.png",
            "Screen-Screen-gradientAnimated-light-0.25s-look_t.png",
            "Screen-Screen-gradientAnimated-light-0.25s-root_box-bridge.png",
            "Screen-Screen-gradientAnimated-light-0.25s-root_box.png",
            "Screen-Screen-gradientAnimated-light-0.25s.png",
            "Screen-Screen-solid-light-0.25s-look_look.png",
        ])
}

@Test func aLookOnTheBatchCommandLineNamesItsShotKey() throws {
    let scratch = try TemporaryDirectory()
    try writeSources(scratch)
    let batch = try scratch.write("shots.json", #"{"shots": [{"theme": "Screen.storyboard", "layout": "Screen"}]}"#)
    let result = try Executable.run([
        "capture", "--batch", batch, "--out-dir", scratch.file("out"), "--theme", scratch.file("look.theme.json"),
    ])
    #expect(result.status == 2)
    #expect(
        result.error.hasPrefix(
            "error: --theme does not go with --batch: each shot of the batch file sets its own (the key \"look\")"))
}

@Test func aMissingLookFileIsAnErrorThatNamesIt() throws {
    let scratch = try TemporaryDirectory()
    try writeSources(scratch)
    let batch = try scratch.write(
        "shots.json", #"{"shots": [{"theme": "Screen.storyboard", "layout": "Screen", "look": "nope.theme.json"}]}"#)
    let result = try Executable.run(["capture", "--batch", batch, "--out-dir", scratch.file("out")])
    #expect(result.status == 1)
    #expect(result.error.contains(scratch.file("nope.theme.json")), "\(result.error)")
}
