import SkeletonCore
import SkeletonTheme
import TestSupport
import Testing

/// The theme format's size classes: a view's and a constraint's `installed` and `sizeClasses`, and
/// a layout's `sizeClasses`, read into the model an Interface Builder file's variations give and
/// applied for the size classes shown; every bad input a located error with a fix.
struct SizeClassKeyTests {
    /// A 200×100 layout of a root holding `children`, with `extra` layout members.
    static func layout(_ children: String, extra: String = "") -> String {
        #"{"name": "L", "size": [200, 100]"# + extra + #", "root": {"id": "root", "children": [\#n"# + children
            + "\n]}}"
    }

    /// A panel 270 wide (500 in regular widths) and a badge installed only in regular widths.
    static let panel = layout(
        #"{"id": "panel", "constraints": [{"first": "width", "constant": 270, "sizeClasses": {"regularWidth": {"constant": 500}}}, {"first": "height", "constant": 40}]},"#
            + "\n"
            + #"{"id": "badge", "frame": [0, 50, 10, 10], "installed": false, "sizeClasses": {"regularWidth regularHeight": {"installed": true}}}"#
    )

    @Test func theKeysReadIntoTheModelAndHoldForTheLayoutsSizeClasses() throws {
        let result = ConstraintKeyTests.load([Self.panel])
        #expect(result.diagnostics.map(\.description) == [])
        let layout = try #require(result.theme?.layouts.first)
        // At an iPhone's classes, the layout's own by default: the badge is not there, the panel 270.
        #expect(layout.sizeClasses == .phonePortrait)
        #expect(layout.root.children.map(\.id) == ["panel"])
        #expect(layout.root.children[0].autoLayout?.constraints.first?.constant == 270)
        let all = try #require(layout.variedRoot)
        #expect(all.children.map(\.id) == ["panel", "badge"])
        #expect(all.children[1].isInstalled == false)
        #expect(
            all.children[1].sizeClassVariations == [
                SizeClassVariation(SizeClassCondition(width: .regular, height: .regular), isInstalled: true)
            ])
        // On an iPad both vary.
        let pad = layout.inSizeClasses(SizeClasses(width: .regular, height: .regular))
        #expect(pad.root.children.map(\.id) == ["panel", "badge"])
        #expect(pad.root.children[0].autoLayout?.constraints.first?.constant == 500)
    }

    @Test func aLayoutDesignedAtOtherSizeClassesIsShownInThem() throws {
        let result = ConstraintKeyTests.load([Self.layout("", extra: #", "sizeClasses": "regularWidth compactHeight""#)]
        )
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.theme?.layouts.first?.sizeClasses == SizeClasses(width: .regular, height: .compact))
    }

    @Test func theWriterWritesTheKeysBackToTheSameModel() throws {
        let first = try #require(ConstraintKeyTests.load([Self.panel]).theme)
        let text = ThemeWriter.text(of: first, schema: nil, imagePath: { $0 })
        let again = ThemeLoader.load(bytes: Array(text.utf8), path: "/virtual/again.theme.json", fontResolver: nil)
        #expect(again.diagnostics.map(\.description) == [])
        let reloaded = try #require(again.theme)
        #expect(ThemeWriter.text(of: reloaded, schema: nil, imagePath: { $0 }) == text)
        #expect(text.contains(#""installed" : false"#))
        #expect(text.contains(#""regularWidth regularHeight" : {"#))
        #expect(reloaded.layouts.first?.variedRoot?.children.map(\.id) == ["panel", "badge"])
    }

    @Test func badSizeClassesAreErrorsAtTheirPlaceWithAFix() {
        let cases: [(String, String)] = [
            (
                #"{"id": "v", "sizeClasses": {"regularWidht": {"installed": true}}}"#,
                "3:29 unknown size class `regularWidht` in `regularWidht` — did you mean `regularWidth`?"
            ),
            (
                #"{"id": "v", "sizeClasses": {"compactWidth regularWidth": {"installed": true}}}"#,
                "3:29 `compactWidth regularWidth` names two width classes or two height classes, which no screen has "
                    + "at once — name one width class and one height class, as `regularWidth compactHeight`"
            ),
            (
                #"{"id": "v", "sizeClasses": {"regularWidth": {"constant": 5}}}"#,
                "3:46 unknown key `constant` in a size class's values — valid keys here: `installed`"
            ),
            (
                #"{"id": "v", "installed": "no"}"#,
                "3:26 expected true or false, found string — write true or false without quotes"
            ),
            (
                #"{"id": "s", "type": "stack", "sizeClasses": {"compactHeight": {"axis": "horizontl"}}}"#,
                "3:72 unknown axis `horizontl` — did you mean `horizontal`?"
            ),
            (
                #"{"id": "v", "sizeClasses": {"compactHeight": {"axis": "horizontal"}}}"#,
                "3:47 unknown key `axis` in a size class's values — valid keys here: `installed`"
            ),
            (
                #"{"id": "v", "constraints": [{"first": "width", "constant": 2, "sizeClasses": {"compactHeight": {"constant": "5"}}}]}"#,
                "3:109 expected a number, found string — write a number without quotes, e.g. 12"
            ),
        ]
        for (view, expected) in cases {
            #expect(ConstraintKeyTests.problems([Self.layout(view)]) == [expected], "\(view)")
        }
    }

    @Test func aLayoutsSizeClassesNameAWidthAndAHeight() {
        #expect(
            ConstraintKeyTests.problems([Self.layout("", extra: #", "sizeClasses": "regularWidth""#)]) == [
                #"2:50 a layout's size classes need a width class and a height class — write "compactWidth regularHeight" (an iPhone upright) or "regularWidth regularHeight" (an iPad)"#
            ])
    }

    /// A vertical stack 8 apart that is horizontal 20 apart in compact heights, centred and filled
    /// equally in regular widths.
    static let stack = layout(
        #"{"id": "s", "type": "stack", "axis": "vertical", "spacing": 8, "sizeClasses": {"compactHeight": {"axis": "horizontal", "spacing": 20}, "regularWidth": {"alignment": "center", "distribution": "fillEqually"}}}"#
    )

    @Test func aStacksArrangementTakesTheSizeClassesThatHold() throws {
        let result = ConstraintKeyTests.load([Self.stack])
        #expect(result.diagnostics.map(\.description) == [])
        let layout = try #require(result.theme?.layouts.first)
        let arrangement = { (classes: SizeClasses) -> [String] in
            let stack = layout.inSizeClasses(classes).root.children[0]
            return [stack.axis.rawValue, "\(stack.spacing)", stack.alignment.rawValue, stack.distribution.rawValue]
        }
        #expect(arrangement(.phonePortrait) == ["vertical", "8.0", "fill", "fill"])
        #expect(arrangement(SizeClasses(width: .compact, height: .compact)) == ["horizontal", "20.0", "fill", "fill"])
        // A Max phone on its side: both hold, each giving its own keys.
        #expect(
            arrangement(SizeClasses(width: .regular, height: .compact)) == [
                "horizontal", "20.0", "center", "fillEqually",
            ])
        #expect(
            arrangement(SizeClasses(width: .regular, height: .regular)) == ["vertical", "8.0", "center", "fillEqually"])
    }

    @Test func aRootStacksArrangementVariesButItIsAlwaysInstalled() throws {
        let varied =
            #"{"name": "L", "size": [200, 100], "root": {"type": "stack", "sizeClasses": {"compactHeight": {"axis": "horizontal"}}}}"#
        let result = ConstraintKeyTests.load([varied])
        #expect(result.diagnostics.map(\.description) == [])
        let layout = try #require(result.theme?.layouts.first)
        #expect(layout.inSizeClasses(SizeClasses(width: .compact, height: .compact)).root.axis == .horizontal)
        let installed =
            #"{"name": "L", "size": [200, 100], "root": {"type": "stack", "sizeClasses": {"compactHeight": {"installed": false}}}}"#
        #expect(
            ConstraintKeyTests.problems([installed]) == [
                "2:95 unknown key `installed` in a size class's values — valid keys here: `axis`, `spacing`, "
                    + "`alignment`, `distribution`"
            ])
    }

    @Test func aRootViewIsAlwaysInstalled() {
        let text = #"{"name": "L", "size": [200, 100], "root": {"installed": false}}"#
        #expect(
            ConstraintKeyTests.problems([text]) == [
                "2:57 `installed` does not apply to a layout's root view or a template, which is always there — "
                    + "remove it, or move it to a subview"
            ])
    }
}
