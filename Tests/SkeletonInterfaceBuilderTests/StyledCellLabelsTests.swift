import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// The labels of UIKit's built-in cell styles sit where `UITableViewCell` lays them out on every
/// device, not where IB's autoresizing masks keep them: the text label at the content view's
/// leading margin, a Basic cell's stretched to the trailing margin, a Right Detail cell's detail
/// ending at the trailing margin, an image view and the text after it as far inside the margin as
/// IB stored them.
struct StyledCellLabelsTests {
    /// A static table saved on an iPhone 8 (375 wide) with a Basic cell, a Right Detail cell with a
    /// disclosure indicator (its content view 341.5 wide) and a Subtitle cell, their labels stored
    /// as IB stores them: 16 points in, with masks that keep them there; and a Right Detail cell
    /// with an image view at the margin and its text label 40 points inside the margin.
    static let storyboard = IBFixture.storyboard(
        device: "retina4_7",
        scenes: """
            <scene sceneID="s"><objects>
                <tableViewController storyboardIdentifier="Settings" id="vc" sceneMemberID="viewController">
                    <tableView key="view" dataMode="static" style="plain" rowHeight="44" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <sections><tableViewSection id="section"><cells>
                            <tableViewCell textLabel="basic-text" style="IBUITableViewCellStyleDefault" id="basic">
                                <rect key="frame" x="0.0" y="50" width="375" height="44"/>
                                <tableViewCellContentView key="contentView" tableViewCell="basic" id="basic-content">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                    <subviews>
                                        <label text="Wi-Fi" id="basic-text">
                                            <rect key="frame" x="16" y="0.0" width="343" height="44"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                    </subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                            <tableViewCell accessoryType="disclosureIndicator" textLabel="detail-text" detailTextLabel="detail-detail" style="IBUITableViewCellStyleValue1" id="detail">
                                <rect key="frame" x="0.0" y="94" width="375" height="44"/>
                                <tableViewCellContentView key="contentView" tableViewCell="detail" id="detail-content">
                                    <rect key="frame" x="0.0" y="0.0" width="341.5" height="44"/>
                                    <subviews>
                                        <label text="Name" id="detail-text">
                                            <rect key="frame" x="16" y="12" width="45" height="20.5"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                        <label text="Phone" textAlignment="right" id="detail-detail">
                                            <rect key="frame" x="283.5" y="12" width="50" height="20.5"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                    </subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                            <tableViewCell textLabel="subtitle-text" detailTextLabel="subtitle-detail" style="IBUITableViewCellStyleSubtitle" id="subtitle">
                                <rect key="frame" x="0.0" y="138" width="375" height="60"/>
                                <tableViewCellContentView key="contentView" tableViewCell="subtitle" id="subtitle-content">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                    <subviews>
                                        <label text="Title" id="subtitle-text">
                                            <rect key="frame" x="16" y="10" width="33" height="20.5"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                        <label text="Subtitle" id="subtitle-detail">
                                            <rect key="frame" x="16" y="33.5" width="44" height="14.5"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                        </label>
                                    </subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                            <tableViewCell textLabel="image-text" detailTextLabel="image-detail" imageView="image-icon" style="IBUITableViewCellStyleValue1" id="image">
                                <rect key="frame" x="0.0" y="198" width="375" height="44"/>
                                <tableViewCellContentView key="contentView" tableViewCell="image" id="image-content">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                    <subviews>
                                        <imageView id="image-icon">
                                            <rect key="frame" x="16" y="10" width="24" height="24"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        </imageView>
                                        <label text="Music" id="image-text">
                                            <rect key="frame" x="56" y="12" width="45" height="20.5"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                        <label text="On" id="image-detail">
                                            <rect key="frame" x="337" y="12" width="22" height="20.5"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                    </subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells></tableViewSection></sections>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """)

    /// Each view's frame relative to its cell's, by id, with the screen placed on `device`.
    static func frames(on device: Device?, rightToLeft: Bool = false) throws -> [String: Rect] {
        let layout = try #require(Fixtures.load(text: storyboard, path: "Settings.storyboard").theme?.layouts.first)
        let placed =
            if let device {
                LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(
                    layout.laidOut(on: device), forceRightToLeft: rightToLeft)
            } else {
                DesignSizePlacement.place(layout, rightToLeft: rightToLeft)
            }
        var frames: [String: Rect] = [:]
        for cell in placed.children {
            for label in cell.children {
                guard let id = label.node.id else { continue }
                frames[id] = Rect(
                    x: label.frame.minX - cell.frame.minX, y: label.frame.minY - cell.frame.minY,
                    width: label.frame.width, height: label.frame.height)
            }
        }
        return frames
    }

    @Test func atTheDesignSizeTheLabelsKeepIBsFramesAcrossAndTheirPlaceDown() throws {
        let frames = try Self.frames(on: nil)
        #expect(frames["basic-text"] == Rect(x: 16, y: 0, width: 343, height: 44))
        #expect(frames["detail-text"]?.minX == 16)
        #expect(frames["detail-text"]?.minY == 12)
        // The detail ends at the content view's trailing margin, 8 points beside the accessory.
        #expect(frames["detail-detail"]?.maxX == 333.5)
        #expect(frames["detail-detail"]?.midY == 22.25)
        #expect(frames["subtitle-text"]?.minX == 16)
        #expect(frames["subtitle-detail"]?.minX == 16)
    }

    @Test func onAnIPadTheTextStartsAtTheWiderMarginAndTheDetailEndsAtTheTrailingOne() throws {
        // An iPad 10's 820-point cells have 20-point side margins; the accessory keeps 33.5 points.
        let frames = try Self.frames(on: Device(.iPad10))
        #expect(frames["basic-text"] == Rect(x: 20, y: 0, width: 780, height: 44))
        #expect(frames["detail-text"]?.minX == 20)
        #expect(frames["detail-detail"]?.maxX == 820 - 33.5 - 8)
        #expect(frames["detail-detail"]?.midY == 22.25)
        #expect(frames["subtitle-text"]?.minX == 20)
        #expect(frames["subtitle-detail"]?.minX == 20)
        #expect(frames["subtitle-text"]?.minY == 10)
        // The image and the text after it keep their distances from the leading margin, at their stored size.
        #expect(frames["image-icon"] == Rect(x: 20, y: 10, width: 24, height: 24))
        #expect(frames["image-text"]?.minX == 60)
        #expect(frames["image-detail"]?.maxX == 800)
    }

    @Test func aLabelAnOlderCanvasPutOffTheMarginKeepsItsDistanceFromIt() throws {
        // Xcode 8's canvas (tools version 11762) gives a cell 8-point margins and puts a Basic cell's
        // label 15 points in: it stays 7 points inside the margin, at IB's frame on the design device.
        let text = Self.storyboard.replacingOccurrences(
            of: #"version="3.0""#, with: #"version="3.0" toolsVersion="11762""#
        ).replacingOccurrences(
            of: #"<rect key="frame" x="16" y="0.0" width="343" height="44"/>"#,
            with: #"<rect key="frame" x="15" y="0.0" width="345" height="44"/>"#)
        let layout = try #require(Fixtures.load(text: text, path: "Settings.storyboard").theme?.layouts.first)
        let design = DesignSizePlacement.frames(layout)
        let cell = try #require(design["basic"])
        #expect(design["basic-text"].map { $0.minX - cell.minX } == 15)
        #expect(design["basic-text"]?.width == 345)
    }

    @Test func rightToLeftTheTextStartsAtTheRightMarginAndTheDetailEndsAtTheLeftOne() throws {
        let frames = try Self.frames(on: Device(.iPad10), rightToLeft: true)
        #expect(frames["basic-text"] == Rect(x: 20, y: 0, width: 780, height: 44))
        #expect(frames["subtitle-text"]?.maxX == 800)
        #expect(frames["subtitle-detail"]?.maxX == 800)
    }
}
