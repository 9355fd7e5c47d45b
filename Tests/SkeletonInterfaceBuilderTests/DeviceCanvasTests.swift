import Foundation
import SkeletonCore
import SkeletonInterfaceBuilder
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
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <tableViewCell reuseIdentifier="Row" id="cell-1">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                    </tableViewCell>
                </objects>
            </document>
            """
        let result = Fixtures.load(text: xib, path: "Row.xib")
        #expect(try #require(result.theme?.layouts.first).fillsScreen == false)
    }
}
