import SkeletonCore
import TestSupport
import Testing

/// Template mode at shape edges: Core Animation masks the composited view, so under an opaque
/// placeholder nothing of the target's content can show, not even in the anti-aliased edge pixels.
@Suite struct TemplateEdgeTests {
    /// A white root holding a round red avatar (a template target through its own id) with a dark
    /// child view (a target too, covered by the avatar's placeholder).
    static func theme(mode: String = #""shimmerTemplate""#) throws -> AcceptanceTheme {
        try AcceptanceTheme(
            root: ##"""
                {"backgroundColor": "#FFFFFF", "children": [{"type": "view", "id": "avatar", "shimmeringAnimatedItems": ["avatar"],
                  "backgroundColor": "#FF0000", "cornerRadius": 20, "clipsToBounds": true, "frame": [10, 10, 40, 40],
                  "children": [{"type": "view", "backgroundColor": "#000000", "frame": [0, 0, 10, 10]}]}]}
                """##, size: (60, 60), top: #""mode": \#(mode),"#)
    }

    /// The colours of the background fills drawn in a frame.
    static func backgrounds(_ list: DisplayList) -> [String] {
        list.fills(.background).compactMap { $0.opacity > 0 ? $0.solidColor?.hexString : nil }
    }

    @Test func contentUnderAnOpaquePlaceholderIsNotDrawnWhileTheTemplateIsOn() throws {
        let theme = try Self.theme()
        let list = try theme.frame(at: 0)
        #expect(Self.backgrounds(list) == ["#FFFFFF"])
        let placeholders = list.fills(.placeholder)
        #expect(placeholders.map(\.rect) == [rect(10, 10, 40, 40)])
        #expect(placeholders.map(\.radii) == [CornerRadii(uniform: 20)])
    }

    @Test func contentComesBackWhenTheTemplateIsRemoved() throws {
        let theme = try Self.theme()
        var timeline = theme.timeline
        timeline.requestHide(at: 1)
        let list = try theme.frame(at: 1, timeline: timeline)
        #expect(Self.backgrounds(list) == ["#FFFFFF", "#FF0000", "#000000"])
        #expect(list.fills(.placeholder).isEmpty)
    }

    @Test func translucentPlaceholderStillShowsTheContentThroughIt() throws {
        let theme = try Self.theme(mode: ##"{"shimmerTemplate": {"color": "#D8D8D880"}}"##)
        #expect(Self.backgrounds(try theme.frame(at: 0)) == ["#FFFFFF", "#FF0000", "#000000"])
    }
}
