import Foundation
import Testing

/// When a golden comparison writes the golden, chosen by the environment variable `SNAPSHOT_RECORD`.
///
/// A recording always fails the test that made it, so a golden is never taken for a pass before
/// someone has looked at it and committed it.
package enum RecordMode: String, CaseIterable, Sendable {
    /// Records goldens that do not exist yet and compares the others (the default).
    case missing
    /// Re-records goldens that differ; missing ones are recorded too.
    case failed
    /// Re-records every golden.
    case all
    /// Never writes a golden: a missing one is a failure (always the mode on CI).
    case never

    /// The variable that names the mode.
    package static let variable = "SNAPSHOT_RECORD"

    /// The mode `environment` asks for: `never` on CI whatever it says, `missing` when unset, and `1`
    /// as the older spelling of `all`.
    package static func from(_ environment: [String: String]) throws(UnknownRecordMode) -> RecordMode {
        if isContinuousIntegration(environment) { return .never }
        guard let value = environment[variable], !value.isEmpty else { return .missing }
        if value == "1" { return .all }
        guard let mode = RecordMode(rawValue: value) else { throw UnknownRecordMode(value: value) }
        return mode
    }

    /// Whether `environment` is a CI run: `CI` set to anything but empty, `0` or `false`, as CI
    /// services and `.ci/run` set it, so a golden missing there fails instead of being recorded.
    package static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "0", "false"].contains(value.lowercased())
    }
}

/// `SNAPSHOT_RECORD` names no mode.
package struct UnknownRecordMode: Error, CustomStringConvertible, Equatable {
    /// What it was set to.
    package let value: String

    /// The error for `SNAPSHOT_RECORD=value`.
    package init(value: String) {
        self.value = value
    }

    /// The message, with the valid values.
    package var description: String {
        let valid = RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
        return "\(RecordMode.variable)=\(value) is not a record mode; use one of: \(valid)"
    }
}

/// One test target's goldens, the folder its failure artefacts go to and its record mode.
///
/// Artefacts (what a failed comparison produced, and how it differs) go outside the goldens'
/// folder, under `.build/`, so a failed run never leaves files beside the goldens to be committed
/// by mistake.
package struct GoldenFolder: Sendable {
    /// The folder of the goldens (`Tests/<TestTarget>/__Snapshots__`).
    package let goldens: String
    /// The folder failure artefacts are written to.
    package let artifacts: String
    /// The test target, for the re-record command.
    package let target: String
    /// When goldens are written.
    package let mode: RecordMode

    /// The variable naming the folder artefacts go to (one subfolder per test target).
    package static let artifactsVariable = "SNAPSHOT_ARTIFACTS"

    /// A golden folder given in full (the tests of the comparison itself use a temporary one).
    package init(goldens: String, artifacts: String, target: String, mode: RecordMode) {
        self.goldens = goldens
        self.artifacts = artifacts
        self.target = target
        self.mode = mode
    }

    /// The `__Snapshots__` folder of the test target holding `filePath`, its artefacts in
    /// `SNAPSHOT_ARTIFACTS/<TestTarget>` (by default `.build/snapshot-failures/<TestTarget>` in the
    /// repository) and the mode `environment` names.
    package init(for filePath: String, environment: [String: String]) throws(UnknownRecordMode) {
        var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while url.deletingLastPathComponent().lastPathComponent != "Tests", url.path != "/" {
            url = url.deletingLastPathComponent()
        }
        let target = url.lastPathComponent
        let base = environment[Self.artifactsVariable].flatMap { $0.isEmpty ? nil : $0 }
        let artifactsRoot = URL(fileURLWithPath: base ?? Repository.path(".build/snapshot-failures")).path
        self.init(
            goldens: url.appendingPathComponent("__Snapshots__").path, artifacts: artifactsRoot + "/" + target,
            target: target, mode: try RecordMode.from(environment))
    }

    /// The command that re-records this target's goldens that differ.
    package var rerecordCommand: String {
        "\(RecordMode.variable)=\(RecordMode.failed.rawValue) swift test --filter \(target)"
    }

    /// nil when the golden `file` matches, else why the test fails: the golden is recorded when
    /// the mode says so, otherwise the artefacts `mismatch` returns are written to `artifacts`.
    ///
    /// `record` writes the actual value to a path; `mismatch` compares the golden at a path with
    /// the actual value and returns nil when they match.
    package func verify(
        _ file: String, size: String, record: (String) throws -> Void, mismatch: (String) -> GoldenMismatch?
    ) -> String? {
        let golden = goldens + "/" + file
        let exists = FileManager.default.fileExists(atPath: golden)
        if !exists, mode == .never {
            return "golden \(golden) is missing and \(RecordMode.variable) is \(RecordMode.never.rawValue)"
                + " (always on CI); record it with: \(RecordMode.variable)=\(RecordMode.missing.rawValue)"
                + " swift test --filter \(target)"
        }
        if !exists || mode == .all {
            return write(golden, size: size, record: record, was: nil)
        }
        guard let difference = mismatch(golden) else { return nil }
        if mode == .failed {
            return write(golden, size: size, record: record, was: difference.summary)
        }
        var written: [String] = []
        do {
            try FileManager.default.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
            for artifact in difference.artifacts {
                let path = artifacts + "/" + artifact.file
                try artifact.write(path)
                written.append(path)
            }
        } catch {
            written.append("(could not write the artefacts to \(artifacts): \(error))")
        }
        let see = written.isEmpty ? "" : "; see \(written.joined(separator: " and "))"
        return "\(difference.summary) (golden \(golden))\(see); if the change is intended re-record with: "
            + rerecordCommand
    }

    /// Records the golden at `golden` and says so; `was` is how the replaced golden differed.
    private func write(_ golden: String, size: String, record: (String) throws -> Void, was: String?) -> String {
        do {
            try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
            try record(golden)
        } catch {
            return "could not record golden \(golden): \(error)"
        }
        let reason = was.map { " (it differed: \($0))" } ?? ""
        return "recorded golden \(golden) (\(size))\(reason) in \(RecordMode.variable) mode \(mode.rawValue); "
            + "review it, commit it and run the test again"
    }

    /// Records an issue at `sourceLocation` when `compare`, given the golden folder of the test
    /// target holding `filePath` in the process's record mode, says why its golden does not match.
    package static func expectMatch(
        filePath: String, sourceLocation: SourceLocation, _ compare: (GoldenFolder) -> String?
    ) {
        let failure: String?
        do {
            failure = compare(try GoldenFolder(for: filePath, environment: ProcessInfo.processInfo.environment))
        } catch {
            failure = error.description
        }
        if let failure {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
    }
}

/// How an actual value differs from its golden, and the files that show it.
package struct GoldenMismatch {
    /// One file written on failure: its name in the artefacts folder and what writes it there.
    package struct Artifact {
        /// The file name (`<name>.actual.png`, `<name>.diff.png`).
        package let file: String
        /// Writes the artefact to the path given.
        package let write: (String) throws -> Void

        /// An artefact named `file`, written by `write`.
        package init(_ file: String, write: @escaping (String) throws -> Void) {
            self.file = file
            self.write = write
        }
    }

    /// What differs, for the failure message.
    package let summary: String
    /// The files written on failure.
    package let artifacts: [Artifact]

    /// A difference described by `summary` and shown by `artifacts`.
    package init(_ summary: String, artifacts: [Artifact]) {
        self.summary = summary
        self.artifacts = artifacts
    }
}
