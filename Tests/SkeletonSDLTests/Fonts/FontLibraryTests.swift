import Dispatch
import SkeletonCore
import Synchronization
import Testing

@testable import SkeletonSDL

/// One library for the suite: opening fontconfig is the slow part.
private let library = FontLibrary(log: MessageLog(sink: { _ in }))

@Test func dejaVuSans17HasLineSkip20Ascent16Descent4() {
    let metrics = library.lineMetrics(for: FontSpec(family: "DejaVu Sans", size: 17, weight: 400))
    #expect(metrics.ascent == 16 && metrics.descent == 4 && metrics.lineHeight == 20)
}

@Test func fontLineHeightIsTheUnroundedHheaLineHeightAtTheExactPointSize() {
    // DejaVu Sans: hhea ascender 1901, descender −483, line gap 0, 2048 units per em.
    let seventeen = library.lineMetrics(for: FontSpec(family: "DejaVu Sans", size: 17))
    #expect(seventeen.fontLineHeight == 2384.0 / 2048 * 17)
    #expect(seventeen.fontLineHeight == 19.7890625)
    // SDL_ttf opens 17.5 at 18 pixels; UIFont.lineHeight scales the exact size.
    #expect(library.lineMetrics(for: FontSpec(family: "DejaVu Sans", size: 17.5)).fontLineHeight == 20.37109375)
}

@Test func dejaVuSans24HasLineSkip28() {
    #expect(library.lineMetrics(for: FontSpec(family: "DejaVu Sans", size: 24)).lineHeight == 28)
}

@Test func widthIsTheAdvanceOfTheWholeString() {
    let font = FontSpec(family: "DejaVu Sans", size: 17)
    let single = library.width(of: "M", font: font)
    #expect(single > 0)
    #expect(library.width(of: "MMMM", font: font) == single * 4)
    #expect(library.width(of: "", font: font) == 0)
}

@Test func boldIsWiderThanRegular() {
    let text = "Skeleton loading"
    let regular = library.width(
        of: text, font: FontSpec(family: "DejaVu Sans", size: 17, weight: 400))
    let bold = library.width(of: text, font: FontSpec(family: "DejaVu Sans", size: 17, weight: 700))
    #expect(bold > regular)
}

@Test func cssWeightsMapToFontconfigWeights() {
    #expect(FontMatcher.fontconfigWeight(css: 400) == 80)  // FC_WEIGHT_REGULAR
    #expect(FontMatcher.fontconfigWeight(css: 700) == 200)  // FC_WEIGHT_BOLD
    #expect(FontMatcher.fontconfigWeight(css: 100) == 0)  // FC_WEIGHT_THIN
    #expect(FontMatcher.fontconfigWeight(css: 900) == 210)  // FC_WEIGHT_BLACK
}

@Test func glyphMaskIsNonEmptyDeterministicAndHangsFromTheBaseline() throws {
    let run = TextRun(
        text: "Hello", font: FontSpec(family: "DejaVu Sans", size: 17),
        baselineOrigin: Point(x: 0, y: 16),
        color: RGBA8(r: 0, g: 0, b: 0, a: 255))
    let fresh = FontLibrary(log: MessageLog(sink: { _ in }))
    let first = try #require(fresh.mask(for: run, scale: 1))
    let second = try #require(FontLibrary(log: MessageLog(sink: { _ in })).mask(for: run, scale: 1))
    #expect(first.coverage == second.coverage)
    #expect(first.width == Int(library.width(of: "Hello", font: run.font)))
    #expect(first.height == 20)
    #expect(first.offsetX == 0)
    #expect(first.offsetY == -16)
    #expect(first.coverage.contains(255))
    #expect(first.coverage.contains(0))
}

@Test func glyphMaskAtScaleTwoUsesTheDoubleSizeFace() throws {
    let run = TextRun(
        text: "Hello", font: FontSpec(family: "DejaVu Sans", size: 17),
        baselineOrigin: Point(x: 0, y: 0),
        color: RGBA8(r: 0, g: 0, b: 0, a: 255))
    let mask = try #require(library.mask(for: run, scale: 2))
    let big = library.lineMetrics(for: FontSpec(family: "DejaVu Sans", size: 34))
    #expect(mask.offsetY == -Int(big.ascent))
    #expect(mask.height == 40)
}

@Test func emptyTextAndBadScaleGiveNoMask() {
    let run = TextRun(
        text: "", font: FontSpec(), baselineOrigin: Point(x: 0, y: 0),
        color: RGBA8(r: 0, g: 0, b: 0, a: 255))
    #expect(library.mask(for: run, scale: 1) == nil)
    var text = run
    text.text = "x"
    #expect(library.mask(for: text, scale: 0) == nil)
    #expect(library.mask(for: text, scale: .nan) == nil)
}

@Test func absurdSizesAreClampedInsteadOfCrashing() {
    #expect(FontLibrary.pixelSize(of: FontSpec(size: 90000), scale: 1) == 1024)
    #expect(FontLibrary.pixelSize(of: FontSpec(size: -3), scale: 1) == 1)
    #expect(FontLibrary.pixelSize(of: FontSpec(size: .infinity), scale: 1) == 1)
    #expect(FontLibrary.pixelSize(of: FontSpec(size: 17), scale: 2) == 34)
}

@Test func installedFamilyResolvesToItsFileWithoutFallback() throws {
    let resolution = library.resolve(FontSpec(family: "DejaVu Sans", size: 17, weight: 700))
    #expect(resolution.matchedFamily == "DejaVu Sans")
    let bold = try #require(FontconfigQuery.file(family: "DejaVu Sans", weight: 700))
    #expect(bold.hasSuffix("/DejaVuSans-Bold.ttf"))
    #expect(resolution.filePath == bold)
    #expect(!resolution.isFallback)
}

@Test func nonexistentFamilyIsReportedAsAFallback() {
    let resolution = library.resolve(FontSpec(family: "No Such Family Zzyzx", size: 17))
    #expect(resolution.isFallback)
    #expect(resolution.matchedFamily != "No Such Family Zzyzx")
    #expect(resolution.filePath != nil)
}

@Test func iOSFamilyResolvesToItsInstalledStandIn() {
    let resolution = library.resolve(FontSpec(family: "SF Pro Text", size: 17))
    #expect(resolution.iOSStandIn == "Roboto")
    #expect(resolution.matchedFamily == "Roboto")
    #expect(resolution.filePath == "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf")
    #expect(!resolution.isFallback)
    // Roboto: hhea 1900 − (−500) + 0 over 2048 units per em, at 17 points.
    #expect(library.lineMetrics(for: FontSpec(family: ".SFUI-Regular", size: 17)).fontLineHeight == 19.921875)
}

@Test func genericFamilyIsNotAFallback() {
    #expect(!library.resolve(FontSpec(family: "sans-serif", size: 17)).isFallback)
}

@Test func vanishedFontFileFallsBackToTheNextCandidateAndSaysSo() throws {
    let collected = CollectedMessages()
    let fonts = FontLibrary(log: collected.log)
    let spec = FontSpec(family: "Gone Sans", size: 17)
    let real = FontFace(path: try #require(FontconfigQuery.file(family: "DejaVu Sans")), index: 0)
    fonts.withCaches { caches in
        caches.matches[MatchKey(family: "Gone Sans", weight: 400)] = FontMatch(
            candidates: [FontFace(path: "/nonexistent/GoneSans.ttf", index: 0), real], family: "Gone Sans",
            familyMatched: true)
    }
    #expect(
        fonts.lineMetrics(for: spec)
            == FontLineMetrics(ascent: 16, descent: 4, lineHeight: 20, fontLineHeight: 19.7890625))
    #expect(collected.messages.count == 1)
    #expect(collected.messages.first?.contains("/nonexistent/GoneSans.ttf") == true)
    let resolution = fonts.resolve(spec)
    #expect(resolution.isFallback)
    #expect(resolution.filePath == real.path)
}

@Test func glyphsAndWidthsAskedFromManyThreadsAtOnceEqualThoseAskedFromOne() throws {
    // A batch renders on every core through one library: its caches and SDL_ttf are behind its
    // locks, so concurrent calls (first ones, that open faces and fill the caches, included) give
    // exactly the single-threaded answers. `make sanitize` runs this under ThreadSanitizer.
    let texts = (0..<24).map { "Row \($0) of a batch" }
    let font = FontSpec(family: "DejaVu Sans", size: 15)
    let reference = FontLibrary(log: MessageLog(sink: { _ in }))
    let expected = texts.map { text in
        (
            reference.mask(
                for: TextRun(text: text, font: font, baselineOrigin: .zero, color: RGBA8(r: 0, g: 0, b: 0, a: 255)),
                scale: 2)?
                .coverage, reference.width(of: text, font: font)
        )
    }
    let shared = FontLibrary(log: MessageLog(sink: { _ in }))
    let answers = Mutex<[Int: ([UInt8]?, Double)]>([:])
    DispatchQueue.concurrentPerform(iterations: 8 * texts.count) { job in
        let index = job % texts.count
        let run = TextRun(text: texts[index], font: font, baselineOrigin: .zero, color: RGBA8(r: 0, g: 0, b: 0, a: 255))
        let answer = (shared.mask(for: run, scale: 2)?.coverage, shared.width(of: texts[index], font: font))
        answers.withLock { $0[job] = answer }
    }
    let all = answers.withLock { $0 }
    #expect(all.count == 8 * texts.count)
    for (job, answer) in all {
        #expect(answer.0 == expected[job % texts.count].0 && answer.1 == expected[job % texts.count].1)
    }
}
