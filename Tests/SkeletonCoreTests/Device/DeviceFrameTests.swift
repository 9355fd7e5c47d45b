import SkeletonCore
import TestSupport
import Testing

/// The device frame around a layout's drawing: its geometry and the commands it adds.
@Suite struct DeviceFrameTests {
    /// A layout drawing of the iPhone 15's safe-area size with one shape at (10, 20).
    static let layout = DisplayList(
        size: Size(width: 393, height: 759), background: RGBA8(rgb: 0xFFFFFF),
        commands: [
            .fill(
                ShapeFill(
                    rect: rect(10, 20, 100, 15), radii: CornerRadii(uniform: 0), paint: .solid(RGBA8(rgb: 0xECF0F1)),
                    role: .textLine))
        ])

    /// A theme's layout: drawn in the safe area.
    static let content = LayoutSpec(name: "content", size: Size(width: 393, height: 759), root: ViewNode(kind: .view))
    /// An Interface Builder scene: a view controller's view, drawn on the whole screen.
    static let scene: LayoutSpec = {
        var layout = LayoutSpec(name: "scene", size: Size(width: 393, height: 852), root: ViewNode(kind: .view))
        layout.fillsScreen = true
        return layout
    }()

    /// The rectangles of the fills in a list, in order.
    static func fills(_ list: DisplayList) -> [Rect] {
        list.commands.compactMap { command in
            if case .fill(let fill) = command { return fill.rect }
            return nil
        }
    }

    @Test func theFrameIsTheScreenWithAnEightPointBezel() {
        let frame = DeviceFrame(Device(.iPhone15), around: Self.content)
        #expect(frame.size == Size(width: 409, height: 868))
        #expect(frame.screen == rect(8, 8, 393, 852))
        #expect(frame.layoutOrigin == Point(x: 8, y: 67))
        #expect(DeviceFrame(Device(.iPhone15, .landscape), around: Self.content).layoutOrigin == Point(x: 67, y: 8))
        #expect(DeviceFrame(Device(.iPad10, .landscape), around: Self.content).size == Size(width: 1196, height: 836))
    }

    @Test func aViewControllersViewFillsTheScreenUnderTheStatusBarNotTheSafeArea() {
        // An IB scene's root already runs under the status bar: placing it in the safe area counted the bar twice.
        #expect(DeviceFrame(Device(.iPhone15), around: Self.scene).layoutOrigin == Point(x: 8, y: 8))
        #expect(Self.scene.laidOut(on: Device(.iPhoneSE)).size == Size(width: 375, height: 667))
        #expect(Self.content.laidOut(on: Device(.iPhoneSE)).size == Size(width: 375, height: 647))
        #expect(Self.scene.canvas(on: Device(.iPhone15, .landscape)) == rect(0, 0, 852, 393))
    }

    @Test func theLayoutIsDrawnInTheSafeAreaClippedToTheRoundedScreen() {
        let list = DeviceFrame(Device(.iPhone15), around: Self.content).displayList(
            framing: Self.layout, scheme: .light, surround: RGBA8(rgb: 0xE5E5EA))
        #expect(list.size == Size(width: 409, height: 868))
        #expect(list.background == RGBA8(rgb: 0xE5E5EA))
        #expect(
            Array(Self.fills(list).prefix(3)) == [rect(0, 0, 409, 868), rect(8, 8, 393, 852), rect(18, 87, 100, 15)])
        #expect(list.commands[2] == .pushClip(rect: rect(8, 8, 393, 852), radii: CornerRadii(uniform: 55)))
        #expect(list.commands[3] == .pushClip(rect: rect(8, 67, 393, 759), radii: CornerRadii(uniform: 0)))
        #expect(list.commands[5] == .popClip)
        #expect(list.commands.last == .popClip)
        guard case .fill(let screen) = list.commands[1] else { return #expect(Bool(false), "no screen fill") }
        #expect(screen.paint == .solid(RGBA8(rgb: 0xFFFFFF)))
    }

    @Test func theStatusBarIslandAndHomeIndicatorSitWhereApplesTemplatesPutThem() {
        let list = DeviceFrame(Device(.iPhone15), around: Self.content).displayList(
            framing: Self.layout, scheme: .dark, surround: .init(rgb: 0))
        let texts = list.commands.compactMap { command -> TextRun? in
            if case .text(let run) = command { return run }
            return nil
        }
        #expect(texts.map(\.text) == ["9:41"])
        #expect(texts[0].baselineOrigin == Point(x: 8 + 66.75, y: 40))
        #expect(texts[0].color == RGBA8(rgb: 0xFFFFFF))
        let fills = Self.fills(list)
        #expect(fills.contains(rect(8 + 133.5, 19, 126, 37)), "the Dynamic Island")
        #expect(fills.last == rect(8 + 129.5, 8 + 852 - 13, 134, 5), "the home indicator")
    }

    @Test func anIPhoneOnItsSideHasNoStatusBarAndItsIslandAtTheSide() {
        let list = DeviceFrame(Device(.iPhone15, .landscape), around: Self.content).displayList(
            framing: Self.layout, scheme: .light, surround: .init(rgb: 0))
        #expect(!list.commands.contains { if case .text = $0 { true } else { false } })
        let fills = Self.fills(list)
        #expect(fills.contains(rect(19, 8 + 133.5, 37, 126)))
        #expect(fills.last == rect(8 + 321.5, 8 + 393 - 13, 209, 5))
        let se = DeviceFrame(Device(.iPhoneSE), around: Self.content).displayList(
            framing: Self.layout, scheme: .light, surround: .init(rgb: 0))
        #expect(!Self.fills(se).contains { $0.height == 5 }, "the SE has a home button, no indicator")
    }

    @Test func offsettingMovesEveryGeometricCommand() {
        let run = TextRun(text: "a", font: .default, baselineOrigin: Point(x: 1, y: 2), color: .init(rgb: 0))
        #expect(
            DrawCommand.text(run).offsetBy(dx: 10, dy: 20)
                == .text(TextRun(text: "a", font: .default, baselineOrigin: Point(x: 11, y: 22), color: .init(rgb: 0))))
        #expect(
            DrawCommand.pushClip(rect: rect(1, 2, 3, 4), radii: CornerRadii(uniform: 1)).offsetBy(dx: 1, dy: 1)
                == .pushClip(rect: rect(2, 3, 3, 4), radii: CornerRadii(uniform: 1)))
        #expect(DrawCommand.endGroup.offsetBy(dx: 5, dy: 5) == .endGroup)
    }
}
