import Foundation
import TestSupport
import Testing

/// The UIKit, SkeletonView 1.31 and UIView-Shimmer 1.0 stub modules of `SkeletonViewStub/` and
/// `UIViewShimmerStub/`, compiled into `folder`, and `swiftc -typecheck` of Swift files against
/// them: an export compiles here exactly when it uses only the declarations the libraries and
/// UIKit really have, with their signatures.
private struct SkeletonViewStub {
    /// The folder holding the modules' .swiftmodule files.
    let folder: String

    /// The stub folder of each module.
    private static let folders = [
        "UIKit": "SkeletonViewStub", "SkeletonView": "SkeletonViewStub", "UIView_Shimmer": "UIViewShimmerStub",
    ]

    /// Compiles the stub modules (UIKit first) into `folder`; `linkable` also builds their
    /// libraries, so code compiled against them can run.
    init(in folder: String, modules: [String] = ["UIKit", "SkeletonView"], linkable: Bool = false) throws {
        self.folder = folder
        for module in modules {
            let sources = Repository.path("Tests/EndToEndTests/" + (Self.folders[module] ?? module))
            let library = linkable ? ["-emit-library", "-o", folder + "/lib\(module).so", "-L", folder] : []
            let uses = linkable && module == "SkeletonView" ? ["-lUIKit"] : []
            let result = try Self.swiftc(
                [
                    "-swift-version", "5", "-parse-as-library", "-I", folder, "-emit-module", "-module-name", module,
                    "-emit-module-path", folder + "/\(module).swiftmodule", sources + "/\(module).swift",
                ] + library + uses)
            #expect(result.status == 0, "\(module) stub: \(result.error)")
        }
    }

    /// Builds `files` into the executable `output`, linked against the stubs' libraries (Swift 5 mode).
    func build(_ files: [String], to output: String) throws -> Executable.Result {
        try Self.swiftc(
            ["-swift-version", "5", "-D", "DEBUG", "-I", folder, "-L", folder, "-lUIKit", "-lSkeletonView"]
                + ["-Xlinker", "-rpath", "-Xlinker", folder, "-o", output] + files)
    }

    /// `swiftc -typecheck` of files together in a language mode (by default 6: strict concurrency, as
    /// a new app), with the `DEBUG` condition of a debug build when `debug`.
    func typecheck(_ files: String..., mode: String = "6", debug: Bool = false) throws -> Executable.Result {
        try Self.swiftc(["-typecheck", "-swift-version", mode, "-I", folder] + files + (debug ? ["-D", "DEBUG"] : []))
    }

    /// Runs the toolchain's swiftc (found on PATH, as `swift build` finds it).
    private static func swiftc(_ arguments: [String]) throws -> Executable.Result {
        try Executable.launch("/usr/bin/env", ["swiftc"] + arguments)
    }
}

/// The layouts every shipped theme includes.
private let shippedLayouts = [
    "Social feed", "Profile header", "Chat list", "Product grid", "Article", "Settings", "Media card",
    "Hierarchy demo",
]

@Test func everyExportOfTheShippedThemesTypeChecksAgainstSkeletonView() throws {
    let scratch = try TemporaryDirectory()
    let stub = try SkeletonViewStub(in: scratch.path)
    for theme in ["default", "flat"] {
        for layout in [nil] + shippedLayouts.map(Optional.some) {
            let out = scratch.file("\(theme)-\(layout.map { $0.filter(\.isLetter) } ?? "look").swift")
            let arguments =
                ["export", "swift", Repository.theme(theme), "--out", out] + (layout.map { ["--layout", $0] } ?? [])
            let export = try Executable.run(arguments)
            #expect(export.status == 0, "\(arguments): \(export.error)")
            for mode in ["5", "6"] {
                let check = try stub.typecheck(out, mode: mode)
                #expect(check.status == 0, "\(theme) \(layout ?? "-") in Swift \(mode): \(check.error)")
            }
        }
    }
}

@Test func everyExportOfTheShippedTemplateThemeTypeChecksAgainstUIViewShimmer() throws {
    let scratch = try TemporaryDirectory()
    let stub = try SkeletonViewStub(in: scratch.path, modules: ["UIKit", "UIView_Shimmer"])
    for layout in [nil] + shippedLayouts.map(Optional.some) {
        let out = scratch.file("shimmer-\(layout.map { $0.filter(\.isLetter) } ?? "look").swift")
        let arguments =
            ["export", "swift", Repository.theme("shimmer"), "--out", out] + (layout.map { ["--layout", $0] } ?? [])
        let export = try Executable.run(arguments)
        #expect(export.status == 0, "\(arguments): \(export.error)")
        for mode in ["5", "6"] {
            let check = try stub.typecheck(out, mode: mode)
            #expect(check.status == 0, "shimmer \(layout ?? "-") in Swift \(mode): \(check.error)")
            #expect(check.error.isEmpty, "shimmer \(layout ?? "-") in Swift \(mode): \(check.error)")
        }
    }
}

@Test func theTemplateThemeExportsUIViewShimmerCallsWithItsColoursAndSpeed() throws {
    let result = try Executable.run(["export", "swift", Repository.theme("shimmer")])
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    #expect(
        result.standard == """
            // The skeleton theme "UIView-Shimmer template" (shimmer.theme.json) as UIView-Shimmer 1.0 code,
            // written by `skeleton-preview export swift`. Needs iOS 13 or later and Swift 6 (Xcode 16) or later.
            @preconcurrency import UIView_Shimmer  // UIView-Shimmer 1.0 predates Swift 6 concurrency checking
            import UIKit

            /// The look of the skeleton theme "UIView-Shimmer template": show(on:) while loading, hide(on:) after.
            @MainActor
            enum UIViewShimmerTemplateShimmer {
                /// Covers `view`'s conforming subviews with the template and the shimmer (colours resolved for the
                /// view's appearance, as the preview draws them): the placeholder is UIView-Shimmer's #D8D8D8 light, #333333 dark.
                static func show(on view: UIView) {
                    view.setTemplateWithSubviews(
                        true,
                        animate: true,
                        viewBackgroundColor: UIColor { traits in
                            traits.userInterfaceStyle == .dark
                                ? UIColor(red: 0, green: 0, blue: 0, alpha: 1)
                                : UIColor(red: 1, green: 1, blue: 1, alpha: 1)
                        }.resolvedColor(with: view.traitCollection),  // #FFFFFF light, #000000 dark
                        animationSpeed: 1.25  // the shimmer's duration in seconds
                    )
                }

                /// Removes the template and the shimmer (animate keeps its default, true: with false the shimmer stays).
                static func hide(on view: UIView) {
                    view.setTemplateWithSubviews(false)
                }
            }

            """, "\(result.standard)")
}

@Test func aTemplateLayoutExportListsEachViewsAnimatedAndExcludedItems() throws {
    let scratch = try TemporaryDirectory()
    let stub = try SkeletonViewStub(in: scratch.path, modules: ["UIKit", "UIView_Shimmer"])
    let theme = try scratch.write(
        "cells.theme.json",
        """
        {"name": "Cells", "mode": {"shimmerTemplate": {"color": "#CCCCCC", "animationSpeed": 2,
           "viewBackgroundColor": "#FFFFFF80"}},
         "layouts": [{"name": "Row", "size": [320, 120], "root": {"type": "stack", "id": "ro\\"w",
           "shimmeringAnimatedItems": ["avatar", "title"], "excludedItems": ["badge"], "children": [
             {"type": "imageView", "id": "avatar"},
             {"type": "label", "id": "title", "text": "T"},
             {"type": "stack", "id": "side", "excludedItems": ["note"], "children": [
               {"type": "label", "id": "note", "text": "N"}, {"type": "view", "id": "badge"},
               {"type": "view", "isSkeletonable": false}, {"type": "label", "text": "no id"}
             ]}
         ]}}]}
        """)
    let out = scratch.file("cells.swift")
    let result = try Executable.run(["export", "swift", theme, "--layout", "Row", "--out", out])
    #expect(result.status == 0, "\(result.error)")
    #expect(
        result.error
            == "warning: 1 views of the layout \"Row\" that take a template or exclude views have no id, so the export "
            + "cannot reach them (UIView-Shimmer animates only the views its conformance lists): give them an `id` in "
            + "the theme and the same accessibilityIdentifier in the app\n")
    let code = try String(contentsOfFile: out, encoding: .utf8)
    let expected = [
        """
                view.setTemplateWithSubviews(
                    true,
                    color: UIColor(red: 204 / 255, green: 204 / 255, blue: 204 / 255, alpha: 1),  // #CCCCCC
                    animate: true,
                    viewBackgroundColor: UIColor(red: 1, green: 1, blue: 1, alpha: 128 / 255),  // #FFFFFF80
                    animationSpeed: 2  // the shimmer's duration in seconds
                )
        """,
        """
            static let shimmeringItems: [String: (animated: [String], excluded: [String])] = [
                "ro\\"w": (animated: ["avatar", "title"], excluded: ["badge"]),
                "avatar": (animated: ["avatar"], excluded: []),
                "title": (animated: ["title"], excluded: []),
                "side": (animated: [], excluded: ["note"]),
                "note": (animated: ["note"], excluded: []),
                "badge": (animated: ["badge"], excluded: []),
            ]
        """,
        "extension UIView: @retroactive @preconcurrency ShimmeringViewProtocol {",
        "        return items.animated.compactMap { CellsShimmer.views(identifiedAs: $0, in: self).first }",
    ]
    for excerpt in expected {
        #expect(code.contains(excerpt + "\n"), "missing: \(excerpt)\n\(code)")
    }
    for mode in ["5", "6"] {
        let check = try stub.typecheck(out, mode: mode)
        #expect(check.status == 0 && check.error.isEmpty, "Swift \(mode): \(check.error)")
    }
}

@Test func aRepeatedIdIsListedOnceSoTheDictionaryLiteralHasNoDuplicateKey() throws {
    // Swift traps at run time on a dictionary literal with a key twice; the first view of an id wins.
    let scratch = try TemporaryDirectory()
    let theme = try scratch.write(
        "rows.theme.json",
        """
        {"name": "Rows", "mode": "shimmerTemplate", "layouts": [{"name": "List", "size": [320, 120],
         "root": {"type": "stack", "children": [
           {"type": "label", "id": "row", "text": "A"}, {"type": "label", "id": "row", "text": "B"}]}}]}
        """)
    let result = try Executable.run(["export", "swift", theme, "--layout", "List"])
    #expect(result.status == 0, "\(result.error)")
    #expect(
        result.standard.contains(
            """
                static let shimmeringItems: [String: (animated: [String], excluded: [String])] = [
                    "row": (animated: ["row"], excluded: []),
                ]

            """), "\(result.standard)")
}

@Test func aStaticTemplateExportPassesAnimateFalseAndNoShimmerSettings() throws {
    let scratch = try TemporaryDirectory()
    let theme = try scratch.write(
        "still.theme.json",
        """
        {"name": "Still", "mode": {"shimmerTemplate": {"animate": false, "viewBackgroundColor": "white"}},
         "layouts": [{"name": "One", "size": [100, 100], "root": {}}]}
        """)
    let result = try Executable.run(["export", "swift", theme])
    #expect(result.status == 0, "\(result.error)")
    #expect(
        result.standard.contains(
            "    view.setTemplateWithSubviews(\n            true,\n            animate: false\n        )\n"))
    #expect(!result.standard.contains("animationSpeed"))
    #expect(!result.standard.contains("ShimmeringViewProtocol {"))
}

@Test func theUIViewShimmerStubRejectsCodeUIViewShimmerDoesNotHave() throws {
    let scratch = try TemporaryDirectory()
    let stub = try SkeletonViewStub(in: scratch.path, modules: ["UIKit", "UIView_Shimmer"])
    let wrong = try scratch.write(
        "wrong.swift",
        """
        import UIView_Shimmer
        import UIKit
        @MainActor func show(_ view: UIView) { view.setTemplateWithSubviews(true, speed: 2) }
        """)
    let check = try stub.typecheck(wrong)
    #expect(check.status != 0)
    #expect(check.error.contains("speed"))
}

@Test func exportsOfEveryStyleWithDelaysAndCustomAnimationsTypeCheck() throws {
    let scratch = try TemporaryDirectory()
    let stub = try SkeletonViewStub(in: scratch.path)
    let root = """
        {"type": "stack", "children": [
          {"type": "label", "id": "title", "text": "T", "lastLineFillPercent": 40, "linesCornerRadius": 3,
           "skeletonLineSpacing": 6, "skeletonPaddingInsets": {"top": 2, "left": 4}, "skeletonTextLineHeight": "relativeToFont",
           "skeletonTextNumberOfLines": 3, "isHiddenWhenSkeletonIsActive": true},
          {"type": "textView", "id": "body", "text": "B", "skeletonTextLineHeight": 12, "skeletonCornerRadius": 4},
          {"type": "imageView", "id": "avatar", "isSkeletonable": false, "alpha": 0.5},
          {"type": "label", "text": "no id"}
        ]}
        """
    for style in ["solid", "gradient", "solidAnimated", "gradientAnimated"] {
        for (variant, animation, delay) in [
            (
                "custom",
                #"{"pulse": {"duration": 2, "easing": "cubic-bezier(0.1, 0.2, 0.3, 1.4)", "autoreverse": false, "pause": 0.5}, "sliding": {"duration": 1, "easing": "linear", "autoreverse": true, "pause": 0.25}}"#,
                0.5
            ),
            ("upstream", "{}", 0.5), ("immediate", #"{"sliding": {"direction": "bottomTop"}}"#, 0),
        ] {
            let theme = try scratch.write(
                "\(style)-\(variant).theme.json",
                """
                {"name": "\(style) \(variant)", "style": "\(style)", "animation": \(animation),
                 "appearance": {"tintColor": "#336699", "gradient": {"base": "emerald", "secondary": {"light": "#FFFFFF80", "dark": "black"}}},
                 "transition": {"show": "none", "hide": "crossDissolve(0.5)", "delay": \(delay)},
                 "layouts": [{"name": "Screen", "size": [320, 480], "root": \(root)}]}
                """)
            let out = scratch.file("\(style)-\(variant).swift")
            let export = try Executable.run(["export", "swift", theme, "--layout", "Screen", "--out", out])
            #expect(export.status == 0, "\(style) \(variant): \(export.error)")
            let check = try stub.typecheck(out)
            #expect(check.status == 0, "\(style) \(variant): \(check.error)")
        }
    }
}

@Test func theStubRejectsCodeSkeletonViewDoesNotHave() throws {
    let scratch = try TemporaryDirectory()
    let stub = try SkeletonViewStub(in: scratch.path)
    let wrong = try scratch.write(
        "wrong.swift",
        """
        import SkeletonView
        import UIKit
        @MainActor func show(_ view: UIView) {
            view.showAnimatedSkeleton(usingColour: SkeletonAppearance.default.tintColor, transition: .crossDissolve(0.25))
        }
        """)
    let check = try stub.typecheck(wrong)
    #expect(check.status != 0)
    #expect(check.error.contains("usingColour"))
}

@Test func theFlatThemeExportsItsColoursAnimationsAndTransitions() throws {
    let result = try Executable.run(["export", "swift", Repository.theme("flat")])
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    let code = result.standard
    let expected = [
        "enum FlatColoursSkeleton {",
        "        appearance.tintColor = UIColor { traits in",
        "                ? UIColor(red: 41 / 255, green: 128 / 255, blue: 185 / 255, alpha: 1)",
        "                : UIColor(red: 52 / 255, green: 152 / 255, blue: 219 / 255, alpha: 1)",
        "        }  // #3498DB light, #2980B9 dark",
        "        appearance.gradient = SkeletonGradient(colors: [",
        "                    ? UIColor(red: 19 / 255, green: 141 / 255, blue: 117 / 255, alpha: 1)",
        "            },  // #1ABC9C light, #138D75 dark",
        "        appearance.multilineHeight = 14",
        "        appearance.multilineLastLineFillPercent = 60",
        "        appearance.multilineCornerRadius = 7",
        "        appearance.skeletonCornerRadius = 8",
        "        view.showAnimatedGradientSkeleton(\n            usingGradient: SkeletonAppearance.default.gradient,\n"
            + "            animation: sliding(slidingDirection(for: view)),\n            transition: .crossDissolve(0.4)\n"
            + "        )",
        "        view.hideSkeleton(reloadDataAfter: true, transition: .crossDissolve(0.25))",
        "        let pass = layer.pulse",
        "        pass.duration = 1.8",
        "        return repeating(pass, pause: 0.3, period: 3.9)",
        "        .topLeftBottomRight",
        "        let slide = SkeletonAnimationBuilder().makeSlidingAnimation(\n            withDirection: direction,\n"
            + "            duration: 1.8,\n            autoreverses: false\n        )",
        "            pass.timingFunction = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)",
        "            return repeating(pass, pause: 0.3, period: 2.1)",
    ]
    for line in expected {
        #expect(code.contains(line + "\n"), "missing: \(line)")
    }
}

@Test func theDefaultThemeUsesSkeletonViewsOwnAnimations() throws {
    let result = try Executable.run(["export", "swift", Repository.theme("default"), "--layout", "Hierarchy demo"])
    #expect(result.status == 0)
    let code = result.standard
    #expect(
        code.contains(
            "        view.showAnimatedGradientSkeleton(\n            usingGradient: SkeletonAppearance.default.gradient,\n"
                + "            transition: .crossDissolve(0.25)\n        )\n"))
    #expect(!code.contains("layer.pulse"))
    #expect(!code.contains("repeating("))
    #expect(code.contains("        appearance.tintColor = UIColor { traits in\n"))
    #expect(code.contains("    static func applyHierarchyDemo(to root: UIView) {\n"))
    #expect(code.contains("        root.isSkeletonable = true\n"))
    #expect(result.error.contains("of the layout \"Hierarchy demo\" have no id"))
}

@Test func aLayoutExportSetsEachIdentifiedViewsProperties() throws {
    let scratch = try TemporaryDirectory()
    let theme = try scratch.write(
        "t.theme.json",
        """
        {"name": "Ids", "layouts": [{"name": "Card", "size": [320, 120], "root": {"type": "stack", "children": [
          {"type": "label", "id": "ti\\"tle", "text": "T", "lastLineFillPercent": 40, "skeletonTextNumberOfLines": 2,
           "skeletonPaddingInsets": 3},
          {"type": "view", "id": "badge", "isHiddenWhenSkeletonIsActive": true, "skeletonCornerRadius": 6.5}
        ]}}]}
        """)
    let result = try Executable.run(["export", "swift", theme, "--layout", "Card"])
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    #expect(
        result.standard.contains(
            """
                    for view in views(identifiedAs: "ti\\"tle", in: root).compactMap({ $0 as? UILabel }) {
                        view.isSkeletonable = true
                        view.lastLineFillPercent = 40
                        view.skeletonPaddingInsets = UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3)
                        view.skeletonTextNumberOfLines = .custom(2)
                    }
                    for view in views(identifiedAs: "badge", in: root) {
                        view.isSkeletonable = true
                        view.isHiddenWhenSkeletonIsActive = true
                        view.skeletonCornerRadius = 6.5
                    }

            """))
}

@Test func negativeInsetsAndSizeConstraintsExportAsWrittenAndTypeCheck() throws {
    let scratch = try TemporaryDirectory()
    let stub = try SkeletonViewStub(in: scratch.path)
    let theme = try scratch.write(
        "k.theme.json",
        """
        {"name": "Keys", "layouts": [{"name": "Row", "size": [320, 120], "root": {"id": "root", "children": [
          {"type": "label", "id": "date", "text": "Today", "skeletonPaddingInsets": {"left": -32, "right": -32},
           "constraints": [
             {"first": "leading", "second": "superview", "constant": 16}, {"first": "top", "second": "superview"},
             {"first": "width", "relation": "<=", "constant": 200},
             {"first": "height", "relation": ">=", "constant": 30, "priority": 750}
           ]}
        ]}}]}
        """)
    let out = scratch.file("k.swift")
    let result = try Executable.run(["export", "swift", theme, "--layout", "Row", "--out", out])
    #expect(result.status == 0, "\(result.error)")
    let code = try String(contentsOfFile: out, encoding: .utf8)
    #expect(
        code.contains(
            """
                        view.skeletonPaddingInsets = UIEdgeInsets(top: 0, left: -32, bottom: 0, right: -32)
                        // Size constraints the skeleton's size reads; leave them out if the app's layout has them.
                        view.widthAnchor.constraint(lessThanOrEqualToConstant: 200).isActive = true
                        do {
                            let constraint = view.heightAnchor.constraint(greaterThanOrEqualToConstant: 30)
                            constraint.priority = UILayoutPriority(750)
                            constraint.isActive = true
                        }
                    }

            """), "\(code)")
    let check = try stub.typecheck(out)
    #expect(check.status == 0, "\(check.error)")
}

@Test func anImportedAlphaIsExportedAsTheViewsAlpha() throws {
    // IB's Alpha reaches the imported theme (`import`) and comes back as `view.alpha` (`export
    // swift`): the skeleton fades with it on the phone (SkeletonView's addSkeletonLayer adds the
    // skeleton as a sublayer of the view's layer), so the code sets it with the skeleton keys.
    let scratch = try TemporaryDirectory()
    let storyboard = try scratch.write(
        "Faded.storyboard",
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s-1"><objects>
                <viewController storyboardIdentifier="Faded" id="vc-1">
                    <view key="view" contentMode="scaleToFill" id="root-1">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <label opaque="NO" alpha="0.5" text="Hi" id="half-1">
                                <rect key="frame" x="0.0" y="50" width="100" height="20"/>
                            </label>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """)
    let theme = scratch.file("faded.theme.json")
    let imported = try Executable.run(["import", storyboard, "--out", theme])
    #expect(imported.status == 0, "\(imported.error)")
    let text = String(decoding: Executable.bytes(theme) ?? Data(), as: UTF8.self)
    #expect(text.contains(#""alpha" : 0.5"#))
    let exported = try Executable.run(["export", "swift", theme, "--layout", "Faded"])
    #expect(exported.status == 0, "\(exported.error)")
    #expect(
        exported.standard.contains(
            """
                    for view in views(identifiedAs: "half-1", in: root) {
                        view.isSkeletonable = false
                        view.alpha = 0.5
                    }
            """))
}

@Test func exportWritesTheFileItPrints() throws {
    let scratch = try TemporaryDirectory()
    let out = scratch.file("Theme.swift")
    let written = try Executable.run(["export", "swift", Repository.theme("flat"), "--out", out])
    #expect(written.status == 0)
    #expect(written.standard == "wrote \(out)\n")
    let printed = try Executable.run(["export", "swift", Repository.theme("flat")])
    #expect(String(decoding: Executable.bytes(out) ?? Data(), as: UTF8.self) == printed.standard)
}

@Test func exportRefusesWhatItCannotWrite() throws {
    let format = try Executable.run(["export", "kotlin", Repository.theme("flat")])
    #expect(format.status == 2)
    #expect(
        format.error.hasPrefix(
            "error: unknown export format 'kotlin'; the formats are swift and snapshot-helper\n"
                + "usage: skeleton-preview export"))
    let layout = try Executable.run(["export", "swift", Repository.theme("flat"), "--layout", "Artcle"])
    #expect(layout.status == 1)
    #expect(layout.error.hasPrefix("error: no layout 'Artcle' in "))
    #expect(layout.error.contains("did you mean 'Article'?"))
    let extensionLess = try Executable.run(["export", "swift", Repository.theme("flat"), "--out", "x.txt"])
    #expect(extensionLess.status == 2)
    #expect(extensionLess.error.hasPrefix("error: --out must name a Swift file ending in .swift, got 'x.txt'"))
    let missing = try Executable.run(["export", "swift"])
    #expect(missing.status == 2)
    #expect(missing.error.hasPrefix("error: a THEME file is needed"))
}

@Test func aLayoutExportReachesTheViewsOfStaticCells() throws {
    let scratch = try TemporaryDirectory()
    let theme = try scratch.write(
        "t.theme.json",
        """
        {"name": "Static", "layouts": [{"name": "Settings", "size": [320, 200], "root": {"type": "table",
          "staticSections": [[{"height": 60, "children": [{"type": "view", "id": "avatar", "skeletonCornerRadius": 4}]}]]
        }}]}
        """)
    let result = try Executable.run(["export", "swift", theme, "--layout", "Settings"])
    #expect(result.status == 0)
    #expect(
        result.standard.contains(
            """
                    for view in views(identifiedAs: "avatar", in: root) {
                        view.isSkeletonable = true
                        view.skeletonCornerRadius = 4
                    }
            """))
}

@Test func aLayoutExportReachesTheViewsOfATablesHeaderAndFooterViews() throws {
    let scratch = try TemporaryDirectory()
    let theme = try scratch.write(
        "t.theme.json",
        """
        {"name": "Feed", "layouts": [{"name": "Feed", "size": [320, 400], "root": {"type": "table", "cell": {},
          "tableHeaderView": {"id": "banner", "height": 120, "skeletonCornerRadius": 8},
          "tableFooterView": {"id": "more", "height": 40, "isSkeletonable": false}
        }}]}
        """)
    let result = try Executable.run(["export", "swift", theme, "--layout", "Feed"])
    #expect(result.status == 0)
    #expect(
        result.standard.contains(
            """
                    for view in views(identifiedAs: "banner", in: root) {
                        view.isSkeletonable = true
                        view.skeletonCornerRadius = 8
                    }
                    for view in views(identifiedAs: "more", in: root) {
                        view.isSkeletonable = false
                    }
            """))
}

@Test func theSnapshotHelperTypeChecksInSwift5And6WithAndWithoutSkeletonView() throws {
    let scratch = try TemporaryDirectory()
    let helper = scratch.file("SkeletonPreviewSnapshot.swift")
    let export = try Executable.run(["export", "snapshot-helper", "--out", helper])
    #expect(export.status == 0, "\(export.error)")
    #expect(export.standard == "wrote \(helper)\n")
    let both = try SkeletonViewStub(in: scratch.path + "/both")
    let uikitOnly = try SkeletonViewStub(in: scratch.path + "/uikit", modules: ["UIKit"])
    for (stub, name) in [(both, "UIKit and SkeletonView"), (uikitOnly, "UIKit alone")] {
        for mode in ["5", "6"] {
            let check = try stub.typecheck(helper, mode: mode, debug: true)
            #expect(check.status == 0, "\(name), Swift \(mode): \(check.error)")
            #expect(check.error.isEmpty, "\(name), Swift \(mode): \(check.error)")
        }
    }
}

@Test func theSnapshotHelperCompilesToNothingOutsideADebugBuild() throws {
    let scratch = try TemporaryDirectory()
    let helper = scratch.file("SkeletonPreviewSnapshot.swift")
    _ = try Executable.run(["export", "snapshot-helper", "--out", helper])
    let stub = try SkeletonViewStub(in: scratch.path)
    let caller = try scratch.write(
        "Caller.swift",
        "import UIKit\n@MainActor func take(_ view: UIView) { SkeletonPreviewSnapshot.write(view, to: \"x\") }\n")
    let release = try stub.typecheck(helper, caller)
    #expect(release.error.contains("cannot find 'SkeletonPreviewSnapshot' in scope"))
}

@Test func theSnapshotHelperRunsOverAStubScreenAndWritesTheExpectedSnapshot() throws {
    let scratch = try TemporaryDirectory()
    let helper = scratch.file("SkeletonPreviewSnapshot.swift")
    _ = try Executable.run(["export", "snapshot-helper", "--out", helper])
    let stub = try SkeletonViewStub(in: scratch.path, linkable: true)
    let runner = scratch.file("runner")
    let main = Repository.path("Tests/EndToEndTests/SnapshotHelperRun/main.swift")
    let built = try stub.build([main, helper], to: runner)
    #expect(built.status == 0, "\(built.error)")
    let snapshot = scratch.file("Feed.snapshot.json")
    let run = try Executable.launch(runner, [snapshot])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.standard == "wrote \(snapshot)\n")
    let written = try String(contentsOfFile: snapshot, encoding: .utf8)
    GoldenText.assertMatches(written, named: "snapshot-helper-run.json")
    // What the helper writes opens with no problem, the app's flags all reachable.
    let validated = try Executable.run(["validate", snapshot])
    #expect(validated.standard == "validated 1 theme: 0 errors, 0 warnings\n", "\(validated.standard)")
}

/// Every bidirectional control (the characters of Trojan Source) and other invisible format
/// characters: a soft hyphen, a zero-width space, a byte-order mark and a language tag.
private let invisibleControls: [Unicode.Scalar] =
    (0x202A...0x202E).compactMap(Unicode.Scalar.init) + (0x2066...0x2069).compactMap(Unicode.Scalar.init)
    + [0x200E, 0x200F, 0x061C, 0x00AD, 0x200B, 0xFEFF, 0xE0001].compactMap(Unicode.Scalar.init)

/// Whether `text` holds a character that shows as nothing or moves text around (a control but the
/// line feed, or a Unicode format character).
private func holdsInvisibleControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
        scalar != "\n"
            && [.control, .format, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
    }
}

/// The strings of the Swift string literals in `code` (outside `//` comments), their escapes decoded
/// as Swift decodes them (`\u{202E}`, `\"`, `\\`, `\n`, `\t`, `\r`).
private func swiftLiterals(in code: String) -> [String] {
    var literals: [String] = []
    for line in code.split(separator: "\n") {
        var scalars = Array(line.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if scalar == "/" && scalars.first == "/" { break }
            guard scalar == "\"" else { continue }
            var decoded = String.UnicodeScalarView()
            while let scalar = scalars.popFirst(), scalar != "\"" {
                guard scalar == "\\", let escaped = scalars.popFirst() else {
                    decoded.append(scalar)
                    continue
                }
                switch escaped {
                case "n": decoded.append("\n")
                case "t": decoded.append("\t")
                case "r": decoded.append("\r")
                case "u":
                    let hex = String(String.UnicodeScalarView(scalars.dropFirst().prefix { $0 != "}" }))
                    scalars = scalars.dropFirst(hex.unicodeScalars.count + 2)
                    decoded.append(Unicode.Scalar(UInt32(hex, radix: 16) ?? 0) ?? "?")
                default: decoded.append(escaped)
                }
            }
            literals.append(String(decoded))
        }
    }
    return literals
}

/// `text` as a JSON string: quotes, backslashes and control characters escaped, everything else raw
/// (the bidirectional controls too, as a hostile file holds them).
private func jsonString(_ text: String) -> String {
    "\""
        + text.unicodeScalars.map { scalar in
            switch scalar {
            case "\"", "\\": "\\" + String(scalar)
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                String(format: "\\u%04X", scalar.value)
            default: String(scalar)
            }
        }.joined() + "\""
}

@Test func exportsOfThemesNamedWithBidiControlsHoldNoneRawAndTheirLiteralsAreTheIds() throws {
    let scratch = try TemporaryDirectory()
    let stub = try SkeletonViewStub(in: scratch.path, modules: ["UIKit", "SkeletonView", "UIView_Shimmer"])
    let ids =
        invisibleControls.map { "a\($0)b" } + ["x\u{202E}\u{2066}/* evil */\u{2069}\u{202C}\u{1B}[31m\u{7F}\u{9B}y"]
    let hostile = String(String.UnicodeScalarView(invisibleControls))
    let children = ids.map { "{\"type\": \"view\", \"id\": \(jsonString($0)), \"skeletonCornerRadius\": 2}" }
    for mode in ["", ", \"mode\": \"shimmerTemplate\""] {
        let theme = try scratch.write(
            "t\(hostile).theme.json",
            """
            {"name": \(jsonString("Trojan \(hostile) theme"))\(mode), "layouts": [{"name": \(jsonString("Card \(hostile)")),
             "size": [320, 120], "root": {"type": "stack", "id": "root", "children": [\(children.joined(separator: ", "))]}}]}
            """)
        for layout in [[], ["--layout", "Card \(hostile)"]] {
            let out = scratch.file("export\(layout.count).swift")
            let result = try Executable.run(["export", "swift", theme, "--out", out] + layout)
            #expect(result.status == 0, "\(result.error)")
            let code = try String(contentsOfFile: out, encoding: .utf8)
            #expect(!holdsInvisibleControl(code), "\(code)")
            #expect(!holdsInvisibleControl(result.standard + result.error))
            if !layout.isEmpty {
                #expect(Set(ids).isSubset(of: swiftLiterals(in: code)), "\(code)")
                #expect(code.contains("\"a\\u{202E}b\""))
            }
            for swift in ["5", "6"] {
                let check = try stub.typecheck(out, mode: swift)
                #expect(check.status == 0, "Swift \(swift)\(mode): \(check.error)")
            }
        }
    }
}
