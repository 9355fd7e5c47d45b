import SkeletonCore
import SkeletonTheme
import TestSupport
import Testing

/// A plain scroll view reaching under the bars (pinned to its superview's top, not the safe area)
/// rests at UIKit's adjusted content inset: `contentInsetAdjustmentBehavior` automatic adds the safe
/// area above it on the axis it scrolls (`scrollableAxes`: content taller than the scroll view, or
/// `alwaysBounceVertical`), and the content offset rests at minus that inset, so its content shows
/// below the status and navigation bars. IB stores the content in the scroll view's content
/// coordinates, at its top under the bars, and those frames do not move: only where the content
/// shows does.
struct ScrollViewContentInsetTests {
    /// A xib of an iPhone 8 canvas (Xcode 14.3: 20-point status bar drawn) whose 375 × 667 view has
    /// a simulated translucent navigation bar and holds a scroll view pinned to its top (or, for
    /// `anchor` "safe", its safe area's), sides and bottom; inside, a content view pinned to the
    /// scroll view's edges (its content), as wide as it and `height` high. `attributes` go on the
    /// scroll view.
    static func xib(height: Double, attributes: String = "", anchor: String = "root") -> String {
        IBFixture.xib(
            device: "retina4_7",
            objects: """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <scrollView clipsSubviews="YES" translatesAutoresizingMaskIntoConstraints="NO" \(attributes) id="scroll">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="\(height)" id="c-h"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="c-t"/>
                                <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="c-l"/>
                                <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c-r"/>
                                <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="c-b"/>
                            </constraints>
                        </scrollView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="scroll" firstAttribute="top" secondItem="\(anchor)" secondAttribute="top" id="s-t"/>
                        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s-l"/>
                        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="s-r"/>
                        <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="s-b"/>
                        <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="c-w"/>
                    </constraints>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                </view>
                """
        ).replacingOccurrences(of: #"version="3.0">"#, with: #"version="3.0" toolsVersion="21701">"#)
    }

    /// The layout of `text`.
    static func layout(_ text: String) throws -> LayoutSpec {
        try #require(Fixtures.load(text: text, path: "Form.xib").theme?.layouts.first)
    }

    /// The scroll view's frame and its content view's where it shows, on `device`, else at the design size.
    static func frames(_ layout: LayoutSpec, on device: Device? = nil) -> (scroll: Rect?, content: Rect?) {
        let placed =
            device.map {
                LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout.laidOut(on: $0))
            } ?? DesignSizePlacement.place(layout)
        return (placed.view(id: "scroll")?.frame, placed.view(id: "content")?.frame)
    }

    @Test func contentTallerThanTheScrollViewShowsBelowEachDevicesBars() throws {
        let layout = try Self.layout(Self.xib(height: 1000))
        // iPhone 15: the 59-point status bar and the 44-point bar above the content.
        let phone = Self.frames(layout, on: Device(.iPhone15))
        #expect(phone.scroll == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(phone.content == Rect(x: 0, y: 103, width: 393, height: 1000))
        // iPhone SE on its side: no status bar and the compact 32-point bar.
        #expect(Self.frames(layout, on: Device(.iPhoneSE, .landscape)).content?.minY == 32)
        // The design size: IB stores the content at y 0; the iPhone 8's 20 + 44 points above it show.
        #expect(Self.frames(layout).content == Rect(x: 0, y: 64, width: 375, height: 1000))
    }

    @Test func contentThatFitsDoesNotScrollAndIsNotInset() throws {
        let layout = try Self.layout(Self.xib(height: 300))
        #expect(Self.frames(layout, on: Device(.iPhone15)).content == Rect(x: 0, y: 0, width: 393, height: 300))
        #expect(Self.frames(layout).content?.minY == 0)
    }

    @Test func contentIsInsetOnlyOnTheDevicesItOverflows() throws {
        // 800 points: taller than the 667-point design, shorter than an iPhone 15's 852.
        let layout = try Self.layout(Self.xib(height: 800))
        #expect(Self.frames(layout).content?.minY == 64)
        #expect(Self.frames(layout, on: Device(.iPhone15)).content?.minY == 0)
    }

    @Test func aScrollViewThatAlwaysBouncesIsInsetWhateverItsContent() throws {
        let layout = try Self.layout(Self.xib(height: 300, attributes: #"alwaysBounceVertical="YES""#))
        #expect(layout.root.find("scroll")?.alwaysBounceVertical == true)
        #expect(Self.frames(layout, on: Device(.iPhone15)).content?.minY == 103)
    }

    @Test func aScrollViewThatNeverAdjustsOrStartsBelowTheBarsKeepsItsContentAtItsTop() throws {
        let never = try Self.layout(Self.xib(height: 1000, attributes: #"contentInsetAdjustmentBehavior="never""#))
        #expect(never.root.find("scroll")?.adjustsContentInset == false)
        #expect(Self.frames(never, on: Device(.iPhone15)).content?.minY == 0)
        // Pinned to the safe area: the scroll view itself starts below the bars.
        let safe = try Self.layout(Self.xib(height: 1000, anchor: "safe"))
        let (scroll, content) = Self.frames(safe, on: Device(.iPhone15))
        #expect(scroll?.minY == 103)
        #expect(content?.minY == 103)
    }

    @Test func anImportedThemeKeepsBothSwitchesAndShowsTheContentWhereTheFileDoes() throws {
        // Content that fits but bounces shows below the bars; taller content that never adjusts does not.
        let cases = [
            (300.0, #"alwaysBounceVertical="YES""#, 103.0), (1000, #"contentInsetAdjustmentBehavior="never""#, 0),
        ]
        for (height, attributes, shown) in cases {
            let loaded = try #require(
                Fixtures.load(text: Self.xib(height: height, attributes: attributes), path: "Form.xib").theme)
            let text = ThemeWriter.text(of: loaded, schema: nil, imagePath: { $0 })
            #expect(text.contains(#""alwaysBounceVertical" : true"#) == (height == 300))
            #expect(text.contains(#""adjustsContentInset" : false"#) == (height == 1000))
            let reloaded = ThemeLoader.load(
                bytes: Array(text.utf8), path: "/virtual/form.theme.json", fontResolver: nil)
            #expect(reloaded.diagnostics.map(\.description) == [])
            let layout = try #require(reloaded.theme?.layouts.first)
            #expect(Self.frames(layout, on: Device(.iPhone15)).content?.minY == shown)
        }
    }
}
