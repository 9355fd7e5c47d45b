import Foundation
import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// Interface Builder's stored frames carry its measurements of what it sized to content: a text's
/// size in SF corrects the stand-in font's on every device and text size, a button's stored image
/// size is its intrinsic size, and a stack whose margins the file states arranges inside them.
struct StoredMeasurementTests {
    /// A 375 × 667 scene whose views are held by their leading and top edges only, so their sizes
    /// are their intrinsic ones. At the Body style's 17 points, `body` "Hello" measures 85 × 17 and
    /// IB stored 95.625 × 19.125 (9/8 of both, inside the band); `narrow` "Narrow" (17 points)
    /// measures 102 × 17 and IB stored 96 × 17 (SF is narrower); `stretched` "Hi" measures 34 × 17 and
    /// IB stored 100 × 50 (outside the band); `back` is a button with no title and a 32 × 32 image
    /// whose file the project lacks; `stack` states margins of 4 and 16; `empty` is a label
    /// without text stored 120 × 50; `field` is a text field without a border (none named: UIKit's
    /// default), "Name" 68 × 17 with no padding, stored 100 wide (outside the band) and 17 high;
    /// `wrapping` (any number of lines) "Pass word" is one line 153 wide in the stand-in, which
    /// wraps it at IB's stored 144 (one line of SF, 17 high); `spinner` is a large activity indicator
    /// (IB's deprecated `whiteLarge`); `dot` and `systemDot` are buttons with no title and a 10 × 10
    /// image, of the custom type (UIKit's 18-point default font) and of the system type (15 points).
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s-1">
                    <objects>
                        <viewController storyboardIdentifier="Measured" id="vc-1">
                            <view key="view" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <label translatesAutoresizingMaskIntoConstraints="NO" text="Hello" id="body">
                                        <rect key="frame" x="16" y="20" width="95.625" height="19.125"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    </label>
                                    <label translatesAutoresizingMaskIntoConstraints="NO" text="Narrow" id="narrow">
                                        <rect key="frame" x="16" y="60" width="96" height="17"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <label translatesAutoresizingMaskIntoConstraints="NO" text="Hi" id="stretched">
                                        <rect key="frame" x="16" y="100" width="100" height="50"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <button translatesAutoresizingMaskIntoConstraints="NO" id="back">
                                        <rect key="frame" x="16" y="160" width="32" height="32"/>
                                        <state key="normal" image="BackArrow"/>
                                    </button>
                                    <label translatesAutoresizingMaskIntoConstraints="NO" text="" id="empty">
                                        <rect key="frame" x="16" y="260" width="120" height="50"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <textField translatesAutoresizingMaskIntoConstraints="NO" placeholder="Name" id="field">
                                        <rect key="frame" x="16" y="330" width="100" height="17"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </textField>
                                    <label translatesAutoresizingMaskIntoConstraints="NO" numberOfLines="0" text="Pass word" id="wrapping">
                                        <rect key="frame" x="16" y="380" width="144" height="17"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <button translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                                        <rect key="frame" x="16" y="480" width="10" height="10"/>
                                        <state key="normal" image="Dot"/>
                                    </button>
                                    <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="systemDot">
                                        <rect key="frame" x="16" y="520" width="10" height="10"/>
                                        <state key="normal" image="Dot"/>
                                    </button>
                                    <activityIndicatorView translatesAutoresizingMaskIntoConstraints="NO" style="whiteLarge" id="spinner">
                                        <rect key="frame" x="16" y="420" width="37" height="37"/>
                                    </activityIndicatorView>
                                    <stackView translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                        <rect key="frame" x="16" y="200" width="200" height="50"/>
                                        <subviews>
                                            <view translatesAutoresizingMaskIntoConstraints="NO" id="arranged">
                                                <rect key="frame" x="16" y="4" width="168" height="42"/>
                                            </view>
                                        </subviews>
                                        <directionalEdgeInsets key="directionalLayoutMargins" top="4" leading="16" bottom="4" trailing="16"/>
                                    </stackView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="body" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                                    <constraint firstItem="body" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                                    <constraint firstItem="narrow" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c3"/>
                                    <constraint firstItem="narrow" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="c4"/>
                                    <constraint firstItem="stretched" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c5"/>
                                    <constraint firstItem="stretched" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c6"/>
                                    <constraint firstItem="back" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c7"/>
                                    <constraint firstItem="back" firstAttribute="top" secondItem="root" secondAttribute="top" constant="160" id="c8"/>
                                    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c9"/>
                                    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c10"/>
                                    <constraint firstItem="stack" firstAttribute="width" constant="200" id="c11"/>
                                    <constraint firstItem="stack" firstAttribute="height" constant="50" id="c12"/>
                                    <constraint firstItem="empty" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c13"/>
                                    <constraint firstItem="empty" firstAttribute="top" secondItem="root" secondAttribute="top" constant="260" id="c14"/>
                                    <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c15"/>
                                    <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="330" id="c16"/>
                                    <constraint firstItem="wrapping" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c17"/>
                                    <constraint firstItem="wrapping" firstAttribute="top" secondItem="root" secondAttribute="top" constant="380" id="c18"/>
                                    <constraint firstItem="spinner" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c19"/>
                                    <constraint firstItem="spinner" firstAttribute="top" secondItem="root" secondAttribute="top" constant="420" id="c20"/>
                                    <constraint firstItem="dot" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c21"/>
                                    <constraint firstItem="dot" firstAttribute="top" secondItem="root" secondAttribute="top" constant="480" id="c22"/>
                                    <constraint firstItem="systemDot" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c23"/>
                                    <constraint firstItem="systemDot" firstAttribute="top" secondItem="root" secondAttribute="top" constant="520" id="c24"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <image name="BackArrow" width="32" height="32"/>
                <image name="Dot" width="10" height="10"/>
            </resources>
        </document>
        """

    /// The views' frames on an iPhone 15 (393 × 852, so the engine solves them) at `category`.
    private func frames(at category: ContentSizeCategory = .large) throws -> [String: Rect] {
        let result = Fixtures.load(text: Self.storyboard, path: "Measured.storyboard")
        let layout = try #require(result.theme?.layouts.first).laidOut(on: Device(.iPhone15)).scaled(to: category)
        return LayoutEngine(metrics: SizedTextMetrics(), appearance: .default).place(layout).framesByID
    }

    @Test func aTextIBSizedWithinTheBandTakesIBsMeasurement() throws {
        #expect(try frames()["body"] == rect(16, 20, 95.625, 19.125))
    }

    @Test func ibsMeasurementScalesWithDynamicType() throws {
        // Body is 53 points at AX5: 5 × 53 = 265 wide, 53 high, each times 9/8.
        #expect(try frames(at: .accessibilityExtraExtraExtraLarge)["body"] == rect(16, 20, 298.125, 59.625))
    }

    @Test func aTextSFDrawsNarrowerTakesSFsWidthAndIsDrawnCondensedToIt() throws {
        // IB's 96 is SF's width of "Narrow" (102 in the stand-in, 96 / 102 inside the band).
        #expect(try frames()["narrow"] == rect(16, 60, 96, 17))
        let result = Fixtures.load(text: Self.storyboard, path: "Measured.storyboard")
        let layout = try #require(result.theme?.layouts.first).laidOut(on: Device(.iPhone15))
        let metrics = SizedTextMetrics()
        let root = LayoutEngine(metrics: metrics, appearance: .default).place(layout)
        let narrow = try #require(root.children.first { $0.node.id == "narrow" })
        let runs = ContentPainter(metrics: metrics, scheme: .light).content(of: narrow).compactMap { command in
            if case .text(let run) = command { return run }
            return nil
        }
        // The whole text, not "Narr…", drawn at 96 / 102 of its width: 96 points.
        #expect(runs.map(\.text) == ["Narrow"])
        #expect(runs.map(\.widthScale) == [96.0 / 102])
        #expect(runs.map(\.width) == [102 * (96.0 / 102)])
    }

    @Test func aStoredSizeOutsideTheBandIsNotTakenForAMeasurement() throws {
        #expect(try frames()["stretched"] == rect(16, 100, 34, 17))
    }

    @Test func aButtonWithOnlyAnImageIsTheImagesStoredSize() throws {
        #expect(try frames()["back"] == rect(16, 160, 32, 32))
    }

    @Test func aButtonWithASmallImageIsAsHighAsItsEmptyTitlesLine() throws {
        // UIKit keeps the title's one line, empty, beside the image: 18 points for a custom button's
        // default font in the test metrics, 15 for a system one's (IB's 22 and 18 with SF).
        let frames = try frames()
        #expect(frames["dot"] == rect(16, 480, 10, 18))
        #expect(frames["systemDot"] == rect(16, 520, 10, 15))
    }

    @Test func aStackWhoseMarginsTheFileStatesArrangesInsideThem() throws {
        // 200 × 50 less 16 at either side and 4 above and below.
        #expect(try frames()["arranged"] == rect(32, 204, 168, 42))
    }

    @Test func aLabelWithoutTextKeepsItsStoredSizeForTheTextTheAppSetsInCode() throws {
        // UIKit would give an empty label no size; IB's canvas gives it none to hug, so it keeps
        // the 120 × 50 it was drawn at.
        #expect(try frames()["empty"] == rect(16, 260, 120, 50))
    }

    /// The frames of "Main" (17 points: 68 wide in the test metrics, stored 21 high, which IB's
    /// measurement makes it; hugging at 250) at x 16 and `second`, a label without text stored
    /// `storedWidth` wide and 21 high hugging at 251, before a 100-point view 16 from the trailing
    /// edge of a 320 × 44 xib view: the two labels share 188 points.
    private func emptyLabelBesideMain(storedWidth: Double) throws -> (main: Rect?, second: Rect?) {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <label translatesAutoresizingMaskIntoConstraints="NO" text="Main" id="main">
                                <rect key="frame" x="16" y="11" width="\(188 - storedWidth)" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <label translatesAutoresizingMaskIntoConstraints="NO" horizontalHuggingPriority="251" text="" id="second">
                                <rect key="frame" x="\(204 - storedWidth)" y="11" width="\(storedWidth)" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="end">
                                <rect key="frame" x="204" y="0.0" width="100" height="44"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="main" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="e1"/>
                            <constraint firstItem="second" firstAttribute="leading" secondItem="main" secondAttribute="trailing" id="e2"/>
                            <constraint firstItem="end" firstAttribute="leading" secondItem="second" secondAttribute="trailing" id="e3"/>
                            <constraint firstAttribute="trailing" secondItem="end" secondAttribute="trailing" constant="16" id="e4"/>
                            <constraint firstItem="end" firstAttribute="width" constant="100" id="e5"/>
                            <constraint firstItem="end" firstAttribute="top" secondItem="root" secondAttribute="top" id="e6"/>
                            <constraint firstItem="end" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="e7"/>
                            <constraint firstItem="main" firstAttribute="top" secondItem="root" secondAttribute="top" constant="11" id="e8"/>
                            <constraint firstItem="second" firstAttribute="top" secondItem="root" secondAttribute="top" constant="11" id="e9"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let result = Fixtures.load(text: xib, path: "Empty.xib")
        let layout = try #require(result.theme?.layouts.first)
        let frames = LayoutEngine(metrics: SizedTextMetrics(), appearance: .default).place(layout).framesByID
        return (frames["main"], frames["second"])
    }

    @Test func aLabelWithoutTextIBStoredZeroWideHugsToUIKitsZero() throws {
        // IB laid it out at UIKit's zero: hugging at 251 against "Main"'s 250, it stays zero and
        // "Main" stretches over the 188 points, as IB stored them.
        let frames = try emptyLabelBesideMain(storedWidth: 0)
        #expect(frames.main == rect(16, 11, 188, 21))
        #expect(frames.second == rect(204, 11, 0, 21))
    }

    @Test func aLabelWithoutTextIBStoredWiderKeepsNoIntrinsicWidth() throws {
        // Stored 120 wide, it stands for text to come: "Main" hugs its 68 points and the empty
        // label takes the rest.
        let frames = try emptyLabelBesideMain(storedWidth: 120)
        #expect(frames.main == rect(16, 11, 68, 21))
        #expect(frames.second == rect(84, 11, 120, 21))
    }

    @Test func aFieldWithoutABorderIsAsHighAsItsTextLine() throws {
        // A rounded-rect field would add 7 above and below and 8 at each side (84 × 31).
        #expect(try frames()["field"] == rect(16, 330, 68, 17))
    }

    @Test func aTextIBShowsOnOneLineStaysOnOneLineWhereTheStandInIsWider() throws {
        // Wrapped at 144 the stand-in would show "Pass" over "word" (68 × 34); condensed to SF's
        // width (144 of its 153) it keeps IB's one line.
        #expect(try frames()["wrapping"] == rect(16, 380, 144, 17))
    }

    /// A label of `text` in the system font of 17 points, wrapping, stored at (16, 20) 160 wide and
    /// two lines (34) high with its width fixed, placed on an iPhone 15.
    private func placedTwoLineLabel(_ text: String) throws -> PlacedView {
        let storyboard = IBFixture.scene(
            device: "retina4_7",
            controller: """
                <viewController storyboardIdentifier="Wrapped" id="vc-1">
                    <view key="view" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <label translatesAutoresizingMaskIntoConstraints="NO" numberOfLines="0" text="\(text)" id="wrapped">
                                <rect key="frame" x="16" y="20" width="160" height="34"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="wrapped" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="w1"/>
                            <constraint firstItem="wrapped" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="w2"/>
                            <constraint firstItem="wrapped" firstAttribute="width" constant="160" id="w3"/>
                        </constraints>
                    </view>
                </viewController>
                """)
        let result = Fixtures.load(text: storyboard, path: "Wrapped.storyboard")
        let layout = try #require(result.theme?.layouts.first).laidOut(on: Device(.iPhone15))
        let root = LayoutEngine(metrics: SizedTextMetrics(), appearance: .default).place(layout)
        return try #require(root.children.first { $0.node.id == "wrapped" })
    }

    @Test func aTextIBBreaksIntoMoreLinesBreaksThereInTheStandInToo() throws {
        // "Pass word" is one line 153 wide in the stand-in, which fits the label's 160; IB stored two
        // lines (34 high), so SF draws it wider than 160: the stand-in wraps it as SF does, at
        // 160 / 1.046, and the label keeps IB's two lines on another device.
        #expect(try placedTwoLineLabel("Pass word").frame == rect(16, 20, 160, 34))
    }

    @Test func aTextIBBreaksIntoFewerLinesBreaksThereInTheStandInToo() throws {
        // "Pass words safe" is three lines in the stand-in at the label's 160 ("Pass", "words",
        // "safe"); IB stored two (34 high), so SF draws it narrower: the stand-in wraps it at
        // 170 ("Pass words" / "safe"), 160 over the scale 16/17 it is drawn condensed by, and the
        // label keeps IB's two lines on another device.
        let label = try placedTwoLineLabel("Pass words safe")
        #expect(label.frame == rect(16, 20, 160, 34))
        let scale = try #require(label.node.autoLayout?.textWidthScale)
        #expect(abs(scale - 16.0 / 17.0) < 1e-3)
    }

    /// A label of "Pass words" in the system font of 17 points, wrapping, at most 160 wide and held
    /// by its leading and top edges, stored two lines (34) high and `storedWidth` wide, placed on an
    /// iPhone 15: the stand-in breaks it at 160 into "Pass" and "words", two lines as IB's, the
    /// wider 85 points.
    private func solvedWrappedLabel(storedWidth: Double) throws -> Rect? {
        let storyboard = IBFixture.scene(
            device: "retina4_7",
            controller: """
                <viewController storyboardIdentifier="Wrapped" id="vc-1">
                    <view key="view" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <label translatesAutoresizingMaskIntoConstraints="NO" numberOfLines="0" text="Pass words" id="wrapped">
                                <rect key="frame" x="16" y="20" width="\(storedWidth)" height="34"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="wrapped" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="w1"/>
                            <constraint firstItem="wrapped" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="w2"/>
                            <constraint firstItem="wrapped" firstAttribute="width" relation="lessThanOrEqual" constant="160" id="w3"/>
                        </constraints>
                    </view>
                </viewController>
                """)
        let result = Fixtures.load(text: storyboard, path: "Wrapped.storyboard")
        let layout = try #require(result.theme?.layouts.first).laidOut(on: Device(.iPhone15))
        return LayoutEngine(metrics: SizedTextMetrics(), appearance: .default).place(layout).framesByID["wrapped"]
    }

    @Test func aWrappedTextIBSizedToItsWidestLineTakesSFsWidthOfThatLine() throws {
        // IB's 93.5 is SF's "words" (85 in the stand-in, 1.1 times: within the 1.15 SF draws wider).
        #expect(try solvedWrappedLabel(storedWidth: 93.5) == rect(16, 20, 93.5, 34))
    }

    @Test func aWrappedTextStoredFarWiderThanItsWidestLineKeepsTheStandInsWidth() throws {
        // 120 is not SF's width of "words" (1.41 times the stand-in's): something else set it.
        #expect(try solvedWrappedLabel(storedWidth: 120) == rect(16, 20, 85, 34))
    }

    /// The views of a vertical stack that fills proportionally, 100 high and 200 wide at (16, 20):
    /// a 17-point label "one" (17 high in the test metrics) and a view of placeholder intrinsic
    /// height 68, which IB stored at their shares of the stack, 20 and 80 high, on an iPhone 15.
    private func proportionalStackViews() throws -> [String: Rect] {
        let storyboard = IBFixture.scene(
            device: "retina4_7",
            controller: """
                <viewController storyboardIdentifier="Shared" id="vc-1">
                    <view key="view" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <stackView opaque="NO" axis="vertical" distribution="fillProportionally" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                <rect key="frame" x="16" y="20" width="200" height="100"/>
                                <subviews>
                                    <label translatesAutoresizingMaskIntoConstraints="NO" text="one" id="one">
                                        <rect key="frame" x="0.0" y="0.0" width="200" height="20"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <view placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="68" translatesAutoresizingMaskIntoConstraints="NO" id="tall">
                                        <rect key="frame" x="0.0" y="20" width="200" height="80"/>
                                    </view>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="s1"/>
                            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="s2"/>
                            <constraint firstItem="stack" firstAttribute="width" constant="200" id="s3"/>
                            <constraint firstItem="stack" firstAttribute="height" constant="100" id="s4"/>
                        </constraints>
                    </view>
                </viewController>
                """)
        let result = Fixtures.load(text: storyboard, path: "Shared.storyboard")
        let layout = try #require(result.theme?.layouts.first).laidOut(on: Device(.iPhone15))
        return LayoutEngine(metrics: SizedTextMetrics(), appearance: .default).place(layout).framesByID
    }

    @Test func aProportionalStackSharesItsLengthByIntrinsicSizesNotStoredOnes() throws {
        // The label's stored 20 is its share of the stack (17 of 85 of 100), within the band of its
        // text's 17: read as SF's measurement it would take 100 × 20 / 88 = 22.7.
        let frames = try proportionalStackViews()
        #expect(frames["one"] == rect(16, 20, 200, 20))
        #expect(frames["tall"] == rect(16, 40, 200, 80))
    }

    /// A wrapping label of "Pass word" (153 wide on one line in the stand-in) in a 320 × 44 xib
    /// view, stored 144 wide (SF's one line) and 34 high, its trailing edge pinned 16 from the
    /// view's and its top and bottom `verticalPins`, solved at the view's own size.
    private func solvedPinnedLabel(verticalPins: String) throws -> Rect? {
        let xib = IBFixture.xib(
            objects: """
                <view contentMode="scaleToFill" id="row">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <subviews>
                        <label translatesAutoresizingMaskIntoConstraints="NO" numberOfLines="0" text="Pass word" id="value">
                            <rect key="frame" x="160" y="5" width="144" height="34"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="trailing" secondItem="value" secondAttribute="trailing" constant="16" id="v-r"/>
                        \(verticalPins)
                    </constraints>
                </view>
                """)
        let layout = try #require(Fixtures.load(text: xib, path: "Row.xib").theme?.layouts.first)
        var engine = LayoutEngine(metrics: SizedTextMetrics(), appearance: .default)
        engine.solvesAtDesignSize = true
        return engine.place(layout).framesByID["value"]
    }

    @Test func aLabelWhoseHeightItsPinsToTheRootSetStaysOnTheOneLineIBStoredItsWidthAt() throws {
        // The row's 44 less 5 above and below makes the label 34 high whatever its text, so the
        // height tells no line count: 144 is SF's one line (the stand-in's 153 would wrap at it
        // into "Pass" over "word", 68 wide, moving the label to x 236).
        let pins = """
            <constraint firstItem="value" firstAttribute="top" secondItem="row" secondAttribute="top" constant="5" id="v-t"/>
            <constraint firstAttribute="bottom" secondItem="value" secondAttribute="bottom" constant="5" id="v-b"/>
            """
        #expect(try solvedPinnedLabel(verticalPins: pins) == rect(160, 5, 144, 34))
    }

    @Test func aLabelWhoseHeightComesFromItsTextKeepsTheLinesItsHeightTells() throws {
        // Pinned only by its top, the label's 34 is its text's height: two lines of the
        // stand-in wrapping at 144, "Pass" over "word".
        let pin = """
            <constraint firstItem="value" firstAttribute="top" secondItem="row" secondAttribute="top" constant="5" id="v-t"/>
            """
        #expect(try solvedPinnedLabel(verticalPins: pin) == rect(236, 5, 68, 34))
    }

    /// A vertical stack of `distribution` at (16, 5) in a 320 × 100 xib view holding a wrapping
    /// label of "Pass word" (153 wide on one line in the stand-in) stored 144 wide (SF's one line)
    /// and 34 high, and a one-line "Pass" stored as high, solved at the view's own size.
    private func solvedStackedLabel(distribution: String) throws -> Rect? {
        let xib = IBFixture.xib(
            objects: """
                <view contentMode="scaleToFill" id="row">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <stackView axis="vertical" \(distribution) translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="16" y="5" width="144" height="68"/>
                            <subviews>
                                <label translatesAutoresizingMaskIntoConstraints="NO" numberOfLines="0" text="Pass word" id="value">
                                    <rect key="frame" x="0.0" y="0.0" width="144" height="34"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <label translatesAutoresizingMaskIntoConstraints="NO" text="Pass" id="title">
                                    <rect key="frame" x="0.0" y="34" width="144" height="34"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="row" secondAttribute="leading" constant="16" id="s-l"/>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="row" secondAttribute="top" constant="5" id="s-t"/>
                    </constraints>
                </view>
                """)
        let layout = try #require(Fixtures.load(text: xib, path: "Stack.xib").theme?.layouts.first)
        var engine = LayoutEngine(metrics: SizedTextMetrics(), appearance: .default)
        engine.solvesAtDesignSize = true
        return engine.place(layout).framesByID["value"]
    }

    @Test func aLabelAStackFillingEquallyMakesAsHighAsItsNeighbourStaysOnTheOneLineIBStoredItsWidthAt() throws {
        // The stack gives both labels the height of the taller, so the wrapping label's 34 tells
        // no line count: 144 is SF's one line of "Pass word", one line high.
        #expect(try solvedStackedLabel(distribution: #"distribution="fillEqually""#) == rect(16, 5, 144, 17))
    }

    @Test func aLabelAStackFillsByItsOwnHeightKeepsTheLinesItsHeightTells() throws {
        // Filling by their own heights, the wrapping label's 34 is its text's: two lines of the
        // stand-in wrapping at 144, "Pass" over "word" (68 wide, as wide as the stack makes it).
        #expect(try solvedStackedLabel(distribution: "") == rect(16, 5, 68, 34))
    }

    @Test func aLargeActivityIndicatorIs37PointsSquare() throws {
        #expect(try frames()["spinner"] == rect(16, 420, 37, 37))
    }
}
