import Foundation
import TestSupport
import Testing

@Test func versionPrintsTheVersion() throws {
    let result = try Executable.run(["--version"])
    #expect(result.status == 0)
    #expect(result.standard.hasPrefix("skeleton-preview "))
}

@Test(arguments: ["capture", "validate", "tree", "dump", "bench"])
func everySubcommandHasHelp(command: String) throws {
    let result = try Executable.run([command, "--help"])
    #expect(result.status == 0)
    #expect(result.standard.contains("usage: skeleton-preview \(command)"))
    #expect(result.error.isEmpty)
}

@Test func topLevelHelpListsCommandsAndKeys() throws {
    let result = try Executable.run(["-h"])
    #expect(result.status == 0)
    for word in ["capture", "validate", "tree", "dump", "Space", "--quit-after"] {
        #expect(result.standard.contains(word))
    }
}

@Test func usageErrorsExitTwoWithTheShapedMessage() throws {
    let result = try Executable.run([
        "capture", Repository.theme("default"), "--layout", "Social feed", "--out", "x.png", "--style", "shimmer",
    ])
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("error: unknown style 'shimmer' for --style"))
    #expect(result.error.contains("\nusage: skeleton-preview capture THEME"))
    #expect(result.standard.isEmpty)
}

@Test func missingValueIsAUsageError() throws {
    let result = try Executable.run(["dump", Repository.theme("default"), "--layout"])
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("error: option --layout needs a value\nusage: skeleton-preview dump"))
}

@Test func withoutADisplayTheWindowCommandPointsAtCapture() throws {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    environment["SDL_VIDEODRIVER"] = nil
    let result = try Executable.run([Repository.themes], environment: environment)
    #expect(result.status == 1)
    #expect(result.error.contains("DISPLAY"))
    #expect(result.error.contains("SDL_VIDEODRIVER"))
    #expect(result.error.contains("skeleton-preview capture"))
}

@Test func brokenThemeFailsWithFileLineColumn() throws {
    let scratch = try TemporaryDirectory()
    let folder = scratch.path
    let path = folder + "/broken.theme.json"
    try "{\n  \"name\": \"Broken\",\n  \"layouts\": [ }\n".write(toFile: path, atomically: true, encoding: .utf8)
    let result = try Executable.run(["dump", path, "--layout", "A"])
    #expect(result.status == 1)
    #expect(result.error.hasPrefix("error: cannot load theme \(path):\n\(path):3:"))
}

/// Opens the window with `arguments` on SDL's dummy driver, from an empty folder that is also
/// `HOME`, and returns what the run did.
private func runHeadlessWindow(_ arguments: [String]) throws -> Executable.Result {
    let scratch = try TemporaryDirectory()
    var environment = ProcessInfo.processInfo.environment
    environment["SDL_VIDEODRIVER"] = "dummy"
    environment["HOME"] = scratch.path
    return try Executable.run(arguments + ["--quit-after", "0.3"], environment: environment, directory: scratch.path)
}

@Test func theDefaultThemesAreFoundFromAnyDirectory() throws {
    let result = try runHeadlessWindow([])
    #expect(result.status == 0, "\(result.error)")
}

@Test func theGalleryOpensAnXcodeProjectFolderOfStoryboardsAndXibs() throws {
    let result = try runHeadlessWindow([
        Repository.path("Tests/SkeletonInterfaceBuilderTests/Fixtures/App"), "--bridge",
    ])
    #expect(result.status == 0, "\(result.error)")
}

/// The process runner drains both pipes at once: a child that writes far more than a pipe holds to
/// standard error before it writes anything to standard output still finishes, with every byte kept.
@Test(.hangGuard) func theProcessRunnerTakesMoreStandardErrorThanAPipeHolds() throws {
    let result = try Executable.launch("/bin/sh", ["-c", "head -c 200000 /dev/zero | tr '\\0' x >&2; echo done"])
    #expect(result.status == 0)
    #expect(result.standard == "done\n")
    #expect(result.error.utf8.count == 200_000)
    #expect(result.error.allSatisfy { $0 == "x" })
}
