import SkeletonCore
import TestSupport
import Testing

/// A collection view's section header and footer (`sectionHeaderView` / `sectionFooterView`) each
/// root their own constraint system, as its cells do: the collection gives them its width on any
/// device and their subviews are solved inside it (NetNewsWire's feed header kept its disclosure
/// image at the 402-point design's x 360 on an 820-point iPad, and past the edge of an iPhone SE).
struct CollectionHeaderReflowTests {
    /// A 375 × 667 screen whose collection view fills it; its 60-point section `key` (header or
    /// footer) holds a title from the leading edge + 16 to 8 before a 39 × 29 image 3 points from the
    /// trailing edge, centred vertically.
    static func screen(key: String = "sectionHeaderView") -> String {
        let reference = key == "sectionHeaderView" ? "headerReferenceSize" : "footerReferenceSize"
        return IBFixture.storyboard(
            identifier: "Feeds",
            view: """
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <collectionView translatesAutoresizingMaskIntoConstraints="NO" id="list">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <collectionViewFlowLayout key="collectionViewLayout" id="flow">
                                <size key="itemSize" width="375" height="44"/>
                                <size key="\(reference)" width="0.0" height="60"/>
                            </collectionViewFlowLayout>
                            <cells>
                                <collectionViewCell id="cell">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                </collectionViewCell>
                            </cells>
                            <collectionReusableView key="\(key)" id="section">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                        <rect key="frame" x="16" y="8" width="309" height="44"/>
                                    </view>
                                    <imageView translatesAutoresizingMaskIntoConstraints="NO" id="disclosure">
                                        <rect key="frame" x="333" y="15.5" width="39" height="29"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="39" id="d-w"/>
                                            <constraint firstAttribute="height" constant="29" id="d-h"/>
                                        </constraints>
                                    </imageView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="title" firstAttribute="leading" secondItem="section" secondAttribute="leading" constant="16" id="t-l"/>
                                    <constraint firstItem="title" firstAttribute="top" secondItem="section" secondAttribute="top" constant="8" id="t-t"/>
                                    <constraint firstAttribute="bottom" secondItem="title" secondAttribute="bottom" constant="8" id="t-b"/>
                                    <constraint firstItem="disclosure" firstAttribute="leading" secondItem="title" secondAttribute="trailing" constant="8" id="d-l"/>
                                    <constraint firstAttribute="trailing" secondItem="disclosure" secondAttribute="trailing" constant="3" id="d-r"/>
                                    <constraint firstItem="disclosure" firstAttribute="centerY" secondItem="section" secondAttribute="centerY" id="d-y"/>
                                </constraints>
                            </collectionReusableView>
                        </collectionView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="list" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l-l"/>
                        <constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="l-r"/>
                        <constraint firstItem="list" firstAttribute="top" secondItem="root" secondAttribute="top" id="l-t"/>
                        <constraint firstAttribute="bottom" secondItem="list" secondAttribute="bottom" id="l-b"/>
                    </constraints>
                </view>
                """)
    }

    /// The frames of the section view's title and image, relative to the section view, in the
    /// screen's layout on `device` (its design size without one).
    static func frames(key: String = "sectionHeaderView", on device: Device?) throws -> [String: Rect] {
        let layout = try #require(Fixtures.load(text: screen(key: key), path: "Feeds.storyboard").theme?.layouts.first)
        let placed =
            if let device {
                LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout.laidOut(on: device))
            } else {
                DesignSizePlacement.place(layout)
            }
        let list = try #require(placed.view(id: "list"))
        let section = try #require(list.children.first { $0.children.contains { $0.node.id == "disclosure" } })
        var frames: [String: Rect] = [:]
        for view in section.children {
            guard let id = view.node.id else { continue }
            frames[id] = Rect(
                x: view.frame.minX - section.frame.minX, y: view.frame.minY - section.frame.minY,
                width: view.frame.width, height: view.frame.height)
        }
        frames["section"] = section.frame.size == .zero ? nil : Rect(origin: .zero, size: section.frame.size)
        return frames
    }

    @Test func aSectionHeaderKeepsItsDesignAtTheDesignWidth() throws {
        let frames = try Self.frames(on: nil)
        #expect(frames["title"] == rect(16, 8, 309, 44))
        #expect(frames["disclosure"] == rect(333, 15.5, 39, 29))
    }

    @Test func aSectionHeaderIsSolvedAtTheCollectionsWidthOnAnIPad() throws {
        let frames = try Self.frames(on: Device(.iPad10))
        #expect(frames["section"] == rect(0, 0, 820, 60))
        // 820 − 3 − 39 = 778; the title takes the rest: 778 − 8 − 16 = 754.
        #expect(frames["disclosure"] == rect(778, 15.5, 39, 29))
        #expect(frames["title"] == rect(16, 8, 754, 44))
    }

    @Test func aSectionFooterIsSolvedAtTheCollectionsWidthToo() throws {
        let frames = try Self.frames(key: "sectionFooterView", on: Device(.iPad10))
        #expect(frames["disclosure"] == rect(778, 15.5, 39, 29))
    }
}
