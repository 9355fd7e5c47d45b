import Glibc

/// CLOCK_MONOTONIC: the one clock of the tool. Only the window's main loop (every frame is a
/// function of the time it passes on), the benchmarks' stopwatches and long work's progress line
/// (`TerminalProgress`: its time left; never a frame) read it.
package enum MonotonicClock {
    /// Seconds on the monotonic clock.
    package static func now() -> Double {
        seconds(on: CLOCK_MONOTONIC)
    }

    /// Seconds of CPU this process has used, every thread: what a busy shared machine disturbs
    /// least, so the benchmarks report it beside the elapsed time.
    package static func processCPUTime() -> Double {
        seconds(on: CLOCK_PROCESS_CPUTIME_ID)
    }

    /// Seconds on `clock`.
    private static func seconds(on clock: clockid_t) -> Double {
        var ts = timespec()
        clock_gettime(clock, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1_000_000_000
    }

    /// Sleeps until the monotonic clock reaches `deadline` seconds (absolute, so late wake-ups do not
    /// accumulate drift; restarted when a signal interrupts it unless `interrupted` says to stop).
    package static func sleep(until deadline: Double, interrupted: () -> Bool = { false }) {
        guard deadline.isFinite else { return }
        let whole = deadline.rounded(.down)
        var ts = timespec(tv_sec: Int(whole), tv_nsec: Int((deadline - whole) * 1_000_000_000))
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nil) == EINTR, !interrupted() {}
    }
}
