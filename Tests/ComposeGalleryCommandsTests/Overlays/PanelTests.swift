import SkeletonCore
import SkeletonRaster
import Testing

@testable import SkeletonCompose
@testable import SkeletonGallery

/// Measures every character as 7 points, so widths are exact.
private func width(_ text: String) -> Double { Double(text.count) * 7 }

@Test func wrappingBreaksBetweenWordsAndNeverLosesText() {
    let lines = TextWrapping.lines(
        "theme.json:3:14: unknown key 'colour'; did you mean 'color'?", width: 140, measure: width)
    #expect(lines == ["theme.json:3:14:", "unknown key", "'colour'; did you", "mean 'color'?"])
    #expect(lines.allSatisfy { width($0) <= 140 })
}

@Test func wrappingCutsAWordLongerThanTheLineAndIndentsContinuations() {
    let lines = TextWrapping.lines("see /a/very/long/path/to/theme.json now", width: 70, indent: "  ", measure: width)
    #expect(lines == ["see", "  /a/very/", "  long/pat", "  h/to/the", "  me.json", "  now"])
}

@Test func aLongDiagnosticIsWrappedInTheErrorPanelNotCut() {
    let metrics = ChromeMetrics(metrics: TestPlatform.services.metrics, pixelScale: 1)
    let fix = "fix: replace it with a stack view that has the padding, or use skeletonPaddingInsets for the lines"
    let panel = PanelText(
        wrapping: [("theme.json:12:7: error: padding is not a label property; " + fix, RGBA8(rgb: 0xFFFFFF))],
        font: ChromeMetrics.font, within: Size(width: 300, height: 400), metrics: metrics)
    #expect(panel.lines.count > 2)
    #expect(panel.lines.map(\.text).joined(separator: " ").replacingOccurrences(of: "    ", with: "").contains(fix))
    #expect(panel.size(metrics: metrics).width <= 300)
}

@Test func panelLinesBeyondItsHeightAreCountedNotDrawnOutside() {
    let metrics = ChromeMetrics(metrics: TestPlatform.services.metrics, pixelScale: 1)
    let lines = (1...20).map { ("line \($0)", RGBA8(rgb: 0xFFFFFF)) }
    let panel = PanelText(
        wrapping: lines, font: ChromeMetrics.font, within: Size(width: 300, height: 100), metrics: metrics)
    #expect(panel.lines.map(\.text) == ["line 1", "line 2", "line 3", "... 17 more lines: enlarge the window"])
    #expect(panel.size(metrics: metrics).height <= 100)
}

@Test func pausedHUDShowsThePauseAndTheTimeSinceShownInsteadOfFPS() {
    var state = GalleryState(theme: nil, viewport: Viewport(width: 800, height: 600, pixelScale: 1))
    state.clock.togglePause(at: 2.5)
    var times = FrameTimes()
    times.record(at: 1)
    times.record(at: 2)
    let lines = GalleryText.hud(times: times, state: state, now: 2.5)
    #expect(lines[0] == "paused   (P resumes)")
    #expect(lines[1] == "t        2.500 s since shown")
    #expect(!lines.contains { $0.hasPrefix("fps") })
}

@Test func focusHeaderNamesTheLayoutItsSizeTheTimeSinceShownAndTheWayBack() {
    var theme = Theme(name: "T")
    theme.style = .solid
    theme.layouts = [LayoutSpec(name: "Card", size: Size(width: 390, height: 844), root: ViewNode(kind: .view))]
    var state = GalleryState(theme: theme, viewport: Viewport(width: 800, height: 600, pixelScale: 1))
    state.isFocused = true
    state.timeline.requestHide(at: 1)
    state.timeline.requestShow(at: 2)
    #expect(
        GalleryText.focus(state: state, theme: theme, now: 3.27)
            == "Card   390×844 pt   t 1.2 s since shown   solid")
    #expect(GridHeader.hint(focused: true) == "Enter or Esc: back to the gallery   ? help")
}
