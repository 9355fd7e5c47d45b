import SkeletonCore
import TestSupport
import Testing

@testable import SkeletonCompose
@testable import SkeletonGallery

/// Every character 7 points wide, so panel sizes are exact.
private let metrics = ChromeMetrics(metrics: FakeTextMetrics(advance: 7), pixelScale: 1)
private let palette = ChromePalette.forScheme(.light)

/// All four panels: a two-line diagnostic, a one-line toast, the HUD and a short key help.
private let everyPanel = PanelStack(
    diagnostics: ["theme.json:3:14: unknown key 'colour'", "did you mean 'color'?"],
    toast: Toast(lines: ["screenshot saved: /tmp/a.png"], until: 9, isError: false),
    hud: ["fps      60.0", "frame    16.7 ms"],
    help: ["1 2 3 4  style", "Space    show / hide", "F        frame statistics HUD"])

/// The rectangles of the panels' backgrounds (the fills rounded by 8 points), in drawing order.
private func panelRects(_ commands: [DrawCommand]) -> [Rect] {
    commands.compactMap {
        guard case .fill(let fill) = $0, fill.radii == CornerRadii(uniform: 8) else { return nil }
        return fill.rect
    }
}

/// The panels as the text the dump prints.
private func dump(_ commands: [DrawCommand], window: Size) -> String {
    DisplayList(size: window, background: palette.canvas, commands: commands).json().prettyText + "\n"
}

@Test func thePanelsStackFromTheBottomWithoutCoveringEachOther() {
    let window = Size(width: 800, height: 600)
    let commands = everyPanel.commands(window: window, top: 30, bottom: 600, palette: palette, metrics: metrics)
    let rects = panelRects(commands)
    // Diagnostics: 2 lines × 17 + 2 × 12 padding − 4 = 54 tall, 8 above the bottom (600 − 8 − 54),
    // as wide as the window less the two gaps (800 − 16).
    // Toast: 28 characters × 7 + 24 = 220 wide, 1 × 17 + 20 = 37 tall, centred ((800 − 220) / 2),
    // 8 above the diagnostics (538 − 8 − 37).
    // HUD: its fixed 230 × 94 in the top-right corner, 8 under the header (800 − 230 − 8, 30 + 8).
    // Help: 5 lines (heading, blank, 3 keys) = 5 × 17 + 20 = 105 tall; the widest line is 29
    // characters, 203 + 24 = 227 wide; centred in the room between the HUD (38 + 94 + 8 = 140) and
    // the toast (493 − 8 = 485): x = 400 − 113.5 = 286.5, rounded to 287; y = 140 + (345 − 105) / 2 = 260.
    #expect(
        rects == [
            Rect(x: 8, y: 538, width: 784, height: 54), Rect(x: 290, y: 493, width: 220, height: 37),
            Rect(x: 562, y: 38, width: 230, height: 94), Rect(x: 287, y: 260, width: 227, height: 105),
        ])
    for (i, a) in rects.enumerated() {
        for b in rects[(i + 1)...] { #expect(a.intersection(b) == nil, "\(a) covers \(b)") }
    }
    GoldenText.assertMatches(dump(commands, window: window), named: "panels-800x600.json")
}

@Test func inASmallWindowTheHelpIsCutWithANoteAndEveryPanelStaysInside() {
    // 400 × 300 with a timeline bar from y = 180: the diagnostics end at 172, the toast above them at
    // 73, so under the HUD (from 140) no room is left and the help keeps one line, the note
    // "... 5 more lines: enlarge the window" (36 characters: 276 points wide, 37 tall, at (62, 140)).
    let window = Size(width: 400, height: 300)
    let commands = everyPanel.commands(window: window, top: 30, bottom: 180, palette: palette, metrics: metrics)
    let bounds = Rect(origin: .zero, size: window)
    let rects = panelRects(commands)
    for rect in rects { #expect(bounds.intersection(rect) == rect, "\(rect) leaves the window") }
    #expect(rects.last == Rect(x: 62, y: 140, width: 276, height: 37))
    GoldenText.assertMatches(dump(commands, window: window), named: "panels-400x300.json")
}

@Test func noPanelToShowDrawsNothing() {
    let commands = PanelStack().commands(
        window: Size(width: 800, height: 600), top: 30, bottom: 600, palette: palette, metrics: metrics)
    #expect(commands.isEmpty)
}

@Test func aWindowWithNoRoomLeftStillGivesFiniteRectangles() {
    let commands = everyPanel.commands(window: .zero, top: 30, bottom: 0, palette: palette, metrics: metrics)
    let rects = panelRects(commands)
    #expect(rects.count == 4)
    #expect(rects.allSatisfy { $0.minX.isFinite && $0.minY.isFinite && $0.width >= 0 && $0.height >= 0 })
}

@Test func theHUDIsClippedToThePixelsOfItsPanel() {
    // At 2 pixels a point the HUD's 230 × 94 panel at (562, 38) covers whole pixels, so its clip is the panel.
    let metrics = ChromeMetrics(metrics: FakeTextMetrics(advance: 7), pixelScale: 2)
    let commands = HUDOverlay.commands(
        lines: ["fps 60"], window: Size(width: 800, height: 600), palette: palette, metrics: metrics)
    #expect(commands.first == .pushClip(rect: Rect(x: 562, y: 38, width: 230, height: 94), radii: .zero))
    #expect(commands.last == .popClip)
    GoldenText.assertMatches(dump(commands, window: Size(width: 800, height: 600)), named: "hud.json")
}
