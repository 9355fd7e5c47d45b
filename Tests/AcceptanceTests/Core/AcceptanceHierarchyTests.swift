import SkeletonCore
import TestSupport
import Testing

/// SkeletonView's recursion (UIView+SkeletonView.swift, Recursive.swift, SkeletonLayer.swift):
/// leaves get skeletons, containers none; a non-skeletonable view stops the descent; a skeletonable
/// leaf covers its non-skeletonable children; hidden-while-active views; corner radii and clipping.
@Suite struct AcceptanceHierarchyTests {
    /// The frame at t (after the show fade by default) of a 300×200 layout with `root`.
    static func frame(_ root: String, at t: Double = 1, hideAt hide: Double? = nil) throws -> DisplayList {
        let theme = try AcceptanceTheme(root: root, size: (300, 200), top: #""style": "solid","#)
        var timeline = theme.timeline
        if let hide { timeline.requestHide(at: hide) }
        return try theme.frame(at: t, timeline: timeline)
    }

    @Test func nonSkeletonableRootHasNoSkeletonAnywhere() throws {
        let list = try Self.frame(
            #"{"isSkeletonable": false, "children": [{"type": "label", "text": "Hi", "frame": [0, 0, 100, 40]}, {"type": "view", "frame": [0, 50, 100, 40]}]}"#
        )
        #expect(list.skeletons.isEmpty)
        #expect(list.texts.map(\.text) == ["Hi"])
        #expect(list.texts.first?.opacity == 1)
    }

    @Test func skeletonableRootWithSkeletonableLabelSkeletonizesTheLabelOnly() throws {
        let list = try Self.frame(
            ##"{"backgroundColor": "#123456", "children": [{"type": "label", "frame": [10, 10, 200, 40]}]}"##)
        #expect(list.skeletons.map(\.rect) == [rect(10, 22.5, 140, 15)])
        // The container keeps its background.
        #expect(list.fills(.background).contains { $0.rect == rect(0, 0, 300, 200) && $0.opacity == 1 })
    }

    @Test func skeletonableRootWithOnlyNonSkeletonableChildIsOneBlockOverIt() throws {
        let list = try Self.frame(
            #"{"children": [{"type": "label", "text": "Hi", "isSkeletonable": false, "frame": [10, 10, 200, 40]}]}"#)
        #expect(list.skeletons.map(\.rect) == [rect(0, 0, 300, 200)])
        #expect(list.skeletons.first?.role == .block)
        // The block is above the child's content (its text is drawn before the block, or not at all).
        let block = try #require(list.index(of: list.skeletons[0]))
        let textIndex = list.commands.firstIndex { if case .text = $0 { return true } else { return false } }
        #expect(textIndex.map { $0 < block } ?? true)
    }

    @Test func nonSkeletonableContainerStopsTheDescent() throws {
        let list = try Self.frame(
            #"{"children": [{"isSkeletonable": false, "frame": [0, 0, 300, 100], "children": [{"type": "label", "frame": [0, 0, 100, 40]}, {"type": "view", "frame": [0, 50, 100, 40]}]}, {"type": "view", "frame": [0, 120, 50, 50]}]}"#
        )
        #expect(list.skeletons.map(\.rect) == [rect(0, 120, 50, 50)])
    }

    @Test func stackSkeletonizesItsArrangedLeaves() throws {
        let list = try Self.frame(
            #"{"type": "stack", "spacing": 10, "children": [{"type": "view", "height": 30}, {"type": "view", "height": 40}]}"#
        )
        #expect(list.skeletons.map(\.rect) == [rect(0, 0, 300, 30), rect(0, 40, 300, 40)])
    }

    @Test func hiddenWhileActiveViewDisappearsAndComesBack() throws {
        let root =
            ##"{"children": [{"type": "view", "frame": [0, 0, 100, 40]}, {"type": "view", "id": "badge", "backgroundColor": "#FF0000", "frame": [200, 0, 50, 20], "isHiddenWhenSkeletonIsActive": true}]}"##
        let shown = try Self.frame(root)
        #expect(shown.skeletons.map(\.rect) == [rect(0, 0, 100, 40)])
        #expect(!shown.fills.contains { $0.rect == rect(200, 0, 50, 20) })
        let hidden = try Self.frame(root, at: 3, hideAt: 2)
        #expect(hidden.fills(.background).contains { $0.rect == rect(200, 0, 50, 20) && $0.opacity == 1 })
    }

    @Test func hiddenWhileActiveNonSkeletonableRootIsHidden() throws {
        let list = try Self.frame(
            ##"{"isSkeletonable": false, "isHiddenWhenSkeletonIsActive": true, "backgroundColor": "#FF0000", "children": [{"type": "label", "text": "Hi", "frame": [0, 0, 100, 40]}]}"##
        )
        #expect(list.fills.allSatisfy { $0.solidColor?.hexString != "#FF0000" })
        #expect(list.texts.isEmpty)
    }

    @Test func skeletonCornerRadiusRoundsBlocksButNotLines() throws {
        let list = try Self.frame(
            #"{"children": [{"type": "view", "skeletonCornerRadius": 8, "frame": [0, 0, 100, 40]}, {"type": "label", "skeletonCornerRadius": 8, "frame": [0, 50, 100, 40]}, {"type": "label", "linesCornerRadius": 4, "frame": [0, 100, 100, 40]}]}"#
        )
        #expect(list.skeletons.map(\.radii) == [8, 0, 4].map { CornerRadii(uniform: $0) })
    }

    @Test func viewCornerRadiusAloneDoesNotRoundTheSkeleton() throws {
        let list = try Self.frame(
            #"{"children": [{"type": "imageView", "cornerRadius": 24, "frame": [10, 10, 48, 48]}]}"#)
        let block = try #require(list.skeletons.first)
        #expect(block.radii == CornerRadii(uniform: 0))
        let index = try #require(list.index(of: block))
        #expect(list.clips(at: index).isEmpty)
    }

    @Test func roundClippingAvatarClipsItsSkeleton() throws {
        let list = try Self.frame(
            #"{"children": [{"type": "imageView", "cornerRadius": 24, "clipsToBounds": true, "frame": [10, 10, 48, 48]}]}"#
        )
        let block = try #require(list.skeletons.first)
        #expect(block.rect == rect(10, 10, 48, 48))
        let index = try #require(list.index(of: block))
        let clipped = list.clips(at: index).contains { $0.rect == block.rect && $0.radii == CornerRadii(uniform: 24) }
        #expect(clipped || block.radii == CornerRadii(uniform: 24))
    }

    @Test func clippingParentClipsItsChildrensSkeletons() throws {
        let list = try Self.frame(
            #"{"children": [{"cornerRadius": 10, "clipsToBounds": true, "frame": [20, 20, 100, 100], "children": [{"type": "view", "frame": [-10, -10, 60, 60]}]}]}"#
        )
        let block = try #require(list.skeletons.first)
        #expect(block.rect == rect(10, 10, 60, 60))
        let index = try #require(list.index(of: block))
        #expect(
            list.clips(at: index).contains { $0.rect == rect(20, 20, 100, 100) && $0.radii == CornerRadii(uniform: 10) }
        )
    }

    @Test func appearanceCornerRadiiAreTheDefaults() throws {
        let theme = try AcceptanceTheme(
            root:
                #"{"children": [{"type": "view", "frame": [0, 0, 100, 40]}, {"type": "label", "frame": [0, 50, 100, 40]}]}"#,
            size: (300, 200),
            top: #""style": "solid", "appearance": {"skeletonCornerRadius": 6, "multilineCornerRadius": 3},"#)
        #expect(try theme.frame(at: 1).skeletons.map(\.radii) == [6, 3].map { CornerRadii(uniform: $0) })
    }

    @Test func tableGetsNoOverlayOfItsOwn() throws {
        let list = try Self.frame(
            #"{"children": [{"type": "table", "frame": [0, 0, 300, 88], "cell": {"children": [{"type": "view", "frame": [0, 0, 50, 20]}]}}]}"#
        )
        #expect(list.skeletons.map(\.rect) == [rect(0, 0, 50, 20), rect(0, 44, 50, 20)])
    }
}
