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
