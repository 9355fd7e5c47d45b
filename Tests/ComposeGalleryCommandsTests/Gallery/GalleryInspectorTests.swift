import Foundation
import SkeletonCore
import SkeletonRaster
import SkeletonTheme
import TestSupport
import Testing

@testable import SkeletonCompose
@testable import SkeletonGallery

/// A 200 × 120 card written for these tests: a one-line title, a badge that is not skeletonable
/// around a label, a photo and a price hidden while the skeleton is active. Paths: card 0,
/// title 0.0, badge 0.1, badgeText 0.1.0, photo 0.2, price 0.3.
let inspectorTheme = """
    {"name": "Inspect", "style": "solid", "layouts": [{"name": "Card", "size": [200, 120],
      "root": {"type": "view", "id": "card", "children": [
        {"type": "label", "id": "title", "text": "Oak", "numberOfLines": 1, "frame": [10, 10, 120, 20]},
        {"type": "view", "id": "badge", "isSkeletonable": false, "frame": [10, 40, 60, 30], "children": [
          {"type": "label", "id": "badgeText", "text": "New", "frame": [5, 5, 40, 20]}]},
        {"type": "imageView", "id": "photo", "frame": [140, 10, 50, 50]},
        {"type": "label", "id": "price", "text": "9", "isHiddenWhenSkeletonIsActive": true, "frame": [10, 80, 60, 20]}
      ]}}]}
    """

/// A gallery on the inspector theme in a `width` × `height` window (800 × 600), focused on the card.
private func focusedSession(in scratch: TemporaryDirectory, width: Int = 800, height: Int = 600) throws -> (
    GallerySession, path: String
) {
    let path = try scratch.write("inspect.theme.json", inspectorTheme)
    var options = GalleryOptions()
    options.windowWidth = width
    options.windowHeight = height
    let session = GallerySession(themePaths: [path], services: TestPlatform.services, options: options)
    _ = session.handle(.resize(width: width, height: height, pixelScale: 1), at: 0)
    _ = session.handle(.key(.enter), at: 0)
    return (session, path)
}

/// The window point over layout point (x, y) of the focused card.
private func windowPoint(_ session: GallerySession, _ x: Double, _ y: Double) throws -> (x: Double, y: Double) {
    let placement = try #require(session.focusedLayout()).placement
    return (placement.origin.x + x * placement.scale, placement.origin.y + y * placement.scale)
}

/// The decisions of the inspector theme's card.
private func cardDecisions() throws -> [SkeletonDecision] {
    let scratch = try TemporaryDirectory()
    let (session, _) = try focusedSession(in: scratch)
    return try #require(session.focusedLayout()).prepared.scene.decisions
}

@Test func hitTestPicksTheFrontmostViewUnderAPoint() throws {
    let decisions = try cardDecisions()
    let hits = [
        Point(x: 15, y: 15), Point(x: 20, y: 50), Point(x: 12, y: 42), Point(x: 150, y: 20), Point(x: 195, y: 115),
        Point(x: 130, y: 15), Point(x: 129.5, y: 15),
    ].map { ViewHitTest.path(at: $0, in: decisions) }
    // badgeText spans 15…55 × 45…65 inside the badge; the title's right edge (130) is outside it.
    #expect(hits == ["0.0", "0.1.0", "0.1", "0.2", "0", "0", "0.0"])
}

@Test func hitTestFindsNothingOutsideTheLayoutOrInBadInput() throws {
    let decisions = try cardDecisions()
    #expect(ViewHitTest.path(at: Point(x: -1, y: 5), in: decisions) == nil)
    #expect(ViewHitTest.path(at: Point(x: 200, y: 50), in: decisions) == nil)
    #expect(ViewHitTest.path(at: Point(x: .nan, y: 50), in: decisions) == nil)
    #expect(ViewHitTest.path(at: Point(x: 5, y: 5), in: []) == nil)
}

@Test func everyViewGetsTheStateItsDecisionGives() throws {
    let states = Dictionary(uniqueKeysWithValues: try cardDecisions().map { ($0.node.id ?? "", ViewState($0)) })
    #expect(states["card"] == .container)
    #expect(states["title"] == .skeletonLeaf)
    #expect(states["badge"] == .notSkeletonable)
    #expect(states["badgeText"] == .flaggedButUnreachable)
    #expect(states["photo"] == .skeletonLeaf)
    #expect(states["price"] == .hiddenWhileActive)
}

@Test func clickingAViewPrintsAndCopiesItsSourceLine() throws {
    let scratch = try TemporaryDirectory()
    let (session, path) = try focusedSession(in: scratch)
    let point = try windowPoint(session, 150, 20)
    let effects = session.handle(.mouseDown(x: point.x, y: point.y), at: 1)
    // The photo's object starts on line 6, column 5 of the theme.
    #expect(effects == [.output("\(path):6:5: photo imageView [0.2]"), .copyToClipboard("\(path):6:5")])
    #expect(session.state.inspector.selected == "0.2")
}

@Test func hoveringOutlinesTheViewAndPutsTheExplanationBesideIt() throws {
    let scratch = try TemporaryDirectory()
    let (session, _) = try focusedSession(in: scratch)
    let point = try windowPoint(session, 20, 20)
    #expect(session.handle(.mouseMove(x: point.x, y: point.y), at: 1) == [])
    #expect(session.state.inspector.hovered == "0.0")
    let frame = session.makeFrame(at: 1)
    let title = try #require(session.focusedLayout()).placement.rect(Rect(x: 10, y: 10, width: 120, height: 20))
    let panels = frame.chrome.commands.compactMap { command -> Rect? in
        guard case .fill(let fill) = command, fill.radii == CornerRadii(uniform: 8) else { return nil }
        return fill.rect
    }
    let panel = try #require(panels.first)
    #expect(panel.intersection(title) == nil, "the panel \(panel) covers the title \(title)")
    #expect(panel.minX == title.maxX + 2 + InspectorOverlay.gap, "the panel is not right of the outline")
    let texts = frame.chrome.commands.compactMap { command -> String? in
        guard case .text(let run) = command else { return nil }
        return run.text
    }
    #expect(texts.contains { $0.hasPrefix("title label [0.0]") })
    #expect(texts.contains("leaf: 1 text line"))
    #expect(texts.contains("numberOfLines = 1"))
}

@Test func movingOffTheViewsKeepsTheClickedOneExplained() throws {
    let scratch = try TemporaryDirectory()
    let (session, _) = try focusedSession(in: scratch)
    let photo = try windowPoint(session, 150, 20)
    _ = session.handle(.mouseDown(x: photo.x, y: photo.y), at: 1)
    _ = session.handle(.mouseMove(x: 2, y: 300), at: 2)
    #expect(session.state.inspector.hovered == nil)
    #expect(session.state.inspector.shown == "0.2")
    _ = session.handle(.key(.escape), at: 3)
    #expect(session.state.inspector.shown == nil, "the grid keeps the focus view's view")
}

@Test func clickingOutsideTheLayoutSelectsNothingAndPrintsNothing() throws {
    let scratch = try TemporaryDirectory()
    let (session, _) = try focusedSession(in: scratch)
    #expect(session.handle(.mouseDown(x: 2, y: 300), at: 1) == [])
    #expect(session.state.inspector.selected == nil)
    // Over the header: not a view even where the layout is scrolled under it.
    #expect(session.handle(.mouseDown(x: 400, y: 2), at: 1) == [])
}

@Test func eAndWTurnTheStateAndShiftOverlaysOnAndOff() throws {
    let scratch = try TemporaryDirectory()
    let (session, _) = try focusedSession(in: scratch)
    _ = session.handle(.key(.character("E")), at: 1)
    _ = session.handle(.key(.character("w")), at: 1)
    #expect(session.state.inspector.showsStates && session.state.inspector.showsShift)
    let texts = session.makeFrame(at: 1).chrome.commands.compactMap { command -> String? in
        guard case .text(let run) = command else { return nil }
        return run.text
    }
    #expect(texts.contains("view states (E)"))
    #expect(texts.contains("■ flagged but unreachable"))
    #expect(texts.contains("layout shift 0 (W): the content takes the skeleton's place"))
    _ = session.handle(.key(.character("e")), at: 2)
    #expect(!session.state.inspector.showsStates)
}

@Test func theStateOverlayFillsEachViewInItsStateColour() throws {
    let decisions = try cardDecisions()
    let placement = LayoutPlacement(origin: Point(x: 100, y: 50), scale: 2)
    let commands = StateOverlay.commands(
        decisions: decisions, placement: placement, room: Rect(x: 0, y: 0, width: 800, height: 600),
        palette: ChromePalette.forScheme(.light),
        metrics: ChromeMetrics(metrics: FakeTextMetrics(advance: 7), pixelScale: 1))
    let fills = commands.compactMap { command -> (Rect, RGBA8)? in
        guard case .fill(let fill) = command, fill.role == .chrome, fill.opacity == StateOverlay.fillOpacity,
            case .solid(let color) = fill.paint
        else { return nil }
        return (fill.rect, color)
    }
    // Filled: title and photo (leaves), badgeText (unreachable), price (hidden); not the card or the badge.
    #expect(
        fills.map(\.0) == [
            Rect(x: 120, y: 70, width: 240, height: 40), Rect(x: 130, y: 140, width: 80, height: 40),
            Rect(x: 380, y: 70, width: 100, height: 100), Rect(x: 120, y: 210, width: 120, height: 40),
        ])
    #expect(
        fills.map(\.1) == [
            ViewState.skeletonLeaf.color, ViewState.flaggedButUnreachable.color, ViewState.skeletonLeaf.color,
            ViewState.hiddenWhileActive.color,
        ])
}

@Test func theReducerAsksToInspectOnlyInTheFocusView() {
    var state = GalleryState(theme: nil, viewport: Viewport(width: 800, height: 600, pixelScale: 1))
    #expect(state.reduce(.mouseMove(x: 10, y: 100), at: 0, themes: []) == [])
    state.isFocused = true
    #expect(state.reduce(.mouseMove(x: 10, y: 100), at: 0, themes: []) == [.inspect(x: 10, y: 100, click: false)])
    #expect(state.reduce(.mouseDown(x: 10, y: 100), at: 0, themes: []) == [.inspect(x: 10, y: 100, click: true)])
    state.isScrubbing = true
    #expect(state.reduce(.mouseMove(x: 10, y: 100), at: 0, themes: []) == [])
}

@Test func thePointerOnThePanelKeepsItsViewExplained() throws {
    let scratch = try TemporaryDirectory()
    let (session, _) = try focusedSession(in: scratch)
    let title = try windowPoint(session, 20, 20)
    _ = session.handle(.mouseMove(x: title.x, y: title.y), at: 1)
    let panel = try #require(
        session.makeFrame(at: 1).chrome.commands.compactMap { command -> Rect? in
            guard case .fill(let fill) = command, fill.radii == CornerRadii(uniform: 8) else { return nil }
            return fill.rect
        }.first)
    // The panel lies right of the title, over the photo (140…190 across in the layout, 10…60 down).
    _ = session.handle(.mouseMove(x: panel.minX + 4, y: panel.minY + 4), at: 2)
    #expect(session.state.inspector.hovered == "0.0")
    // Off the panel (the price lies left of it, under the title), the view there is explained.
    let price = try windowPoint(session, 20, 90)
    #expect(!panel.contains(Point(x: price.x, y: price.y)))
    _ = session.handle(.mouseMove(x: price.x, y: price.y), at: 3)
    #expect(session.state.inspector.hovered == "0.3")
}

/// The layout shift overlay of `LayoutShiftCheckTests`'s growing label: its 100 × 90 skeleton box
/// as a ghost, its 100 × 20 frame outlined, and the score 0.63 over the threshold in the legend.
@Test func theShiftOverlayDrawsTheSkeletonBoxAsAGhostAndTheContentFrameOutlined() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("grow.theme.json", LayoutShiftCheckTests.theme(lines: 4))
    let theme = try #require(ThemeLoader.load(path: path, fontResolver: nil).theme)
    let prepared = PreparedLayout(
        layout: theme.layouts[0], theme: theme, metrics: FakeTextMetrics(advance: 7), options: LayoutOptions())
    let commands = ShiftOverlay.commands(
        shift: LayoutShift(of: prepared), placement: LayoutPlacement(origin: Point(x: 10, y: 20), scale: 1),
        room: Rect(x: 0, y: 0, width: 800, height: 600), palette: ChromePalette.forScheme(.light),
        metrics: ChromeMetrics(metrics: FakeTextMetrics(advance: 7), pixelScale: 1))
    let fills = { (color: RGBA8, opacity: Double) in
        commands.compactMap { command -> Rect? in
            guard case .fill(let fill) = command, fill.paint == .solid(color), fill.opacity == opacity else {
                return nil
            }
            return fill.rect
        }
    }
    #expect(fills(ShiftOverlay.skeletonColor, 0.35) == [Rect(x: 10, y: 20, width: 100, height: 90)])
    // The content frame's outline, 2 points inside its edges: top, bottom, left, right.
    #expect(
        fills(ShiftOverlay.contentColor, 1) == [
            Rect(x: 10, y: 20, width: 100, height: 2), Rect(x: 10, y: 38, width: 100, height: 2),
            Rect(x: 10, y: 22, width: 2, height: 16), Rect(x: 108, y: 22, width: 2, height: 16),
        ])
    let texts = commands.compactMap { command -> String? in
        guard case .text(let run) = command else { return nil }
        return run.text
    }
    #expect(texts.first == "layout shift 0.63 (W), over 0.1: validate warns")
    #expect(texts.dropFirst().first == "■ skeleton's box (1 view moves)")
}

@Test func clickingThePanelSelectsTheViewItExplains() throws {
    let scratch = try TemporaryDirectory()
    let (session, path) = try focusedSession(in: scratch)
    let title = try windowPoint(session, 20, 20)
    _ = session.handle(.mouseMove(x: title.x, y: title.y), at: 1)
    let panel = try #require(
        session.makeFrame(at: 1).chrome.commands.compactMap { command -> Rect? in
            guard case .fill(let fill) = command, fill.radii == CornerRadii(uniform: 8) else { return nil }
            return fill.rect
        }.first)
    let effects = session.handle(.mouseDown(x: panel.minX + 4, y: panel.minY + 4), at: 2)
    #expect(effects == [.output("\(path):3:5: title label [0.0]"), .copyToClipboard("\(path):3:5")])
    #expect(session.state.inspector.selected == "0.0")
}

@Test func withBothLegendsShownTheExplanationGoesBelowThemAndCoversNoPanel() throws {
    let scratch = try TemporaryDirectory()
    // A window so narrow that the two legends cannot stand side by side and the title's panel
    // finds room only below the title, across the window, where the legends would otherwise be.
    let (session, _) = try focusedSession(in: scratch, width: 400, height: 260)
    _ = session.handle(.key(.character("e")), at: 1)
    _ = session.handle(.key(.character("w")), at: 1)
    let point = try windowPoint(session, 20, 20)
    _ = session.handle(.mouseMove(x: point.x, y: point.y), at: 1)
    #expect(session.state.inspector.hovered == "0.0")
    let panels = session.makeFrame(at: 1).chrome.commands.compactMap { command -> Rect? in
        guard case .fill(let fill) = command, fill.radii == CornerRadii(uniform: 8) else { return nil }
        return fill.rect
    }
    // The two legends, then the explanation: no two of them overlap.
    #expect(panels.count >= 3)
    for (index, panel) in panels.enumerated() {
        for other in panels[(index + 1)...] {
            #expect(panel.intersection(other) == nil, "\(panel) overlaps \(other)")
        }
    }
}
