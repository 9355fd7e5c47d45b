import Foundation
import TestSupport
import Testing

/// The files of `folders` (recursively) whose names end with one of `suffixes`.
private func files(in folders: [String], endingWith suffixes: [String]) -> [String] {
    folders.flatMap { folder in
        (FileManager.default.subpaths(atPath: folder) ?? []).filter { name in
            suffixes.contains { name.hasSuffix($0) }
        }.map { folder + "/" + $0 }
    }.sorted()
}

/// The theme fuzz body over the seed corpus `make fuzz` starts from: every shipped and test theme
/// loads without a crash or an unlocated diagnostic (the body checks both).
@Test func theThemeFuzzBodyAcceptsTheWholeSeedCorpus() throws {
    let corpus = files(
        in: [Repository.themes, Repository.path("Tests/SkeletonThemeTests/Corpus")], endingWith: [".json"])
    #expect(corpus.count > 30)
    let result = try Executable.launch(BuiltProduct.path("skeleton-fuzz"), ["theme"] + corpus)
    #expect(result.status == 0, "\(result.error)")
}

/// The Interface Builder fuzz body over its seed corpus: the test fixtures load without a crash or
/// an unlocated diagnostic.
@Test func theInterfaceBuilderFuzzBodyAcceptsTheWholeSeedCorpus() throws {
    let corpus = files(
        in: [Repository.path("Tests/SkeletonInterfaceBuilderTests/Fixtures")], endingWith: [".storyboard", ".xib"])
    #expect(corpus.count >= 2)
    let result = try Executable.launch(BuiltProduct.path("skeleton-fuzz"), ["interface-builder"] + corpus)
    #expect(result.status == 0, "\(result.error)")
}

/// The fuzz program names its targets when given none or an unknown one, and exits 2.
@Test func theFuzzProgramRefusesAnUnknownTarget() throws {
    let result = try Executable.launch(BuiltProduct.path("skeleton-fuzz"), ["json"])
    #expect(result.status == 2)
    #expect(result.error == "usage: skeleton-fuzz theme | interface-builder [libFuzzer options | FILE…]\n")
}
