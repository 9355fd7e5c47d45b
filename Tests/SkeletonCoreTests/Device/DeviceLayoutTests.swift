import SkeletonCore
import TestSupport
import Testing

/// A layout on a device fills the safe area: stacks and fill/fit sizes re-flow to its width,
/// views placed by frame keep their stored frames (and are counted for the note).
@Suite struct DeviceLayoutTests {
    /// A vertical stack with padding: a fixed-height banner filling the width, and a fixed-width
    /// box centred across; plus a view placed by frame outside the stack.
    static let layout = LayoutSpec(
        name: "Feed", size: Size(width: 390, height: 844),
        root: view(
            .view,
            children: [
                {
                    var column = stack(
                        .vertical, spacing: 8, alignment: .center,
                        children: [
                            StackLayoutTests.box(width: .fill, height: .fixed(40)),
                            StackLayoutTests.box(width: .fixed(100), height: .fixed(20)),
                        ])
                    column.padding = EdgeInsets(all: 16)
                    return column
                }(),
                view(.view, id: "badge", frame: rect(300, 10, 60, 30)),
            ]))

    @Test func onADeviceTheCanvasIsTheSafeArea() {
        #expect(Self.layout.laidOut(on: Device(.iPhoneSE)).size == Size(width: 375, height: 647))
        #expect(Self.layout.laidOut(on: Device(.iPhone15ProMax)).size == Size(width: 430, height: 839))
        #expect(Self.layout.laidOut(on: Device(.iPad10, .landscape)).size == Size(width: 1180, height: 776))
        #expect(Self.layout.laidOut(on: Device(.iPhone15)).root == Self.layout.root)
    }

    @Test func stacksAndFillSizesReflowToTheDeviceWidthWhileFramesStay() {
        let frames = { (device: Device) -> [Rect] in
            let root = placed(Self.layout.laidOut(on: device))
            return [root.frame] + root.children[0].children.map(\.frame) + [root.children[1].frame]
        }
        #expect(
            frames(Device(.iPhoneSE)) == [
                rect(0, 0, 375, 647), rect(16, 16, 343, 40), rect(137.5, 64, 100, 20), rect(300, 10, 60, 30),
            ])
        #expect(
            frames(Device(.iPad10)) == [
                rect(0, 0, 820, 1136), rect(16, 16, 788, 40), rect(360, 64, 100, 20), rect(300, 10, 60, 30),
            ])
    }

    @Test func framePlacedViewsAreCountedInCellTemplatesToo() {
        #expect(Self.layout.framePlacedViewCount == 1)
        var table = view(.table)
        table.list = .table(TableSpec(cell: view(.view, children: [view(.label, frame: rect(0, 0, 10, 10))])))
        let layout = LayoutSpec(name: "T", size: Size(width: 10, height: 10), root: view(.view, children: [table]))
        #expect(layout.framePlacedViewCount == 1)
        let bare = LayoutSpec(name: "B", size: Size(width: 10, height: 10), root: StackLayoutTests.box())
        #expect(bare.framePlacedViewCount == 0)
    }
}
