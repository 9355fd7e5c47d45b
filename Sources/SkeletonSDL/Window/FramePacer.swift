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

    /// Presents measured before deciding whether claimed vsync is real.
    static let vsyncProbeFrames = 30

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
    /// most of the first frames came back in under 3/4 of a period, vsync is not real.
    mutating func notePresentInterval(_ seconds: Double) {
        guard usesVSync, measuredPresents < Self.vsyncProbeFrames else { return }
        measuredPresents += 1
        if seconds < period * 0.75 { fastPresents += 1 }
        if measuredPresents == Self.vsyncProbeFrames, fastPresents > Self.vsyncProbeFrames / 2 { usesVSync = false }
    }

    /// Forgets the cadence when the animation stops, so the next one starts at once.
    mutating func animationStopped() {
        nextDeadline = nil
    }
}
