import Testing

@testable import SkeletonSDL

@Test func eachDistinctMessageIsReportedOnce() {
    var printed: [String] = []
    let log = MessageLog { printed.append($0) }
    log.report("warning: a")
    log.report("warning: a")
    log.report("warning: b")
    #expect(printed == ["warning: a", "warning: b"])
}
