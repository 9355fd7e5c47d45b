import SkeletonCore
import TestSupport
import Testing

@testable import SkeletonCompose
@testable import SkeletonGallery

/// Every character 7 points wide, so label positions are exact.
private let metrics = ChromeMetrics(metrics: FakeTextMetrics(advance: 7), pixelScale: 1)
private let palette = ChromePalette.forScheme(.light)

/// The commands as the text the dump prints, over an 800 × 600 window.
private func dump(_ commands: [DrawCommand]) -> String {
    DisplayList(size: Size(width: 800, height: 600), background: palette.canvas, commands: commands).json()
        .prettyText + "\n"
}

@Test func theHeaderPutsItsHintAgainstTheRightEdgeAndCutsTheStatusToTheRoomLeft() {
    let commands = GridHeader.commands(
        text: String(repeating: "status ", count: 40), hint: "? help", width: 800, palette: palette, metrics: metrics)
    let texts = commands.compactMap { command -> TextRun? in
        guard case .text(let run) = command else { return nil }
        return run
    }
    // "? help" is 6 × 7 = 42 wide: 12 from the right edge, it starts at 800 − 12 − 42 = 746. The status
    // gets 800 − 36 − 42 = 722 points: 100 characters and "..." (103 × 7 = 721).
    #expect(texts.map(\.baselineOrigin) == [Point(x: 12, y: 19), Point(x: 746, y: 19)])
    #expect(texts[0].text.count == 103 && texts[0].text.hasSuffix("..."))
    GoldenText.assertMatches(dump(commands), named: "header.json")
}

@Test func theTimelineBarIsClippedToItsPixelsAndDrawsThePlayheadWhereItsTimeIs() {
    var timeline = SkeletonTimeline(style: .solid, transitions: TransitionSettings(), shownAt: 0)
    timeline.requestHide(at: 2)
    let bar = TimelineBar(
        timeline: timeline, origin: 0, playhead: 1, caption: "t 1.0 s since shown", loopPeriod: { _ in nil })
    let rect = Rect(x: 0, y: 492, width: 800, height: TimelineBar.height)
    let commands = bar.commands(in: rect, palette: palette, metrics: metrics)
    #expect(commands.first == .pushClip(rect: rect, radii: .zero))
    #expect(commands.last == .popClip)
    // The track runs from 12 to 788 (776 points) over the bar's span; the playhead's stem is 2
    // points wide, centred on the playhead's x, from 6 above the track's top (492 + 22 − 6).
    let x = bar.x(of: 1, in: rect)
    #expect(
        commands.contains(
            .fill(
                ShapeFill(
                    rect: Rect(x: x - 1, y: 508, width: 2, height: 34), radii: .zero, paint: .solid(palette.error),
                    role: .chrome))))
    GoldenText.assertMatches(dump(commands), named: "timeline-bar.json")
}
