import Testing

@testable import SkeletonCommands
@testable import SkeletonGallery

@Test(arguments: CompletionScript.Shell.allCases)
func everyCompletionScriptNamesEveryCommandAndOption(shell: CompletionScript.Shell) {
    let script = CompletionScript.script(for: shell)
    for command in CommandLineTool.commands {
        #expect(script.contains(command.name), "\(shell) misses \(command.name)")
        for option in command.options {
            let spelled = shell == .fish ? "-l \(option.name.dropFirst(2))" : option.name
            #expect(script.contains(spelled), "\(shell) misses \(command.name) \(option.name)")
        }
    }
    for option in GalleryCommand.options {
        #expect(script.contains(shell == .fish ? "-l \(option.name.dropFirst(2))" : option.name))
    }
}

@Test func completionsNeedExactlyOneKnownShell() {
    #expect(CommandRun(["completions", "bash"]).standard == CompletionScript.script(for: .bash))
    let none = CommandRun(["completions"])
    #expect(none.status == 2)
    #expect(none.error.hasPrefix("error: name a shell: bash, zsh or fish\n"))
    let typo = CommandRun(["completions", "bsh"])
    #expect(typo.status == 2)
    #expect(typo.error.hasPrefix("error: unknown shell 'bsh' for SHELL (did you mean 'bash'?)"))
}

@Test func theManPageHasEveryCommandOptionAndKey() {
    let page = ManualPage.roff
    #expect(page.hasPrefix(".TH SKELETON-PREVIEW 1 \"\" \"skeleton-preview \(appVersion)\" \"User Commands\"\n"))
    for command in CommandLineTool.commands {
        #expect(page.contains(".SS \(ManualPage.escape(command.name))\n"))
        for option in command.options {
            #expect(page.contains(".B \(ManualPage.escape(option.signature))\n"), "\(command.name) \(option.name)")
        }
    }
    for binding in KeyBindings.table {
        #expect(page.contains(".B \(ManualPage.escape(binding.keys))\n"))
    }
}

@Test func roffEscapingKeepsHyphensBackslashesAndLeadingDots() {
    #expect(ManualPage.escape("--out a\\b") == "\\-\\-out a\\eb")
    #expect(ManualPage.escape(".hidden") == "\\&.hidden")
    #expect(ManualPage.escape("'quote") == "\\&'quote")
}

@Test func theManPageCommandTakesNoArguments() {
    #expect(CommandRun(["manpage"]).standard == ManualPage.roff)
    #expect(CommandRun(["manpage", "extra"]).status == 2)
}
