import Foundation
import TestSupport
import Testing

/// A theme whose skeleton appears after 200 ms and stays at least 500 ms.
private let delayedTheme = #"""
    {"name": "Delayed", "transition": {"delay": 0.2, "minimumVisible": 0.5}, "style": "solid",
     "layouts": [{"name": "L", "size": [200, 100], "root": {}}]}
    """#

@Test func simulateReportsASeededRunExactlyAndTheSameEveryTime() throws {
    let scratch = try TemporaryDirectory()
    let theme = try scratch.write("t.theme.json", delayedTheme)
    let arguments = [
        "simulate", theme, "--seed", "7", "--loads", "500", "--min-visible", "0ms", "--latency-median", "250ms",
        "--latency-p95", "900ms",
    ]
    let first = try Executable.run(arguments)
    #expect(first.status == 0, "\(first.error)")
    #expect(
        first.standard.split(separator: "\n").map(String.init) == [
            "simulated 500 loads of \"Delayed\" (\(theme)), seed 7",
            "latency: log-normal, median 250 ms, p95 900 ms (drawn: p50 247 ms, p95 808 ms)",
            "theme: show delay 200 ms, show fade 250 ms, hide fade 250 ms, minimum visible 0 ms",
            "skeleton shown: 290 of 500 loads (58.0 %)",
            "flashes (visible under 300 ms): 122 of 500 loads (24.4 %)",
            "visible: p50 374 ms, p95 992 ms (over the 290 loads that showed it)",
            "content during the show fade: 186 of 500 loads (37.2 %)",
            "hint: a show delay (transition.delay) lets quick loads skip the skeleton; a minimum visible time "
                + "(transition.minimumVisible, --min-visible) keeps it up long enough to read",
        ])
    #expect(try Executable.run(arguments).standard == first.standard)
    // The theme's own minimum visible time keeps every shown skeleton up for 500 ms and more.
    let held = try Executable.run(["simulate", theme, "--seed", "7", "--loads", "500"])
    #expect(held.standard.contains("flashes (visible under 300 ms): 0 of 500 loads (0.0 %)\n"))
    #expect(held.standard.contains("visible: p50 750 ms, p95 1525 ms (over the 398 loads that showed it)\n"))
}

@Test func simulateWritesTheChartAsAPNG() throws {
    let scratch = try TemporaryDirectory()
    let chart = scratch.path + "/chart.png"
    let result = try Executable.run(["simulate", Repository.theme("default"), "--chart", chart])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.standard.hasSuffix("chart: \(chart)\n"))
    let bytes = try #require(Executable.bytes(chart))
    let size = try #require(PNGHeader.size(of: bytes))
    #expect(size.width == 960 && size.height == 560)
}

@Test func simulateRefusesBadInputWithLocatedErrors() throws {
    let scratch = try TemporaryDirectory()
    let theme = try scratch.write("t.theme.json", delayedTheme)
    let unit = try Executable.run(["simulate", theme, "--latency", "400"])
    #expect(unit.status == 2)
    #expect(
        unit.error.hasPrefix(
            "error: option --latency needs a unit: write 400ms or 400s\nusage: skeleton-preview simulate"))
    let typo = try Executable.run(["simulate", theme, "--latency-medain", "400ms"])
    #expect(typo.status == 2)
    #expect(typo.error.hasPrefix("error: unknown option '--latency-medain' (did you mean '--latency-median'?)"))
    let jpeg = try Executable.run(["simulate", theme, "--chart", scratch.path + "/c.jpg"])
    #expect(jpeg.status == 1)
    #expect(
        jpeg.error.contains("--chart \(scratch.path)/c.jpg: capture writes PNG here, not .jpg: name the file c.png"))
    // A chart path that is the theme under another name (a symlink) is refused before anything is written.
    let alias = scratch.path + "/alias.png"
    try FileManager.default.createSymbolicLink(atPath: alias, withDestinationPath: theme)
    let input = try Executable.run(["simulate", theme, "--chart", alias])
    #expect(input.status == 1)
    #expect(input.error.contains("--chart \(alias) is the same file as the theme file \(theme)"), "\(input.error)")
    #expect(try String(contentsOfFile: theme, encoding: .utf8) == delayedTheme)
    let broken = try scratch.write("b.theme.json", #"{"transition": {"minimumVisble": 1}, "layouts": []}"#)
    let located = try Executable.run(["simulate", broken])
    #expect(located.status == 1)
    #expect(
        located.error.contains(
            "b.theme.json:1:17: error: unknown key `minimumVisble` in transition (at transition.minimumVisble) — did you mean `minimumVisible`?"
        ))
}
