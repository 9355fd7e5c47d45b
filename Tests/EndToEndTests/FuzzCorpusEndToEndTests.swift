import Foundation
import TestSupport
import Testing

/// The fuzz target's body over the seed corpus `make fuzz` starts from: every shipped and test
/// theme loads without a crash or an unlocated diagnostic (the body checks both).
@Test func theFuzzBodyAcceptsTheWholeSeedCorpus() throws {
    let executable = BuiltProduct.path("theme-fuzz")
    let folders = [
        Repository.themes, Repository.themes + "/layouts", Repository.path("Tests/SkeletonThemeTests/Corpus"),
    ]
    let files = try folders.flatMap { folder in
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.map {
            folder + "/" + $0
        }
    }
    #expect(files.count > 30)
    let result = try Executable.launch(executable, files)
    #expect(result.status == 0, "\(result.error)")
}
