import Foundation
import Glibc
import TestSupport
import Testing

private let strace = "/usr/bin/strace"

/// Starts `arguments` with no signal blocked and SIGINT at its default action, as a
/// shell starts a command (the test runner's threads block signals, and a child inherits that).
private func spawnAsFromAShell(_ arguments: [String]) throws -> pid_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGINT)
    sigaddset(&defaults, SIGTERM)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let status = posix_spawn(&pid, arguments[0], nil, &attributes, &argv, environ)
    try #require(status == 0, "cannot start \(arguments[0]): \(String(cString: strerror(status)))")
    return pid
}

/// SIGINT while a capture's temporary file exists: strace holds the write in `fsync` for three
/// seconds (fault injection), long enough to find the file and interrupt the capture.
@Test(
    .enabled(if: FileManager.default.isExecutableFile(atPath: strace), "needs strace to hold the write open"),
    .hangGuard)
func sigintDuringAHeadlessWriteRemovesTheTemporaryFile() throws {
    let scratch = try TemporaryDirectory()
    let theme = try scratch.write(
        "t.theme.json", #"{"name": "T", "layouts": [{"name": "L", "size": [40, 30], "root": {"type": "view"}}]}"#)
    let tracer = try spawnAsFromAShell(
        [
            strace, "-f", "-o", "/dev/null", "-e", "inject=fsync:delay_enter=3000000", Executable.path, "capture",
            theme, "--layout", "L", "--out", scratch.file("out.png"),
        ])
    var capturePID: pid_t?
    for _ in 0..<400 where capturePID == nil {
        usleep(25_000)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []
        capturePID =
            names.lazy.compactMap { name -> pid_t? in
                guard name.hasPrefix(".out.png.tmp-") else { return nil }
                return pid_t(name.dropFirst(".out.png.tmp-".count).split(separator: "-").first ?? "")
            }.first
    }
    let pid = try #require(capturePID, "the temporary file never appeared")
    #expect(kill(pid, SIGINT) == 0)
    var status: Int32 = 0
    waitpid(tracer, &status, 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["t.theme.json"])
}
