import TestSupport
import Testing

@testable import SkeletonTheme

/// Each broken file of the corpus and the diagnostic it must produce (the first one, in file order).
private let corpus: [(file: String, expected: String)] = [
    (
        "automatic-row-height.theme.json",
        "automatic-row-height.theme.json:4:82: error: automatic rowHeight needs an estimatedRowHeight (at layouts[0].root.rowHeight) — add \"estimatedRowHeight\": 44 (SkeletonView sizes every skeleton row with it)"
    ),
    (
        "bad-easing.theme.json",
        "bad-easing.theme.json:3:39: error: cubic-bezier x1 and x2 must be between 0 and 1 (at animation.sliding.easing) — keep the first and third numbers in 0…1 so time moves forward"
    ),
    (
        "duplicate-key.theme.json",
        "duplicate-key.theme.json:4:3: error: duplicate key `style` (first at 3:3) (at style) — keep only one"
    ),
    (
        "duplicate-layout.theme.json",
        "duplicate-layout.theme.json:5:14: error: duplicate layout name \"Feed\" (first declared at duplicate-layout.theme.json:4:14) (at layouts[1].name) — give each layout a unique name"
    ),
    (
        "huge-number.theme.json",
        "huge-number.theme.json:3:38: error: number 1e999 is out of range — use a number between -1e308 and 1e308"
    ),
    (
        "include-cycle.theme.json",
        "cycle-c.json:3:15: error: include cycle: cycle-b.json → cycle-c.json → cycle-b.json (at [1].include) — remove one of the includes so files do not include each other"
    ),
    (
        "misplaced-key.theme.json",
        "misplaced-key.theme.json:4:68: error: key `rowHeight` does not apply to a `label` view (at layouts[0].root.rowHeight) — `rowHeight` applies to views of type `table`; remove it or change `type`"
    ),
    (
        "missing-comma.theme.json",
        "missing-comma.theme.json:3:3: error: expected `,` or `}` after a member, found `\"` — add a comma between members"
    ),
    (
        "missing-image.theme.json",
        "missing-image.theme.json:4:82: error: image file `images/missing.png` not found (looked for images/missing.png) (at layouts[0].root.image) — paths are relative to the file that names them; put the PNG there or fix the path"
    ),
    (
        "missing-include.theme.json",
        "missing-include.theme.json:4:17: error: file `layouts/nowhere.json` not found (at layouts[0].include) — check the path (includes are relative to the including file)"
    ),
    (
        "missing-layouts.theme.json",
        "missing-layouts.theme.json:1:1: error: theme has no `layouts` — add \"layouts\": [{\"include\": \"layouts/feed.json\"}]"
    ),
    (
        "nan.theme.json",
        "nan.theme.json:3:37: error: `NaN` is not a JSON number; numbers must be finite — write a finite number such as 0 or 1.5"
    ),
    (
        "out-of-range.theme.json",
        "out-of-range.theme.json:4:89: error: -3 is out of range; allowed 0…10000 (at layouts[0].root.linesCornerRadius) — use a value between 0 and 10000"
    ),
    (
        "single-quotes.theme.json",
        "single-quotes.theme.json:2:11: error: strings must use double quotes — replace ' with \""
    ),
    (
        "trailing-content.theme.json",
        "trailing-content.theme.json:5:1: error: unexpected `}` after the end of the top-level value — remove it, or wrap everything in one object or array"
    ),
    (
        "unclosed-object.theme.json",
        "unclosed-object.theme.json:3:14: error: array is never closed — add the matching `]`"
    ),
    (
        "unicode-columns.theme.json",
        "unicode-columns.theme.json:2:33: error: unknown style `pulse` (at style) — valid values: `solid`, `gradient`, `solidAnimated`, `gradientAnimated`"
    ),
    (
        "unknown-colour.theme.json",
        "unknown-colour.theme.json:3:31: error: unknown colour name `peterriver` (at appearance.tintColor) — did you mean `peterRiver`? (or write \"#RRGGBB\")"
    ),
    (
        "unknown-key.theme.json",
        "unknown-key.theme.json:7:50: error: unknown key `lastLineFilPercent` in a `label` view (at layouts[0].root.lastLineFilPercent) — did you mean `lastLineFillPercent`?"
    ),
    ("unquoted-key.theme.json", "unquoted-key.theme.json:2:3: error: keys must be in double quotes — write \"name\""),
    (
        "unterminated-comment.theme.json",
        "unterminated-comment.theme.json:2:22: error: comment is never closed — end it with */"
    ),
    (
        "wrong-type.theme.json",
        "wrong-type.theme.json:3:37: error: expected a number, found string (at appearance.multilineHeight) — write a number without quotes, e.g. 12"
    ),
]

@Test(arguments: corpus)
func corpusFileYieldsItsDiagnostic(file: String, expected: String) {
    let result = ThemeLoader.load(
        path: Repository.path("Tests/SkeletonThemeTests/Corpus") + "/" + file, fontResolver: FakeFontResolver())
    #expect(result.theme == nil)
    let first = result.diagnostics.first.map {
        String($0.description.dropFirst(Repository.path("Tests/SkeletonThemeTests/Corpus").count + 1))
    }
    #expect(first == expected)
}
