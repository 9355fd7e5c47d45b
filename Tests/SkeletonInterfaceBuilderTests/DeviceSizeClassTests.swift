import Foundation
import SkeletonCore
import SkeletonInterfaceBuilder
import SkeletonTheme
import TestSupport
import Testing

/// UIKit applies a screen's size-class variations for the device it is shown on, not the one IB
/// drew it for: the installation of views and constraints and the constants of the device's size
/// classes, in the storyboard and in the theme `import` writes from it alike.
struct DeviceSizeClassTests {
    /// A screen saved on an iPhone 8 (375 × 667, compact width, regular height), every view pinned to
    /// the root's edges: `panel`, centred, 100 below the top, 130 high and 270 wide (500 in regular
    /// widths); `sidebar`, 100 × 50 at the top left, installed only in regular widths; `note`,
    /// 100 × 40, 16 from the leading edge and 300 below the top, or 20 below it in compact heights
    /// (its 300 excluded there, its 20 excluded by default and included there).
    static let storyboard = IBFixture.scene(
        device: "retina4_7",
        controller: """
            <viewController storyboardIdentifier="Screen" id="vc" sceneMemberID="viewController">
                <view key="view" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                            <rect key="frame" x="52.5" y="100" width="270" height="130"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="270" id="panel-w">
                                    <variation key="widthClass=regular" constant="500"/>
                                </constraint>
                                <constraint firstAttribute="height" constant="130" id="panel-h"/>
                            </constraints>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="sidebar">
                            <rect key="frame" x="0" y="0" width="100" height="50"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="sidebar-w"/>
                                <constraint firstAttribute="height" constant="50" id="sidebar-h"/>
                            </constraints>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="note">
                            <rect key="frame" x="16" y="300" width="100" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="note-w"/>
                                <constraint firstAttribute="height" constant="40" id="note-h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="panel" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="panel-x"/>
                        <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="panel-y"/>
                        <constraint firstItem="sidebar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sidebar-x"/>
                        <constraint firstItem="sidebar" firstAttribute="top" secondItem="root" secondAttribute="top" id="sidebar-y"/>
                        <constraint firstItem="note" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="note-x"/>
                        <constraint firstItem="note" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="note-low"/>
                        <constraint firstItem="note" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="note-high"/>
                    </constraints>
                    <variation key="default">
                        <mask key="subviews"><exclude reference="sidebar"/></mask>
                        <mask key="constraints"><exclude reference="note-high"/></mask>
                    </variation>
                    <variation key="widthClass=regular">
                        <mask key="subviews"><include reference="sidebar"/></mask>
                    </variation>
                    <variation key="heightClass=compact">
                        <mask key="constraints">
                            <exclude reference="note-low"/>
                            <include reference="note-high"/>
                        </mask>
                    </variation>
                </view>
            </viewController>
            """)

    /// The storyboard's screen, and the same screen imported into a theme and loaded back.
    static func screens() throws -> (storyboard: LayoutSpec, theme: LayoutSpec, text: String) {
        let loaded = try #require(Fixtures.load(text: storyboard, path: "/virtual/Varied.storyboard").theme)
        let text = ThemeWriter.text(of: loaded, schema: nil, imagePath: { $0 })
        let reloaded = ThemeLoader.load(bytes: Array(text.utf8), path: "/virtual/varied.theme.json", fontResolver: nil)
        #expect(reloaded.diagnostics.map(\.description) == [])
        return (try #require(loaded.layouts.first), try #require(reloaded.theme?.layouts.first), text)
    }

    /// The frames of the panel, sidebar and note on `device` (nil where a view is not there).
    static func frames(_ layout: LayoutSpec, on device: Device) -> [String: Rect] {
        let placed = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout.laidOut(on: device))
        return Dictionary(
            uniqueKeysWithValues: placed.children.compactMap { view in view.node.id.map { ($0, view.frame) } })
    }

    @Test func aConstraintTakesTheConstantOfTheDeviceShown() throws {
        let screen = try Self.screens().storyboard
        // Compact widths: 270, centred in 393 at (393 − 270) / 2.
        #expect(Self.frames(screen, on: Device(.iPhone15))["panel"] == Rect(x: 61.5, y: 100, width: 270, height: 130))
        // The Max phone on its side is regular-width: 500, centred in 932.
        #expect(
            Self.frames(screen, on: Device(.iPhone15ProMax, .landscape))["panel"]
                == Rect(x: 216, y: 100, width: 500, height: 130))
        // An iPad: 500, centred in 820.
        #expect(Self.frames(screen, on: Device(.iPad10))["panel"] == Rect(x: 160, y: 100, width: 500, height: 130))
    }

    @Test func aViewInstalledOnlyInRegularWidthsComesWithThem() throws {
        let screen = try Self.screens().storyboard
        #expect(Self.frames(screen, on: Device(.iPhoneSE))["sidebar"] == nil)
        #expect(Self.frames(screen, on: Device(.iPhoneSE, .landscape))["sidebar"] == nil)
        #expect(Self.frames(screen, on: Device(.iPad10))["sidebar"] == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(
            Self.frames(screen, on: Device(.iPhone15ProMax, .landscape))["sidebar"]
                == Rect(x: 0, y: 0, width: 100, height: 50))
        // At the design device's size classes it is not there, as IB stores the screen.
        #expect(screen.root.children.map(\.id) == ["panel", "note"])
    }

    @Test func aConstraintUninstalledByDefaultHoldsInCompactHeights() throws {
        let screen = try Self.screens().storyboard
        #expect(Self.frames(screen, on: Device(.iPhoneSE))["note"] == Rect(x: 16, y: 300, width: 100, height: 40))
        #expect(Self.frames(screen, on: Device(.iPad10))["note"] == Rect(x: 16, y: 300, width: 100, height: 40))
        // An iPhone on its side is compact-height, whatever its width class.
        #expect(
            Self.frames(screen, on: Device(.iPhoneSE, .landscape))["note"] == Rect(x: 16, y: 20, width: 100, height: 40)
        )
        #expect(
            Self.frames(screen, on: Device(.iPhone15ProMax, .landscape))["note"]
                == Rect(x: 16, y: 20, width: 100, height: 40))
    }

    @Test(arguments: [
        Device(.iPhoneSE), Device(.iPhoneSE, .landscape), Device(.iPhone15), Device(.iPhone15ProMax, .landscape),
        Device(.iPad10),
    ])
    func theImportedScreenReflowsAsTheStoryboardDoes(device: Device) throws {
        let (storyboard, theme, _) = try Self.screens()
        #expect(Self.frames(theme, on: device) == Self.frames(storyboard, on: device))
    }

    @Test func importWritesEverySizeClasssViewsAndConstraints() throws {
        let (_, theme, text) = try Self.screens()
        #expect(text.contains(#""sizeClasses" : "compactWidth regularHeight""#))
        #expect(text.contains(#""regularWidth" : {"#))
        #expect(text.contains(#""constant" : 500"#))
        #expect(text.contains(#""installed" : false"#))
        // Shown at its own size, the theme installs what the storyboard does.
        #expect(theme.root.children.map(\.id) == ["panel", "note"])
        #expect(theme.variedRoot?.children.map(\.id) == ["panel", "sidebar", "note"])
    }

    @Test func aMacCatalystVariationNeverHoldsOnAnIPhoneOrIPad() throws {
        let text = Self.storyboard.replacingOccurrences(of: "widthClass=regular\">", with: "userInterfaceIdiom=mac\">")
        let screen = try #require(Fixtures.load(text: text, path: "/virtual/Mac.storyboard").theme?.layouts.first)
        #expect(Self.frames(screen, on: Device(.iPad10))["sidebar"] == nil)
    }
}
