import SkeletonCore
import TestSupport
import Testing

/// A freeform xib view smaller than the screen still gets a safe area in Interface Builder: IB lays
/// it out at the top of the device's screen, under the status bar, when the Xcode that saved it
/// does (zotero's 414 × 348 editor pins its stack 20 below the safe area, stored at y 44 + 20). The
/// file's stored frames say which, as for a scene; on a device the view is placed inside the safe
/// area, so it reaches under none of it there.
struct FreeformSafeAreaTests {
    /// A retina6_1 xib holding one 414 × 348 view whose 100-point-high form is pinned to the safe
    /// area's sides and 20 below its top, stored at `storedY` (64 when IB gave the view the notched
    /// phone's 44-point status bar, 20 when it gave none).
    static func editor(storedY: Double) -> String {
        IBFixture.xib(
            device: "retina6_1",
            objects: """
                <view contentMode="scaleToFill" id="editor">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="348"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="form">
                            <rect key="frame" x="0.0" y="\(storedY)" width="414" height="100"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="100" id="f-h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="guide"/>
                    <constraints>
                        <constraint firstItem="form" firstAttribute="top" secondItem="guide" secondAttribute="top" constant="20" id="f-t"/>
                        <constraint firstItem="form" firstAttribute="leading" secondItem="guide" secondAttribute="leading" id="f-l"/>
                        <constraint firstItem="guide" firstAttribute="trailing" secondItem="form" secondAttribute="trailing" id="f-r"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
                """)
    }

    /// The editor's layout as imported.
    static func layout(storedY: Double) throws -> LayoutSpec {
        try #require(Fixtures.load(text: editor(storedY: storedY), path: "Editor.xib").theme?.layouts.first)
    }

    /// The form's frame, solved (not IB's stored one) in `layout`.
    static func form(in layout: LayoutSpec) -> Rect? {
        return DesignSizePlacement.place(layout).view(id: "form")?.frame
    }

    @Test func aFreeformViewStoredUnderTheStatusBarSolvesUnderIt() throws {
        let layout = try Self.layout(storedY: 64)
        #expect(layout.fillsScreen == false)
        #expect(layout.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(Self.form(in: layout) == rect(0, 64, 414, 100))
    }

    @Test func aFreeformViewStoredWithoutAStatusBarHasNoSafeAreaInset() throws {
        let layout = try Self.layout(storedY: 20)
        #expect(layout.safeAreaInsets == .zero)
        #expect(Self.form(in: layout) == rect(0, 20, 414, 100))
    }

    @Test func aViewDeeperInsidePinnedToTheSafeAreaTellsItToo() throws {
        // An iPad header: its 24-point status band, inside a header view at the top, ends where the
        // safe area begins; a title 8 below the safe area is then at y 32.
        let xib = IBFixture.xib(
            device: "ipad12_9rounded",
            objects: """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="1024" height="250"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="header">
                            <rect key="frame" x="0.0" y="0.0" width="1024" height="100"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="band">
                                    <rect key="frame" x="0.0" y="0.0" width="1024" height="24"/>
                                </view>
                            </subviews>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="0.0" y="32" width="1024" height="20"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="guide"/>
                    <constraints>
                        <constraint firstItem="guide" firstAttribute="top" secondItem="band" secondAttribute="bottom" id="g-t"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="guide" secondAttribute="top" constant="8" id="t-t"/>
                    </constraints>
                </view>
                """)
        let layout = try #require(Fixtures.load(text: xib, path: "Header.xib").theme?.layouts.first)
        #expect(layout.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
    }

    /// An iPhone 8 (retina4_7) xib saved by Xcode 16 (`toolsVersion` 23504), holding a 600 × 44 bar
    /// whose 44-point row is centred on the safe area and stored at `storedY`.
    static func bar(storedY: Double) -> String {
        IBFixture.xib(
            device: "retina4_7",
            objects: """
                <view contentMode="scaleToFill" id="bar">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="44"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="row">
                            <rect key="frame" x="0.0" y="\(storedY)" width="600" height="44"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="44" id="r-h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="guide"/>
                    <constraints>
                        <constraint firstItem="row" firstAttribute="centerY" secondItem="guide" secondAttribute="centerY" id="r-y"/>
                        <constraint firstItem="row" firstAttribute="leading" secondItem="guide" secondAttribute="leading" id="r-l"/>
                        <constraint firstItem="guide" firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="r-r"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
                """
        ).replacingOccurrences(of: #"version="3.0">"#, with: #"version="3.0" toolsVersion="23504">"#)
    }

    @Test func aViewCentredOnTheSafeAreaTellsItsTopWhereNoPinDoes() throws {
        // The row's middle stored at 10 + 22 = 32: the safe area runs from 2 × 32 - 44 = 20 (the
        // iPhone 8's status bar) to the bar's bottom, which nothing pins and no home indicator insets.
        let layout = try #require(Fixtures.load(text: Self.bar(storedY: 10), path: "Bar.xib").theme?.layouts.first)
        #expect(layout.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(DesignSizePlacement.place(layout).view(id: "row")?.frame == rect(0, 10, 600, 44))
        // Stored at the bar's top, it tells a safe area with no inset.
        let flush = try #require(Fixtures.load(text: Self.bar(storedY: 0), path: "Bar.xib").theme?.layouts.first)
        #expect(flush.safeAreaInsets == .zero)
    }

    /// A retina6_1 xib holding one 414 × 277 view whose 17-point-high title is pinned to its
    /// top margin, stored at `storedY`; `attributes` are written into the view.
    static func abstract(storedY: Double, attributes: String = "") -> String {
        IBFixture.xib(
            device: "retina6_1",
            objects: """
                <view contentMode="scaleToFill" \(attributes) id="abstract">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="277"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="20" y="\(storedY)" width="374" height="17"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="17" id="t-h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="guide"/>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="top" secondItem="abstract" secondAttribute="topMargin" id="t-t"/>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="abstract" secondAttribute="leadingMargin" id="t-l"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
                """)
    }

    @Test func aViewPinnedToTheTopMarginOfAViewWithAControllersMarginsTellsTheSafeArea() throws {
        // A view controller root's top margin is the safe area's top: a title pinned to it at y 44
        // says IB laid the view out under the notched phone's 44-point status bar.
        let text = Self.abstract(storedY: 44)
        let layout = try #require(Fixtures.load(text: text, path: "Abstract.xib").theme?.layouts.first)
        #expect(layout.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(DesignSizePlacement.place(layout).view(id: "title")?.frame == rect(20, 44, 374, 17))
    }

    @Test func marginsNotMeasuredFromTheSafeAreaTellNothing() throws {
        // The title stored at the plain 8-point margin says nothing about the safe area (read as a
        // pin, it would put its top at 8): the top stays the notched phone's status bar.
        let text = Self.abstract(storedY: 8, attributes: #"insetsLayoutMarginsFromSafeArea="NO""#)
        let layout = try #require(Fixtures.load(text: text, path: "Abstract.xib").theme?.layouts.first)
        #expect(layout.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    }

    @Test func aHiddenViewPinnedToTheSafeAreaTellsItToo() throws {
        // A scene whose only pin to the safe area is a hidden sizing view's, stored at y 0: the
        // Xcode that saved it gave the iPhone 8 no status bar inset (the device table's is 20).
        let storyboard = IBFixture.storyboard(
            identifier: "Login", device: "retina4_7",
            view: """
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sizing">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="guide"/>
                    <constraints>
                        <constraint firstItem="sizing" firstAttribute="top" secondItem="guide" secondAttribute="top" id="s-t"/>
                        <constraint firstItem="guide" firstAttribute="bottom" secondItem="sizing" secondAttribute="bottom" id="s-b"/>
                    </constraints>
                </view>
                """)
        let layout = try #require(Fixtures.load(text: storyboard, path: "Login.storyboard").theme?.layouts.first)
        #expect(layout.safeAreaInsets == .zero)
    }

    /// A retina6_12 xib holding a 393 × 300 footer whose panel is pinned 15 below its top and
    /// (at `priority`) 15 below its bottom margin, never past its bottom, stored 266 high, which
    /// puts the margin 34 above the footer's bottom (the home indicator's inset); `extraView` and
    /// `extraConstraints` add a subview and its constraints.
    static func footer(priority: Int, extraView: String = "", extraConstraints: String = "") -> String {
        IBFixture.xib(
            device: "retina6_12",
            objects: """
                <view contentMode="scaleToFill" id="footer">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                            <rect key="frame" x="0.0" y="15" width="393" height="266"/>
                        </view>
                        \(extraView)
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="guide"/>
                    <constraints>
                        <constraint firstItem="panel" firstAttribute="top" secondItem="footer" secondAttribute="top" constant="15" id="p-t"/>
                        <constraint firstItem="panel" firstAttribute="leading" secondItem="footer" secondAttribute="leading" id="p-l"/>
                        <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" id="p-r"/>
                        <constraint firstItem="panel" firstAttribute="bottom" relation="lessThanOrEqual" secondItem="footer" secondAttribute="bottom" id="p-max"/>
                        <constraint firstItem="panel" firstAttribute="bottom" secondItem="footer" secondAttribute="bottomMargin" priority="\(priority)" constant="15" id="p-b"/>
                        \(extraConstraints)
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
                """)
    }

    @Test func aPinBelowRequiredTellsTheSafeAreaWhereNoRequiredPinDoes() throws {
        // Without the 34-point inset the margin would sit at the footer's bottom and the panel would
        // stop at it, 285 high.
        let text = Self.footer(priority: 999)
        let layout = try #require(Fixtures.load(text: text, path: "Footer.xib").theme?.layouts.first)
        #expect(layout.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(DesignSizePlacement.place(layout).view(id: "panel")?.frame == rect(0, 15, 393, 266))
    }

    @Test func aRequiredPinWinsOverOneBelowRequired() throws {
        // A badge required flush with the safe area's bottom, stored at the footer's bottom, says
        // there is no inset, whatever the panel's pin at 999 says.
        let text = Self.footer(
            priority: 999,
            extraView: """
                <view translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                    <rect key="frame" x="0.0" y="290" width="10" height="10"/>
                </view>
                """,
            extraConstraints: """
                <constraint firstItem="badge" firstAttribute="bottom" secondItem="guide" secondAttribute="bottom" id="b-b"/>
                """)
        let layout = try #require(Fixtures.load(text: text, path: "Footer.xib").theme?.layouts.first)
        #expect(layout.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    }

    /// A `device` xib holding a 414 × 432 `element` (a view or a table cell) whose 43-point-high
    /// message is centred on the safe area, stored at `storedY`, beside a 12-point badge flush
    /// with the safe area's bottom, stored at the view's bottom.
    static func emptyState(element: String = "view", device: String = "retina6_1", storedY: Double) -> String {
        IBFixture.xib(
            device: device,
            objects: """
                <\(element) contentMode="scaleToFill" id="empty">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="432"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="message">
                            <rect key="frame" x="16" y="\(storedY)" width="382" height="43"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="43" id="m-h"/>
                            </constraints>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                            <rect key="frame" x="0.0" y="420" width="12" height="12"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="12" id="b-h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="guide"/>
                    <constraints>
                        <constraint firstItem="message" firstAttribute="centerY" secondItem="guide" secondAttribute="centerY" id="m-y"/>
                        <constraint firstItem="message" firstAttribute="leading" secondItem="guide" secondAttribute="leading" constant="16" id="m-l"/>
                        <constraint firstItem="guide" firstAttribute="trailing" secondItem="message" secondAttribute="trailing" constant="16" id="m-r"/>
                        <constraint firstItem="guide" firstAttribute="bottom" secondItem="badge" secondAttribute="bottom" id="b-b"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </\(element)>
                """)
    }

    @Test func aTopNoPinStatesIsTheStatusBarsAsAViewCentredOnTheSafeAreaShows() throws {
        // The badge says there is no bottom inset; the message centred between the iPhone 11's
        // 44-point status bar and the bottom lies at 216.5, not at 194.5.
        let text = Self.emptyState(storedY: 216.5)
        let layout = try #require(Fixtures.load(text: text, path: "Empty.xib").theme?.layouts.first)
        #expect(layout.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(DesignSizePlacement.place(layout).view(id: "message")?.frame == rect(16, 216.5, 382, 43))
    }

    @Test func aHomeButtonPhonesFreeformViewHasNoTopInsetWhereNoPinStatesOne() throws {
        // ProtonVPN's version footer, saved for an iPhone 8, pins its label's top margin 20 below
        // the safe area's top at y 12: no status bar there, whichever Xcode saved it.
        let text = Self.emptyState(device: "retina4_7", storedY: 194.5)
        let layout = try #require(Fixtures.load(text: text, path: "Empty.xib").theme?.layouts.first)
        #expect(layout.safeAreaInsets == .zero)
    }

    @Test func aCellHasNoSafeAreaInsetWhereNoPinStatesOne() throws {
        let text = Self.emptyState(element: "tableViewCell", storedY: 194.5)
        let layout = try #require(Fixtures.load(text: text, path: "Empty.xib").theme?.layouts.first)
        #expect(layout.safeAreaInsets == .zero)
    }

    @Test func onADeviceTheViewSitsInsideTheSafeAreaAndReachesUnderNoneOfIt() throws {
        // The iPhone SE's safe area is 375 points wide below its 20-point status bar: the view, part
        // of a screen, takes its width at its own 348-point height, and its form sits 20 below its
        // own top, the full width.
        let layout = try Self.layout(storedY: 64).laidOut(on: Device(.iPhoneSE))
        #expect(layout.size == Size(width: 375, height: 348))
        #expect(layout.safeAreaInsets == .zero)
        #expect(Self.form(in: layout) == rect(0, 20, 375, 100))
    }

    @Test func aPinToTheSafeAreaIsReadFromTheViewsAlignmentRectangle() throws {
        // A 200 × 65 popover scene whose classic slider, 32 below the top and flush with the safe
        // area's bottom, is stored 34 high: one point of it is drawn below its alignment rectangle,
        // so the safe area ends at the view's bottom (65), not at the frame's (66), and the slider
        // keeps its stored frame.
        let text = IBFixture.storyboard(
            identifier: "Brush", device: "retina4_7",
            view: """
                <view key="view" contentMode="scaleToFill" id="popover">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="65"/>
                    <subviews>
                        <slider opaque="NO" value="1" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                            <rect key="frame" x="6" y="32" width="188" height="34"/>
                        </slider>
                    </subviews>
                    <constraints>
                        <constraint firstItem="slider" firstAttribute="top" secondItem="popover" secondAttribute="top" constant="32" id="s-t"/>
                        <constraint firstItem="slider" firstAttribute="leading" secondItem="guide" secondAttribute="leading" constant="8" id="s-l"/>
                        <constraint firstItem="guide" firstAttribute="trailing" secondItem="slider" secondAttribute="trailing" constant="8" id="s-r"/>
                        <constraint firstItem="guide" firstAttribute="bottom" secondItem="slider" secondAttribute="bottom" id="s-b"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="guide"/>
                </view>
                """)
        let layout = try #require(Fixtures.load(text: text, path: "Drawing.storyboard").theme?.layouts.first)
        #expect(layout.safeAreaInsets.bottom == 0)
        #expect(DesignSizePlacement.place(layout).view(id: "slider")?.frame == rect(6, 32, 188, 34))
    }
}
