import Foundation
import SkeletonCore
import SkeletonInterfaceBuilder
import SkeletonTheme
import TestSupport
import Testing

/// Interface Builder stack views: every subview is an arranged subview (what SkeletonView's
/// descent visits in a stack), kept at the frame IB solved.
struct StackViewTests {
    /// A screen with a flagged vertical stack of a flagged title label and a flagged image view,
    /// beside an unflagged button; the root is flagged too.
    static let storyboard = IBFixture.storyboard(
        identifier: "Card", device: "retina4_7",
        view: """
            <view key="view" contentMode="scaleToFill" id="root-1">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <stackView opaque="NO" axis="vertical" spacing="8" id="stack-1">
                        <rect key="frame" x="16" y="40" width="343" height="128"/>
                        <subviews>
                            <label text="Title" id="title-1">
                                <rect key="frame" x="0.0" y="0.0" width="343" height="20"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/>
                                </userDefinedRuntimeAttributes>
                            </label>
                            <imageView id="image-1">
                                <rect key="frame" x="0.0" y="28" width="343" height="100"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/>
                                </userDefinedRuntimeAttributes>
                            </imageView>
                        </subviews>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/>
                        </userDefinedRuntimeAttributes>
                    </stackView>
                    <button id="button-1">
                        <rect key="frame" x="16" y="200" width="100" height="30"/>
                    </button>
                </subviews>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/>
                </userDefinedRuntimeAttributes>
            </view>
            """)

    /// The layout of the storyboard above, with `options`.
    static func layout(_ options: InterfaceBuilderOptions = InterfaceBuilderOptions()) throws -> LayoutSpec {
        let result = Fixtures.load(text: storyboard, path: "Card.storyboard", options: options)
        return try #require(result.theme?.layouts.first)
    }

    @Test func everySubviewOfAStackViewIsArrangedAndKeepsItsStoredFrame() throws {
        let stack = try #require(Self.layout().root.find("stack-1"))
        #expect(stack.children.map(\.isArranged) == [true, true])
        #expect(
            stack.children.map(\.frame) == [
                Rect(x: 0, y: 0, width: 343, height: 20), Rect(x: 0, y: 28, width: 343, height: 100),
            ])
        #expect(try Self.layout().root.find("button-1")?.isArranged == false)
    }

    @Test func aFlaggedStackSkeletonizesItsArrangedSubviewsNotOneBlock() throws {
        // The label is one text line of SkeletonView's default 15-point height, centred in its 20 points
        // and 70 % wide (the last line's fill percent); the image view is a block.
        #expect(
            Fixtures.skeletonRects(try Self.layout()) == [
                Rect(x: 16, y: 42.5, width: 240.1, height: 15), Rect(x: 16, y: 68, width: 343, height: 100),
            ])
    }

    @Test func bridgeAndRootReachIntoAStackView() throws {
        var bridged = InterfaceBuilderOptions()
        bridged.bridge = true
        #expect(Fixtures.skeletonRects(try Self.layout(bridged)).count == 2)
        var rooted = InterfaceBuilderOptions()
        rooted.roots = ["image-1"]
        #expect(Fixtures.skeletonRects(try Self.layout(rooted)) == [Rect(x: 16, y: 68, width: 343, height: 100)])
    }

    @Test func anImportedStackKeepsItsArrangedSubviewsWhenTheThemeIsReadBack() throws {
        let layout = try Self.layout()
        var theme = Theme(name: "imported")
        theme.layouts = [layout]
        let text = ThemeWriter.text(of: theme, schema: nil, imagePath: { $0 })
        let reread = ThemeLoader.load(bytes: Array(text.utf8), path: "/virtual/imported.theme.json", fontResolver: nil)
        let root = try #require(reread.theme?.layouts.first?.root)
        #expect(root.find("stack-1")?.children.map(\.isArranged) == [true, true])
        #expect(root.find("button-1")?.isArranged == false)
        #expect(Fixtures.skeletonRects(try #require(reread.theme?.layouts.first)) == Fixtures.skeletonRects(layout))
    }

    @Test func aStackWithStandardSpacingLeavesTheSystems8PointsBetweenItsViews() throws {
        // `spacingType="standard"` and no `spacing`: UIStackView.spacingUseSystem, 8 points.
        let xib = IBFixture.xib(
            objects: """
                <view contentMode="scaleToFill" id="row">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                    <subviews>
                        <stackView opaque="NO" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="icons">
                            <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="first">
                                    <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="40" id="f-w"/>
                                        <constraint firstAttribute="height" constant="40" id="f-h"/>
                                    </constraints>
                                </view>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="second">
                                    <rect key="frame" x="40" y="0.0" width="40" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="40" id="s-w"/>
                                        <constraint firstAttribute="height" constant="40" id="s-h"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="icons" firstAttribute="leading" secondItem="row" secondAttribute="leading" constant="10" id="i-l"/>
                        <constraint firstItem="icons" firstAttribute="top" secondItem="row" secondAttribute="top" constant="10" id="i-t"/>
                    </constraints>
                </view>
                """)
        let layout = try #require(Fixtures.load(text: xib, path: "Row.xib").theme?.layouts.first)
        #expect(layout.root.find("icons")?.spacing == 8)
        let icons = try #require(DesignSizePlacement.place(layout).view(id: "icons"))
        // 40 + 8 + 40 = 88 wide at (10, 10); in the root's coordinates the second view at
        // x = 10 + 40 + 8 = 58.
        #expect(icons.frame == rect(10, 10, 88, 40))
        #expect(icons.children.map(\.frame) == [rect(10, 10, 40, 40), rect(58, 10, 40, 40)])
    }

    @Test func aStackTheFileSetsNoMarginsForHasNoneForViewsPinnedToThem() throws {
        // UIStackView's layout margins are zero, not a plain view's 8: a view pinned 20 inside a
        // 300-point vertical stack's leading and trailing margins is 260 wide at x 20.
        let xib = IBFixture.xib(
            objects: """
                <view contentMode="scaleToFill" id="panel">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <subviews>
                        <stackView opaque="NO" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="controls">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="shelf">
                                    <rect key="frame" x="20" y="0.0" width="260" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="40" id="s-h"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="shelf" firstAttribute="leading" secondItem="controls" secondAttribute="leadingMargin" constant="20" id="s-l"/>
                                <constraint firstAttribute="trailingMargin" secondItem="shelf" secondAttribute="trailing" constant="20" id="s-t"/>
                            </constraints>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="controls" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="c-l"/>
                        <constraint firstAttribute="trailing" secondItem="controls" secondAttribute="trailing" id="c-t"/>
                        <constraint firstItem="controls" firstAttribute="top" secondItem="panel" secondAttribute="top" id="c-top"/>
                    </constraints>
                </view>
                """)
        let layout = try #require(Fixtures.load(text: xib, path: "Panel.xib").theme?.layouts.first)
        #expect(layout.root.find("controls")?.autoLayout?.layoutMargins == .zero)
        let controls = try #require(DesignSizePlacement.place(layout).view(id: "controls"))
        #expect(controls.frame == rect(0, 0, 300, 40))
        #expect(controls.children.map(\.frame) == [rect(20, 0, 260, 40)])
    }

    @Test func aStackWithMarginsInTheFileKeepsThem() throws {
        // Stated margins are the stack's own, and it arranges its views inside them.
        let xib = IBFixture.xib(
            objects: """
                <view contentMode="scaleToFill" id="card">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                    <subviews>
                        <stackView opaque="NO" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="padded">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                            <edgeInsets key="layoutMargins" top="10" left="12" bottom="10" right="12"/>
                        </stackView>
                    </subviews>
                </view>
                """)
        let layout = try #require(Fixtures.load(text: xib, path: "Padded.xib").theme?.layouts.first)
        let padded = try #require(layout.root.find("padded")?.autoLayout)
        #expect(padded.layoutMargins == EdgeInsets(top: 10, left: 12, bottom: 10, right: 12))
        #expect(padded.isLayoutMarginsRelativeArrangement)
    }
}
