import Foundation
import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// A storyboard scene's root is a view controller's view: on a device it fills the screen (it
/// already runs under the status bar), so a device of the design's size draws it where IB did.
struct DeviceCanvasTests {
    @Test func aSceneFillsTheScreenOfADeviceOfItsOwnSizeWithNoStatusBarOffset() throws {
        let layout = try StackViewTests.layout()
        #expect(layout.fillsScreen)
        let device = Device(.iPhoneSE)
        #expect(layout.laidOut(on: device).size == layout.size)
        #expect(DeviceFrame(device, around: layout).layoutOrigin == Point(x: DeviceFrame.bezel, y: DeviceFrame.bezel))
    }

    @Test func aXibCellIsContentNotAScreen() throws {
        let xib = IBFixture.xib(
            device: "retina4_7",
            objects: """
                <tableViewCell reuseIdentifier="Row" id="cell-1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                </tableViewCell>
                """)
        let result = Fixtures.load(text: xib, path: "Row.xib")
        #expect(try #require(result.theme?.layouts.first).fillsScreen == false)
    }
}

/// A cell or a view that is part of a screen keeps its own height on a device and takes the width
/// of the device's safe area, as the table or screen holding it gives it.
struct ContentCanvasTests {
    /// A 375 × 60 cell holding a 20-point square icon (an aspect ratio) pinned to its leading and
    /// centred, and a label from the icon to the trailing edge.
    static let cell = IBFixture.xib(
        device: "retina4_7",
        objects: """
            <tableViewCell reuseIdentifier="Row" id="cell-1">
                <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                <tableViewCellContentView key="contentView" id="content-1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                    <subviews>
                        <imageView translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                            <rect key="frame" x="16" y="20" width="20" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="20" id="w"/>
                                <constraint firstAttribute="width" secondItem="icon" secondAttribute="height" id="ar"/>
                            </constraints>
                        </imageView>
                        <label translatesAutoresizingMaskIntoConstraints="NO" text="Title" id="title">
                            <rect key="frame" x="48" y="20" width="311" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="icon" firstAttribute="leading" secondItem="content-1" secondAttribute="leading" constant="16" id="l"/>
                        <constraint firstItem="icon" firstAttribute="centerY" secondItem="content-1" secondAttribute="centerY" id="cy"/>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="icon" secondAttribute="trailing" constant="12" id="g"/>
                        <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="16" id="t"/>
                        <constraint firstItem="title" firstAttribute="centerY" secondItem="content-1" secondAttribute="centerY" id="ty"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """)

    @Test func aXibCellKeepsItsHeightAndTakesTheDevicesWidth() throws {
        let layout = try #require(Fixtures.load(text: Self.cell, path: "Row.xib").theme?.layouts.first)
        #expect(layout.keepsHeight)
        // The iPhone SE's safe area starts under its 20-point status bar; the iPad's under 24.
        #expect(layout.canvas(on: Device(.iPhoneSE)) == Rect(x: 0, y: 20, width: 375, height: 60))
        #expect(layout.canvas(on: Device(.iPad10)) == Rect(x: 0, y: 24, width: 820, height: 60))
        let placed = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default)
            .place(layout.laidOut(on: Device(.iPad10)))
        #expect(placed.frame == Rect(x: 0, y: 0, width: 820, height: 60))
        let frames = placed.framesByID
        #expect(frames["icon"] == Rect(x: 16, y: 20, width: 20, height: 20))
        #expect(frames["title"].map { $0.maxX } == 804)
        #expect(frames["title"].map { $0.minX } == 48)
    }

    @Test func aThemeLayoutFillsTheSafeAreaUnlessItKeepsItsHeight() throws {
        var layout = LayoutSpec(name: "card", size: Size(width: 300, height: 80), root: ViewNode(kind: .view))
        #expect(layout.canvas(on: Device(.iPhoneSE)) == Rect(x: 0, y: 20, width: 375, height: 647))
        #expect(layout.canvasName == "safe area")
        layout.keepsHeight = true
        #expect(layout.canvas(on: Device(.iPhoneSE)) == Rect(x: 0, y: 20, width: 375, height: 80))
        #expect(layout.canvasName == "safe area width")
        layout.fillsScreen = true
        #expect(layout.canvas(on: Device(.iPhoneSE)) == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(layout.canvasName == "full screen")
    }
}
