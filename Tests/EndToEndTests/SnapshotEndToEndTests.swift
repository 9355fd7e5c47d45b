import Foundation
import TestSupport
import Testing

/// The layouts every shipped theme shares.
private let layouts = [
    "Social feed", "Profile header", "Chat list", "Product grid", "Article", "Settings", "Media card", "Hierarchy demo",
]

/// A file name for a layout's golden.
private func slug(_ layout: String) -> String {
    layout.lowercased().replacingOccurrences(of: " ", with: "-")
}

@Test(arguments: layouts)
func treeOfTheShippedLayoutMatchesItsGolden(layout: String) throws {
    let result = try Executable.run(["tree", Repository.theme("default"), "--layout", layout])
    #expect(result.status == 0)
    GoldenText.assertMatches(result.standard, named: "tree-\(slug(layout)).json")
}

@Test(arguments: layouts)
func dumpOfTheShippedLayoutMatchesItsGolden(layout: String) throws {
    let result = try Executable.run([
        "dump", Repository.theme("default"), "--layout", layout, "--style", "gradientAnimated", "--time", "1",
    ])
    #expect(result.status == 0)
    GoldenText.assertMatches(result.standard, named: "dump-\(slug(layout)).json")
}

@Test func darkDumpOfTheFlatThemeMatchesItsGolden() throws {
    let result = try Executable.run([
        "dump", Repository.theme("flat"), "--layout", "Social feed", "--appearance", "dark", "--style", "solidAnimated",
        "--time", "0.6",
    ])
    #expect(result.status == 0)
    GoldenText.assertMatches(result.standard, named: "dump-flat-social-feed-dark.json")
}

@Test(arguments: layouts)
func defaultThemePulsesAtItsPeakComplementOneSecondAfterTheShow(layout: String) throws {
    // SkeletonView's pulse: 1 s ease-in-out from clouds to its complement, started at the show.
    let result = try Executable.run([
        "dump", Repository.theme("default"), "--layout", layout, "--style", "solidAnimated", "--time", "1.0",
    ])
    #expect(result.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.standard.utf8)) as? [String: Any])
    let commands = try #require(json["commands"] as? [[String: Any]])
    let skeletonColors = commands.compactMap { command -> String? in
        guard let role = command["role"] as? String, role == "block" || role == "textLine",
            let paint = command["paint"] as? [String: Any]
        else { return nil }
        return paint["color"] as? String
    }
    #expect(!skeletonColors.isEmpty)
    #expect(Set(skeletonColors) == ["#DEE2E3"])
}
