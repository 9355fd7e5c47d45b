import SkeletonCore
import Testing

@testable import SkeletonSDL

/// Characters a text font lacks are measured and drawn with the outline font fontconfig names for
/// them (Symbola from fonts-symbola for emoji), never with a colour bitmap font.
@Suite struct FontFallbackTests {
    private let library = FontLibrary(log: MessageLog(sink: { _ in }))
    private let dejaVu = FontSpec(family: "DejaVu Sans", size: 17)
    private let symbola = FontSpec(family: "Symbola", size: 17)

    private func run(_ text: String, _ font: FontSpec) -> TextRun {
        TextRun(text: text, font: font, baselineOrigin: Point(x: 0, y: 0), color: RGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func anEmojiFallsBackToSymbolaRatherThanAColourBitmapFont() throws {
        let symbolaFile = try #require(FontconfigQuery.file(family: "Symbola"))
        let face = FontMatcher().fallback(for: "🚀", family: "DejaVu Sans", weight: 400)
        #expect(face?.path == symbolaFile)
    }

    @Test func aCharacterTheFontLacksIsMeasuredInItsFallbackFace() {
        #expect(library.width(of: "🚀", font: dejaVu) == library.width(of: "🚀", font: symbola))
        #expect(
            library.width(of: "a🚀b", font: dejaVu)
                == library.width(of: "a", font: dejaVu) + library.width(of: "🚀", font: symbola)
                + library.width(of: "b", font: dejaVu))
    }

    @Test func aCharacterNoFontHasKeepsTheRequestedFacesEmptyBox() {
        // U+F0000 is private use: no installed font has it, so DejaVu Sans draws its .notdef box.
        let box = library.width(of: "\u{F0000}", font: dejaVu)
        #expect(box > 0)
        #expect(box != library.width(of: "🚀", font: dejaVu))
        #expect(library.missingGlyphs(in: "a🚀\u{F0000}", font: dejaVu) == ["\u{F0000}"])
    }

    @Test func variationSelectorsAndSkinTonesTheFontLacksAreLeftOut() {
        #expect(library.width(of: "🚀\u{FE0F}", font: dejaVu) == library.width(of: "🚀", font: dejaVu))
        #expect(library.width(of: "👍🏽", font: dejaVu) == library.width(of: "👍", font: dejaVu))
        #expect(library.missingGlyphs(in: "👍🏽\u{FE0F}", font: dejaVu).isEmpty)
    }

    @Test func aFallbackOnlyRunIsTheFallbackFacesOwnMask() throws {
        for scale in [1.0, 2.0] {
            let fallback = try #require(library.mask(for: run("🚀", dejaVu), scale: scale))
            let own = try #require(library.mask(for: run("🚀", symbola), scale: scale))
            #expect(fallback.width == own.width && fallback.height == own.height)
            #expect(fallback.offsetY == own.offsetY)
            #expect(fallback.coverage == own.coverage)
        }
    }

    @Test func aMixedRunJoinsItsStretchesOnOneBaseline() throws {
        let mixed = try #require(library.mask(for: run("a🚀", dejaVu), scale: 1))
        let letter = try #require(library.mask(for: run("a", dejaVu), scale: 1))
        let rocket = try #require(library.mask(for: run("🚀", symbola), scale: 1))
        let top = min(letter.offsetY, rocket.offsetY)
        #expect(mixed.offsetY == top)
        #expect(mixed.width == Int(library.width(of: "a", font: dejaVu)) + rocket.width)
        #expect(mixed.height == max(letter.offsetY + letter.height, rocket.offsetY + rocket.height) - top)
        // The rocket's rows start where its ascent puts them, right after the letter's advance.
        let left = Int(library.width(of: "a", font: dejaVu))
        for row in 0..<rocket.height {
            let joined = (rocket.offsetY - top + row) * mixed.width + left
            let joinedRow = Array(mixed.coverage[joined..<(joined + rocket.width)])
            let ownRow = Array(rocket.coverage[(row * rocket.width)..<((row + 1) * rocket.width)])
            #expect(joinedRow == ownRow.enumerated().map { max($0.element, joinedRow[$0.offset]) })
        }
        #expect(mixed.coverage.contains(255))
    }

    @Test func textTheFontHasWholeIsDrawnInOnePieceAsBefore() throws {
        let mask = try #require(library.mask(for: run("Hello", dejaVu), scale: 1))
        #expect(mask.offsetY == -16 && mask.height == 20)
        #expect(mask.width == Int(library.width(of: "Hello", font: dejaVu)))
    }
}
