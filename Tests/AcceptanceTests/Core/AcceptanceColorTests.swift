import SkeletonCore
import Testing

/// SkeletonView's colours (UIColor+Skeleton.swift, SkeletonGradient.swift): the named colours,
/// their complements, the default gradients and the adaptive default, as they reach the display
/// list (resolved #RRGGBB) from a theme.
@Suite struct AcceptanceColorTests {
    /// SkeletonView's 21 flat colours (UIColor+Skeleton.swift): name, hex, complement.
    static let table: [(String, String, String)] = [
        ("greenSea", "#16A085", "#1ED8B4"), ("turquoise", "#1ABC9C", "#18B193"),
        ("emerald", "#2ECC71", "#2BC06A"), ("peterRiver", "#3498DB", "#318FCE"),
        ("amethyst", "#9B59B6", "#D178F6"), ("wetAsphalt", "#34495E", "#46637F"),
        ("nephritis", "#27AE60", "#35EB82"), ("belizeHole", "#2980B9", "#37ADFA"),
        ("wisteria", "#8E44AD", "#C05CEA"), ("midnightBlue", "#2C3E50", "#3B546C"),
        ("sunFlower", "#F1C40F", "#E3B80E"), ("carrot", "#E67E22", "#D87620"),
        ("alizarin", "#E74C3C", "#FF6751"), ("clouds", "#ECF0F1", "#DEE2E3"),
        ("darkClouds", "#1C2325", "#262F32"), ("concrete", "#95A5A6", "#8C9B9C"),
        ("flatOrange", "#F39C12", "#E49311"), ("pumpkin", "#D35400", "#FF7100"),
        ("pomegranate", "#C0392B", "#FF4D3A"), ("silver", "#BDC3C7", "#B2B7BB"),
        ("asbestos", "#7F8C8D", "#778485"),
    ]

    /// One whole-canvas block in `style` with `appearance`, at t on the theme's timeline.
    static func block(
        style: String, appearance: String = "{}", scheme: ColorScheme = .light, at t: Double = 1
    ) throws -> ShapeFill {
        let theme = try AcceptanceTheme(
            root: #"{"type": "view"}"#, size: (100, 40), top: #""style": "\#(style)", "appearance": \#(appearance),"#)
        let shapes = try theme.frame(at: t, options: LayoutOptions(colorScheme: scheme)).skeletons
        try #require(shapes.count == 1)
        return shapes[0]
    }

    @Test(arguments: table)
    func namedTintIsItsHexAndPulsesToItsComplement(name: String, hex: String, complement: String) throws {
        let appearance = #"{"tintColor": "\#(name)"}"#
        // The pulse starts at the show, during the 0.25 s fade: complement at 1 s, base again at 2 s.
        #expect(try Self.block(style: "solid", appearance: appearance).solidColor?.hexString == hex)
        #expect(try Self.block(style: "solidAnimated", appearance: appearance, at: 2).solidColor?.hexString == hex)
        #expect(
            try Self.block(style: "solidAnimated", appearance: appearance, at: 1).solidColor?.hexString == complement
        )
    }

    @Test(arguments: table)
    func namedGradientIsBaseComplementBase(name: String, hex: String, complement: String) throws {
        let gradient = try #require(
            try Self.block(style: "gradient", appearance: #"{"gradient": "\#(name)"}"#).gradient)
        #expect(gradient.stops.map(\.color.hexString) == [hex, complement, hex])
        #expect(gradient.stops.map(\.offset) == [0, 0.5, 1])
    }

    @Test func defaultTintIsCloudsInLightAndDarkCloudsInDark() throws {
        #expect(try Self.block(style: "solid").solidColor?.hexString == "#ECF0F1")
        #expect(try Self.block(style: "solid", scheme: .dark).solidColor?.hexString == "#1C2325")
    }

    @Test func defaultGradientsMatchTheSpec() throws {
        let light = try #require(try Self.block(style: "gradient").gradient)
        let dark = try #require(try Self.block(style: "gradient", scheme: .dark).gradient)
        #expect(light.stops.map(\.color.hexString) == ["#ECF0F1", "#DEE2E3", "#ECF0F1"])
        #expect(dark.stops.map(\.color.hexString) == ["#1C2325", "#262F32", "#1C2325"])
    }

    @Test func darkDefaultPulsesToItsComplement() throws {
        #expect(try Self.block(style: "solidAnimated", scheme: .dark, at: 1).solidColor?.hexString == "#262F32")
    }

    @Test func hexAndAdaptiveTintsResolvePerScheme() throws {
        let appearance = ##"{"tintColor": {"light": "#112233", "dark": "peterRiver"}}"##
        #expect(try Self.block(style: "solid", appearance: appearance).solidColor?.hexString == "#112233")
        #expect(
            try Self.block(style: "solid", appearance: appearance, scheme: .dark).solidColor?.hexString == "#3498DB")
    }

    @Test func translucentHexKeepsItsAlphaInTheDump() throws {
        #expect(
            try Self.block(style: "solid", appearance: ##"{"tintColor": "#11223380"}"##).solidColor?.hexString
                == "#11223380")
    }

    @Test func adaptiveGradientComplementComesFromTheResolvedBase() throws {
        // Upstream #487: the complement must follow the scheme the view is drawn in.
        let appearance = #"{"gradient": {"light": "clouds", "dark": "darkClouds"}}"#
        let dark = try #require(try Self.block(style: "gradient", appearance: appearance, scheme: .dark).gradient)
        #expect(dark.stops.map(\.color.hexString) == ["#1C2325", "#262F32", "#1C2325"])
    }

    @Test func gradientWithSecondaryOrExplicitStops() throws {
        let secondary = try #require(
            try Self.block(style: "gradient", appearance: #"{"gradient": {"base": "clouds", "secondary": "silver"}}"#)
                .gradient)
        #expect(secondary.stops.map(\.color.hexString) == ["#ECF0F1", "#BDC3C7", "#ECF0F1"])
        let four = try #require(
            try Self.block(
                style: "gradient",
                appearance: ##"{"gradient": {"colors": ["#000000", "#555555", "#AAAAAA", "#FFFFFF"]}}"##
            ).gradient)
        #expect(four.stops.map(\.color.hexString) == ["#000000", "#555555", "#AAAAAA", "#FFFFFF"])
        #expect(four.stops.map(\.offset) == [0, 1.0 / 3, 2.0 / 3, 1])
    }

    @Test func gradientIsIndependentOfTintColor() throws {
        let gradient = try #require(
            try Self.block(style: "gradient", appearance: #"{"tintColor": "alizarin"}"#).gradient)
        #expect(gradient.stops.first?.color.hexString == "#ECF0F1")
    }

    @Test func unknownColourNameIsAnErrorWithASuggestion() throws {
        let result = AcceptanceTheme.load(
            #"{"appearance": {"tintColor": "peterriver"}, "layouts": [{"name": "A", "size": [10, 10], "root": {}}]}"#)
        #expect(result.theme == nil)
        let message = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(message.description.contains("peterRiver"))
        #expect(message.line == 1)
    }
}
