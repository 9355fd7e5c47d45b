import SkeletonSystem

/// Where a command writes: standard output for results, standard error for messages.
package struct CommandOutput {
    /// Writes text to standard output (the caller adds newlines).
    package var standard: (String) -> Void
    /// Writes text to standard error (the caller adds newlines).
    package var error: (String) -> Void

    /// Creates an output from two sinks; tests pass collecting closures.
    package init(standard: @escaping (String) -> Void, error: @escaping (String) -> Void) {
        self.standard = standard
        self.error = error
    }

    /// The process's real stdout and stderr through `StandardStreams`, unbuffered so messages
    /// interleave in order (computed: a stored global of closures would be shared mutable state
    /// under Swift 6's checking).
    package static var process: CommandOutput {
        CommandOutput(standard: StandardStreams.output, error: StandardStreams.error)
    }
}
