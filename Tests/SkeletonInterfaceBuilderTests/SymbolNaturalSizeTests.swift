import SkeletonCore
import TestSupport
import Testing

/// An image view showing an SF Symbol has the natural size Interface Builder measured for the
/// glyph, its stored frame: UIKit sizes a symbol from font data the file does not keep, and without
/// it a symbol beside a label that fills the rest of a row took the whole row.
struct SymbolNaturalSizeTests {
    /// A 375 × 100 xib view of a row: `globe`, a symbol stored 20 × 19 (at 0,0, so only the engine
    /// places it) pinned 16 from the leading edge and 20 from the top, hugging at 252; `name`, a
    /// label hugging at 251 from 8 after it to 16 before the trailing edge, centred on it.
    static let row = IBFixture.xib(
        objects: """
            <view contentMode="scaleToFill" id="row">
                <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                <subviews>
                    <imageView contentMode="scaleAspectFit" horizontalHuggingPriority="252" translatesAutoresizingMaskIntoConstraints="NO" id="globe">
                        <rect key="frame" x="0.0" y="0.0" width="20" height="19"/>
                        <imageReference key="image" image="globe" catalog="system" symbolScale="medium"/>
                    </imageView>
                    <label text="example.org" horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                        <rect key="frame" x="0.0" y="50" width="100" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="globe" firstAttribute="leading" secondItem="row" secondAttribute="leading" constant="16" id="globe-l"/>
                    <constraint firstItem="globe" firstAttribute="top" secondItem="row" secondAttribute="top" constant="20" id="globe-t"/>
                    <constraint firstItem="name" firstAttribute="leading" secondItem="globe" secondAttribute="trailing" constant="8" id="name-l"/>
                    <constraint firstItem="row" firstAttribute="trailing" secondItem="name" secondAttribute="trailing" constant="16" id="name-t"/>
                    <constraint firstItem="name" firstAttribute="centerY" secondItem="globe" secondAttribute="centerY" id="name-c"/>
                </constraints>
            </view>
            """)

    /// The solved frames of the row's views by id.
    static func frames() throws -> [String: Rect] {
        let layout = try #require(Fixtures.load(text: row, path: "Row.xib").theme?.layouts.first)
        return DesignSizePlacement.frames(layout)
    }

    @Test func aSymbolKeepsTheSizeIBStoredForItAndTheLabelBesideItTakesTheRest() throws {
        let frames = try Self.frames()
        #expect(frames["globe"] == rect(16, 20, 20, 19))
        // 16 + 20 + 8 = 44; 375 − 44 − 16 = 315.
        #expect(frames["name"].map { [$0.minX, $0.width] } == [44, 315])
    }
}
