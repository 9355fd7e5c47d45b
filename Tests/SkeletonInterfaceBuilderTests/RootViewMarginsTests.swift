import SkeletonCore
import TestSupport
import Testing

/// A top-level view that is not a cell (here a xib's 375 × 200 header, smaller than a screen) has a
/// view controller's root view's margins in Interface Builder: the system minimum at the sides
/// (16 points below 400 wide, 20 from there), not UIView's 8, unless the file sets its own.
struct RootViewMarginsTests {
    /// A xib holding one `width` × 200 view whose 40-point-high title is pinned to its leading and
    /// trailing margins and 10 below its top; `margins` is written into the view as is.
    static func header(width: Double, margins: String = "") -> String {
        IBFixture.xib(
            objects: """
                <view contentMode="scaleToFill" id="header">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="200"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="0.0" y="10" width="10" height="40"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="40" id="t-h"/>
                            </constraints>
                        </view>
                    </subviews>
                    \(margins)
                    <constraints>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="header" secondAttribute="leadingMargin" id="t-l"/>
                        <constraint firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="t-r"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="header" secondAttribute="top" constant="10" id="t-t"/>
                    </constraints>
                </view>
                """)
    }

    /// The title's solved frame.
    static func title(_ text: String) throws -> Rect? {
        let layout = try #require(Fixtures.load(text: text, path: "Header.xib").theme?.layouts.first)
        return DesignSizePlacement.place(layout).view(id: "title")?.frame
    }

    @Test func aTopLevelViewHasTheSystemMinimumSideMargins() throws {
        // 375 wide: 16 at each side, title 375 − 32 = 343 wide; 414 wide: 20, 374 wide.
        #expect(try Self.title(Self.header(width: 375)) == rect(16, 10, 343, 40))
        #expect(try Self.title(Self.header(width: 414)) == rect(20, 10, 374, 40))
    }

    @Test func aTopLevelViewFrom400PointsWideHas20PointSideMargins() throws {
        // 393 wide (an iPhone 15): 16, title 361 wide; 402 wide: 20, 362 wide; 412: 20, 372.
        #expect(try Self.title(Self.header(width: 393)) == rect(16, 10, 361, 40))
        #expect(try Self.title(Self.header(width: 402)) == rect(20, 10, 362, 40))
        #expect(try Self.title(Self.header(width: 412)) == rect(20, 10, 372, 40))
    }

    @Test func marginsTheFileSetsAreKept() throws {
        let margins = #"<edgeInsets key="layoutMargins" top="0.0" left="4" bottom="0.0" right="6"/>"#
        #expect(try Self.title(Self.header(width: 375, margins: margins)) == rect(4, 10, 365, 40))
    }

    @Test func aTopLevelCollectionCellHasTheSystemMinimumSideMarginsToo() throws {
        // A 375 × 125 cell whose banner is pinned to its leading and trailing margins: 16 at each side.
        let xib = IBFixture.xib(
            objects: """
                <collectionViewCell opaque="NO" reuseIdentifier="Update" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="125"/>
                    <view key="contentView" opaque="NO" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="125"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="16" y="0.0" width="343" height="125"/>
                            </view>
                        </subviews>
                    </view>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="top" secondItem="cell" secondAttribute="top" id="t-t"/>
                        <constraint firstAttribute="bottom" secondItem="title" secondAttribute="bottom" id="t-b"/>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" id="t-l"/>
                        <constraint firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="t-r"/>
                    </constraints>
                </collectionViewCell>
                """)
        #expect(try Self.title(xib) == rect(16, 0, 343, 125))
    }
}
