import SkeletonCore
import TestSupport
import Testing

/// On a device of a screen's design size, IB's stored frames are kept only where the device's safe
/// area is the design's too: an iPhone 8 canvas of Xcode 10.2 to 14.2 drew no status bar, and an
/// opaque navigation bar put the view below it (RxSwift's signup form, stored 26 below a safe area
/// at 0), while an iPhone SE has a 20-point status bar over the whole screen. Keeping the stored
/// frames there drew the content under the status and navigation bars.
struct DesignSizedDeviceTests {
    /// An iPhone 8 storyboard saved by `toolsVersion` whose 44-point title is pinned 8 below the
    /// safe area's top and to the root's sides, stored at `storedY` and `storedHeight` high;
    /// `bars` is written into the root (simulated metrics).
    static func screen(toolsVersion: String, storedY: Double, storedHeight: Double = 44, bars: String = "") -> String {
        IBFixture.storyboard(
            identifier: "Signup", device: "retina4_7",
            view: """
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="0.0" y="\(storedY)" width="375" height="\(storedHeight)"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="44" id="t-h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="guide"/>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="top" secondItem="guide" secondAttribute="top" constant="8" id="t-t"/>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t-l"/>
                        <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" id="t-r"/>
                    </constraints>\(bars)
                </view>
                """
        ).replacingOccurrences(of: #"version="3.0">"#, with: #"version="3.0" toolsVersion="\#(toolsVersion)">"#)
    }

    /// The title's frame in `text`'s screen on `device`, or at the design size without one.
    static func title(_ text: String, on device: Device?) throws -> Rect? {
        let layout = try #require(Fixtures.load(text: text, path: "Signup.storyboard").theme?.layouts.first)
        guard let device else { return DesignSizePlacement.place(layout).view(id: "title")?.frame }
        return LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout.laidOut(on: device))
            .view(id: "title")?.frame
    }

    @Test func aScreenDesignedWithoutAStatusBarIsSolvedUnderTheIPhoneSEsStatusBar() throws {
        let text = Self.screen(toolsVersion: "17156", storedY: 8)
        #expect(try Self.title(text, on: nil) == rect(0, 8, 375, 44))
        // The same 375 × 667 points: y = 20 + 8, not the stored 8 under the status bar.
        #expect(try Self.title(text, on: Device(.iPhoneSE)) == rect(0, 28, 375, 44))
    }

    @Test func aScreenDesignedBelowAnOpaqueNavigationBarIsSolvedUnderTheBarOnTheIPhoneSE() throws {
        // Xcode 8 stored the view below the opaque bar: the title 8 below a safe area at 0. On the
        // phone the bar and the status bar are over the screen: y = 20 + 44 + 8.
        let bars = """

                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
            """
        let text = Self.screen(toolsVersion: "11542", storedY: 8, bars: bars)
        #expect(try Self.title(text, on: Device(.iPhoneSE)) == rect(0, 72, 375, 44))
    }

    @Test func aScreenDesignedUnderTheSameSafeAreaKeepsItsStoredFramesOnTheIPhoneSE() throws {
        // Xcode 14.3 and later draw the status bar: the design's safe area is the phone's, so IB's
        // stored frames (here 40 high, against the 44 of its constraint) are kept, as at design size.
        let text = Self.screen(toolsVersion: "21701", storedY: 28, storedHeight: 40)
        #expect(try Self.title(text, on: Device(.iPhoneSE)) == rect(0, 28, 375, 40))
        #expect(try Self.title(text, on: Device(.iPhone15)) == rect(0, 67, 393, 44))
    }

    @Test func aViewIBMarksMisplacedLiesWhereItsConstraintsPutItOnTheIPhoneSE() throws {
        // The same screen, the title stored 40 high at y 100 and marked misplaced: IB's frame is
        // where the designer left it, not its solution, so the phone shows it 8 below the status
        // bar, 44 high, as the constraints say.
        let text = Self.screen(toolsVersion: "21701", storedY: 100, storedHeight: 40)
            .replacingOccurrences(of: #"id="title">"#, with: #"misplaced="YES" id="title">"#)
        #expect(try Self.title(text, on: Device(.iPhoneSE)) == rect(0, 28, 375, 44))
    }
}
