import SkeletonCore
import TestSupport
import Testing

/// Content mode of buttons with pictures and of symbols: where UIButton puts its background image,
/// image and title, and the tinted shape that stands for an SF Symbol.
@Suite struct ButtonAndSymbolContentTests {
    static func commands(_ node: ViewNode, frame: Rect, rtl: Bool = false) -> [DrawCommand] {
        let view = PlacedView(node: node, frame: frame, isRightToLeft: rtl, path: "0")
        return ContentPainter(metrics: FakeTextMetrics(), scheme: .light).content(of: view)
    }

    static func button(title: String? = nil, image: String? = nil, size: Size? = nil) -> ViewNode {
        var node = ViewNode(kind: .button)
        node.text = title
        node.image = image
        node.imageSize = size
        return node
    }

    static func images(_ commands: [DrawCommand]) -> [ImageDraw] {
        commands.compactMap { if case .image(let draw) = $0 { draw } else { nil } }
    }

    static func fills(_ commands: [DrawCommand]) -> [ShapeFill] {
        commands.compactMap { if case .fill(let fill) = $0 { fill } else { nil } }
    }

    static func runs(_ commands: [DrawCommand]) -> [TextRun] {
        commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    @Test func anImageAloneIsCentredAtItsSize() {
        let drawn = Self.images(
            Self.commands(
                Self.button(image: "/a/heart.png", size: Size(width: 24, height: 20)), frame: rect(10, 10, 44, 44)))
        #expect(drawn.map(\.rect) == [rect(20, 22, 24, 20)])
        #expect(drawn.map(\.contentMode) == [.scaleToFill])
    }

    @Test func anImageLargerThanTheButtonIsScaledDownKeepingItsAspect() {
        let drawn = Self.images(
            Self.commands(
                Self.button(image: "/a/hero.png", size: Size(width: 200, height: 100)), frame: rect(0, 0, 100, 100)))
        #expect(drawn.map(\.rect) == [rect(0, 25, 100, 50)])
    }

    @Test func theImageLeadsTheTitleAndThePairIsCentred() {
        // Title "Like" is 40 wide, the image 20: the pair (60) is centred in 200 - 24 of insets.
        let commands = Self.commands(
            Self.button(title: "Like", image: "/a/heart.png", size: Size(width: 20, height: 20)),
            frame: rect(0, 0, 200, 44))
        #expect(Self.images(commands).map(\.rect) == [rect(70, 12, 20, 20)])
        #expect(Self.runs(commands).map(\.baselineOrigin) == [Point(x: 90, y: 28)])
    }

    @Test func aLeadingPairStartsAtTheInsetAndMirrorsInRightToLeft() {
        var node = Self.button(title: "Like", image: "/a/heart.png", size: Size(width: 20, height: 20))
        node.textAlignment = .natural
        node.contentInsets = ContentMeasurer.configurationButtonInsets
        let ltr = Self.commands(node, frame: rect(0, 0, 200, 44))
        #expect(Self.images(ltr).map(\.rect) == [rect(12, 12, 20, 20)])
        #expect(Self.runs(ltr).map(\.baselineOrigin.x) == [32])
        let rtl = Self.commands(node, frame: rect(0, 0, 200, 44), rtl: true)
        // The pair ends at the right inset (188): the title (40) then the image on its right.
        #expect(Self.images(rtl).map(\.rect) == [rect(168, 12, 20, 20)])
        #expect(Self.runs(rtl).map(\.baselineOrigin.x) == [128])
    }

    @Test func theBackgroundImageIsStretchedToTheBoundsUnderTheTitle() {
        var node = Self.button(title: "Go")
        node.backgroundImage = "/a/pill.png"
        let commands = Self.commands(node, frame: rect(5, 5, 120, 40))
        #expect(Self.images(commands).map(\.rect) == [rect(5, 5, 120, 40)])
        #expect(Self.images(commands).map(\.contentMode) == [.scaleToFill])
        guard case .image = commands.first else {
            Issue.record("the background image is not drawn first: \(commands)")
            return
        }
        #expect(Self.runs(commands).map(\.text) == ["Go"])
    }

    @Test func aSymbolIsATintedShapeOfItsGlyphSize() throws {
        var node = ViewNode(kind: .button)
        var symbol = SymbolImage(name: "star.fill")
        symbol.aspectRatio = 128.0 / 124.0
        node.symbol = symbol
        // 17 pt medium: the longer side is 20.4 points, the shorter 20.4 × 124 / 128.
        let fill = try #require(Self.fills(Self.commands(node, frame: rect(0, 0, 44, 44))).first)
        #expect(fill.rect.width == 20.4)
        #expect(abs(fill.rect.height - 19.7625) < 1e-9)
        #expect(fill.paint == .solid(RGBA8(rgb: 0x007AFF)))
    }

    @Test func symbolsScaleWithPointSizeAndScale() {
        var symbol = SymbolImage(name: "gear")
        #expect(symbol.size == Size(width: 20.4, height: 20.4))
        symbol.pointSize = 30
        symbol.scale = .large
        #expect(abs(symbol.size.width - 46.8) < 1e-9)
        symbol.scale = .small
        #expect(abs(symbol.size.width - 28.8) < 1e-9)
    }

    @Test func aRoundSymbolIsSFsEnclosingCircleNarrowerThanOtherGlyphs() {
        // IB stores `questionmark.circle` 19.67 wide at 17 points and an `xmark.circle` button at
        // the large scale 25.67 square, where other glyphs are about 20.4 and 26.5.
        var symbol = SymbolImage(name: "xmark.circle")
        #expect(abs(symbol.size.width - 19.67) < 1e-9)
        symbol.scale = .large
        #expect(abs(symbol.size.width - 25.571) < 1e-9)
        #expect(SymbolImage(name: "circlepath").size.width == 20.4)
    }

    @Test func aRoundSymbolIsACircleInTheTintColour() {
        var node = ViewNode(kind: .imageView)
        node.symbol = SymbolImage(name: "person.circle.fill")
        node.contentMode = .scaleAspectFit
        node.control.tintColor = AdaptiveColor(RGBA8(rgb: 0xFF0000))
        let fills = Self.fills(Self.commands(node, frame: rect(0, 0, 60, 40)))
        #expect(fills.map(\.rect) == [rect(10, 0, 40, 40)])
        #expect(fills.map(\.radii) == [CornerRadii(uniform: 20)])
        #expect(fills.map(\.paint) == [.solid(RGBA8(rgb: 0xFF0000))])
    }

    @Test func anImageViewStretchesItsSymbolToFillAsUIImageViewDoes() {
        var node = ViewNode(kind: .imageView)
        node.symbol = SymbolImage(name: "star.fill")
        node.contentMode = .scaleToFill
        #expect(Self.fills(Self.commands(node, frame: rect(0, 0, 60, 40))).map(\.rect) == [rect(0, 0, 60, 40)])
    }
}
