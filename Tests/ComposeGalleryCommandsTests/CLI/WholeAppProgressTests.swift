import TestSupport
import Testing

@testable import SkeletonCommands
@testable import SkeletonGallery

/// The IB fixtures of the importer's tests: a folder of two files, as a whole app is a folder of many.
private let app = Repository.path("Tests/SkeletonInterfaceBuilderTests/Fixtures/App")

/// The progress lines drawn (each starts after a clearing `\r\e[K`), and whether any of them has a
/// message run on after it instead of on a line of its own.
private func progressLines(in transcript: String) -> (lines: [String], messageRanOn: Bool) {
    let segments = transcript.components(separatedBy: "\r\u{1B}[K")
    let lines = segments.filter { $0.hasPrefix("  ") && $0.contains(" files, ") }
    return (lines, lines.contains { $0.contains("\n") || $0.contains("warning") })
}

@Suite struct WholeAppProgressTests {
    @Test func importingAFolderDrawsItsFilesOnATerminalAndEachWarningStartsItsOwnLine() throws {
        let scratch = try TemporaryDirectory()
        let terminal = TerminalTranscript()
        let run = CommandRun(
            ["import", app, "--out", scratch.file("app.theme.json")], services: TestPlatform.services,
            terminal: terminal)
        #expect(run.status == 0, "\(run.error)")
        let text = terminal.text
        let progress = progressLines(in: text)
        #expect(progress.lines.first?.hasPrefix("  1/2 files, ") == true)
        #expect(progress.lines.last == "  2/2 files, 0 s left")
        #expect(!progress.messageRanOn)
        // A fixture names a picture no catalog has; its warning reaches the terminal whole.
        #expect(run.error.contains("warning: image `missing-picture` is in no asset catalog"))
        #expect(text.contains(run.error.components(separatedBy: "\n").first ?? "-"))
        #expect(text.hasSuffix("\r\u{1B}[K"))
    }

    @Test func validatingAFolderDrawsItsFilesOnATerminal() {
        let terminal = TerminalTranscript()
        let run = CommandRun(["validate", app], services: TestPlatform.services, terminal: terminal)
        #expect(
            run.standard.hasSuffix("validated 1 storyboard (1 screen), 1 xib (2 views): 0 errors, 5 warnings\n"),
            "\(run.standard)")
        let progress = progressLines(in: terminal.text)
        #expect(progress.lines.last == "  2/2 files, 0 s left")
        #expect(terminal.text.hasSuffix("\r\u{1B}[K"))
    }

    @Test func withoutATerminalStandardErrorGetsNoProgressLine() throws {
        let scratch = try TemporaryDirectory()
        let run = CommandRun(
            ["import", app, "--out", scratch.file("app.theme.json")], services: TestPlatform.services)
        #expect(run.status == 0)
        #expect(!run.error.contains("\r"))
        #expect(!run.error.contains("files, "))
    }

    @Test func theWindowDrawsTheFilesItLoadsBeforeItOpens() {
        let terminal = TerminalTranscript()
        let session = GallerySession(
            themePaths: [app], services: TestPlatform.services, options: GalleryOptions(),
            progress: { terminal.record($0) })
        #expect(session.currentTheme?.layouts.isEmpty == false)
        #expect(progressLines(in: terminal.text).lines.last == "  2/2 files, 0 s left")
        #expect(terminal.text.hasSuffix("\r\u{1B}[K"))
    }
}
