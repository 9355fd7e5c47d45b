import SkeletonCore
import SkeletonTheme
import TestSupport
import Testing

/// A plain scroll view reaching under the bars (pinned to its superview's top, not the safe area)
/// rests at UIKit's adjusted content inset: `contentInsetAdjustmentBehavior` automatic adds the safe
/// area above it on the axis it scrolls (`scrollableAxes`: content taller than the scroll view, or
/// `alwaysBounceVertical`), and the content offset rests at minus that inset, so its content shows
/// below the status and navigation bars; likewise at the left, beside the Dynamic Island of a phone
/// on its side, where it scrolls sideways (content wider than it, or `alwaysBounceHorizontal`). IB
/// stores the content in the scroll view's content coordinates, at its top left under the bars, and
/// those frames do not move: only where the content shows does, and `tree --frames` prints them
/// there, with the content offset beside them.
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

    /// A xib of an iPhone 8 canvas without bars whose 375 × 667 view holds a scroll view pinned to
    /// its top, trailing side and bottom and by its leading side to `anchor` (the root or its safe
    /// area); inside, a content view pinned to the scroll view's edges (its content), as high as
    /// the scroll view and `width` wide. `attributes` go on the scroll view.
    static func sidewaysXib(width: Double, attributes: String = "", anchor: String = "root") -> String {
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
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="667"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="\(width)" id="c-w"/>
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
                        <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="s-t"/>
                        <constraint firstItem="scroll" firstAttribute="leading" secondItem="\(anchor)" secondAttribute="leading" id="s-l"/>
                        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="s-r"/>
                        <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="s-b"/>
                        <constraint firstItem="content" firstAttribute="height" secondItem="scroll" secondAttribute="height" id="c-h"/>
                    </constraints>
                </view>
                """
        ).replacingOccurrences(of: #"version="3.0">"#, with: #"version="3.0" toolsVersion="21701">"#)
    }

    /// The members of the view `reference` in a `tree --frames` dump (`framedTreeNode`), by key.
    static func dumped(_ reference: String, in node: DebugJSON) -> [String: DebugJSON]? {
        guard case .object(let members) = node else { return nil }
        let byKey = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        if byKey["reference"] == .string(reference) { return byKey }
        guard case .array(let children)? = byKey["children"] else { return nil }
        return children.lazy.compactMap { dumped(reference, in: $0) }.first
    }

    /// `[x, y, width, height]` (or `[x, y]`) as the dump prints it.
    static func numbers(_ values: [Double]) -> DebugJSON { .array(values.map(DebugJSON.number)) }

    @Test func theFramesDumpKeepsTheContentInContentCoordinatesAndPrintsWhereItRests() throws {
        let layout = try Self.layout(Self.xib(height: 1000))
        let placed = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(
            layout.laidOut(on: Device(.iPhone15)))
        // Drawn 103 points down, below the iPhone 15's bars; dumped at the scroll view's top, with the
        // content offset UIKit rests at beside it.
        #expect(placed.view(id: "content")?.frame == Rect(x: 0, y: 103, width: 393, height: 1000))
        let tree = placed.framedTreeNode
        #expect(Self.dumped("content", in: tree)?["frame"] == Self.numbers([0, 0, 393, 1000]))
        #expect(Self.dumped("scroll", in: tree)?["frame"] == Self.numbers([0, 0, 393, 852]))
        #expect(Self.dumped("scroll", in: tree)?["contentOffset"] == Self.numbers([0, -103]))
        // A scroll view whose content fits rests at zero: no offset printed.
        let fits = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(
            try Self.layout(Self.xib(height: 300)).laidOut(on: Device(.iPhone15)))
        #expect(Self.dumped("scroll", in: fits.framedTreeNode)?["contentOffset"] == nil)
    }

    @Test func storedAndSolvedTreesFrameTheContentAlikeWhenOnlyOneOfThemScrolls() throws {
        // IB stored the content 1000 high (taller than the 667-point scroll view: it scrolls, and rests
        // 64 points down at the design size) while its constraint solves it 300 high (it fits: no
        // inset), as vlc-ios's donation screen, which IB marks ambiguous, stores 699 and solves 648.
        let text = Self.xib(height: 300).replacingOccurrences(
            of: #"width="375" height="300.0"/>"#, with: #"width="375" height="1000"/>"#)
        #expect(text != Self.xib(height: 300))
        let layout = try Self.layout(text)
        // The two trees of `Assets/ib-oracle.py`: IB's stored frames kept (`tree --frames`), and solved (`--solve`).
        let stored = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default, growsLabels: false).place(layout)
        let solved = DesignSizePlacement.place(layout)
        #expect(stored.view(id: "content")?.frame == Rect(x: 0, y: 64, width: 375, height: 1000))
        #expect(solved.view(id: "content")?.frame == Rect(x: 0, y: 0, width: 375, height: 300))
        // The dumps the oracle compares: both at the scroll view's top; only the offsets differ.
        #expect(Self.dumped("content", in: stored.framedTreeNode)?["frame"] == Self.numbers([0, 0, 375, 1000]))
        #expect(Self.dumped("content", in: solved.framedTreeNode)?["frame"] == Self.numbers([0, 0, 375, 300]))
        #expect(Self.dumped("scroll", in: stored.framedTreeNode)?["contentOffset"] == Self.numbers([0, -64]))
        #expect(Self.dumped("scroll", in: solved.framedTreeNode)?["contentOffset"] == nil)
    }

    @Test func contentWiderThanTheScrollViewShowsBesideTheIslandOfAPhoneOnItsSide() throws {
        let layout = try Self.layout(Self.sidewaysXib(width: 2000))
        // iPhone 15 on its side: 59 points of unsafe area at each side; the content scrolls sideways,
        // so UIKit adds the left 59 to its inset and the content rests right of the Dynamic Island.
        let landscape = Self.frames(layout, on: Device(.iPhone15, .landscape))
        #expect(landscape.scroll == Rect(x: 0, y: 0, width: 852, height: 393))
        #expect(landscape.content == Rect(x: 59, y: 0, width: 2000, height: 393))
        // Upright: no unsafe side, and the content as high as the scroll view does not scroll up and down.
        #expect(Self.frames(layout, on: Device(.iPhone15)).content == Rect(x: 0, y: 0, width: 2000, height: 852))
        #expect(Self.frames(layout).content == Rect(x: 0, y: 0, width: 2000, height: 667))
    }

    @Test func contentThatFitsSidewaysIsInsetOnlyWhenItAlwaysBouncesHorizontally() throws {
        let fits = try Self.layout(Self.sidewaysXib(width: 300))
        let landscape = Device(.iPhone15, .landscape)
        #expect(Self.frames(fits, on: landscape).content == Rect(x: 0, y: 0, width: 300, height: 393))
        let bounces = try Self.layout(Self.sidewaysXib(width: 300, attributes: #"alwaysBounceHorizontal="YES""#))
        #expect(bounces.root.find("scroll")?.alwaysBounceHorizontal == true)
        #expect(bounces.root.find("scroll")?.alwaysBounceVertical == false)
        #expect(Self.frames(bounces, on: landscape).content == Rect(x: 59, y: 0, width: 300, height: 393))
        // A scroll view that does not bounce drags no content that fits, whatever it says (XLPagerTabStrip's pager).
        let still = try Self.layout(
            Self.sidewaysXib(width: 300, attributes: #"bounces="NO" alwaysBounceHorizontal="YES""#))
        #expect(still.root.find("scroll")?.alwaysBounceHorizontal == false)
        #expect(Self.frames(still, on: landscape).content?.minX == 0)
        // `never`, or a scroll view that starts right of the unsafe side: the content at its left.
        let never = try Self.layout(
            Self.sidewaysXib(width: 2000, attributes: #"contentInsetAdjustmentBehavior="never""#))
        #expect(Self.frames(never, on: landscape).content?.minX == 0)
        let safe = try Self.layout(Self.sidewaysXib(width: 2000, anchor: "safe"))
        #expect(Self.frames(safe, on: landscape).scroll == Rect(x: 59, y: 0, width: 793, height: 393))
        #expect(Self.frames(safe, on: landscape).content?.minX == 59)
    }

    @Test func anImportedThemeKeepsAlwaysBounceHorizontal() throws {
        let loaded = try #require(
            Fixtures.load(
                text: Self.sidewaysXib(width: 300, attributes: #"alwaysBounceHorizontal="YES""#), path: "Form.xib"
            ).theme)
        let text = ThemeWriter.text(of: loaded, schema: nil, imagePath: { $0 })
        #expect(text.contains(#""alwaysBounceHorizontal" : true"#))
        let reloaded = ThemeLoader.load(bytes: Array(text.utf8), path: "/virtual/form.theme.json", fontResolver: nil)
        #expect(reloaded.diagnostics.map(\.description) == [])
        let layout = try #require(reloaded.theme?.layouts.first)
        #expect(Self.frames(layout, on: Device(.iPhone15, .landscape)).content?.minX == 59)
        // Without the attribute the key is not written.
        let plain = try #require(Fixtures.load(text: Self.sidewaysXib(width: 300), path: "Form.xib").theme)
        #expect(!ThemeWriter.text(of: plain, schema: nil, imagePath: { $0 }).contains("alwaysBounceHorizontal"))
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
