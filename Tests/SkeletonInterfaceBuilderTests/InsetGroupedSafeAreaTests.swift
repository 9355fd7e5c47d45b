import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// An inset-grouped table on a phone on its side: UIKit insets its sections (the cards: cells'
/// backgrounds and separators, headers and footers) by the table's side margin plus the part of the
/// unsafe area the table covers at that side (`UITableView`'s section content inset adds its safe-area
/// insets, as its layout margins do), so the cards start clear of the Dynamic Island, not 20 points in
/// under it.
struct InsetGroupedSafeAreaTests {
    /// The first placed frame of `id` in `TableContentSafeAreaTests`' table, inset-grouped, laid out on `device`.
    static func frame(of id: String, on device: Device, attributes: String = "", rightToLeft: Bool = false) throws
        -> Rect
    {
        try TableContentSafeAreaTests.frame(
            of: id, on: device, style: "insetGrouped", attributes: attributes, rightToLeft: rightToLeft)
    }

    @Test func onAPhoneOnItsSideTheCardsStartClearOfTheDynamicIsland() throws {
        // iPhone 15 on its side: 852 wide, 59 unsafe at each side, 20-point side margins (852 ≥ 390):
        // the card 59 + 20 = 79 in, 852 − 2 × 79 = 694 wide; the box 20 inside its margin, x 99.
        let landscape = Device(.iPhone15, .landscape)
        let row = try Self.frame(of: "cell", on: landscape)
        #expect(row.minX == 79)
        #expect(row.width == 694)
        #expect(try Self.frame(of: "box", on: landscape) == Rect(x: 99, y: row.minY + 11, width: 100, height: 22))
    }

    @Test func rightToLeftTheCardIsInsetTheSameAtBothSides() throws {
        // The card ends at 852 − 79 = 773; leading is its right edge, the box 20 before it.
        let landscape = Device(.iPhone15, .landscape)
        let row = try Self.frame(of: "cell", on: landscape, rightToLeft: true)
        #expect(row.minX == 79)
        #expect(row.width == 694)
        #expect(try Self.frame(of: "box", on: landscape, rightToLeft: true).minX == 773 - 20 - 100)
    }

    @Test func theCardsKeepClearWhateverTheContentViewsDo() throws {
        // Switched off, the content spans the card, which already lies inside the safe area.
        let box = try Self.frame(
            of: "box", on: Device(.iPhone15, .landscape), attributes: #"insetsContentViewsToSafeArea="NO" "#)
        #expect(box.minX == 99)
    }

    @Test func withNoUnsafeAreaAtTheSidesTheCardsKeepTheMarginAlone() throws {
        // iPhone 15 upright (393 wide): 20 in, 353 wide; the SE on its side (667, no unsafe sides): 20 in.
        let upright = try Self.frame(of: "cell", on: Device(.iPhone15))
        #expect(upright.minX == 20)
        #expect(upright.width == 353)
        #expect(try Self.frame(of: "box", on: Device(.iPhone15)).minX == 40)
        #expect(try Self.frame(of: "cell", on: Device(.iPhoneSE, .landscape)).minX == 20)
    }
}
