import Foundation
import TestSupport
import Testing

/// `validate` with the real fonts: an emoji DejaVu Sans lacks is drawn by the fallback (Symbola, from
/// fonts-symbola) and not reported; a character no installed font has is the one warning.
@Test func validateWarnsOnlyAboutCharactersNoInstalledFontHas() throws {
    let scratch = try TemporaryDirectory()
    let theme = try scratch.write(
        "t.theme.json",
        #"{"layouts": [{"name": "L", "size": [200, 60], "root": {"type": "label", "text": "Launch 🚀👍🏽 𓀀"}}]}"#)
    let result = try Executable.run(["validate", theme])
    #expect(result.status == 0, "\(result.error)")
    #expect(
        result.standard
            == theme
            + ":1:81: warning: the font \"DejaVu Sans\" has no glyph for 𓀀 (U+13000), and no installed font has one; they are drawn as empty boxes (at layouts[0].root.text) — install a font that has these characters (fontconfig finds it as a fallback), or leave them out of the preview text\nvalidated 1 theme: 0 errors, 1 warning\n"
    )
}
