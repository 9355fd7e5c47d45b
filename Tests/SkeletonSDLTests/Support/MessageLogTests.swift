import Testing

@testable import SkeletonSDL

@Test func eachDistinctMessageIsReportedOnce() {
    let collected = CollectedMessages()
    let log = collected.log
    log.report("warning: a")
    log.report("warning: a")
    log.report("warning: b")
    #expect(collected.messages == ["warning: a", "warning: b"])
}
