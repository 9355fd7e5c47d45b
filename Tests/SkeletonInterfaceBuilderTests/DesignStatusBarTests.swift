import SkeletonCore
import TestSupport
import Testing

/// The safe area Interface Builder lays a screen out under depends on the Xcode that saved it:
/// from Xcode 14 (tools version 21000) its canvas draws the iPhone 11 under iOS 16's 48-point
/// status bar instead of 44 points, and every canvas draws the 390-point iPhone 12 under 44.
struct DesignStatusBarTests {
    /// A storyboard for `device`, saved by tools version `toolsVersion`, whose screen holds a
    /// 44-point title pinned 8 below the root's top margin and to its sides, so its top is the safe
    /// area's top + 8; its stored frame is marked misplaced, so the stored frames do not tell the
    /// safe area (a view pinned to it or to the root's margins would).
    static func screen(device: String, width: Double, height: Double, toolsVersion: String) -> String {
        IBFixture.storyboard(
            identifier: "Servers", device: device,
            view: """
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>
                        <view misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="44" id="t-h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="guide"/>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="topMargin" constant="8" id="t-t"/>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t-l"/>
                        <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" id="t-r"/>
                    </constraints>
                </view>
                """
        ).replacingOccurrences(of: #"version="3.0">"#, with: #"version="3.0" toolsVersion="\#(toolsVersion)">"#)
    }

    /// The title's solved frame in the screen's layout, and the layout's safe area.
    static func title(device: String, width: Double = 414, height: Double = 896, toolsVersion: String) throws -> (
        frame: Rect?, safeArea: EdgeInsets
    ) {
        let text = screen(device: device, width: width, height: height, toolsVersion: toolsVersion)
        let layout = try #require(Fixtures.load(text: text, path: "Servers.storyboard").theme?.layouts.first)
        return (DesignSizePlacement.place(layout).view(id: "title")?.frame, layout.safeAreaInsets)
    }

    @Test func anIPhone11ScreenXcode14SavedIsUnderA48PointStatusBar() throws {
        let title = try Self.title(device: "retina6_1", toolsVersion: "21507")
        #expect(title.safeArea == EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))
        // y = 48 + 8.
        #expect(title.frame == rect(0, 56, 414, 44))
    }

    @Test func anIPhone11ScreenAnEarlierXcodeSavedIsUnderA44PointStatusBar() throws {
        let title = try Self.title(device: "retina6_1", toolsVersion: "20037")
        #expect(title.safeArea == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(title.frame == rect(0, 52, 414, 44))
    }

    @Test func anIPhone11ProMaxScreenStaysUnderA44PointStatusBar() throws {
        // The same 414 × 896 points, another device: Xcode 14 left its status bar alone.
        let title = try Self.title(device: "retina6_5", toolsVersion: "21507")
        #expect(title.frame == rect(0, 52, 414, 44))
    }

    @Test func anIPhone12ScreenIsUnderA44PointStatusBar() throws {
        let title = try Self.title(device: "retina6_0", width: 390, height: 844, toolsVersion: "19162")
        #expect(title.safeArea == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(title.frame == rect(0, 52, 390, 44))
    }

    @Test func anIPhone8ScreenXcode10_2To14_2SavedHasNoStatusBar() throws {
        // Those canvases draw the home-button phones without a status bar: the safe area starts at 0.
        for version in ["14868", "17156", "21507"] {
            let title = try Self.title(device: "retina4_7", width: 375, height: 667, toolsVersion: version)
            #expect(title.safeArea == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
            #expect(title.frame == rect(0, 8, 375, 44))
        }
    }

    @Test func anIPhoneSEScreenEarlierOrLaterXcodesSavedIsUnderA20PointStatusBar() throws {
        for version in ["14490", "21701", "24127"] {
            let title = try Self.title(device: "retina4_0", width: 320, height: 568, toolsVersion: version)
            #expect(title.safeArea == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
            #expect(title.frame == rect(0, 28, 320, 44))
        }
    }

    @Test func anIPadScreenXcode12SavedKeepsItsStatusBar() throws {
        // Only the home-button phones lost it: a 768 × 1024 iPad keeps 20 points.
        let title = try Self.title(device: "ipad9_7", width: 768, height: 1024, toolsVersion: "17156")
        #expect(title.safeArea == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(title.frame == rect(0, 28, 768, 44))
    }

    @Test func aNavigationBarOnAnIPhone8ScreenXcode12SavedIsTheSafeAreasWholeTop() throws {
        // The simulated bar alone, 44 points, with no status bar above it.
        let text = Self.screen(device: "retina4_7", width: 375, height: 667, toolsVersion: "17156")
            .replacingOccurrences(
                of: "<viewLayoutGuide key=\"safeArea\"",
                with:
                    "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/><viewLayoutGuide key=\"safeArea\""
            )
        let layout = try #require(Fixtures.load(text: text, path: "Servers.storyboard").theme?.layouts.first)
        #expect(layout.safeAreaInsets.top == 44)
    }
}
