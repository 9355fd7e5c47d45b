/// Keeps animated frames on a steady cadence. With real vsync the present call blocks until the
/// display refreshes and nothing more is needed; without it (Xvfb, the dummy driver) the loop
/// waits for absolute deadlines one refresh period apart, so frames neither drift nor bunch up
/// (how it waits for each is ``FrameWait``).
/// Vsync that the renderer claims but does not deliver (presents returning at once) is detected
/// from the measured intervals and replaced by the timer.
struct FramePacer {
    /// Seconds per frame.
    let period: Double
    /// Whether presents are trusted to wait for the display.
    private(set) var usesVSync: Bool
    private var nextDeadline: Double?
    private var fastPresents = 0
    private var measuredPresents = 0

    /// Presents measured before deciding whether claimed vsync is real (short, because a renderer
    /// that only claims vsync draws this many frames back to back).
    static let vsyncProbeFrames = 8
    /// Fast presents among the probe frames that prove vsync is not real (a real swap chain may
    /// accept two or three frames at once before it starts to wait).
    static let fakeVSyncEvidence = 6

    /// Creates a pacer for a display refreshing `refreshRate` times a second (60 when unknown or
    /// implausible), trusting vsync when `vsync` is claimed.
    init(refreshRate: Int, vsync: Bool) {
        let rate = (30...240).contains(refreshRate) ? Double(refreshRate) : 60
        period = 1 / rate
        usesVSync = vsync
    }

    /// The time to sleep until before drawing the next animated frame, or nil to draw at once
    /// (vsync paces, or the first frame of an animation). `now` is the monotonic time.
    mutating func deadline(now: Double) -> Double? {
        guard !usesVSync else { return nil }
        guard let next = nextDeadline, next > now - period else {
            nextDeadline = now + period
            return nil
        }
        nextDeadline = next + period
        return next
    }

    /// Notes an interval between two presents of a running animation, to check claimed vsync: if
    /// most of the first frames came back in under half a period, vsync is not real.
    mutating func notePresentInterval(_ seconds: Double) {
        guard usesVSync, measuredPresents < Self.vsyncProbeFrames else { return }
        measuredPresents += 1
        if seconds < period / 2 { fastPresents += 1 }
        if fastPresents >= Self.fakeVSyncEvidence { usesVSync = false }
    }

    /// Starts the cadence one period after the frame shown at `time` (the still frame an animation
    /// starts from), so the first animated frame neither comes at once nor waits too long.
    mutating func begin(after time: Double) {
        nextDeadline = time + period
    }

    /// Forgets the cadence when the animation stops, so the next one starts at once.
    mutating func animationStopped() {
        nextDeadline = nil
    }
}

/// One step of waiting for a frame's deadline, chosen from the time alone so the policy is tested
/// without a clock: sleep until shortly before the deadline, then yield and look again until it
/// comes. A sleep may wake late by a millisecond or more on a busy machine; the margin absorbs
/// that, and is short so the yielding costs little CPU (at 60 Hz, under a tenth of a core).
enum FrameWait: Equatable {
    /// Sleep until this monotonic time: the deadline less ``spinMargin``.
    case sleep(until: Double)
    /// Yield the processor and read the clock again: the deadline is less than the margin away.
    case spin
    /// The deadline has come (or cannot be waited for): present now.
    case present

    /// Seconds before a deadline that the sleep ends and the yielding begins.
    static let spinMargin = 0.0015

    /// What to do at monotonic time `now` to show a frame at `deadline`.
    static func next(now: Double, deadline: Double) -> FrameWait {
        guard deadline.isFinite, now.isFinite, now < deadline else { return .present }
        let wakeUp = deadline - spinMargin
        return now < wakeUp ? .sleep(until: wakeUp) : .spin
    }
}
