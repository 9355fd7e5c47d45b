/// Keeps animated frames on a steady cadence. With real vsync the present call blocks until the
/// display refreshes and nothing more is needed; without it (Xvfb, the dummy driver) the loop
/// sleeps to absolute deadlines one refresh period apart, so frames neither drift nor bunch up.
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
