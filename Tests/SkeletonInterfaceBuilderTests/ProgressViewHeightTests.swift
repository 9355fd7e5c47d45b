import SkeletonCore
import TestSupport
import Testing

/// A progress view is as high as the canvas of the Xcode that saved the file drew it: 2 points
/// before Xcode 12 (iOS 13 and earlier), 4 from iOS 14 on.
struct ProgressViewHeightTests {
    /// A 375 × 200 xib view saved by `toolsVersion` (none when nil) holding a progress view pinned
    /// by its top, leading and trailing edges, and a label pinned 8 below it, so the progress
    /// view's height is its intrinsic one. The stored frames are deliberately wrong, so that only
    /// the engine sets them.
    static func card(toolsVersion: String?) -> String {
        let xib = IBFixture.xib(
            objects: """
                <view contentMode="scaleToFill" id="card">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <subviews>
                        <progressView opaque="NO" contentMode="scaleToFill" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                            <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                        </progressView>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                            <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="30" id="b-h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bar" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="20" id="p-l"/>
                        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="20" id="p-r"/>
                        <constraint firstItem="bar" firstAttribute="top" secondItem="card" secondAttribute="top" constant="40" id="p-t"/>
                        <constraint firstItem="below" firstAttribute="leading" secondItem="bar" secondAttribute="leading" id="b-l"/>
                        <constraint firstItem="below" firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="b-r"/>
                        <constraint firstItem="below" firstAttribute="top" secondItem="bar" secondAttribute="bottom" constant="8" id="b-t"/>
                    </constraints>
                </view>
                """)
        guard let toolsVersion else { return xib }
        return xib.replacingOccurrences(
            of: #"version="3.0">"#, with: #"version="3.0" toolsVersion="\#(toolsVersion)">"#)
    }

    /// The solved frames of the card's views by id.
    static func frames(toolsVersion: String?) throws -> [String: Rect] {
        let layout = try #require(
            Fixtures.load(text: card(toolsVersion: toolsVersion), path: "Card.xib").theme?.layouts.first)
        return DesignSizePlacement.frames(layout)
    }

    @Test func aProgressViewIsTwoPointsHighInFilesXcode11Saved() throws {
        // Xcode 11.3 (tools version 15505): 2 high, the view below it at 40 + 2 + 8 = 50.
        let frames = try Self.frames(toolsVersion: "15505")
        #expect(frames["bar"] == rect(20, 40, 335, 2))
        #expect(frames["below"] == rect(20, 50, 335, 30))
    }

    @Test func aProgressViewIsFourPointsHighInFilesXcode12AndLaterSaved() throws {
        // Xcode 12 (tools version 17156): 4 high, the view below it at 40 + 4 + 8 = 52.
        let frames = try Self.frames(toolsVersion: "17156")
        #expect(frames["bar"] == rect(20, 40, 335, 4))
        #expect(frames["below"] == rect(20, 52, 335, 30))
    }

    @Test func aProgressViewInAFileWithoutAToolsVersionHasTodaysHeight() throws {
        #expect(try Self.frames(toolsVersion: nil)["bar"] == rect(20, 40, 335, 4))
    }
}
