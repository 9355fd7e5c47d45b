import SkeletonCore
import TestSupport
import Testing

/// A table view cell's content view has UIKit's margins for one: 11 points at the top and bottom,
/// at the sides 20 points on a screen 390 points wide or wider unless the cell is no wider than 320,
/// else 16 (15 in files Xcode 11 saved, 8 on every side in files of Xcode 8 and earlier).
struct TableCellMarginsTests {
    /// A xib holding one table cell `width` points wide and 120 high: an 82-point avatar at the
    /// leading margin, 7 below the top margin, and a title 21 after it, 18 below the top margin,
    /// 5 inside the trailing margin. `margins` is written into the content view as is, which
    /// preserves the cell's margins when `preserves`, and `cellMargins` into the cell; an
    /// `accessory` (disclosure indicator) leaves the content view that many points narrower;
    /// `toolsVersion` is the Xcode that saved it (Xcode 15's by default), `device` the phone it
    /// was drawn for (375 points wide by default, 414 for `retina6_1`, 390 for `retina6_0`).
    static func cell(
        width: Double, margins: String = "", preserves: Bool = true, accessory: Double = 0, cellMargins: String = "",
        toolsVersion: String = "23727", device: String = "retina4_7"
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" rowHeight="120" \(accessory > 0 ? #"accessoryType="disclosureIndicator" "# : "")id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="120"/>
                    <tableViewCellContentView key="contentView" opaque="NO" preservesSuperviewLayoutMargins="\(preserves ? "YES" : "NO")" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="\(width - accessory)" height="120"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="avatar">
                                <rect key="frame" x="0.0" y="0.0" width="82" height="82"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="82" id="a-w"/>
                                    <constraint firstAttribute="height" constant="82" id="a-h"/>
                                </constraints>
                            </view>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="t-h"/>
                                </constraints>
                            </view>
                        </subviews>
                        \(margins)
                        <constraints>
                            <constraint firstItem="avatar" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="a-l"/>
                            <constraint firstItem="avatar" firstAttribute="top" secondItem="content" secondAttribute="topMargin" constant="7" id="a-t"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="avatar" secondAttribute="trailing" constant="21" id="t-l"/>
                            <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" constant="18" id="t-t"/>
                            <constraint firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" constant="5" id="t-r"/>
                        </constraints>
                    </tableViewCellContentView>
                    \(cellMargins)
                </tableViewCell>
            </objects>
        </document>
        """
    }

    /// The solved frames of the cell's views by id.
    static func frames(_ text: String) throws -> [String: Rect] {
        let layout = try #require(Fixtures.load(text: text, path: "Row.xib").theme?.layouts.first)
        return DesignSizePlacement.frames(layout)
    }

    @Test func aNarrowCellsContentViewHas16PointSideMarginsAnd11AtTheTop() throws {
        let frames = try Self.frames(Self.cell(width: 375))
        // Avatar: x = 16, y = 11 + 7 = 18. Title: x = 16 + 82 + 21 = 119, y = 11 + 18 = 29,
        // width = 375 − 16 − 5 − 119 = 235.
        #expect(frames["avatar"] == rect(16, 18, 82, 82))
        #expect(frames["title"] == rect(119, 29, 235, 20))
    }

    @Test func aCell414WideHas20PointSideMargins() throws {
        let frames = try Self.frames(Self.cell(width: 414, device: "retina6_1"))
        // Title: x = 20 + 82 + 21 = 123, width = 414 − 20 − 5 − 123 = 266.
        #expect(frames["avatar"] == rect(20, 18, 82, 82))
        #expect(frames["title"] == rect(123, 29, 266, 20))
    }

    @Test func aCellOnA390PointPhoneHas20PointSideMargins() throws {
        // An iPhone 12's 390-point cell, and a 374-point one inset in its table: 20 at the sides.
        let frames = try Self.frames(Self.cell(width: 390, device: "retina6_0"))
        // Title: x = 20 + 82 + 21 = 123, width = 390 − 20 − 5 − 123 = 242.
        #expect(frames["avatar"] == rect(20, 18, 82, 82))
        #expect(frames["title"] == rect(123, 29, 242, 20))
        let inset = try Self.frames(Self.cell(width: 374, device: "retina6_0"))
        #expect(inset["title"] == rect(123, 29, 226, 20))
    }

    @Test func aCellWiderThanA375PointPhoneKeeps16PointSideMargins() throws {
        // A 514-point cell drawn for a 375-point phone: the screen's 16, not a wide cell's 20.
        let frames = try Self.frames(Self.cell(width: 514))
        // Title: x = 16 + 82 + 21 = 119, width = 514 − 16 − 5 − 119 = 374.
        #expect(frames["avatar"] == rect(16, 18, 82, 82))
        #expect(frames["title"] == rect(119, 29, 374, 20))
    }

    @Test func aCellOf320PointsOnAWidePhoneKeeps16PointSideMargins() throws {
        // A 320-point cell drawn for a 414-point phone: 16, as the narrow cell's own.
        let frames = try Self.frames(Self.cell(width: 320, device: "retina6_1"))
        // Title: x = 16 + 82 + 21 = 119, width = 320 − 16 − 5 − 119 = 180.
        #expect(frames["title"] == rect(119, 29, 180, 20))
    }

    @Test func marginsTheContentViewSetsAreKeptWhenItDoesNotPreserveTheCells() throws {
        let margins = #"<edgeInsets key="layoutMargins" top="2" left="4" bottom="2" right="6"/>"#
        let frames = try Self.frames(Self.cell(width: 375, margins: margins, preserves: false))
        // Title: x = 4 + 82 + 21 = 107, y = 2 + 18 = 20, width = 375 − 6 − 5 − 107 = 257.
        #expect(frames["avatar"] == rect(4, 9, 82, 82))
        #expect(frames["title"] == rect(107, 20, 257, 20))
    }

    @Test func ownMarginsThatPreserveTheCellsAreAtLeastTheCells() throws {
        // Own 16 at the sides and 8 at the top in a 414-point cell: the cell's 20 at the sides and
        // 11 at the top are larger (IB stores a view pinned to such a content view's leading margin
        // at x 20); own 24 on the right is larger than the cell's 20 and stays.
        let margins = #"<edgeInsets key="layoutMargins" top="8" left="16" bottom="8" right="24"/>"#
        let frames = try Self.frames(Self.cell(width: 414, margins: margins, device: "retina6_1"))
        // Avatar: (20, 11 + 7). Title: x = 20 + 82 + 21 = 123, y = 11 + 18 = 29,
        // width = 414 − 24 − 5 − 123 = 262.
        #expect(frames["avatar"] == rect(20, 18, 82, 82))
        #expect(frames["title"] == rect(123, 29, 262, 20))
    }

    @Test func aCellSavedByXcode8OrEarlierHasUIViews8PointMargins() throws {
        // Tools version 11762 (Xcode 8): 8 on every side, as iOS 10 laid a cell's content view out.
        let frames = try Self.frames(Self.cell(width: 375, toolsVersion: "11762"))
        // Avatar: (8, 8 + 7). Title: x = 8 + 82 + 21 = 111, y = 8 + 18 = 26,
        // width = 375 − 8 − 5 − 111 = 251.
        #expect(frames["avatar"] == rect(8, 15, 82, 82))
        #expect(frames["title"] == rect(111, 26, 251, 20))
    }

    @Test func aCellSavedByXcode8Point3HasUIViews8PointMarginsToo() throws {
        // Tools version 12121 (Xcode 8.3, iOS 10.3's canvas): still 8 on every side.
        let frames = try Self.frames(Self.cell(width: 375, toolsVersion: "12121"))
        #expect(frames["avatar"] == rect(8, 15, 82, 82))
        #expect(frames["title"] == rect(111, 26, 251, 20))
    }

    @Test func aCellSavedByXcode9HasUIKitsMargins() throws {
        // Tools version 13771 (Xcode 9.4, iOS 11's canvas): 16 at the sides, 11 at the top.
        let frames = try Self.frames(Self.cell(width: 375, toolsVersion: "13771"))
        #expect(frames["avatar"] == rect(16, 18, 82, 82))
    }

    @Test func aCellXcode11SavedForANarrowPhoneHas15PointSideMargins() throws {
        // Tools version 15505 (Xcode 11.3, iOS 13's canvas) on a 375-point phone: 15 at the sides.
        let frames = try Self.frames(Self.cell(width: 375, toolsVersion: "15505"))
        // Avatar: (15, 11 + 7). Title: x = 15 + 82 + 21 = 118, y = 11 + 18 = 29,
        // width = 375 − 15 − 5 − 118 = 237.
        #expect(frames["avatar"] == rect(15, 18, 82, 82))
        #expect(frames["title"] == rect(118, 29, 237, 20))
    }

    @Test func aCellXcode11SavedForAWidePhoneKeepsUIKitsMargins() throws {
        // Xcode 11 on a 414-point phone: 20 at the sides, as the later canvases give.
        let frames = try Self.frames(Self.cell(width: 414, toolsVersion: "15505", device: "retina6_1"))
        #expect(frames["title"] == rect(123, 29, 266, 20))
    }

    @Test func aCellXcode12SavedForANarrowPhoneHas16PointSideMargins() throws {
        // Tools version 17156 (Xcode 12, iOS 14's canvas): 16, as today.
        let frames = try Self.frames(Self.cell(width: 375, toolsVersion: "17156"))
        #expect(frames["avatar"] == rect(16, 18, 82, 82))
    }

    @Test func aCellsOwnMarginsAreWhatItsContentViewPreserves() throws {
        // The cell sets 8 at the top and bottom and 30 at the sides (an inset-group cell): its content
        // view, with no margins of its own, has those instead of UIKit's 11 and 20.
        let cellMargins = #"<edgeInsets key="layoutMargins" top="8" left="30" bottom="8" right="30"/>"#
        let frames = try Self.frames(Self.cell(width: 414, cellMargins: cellMargins, device: "retina6_1"))
        // Avatar: (30, 8 + 7). Title: x = 30 + 82 + 21 = 133, y = 8 + 18 = 26,
        // width = 414 − 30 − 5 − 133 = 246.
        #expect(frames["avatar"] == rect(30, 15, 82, 82))
        #expect(frames["title"] == rect(133, 26, 246, 20))
    }

    @Test func anAccessoryKeepsItsWidthAndTheContentViewsOwn8PointTrailingMargin() throws {
        // A disclosure indicator 30.5 wide: the content view is 383.5 of the 414, and beside the
        // accessory the cell's 20-point margin no longer reaches into it, so it keeps its own 8.
        // Title: x = 20 + 82 + 21 = 123, width = 383.5 − 8 − 5 − 123 = 247.5.
        let frames = try Self.frames(Self.cell(width: 414, accessory: 30.5, device: "retina6_1"))
        #expect(frames["avatar"] == rect(20, 18, 82, 82))
        #expect(frames["title"] == rect(123, 29, 247.5, 20))
    }

    @Test func anAccessoryKeepsItsWidthWhenTheCellIsLaidOutNarrower() throws {
        // The same cell laid out 375 wide: 16-point margins, the accessory still 30.5.
        // Title: x = 16 + 82 + 21 = 119, width = 344.5 − 8 − 5 − 119 = 212.5.
        let xib = Self.cell(width: 414, accessory: 30.5, device: "retina6_1")
        var layout = try #require(Fixtures.load(text: xib, path: "Row.xib").theme?.layouts.first)
        layout.size.width = 375
        let title = DesignSizePlacement.place(layout).view(id: "title")
        #expect(title?.frame == rect(119, 29, 212.5, 20))
    }
}
