import Synchronization
import Testing

@testable import SkeletonCommands

@Suite struct BatchProgressTests {
    @Test func theLineSaysTheShotsDoneAndTheTimeLeftAtThePaceSoFar() {
        // 2.6 s for 312 shots is 8.33 ms a shot; 712 left take 5.93 s, shown as 6.
        #expect(BatchProgress.line(done: 312, total: 1024, elapsed: 2.6) == "  312/1024 shots, 6 s left")
        #expect(BatchProgress.line(done: 0, total: 10, elapsed: 0) == "  0/10 shots, 0 s left")
        #expect(BatchProgress.line(done: 10, total: 10, elapsed: 4) == "  10/10 shots, 0 s left")
    }

    @Test func theLastShotIsAlwaysDrawnAndTheLineClearedAtTheEnd() {
        let lines = Mutex<[String]>([])
        let progress = BatchProgress(total: 3, sink: { line in lines.withLock { $0.append(line) } })
        for _ in 0..<3 { progress.shotDone() }
        progress.finish()
        let drawn = lines.withLock { $0 }
        // The first shot is drawn (nothing was for 0.2 s), the last always; the end clears the line.
        #expect(drawn.first?.hasPrefix("\r\u{1B}[K  1/3 shots, ") == true)
        #expect(drawn.dropLast().last == "\r\u{1B}[K  3/3 shots, 0 s left")
        #expect(drawn.last == "\r\u{1B}[K")
    }
}
