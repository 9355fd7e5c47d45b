import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// SkeletonView's growth on show in a screen laid out by constraints: `updateHeightConstraintsIfNeeded`
/// (UILabel+Extensions.swift) replaces a growing label's height constraints by a required
/// `height = desiredHeight` of the same system, so Auto Layout moves the views pinned below it;
/// before show and after hide the content keeps the layout without growth.
struct LabelGrowthPushTests {
    /// A 375 × 667 screen: a 3-line label "Hi" stored 343 × 20 at (16, 100), pinned 16 from the
    /// sides and 100 from the top, and a 44-point button pinned 20 below it; everything skeletonable
    /// (the label only when `labelFlagged`).
    static func storyboard(labelFlagged: Bool = true) -> String {
        IBFixture.storyboard(
            identifier: "Grow", device: "retina4_7",
            view: """
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <label text="Hi" numberOfLines="3" translatesAutoresizingMaskIntoConstraints="NO" id="bio">
                            <rect key="frame" x="16" y="100" width="343" height="20"/>
                            \(labelFlagged ? IBFixture.flagged : "")
                        </label>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="follow">
                            <rect key="frame" x="16" y="140" width="343" height="44"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="44" id="fh"/>
                            </constraints>
                            \(IBFixture.flagged)
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bio" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="bl"/>
                        <constraint firstAttribute="trailing" secondItem="bio" secondAttribute="trailing" constant="16" firstItem="root" id="bt"/>
                        <constraint firstItem="bio" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="btop"/>
                        <constraint firstItem="follow" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="fl"/>
                        <constraint firstAttribute="trailing" secondItem="follow" secondAttribute="trailing" constant="16" firstItem="root" id="ft"/>
                        <constraint firstItem="follow" firstAttribute="top" secondItem="bio" secondAttribute="bottom" constant="20" id="ftop"/>
                    </constraints>
                    \(IBFixture.flagged)
                </view>
                """)
    }

    /// The screen prepared at its design size, or on `device`.
    static func prepared(on device: Device? = nil, labelFlagged: Bool = true) throws -> PreparedLayout {
        let theme = try #require(
            Fixtures.load(text: storyboard(labelFlagged: labelFlagged), path: "Grow.storyboard").theme)
        let layout = try #require(theme.layouts.first)
        return PreparedLayout(
            layout: device.map { layout.laidOut(on: $0) } ?? layout, theme: theme, metrics: FakeTextMetrics(),
            options: LayoutOptions())
    }

    @Test func atTheDesignSizeTheGrownLabelPushesTheButtonPinnedBelowIt() throws {
        // 3 lines of 15 with 10 between: 65 high, so the button moves from 140 to 100 + 65 + 20 = 185.
        let prepared = try Self.prepared()
        #expect(prepared.root.view(id: "bio")?.frame == rect(16, 100, 343, 65))
        #expect(prepared.root.view(id: "bio")?.skeletonHeightConstraint == 65)
        #expect(prepared.root.view(id: "follow")?.frame == rect(16, 185, 343, 44))
    }

    @Test func onAnotherDeviceTheSolvedScreenPushesTheButtonToo() throws {
        // iPhone 15, 393 wide: the label and button are 393 − 32 = 361 wide.
        let prepared = try Self.prepared(on: Device(.iPhone15))
        #expect(prepared.root.view(id: "bio")?.frame == rect(16, 100, 361, 65))
        #expect(prepared.root.view(id: "follow")?.frame == rect(16, 185, 361, 44))
    }

    @Test func theContentBeforeShowKeepsTheLayoutWithoutGrowth() throws {
        let content = try #require(try Self.prepared().contentLayout)
        #expect(content.root.view(id: "bio")?.frame == rect(16, 100, 343, 20))
        #expect(content.root.view(id: "follow")?.frame == rect(16, 140, 343, 44))
    }

    @Test func aLabelShowDoesNotReachNeitherGrowsNorPushes() throws {
        // Without `isSkeletonable` on the label, SkeletonView's show never prepares it.
        let prepared = try Self.prepared(labelFlagged: false)
        #expect(prepared.root.view(id: "follow")?.frame == rect(16, 140, 343, 44))
    }

    /// A table view controller's 375 × 667 table of 100-point rows whose prototype cell holds a
    /// 3-line label "Hi" stored 375 × 20 at the content view's top, pinned to its leading,
    /// trailing and top edges, and a 10-point view pinned 5 below it; the table skeletonable when
    /// `tableFlagged`, the cell and its views always.
    static func prototypeCell(tableFlagged: Bool = true) -> String {
        IBFixture.tableViewController(
            identifier: "Rows",
            tableView: """
                <tableView key="view" dataMode="prototypes" style="plain" rowHeight="100" id="tv">
                <rect key="frame" x="0" y="0" width="375" height="667"/>
                <prototypes><tableViewCell reuseIdentifier="Row" id="cell">
                <rect key="frame" x="0" y="28" width="375" height="100"/>
                <tableViewCellContentView key="contentView" id="content">
                <rect key="frame" x="0" y="0" width="375" height="100"/>
                <subviews>
                <label text="Hi" numberOfLines="3" translatesAutoresizingMaskIntoConstraints="NO" id="bio">
                <rect key="frame" x="0" y="0" width="375" height="20"/>\(IBFixture.flagged)</label>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="below">
                <rect key="frame" x="0" y="25" width="375" height="10"/>
                <constraints><constraint firstAttribute="height" constant="10" id="bh"/></constraints>
                \(IBFixture.flagged)</view>
                </subviews>
                <constraints>
                <constraint firstItem="bio" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="bl"/>
                <constraint firstItem="bio" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="bt"/>
                <constraint firstItem="bio" firstAttribute="top" secondItem="content" secondAttribute="top" id="btop"/>
                <constraint firstItem="below" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="vl"/>
                <constraint firstItem="below" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="vt"/>
                <constraint firstItem="below" firstAttribute="top" secondItem="bio" secondAttribute="bottom" constant="5" id="vtop"/>
                </constraints>
                </tableViewCellContentView>
                \(IBFixture.flagged)</tableViewCell></prototypes>
                \(tableFlagged ? IBFixture.flagged : "")
                </tableView>
                """)
    }

    /// The first row's label and the view below it, prepared with the test metrics.
    static func firstRow(tableFlagged: Bool = true, content: Bool = false) throws -> (bio: Rect?, below: Rect?) {
        let theme = try #require(
            Fixtures.load(text: prototypeCell(tableFlagged: tableFlagged), path: "Rows.storyboard").theme)
        let prepared = PreparedLayout(
            layout: try #require(theme.layouts.first), theme: theme, metrics: FakeTextMetrics(),
            options: LayoutOptions())
        var root = prepared.root
        if content { root = try #require(prepared.contentLayout).root }
        return (root.view(id: "bio")?.frame, root.view(id: "below")?.frame)
    }

    @Test func inAPrototypeCellTheGrownLabelPushesTheViewPinnedBelowIt() throws {
        // The label grows from 20 to 65, so the view 5 below it moves 45 down: 70 below the label's top.
        let row = try Self.firstRow()
        let bio = try #require(row.bio)
        #expect(bio.height == 65)
        #expect(row.below.map { $0.minY - bio.minY } == 70)
        let content = try Self.firstRow(content: true)
        #expect(content.bio?.height == 20)
        #expect(content.below.map { $0.minY - (content.bio?.minY ?? 0) } == 25)
    }

    @Test func aPrototypeCellOfATableShowDoesNotReachKeepsItsLayout() throws {
        let row = try Self.firstRow(tableFlagged: false)
        #expect(row.below.map { $0.minY - (row.bio?.minY ?? 0) } == 25)
    }
}
