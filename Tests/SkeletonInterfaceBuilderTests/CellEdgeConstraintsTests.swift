import SkeletonCore
import TestSupport
import Testing

/// A constraint to a cell's own edge (not its content view's) is to the cell's full frame: the
/// accessory and separator lie between the content view's trailing and bottom edges and the cell's.
struct CellEdgeConstraintsTests {
    /// A xib holding one table cell 300 × 44 whose content view is `accessory` points narrower
    /// and `separator` points shorter, with a 20-high field at x 100 held by the cell's own
    /// constraints `constraints` (`field` and the cell `cell`).
    static func cell(accessory: Double, separator: Double = 0, constraints: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23727">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" \(accessory > 0 ? #"accessoryType="disclosureIndicator" "# : "")id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="\(300 - accessory)" height="\(44 - separator)"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                <rect key="frame" x="100" y="0.0" width="10" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="f-h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="field" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="100" id="f-l"/>
                        </constraints>
                    </tableViewCellContentView>
                    <constraints>
                        \(constraints)
                    </constraints>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    /// The solved frame of the field.
    static func field(_ text: String) throws -> Rect? {
        let layout = try #require(Fixtures.load(text: text, path: "Row.xib").theme?.layouts.first)
        return DesignSizePlacement.frames(layout)["field"]
    }

    @Test func aViewPinnedToTheCellsTrailingEdgeReachesPastTheAccessory() throws {
        // The cell's trailing edge is at 300, not at the 270-point content view's: 300 − 34 − 100.
        let held = #"""
            <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="34" id="c-r"/>
            <constraint firstItem="field" firstAttribute="top" secondItem="cell" secondAttribute="top" constant="12" id="c-t"/>
            """#
        #expect(try Self.field(Self.cell(accessory: 30, constraints: held)) == rect(100, 12, 166, 20))
    }

    @Test func aWidthProportionalToTheCellsIsToItsFullWidth() throws {
        // Half the cell's 300 wide: 150, not half the content view's 270.
        let held = #"""
            <constraint firstItem="field" firstAttribute="width" secondItem="cell" secondAttribute="width" multiplier="0.5" id="c-w"/>
            <constraint firstItem="field" firstAttribute="top" secondItem="cell" secondAttribute="top" id="c-t"/>
            """#
        #expect(try Self.field(Self.cell(accessory: 30, constraints: held)) == rect(100, 0, 150, 20))
    }

    @Test func aViewPinnedToTheCellsBottomSitsBelowTheSeparatorsTop() throws {
        // Xcode 8's content view is a point shorter than the 44-point cell: bottom 44 − 4 = 40.
        let held = #"""
            <constraint firstAttribute="bottom" secondItem="field" secondAttribute="bottom" constant="4" id="c-b"/>
            <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="100" id="c-r"/>
            """#
        #expect(try Self.field(Self.cell(accessory: 0, separator: 1, constraints: held)) == rect(100, 20, 100, 20))
    }

    @Test func theContentViewsOwnEdgesStayItsOwn() throws {
        // The same pin to the content view's trailing edge ends at its 270: 270 − 34 − 100.
        let held = #"""
            <constraint firstItem="content" firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="34" id="c-r"/>
            <constraint firstItem="field" firstAttribute="top" secondItem="content" secondAttribute="top" constant="12" id="c-t"/>
            """#
        #expect(try Self.field(Self.cell(accessory: 30, constraints: held)) == rect(100, 12, 136, 20))
    }
}
