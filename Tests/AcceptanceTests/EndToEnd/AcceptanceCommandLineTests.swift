import Foundation
import Testing

/// What a new user meets first: help, usage errors (exit 2), user errors (exit 1), validate.
@Suite struct AcceptanceCommandLineTests {
    /// A small valid theme with one layout "Card".
    static let theme = """
        {
          // A card as a designer would sketch it.
          "name": "Mine",
          "layouts": [{"name": "Card", "size": [200, 100], "root": {"children": [
            {"type": "view", "frame": [10, 10, 80, 40]},
            {"type": "label", "numberOfLines": 2, "frame": [100, 10, 90, 60]},
          ]}}],
        }
        """

    @Test func helpDescribesEveryCommand() throws {
        let result = try AcceptanceWorkspace().run(["--help"])
        #expect(result.status == 0)
        for command in ["capture", "validate", "tree", "dump"] {
            #expect(result.standard.contains("  \(command) "), "\(command)")
        }
        #expect(result.error.isEmpty)
    }

    @Test(arguments: ["capture", "tree", "dump", "validate"])
    func everyCommandHasHelp(command: String) throws {
        for flag in ["--help", "-h"] {
            let result = try AcceptanceWorkspace().run([command, flag])
            #expect(result.status == 0)
            #expect(result.standard.hasPrefix("usage: skeleton-preview \(command) "))
        }
    }

    /// Arguments after the theme path that are usage errors.
    static let usageErrors: [[String]] = [
        ["capture", "THEME", "--layout", "Card", "--out", "x.png", "--style", "shiny"],
        ["capture", "THEME", "--layout", "Card", "--out", "x.png", "--time", "soon"],
        ["capture", "THEME", "--layout", "Card", "--out", "x.png", "--scale", "0"],
        ["capture", "THEME", "--layout", "Card", "--out", "x.png", "--size", "wide"],
        ["capture", "THEME", "--layout", "Card", "--out", "x.png", "--direction", "sideways"],
        ["capture", "THEME", "--layout", "Card", "--out", "x.png", "--frobnicate"],
        ["capture", "THEME", "--layout", "Card"],
        ["capture", "THEME", "--layout", "Card", "--out", "x.png", "--threshold", "300", "--compare", "b.png"],
        ["dump", "THEME", "--layout", "Card", "--appearance", "sepia"],
        ["dump", "THEME", "--layout"],
        ["tree", "THEME"],
        ["validate"],
    ]

    @Test(arguments: usageErrors)
    func usageErrorsExitTwoWithErrorAndUsage(arguments: [String]) throws {
        let workspace = try AcceptanceWorkspace()
        let theme = try workspace.write("mine.theme.json", Self.theme)
        let result = try workspace.run(arguments.map { $0 == "THEME" ? theme : $0 })
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("error: "))
        #expect(result.error.contains("usage: skeleton-preview"))
        #expect(result.standard.isEmpty)
    }

    @Test(arguments: ["capture", "dump", "tree"])
    func unknownLayoutExitsOneAndListsTheLayouts(command: String) throws {
        let workspace = try AcceptanceWorkspace()
        let theme = try workspace.write("mine.theme.json", Self.theme)
        let output = command == "capture" ? ["--out", workspace.path("x.png")] : []
        let result = try workspace.run([command, theme, "--layout", "Crad"] + output)
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("error: "))
        #expect(result.error.contains("Card"))
    }

    @Test func missingThemeFileExitsOne() throws {
        let workspace = try AcceptanceWorkspace()
        let result = try workspace.run(["dump", workspace.path("nope.theme.json"), "--layout", "Card"])
        #expect(result.status == 1)
        #expect(result.error.contains("nope.theme.json"))
    }

    @Test func brokenThemeStopsCaptureWithItsPosition() throws {
        let workspace = try AcceptanceWorkspace()
        let theme = try workspace.write(
            "bad.theme.json", Self.theme.replacingOccurrences(of: "\"label\"", with: "\"lable\""))
        let result = try workspace.run(["capture", theme, "--layout", "Card", "--out", workspace.path("x.png")])
        #expect(result.status == 1)
        #expect(result.error.contains("bad.theme.json:6:14: error:"))
        #expect(!FileManager.default.fileExists(atPath: workspace.path("x.png")))
    }

    @Test func validateAcceptsAGoodTheme() throws {
        let workspace = try AcceptanceWorkspace()
        let theme = try workspace.write("mine.theme.json", Self.theme)
        let result = try workspace.run(["validate", theme])
        #expect(result.status == 0)
        #expect(result.standard == "validated 1 theme: 0 errors, 0 warnings\n")
    }

    @Test func validateSaysWhichFontStandsInForAnIOSFont() throws {
        let workspace = try AcceptanceWorkspace()
        let text = """
            {"layouts": [{"name": "Card", "size": [200, 100], "root": {
              "type": "label", "font": {"family": "SF Pro Text", "size": 17}}}]}
            """
        let theme = try workspace.write("ios.theme.json", text)
        let result = try workspace.run(["validate", theme])
        #expect(result.status == 0)
        let lines = result.standard.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "\(theme):2:28: warning: font family \"SF Pro Text\" is an iOS font that Linux does not have; \"Roboto\" stands in for it (the closest metric match; Docs/themes.md, \"iOS fonts on Linux\") (at layouts[0].root.font) — nothing to do to preview with \"Roboto\"; name an installed family to use another"
        )
        #expect(lines.last == "validated 1 theme: 0 errors, 1 warning")
    }

    @Test func validateReportsEveryProblemWithLineAndColumn() throws {
        let workspace = try AcceptanceWorkspace()
        let text = """
            {
              "appearance": {"tintColor": "peterriver"},
              "layouts": [{"name": "Card", "size": [200, 100], "root": {
                "type": "label", "lastLineFilPercent": 50, "rowHeight": 44}}],
            }
            """
        let theme = try workspace.write("typos.theme.json", text)
        let result = try workspace.run(["validate", theme])
        #expect(result.status == 1)
        let lines = result.standard.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("\(theme):2:31: error: "))
        #expect(lines[0].contains("peterRiver"))
        #expect(lines[1].hasPrefix("\(theme):4:22: error: "))
        #expect(lines[1].contains("lastLineFillPercent"))
        #expect(lines[2].hasPrefix("\(theme):4:48: error: "))
        #expect(lines[3] == "validated 1 theme: 3 errors, 0 warnings")
    }

    @Test func validateReportsSyntaxErrorsWithTheirPosition() throws {
        let workspace = try AcceptanceWorkspace()
        let theme = try workspace.write("syntax.theme.json", "{\n  \"name\": \"x\"\n  \"layouts\": []\n}\n")
        let result = try workspace.run(["validate", theme])
        #expect(result.status == 1)
        #expect(result.standard.hasPrefix("\(theme):3:3: error: "))
    }

    @Test func validateChecksEveryThemeOfAFolder() throws {
        let workspace = try AcceptanceWorkspace()
        try workspace.write("a.theme.json", Self.theme)
        try workspace.write("b.theme.json", "{\"layouts\": 3}")
        try workspace.write("notes.json", "not a theme")
        let result = try workspace.run(["validate", workspace.folder])
        #expect(result.status == 1)
        #expect(result.standard.hasSuffix("validated 2 themes: 1 error, 0 warnings\n"))
    }
}
