import Foundation
import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// At the size Interface Builder solved a screen for, a one-line label whose stored width IB took
/// from its text (in SF) keeps that width with its text condensed to it where SF is the narrower
/// (within `StoredTextCalibration.band`); one whose text the stand-in measures wider still grows
/// to it from the side its constraints hold, so it is not truncated; a label whose width a
/// constraint sets keeps its frame.
struct TextSizedLabelTests {
    /// A 375 × 667 screen of one-line labels, all stored 21 high. Measured with `FakeTextMetrics`
    /// (10 points a character), each text is wider than IB's frame except "Fits" (40 in 60):
    /// `leading` "Animated" (80 in 56, held by its leading edge), `trailing` "Right" (50 in 36,
    /// held by its trailing edge), `centre` "Centre" (60 in 42, centred), all wider than the band
    /// of SF's widths allows; `condensed` "Condensed" (90 in 80, inside the band); `custom` "Wide
    /// font" in a custom font (90 in 70, inside the wider band of one-line widths); `fixed`
    /// "Truncated" (90 in a 60-point width constraint), `pinned` "Pinned both" (110 between
    /// leading and trailing constraints), `frames` "Autoresized" (110, placed by its autoresizing
    /// mask), `lines` "Two lines" (90 in 60, two lines) and `fits` "Fits".
    static let storyboard = IBFixture.storyboard(
        identifier: "Labels", device: "retina4_7",
        view: """
            <view key="view" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <label translatesAutoresizingMaskIntoConstraints="NO" text="Animated" id="leading">
                        <rect key="frame" x="16" y="20" width="56" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label translatesAutoresizingMaskIntoConstraints="NO" text="Right" id="trailing">
                        <rect key="frame" x="300" y="50" width="36" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label translatesAutoresizingMaskIntoConstraints="NO" text="Centre" id="centre">
                        <rect key="frame" x="160" y="80" width="42" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label translatesAutoresizingMaskIntoConstraints="NO" text="Truncated" id="fixed">
                        <rect key="frame" x="16" y="110" width="60" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="60" id="c-fixed-width"/>
                        </constraints>
                    </label>
                    <label translatesAutoresizingMaskIntoConstraints="NO" text="Pinned both" id="pinned">
                        <rect key="frame" x="16" y="140" width="100" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label text="Autoresized" id="frames">
                        <rect key="frame" x="16" y="170" width="100" height="21"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label translatesAutoresizingMaskIntoConstraints="NO" numberOfLines="2" text="Two lines" id="lines">
                        <rect key="frame" x="16" y="200" width="60" height="42"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label translatesAutoresizingMaskIntoConstraints="NO" text="Condensed" id="condensed">
                        <rect key="frame" x="16" y="280" width="80" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label translatesAutoresizingMaskIntoConstraints="NO" text="Wide font" id="custom">
                        <rect key="frame" x="16" y="310" width="70" height="21"/>
                        <fontDescription key="fontDescription" name="BuenosAires-Bold" family="Buenos Aires" pointSize="17"/>
                    </label>
                    <label translatesAutoresizingMaskIntoConstraints="NO" text="Fits" id="fits">
                        <rect key="frame" x="16" y="250" width="60" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="leading" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c-1"/>
                    <constraint firstItem="leading" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c-2"/>
                    <constraint firstAttribute="trailing" secondItem="trailing" secondAttribute="trailing" constant="30" id="c-3"/>
                    <constraint firstItem="trailing" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="c-4"/>
                    <constraint firstItem="centre" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c-5"/>
                    <constraint firstItem="centre" firstAttribute="top" secondItem="root" secondAttribute="top" constant="80" id="c-6"/>
                    <constraint firstItem="fixed" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c-7"/>
                    <constraint firstItem="pinned" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c-8"/>
                    <constraint firstItem="root" firstAttribute="trailing" secondItem="pinned" secondAttribute="trailing" relation="greaterThanOrEqual" constant="259" id="c-9"/>
                    <constraint firstItem="lines" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c-10"/>
                    <constraint firstItem="fits" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c-11"/>
                    <constraint firstItem="condensed" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c-12"/>
                    <constraint firstItem="condensed" firstAttribute="top" secondItem="root" secondAttribute="top" constant="280" id="c-13"/>
                    <constraint firstItem="custom" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c-14"/>
                    <constraint firstItem="custom" firstAttribute="top" secondItem="root" secondAttribute="top" constant="310" id="c-15"/>
                </constraints>
            </view>
            """)

    /// The screen placed at its design size with `metrics`: each label's frame by IB id.
    static func frames(metrics: FakeTextMetrics = FakeTextMetrics()) throws -> [String: Rect] {
        let layout = try #require(Fixtures.load(text: storyboard, path: "Labels.storyboard").theme?.layouts.first)
        let root = LayoutEngine(metrics: metrics, appearance: .default).place(layout)
        #expect(root.frame.size == Size(width: 375, height: 667))
        return root.framesByID
    }

    @Test func aLabelHeldByItsLeadingEdgeGrowsTrailingToItsText() throws {
        // "Animated": 8 characters × 10 = 80 wide from x = 16.
        #expect(try Self.frames()["leading"] == rect(16, 20, 80, 21))
    }

    @Test func aLabelHeldByItsTrailingEdgeGrowsLeadingToItsText() throws {
        // "Right": 50 wide; its right edge stays at 300 + 36 = 336, so x = 286.
        #expect(try Self.frames()["trailing"] == rect(286, 50, 50, 21))
    }

    @Test func aCentredLabelGrowsAboutItsCentre() throws {
        // "Centre": 60 wide about the stored centre 160 + 42 / 2 = 181, so x = 151.
        #expect(try Self.frames()["centre"] == rect(151, 80, 60, 21))
    }

    @Test func labelsWhoseWidthIsNotTheirTextsKeepTheirFrames() throws {
        let frames = try Self.frames()
        // A width constraint, both sides held, an autoresizing mask, several lines: IB's frames.
        #expect(frames["fixed"] == rect(16, 110, 60, 21))
        #expect(frames["pinned"] == rect(16, 140, 100, 21))
        #expect(frames["frames"] == rect(16, 170, 100, 21))
        #expect(frames["lines"] == rect(16, 200, 60, 42))
    }

    @Test func aLabelSFDrawsNarrowerKeepsIBsWidthWithItsWholeTextCondensedToIt() throws {
        let layout = try #require(Fixtures.load(text: Self.storyboard, path: "Labels.storyboard").theme?.layouts.first)
        let metrics = FakeTextMetrics()
        let root = LayoutEngine(metrics: metrics, appearance: .default).place(layout)
        let condensed = try #require(root.children.first { $0.node.id == "condensed" })
        #expect(condensed.frame == rect(16, 280, 80, 21))
        let runs = ContentPainter(metrics: metrics, scheme: .light).content(of: condensed).compactMap { command in
            if case .text(let run) = command { return run }
            return nil
        }
        // "Condensed" is 90 in the stand-in and 80 in SF: all of it, drawn at 80 / 90 of its width.
        #expect(runs.map(\.text) == ["Condensed"])
        #expect(runs.map(\.widthScale) == [80.0 / 90])
        #expect(runs.map(\.width) == [90 * (80.0 / 90)])
    }

    @Test func aCustomFontTheStandInDrawsOverAFifthWiderIsStillCondensedToIBsWidth() throws {
        // "Wide font" is 90 in the stand-in and 70 in IB (70 / 90 = 0.78, inside the width band).
        #expect(try Self.frames()["custom"] == rect(16, 310, 70, 21))
    }

    @Test func aLabelWiderThanItsTextKeepsIBsWidth() throws {
        // "Fits" measures 40 in IB's 60: the stored width (SF's own) is kept, never narrowed.
        #expect(try Self.frames()["fits"] == rect(16, 250, 60, 21))
    }

    @Test func aFixedWidthLabelStillTruncates() throws {
        let layout = try #require(Fixtures.load(text: Self.storyboard, path: "Labels.storyboard").theme?.layouts.first)
        let metrics = FakeTextMetrics()
        let root = LayoutEngine(metrics: metrics, appearance: .default, growsLabels: false).place(layout)
        let fixed = try #require(root.children.first { $0.node.id == "fixed" })
        let texts = ContentPainter(metrics: metrics, scheme: .light).content(of: fixed).compactMap { command in
            if case .text(let run) = command { return run.text }
            return nil
        }
        // 60 points hold six characters of 10: "Trunc" and the ellipsis.
        #expect(texts == ["Trunc…"])
    }

    @Test func onAnotherDeviceTheSolverSizesTheLabelToItsText() throws {
        let layout = try #require(Fixtures.load(text: Self.storyboard, path: "Labels.storyboard").theme?.layouts.first)
        let wider = layout.laidOut(on: Device(.iPhone15))
        let root = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(wider)
        let leading = try #require(root.children.first { $0.node.id == "leading" })
        // Solved, not stored: the intrinsic width is the stand-in's text, 80 (IB's 56 is outside the
        // band, not SF's measurement of it), the height one 20-point line corrected by IB's
        // measurement of it (21 / 20).
        #expect(leading.frame == rect(16, 20, 80, 21))
        // SF's width of "Condensed" (80 of the stand-in's 90) is its intrinsic width on any device.
        let condensed = try #require(root.children.first { $0.node.id == "condensed" })
        #expect(condensed.frame == rect(16, 280, 80, 21))
    }
}
