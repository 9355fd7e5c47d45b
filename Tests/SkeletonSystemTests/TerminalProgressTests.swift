import SkeletonSystem
import Synchronization
import Testing

@Suite struct TerminalProgressTests {
    @Test func theLineSaysTheItemsDoneAndTheTimeLeftAtThePaceSoFar() {
        // 2.6 s for 312 shots is 8.33 ms a shot; 712 left take 5.93 s, shown as 6.
        #expect(
            TerminalProgress.line(done: 312, total: 1024, unit: "shots", elapsed: 2.6) == "  312/1024 shots, 6 s left")
        #expect(TerminalProgress.line(done: 0, total: 10, unit: "files", elapsed: 0) == "  0/10 files, 0 s left")
        #expect(TerminalProgress.line(done: 10, total: 10, unit: "files", elapsed: 4) == "  10/10 files, 0 s left")
    }

    @Test func theFirstAndLastItemsAreAlwaysDrawnAndTheLineClearedAtTheEnd() {
        let lines = Mutex<[String]>([])
        let progress = TerminalProgress(total: 3, unit: "shots", sink: { line in lines.withLock { $0.append(line) } })
        for _ in 0..<3 { progress.step() }
        progress.finish()
        let drawn = lines.withLock { $0 }
        // The first item is drawn (nothing was on the screen), the last always; the end clears the line.
        #expect(drawn.first?.hasPrefix("\r\u{1B}[K  1/3 shots, ") == true)
        #expect(drawn.dropLast().last == "\r\u{1B}[K  3/3 shots, 0 s left")
        #expect(drawn.last == "\r\u{1B}[K")
    }

    @Test func clearingTakesTheLineOffOnceAndTheNextItemDrawsItAgain() {
        let lines = Mutex<[String]>([])
        let progress = TerminalProgress(total: 5, unit: "files", sink: { line in lines.withLock { $0.append(line) } })
        progress.clear()  // nothing shown yet: nothing to clear
        progress.step()
        progress.clear()
        progress.clear()  // already off the screen
        progress.step()  // drawn at once, though not a fifth of a second after the first
        let drawn = lines.withLock { $0 }
        #expect(drawn.count == 3)
        #expect(drawn[0].hasPrefix("\r\u{1B}[K  1/5 files, "))
        #expect(drawn[1] == "\r\u{1B}[K")
        #expect(drawn[2].hasPrefix("\r\u{1B}[K  2/5 files, "))
    }

    @Test func withoutASinkNothingIsDrawn() {
        let progress = TerminalProgress(total: 2, unit: "files", sink: nil)
        progress.step()
        progress.clear()
        progress.finish()  // no crash, no output anywhere to check: the sink is the only way out
        #expect(TerminalProgress.line(done: 1, total: 2, unit: "files", elapsed: 1) == "  1/2 files, 1 s left")
    }
}
