import SkeletonCore
import TestSupport
import Testing

/// An `@IBDesignable` view takes the intrinsic size IB measured running its code (the document's
/// `<designables>`), as IB solved its stored frames with it: a custom button's own height, a custom
/// label's own font.
struct DesignableIntrinsicSizeTests {
    /// A 375 × 200 xib view holding a custom-class button and two custom-class labels, each pinned
    /// only by its top and leading edges, with the sizes IB measured for them as `designables`.
    static func card(designables: [(id: String, width: Double, height: Double)]) -> String {
        IBFixture.xib(
            objects: """
                <view contentMode="scaleToFill" id="card">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <subviews>
                        <button opaque="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="go" customClass="BrandButton">
                            <rect key="frame" x="20" y="10" width="65" height="50"/>
                            <state key="normal" title="Button"/>
                        </button>
                        <label opaque="NO" text="Footnote" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="note" customClass="BrandLabel">
                            <rect key="frame" x="20" y="70" width="51" height="14.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <label opaque="NO" text="A long paragraph" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="body" customClass="BrandLabel">
                            <rect key="frame" x="20" y="100" width="120" height="41"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="go" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="20" id="g-l"/>
                        <constraint firstItem="go" firstAttribute="top" secondItem="card" secondAttribute="top" constant="10" id="g-t"/>
                        <constraint firstItem="note" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="20" id="n-l"/>
                        <constraint firstItem="note" firstAttribute="top" secondItem="card" secondAttribute="top" constant="70" id="n-t"/>
                        <constraint firstItem="body" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="20" id="b-l"/>
                        <constraint firstItem="body" firstAttribute="top" secondItem="card" secondAttribute="top" constant="100" id="b-t"/>
                        <constraint firstItem="body" firstAttribute="width" constant="120" id="b-w"/>
                    </constraints>
                </view>
                """,
            designables: designables)
    }

    /// The placed views of the card by id, solved at its own size.
    static func views(designables: [(id: String, width: Double, height: Double)]) throws -> [String: PlacedView] {
        let xib = card(designables: designables)
        let layout = try #require(Fixtures.load(text: xib, path: "Card.xib").theme?.layouts.first)
        return Dictionary(
            uniqueKeysWithValues: DesignSizePlacement.place(layout).children.compactMap { view in
                view.node.id.map { ($0, view) }
            })
    }

    static let measured: [(id: String, width: Double, height: Double)] = [
        ("go", 65, 50), ("note", 51, 14.5), ("body", 254, 20.5),
    ]

    @Test func aDesignableButtonTakesTheSizeIBMeasuredForIt() throws {
        let views = try Self.views(designables: Self.measured)
        #expect(
            views["go"]?.node.autoLayout?.placeholderIntrinsicSize
                == .init(width: 65, height: 50, isDesignableMeasurement: true))
        #expect(views["go"]?.frame == rect(20, 10, 65, 50))
    }

    @Test func aDesignableLabelWhoseLineFitsTakesTheSizeIBMeasuredInItsOwnFont() throws {
        let views = try Self.views(designables: Self.measured)
        #expect(views["note"]?.frame == rect(20, 70, 51, 14.5))
    }

    @Test func aDesignableLabelIBMeasuredWiderThanItStoredItWrapsAndKeepsItsOwnMeasure() throws {
        // 254 points of text in a 120-point label: two lines IB's one-line size does not tell.
        let views = try Self.views(designables: Self.measured)
        #expect(views["body"]?.node.autoLayout?.placeholderIntrinsicSize == nil)
    }

    @Test func aDesignableLabelStoredAtAnotherHeightKeepsItsOwnMeasure() throws {
        // Stored 14.5 high, measured 18: the stored frame came from another render than the
        // measurement the file keeps, so neither is taken for the other.
        let views = try Self.views(designables: [("note", 51, 18)])
        #expect(views["note"]?.node.autoLayout?.placeholderIntrinsicSize == nil)
    }

    /// The y of a 7 × 12 chevron whose bottom is pinned to the first baseline of a designable
    /// label at y 20 ("Title", 17 points in the file), solved at the view's own size with text
    /// 20 high a line and its baseline 16 below the top; `measured` is IB's size of the label.
    static func chevronY(measured: [(id: String, width: Double, height: Double)]) throws -> Double? {
        let xib = IBFixture.xib(
            objects: """
                <view contentMode="scaleToFill" id="row">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <subviews>
                        <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title" customClass="BrandLabel">
                            <rect key="frame" x="20" y="20" width="50" height="30"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <imageView translatesAutoresizingMaskIntoConstraints="NO" id="chevron">
                            <rect key="frame" x="78" y="24" width="7" height="12"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="7" id="c-w"/>
                                <constraint firstAttribute="height" constant="12" id="c-h"/>
                            </constraints>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="row" secondAttribute="leading" constant="20" id="t-l"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="row" secondAttribute="top" constant="20" id="t-t"/>
                        <constraint firstItem="chevron" firstAttribute="leading" secondItem="title" secondAttribute="trailing" constant="8" id="c-l"/>
                        <constraint firstItem="chevron" firstAttribute="bottom" secondItem="title" secondAttribute="firstBaseline" id="c-b"/>
                    </constraints>
                </view>
                """,
            designables: measured)
        let layout = try #require(Fixtures.load(text: xib, path: "Row.xib").theme?.layouts.first)
        var engine = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default)
        engine.solvesAtDesignSize = true
        return engine.place(layout).framesByID["chevron"]?.minY
    }

    @Test func aDesignableLabelsBaselineLiesInTheLineIBMeasuredInItsOwnFont() throws {
        // Measured 30 high, the line of the font its code sets is 30 / 20 of the file's: the
        // baseline lies 16 × 1.5 = 24 below the top, at 44, and the chevron above it at 32.
        #expect(try Self.chevronY(measured: [("title", 50, 30)]) == 32)
    }

    @Test func withoutAMeasurementALabelsBaselineIsTheFilesFonts() throws {
        // The file's font: 16 below the top, at 36, and the chevron at 24.
        #expect(try Self.chevronY(measured: []) == 24)
    }

    @Test func withoutDesignablesTheViewsKeepTheirOwnIntrinsicSizes() throws {
        let views = try Self.views(designables: [])
        #expect(views["go"]?.node.autoLayout?.placeholderIntrinsicSize == nil)
        #expect(views["note"]?.node.autoLayout?.placeholderIntrinsicSize == nil)
        #expect(views["go"]?.frame.height != 50)
    }

    @Test func aDesignableWithoutAUsableSizeIsIgnored() throws {
        let xib = Self.card(designables: [("go", 65, 50)]).replacingOccurrences(
            of: #"width="65.0" height="50.0"/>"#, with: #"width="wide" height="50"/>"#)
        let layout = try #require(Fixtures.load(text: xib, path: "Card.xib").theme?.layouts.first)
        let go = layout.root.children.first { $0.id == "go" }
        #expect(go?.autoLayout?.placeholderIntrinsicSize == nil)
    }
}
