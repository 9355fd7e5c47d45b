extension Diagnostic {
    /// How serious a problem is.
    package enum Severity: String, Hashable, Sendable {
        /// The theme cannot be used.
        case error
        /// The theme loads, but something is probably not what the author meant.
        case warning
    }
}
