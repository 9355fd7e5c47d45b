import TestSupport
import Testing

/// `validate` on a theme laid out by constraints: a broken constraint with the one it conflicts
/// with, and an ambiguous view, each at its line and column in the theme, with a fix.
@Test func validateReportsBrokenConstraintsAndAmbiguousViewsOfATheme() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write(
        "c.theme.json",
        """
        {"layouts": [{"name": "L", "size": [200, 100], "root": {"id": "root", "children": [
          {"id": "card", "constraints": [
            {"first": "width", "constant": 50, "id": "w50"},
            {"first": "width", "constant": 60, "id": "w60"}
          ]}
        ]}}]}
        """)
    let run = CommandRun(["validate", path], services: TestPlatform.services)
    let fixConstraint = "fix the view's `constraints` in the theme (Docs/themes.md, \"Auto Layout in themes\")"
    let fixAmbiguity =
        "add `constraints` that fix them, or give the view a `frame` it keeps (`translatesAutoresizingMaskIntoConstraints`)"
    #expect(
        run.standard == """
            \(path):4:5: warning: Unable to simultaneously satisfy constraints: constraint w60 conflicts with constraint w50 at \(path):3:5; it is broken (left out), as UIKit breaks one — \(fixConstraint)
            \(path):2:3: warning: ambiguous layout: the constraints leave the horizontal position, vertical position and height of view `card` open — \(fixAmbiguity)
            validated 1 theme: 0 errors, 2 warnings

            """)
}
