import SkeletonDocument

/// Collects every problem of one load (not only the first), up to a cap so a pathological file
/// cannot produce millions of lines.
final class DiagnosticSink {
    /// Most diagnostics kept per load.
    static let limit = 200
    /// The problems so far, in discovery order.
    private(set) var diagnostics: [Diagnostic] = []
    private var truncated = false

    /// Records a problem at a byte offset of a file.
    func report(
        _ severity: Diagnostic.Severity, _ message: String, in file: SourceFile, at offset: Int, keyPath: String,
        fix: String
    ) {
        let (line, column) = file.location(of: offset)
        report(
            Diagnostic(
                file: file.path, line: line, column: column, severity: severity, message: message, keyPath: keyPath,
                fix: fix))
    }

    /// Records a finished diagnostic.
    func report(_ diagnostic: Diagnostic) {
        guard !truncated else { return }
        if diagnostics.count >= Self.limit {
            truncated = true
            diagnostics.append(
                Diagnostic(
                    file: diagnostic.file, line: diagnostic.line, column: diagnostic.column, severity: .error,
                    message: "too many problems; stopped after \(Self.limit)", keyPath: "",
                    fix: "fix the problems above and validate again"))
            return
        }
        diagnostics.append(diagnostic)
    }
}
