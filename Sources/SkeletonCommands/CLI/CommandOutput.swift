import SkeletonSystem

/// Where a command writes: standard output for results, standard error for messages.
package struct CommandOutput {
    /// Writes text to standard output (the caller adds newlines).
    package var standard: (String) -> Void
    /// Writes text to standard error (the caller adds newlines).
    package var error: (String) -> Void
    /// Redraws a one-line progress report on standard error, or nil when nobody watches (standard
    /// error is not a terminal: a log or a CI job gets no carriage-return noise).
    package var progress: (@Sendable (String) -> Void)?

    /// Creates an output from two sinks, and a progress line when one is wanted; tests pass
    /// collecting closures.
    package init(
        standard: @escaping (String) -> Void, error: @escaping (String) -> Void,
        progress: (@Sendable (String) -> Void)? = nil
    ) {
        self.standard = standard
        self.error = error
        self.progress = progress
    }

    /// The process's real stdout and stderr through `StandardStreams`, unbuffered so messages
    /// interleave in order (computed: a stored global of closures would be shared mutable state
    /// under Swift 6's checking).
    package static var process: CommandOutput {
        CommandOutput(
            standard: StandardStreams.output, error: StandardStreams.error,
            progress: StandardStreams.errorIsTerminal ? StandardStreams.error : nil)
    }
}
