import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// UIStackView's `UISV-text-width-disambiguation`: in a horizontal stack, a label of several lines
/// takes a share of the stack's width. UIKit before iOS 15 (the canvas of Xcode 12 and earlier)
/// gives every such label an equal share of all the visible arranged views at 10 above its
/// hugging and compression resistance; since then only two or more such labels share, each at
/// most an equal share of them, at 950.
struct WrappingLabelShareTests {
    /// A 375 × 200 view holding a horizontal stack pinned 10 from its leading, trailing and top
    /// edges (355 wide, spacing 5) with "Title" (hugging 251, `titleLines` lines) and "Value"
    /// (hugging 250, `valueLines` lines): 50 × 20 each at 10 points a character. The stored frames
    /// are the stack's `stored` widths; `toolsVersion` is the Xcode that saved the file (none: a
    /// current one).
    static func xib(titleLines: Int, valueLines: Int, stored: (Double, Double), toolsVersion: String? = nil) -> String {
        let text = IBFixture.xib(
            objects: """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <subviews>
                        <stackView opaque="NO" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                            <rect key="frame" x="10" y="10" width="355" height="20"/>
                            <subviews>
                                <label horizontalHuggingPriority="251" text="Title" numberOfLines="\(titleLines)" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="0.0" y="0.0" width="\(stored.0)" height="20"/>
                                </label>
                                <label text="Value" numberOfLines="\(valueLines)" translatesAutoresizingMaskIntoConstraints="NO" id="value">
                                    <rect key="frame" x="\(stored.0 + 5)" y="0.0" width="\(stored.1)" height="20"/>
                                </label>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="r-l"/>
                        <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="10" id="r-r"/>
                        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="r-t"/>
                    </constraints>
                </view>
                """)
        guard let toolsVersion else { return text }
        return text.replacingOccurrences(of: #"version="3.0""#, with: #"version="3.0" toolsVersion="\#(toolsVersion)""#)
    }

    /// The solved frames of `xib`'s views, by id.
    static func frames(_ xib: String) throws -> [String: Rect] {
        let layout = try #require(Fixtures.load(text: xib, path: "Share.xib").theme?.layouts.first)
        return DesignSizePlacement.frames(layout)
    }

    @Test func beforeIOS15OneWrappingLabelTakesAnEqualShareOfTheRow() throws {
        // (355 − 5) / 2 = 175 at 760 (compression resistance 750 + 10), above both labels'
        // hugging: "Title" is 175 wide, not its text's 50, and "Value" the 175 left after it.
        let frames = try Self.frames(Self.xib(titleLines: 0, valueLines: 1, stored: (175, 175), toolsVersion: "17701"))
        #expect(frames["title"] == rect(10, 10, 175, 20))
        #expect(frames["value"] == rect(190, 10, 175, 20))
    }

    @Test func sinceIOS15OneWrappingLabelKeepsItsTextWidth() throws {
        // No share for a single wrapping label: "Value" hugs less (250) and takes the 300 points
        // "Title" (50) and the spacing leave.
        let frames = try Self.frames(Self.xib(titleLines: 0, valueLines: 1, stored: (50, 300), toolsVersion: "21701"))
        #expect(frames["title"] == rect(10, 10, 50, 20))
        #expect(frames["value"] == rect(65, 10, 300, 20))
    }

    @Test func sinceIOS15TwoWrappingLabelsShareTheRowEqually() throws {
        // Each at most (355 − 5) / 2 = 175 at 950; together they fill the 350 points, so both are
        // 175, though "Value" hugs less than "Title".
        let frames = try Self.frames(Self.xib(titleLines: 0, valueLines: 0, stored: (175, 175)))
        #expect(frames["title"] == rect(10, 10, 175, 20))
        #expect(frames["value"] == rect(190, 10, 175, 20))
    }

    @Test func oneLineLabelsTakeNoShareInAnyVersion() throws {
        // Neither label wraps: "Value" stretches, as before iOS 15 too.
        let frames = try Self.frames(Self.xib(titleLines: 1, valueLines: 1, stored: (50, 300), toolsVersion: "17701"))
        #expect(frames["title"] == rect(10, 10, 50, 20))
        #expect(frames["value"] == rect(65, 10, 300, 20))
    }
}
