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

/// A 375 × 667 screen of two views pinned to the root's top and sides: `art`, 230 points square by
/// its constraints and 180 for compact widths; `banner`, twice as wide as high by default and square
/// for phones held upright (its default ratio excluded there, its square one included).
private func variedConstraintsStoryboard(device: String) -> String {
    IBFixture.scene(
        device: device,
        controller: """
            <viewController storyboardIdentifier="Screen" id="vc" sceneMemberID="viewController">
                <view key="view" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="art">
                            <rect key="frame" x="0" y="0" width="10" height="10"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="230" id="art-w">
                                    <variation key="widthClass=compact" constant="180"/>
                                </constraint>
                                <constraint firstAttribute="height" constant="230" id="art-h">
                                    <variation key="widthClass=compact" constant="180"/>
                                </constraint>
                            </constraints>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                            <rect key="frame" x="0" y="0" width="10" height="10"/>
                            <constraints>
                                <constraint firstAttribute="width" secondItem="banner" secondAttribute="height" multiplier="2" id="wide"/>
                                <constraint firstAttribute="width" secondItem="banner" secondAttribute="height" multiplier="1:1" id="square"/>
                            </constraints>
                            <variation key="default">
                                <mask key="constraints"><exclude reference="square"/></mask>
                            </variation>
                            <variation key="heightClass=regular-widthClass=compact">
                                <mask key="constraints">
                                    <exclude reference="wide"/>
                                    <include reference="square"/>
                                </mask>
                            </variation>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="art" firstAttribute="top" secondItem="root" secondAttribute="top" id="art-t"/>
                        <constraint firstItem="art" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="art-l"/>
                        <constraint firstItem="banner" firstAttribute="top" secondItem="root" secondAttribute="top" id="banner-t"/>
                        <constraint firstItem="banner" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="banner-l"/>
                        <constraint firstAttribute="trailing" secondItem="banner" secondAttribute="trailing" id="banner-r"/>
                    </constraints>
                </view>
            </viewController>
            """)
}

/// The solved sizes of the varied screen's views on `device`, by id.
private func variedSizes(device: String) throws -> [String: Size] {
    let layout = try #require(
        Fixtures.load(text: variedConstraintsStoryboard(device: device), path: "Varied.storyboard").theme?
            .layouts.first)
    return DesignSizePlacement.frames(layout).mapValues(\.size)
}

@Test func aConstraintTakesTheConstantItsDevicesSizeClassSets() throws {
    #expect(try variedSizes(device: "retina4_7")["art"] == Size(width: 180, height: 180))
    #expect(try variedSizes(device: "ipad9_7")["art"] == Size(width: 230, height: 230))
}

@Test func aConstraintIsInstalledWhereItsDevicesSizeClassIncludesIt() throws {
    #expect(try variedSizes(device: "retina4_7")["banner"] == Size(width: 375, height: 375))
    #expect(try variedSizes(device: "ipad9_7")["banner"] == Size(width: 375, height: 187.5))
}
