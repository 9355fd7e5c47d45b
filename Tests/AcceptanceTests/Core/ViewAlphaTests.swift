import SkeletonCore
import SkeletonRaster
import TestSupport
import Testing

/// A view's `alpha` fades its skeleton: SkeletonView never reads or changes `alpha`, and
/// `addSkeletonLayer` (Internal/UIKitExtensions/UIView+Extensions.swift) inserts the skeleton layer
/// as a sublayer of the view's own layer (`insertSkeletonLayer`, CALayer+Extensions.swift), so the
/// view's opacity multiplies it, and its subviews', as Core Animation's group opacity: the view's
/// subtree is composited once, then faded. Themes; Interface Builder's cases are in
/// SkeletonInterfaceBuilderTests (AlphaImportTests).
@Suite struct ViewAlphaTests {
    /// A 100 × 60 layout on white holding `children`, black solid skeletons, no transitions.
    static func theme(_ children: String) throws -> AcceptanceTheme {
        try AcceptanceTheme(
            root: #"{"type": "view", "children": [\#(children)]}"#, size: (100, 60),
            top: #"""
                "style": "solid", "background": "#FFFFFF", "appearance": {"tintColor": "#000000"},
                "transition": {"show": "none", "hide": "none"},
                """#)
    }

    /// The skeleton frame at t = 1.
    static func skeleton(_ children: String) throws -> DisplayList {
        try theme(children).frame(at: 1)
    }

    /// The content frame: hidden at 0, seen at 1.
    static func content(_ children: String) throws -> DisplayList {
        let theme = try theme(children)
        return try theme.frame(
            at: 1, timeline: .hidden(style: theme.theme.style, transitions: theme.theme.timelineTransitions))
    }

    /// The list drawn at one pixel per point.
    static func pixels(_ list: DisplayList) -> Framebuffer {
        var fb = Framebuffer(width: Int(list.size.width), height: Int(list.size.height))!
        Rasterizer().render(list, into: &fb)
        return fb
    }

    /// A black 40 × 20 solid block at (x, y), as every leaf below is drawn.
    static func block(_ x: Double, _ y: Double) -> DrawCommand {
        .fill(
            ShapeFill(
                rect: rect(x, y, 40, 20), radii: CornerRadii(uniform: 0), paint: .solid(RGBA8(rgb: 0)), role: .block))
    }

    @Test func alphaZeroDrawsNoSkeletonButKeepsItsPlace() throws {
        // A vertical stack [view alpha 0, view]: the faded view still takes its 20 points and the
        // 10-point gap (UIKit lays out by `isHidden`, never by alpha), so the second block is at y 30.
        let list = try Self.skeleton(
            #"""
            {"type": "stack", "frame": [0, 0, 40, 50], "spacing": 10, "children": [
              {"height": 20, "alpha": 0}, {"height": 20}]}
            """#)
        #expect(list.commands == [Self.block(0, 30)])
    }

    @Test func halfAlphaFadesTheSkeletonToHalfOpacity() throws {
        let list = try Self.skeleton(#"{"frame": [10, 10, 40, 20], "alpha": 0.5}"#)
        #expect(list.commands == [.beginGroup(opacity: 0.5), Self.block(10, 10), .endGroup])
        // Black at half opacity over white: 255 · (1 − 0.5) = 127.5, stored as 127 (0x7F) by the
        // rasterizer's 8-bit blend; outside the block the canvas stays white.
        let fb = Self.pixels(list)
        #expect(fb.pixels[20 * 100 + 30] == 0xFF7F_7F7F)
        #expect(fb.pixels[5 * 100 + 5] == 0xFFFF_FFFF)
    }

    @Test func nestedAlphasMultiply() throws {
        // A container at 0.5 holding a leaf at 0.5: 0.25 black over white, 255 · 0.75 = 191.25 → 0xBF.
        let list = try Self.skeleton(
            #"{"frame": [0, 0, 100, 60], "alpha": 0.5, "children": [{"frame": [10, 10, 40, 20], "alpha": 0.5}]}"#)
        #expect(
            list.commands == [
                .beginGroup(opacity: 0.5), .beginGroup(opacity: 0.5), Self.block(10, 10), .endGroup, .endGroup,
            ])
        #expect(Self.pixels(list).pixels[20 * 100 + 30] == 0xFFBF_BFBF)
    }

    @Test func overlappingSubviewsFadeAsOneGroup() throws {
        // Two opaque black blocks overlapping by 20 points in a container at 0.5. Core Animation
        // composites the container's sublayers first, then fades the result, so the overlap is as
        // light as the rest (127); fading each block on its own would darken it to 63.
        let list = try Self.skeleton(
            #"""
            {"frame": [0, 0, 100, 60], "alpha": 0.5, "children": [
              {"frame": [10, 10, 40, 20]}, {"frame": [30, 10, 40, 20]}]}
            """#)
        #expect(list.commands == [.beginGroup(opacity: 0.5), Self.block(10, 10), Self.block(30, 10), .endGroup])
        let fb = Self.pixels(list)
        #expect(
            [fb.pixels[20 * 100 + 15], fb.pixels[20 * 100 + 40], fb.pixels[20 * 100 + 60]]
                == Array(repeating: 0xFF7F_7F7F, count: 3))
    }

    @Test func alphaFadesTheContentToo() throws {
        // Content mode: the view's own black background at 0.5 over white is 127, and a subview at
        // alpha 0 is not drawn at all.
        let list = try Self.content(
            #"""
            {"frame": [10, 10, 40, 20], "backgroundColor": "#000000", "alpha": 0.5, "children": [
              {"frame": [0, 0, 10, 10], "backgroundColor": "#FF0000", "alpha": 0}]}
            """#)
        let background = DrawCommand.fill(
            ShapeFill(
                rect: rect(10, 10, 40, 20), radii: CornerRadii(uniform: 0), paint: .solid(RGBA8(rgb: 0)),
                role: .background))
        #expect(list.commands == [.beginGroup(opacity: 0.5), background, .endGroup])
        #expect(Self.pixels(list).pixels[11 * 100 + 11] == 0xFF7F_7F7F)
    }

    @Test func aContainerAtAlphaZeroHidesItsWholeSubtree() throws {
        let list = try Self.skeleton(
            #"{"frame": [0, 0, 100, 60], "alpha": 0, "children": [{"frame": [10, 10, 40, 20]}]}"#)
        #expect(list.commands == [])
    }

    @Test func aTemplatesLayersFadeWithTheirTarget() throws {
        // UIView-Shimmer adds its placeholder and shimmer as sublayers of the target's layer
        // (UIView+Template.swift), so the target's alpha groups them; alpha 0 hides them.
        let template = { (alpha: Double) in
            try AcceptanceTheme(
                root:
                    ##"{"backgroundColor": "#FFFFFF", "children": [{"frame": [10, 10, 40, 20], "alpha": \##(alpha)}]}"##,
                size: (100, 60), top: #""mode": "shimmerTemplate","#
            ).frame(at: 0)
        }
        let half = try template(0.5)
        let begin = try #require(half.commands.firstIndex(of: .beginGroup(opacity: 0.5)))
        let placeholder = try #require(half.fills(.placeholder).first.flatMap(half.index(of:)))
        #expect(begin < placeholder)
        #expect(half.commands.last == .endGroup)
        #expect(try template(0).fills(.placeholder).isEmpty)
    }

    @Test func theShowFadeMultipliesUnderTheViewsAlpha() throws {
        // crossDissolve(0.25) show: at t = 0.125 the skeleton layer's opacity is the ease-in-ease-out
        // curve at its midpoint, 0.5 (symmetric), drawn inside the view's 0.5 group: 0.25 in all.
        let theme = try AcceptanceTheme(
            root: #"{"type": "view", "children": [{"frame": [10, 10, 40, 20], "alpha": 0.5}]}"#, size: (100, 60),
            top:
                ##""style": "solid", "appearance": {"tintColor": "#000000"}, "transition": {"show": "crossDissolve(0.25)"},"##
        )
        let commands = try theme.frame(at: 0.125).commands
        #expect(commands.first == .beginGroup(opacity: 0.5))
        #expect(commands.last == .endGroup)
        let fills = try theme.frame(at: 0.125).skeletons
        #expect(fills.count == 1)
        #expect(abs((fills.first?.opacity ?? 0) - 0.5) < 1e-9)
    }
}
