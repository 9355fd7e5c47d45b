import SkeletonCore
import TestSupport
import Testing

/// A visual effect view's content view is drawn as the effect view itself: the layout margins the
/// file sets on the content view are the ones its subviews pin to.
struct EffectViewMarginsImportTests {
    /// An iPhone 8 screen (375 × 667) with a blur footer across its width, 500 from the top and
    /// 100 high, holding a panel pinned to its content view's leading, trailing and top margins;
    /// `margins` is written into the content view's element.
    static func storyboard(margins: String) -> String {
        IBFixture.storyboard(
            identifier: "Footer", device: "retina4_7",
            view: """
                <view key="view" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <visualEffectView opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="blur">
                            <rect key="frame" x="0.0" y="500" width="375" height="100"/>
                            <view key="contentView" opaque="NO" id="blur-content">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                        <rect key="frame" x="16" y="16" width="343" height="30"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="panel" firstAttribute="leading" secondItem="blur-content" secondAttribute="leadingMargin" id="p-l"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="panel" secondAttribute="trailing" id="p-r"/>
                                    <constraint firstItem="panel" firstAttribute="top" secondItem="blur-content" secondAttribute="topMargin" id="p-t"/>
                                    <constraint firstItem="panel" firstAttribute="height" constant="30" id="p-h"/>
                                </constraints>
                                \(margins)
                            </view>
                            <blurEffect style="regular"/>
                        </visualEffectView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="blur" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b-l"/>
                        <constraint firstAttribute="trailing" secondItem="blur" secondAttribute="trailing" id="b-r"/>
                        <constraint firstItem="blur" firstAttribute="top" secondItem="root" secondAttribute="top" constant="500" id="b-t"/>
                        <constraint firstItem="blur" firstAttribute="height" constant="100" id="b-h"/>
                    </constraints>
                </view>
                """)
    }

    /// The panel's frame solved at the document's size.
    static func panel(_ text: String) throws -> Rect? {
        let layout = try #require(Fixtures.load(text: text, path: "Footer.storyboard").theme?.layouts.first)
        return DesignSizePlacement.place(layout).view(id: "panel")?.frame
    }

    @Test func aPanelPinnedToTheContentViewsMarginsTakesTheMarginsTheFileSets() throws {
        let margins = #"<edgeInsets key="layoutMargins" top="16" left="16" bottom="16" right="16"/>"#
        // 16 in from each side: 375 − 32 = 343 wide, 500 + 16 down: IB's stored frame.
        #expect(try Self.panel(Self.storyboard(margins: margins)) == rect(16, 516, 343, 30))
    }

    @Test func directionalMarginsOnTheContentViewAreReadToo() throws {
        let margins =
            #"<directionalEdgeInsets key="directionalLayoutMargins" "#
            + #"top="4" leading="24" bottom="4" trailing="12"/>"#
        // 24 in from the leading side, 12 from the trailing: 375 − 36 = 339 wide, 500 + 4 down.
        #expect(try Self.panel(Self.storyboard(margins: margins)) == rect(24, 504, 339, 30))
    }

    @Test func aContentViewSettingNoMarginsKeepsUIKitsEight() throws {
        // 8 each side: 375 − 16 = 359 wide, 500 + 8 down.
        #expect(try Self.panel(Self.storyboard(margins: "")) == rect(8, 508, 359, 30))
    }
}
