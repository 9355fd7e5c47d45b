import Foundation
import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// Dynamic Type on Interface Builder files: UIKit scales only text-style fonts; a font stored by
/// point size keeps it at every content size category.
struct ContentSizeTests {
    static let xib = IBFixture.xib(
        device: "retina4_7",
        objects: """
            <view contentMode="scaleToFill" id="root-1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <label text="Fixed" id="fixed-1">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="17"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </label>
                    <label text="Styled" adjustsFontForContentSizeCategory="YES" id="styled-1">
                        <rect key="frame" x="0.0" y="20" width="320" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    <button id="button-1">
                        <rect key="frame" x="0.0" y="50" width="100" height="30"/>
                        <state key="normal" title="Go"/>
                    </button>
                </subviews>
            </view>
            """)

    @Test func onlyTextStyleFontsScaleWithTheContentSize() throws {
        let result = Fixtures.load(text: Self.xib, path: "Row.xib")
        let scaled = try #require(result.theme?.layouts.first).scaled(to: .accessibilityLarge)
        #expect(scaled.root.find("fixed-1")?.font?.size == 14)
        #expect(scaled.root.find("styled-1")?.font?.size == 33)
        #expect(scaled.root.find("button-1")?.font?.size == 15)  // UIButton's default system font
    }
}
