import TestSupport
import Testing

@testable import SkeletonCommands
@testable import SkeletonGallery

@Test func versionPrintsTheAppVersion() {
    let run = CommandRun(["--version"])
    #expect(run.status == 0)
    #expect(run.standard == "skeleton-preview \(appVersion)\n")
}

@Test func helpListsTheKeysAndExitsZero() {
    let run = CommandRun(["--help"])
    #expect(run.status == 0)
    #expect(run.standard.contains("\nusage: skeleton-preview [OPTIONS] [THEME_OR_DIR ...]\n"))
    #expect(run.standard.contains("\n  Space       show / hide the skeleton"))
    #expect(run.error == "")
}

@Test func unknownGalleryOptionIsAUsageErrorWithSuggestion() {
    let run = CommandRun(["--stat"])
    #expect(run.status == 2)
    #expect(run.error == "error: unknown option '--stat' (did you mean '--stats'?)\nusage: \(GalleryCommand.usage)\n")
}

@Test func missingThemesFolderIsAFailureNamingWhereItLooked() {
    let run = CommandRun([])
    #expect(run.status == 1)
    #expect(
        run.error.hasPrefix(
            "error: cannot find the default Themes/ folder (looked in /nonexistent/.build/share/skeleton-preview/Themes, /nonexistent/.build/debug/Themes, /nonexistent/.build/Themes, /nonexistent/Themes, /Themes, /nonexistent-cwd/Themes)"
        ))
}

@Test func noDisplayFailsNamingDisplayAndCapture() {
    let run = CommandRun(["/tmp"], environment: [:])
    #expect(run.status == 1)
    #expect(run.error.contains("DISPLAY is not set and SDL_VIDEODRIVER is not set"))
    #expect(run.error.contains("skeleton-preview capture THEME --layout NAME --out FILE.png"))
    #expect(!run.openedWindow)
}

@Test func galleryOptionsAreParsed() throws {
    let request = try GalleryCommand.parse(
        ["a.theme.json", "--size", "800x600", "--stats", "--stats-json=s.json", "--quit-after", "2.5", "dir"],
        environment: ["SKELETON_SCREENSHOT_DIR": "/shots", "SKELETON_DEBUG": "1"]
    )
    var expected = GalleryOptions()
    expected.windowWidth = 800
    expected.windowHeight = 600
    expected.printsStats = true
    expected.statsJSONPath = "s.json"
    expected.quitAfter = 2.5
    expected.screenshotDirectory = "/shots"
    expected.printsTrees = true
    #expect(request == GalleryCommand.Request(paths: ["a.theme.json", "dir"], options: expected))
}

@Test func badWindowSizeIsAUsageError() {
    #expect(
        throws: CommandError.usage(
            message: "option --size needs WIDTHxHEIGHT such as 390x844, got 'big'", usage: GalleryCommand.usage)
    ) {
        try GalleryCommand.parse(["--size", "big"], environment: [:])
    }
}

@Test func optionWithoutValueIsAUsageError() {
    #expect(throws: CommandError.usage(message: "option --quit-after needs a value", usage: GalleryCommand.usage)) {
        try GalleryCommand.parse(["--quit-after"], environment: [:])
    }
}

@Test func flagWithInlineValueIsAUsageError() {
    #expect(
        throws: CommandError.usage(
            message: "unexpected value 'yes': this option takes none", usage: GalleryCommand.usage)
    ) {
        try GalleryCommand.parse(["--stats=yes"], environment: [:])
    }
}
@Test func missingThemePathFailsBeforeOpeningAWindow() {
    let run = CommandRun(["/nonexistent/themes"])
    #expect(run.status == 1)
    #expect(run.error == "error: no such theme file or folder: /nonexistent/themes\n")
    #expect(!run.openedWindow)
}

@Test func galleryOpensTheWindowOnAnExistingFolder() {
    let run = CommandRun([Repository.themes], services: TestPlatform.services)
    #expect(run.status == 0)
    #expect(run.openedWindow)
}
