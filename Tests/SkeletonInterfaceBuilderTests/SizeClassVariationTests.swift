import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// A screen with two labels: `ipadOnly` is excluded by default and included for regular widths;
/// `phoneOnly` is excluded by default and included for compact widths.
private func variedStoryboard(device: String) -> String {
    IBFixture.scene(
        device: device,
        controller: """
            <viewController storyboardIdentifier="Screen" id="vc" sceneMemberID="viewController">
                <view key="view" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
                    <subviews>
                        <label text="iPad" id="ipadOnly"><rect key="frame" x="0" y="100" width="100" height="20"/></label>
                        <label text="Phone" id="phoneOnly"><rect key="frame" x="0" y="100" width="100" height="20"/></label>
                        <label text="Both" id="both"><rect key="frame" x="0" y="200" width="100" height="20"/></label>
                    </subviews>
                    <variation key="default">
                        <mask key="subviews">
                            <exclude reference="ipadOnly"/>
                            <exclude reference="phoneOnly"/>
                        </mask>
                    </variation>
                    <variation key="widthClass=regular">
                        <mask key="subviews"><include reference="ipadOnly"/></mask>
                    </variation>
                    <variation key="heightClass=regular-widthClass=compact">
                        <mask key="subviews"><include reference="phoneOnly"/></mask>
                    </variation>
                </view>
            </viewController>
            """)
}

private func installedIDs(device: String) throws -> [String?] {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("Varied.storyboard", variedStoryboard(device: device))
    return try #require(Fixtures.load(path).theme?.layouts.first).root.children.map(\.id)
}

@Test func aViewExcludedByDefaultIsOnlyThereWhereAVariationIncludesIt() throws {
    #expect(try installedIDs(device: "retina4_7") == ["phoneOnly", "both"])
    #expect(try installedIDs(device: "ipad9_7") == ["ipadOnly", "both"])
}
