import Foundation
import TestSupport
import Testing

/// Runs a program found on the PATH, with the test process's environment plus `environment`.
private func shell(_ arguments: [String], environment: [String: String] = [:], directory: String? = nil) throws
    -> Executable.Result
{
    try Executable.launch(
        "/usr/bin/env", arguments, environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
        directory: directory)
}

/// Whether `tool` is on the PATH.
private func installed(_ tool: String) -> Bool {
    (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
    }
}

/// Every file and folder below `folder`, relative to it.
private func contents(of folder: String) -> [String] {
    (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
}

@Test func anInstalledBinaryRunsItsShippedThemesFromAnywhereAndUninstallLeavesThePrefixEmpty() throws {
    let scratch = try TemporaryDirectory()
    let prefix = scratch.file("usr")
    let elsewhere = scratch.file("elsewhere")
    try FileManager.default.createDirectory(atPath: prefix, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
    let install = try shell(["bash", Repository.path("Assets/install.sh"), "install", Executable.path, prefix])
    #expect(install.status == 0, "\(install.error)")

    let binary = prefix + "/bin/skeleton-preview"
    let share = prefix + "/share/skeleton-preview/Themes"
    for file in ["default.theme.json", "skeleton-theme.schema.json", "layouts/feed.json", "images/avatar-mei.png"] {
        #expect(FileManager.default.fileExists(atPath: share + "/" + file), "\(file) not installed")
    }
    // No theme given, run from a folder with no Themes/ near it: only the installed themes can open.
    let window = try shell(
        [binary, "--quit-after", "0.2"], environment: ["SDL_VIDEODRIVER": "dummy", "HOME": elsewhere],
        directory: elsewhere)
    #expect(window.status == 0, "\(window.error)")
    let capture = try shell(
        [binary, "capture", share + "/default.theme.json", "--layout", "Social feed", "--out", "feed.png"],
        directory: elsewhere)
    #expect(capture.status == 0, "\(capture.error)")
    #expect(FileManager.default.fileExists(atPath: elsewhere + "/feed.png"))

    if installed("man") {
        let page = try shell(
            ["man", "-l", prefix + "/share/man/man1/skeleton-preview.1.gz"],
            environment: ["MANPAGER": "cat", "MANWIDTH": "80"])
        #expect(page.status == 0, "\(page.error)")
        #expect(page.standard.contains("preview SkeletonView skeleton loading screens, live"))
        #expect(page.standard.contains("--layout NAME"))
    }

    let uninstall = try shell(["bash", Repository.path("Assets/install.sh"), "uninstall", prefix])
    #expect(uninstall.status == 0, "\(uninstall.error)")
    #expect(contents(of: prefix) == [])
}

@Test func aDestdirStagesTheInstallWithoutTouchingThePrefix() throws {
    let scratch = try TemporaryDirectory()
    let stage = scratch.file("stage")
    let install = try shell([
        "bash", Repository.path("Assets/install.sh"), "install", Executable.path, "/usr/local", stage,
    ])
    #expect(install.status == 0, "\(install.error)")
    #expect(FileManager.default.isExecutableFile(atPath: stage + "/usr/local/bin/skeleton-preview"))
    #expect(
        FileManager.default.fileExists(atPath: stage + "/usr/local/share/bash-completion/completions/skeleton-preview"))
    #expect(FileManager.default.fileExists(atPath: stage + "/usr/local/share/zsh/site-functions/_skeleton-preview"))
    #expect(
        FileManager.default.fileExists(
            atPath: stage + "/usr/local/share/fish/vendor_completions.d/skeleton-preview.fish"))
    let uninstall = try shell(["bash", Repository.path("Assets/install.sh"), "uninstall", "/usr/local", stage])
    #expect(uninstall.status == 0, "\(uninstall.error)")
    #expect(contents(of: stage) == [])
}

@Test func uninstallingWhatWasNeverInstalledFailsAndRemovesNothing() throws {
    let scratch = try TemporaryDirectory()
    try scratch.write("usr/bin/other-tool", "keep me")
    let result = try shell(["bash", Repository.path("Assets/install.sh"), "uninstall", scratch.file("usr")])
    #expect(result.status == 1)
    #expect(result.error.contains("nothing to uninstall"))
    #expect(contents(of: scratch.file("usr")) == ["bin", "bin/other-tool"])
}

/// Asks bash for the completions of a command line (the last word is being completed).
private func bashCompletions(_ words: [String], in folder: String) throws -> [String] {
    let scratch = try TemporaryDirectory()
    let script = try scratch.write("completion.bash", try Executable.run(["completions", "bash"]).standard)
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let result = try shell(
        [
            "bash", "-c",
            "source '\(script)'; COMP_WORDS=(\(quoted)); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); _skeleton_preview; "
                + "printf '%s\\n' \"${COMPREPLY[@]}\"",
        ], directory: folder)
    #expect(result.status == 0, "\(result.error)")
    return result.standard.split(separator: "\n").map(String.init).sorted()
}

@Test func bashCompletesCommandsOptionsValuesAndThemeFiles() throws {
    let root = Repository.root
    #expect(try bashCompletions(["skeleton-preview", "ca"], in: root) == ["capture"])
    #expect(try bashCompletions(["skeleton-preview", "capture", "x", "--lay"], in: root) == ["--layout"])
    #expect(
        try bashCompletions(["skeleton-preview", "dump", "x", "--style", "gradient"], in: root) == [
            "gradient", "gradientAnimated",
        ])
    #expect(
        try bashCompletions(["skeleton-preview", "validate", "Themes/d"], in: root) == ["Themes/default.theme.json"])
    #expect(try bashCompletions(["skeleton-preview", "completions", "z"], in: root) == ["zsh"])
    #expect(try bashCompletions(["skeleton-preview", "--st"], in: root) == ["--stats", "--stats-json"])
}

@Test(.enabled(if: installed("fish"), "fish is missing: `make test` installs it"))
func fishCompletesCommandsAndOptionValues() throws {
    let scratch = try TemporaryDirectory()
    let script = try scratch.write("skeleton-preview.fish", try Executable.run(["completions", "fish"]).standard)
    let result = try shell([
        "fish", "-c",
        "source '\(script)'; complete -C 'skeleton-preview capt'; complete -C 'skeleton-preview capture x --appearance '",
    ])
    #expect(result.status == 0, "\(result.error)")
    let words = result.standard.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
    #expect(words == ["capture", "dark", "light"])
}

@Test(.enabled(if: installed("zsh"), "zsh is missing: `make test` installs it"))
func zshLoadsTheCompletionFunction() throws {
    let scratch = try TemporaryDirectory()
    let script = try scratch.write("_skeleton-preview", try Executable.run(["completions", "zsh"]).standard)
    let result = try shell(
        [
            "zsh", "-f", "-c",
            "autoload -Uz compinit && compinit -u -D && source '\(script)' 2>/dev/null; whence -w _skeleton_preview_capture",
        ], environment: ["HOME": scratch.path])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.standard == "_skeleton_preview_capture: function\n")
}

@Test(.enabled(if: installed("make"), "make is missing"))
func makeInstallAndUninstallRunTheInstallScriptWithPrefixAndDestdir() throws {
    let install = try shell(["make", "-n", "install", "PREFIX=/opt/sp", "DESTDIR=/stage"], directory: Repository.root)
    #expect(install.status == 0, "\(install.error)")
    #expect(install.standard.contains("bash Assets/install.sh install "))
    #expect(install.standard.contains("/skeleton-preview\" \"/opt/sp\" \"/stage\""))
    let uninstall = try shell(["make", "-n", "uninstall", "PREFIX=/opt/sp"], directory: Repository.root)
    #expect(uninstall.standard == "bash Assets/install.sh uninstall \"/opt/sp\" \"\"\n")
    let test = try shell(["make", "-n", "test"], directory: Repository.root)
    #expect(test.standard.contains("swift test --skip-build"))
}
