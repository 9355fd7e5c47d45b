import SkeletonCore
import Testing

/// Device presets: Apple's point sizes and UIKit's safe-area insets in both orientations, names,
/// and the cycle the window's I and O keys walk.
@Suite struct DeviceTests {
    @Test func everyPresetHasApplesScreenSizeInPointsInBothOrientations() {
        let sizes = Device.all.map { "\($0.name) \(Int($0.screenSize.width))x\(Int($0.screenSize.height))" }
        #expect(
            sizes == [
                "iphone-se 375x667", "iphone-se-landscape 667x375", "iphone-15 393x852",
                "iphone-15-landscape 852x393", "iphone-15-pro-max 430x932", "iphone-15-pro-max-landscape 932x430",
                "ipad-10 820x1180", "ipad-10-landscape 1180x820",
            ])
    }

    @Test func safeAreaInsetsAreUIKitsForAFullScreenViewController() {
        #expect(Device(.iPhoneSE).safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(Device(.iPhoneSE, .landscape).safeAreaInsets == .zero)
        #expect(Device(.iPhone15).safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(Device(.iPhone15, .landscape).safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(Device(.iPhone15ProMax).safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(
            Device(.iPhone15ProMax, .landscape).safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(Device(.iPad10).safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(Device(.iPad10, .landscape).safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    @Test func theSafeAreaIsTheScreenLessTheInsets() {
        #expect(Device(.iPhoneSE).safeArea == Rect(x: 0, y: 20, width: 375, height: 647))
        #expect(Device(.iPhone15).safeArea == Rect(x: 0, y: 59, width: 393, height: 759))
        #expect(Device(.iPhone15, .landscape).safeArea == Rect(x: 59, y: 0, width: 734, height: 372))
        #expect(Device(.iPhone15ProMax).safeArea == Rect(x: 0, y: 59, width: 430, height: 839))
        #expect(Device(.iPad10, .landscape).safeArea == Rect(x: 0, y: 24, width: 1180, height: 776))
    }

    @Test func namesRoundTripCaseInsensitivelyAndUnknownNamesAreNil() {
        #expect(Device.all.allSatisfy { Device(name: $0.name) == $0 })
        #expect(Device(name: "iPhone-15-Landscape") == Device(.iPhone15, .landscape))
        #expect(Device(name: "iphone-16") == nil)
        #expect(Device(name: "iPhone 15") == nil)
        #expect(Device(.iPad10, .landscape).displayName == "iPad (10th generation) landscape")
    }

    @Test func theModelCycleEndsWithNoDeviceAndKeepsTheOrientation() {
        var device: Device? = Device(.iPhoneSE, .landscape)
        var names: [String] = []
        while let current = device {
            names.append(current.name)
            device = current.nextModel
        }
        #expect(
            names == ["iphone-se-landscape", "iphone-15-landscape", "iphone-15-pro-max-landscape", "ipad-10-landscape"])
        #expect(Device(.iPhone15).rotated == Device(.iPhone15, .landscape))
        #expect(Device(.iPhone15).rotated.rotated == Device(.iPhone15))
    }
}
