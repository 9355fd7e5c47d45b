import SkeletonCore
import TestSupport
import Testing

/// Interface Builder's `layoutMarginsFollowReadableWidth="YES"` reaches the layout: a screen's
/// side margins widen until no more than UIKit's readable width lies between them.
struct ReadableWidthMarginsTests {
    /// An iPad Pro 12.9" screen (1024 × 1366) whose root view holds a field pinned to its leading
    /// and trailing margins, 100 below its top; `flag` is written into the root's element.
    static func storyboard(flag: String) -> String {
        IBFixture.storyboard(
            identifier: "Article", device: "ipad12_9rounded",
            view: """
                <view key="view" \(flag) id="root">
                    <rect key="frame" x="0.0" y="0.0" width="1024" height="1366"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="field">
                            <rect key="frame" x="232" y="100" width="560" height="30"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="f-l"/>
                        <constraint firstAttribute="trailingMargin" secondItem="field" secondAttribute="trailing" id="f-r"/>
                        <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="f-t"/>
                        <constraint firstItem="field" firstAttribute="height" constant="30" id="f-h"/>
                    </constraints>
                </view>
                """)
    }

    /// The field's frame solved at the document's size, and at an iPhone 8's.
    static func field(_ text: String) throws -> (iPad: Rect?, phone: Rect?) {
        let layout = try #require(Fixtures.load(text: text, path: "Article.storyboard").theme?.layouts.first)
        var phone = layout
        phone.size = Size(width: 375, height: 667)
        return (DesignSizePlacement.frames(layout)["field"], DesignSizePlacement.frames(phone)["field"])
    }

    @Test func anIPadRootsMarginsWidenToTheReadableWidth() throws {
        let (iPad, phone) = try Self.field(Self.storyboard(flag: #"layoutMarginsFollowReadableWidth="YES""#))
        // 1024 − 2 × 20 = 984 between the screen's margins, 424 more than 560: 212 more at each
        // side, so the field is 232 in and 560 wide. On a 375-point phone 375 − 2 × 16 = 343 is
        // narrower than 560, so the margins stay 16.
        #expect(iPad == rect(232, 100, 560, 30))
        #expect(phone == rect(16, 100, 343, 30))
    }

    @Test func withoutTheAttributeTheScreensMarginsHold() throws {
        let (iPad, phone) = try Self.field(Self.storyboard(flag: ""))
        #expect(iPad == rect(20, 100, 984, 30))
        #expect(phone == rect(16, 100, 343, 30))
    }

    @Test func aFalseAttributeIsTheDefault() throws {
        let (iPad, _) = try Self.field(Self.storyboard(flag: #"layoutMarginsFollowReadableWidth="NO""#))
        #expect(iPad == rect(20, 100, 984, 30))
    }
}
