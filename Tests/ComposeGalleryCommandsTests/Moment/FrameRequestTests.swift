import Foundation
import SkeletonCore
import TestSupport
import Testing

@testable import SkeletonCommands
@testable import SkeletonCompose
@testable import SkeletonGallery

/// `FrameRequest`: its arguments parse back to it, through its own reader, `capture`'s and the
/// window's, and every mistake says which argument, what is wrong and what is accepted.
@Suite struct FrameRequestTests {
    /// Layout names that stress the words: spaces, quotes, non-ASCII, leading dashes, `=`, empty.
    static let layoutNames = ["Feed", "Social feed", "it's", "Café ☕️", "-dash", "--double", "a=b", ""]

    /// A random request from `random`, valid by construction (the checks of `Parser.finish` hold).
    static func request(_ random: inout SplitMix64) -> FrameRequest {
        func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
        func chance() -> Bool { random.next() % 2 == 0 }
        func number(_ range: ClosedRange<Double>) -> Double {
            // Whole and fractional values, and the ends of the range.
            let unit = random.nextOpenUnit()
            let value = range.lowerBound + unit * (range.upperBound - range.lowerBound)
            return pick([range.lowerBound, range.upperBound, value, range.clamped(value.rounded())])
        }
        var request = FrameRequest()
        if chance() { request.layout = pick(layoutNames) }
        if chance() { request.style = pick(SkeletonStyle.allCases) }
        if chance() { request.time = number(0...1_000_000) }
        if chance() { request.hideAt = number(0...1_000_000) }
        request.scheme = pick(ColorScheme.allCases)
        request.rightToLeft = chance()
        if chance() { request.direction = pick(GradientDirection.allCases) }
        request.contentSize = pick(ContentSizeCategory.allCases)
        request.reducesMotion = chance()
        request.solvesAtDesignSize = chance()
        if chance() {
            request.device = pick(Device.all)
        } else if chance() {
            request.size = Size(width: number(1...4096), height: number(1...4096))
        }
        if chance() { request.scale = number(0.25...8) }
        if chance() {
            var set = VariantSet()
            func some<T>(_ all: [T]) -> [T] { (0..<(1 + Int(random.next() % 3))).map { _ in pick(all) } }
            if chance(), request.size == nil { set.vary(devices: some([nil] + Device.all)) }
            if chance() { set.vary(contentSizes: some(ContentSizeCategory.allCases)) }
            if chance() { set.vary(appearances: some(ColorScheme.allCases)) }
            if chance() { set.vary(directions: some([false, true])) }
            request.variants = set
            request.scheme = .light
            request.rightToLeft = false
        }
        return request
    }

    @Test func argumentsParseBackToTheSameRequestForTwoThousandGeneratedRequests() throws {
        var random = SplitMix64(seed: 30)
        for _ in 0..<2000 {
            let request = Self.request(&random)
            let parsed = try FrameRequest(parsing: request.arguments)
            #expect(parsed == request, "\(request.arguments)")
        }
    }

    @Test func captureReadsTheSameRequestFromItsWholeCommandLine() throws {
        var random = SplitMix64(seed: 29)
        for _ in 0..<500 {
            let request = Self.request(&random)
            let options = try CaptureCommand.parse(["t.theme.json", "--out", "o.png"] + request.arguments)
            #expect(options.frame == request, "\(request.arguments)")
        }
    }

    @Test func theWindowReadsItsStartingLookWithTheSameDefinitions() throws {
        var request = FrameRequest()
        request.contentSize = .accessibilityLarge
        request.device = Device(.iPhone15, .landscape)
        var set = VariantSet()
        set.vary(appearances: [.dark])
        request.variants = set
        // --content-size accessibilityLarge --device iphone-15-landscape --variants --vary appearance=dark
        #expect(request.arguments.count == 7)
        let parsed = try GalleryCommand.parse(request.arguments, environment: [:])
        #expect(parsed.options.request == request)
    }

    @Test func theDefaultRequestHasNoArgumentsAndEveryOptionIsPrintedOnlyAwayFromItsDefault() throws {
        #expect(FrameRequest().arguments == [])
        #expect(try FrameRequest(parsing: []) == FrameRequest())
        var request = FrameRequest()
        request.layout = "--odd"
        request.time = 1
        request.size = Size(width: 320.5, height: 480)
        request.scale = 2
        #expect(request.arguments == ["--layout=--odd", "--time", "1.0", "--size", "320.5x480", "--scale", "2.0"])
    }

    /// Argument lists `FrameRequest(parsing:)` refuses, with the located message.
    static let refused: [(arguments: [String], message: String)] = [
        (["--time", "soon"], "argument 1 (--time): option --time needs a number, got 'soon'"),
        (["--rtl", "--time", "-1"], "argument 2 (--time): option --time must be between 0 and 1000000, got -1"),
        (["--rtl", "--hide-at"], "argument 2 (--hide-at): option --hide-at needs a value"),
        (["--style=solid", "--rtl=yes"], "argument 2 (--rtl): unexpected value 'yes': this option takes none"),
        (["--stlye", "solid"], "argument 1 (--stlye): unknown option '--stlye' (did you mean '--style'?)"),
        (["--size", "wide"], "argument 1 (--size): option --size needs WIDTHxHEIGHT such as 390x844, got 'wide'"),
        (
            ["--size", "0x10"],
            "argument 1 (--size): option --size: each side must be between 1 and 4096, got 0x10"
        ),
        (
            ["--scale", "16"],
            "argument 1 (--scale): option --scale must be between 0.25 and 8, got 16"
        ),
        (
            ["--appearance", "drak"],
            "argument 1 (--appearance): unknown appearance 'drak' for --appearance (did you mean 'dark'?); "
                + "choose one of light, dark"
        ),
        (
            ["--vary", "devce=iphone-15"],
            "unknown variant axis 'devce' for --vary (did you mean 'device'?); choose one of device, content-size, "
                + "appearance, direction"
        ),
        (
            ["--variants", "--appearance", "dark"],
            "--appearance picks one variant, and --variants shows light and dark x LTR and RTL: choose the grid's "
                + "values with --vary appearance=dark or --vary direction=rtl"
        ),
        (
            ["--size", "100x100", "--device", "iphone-se"],
            "--size and --device both set the canvas: the device lays the layout out in its safe area; drop one"
        ),
        (
            // 4 devices × 4 text sizes × 2 schemes × 2 directions = 64 is the limit; 5 devices make 80.
            [
                "--vary", "content-size=small,medium,large,extraLarge", "--vary",
                "device=iphone-se,iphone-15,ipad-10,iphone-15-pro-max,none",
            ],
            "--vary: the grid would hold 80 variants; at most 64: vary fewer values"
        ),
    ]

    @Test(arguments: refused)
    func mistakesSayWhichArgumentWhatIsWrongAndWhatIsAccepted(_ arguments: [String], _ message: String) {
        #expect(throws: (any Error).self) { try FrameRequest(parsing: arguments) }
        do {
            _ = try FrameRequest(parsing: arguments)
        } catch {
            #expect(error.located == message)
        }
    }

    @Test func batchFilesNameTheKeyInsteadOfTheOption() {
        let range = FrameRequestError(option: "--time", problem: .outOfRange("-1.0", 0...1_000_000))
        #expect(range.message(in: .batchFile) == "\"time\" must be between 0 and 1000000, got -1.0")
        let style = FrameRequestError(
            option: "--style",
            problem: .unknownChoice(kind: "style", text: "solidd", names: SkeletonStyle.allCases.map(\.rawValue)))
        #expect(
            style.message(in: .batchFile)
                == "unknown style 'solidd' (did you mean 'solid'?); choose one of solid, gradient, solidAnimated, "
                + "gradientAnimated")
    }

    @Test func aBatchShotReadsItsKeysWithTheFrameOptionsAndNestsTheLookOutermost() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write(
            "shots.json",
            #"{"shots": [{"theme": "t.json", "layout": "A", "time": [0.5, 1], "rtl": [false, true], "size": [320.5, 480], "scale": 2}]}"#
        )
        let pattern = try #require(
            try BatchFile(path: path, keys: BatchKey.keys(of: CaptureCommand.options)).patterns.first)
        var base = FrameRequest()
        base.size = Size(width: 320.5, height: 480)
        base.scale = 2
        // rtl is a look (outer), time a moment (inner): false 0.5, false 1, true 0.5, true 1.
        let expected = [(false, 0.5), (false, 1.0), (true, 0.5), (true, 1.0)].map { rtl, time in
            var request = base
            request.rightToLeft = rtl
            request.time = time
            return request
        }
        #expect(try pattern.optionLists.map { try FrameRequest(parsing: $0) } == expected)
        #expect(pattern.optionLists[2] == ["--rtl", "--size", "320.5x480", "--time", "0.5", "--scale", "2"])
    }

    @Test func aBadBatchValueIsLocatedAtItsNode() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write(
            "shots.json", #"{"shots": [{"theme": "t.json", "layout": "A", "time": -1}]}"#)
        // `-1` starts at column 55 of line 1 (54 characters before it).
        #expect(throws: CommandError.failure("\(path):1:55: \"time\" must be between 0 and 1000000, got -1")) {
            try BatchFile(path: path, keys: BatchKey.keys(of: CaptureCommand.options))
        }
    }

    @Test func aLookIsTheThemeOptionWithItsPathRelativeToTheBatchFile() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write(
            "ci/shots.json",
            #"{"shots": [{"theme": "S.storyboard", "layout": "A", "look": ["looks/f.theme.json", "/abs/g.json"]}]}"#)
        let pattern = try #require(
            try BatchFile(path: path, keys: BatchKey.keys(of: CaptureCommand.options)).patterns.first)
        #expect(
            pattern.optionLists == [
                ["--theme", folder.file("ci/looks/f.theme.json")], ["--theme", "/abs/g.json"],
            ])
    }

    @Test func everyCaptureOptionIsAShotKeyOrTheBatchsOwn() {
        let keys = BatchKey.keys(of: CaptureCommand.options)
        for option in CaptureCommand.options {
            #expect(
                keys.contains { $0.option == option } != BatchKey.batchOwned.contains(option.name),
                "\(option.name)")
        }
        #expect(keys.first { $0.option.name == "--theme" }?.key == "look")
    }

    @Test func theManualsBatchKeyTableNamesEveryShotKeyBesideItsOption() throws {
        let page = try String(contentsOfFile: Repository.path("Docs/ci.md"), encoding: .utf8)
        let header = "| key | value (a list expands) | `capture` option |"
        let start = try #require(page.range(of: header))
        let rows = page[start.upperBound...].split(separator: "\n").dropFirst().prefix { $0.hasPrefix("|") }
        let cells = rows.map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
        for key in BatchKey.keys(of: CaptureCommand.options) {
            let row = cells.first { $0.first?.contains("`\(key.key)`") == true }
            #expect(row?.last?.contains("`\(key.option.name)`") == true, "\(key.key)")
        }
    }
}

extension ClosedRange<Double> {
    /// `value` moved into the range.
    fileprivate func clamped(_ value: Double) -> Double {
        Swift.min(Swift.max(value, lowerBound), upperBound)
    }
}

/// A style is a fill × a motion; the facts the app reads follow from those two.
@Suite struct StyleFillMotionTests {
    @Test func theFourStylesAreTheFourFillsAndMotionsSkeletonViewHas() {
        let table = SkeletonStyle.allCases.map { "\($0.rawValue)=\($0.fill)×\($0.motion)" }
        #expect(
            table == [
                "solid=solid×still", "gradient=gradient×still", "solidAnimated=solid×pulse",
                "gradientAnimated=gradient×slide",
            ])
        #expect(SkeletonStyle.allCases.map(\.withoutMotion) == [.solid, .gradient, .solid, .gradient])
        #expect(SkeletonStyle.names == "solid, gradient, solidAnimated or gradientAnimated")
    }

    @Test func theLoopOfAMotionIsThePulsesOrTheSlidingsOwn() {
        var animation = ThemeAnimation()
        animation.pulse.duration = 1.5
        animation.sliding.duration = 2
        #expect(SkeletonStyle.Motion.still.loop(in: animation) == nil)
        #expect(SkeletonStyle.Motion.pulse.loop(in: animation) == PulseAnimation(settings: animation.pulse).loop)
        #expect(SkeletonStyle.Motion.slide.loop(in: animation) == SlidingAnimation(settings: animation.sliding).loop)
    }
}
