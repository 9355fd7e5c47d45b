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

/// A table's cells follow the readable width where Interface Builder's "Follow Readable Width" is
/// on the table view (UIKit's `cellLayoutMarginsFollowReadableWidth`, for which IB stores no key of
/// its own) or on the cell's content view; elsewhere, as UIKit's default since iOS 12, a cell keeps
/// its margins.
struct ReadableCellMarginsTests {
    /// An iPad Pro 12.9" table (1024 wide, rows 44 high) whose prototype cell holds a label pinned
    /// to its content view's leading and trailing margins; `tableFlag` and `contentFlag` are
    /// written into the table's and the content view's elements.
    static func storyboard(tableFlag: String = "", contentFlag: String = "") -> String {
        IBFixture.scene(
            device: "ipad12_9rounded",
            controller: """
                <tableViewController storyboardIdentifier="List" id="vc">
                <tableView key="view" rowHeight="44" \(tableFlag) id="tv"><rect key="frame" x="0" y="0" width="1024" height="1366"/>
                <prototypes><tableViewCell reuseIdentifier="C" id="cell"><rect key="frame" x="0" y="0" width="1024" height="44"/>
                <tableViewCellContentView key="contentView" \(contentFlag) id="cv"><rect key="frame" x="0" y="0" width="1024" height="44"/>
                <subviews><label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                <rect key="frame" x="20" y="12" width="984" height="20"/></label></subviews>
                <constraints>
                <constraint firstItem="title" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="t-l"/>
                <constraint firstItem="cv" firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="t-r"/>
                <constraint firstItem="title" firstAttribute="centerY" secondItem="cv" secondAttribute="centerY" id="t-y"/>
                </constraints></tableViewCellContentView></tableViewCell></prototypes>
                </tableView></tableViewController>
                """)
    }

    /// The label's left edge and width in the cell, solved at the document's size and on an iPad
    /// 10 upright and on its side and an iPhone SE.
    static func title(_ text: String) throws -> [Double] {
        let layout = try #require(Fixtures.load(text: text, path: "List.storyboard").theme?.layouts.first)
        let placed =
            [layout] + [Device(.iPad10), Device(.iPad10, .landscape), Device(.iPhoneSE)].map { layout.laidOut(on: $0) }
        return try placed.flatMap { layout -> [Double] in
            let frames = DesignSizePlacement.place(layout)
            let row = try #require(frames.view(id: "title"))
            let cell = try #require(frames.children.first { $0.view(id: "title") != nil })
            return [row.frame.minX - cell.frame.minX, row.frame.width]
        }
    }

    @Test func aTableThatFollowsTheReadableWidthGivesItsCellsReadableMargins() throws {
        // At IB's size its canvas's 560: (1024 − 560) / 2 = 232 in. On an iPad 10 UIKit's 672:
        // (820 − 672) / 2 = 74 upright, (1180 − 672) / 2 = 254 on its side; on the SE 375 − 672
        // leaves nothing, so the cell's 16.
        let expected: [Double] = [232, 560, 74, 672, 254, 672, 16, 343]
        #expect(try Self.title(Self.storyboard(tableFlag: #"layoutMarginsFollowReadableWidth="YES""#)) == expected)
        #expect(try Self.title(Self.storyboard(contentFlag: #"layoutMarginsFollowReadableWidth="YES""#)) == expected)
    }

    @Test func withoutTheFlagACellKeepsItsMargins() throws {
        // UIKit's 20 at the sides of a cell on a screen 390 wide or wider, 16 on the SE.
        #expect(try Self.title(Self.storyboard()) == [20, 984, 20, 780, 20, 1140, 16, 343])
    }
}
