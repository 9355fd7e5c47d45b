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
            \(path):4:5: warning: Unable to simultaneously satisfy constraints: probably at least one of these 2 is one you don't want: constraint w50 at \(path):3:5, constraint w60 at \(path):4:5; will attempt to recover by breaking constraint w60 (left out, as UIKit breaks one) — \(fixConstraint)
            \(path):2:3: warning: ambiguous layout: the constraints leave the horizontal position, vertical position and height of view `card` open — \(fixAmbiguity)
            validated 1 theme: 0 errors, 2 warnings

            """)
}

/// A theme whose card is pinned 20 from both sides of its 414-point root and 374 wide, and whose
/// label, which cannot be compressed, is 20 high: both hold at the root's own size and text size.
private let devicelessTheme = """
    {"layouts": [{"name": "L", "size": [414, 100], "root": {"id": "root", "children": [
      {"id": "card", "constraints": [
        {"first": "leading", "second": "superview", "constant": 20, "id": "cl"},
        {"first": "trailing", "second": "superview", "constant": -20, "id": "ct"},
        {"first": "width", "constant": 374, "id": "cw"},
        {"first": "top", "second": "superview", "constant": 10, "id": "ctop"},
        {"first": "height", "constant": 20, "id": "ch"}
      ]},
      {"id": "label", "type": "label", "text": "Hi", "font": {"textStyle": "body"},
       "contentCompressionResistancePriority": {"vertical": "required"}, "constraints": [
        {"first": "leading", "second": "superview", "constant": 20, "id": "ll"},
        {"first": "top", "second": "superview", "constant": 50, "id": "lt"},
        {"first": "height", "constant": 20, "id": "lh"}
      ]}
    ]}}]}
    """

/// `validate --device` and `--content-size`: a conflict that exists only on another device or at
/// another text size is reported there, located, with where it was found.
@Test func validateChecksTheScreensOnADeviceAndAtATextSize() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("d.theme.json", devicelessTheme)
    let fix = "fix the view's `constraints` in the theme (Docs/themes.md, \"Auto Layout in themes\")"
    let own = CommandRun(["validate", path], services: TestPlatform.services)
    #expect(own.standard == "validated 1 theme: 0 errors, 0 warnings\n")
    // On the SE the safe area is 375 wide: 20 + 374 + 20 = 414 cannot hold.
    let phone = CommandRun(["validate", "--device", "iphone-se", path], services: TestPlatform.services)
    #expect(
        phone.standard == """
            \(path):5:5: warning: Unable to simultaneously satisfy constraints: probably at least one of these 4 is one you don't want: the root view's frame at \(path):1:56, constraint cl at \(path):3:5, constraint ct at \(path):4:5, constraint cw at \(path):5:5; will attempt to recover by breaking constraint cw (left out, as UIKit breaks one) (on iPhone SE) — \(fix)
            validated 1 theme: 0 errors, 1 warning

            """)
    // Body at AX5 is taller than 20 points, which the label may not be compressed to.
    let large = CommandRun(
        ["validate", "--content-size", "accessibilityExtraExtraExtraLarge", path], services: TestPlatform.services)
    #expect(
        large.standard == """
            \(path):9:3: warning: Unable to simultaneously satisfy constraints: probably at least one of these 2 is one you don't want: constraint lh at \(path):13:5, NSContentSizeLayoutConstraint of view `label` at \(path):9:3; will attempt to recover by breaking NSContentSizeLayoutConstraint of view `label` (left out, as UIKit breaks one) (at accessibilityExtraExtraExtraLarge) — \(fix)
            validated 1 theme: 0 errors, 1 warning

            """)
}

@Test func validateRejectsAnUnknownDeviceOrTextSize() throws {
    let device = CommandRun(["validate", "--device", "iphone-3g", "x.theme.json"], services: TestPlatform.services)
    #expect(device.status == 2)
    #expect(device.error.hasPrefix("error: unknown device 'iphone-3g'"))
    let size = CommandRun(["validate", "--content-size", "huge", "x.theme.json"], services: TestPlatform.services)
    #expect(size.status == 2)
    #expect(size.error.hasPrefix("error: unknown content size category 'huge'"))
}

/// `tree --device` and `capture --device` warn on standard error of a constraint they break there,
/// as `validate --device` reports it; at the layout's own size they stay quiet, as before.
@Test func treeAndCaptureOnADeviceWarnOfTheConstraintsTheyBreakThere() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("d.theme.json", devicelessTheme)
    let warning =
        "\(path):5:5: warning: Unable to simultaneously satisfy constraints: probably at least one of these 4 is one "
        + "you don't want: the root view's frame at \(path):1:56, constraint cl at \(path):3:5, constraint ct at "
        + "\(path):4:5, constraint cw at \(path):5:5; will attempt to recover by breaking constraint cw (left out, as "
        + "UIKit breaks one) (on iPhone SE) — fix the view's `constraints` "
        + "in the theme (Docs/themes.md, \"Auto Layout in themes\")\n"
    let own = CommandRun(["tree", path, "--layout", "L"], services: TestPlatform.services)
    #expect(own.status == 0)
    #expect(own.error == "")
    let tree = CommandRun(["tree", path, "--layout", "L", "--device", "iphone-se"], services: TestPlatform.services)
    #expect(tree.status == 0)
    #expect(tree.error == warning)
    let out = scratch.file("d.png")
    let capture = CommandRun(
        ["capture", path, "--layout", "L", "--device", "iphone-se", "--out", out], services: TestPlatform.services)
    #expect(capture.status == 0)
    #expect(capture.error.hasSuffix(warning))
}

/// `validate` checks each cell template of a table as its own constraint system, at the table's
/// width (375) and row height (44), located as a screen's: the label pinned 16 from both sides
/// cannot also be 500 wide, and the square has no horizontal position.
@Test func validateChecksTheCellTemplatesOfATheme() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write(
        "cell.theme.json",
        """
        {"layouts": [{"name": "T", "size": [375, 300], "root": {"id": "root", "children": [
          {"id": "list", "type": "table", "rowHeight": 44, "constraints": [
            {"first": "leading", "second": "superview"}, {"first": "trailing", "second": "superview"},
            {"first": "top", "second": "superview"}, {"first": "bottom", "second": "superview"}],
           "cell": {"id": "c", "children": [
            {"id": "cl", "type": "label", "text": "Row", "constraints": [
              {"first": "leading", "second": "superview", "constant": 16, "id": "lead"},
              {"first": "trailing", "second": "superview", "constant": -16, "id": "trail"},
              {"first": "width", "constant": 500, "id": "too-wide"},
              {"first": "centerY", "second": "superview"}]},
            {"id": "amb", "constraints": [{"first": "width", "constant": 10}, {"first": "height", "constant": 10},
              {"first": "centerY", "second": "superview"}]}
          ]}}
        ]}}]}
        """)
    let run = CommandRun(["validate", path], services: TestPlatform.services)
    let fixConstraint = "fix the view's `constraints` in the theme (Docs/themes.md, \"Auto Layout in themes\")"
    let fixAmbiguity =
        "add `constraints` that fix them, or give the view a `frame` it keeps (`translatesAutoresizingMaskIntoConstraints`)"
    #expect(
        run.standard == """
            \(path):9:7: warning: Unable to simultaneously satisfy constraints: probably at least one of these 4 is one you don't want: the root view's frame at \(path):5:12, constraint lead at \(path):7:7, constraint trail at \(path):8:7, constraint too-wide at \(path):9:7; will attempt to recover by breaking constraint too-wide (left out, as UIKit breaks one) — \(fixConstraint)
            \(path):11:5: warning: ambiguous layout: the constraints leave the horizontal position of view `amb` open — \(fixAmbiguity)
            validated 1 theme: 0 errors, 2 warnings

            """)
}

/// The same for a storyboard's prototype cell, at its table's width on the device asked for: the
/// avatar, 50 wide, pinned to both margins of the 375-point cell's content view.
@Test func validateChecksThePrototypeCellsOfAStoryboard() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write(
        "Main.storyboard",
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES">
        <scenes><scene sceneID="s"><objects><tableViewController id="vc" storyboardIdentifier="List">
        <tableView key="view" rowHeight="60" id="tv"><rect key="frame" x="0" y="0" width="375" height="667"/>
        <prototypes><tableViewCell reuseIdentifier="C" id="cell"><rect key="frame" x="0" y="0" width="375" height="60"/>
        <tableViewCellContentView key="contentView" id="cv"><rect key="frame" x="0" y="0" width="375" height="60"/>
        <subviews><imageView translatesAutoresizingMaskIntoConstraints="NO" id="av">
        <rect key="frame" x="16" y="5" width="50" height="50"/>
        <constraints><constraint firstAttribute="width" constant="50" id="aw"/><constraint firstAttribute="height" constant="50" id="ah"/></constraints>
        <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/></userDefinedRuntimeAttributes>
        </imageView></subviews>
        <constraints>
        <constraint firstItem="av" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="al"/>
        <constraint firstItem="cv" firstAttribute="trailingMargin" secondItem="av" secondAttribute="trailing" id="at"/>
        <constraint firstItem="av" firstAttribute="centerY" secondItem="cv" secondAttribute="centerY" id="ay"/>
        </constraints></tableViewCellContentView>
        <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/></userDefinedRuntimeAttributes>
        </tableViewCell></prototypes>
        <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/></userDefinedRuntimeAttributes>
        </tableView></tableViewController></objects></scene></scenes></document>
        """)
    let run = CommandRun(["validate", "--device", "iphone-se", path], services: TestPlatform.services)
    let fix = "fix the constraint in Xcode (its id is the Object ID in the Identity inspector)"
    #expect(
        run.standard.hasPrefix(
            "\(path):9:14: warning: Unable to simultaneously satisfy constraints: probably at least one of these 4 "
                + "is one you don't want: the root view's frame at \(path):5:13, constraint al at \(path):13:1, "
                + "constraint at at \(path):14:1, constraint aw at \(path):9:14; will attempt to recover by breaking "
                + "constraint aw (left out, as UIKit breaks one) (on iPhone SE) — \(fix)\n"
        ))
    #expect(run.standard.hasSuffix("validated 1 storyboard (1 screen): 0 errors, 1 warning\n"))
}

/// A theme screen 1180 × 820 (an iPad on its side) whose card is pinned to both sides of the
/// root's readable content guide and 672 wide: UIKit's readable width at the default text size.
private let readableTheme = """
    {"layouts": [{"name": "R", "size": [1180, 820], "root": {"id": "root", "children": [
      {"id": "card", "constraints": [
        {"first": "leading", "second": "readableContent", "id": "rl"},
        {"first": "trailing", "second": "readableContent", "id": "rt"},
        {"first": "width", "constant": 672, "id": "rw"},
        {"first": "top", "second": "superview", "constant": 10, "id": "rtop"},
        {"first": "height", "constant": 20, "id": "rh"}
      ]}
    ]}}]}
    """

/// `validate` checks a screen with UIKit's readable width for where it lays it out, as the
/// preview lays it out (not Interface Builder's 560): 672 fits the guide on an iPad upright and on
/// its side; on the SE and at AX1 the guide is the root's margins, which 672 does not fit.
@Test func validateChecksTheReadableContentGuideWithUIKitsReadableWidth() throws {
    let scratch = try TemporaryDirectory()
    let path = try scratch.write("r.theme.json", readableTheme)
    let clean = "validated 1 theme: 0 errors, 0 warnings\n"
    for device in [[], ["--device", "ipad-10"], ["--device", "ipad-10-landscape"]] {
        let run = CommandRun(["validate"] + device + [path], services: TestPlatform.services)
        #expect(run.standard == clean)
    }
    // The SE's 375 − 2 × 8 and, at AX1 (1112 readable, 1180 − 1112 = 68 within UIKit's 88), the
    // root's 1180 − 2 × 8 between its margins: the card cannot also be 672 wide.
    let conflict = { (place: String) in
        "\(path):5:5: warning: Unable to simultaneously satisfy constraints: probably at least one of these 4 is "
            + "one you don't want: the root view's frame at \(path):1:57, constraint rl at \(path):3:5, constraint "
            + "rt at \(path):4:5, constraint rw at \(path):5:5; will attempt to recover by breaking constraint rw "
            + "(left out, as UIKit breaks one) (\(place)) — fix the view's `constraints` in the theme "
            + "(Docs/themes.md, \"Auto Layout in themes\")\nvalidated 1 theme: 0 errors, 1 warning\n"
    }
    let phone = CommandRun(["validate", "--device", "iphone-se", path], services: TestPlatform.services)
    #expect(phone.standard == conflict("on iPhone SE"))
    let large = CommandRun(
        ["validate", "--content-size", "accessibilityMedium", path], services: TestPlatform.services)
    #expect(large.standard == conflict("at accessibilityMedium"))
}
