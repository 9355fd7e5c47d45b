import Testing

@testable import SkeletonCommands

/// The usage error `simulate` gives for `arguments`, nil when they parse.
private func usageError(_ arguments: [String]) -> String? {
    do {
        _ = try SimulateCommand.parse(arguments)
        return nil
    } catch CommandError.usage(let message, _) {
        return message
    } catch {
        return "\(error)"
    }
}

@Test func simulateReadsEveryOption() throws {
    let request = try SimulateCommand.parse([
        "t.theme.json", "--loads", "250", "--seed", "42", "--latency-median", "300ms", "--latency-p95=1.2s",
        "--min-visible", "500ms", "--chart", "out.png",
    ])
    #expect(request.theme == "t.theme.json")
    #expect(request.loads == 250)
    #expect(request.load.seed == 42)
    #expect(request.load.latency == .logNormal(median: 0.3, p95: 1.2))
    #expect(request.load.minimumVisible == 0.5)
    #expect(request.chart == "out.png")
    let fixed = try SimulateCommand.parse(["t.theme.json", "--latency", "0.4s"])
    #expect(fixed.load.latency == .fixed(0.4))
    #expect(fixed.loads == 1000)
    #expect(try SimulateCommand.parse(["t.theme.json"]).load.latency == .logNormal(median: 0.4, p95: 1.5))
}

@Test func simulateRefusesBadInputWithTheFix() {
    #expect(usageError(["t.theme.json", "--latency", "400"]) == "option --latency needs a unit: write 400ms or 400s")
    #expect(
        usageError(["t.theme.json", "--latncy", "400ms"]) == "unknown option '--latncy' (did you mean '--latency'?)")
    #expect(
        usageError(["t.theme.json", "--min-visble", "1s"])
            == "unknown option '--min-visble' (did you mean '--min-visible'?)")
    #expect(
        usageError(["t.theme.json", "--latency", "400ms", "--latency-p95", "2s"])
            == "--latency is one fixed latency; --latency-median and --latency-p95 describe a distribution: give one or the other"
    )
    #expect(
        usageError(["t.theme.json", "--latency-median", "2s"])
            == "--latency-p95 (1500 ms) must be longer than --latency-median (2000 ms): most requests are quicker than the slowest 5 %"
    )
    #expect(
        usageError(["t.theme.json", "--latency-median", "0ms"])
            == "option --latency-median must be between 1 ms and 3600 s, got 0ms")
    #expect(
        usageError(["t.theme.json", "--latency", "soon"]) == "option --latency needs a unit: write soonms or soons")
    #expect(
        usageError(["t.theme.json", "--latency", "fastms"])
            == "option --latency needs a duration such as 400ms or 1.5s, got 'fastms'")
    #expect(usageError(["t.theme.json", "--loads", "0"]) == "option --loads must be between 1 and 100000, got 0")
    #expect(
        usageError(["t.theme.json", "--seed", "-3"])
            == "option --seed needs a whole number from 0 to 18446744073709551615, got '-3'")
    #expect(
        usageError(["t.theme.json", "--chart", "-"])
            == "--chart - (standard output) cannot hold a PNG here: give a file path")
    #expect(usageError([]) == "a THEME file is needed")
    #expect(usageError(["a.theme.json", "b.theme.json"]) == "one THEME is expected, got 2: a.theme.json b.theme.json")
}

@Test func theWindowTakesTheSameLoadOptions() throws {
    let request = try GalleryCommand.parse(["--latency", "800ms", "--seed", "5"], environment: [:])
    #expect(request.options.load.latency == .fixed(0.8))
    #expect(request.options.load.seed == 5)
    #expect(throws: CommandError.self) { try GalleryCommand.parse(["--latency", "8"], environment: [:]) }
}
