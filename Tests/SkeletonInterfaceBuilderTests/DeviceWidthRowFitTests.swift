import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// Self-sizing rows on a device of another width than the design's, at the default text size:
/// Interface Builder stores a row's height for its cell's width at the design size, while UIKit
/// sizes every self-sizing row through its constraints at the width the table has on the device,
/// so a row whose content is laid out at another width is fitted, and one at the stored width
/// keeps the stored height.
struct DeviceWidthRowFitTests {
    /// Nine words of four letters: 44 characters, 748 points in a 17-point Body font as
    /// `SizedTextMetrics` measures (17 a character), one line in the iPad's 780-point label.
    static let text = Array(repeating: "abcd", count: 9).joined(separator: " ")

    /// Saved on an 820 × 1180 iPad: a table of automatic row height and estimate holding a cell
    /// 820 × 39 whose Body label of `text` (no line limit) is pinned to the content view's four
    /// margins (20 at the sides on a screen that wide, 11 at the top and bottom): 780 × 17 at
    /// (20, 11), 11 + 17 + 11 = 39.
    static let storyboard = IBFixture.storyboard(
        device: "ipad10_9rounded",
        scenes: """
            <scene sceneID="s"><objects>
                <tableViewController storyboardIdentifier="List" id="vc" sceneMemberID="viewController">
                    <tableView key="view" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="820" height="1180"/>
                        <prototypes>
                            <tableViewCell id="cell">
                                <rect key="frame" x="0.0" y="0.0" width="820" height="39"/>
                                <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="820" height="39"/>
                                    <subviews>
                                        <label text="\(text)" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                                            <rect key="frame" x="20" y="11" width="780" height="17"/>
                                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="body" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="body" secondAttribute="trailing" id="t"/>
                                        <constraint firstItem="body" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="tp"/>
                                        <constraint firstAttribute="bottomMargin" secondItem="body" secondAttribute="bottom" id="b"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """)

    /// The frames of every placed view with `id`, in order, the screen laid out on `device` (its
    /// design size when nil) at the default text size.
    static func frames(of id: String, on device: Device?) throws -> [Rect] {
        let layout = try #require(Fixtures.load(text: storyboard, path: "List.storyboard").theme?.layouts.first)
        let placed = LayoutEngine(metrics: SizedTextMetrics(), appearance: .default).place(
            device.map(layout.laidOut(on:)) ?? layout)
        var found: [Rect] = []
        func collect(_ view: PlacedView) {
            if view.node.id == id { found.append(view.frame) }
            view.children.forEach(collect)
        }
        collect(placed)
        return found
    }

    @Test func aRowDesignedOnAnIPadGrowsOnANarrowerPhoneAtTheDefaultTextSize() throws {
        // iPhone SE, 375 wide: 16-point side margins leave the label 343, 20 characters a line:
        // "abcd abcd abcd abcd" (19) twice, then "abcd": 3 lines, 51 high; the row 11 + 51 + 11.
        let rows = try Self.frames(of: "cell", on: Device(.iPhoneSE))
        #expect(rows.count >= 2)
        #expect(rows.prefix(2).map(\.height) == [73, 73])
        #expect(rows[1].minY - rows[0].minY == 73)
        let label = try #require(Self.frames(of: "body", on: Device(.iPhoneSE)).first)
        #expect(label.width == 343)
        #expect(label.height == 51)
        #expect(label.minX == 16)
    }

    @Test func theDesignSizeAndADeviceOfItsWidthKeepTheStoredHeight() throws {
        // The label, 748 points of text in 780, stays one line: IB's 39 is kept exactly.
        for device in [nil, Device(.iPad10)] {
            let rows = try Self.frames(of: "cell", on: device)
            #expect(rows.first?.height == 39)
            let label = try #require(Self.frames(of: "body", on: device).first)
            #expect(label.height == 17)
            #expect(label.width == 780)
        }
    }
}
