import SkeletonCore
import SkeletonDocument
import TestSupport
import Testing

@testable import SkeletonTheme

/// Keys UIKit's text-bearing views do not have are refused with the way to get the same look, and
/// a button's `textAlignment` is its title's place (UIKit's contentHorizontalAlignment).
@Suite struct TextViewKeyTests {
    /// Loads a theme whose single layout has the given root view.
    static func load(root: String) -> ThemeLoadResult {
        let text = #"{"layouts": [{"name": "L", "size": [100, 100], "root": "# + root + "}]}"
        return ThemeLoader.load(
            bytes: Array(text.utf8), path: "/virtual/t.theme.json", fontResolver: FakeFontResolver())
    }

    @Test(arguments: [
        (
            "label",
            "a UILabel has no padding: put the label in a `stack` with `padding` to space it from its neighbours, and inset its skeleton lines with `skeletonPaddingInsets`"
        ),
        (
            "textView",
            "a UITextView has no padding (its text keeps UIKit's 8-point container inset): put the textView in a `stack` with `padding` to space it from its neighbours, and inset its skeleton lines with `skeletonPaddingInsets`"
        ),
        (
            "button",
            "a UIButton has no padding: set its title's distance from its bounds with `contentInsets`, or put the button in a `stack` with `padding` to space it from its neighbours"
        ),
        (
            "textField",
            "a UITextField has no padding: put the textField in a `stack` with `padding` to space it from its neighbours"
        ),
    ])
    func paddingOnATextViewIsAnErrorWithTheFix(type: String, fix: String) throws {
        let result = Self.load(root: #"{"type": ""# + type + #"", "padding": 8}"#)
        #expect(result.theme == nil)
        #expect(result.diagnostics.map(\.message) == ["key `padding` does not apply to a `\(type)` view"])
        #expect(result.diagnostics.map(\.keyPath) == ["layouts[0].root.padding"])
        #expect(result.diagnostics.map(\.fix) == [fix])
    }

    @Test(arguments: ["button", "label", "textField"])
    func aTitleOnATextBearingViewIsAnErrorNamingItsTextKey(type: String) throws {
        let result = Self.load(root: #"{"type": ""# + type + #"", "title": "Go"}"#)
        #expect(result.theme == nil)
        #expect(result.diagnostics.map(\.message) == ["key `title` does not apply to a `\(type)` view"])
        #expect(result.diagnostics.map(\.fix) == ["a \(type)'s words are its `text` here: rename `title` to `text`"])
    }

    @Test func aTitleOnAViewWithoutTextStillNamesTheNavigationBar() throws {
        let result = Self.load(root: #"{"type": "view", "title": "Go"}"#)
        let fix = "`title` applies to views of type `navigationBar`; remove it or change `type`"
        #expect(result.diagnostics.map(\.fix) == [fix])
    }

    @Test(arguments: ["view", "stack", "imageView"])
    func paddingOnAContainerIsRead(type: String) throws {
        let result = Self.load(root: #"{"type": ""# + type + #"", "padding": 8}"#)
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.theme?.layouts.first?.root.padding == EdgeInsets(all: 8))
    }

    @Test func aButtonTitleIsCentredUnlessItsAlignmentSaysOtherwise() throws {
        let centred = Self.load(root: #"{"type": "button", "text": "OK"}"#)
        #expect(centred.theme?.layouts.first?.root.textAlignment == .center)
        let leading = Self.load(root: #"{"type": "button", "text": "OK", "textAlignment": "natural"}"#)
        #expect(leading.theme?.layouts.first?.root.textAlignment == .natural)
    }

    @Test func aButtonTitleCannotBeJustified() throws {
        let result = Self.load(root: #"{"type": "button", "text": "OK", "textAlignment": "justified"}"#)
        #expect(result.theme == nil)
        #expect(result.diagnostics.map(\.message) == ["unknown button title alignment `justified`"])
        #expect(
            result.diagnostics.map(\.fix) == ["valid values: `natural`, `left`, `center`, `right`"])
    }
}

/// Characters neither the resolved font nor a fallback can draw are a located warning naming them.
@Test func textWithGlyphsTheFontLacksIsAWarningNamingThem() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write(
        "t.theme.json",
        #"{"layouts": [{"name": "L", "size": [100, 100], "root": {"type": "label", "text": "Hi 😀👍🏽 😀"}}]}"#)
    let result = ThemeLoader.load(path: path, fontResolver: FakeFontResolver())
    #expect(result.theme != nil)
    #expect(
        result.diagnostics.map(\.description) == [
            path
                + ":1:82: warning: the font \"DejaVu Sans\" has no glyph for 😀 (U+1F600), 👍 (U+1F44D), 🏽 (U+1F3FD), and no installed font has one; they are drawn as empty boxes (at layouts[0].root.text) — install a font that has these characters (fontconfig finds it as a fallback), or leave them out of the preview text"
        ])
}

/// `lineBreakMode` on labels and buttons: UIKit's defaults when absent, a located error naming the
/// valid modes when misspelt, refused on views that have none.
@Suite struct LineBreakModeKeyTests {
    @Test func labelsDefaultToTailAndButtonsToMiddleTruncation() throws {
        let label = TextViewKeyTests.load(root: #"{"type": "label", "text": "A"}"#)
        #expect(label.theme?.layouts.first?.root.lineBreakMode == .byTruncatingTail)
        let button = TextViewKeyTests.load(root: #"{"type": "button", "text": "A"}"#)
        #expect(button.theme?.layouts.first?.root.lineBreakMode == .byTruncatingMiddle)
        let clipped = TextViewKeyTests.load(root: #"{"type": "button", "text": "A", "lineBreakMode": "byClipping"}"#)
        #expect(clipped.theme?.layouts.first?.root.lineBreakMode == .byClipping)
    }

    @Test func aMisspeltModeNamesTheValidOnes() {
        let result = TextViewKeyTests.load(root: #"{"type": "label", "lineBreakMode": "tailTruncation"}"#)
        #expect(result.theme == nil)
        #expect(result.diagnostics.map(\.message) == ["unknown line break mode `tailTruncation`"])
        #expect(
            result.diagnostics.map(\.fix) == [
                "valid values: `byWordWrapping`, `byCharWrapping`, `byClipping`, `byTruncatingHead`, `byTruncatingTail`, `byTruncatingMiddle`"
            ])
    }

    @Test func aTextViewHasNoLineBreakMode() {
        let result = TextViewKeyTests.load(root: #"{"type": "textView", "lineBreakMode": "byClipping"}"#)
        #expect(result.diagnostics.map(\.message).first?.contains("lineBreakMode") == true)
    }
}

/// A button's `contentInsets`: zero when absent (a legacy UIButton's), read as insets, refused on
/// other views and when negative.
@Suite struct ButtonContentInsetsKeyTests {
    @Test func aButtonReadsItsContentInsetsAndDefaultsToZero() {
        let plain = TextViewKeyTests.load(root: #"{"type": "button", "text": "A"}"#)
        #expect(plain.theme?.layouts.first?.root.contentInsets == .zero)
        let inset = TextViewKeyTests.load(
            root: #"{"type": "button", "text": "A", "contentInsets": {"top": 7, "left": 12, "bottom": 7, "right": 12}}"#
        )
        #expect(inset.theme?.layouts.first?.root.contentInsets == EdgeInsets(top: 7, left: 12, bottom: 7, right: 12))
    }

    @Test func negativeInsetsAndInsetsOnALabelAreErrors() {
        let negative = TextViewKeyTests.load(root: #"{"type": "button", "contentInsets": -3}"#)
        #expect(negative.theme == nil)
        #expect(negative.diagnostics.count == 1)
        let label = TextViewKeyTests.load(root: #"{"type": "label", "contentInsets": 3}"#)
        #expect(label.diagnostics.map(\.message).first?.contains("contentInsets") == true)
    }
}

/// A text field's `borderStyle`: a rounded rectangle when absent, a located error naming the valid
/// styles when misspelt, refused on other views.
@Suite struct TextFieldBorderStyleKeyTests {
    @Test func aFieldIsARoundedRectangleUnlessItSaysOtherwise() {
        let plain = TextViewKeyTests.load(root: #"{"type": "textField", "text": "A"}"#)
        #expect(plain.theme?.layouts.first?.root.control.borderStyle == .roundedRect)
        let bare = TextViewKeyTests.load(root: #"{"type": "textField", "text": "A", "borderStyle": "none"}"#)
        #expect(bare.theme?.layouts.first?.root.control.borderStyle == TextFieldBorderStyle.none)
    }

    @Test func aMisspeltStyleNamesTheValidOnes() {
        let result = TextViewKeyTests.load(root: #"{"type": "textField", "borderStyle": "rounded"}"#)
        #expect(result.theme == nil)
        #expect(result.diagnostics.map(\.message) == ["unknown border style `rounded`"])
        #expect(result.diagnostics.map(\.fix) == ["valid values: `none`, `line`, `bezel`, `roundedRect`"])
    }

    @Test func aLabelHasNoBorderStyle() {
        let result = TextViewKeyTests.load(root: #"{"type": "label", "borderStyle": "line"}"#)
        #expect(result.diagnostics.map(\.message).first?.contains("borderStyle") == true)
    }
}

/// An activity indicator's `style`: medium when absent, a located error naming the valid styles
/// when misspelt.
@Suite struct ActivityIndicatorStyleKeyTests {
    @Test func aSpinnerIsMediumUnlessItSaysLarge() {
        let plain = TextViewKeyTests.load(root: #"{"type": "activityIndicatorView"}"#)
        #expect(plain.theme?.layouts.first?.root.control.activityIndicatorStyle == .medium)
        let large = TextViewKeyTests.load(root: #"{"type": "activityIndicatorView", "style": "large"}"#)
        #expect(large.theme?.layouts.first?.root.control.activityIndicatorStyle == .large)
    }

    @Test func aMisspeltStyleNamesTheValidOnes() {
        let result = TextViewKeyTests.load(root: #"{"type": "activityIndicatorView", "style": "whiteLarge"}"#)
        #expect(result.theme == nil)
        #expect(result.diagnostics.map(\.message) == ["unknown activity indicator style `whiteLarge`"])
        #expect(result.diagnostics.map(\.fix) == ["valid values: `medium`, `large`"])
    }
}
