import Foundation
import SkeletonCore
import SkeletonTheme
import TestSupport
import Testing

@testable import SkeletonCompose
@testable import SkeletonGallery

/// Every character 7 points wide, so panel sizes are exact.
private let metrics = ChromeMetrics(metrics: FakeTextMetrics(advance: 7), pixelScale: 1)
private let palette = ChromePalette.forScheme(.light)
private let room = Rect(x: 0, y: 0, width: 800, height: 600)

/// Two 17-character lines: a panel 17 × 7 + 24 = 143 wide and 2 × 17 + 20 = 54 tall.
private let twoLines: [(String, RGBA8)] = [
    ("title label [0.0]", palette.accent), ("leaf: 1 text line", palette.panelText),
]

/// Where the panel goes beside `view`, and its rectangle.
private func placed(beside view: Rect) -> Rect {
    let panel = InspectorOverlay.panel(twoLines, beside: view, in: room, metrics: metrics)
    return Rect(origin: panel.origin, size: panel.panel.size(metrics: metrics))
}

@Test func thePanelGoesRightOfTheViewLevelWithItsTop() {
    let view = Rect(x: 100, y: 100, width: 200, height: 100)
    #expect(placed(beside: view) == Rect(x: 308, y: 100, width: 143, height: 54))
}

@Test func withNoRoomOnTheRightThePanelFlipsToTheLeft() {
    let view = Rect(x: 500, y: 100, width: 280, height: 100)
    // Right of it 800 − 780 − 8 = 12 points: too narrow; left of it the panel ends 8 before 500.
    #expect(placed(beside: view) == Rect(x: 349, y: 100, width: 143, height: 54))
}

@Test func aViewAsWideAsTheRoomGetsThePanelBelowThenAbove() {
    #expect(placed(beside: Rect(x: 0, y: 0, width: 800, height: 300)) == Rect(x: 0, y: 308, width: 143, height: 54))
    #expect(
        placed(beside: Rect(x: 0, y: 560, width: 800, height: 40)) == Rect(x: 0, y: 498, width: 143, height: 54))
}

@Test func thePanelStaysInTheRoomWhenTheViewIsLow() {
    // Level with a view near the bottom would cross the room's bottom: moved up to end at 600.
    let view = Rect(x: 100, y: 580, width: 100, height: 20)
    #expect(placed(beside: view) == Rect(x: 208, y: 546, width: 143, height: 54))
}

@Test func aViewFillingTheRoomStillGetsAPanelAtTheCorner() {
    #expect(placed(beside: room).origin == room.origin)
}

@Test func aTallExplanationTooLongForEverySideIsCutOnTheRoomiestSide() {
    let lines = (0..<60).map { ("reason \($0)", palette.panelText) }
    let view = Rect(x: 100, y: 0, width: 200, height: 600)
    let panel = InspectorOverlay.panel(lines, beside: view, in: room, metrics: metrics)
    // Right: 800 − 308 = 492 × 600 (left's 92 points are too narrow); (600 − 24 + 4) / 17 holds 34
    // lines, the last the note.
    #expect(panel.origin.x == 308)
    #expect(panel.panel.lines.count == 34)
    #expect(panel.panel.lines.last?.text == "... 27 more lines: enlarge the window")
}

/// The panel for a leaf label, as the dump prints it: outline, panel and the `explain` lines.
@Test func theInspectorPanelMatchesItsGolden() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("inspect.theme.json", inspectorTheme)
    let theme = try #require(ThemeLoader.load(path: path, fontResolver: nil).theme)
    let prepared = PreparedLayout(
        layout: theme.layouts[0], theme: theme, metrics: FakeTextMetrics(advance: 7), options: LayoutOptions())
    let decisions = prepared.scene.decisions
    let title = try #require(decisions.first { $0.node.id == "title" })
    var wording = InspectorOverlay.lines(for: title, wording: DecisionWording(decisions: decisions))
    // The scratch folder's name changes every run: the heading keeps the file's own name.
    wording[0] = wording[0].replacingOccurrences(of: scratch.path + "/", with: "")
    #expect(
        wording == [
            "title label [0.0]  inspect.theme.json:3:5",
            "reached: a skeletonable subview of a reached skeletonable view",
            "leaf: 1 text line",
            "numberOfLines = 1",
            "line height 15 (appearance textLineHeight fixed)",
            "spacing 10 (appearance multilineSpacing)",
            "last line 70% wide (appearance multilineLastLineFillPercent)",
            "line corner radius 0 (appearance multilineCornerRadius)",
        ])
    var renamed = title
    renamed.node.writtenAt = WrittenAt(SourceLocation(file: "inspect.theme.json", line: 3, column: 5))
    let commands = InspectorOverlay.commands(
        for: renamed, wording: DecisionWording(decisions: decisions),
        placement: LayoutPlacement(origin: Point(x: 40, y: 60), scale: 1), room: room, palette: palette,
        metrics: metrics)
    let dump = DisplayList(size: room.size, background: palette.canvas, commands: commands).json().prettyText + "\n"
    GoldenText.assertMatches(dump, named: "inspector-panel.json")
}

/// The badge's label is flagged but behind the badge: the panel names the view that stops the
/// descent; a theme view gets no `--flag` line (that fix is for Interface Builder files).
@Test func anUnreachedThemeViewIsExplainedWithoutIBOptions() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("inspect.theme.json", inspectorTheme)
    let theme = try #require(ThemeLoader.load(path: path, fontResolver: nil).theme)
    let prepared = PreparedLayout(
        layout: theme.layouts[0], theme: theme, metrics: FakeTextMetrics(advance: 7), options: LayoutOptions())
    let decisions = prepared.scene.decisions
    let badgeText = try #require(decisions.first { $0.node.id == "badgeText" })
    let lines = InspectorOverlay.lines(for: badgeText, wording: DecisionWording(decisions: decisions))
    #expect(lines.dropFirst() == ["not reached: badge (0.1) is not skeletonable and stops the descent"])
}
