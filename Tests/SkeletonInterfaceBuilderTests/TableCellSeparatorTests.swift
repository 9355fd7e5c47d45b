import SkeletonCore
import TestSupport
import Testing

/// A table cell's separator takes the bottom of the cell: files of Xcode 8 store the content view a
/// point shorter than the cell (half a point in some later ones), and its subviews laid out in it.
struct TableCellSeparatorTests {
    /// A xib holding one table cell 320 wide and `height` high whose content view is `content`
    /// high: a 21-point title centred vertically, a 10-point footnote 5 above the bottom.
    static func cell(height: Double, content: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11762">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="\(height)"/>
                    <tableViewCellContentView key="contentView" opaque="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="\(content)"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="t-w"/>
                                    <constraint firstAttribute="height" constant="21" id="t-h"/>
                                </constraints>
                            </view>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="footnote">
                                <rect key="frame" x="0.0" y="0.0" width="50" height="10"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="50" id="f-w"/>
                                    <constraint firstAttribute="height" constant="10" id="f-h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="15" id="t-l"/>
                            <constraint firstItem="title" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="t-y"/>
                            <constraint firstItem="footnote" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="15" id="f-l"/>
                            <constraint firstAttribute="bottom" secondItem="footnote" secondAttribute="bottom" constant="5" id="f-b"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    /// The cell's layout, as imported.
    static func layout(_ text: String) throws -> LayoutSpec {
        try #require(Fixtures.load(text: text, path: "Row.xib").theme?.layouts.first)
    }

    @Test func aContentViewAPointShorterThanItsCellLaysItsSubviewsOutInItsOwnHeight() throws {
        // 44-point cell, 43-point content view: title y = (43 − 21) / 2 = 11, footnote y = 43 − 5 − 10 = 28.
        let layout = try Self.layout(Self.cell(height: 44, content: 43))
        #expect(layout.root.autoLayout?.separatorHeight == 1)
        let frames = DesignSizePlacement.frames(layout)
        #expect(frames["title"] == Rect(x: 15, y: 11, width: 100, height: 21))
        #expect(frames["footnote"] == Rect(x: 15, y: 28, width: 50, height: 10))
    }

    @Test func theSeparatorKeepsItsHeightWhenTheCellIsLaidOutTaller() throws {
        // The same cell 88 high: the content view is 87, title y = (87 − 21) / 2 = 33, footnote 87 − 15 = 72.
        var layout = try Self.layout(Self.cell(height: 44, content: 43))
        layout.size.height = 88
        let placed = DesignSizePlacement.place(layout)
        #expect(placed.view(id: "title")?.frame == Rect(x: 15, y: 33, width: 100, height: 21))
        #expect(placed.view(id: "footnote")?.frame == Rect(x: 15, y: 72, width: 50, height: 10))
    }

    @Test func aContentViewAsTallAsItsCellOrMuchShorterHasNoSeparator() throws {
        // As tall: title y = (44 − 21) / 2 = 11.5. Two points shorter is more than a separator (a
        // misplaced content view): the cell's own height counts, as before.
        for content in [44.0, 42] {
            let layout = try Self.layout(Self.cell(height: 44, content: content))
            #expect(layout.root.autoLayout?.separatorHeight == 0)
            #expect(DesignSizePlacement.frames(layout)["title"] == Rect(x: 15, y: 11.5, width: 100, height: 21))
        }
    }
}
