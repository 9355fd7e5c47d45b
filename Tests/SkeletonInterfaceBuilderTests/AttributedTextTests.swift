import SkeletonCore
import SkeletonDocument
import TestSupport
import Testing

@testable import SkeletonInterfaceBuilder

/// The Settings screen's root and warnings.
private func settings() throws -> (root: ViewNode, diagnostics: [Diagnostic]) {
    let result = Fixtures.load(Fixtures.settings)
    let layout = try #require(result.theme?.layouts.first { $0.name == "Settings" })
    return (layout.root, result.diagnostics)
}

@Test func anAttributedLabelShowsAllItsFragmentsInTheFirstFragmentsFontColourAndAlignment() throws {
    let email = try #require(try settings().root.find("set-lb-002"))
    #expect(email.text == "Signed in as ann@example.com\nsecond line")
    #expect(email.font == FontSpec(family: "Avenir", size: 15, weight: 800, scalesWithContentSize: false))
    #expect(email.textColor == AdaptiveColor(RGBA8(rgb: 0xFF0000)))
    #expect(email.textAlignment == .right)
    #expect(email.numberOfLines == 2)
}

@Test func anAttributedTextOfSeveralFontsIsReportedWhereItIs() throws {
    let notes = try settings().diagnostics.filter { $0.message.contains("attributed text") }
    #expect(
        notes.map { "\($0.line):\($0.column) \($0.message)" } == [
            "37:53 the attributed text of label `email` (id set-lb-002) has 2 fonts; the preview draws it all in the first fragment's font (UIKit's `font` of the view, whose line height SkeletonView uses)"
        ])
}

@Test func anAttributedButtonTitleKeepsItsPlaceAndTakesItsFontAndColour() throws {
    let button = try #require(try settings().root.find("set-bt-001"))
    #expect(button.text == "Sign out")
    // A dot name is the system font; its style suffix gives the weight.
    #expect(button.font == FontSpec(family: "system", size: 17, weight: 600, scalesWithContentSize: false))
    #expect(button.textColor == SystemColors.color(named: "systemRedColor"))
    #expect(button.textAlignment == .center)
}

@Test func aTextViewsMutableStringIsItsText() throws {
    let notes = try #require(try settings().root.find("set-tx-001"))
    #expect(notes.text == "Notes that run\nover two lines")
}
