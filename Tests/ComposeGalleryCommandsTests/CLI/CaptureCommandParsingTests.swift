import SkeletonCore
import Testing

@testable import SkeletonCommands
@testable import SkeletonCompose

@Test func captureParsesEveryOption() throws {
    let options = try CaptureCommand.parse([
        "t.theme.json", "--layout", "Feed", "--out", "o.png", "--style", "solidanimated", "--time", "1.25",
        "--hide-at", "3", "--appearance", "dark", "--direction", "topBottom", "--rtl", "--size", "320x480",
        "--scale", "2", "--background", "#112233", "--compare", "b.png", "--threshold", "4",
    ])
    var expected = CaptureOptions()
    expected.themePath = "t.theme.json"
    expected.frame.layout = "Feed"
    expected.frame.style = .solidAnimated
    expected.frame.time = 1.25
    expected.frame.hideAt = 3
    expected.frame.scheme = .dark
    expected.frame.direction = .topBottom
    expected.frame.rightToLeft = true
    expected.frame.size = Size(width: 320, height: 480)
    expected.outPath = "o.png"
    expected.frame.scale = 2
    expected.background = "#112233"
    expected.baselinePath = "b.png"
    expected.threshold = 4
    #expect(options == expected)
}

@Test func contactSheetTakesAppearances() throws {
    let options = try CaptureCommand.parse(["t.json", "--all", "--appearances", "light,dark", "--out", "s.png"])
    #expect(options.contactSheet)
    #expect(options.appearances == [.light, .dark])
}

/// Command lines `capture` refuses, each with the message that says why (and how to fix it).
private let refusedCaptureCommandLines: [(why: String, arguments: [String], message: String)] = [
    (
        "an unknown style suggests the closest", ["t.json", "--layout", "A", "--out", "o.png", "--style", "gradiant"],
        "unknown style 'gradiant' for --style (did you mean 'gradient'?); choose one of solid, gradient, solidAnimated, gradientAnimated"
    ),
    (
        "an unknown direction suggests the closest",
        ["t.json", "--layout", "A", "--out", "o.png", "--direction", "leftright2"],
        "unknown direction 'leftright2' for --direction (did you mean 'leftRight'?); choose one of leftRight, rightLeft, topBottom, bottomTop, topLeftBottomRight, bottomRightTopLeft"
    ),
    (
        "a time that is not a number", ["t.json", "--layout", "A", "--out", "o.png", "--time", "soon"],
        "option --time needs a number, got 'soon'"
    ),
    (
        "a negative time", ["t.json", "--layout", "A", "--out", "o.png", "--time", "-1"],
        "option --time must be between 0 and 1000000, got -1"
    ),
    (
        "no output", ["t.json", "--layout", "A"],
        "capture needs --out FILE.png (or --animated FILE.gif or FILE.webp)"
    ),
    (
        "no theme", ["--layout", "A", "--out", "o.png"],
        "capture needs a THEME file"
    ),
    (
        "an unknown option suggests the closest", ["t.json", "--hideat", "1"],
        "unknown option '--hideat' (did you mean '--hide-at'?)"
    ),
    (
        "--appearances without a contact sheet",
        ["t.json", "--layout", "A", "--out", "o.png", "--appearances", "dark"],
        "--appearances goes with --all; use --appearance for one layout"
    ),
    (
        "a threshold above 255", ["t.json", "--layout", "A", "--compare", "b.png", "--threshold", "300"],
        "option --threshold must be between 0 and 255, got 300"
    ),
    (
        "--fps without frames or an animation", ["t.json", "--layout", "A", "--out", "o.png", "--fps", "30"],
        "--fps goes with --frames or --animated"
    ),
    (
        "--threshold without --compare", ["t.json", "--layout", "A", "--out", "o.png", "--threshold", "3"],
        "--threshold goes with --compare BASELINE.png"
    ),
]

@Test(arguments: refusedCaptureCommandLines)
func aCaptureCommandLineThatCannotWorkIsAUsageErrorSayingWhy(why: String, arguments: [String], message: String) {
    #expect(throws: CommandError.usage(message: message, usage: CaptureCommand.usage), "\(why)") {
        try CaptureCommand.parse(arguments)
    }
}

@Test func argumentsAfterADoubleDashArePositional() throws {
    let options = try CaptureCommand.parse(["--layout", "A", "--out", "o.png", "--", "--odd.theme.json"])
    #expect(options.themePath == "--odd.theme.json")
}

@Test func filmstripAndGIFOptionsAreParsed() throws {
    let options = try CaptureCommand.parse([
        "t.json", "--layout", "A", "--frames", "8", "--fps", "12", "--out", "s.png", "--animated", "l.gif",
    ])
    #expect(options.frames == 8)
    #expect(options.fps == 12)
    #expect(options.animatedPath == "l.gif")
}

@Test func captureTakesAContentSizeAndReduceMotion() throws {
    let options = try CaptureCommand.parse([
        "t.json", "--layout", "A", "--out", "o.png", "--content-size", "accessibilityLarge", "--reduce-motion",
    ])
    #expect(options.frame.contentSize == .accessibilityLarge)
    #expect(options.frame.reducesMotion)
}

@Test func anUnknownContentSizeSuggestsTheClosest() {
    #expect(
        throws: CommandError.usage(
            message:
                "unknown content size category 'extraLage' for --content-size (did you mean 'extraLarge'?); choose one of "
                + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "),
            usage: CaptureCommand.usage)
    ) {
        try CaptureCommand.parse(["t.json", "--layout", "A", "--out", "o.png", "--content-size", "extraLage"])
    }
}

@Test func reduceMotionCapturesTheStaticTwinOfTheStyle() {
    var theme = Theme(name: "t")
    theme.style = .gradientAnimated
    var frame = FrameRequest()
    frame.reducesMotion = true
    #expect(LayoutMoment.timeline(theme: theme, frame: frame).state(at: 5).style == .gradient)
    frame.style = .solidAnimated
    #expect(LayoutMoment.timeline(theme: theme, frame: frame).state(at: 5).style == .solid)
    #expect(LayoutMoment.timeline(theme: theme, frame: frame).state(at: 5).animationTime == nil)
}

@Test func theWindowTakesAContentSize() throws {
    let request = try GalleryCommand.parse(["--content-size", "extraSmall"], environment: [:])
    #expect(request.options.request.contentSize == .extraSmall)
    #expect(GalleryCommand.help.contains("--content-size CATEGORY"))
    #expect(GalleryCommand.help.contains("T "))
}

@Test func deviceAndVariantsParseWithTheGridBuiltOnTheDevice() throws {
    let options = try CaptureCommand.parse([
        "t.json", "--vary", "appearance=dark", "--layout", "A", "--out", "o.png", "--device", "IPHONE-SE-landscape",
    ])
    #expect(options.frame.device == Device(.iPhoneSE, .landscape))
    let cells = try #require(options.frame.variants?.rows(of: options.frame)).joined()
    #expect(cells.map(\.request.device) == [Device(.iPhoneSE, .landscape), Device(.iPhoneSE, .landscape)])
    #expect(cells.map(\.request.scheme) == [.dark, .dark])
    #expect(cells.map(\.request.rightToLeft) == [false, true])
    #expect(try CaptureCommand.parse(["t.json", "--layout", "A", "--out", "o.png"]).frame.variants == nil)
    #expect(
        try CaptureCommand.parse(["t.json", "--layout", "A", "--out", "o.png", "--variants"]).frame.variants
            == VariantSet())
}

@Test func variantsRefuseWhatTheGridCannotShow() {
    let refusals: [([String], String)] = [
        (
            ["--variants", "--appearance", "dark"],
            "--appearance picks one variant, and --variants shows light and dark x LTR and RTL: choose the grid's "
                + "values with --vary appearance=dark or --vary direction=rtl"
        ),
        (
            ["--variants", "--frames", "3"],
            "--variants writes one PNG: it cannot be combined with --frames or --animated"
        ),
        (
            ["--vary", "device=ipad-10", "--size", "100x100"],
            "--size and a device both set the canvas: the device lays the layout out in its safe area; drop one"
        ),
        (
            ["--device", "ipad-10", "--size", "100x100"],
            "--size and --device both set the canvas: the device lays the layout out in its safe area; drop one"
        ),
        (
            ["--device", "ipad"],
            "unknown device 'ipad' for --device (did you mean 'ipad-10'?); choose one of iphone-se, iphone-se-landscape, "
                + "iphone-15, iphone-15-landscape, iphone-15-pro-max, iphone-15-pro-max-landscape, ipad-10, ipad-10-landscape"
        ),
    ]
    for (arguments, message) in refusals {
        #expect(throws: CommandError.usage(message: message, usage: CaptureCommand.usage)) {
            try CaptureCommand.parse(["t.json", "--layout", "A", "--out", "o.png"] + arguments)
        }
    }
}

@Test func theWindowTakesDeviceVariantsAndVary() throws {
    let request = try GalleryCommand.parse(
        ["--device", "ipad-10", "--vary", "device=iphone-se,iphone-15", "Themes"], environment: [:])
    #expect(request.options.request.device == Device(.iPad10))
    #expect(request.options.request.variants?.devices == [Device(.iPhoneSE), Device(.iPhone15)])
    #expect(request.paths == ["Themes"])
    #expect(try GalleryCommand.parse([], environment: [:]).options.request.variants == nil)
    #expect(try GalleryCommand.parse(["--variants"], environment: [:]).options.request.variants == VariantSet())
}
