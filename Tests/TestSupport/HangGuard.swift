import Testing

extension Trait where Self == TimeLimitTrait {
    /// The time limit of a test that proves something does not block (a FIFO, an exponential include, a
    /// huge input): a real hang runs forever, so the limit only needs to end it. Swift Testing starts the
    /// clock when the test is scheduled, not when it gets a core; under ThreadSanitizer on two cores, with
    /// the window suites running beside it, a test that takes 2 s alone waited over a minute, so the
    /// guard is five minutes, far above any honest run and far below forever.
    public static var hangGuard: Self { .timeLimit(.minutes(5)) }
}
