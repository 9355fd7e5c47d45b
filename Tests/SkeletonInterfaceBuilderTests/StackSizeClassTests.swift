import Foundation
import SkeletonCore
import SkeletonInterfaceBuilder
import SkeletonTheme
import TestSupport
import Testing

/// UIKit applies a stack view's size-class variations (its axis, spacing, alignment and
/// distribution) for the device it is shown on, in the storyboard and in the theme `import` writes
/// from it alike.
struct StackSizeClassTests {
    /// A screen saved on an iPhone 15 (393 × 852, compact width, regular height): a stack 100 below
    /// the root's top and 20 from its leading edge, vertical with spacing 8, of two 100 × 50 views;
    /// horizontal with spacing 20 in compact heights, spacing 30 in regular widths and heights.
    static let storyboard = IBFixture.scene(
        device: "retina6_12",
        controller: """
            <viewController storyboardIdentifier="Screen" id="vc" sceneMemberID="viewController">
                <view key="view" id="root"><rect key="frame" x="0" y="0" width="393" height="852"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="20" y="100" width="100" height="108"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                    <rect key="frame" x="0" y="0" width="100" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="a-w"/>
                                        <constraint firstAttribute="height" constant="50" id="a-h"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                    <rect key="frame" x="0" y="58" width="100" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="b-w"/>
                                        <constraint firstAttribute="height" constant="50" id="b-h"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <variation key="heightClass=compact" axis="horizontal" spacing="20"/>
                            <variation key="heightClass=regular-widthClass=regular" spacing="30"/>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="stack-x"/>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="stack-y"/>
                    </constraints>
                </view>
            </viewController>
            """)

    /// The storyboard's screen, and the same screen imported into a theme and loaded back.
    static func screens() throws -> (storyboard: LayoutSpec, theme: LayoutSpec, text: String) {
        let loaded = try #require(Fixtures.load(text: storyboard, path: "/virtual/Stack.storyboard").theme)
        let text = ThemeWriter.text(of: loaded, schema: nil, imagePath: { $0 })
        let reloaded = ThemeLoader.load(bytes: Array(text.utf8), path: "/virtual/stack.theme.json", fontResolver: nil)
        #expect(reloaded.diagnostics.map(\.description) == [])
        return (try #require(loaded.layouts.first), try #require(reloaded.theme?.layouts.first), text)
    }

    /// The frames of the stack and its two views on `device`, in the screen.
    static func frames(_ layout: LayoutSpec, on device: Device) throws -> [String: Rect] {
        let placed = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout.laidOut(on: device))
        let stack = try #require(placed.children.first)
        return Dictionary(
            uniqueKeysWithValues: ([stack] + stack.children).compactMap { view in view.node.id.map { ($0, view.frame) }
            }
        )
    }

    @Test func anUprightPhoneStacksTheViewsVerticallyEightApart() throws {
        // 100 + 8 + 100 high: b at 100 + 50 + 8.
        #expect(
            try Self.frames(Self.screens().storyboard, on: Device(.iPhone15)) == [
                "stack": Rect(x: 20, y: 100, width: 100, height: 108), "a": Rect(x: 20, y: 100, width: 100, height: 50),
                "b": Rect(x: 20, y: 158, width: 100, height: 50),
            ])
    }

    @Test func aPhoneOnItsSideStacksThemHorizontallyTwentyApart() throws {
        // Compact height: 100 + 20 + 100 wide, b at 20 + 100 + 20.
        #expect(
            try Self.frames(Self.screens().storyboard, on: Device(.iPhone15, .landscape)) == [
                "stack": Rect(x: 20, y: 100, width: 220, height: 50), "a": Rect(x: 20, y: 100, width: 100, height: 50),
                "b": Rect(x: 140, y: 100, width: 100, height: 50),
            ])
    }

    @Test func anIPadKeepsTheAxisAndTakesItsOwnSpacing() throws {
        // Regular both ways: vertical, 30 apart; b at 100 + 50 + 30.
        #expect(
            try Self.frames(Self.screens().storyboard, on: Device(.iPad10)) == [
                "stack": Rect(x: 20, y: 100, width: 100, height: 130), "a": Rect(x: 20, y: 100, width: 100, height: 50),
                "b": Rect(x: 20, y: 180, width: 100, height: 50),
            ])
    }

    @Test(arguments: [
        Device(.iPhoneSE), Device(.iPhoneSE, .landscape), Device(.iPhone15), Device(.iPhone15, .landscape),
        Device(.iPhone15ProMax, .landscape), Device(.iPad10),
    ])
    func theImportedScreenReflowsAsTheStoryboardDoes(device: Device) throws {
        let (storyboard, theme, _) = try Self.screens()
        #expect(try Self.frames(theme, on: device) == Self.frames(storyboard, on: device))
    }

    @Test func importWritesTheStacksArrangementBySizeClass() throws {
        let (_, theme, text) = try Self.screens()
        #expect(text.contains(#""compactHeight" : {"#))
        #expect(text.contains(#""axis" : "horizontal""#))
        #expect(text.contains(#""spacing" : 20"#))
        #expect(text.contains(#""regularWidth regularHeight" : {"#))
        // At its own size the theme's stack is the storyboard's: vertical, 8 apart.
        #expect(theme.root.children.first?.axis == .vertical)
        #expect(theme.root.children.first?.spacing == 8)
    }

    @Test func aVariationAtTheDesignDeviceGivesTheStoredArrangement() throws {
        // Saved in compact height (an iPhone 15 on its side), the stack is horizontal there.
        let text = Self.storyboard.replacingOccurrences(
            of: #"orientation="portrait""#, with: #"orientation="landscape""#)
        let screen = try #require(Fixtures.load(text: text, path: "/virtual/Side.storyboard").theme?.layouts.first)
        #expect(screen.sizeClasses == SizeClasses(width: .compact, height: .compact))
        #expect(screen.root.children.first?.axis == .horizontal)
        #expect(screen.root.children.first?.spacing == 20)
    }
}
