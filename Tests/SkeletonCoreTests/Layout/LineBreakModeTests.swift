import SkeletonCore
import TestSupport
import Testing

/// How each NSLineBreakMode breaks and ends text, with the fake metrics' 10 points per character
/// (so a width of 90 holds 9 characters, "…" counting as one).
@Suite struct LineBreakModeTests {
    static let wrapper = TextWrapper(metrics: FakeTextMetrics())

    /// The lines of `text` at `width` in `mode`.
    static func lines(_ text: String, width: Double, maxLines: Int = 1, _ mode: LineBreakMode) -> [String] {
        wrapper.lines(of: text, font: .default, width: width, maxLines: maxLines, mode: mode)
    }

    @Test(arguments: [
        // 8 characters and "…" fill 90: the tail keeps "Total Am", not the last whole word.
        (LineBreakMode.byTruncatingTail, "Total Am…"),
        // "…" and the last 8 characters.
        (.byTruncatingHead, "…l Amount"),
        // 8 characters around "…", grown end first: "Tota" + "ount".
        (.byTruncatingMiddle, "Tota…ount"),
        // No ellipsis: the 9 whole characters that fit.
        (.byClipping, "Total Amo"),
        (.byCharWrapping, "Total Amo"),
        // No ellipsis: the last whole word that fits.
        (.byWordWrapping, "Total"),
    ])
    func aSingleLineTooNarrowForItsTextEndsAsItsModeSays(mode: LineBreakMode, expected: String) {
        #expect(Self.lines("Total Amount", width: 90, mode) == [expected])
    }

    @Test(arguments: LineBreakMode.allCases)
    func aLineThatFitsIsWholeInEveryMode(mode: LineBreakMode) {
        // "Total Amount" is 12 characters: 120 points.
        #expect(Self.lines("Total Amount", width: 120, mode) == ["Total Amount"])
    }

    @Test func theMiddleKeepsOneMoreCharacterAtTheEndWhenTheCountIsOdd() {
        // 80 holds "…" and 7 characters: 3 before, 4 after.
        #expect(Self.lines("Total Amount", width: 80, .byTruncatingMiddle) == ["Tot…ount"])
    }

    @Test func theLastOfSeveralLinesWrapsAtWordsAndTruncatesTheRestAtCharacters() {
        // Line 1 "Total" (the next word would make 12 > 10); line 2 holds the rest, "Amount
        // Extraordinary" (20 characters): 9 of them and "…".
        #expect(
            Self.lines("Total Amount Extraordinary", width: 100, maxLines: 2, .byTruncatingTail) == [
                "Total", "Amount Ex…",
            ])
    }

    @Test func characterWrappingBreaksEveryLineBetweenCharacters() {
        #expect(Self.lines("Total Amount", width: 40, maxLines: 0, .byCharWrapping) == ["Tota", "l Am", "ount"])
        #expect(Self.lines("Total Amount", width: 40, maxLines: 0, .byTruncatingTail) == ["Tota", "l", "Amou", "nt"])
    }

    @Test func aFollowingParagraphTruncatesTheLastLineEvenWhenItFits() {
        #expect(Self.lines("One\nTwo", width: 100, .byTruncatingTail) == ["One…"])
        #expect(Self.lines("One\nTwo", width: 100, .byClipping) == ["One"])
    }

    @Test func lineAndParagraphSeparatorsBreakLinesAsANewlineDoes() {
        // U+2028 twice leaves an empty line between the two; U+2029 and "\r\n" break once each.
        #expect(
            Self.lines("Add it?\u{2028}\u{2028}Thanks.", width: 100, maxLines: 0, .byWordWrapping) == [
                "Add it?", "", "Thanks.",
            ])
        #expect(Self.lines("One\u{2029}Two\r\nSix", width: 100, maxLines: 0, .byWordWrapping) == ["One", "Two", "Six"])
    }

    @Test func spacesBeforeTheEllipsisAreDropped() {
        // "Total " and "…" would fit 70; UIKit draws no space before the ellipsis.
        #expect(Self.lines("Total Amount", width: 70, .byTruncatingTail) == ["Total…"])
        #expect(Self.lines("Total Amount", width: 80, .byTruncatingHead) == ["…Amount"])
    }

    @Test func aWidthTooNarrowForTheEllipsisStillShowsIt() {
        #expect(Self.lines("Total", width: 5, .byTruncatingTail) == ["…"])
        #expect(Self.lines("Total", width: 5, .byTruncatingHead) == ["…"])
        #expect(Self.lines("Total", width: 5, .byTruncatingMiddle) == ["…"])
        // Cut modes keep at least one character, as a too-narrow word wraps.
        #expect(Self.lines("Total", width: 5, .byClipping) == ["T"])
    }
}
