import SkeletonCore
import SkeletonInterfaceBuilder
import Testing

@Test func flaggedViewsBehindOneUnflaggedAncestorAreOneWarningWithEveryPositionAndTheFixes() {
    let warnings = Fixtures.load(Fixtures.profile).diagnostics.filter { $0.message.contains("never reaches") }
    #expect(
        warnings.map(\.description) == [
            "\(Fixtures.profile):14:37: warning: 2 skeletonable views SkeletonView never reaches: their ancestor "
                + "view `header` (id head-1) at line 11:29 is not skeletonable (image view (id img-1) at 14:37, label "
                + "`nameLabel` (id name-1) at 23:37) — set isSkeletonable on view `header` (id head-1) in IB, or "
                + "preview the screen as the app flags it in code (--bridge), or, if the app calls showSkeleton on the "
                + "flagged views itself, --root img-1 (repeatable)"
        ])
    #expect(warnings.map(\.layout) == ["Profile"])
}

@Test func bridgeFlagsEveryAncestorOfAFlaggedViewAndNothingElse() throws {
    var options = InterfaceBuilderOptions()
    options.bridge = true
    let result = Fixtures.load(Fixtures.profile, options: options)
    #expect(!result.diagnostics.contains { $0.message.contains("never reaches") })
    let root = try #require(result.theme?.layouts.first?.root)
    #expect(root.find("head-1")?.isSkeletonable == true)
    #expect(root.find("sw-1")?.isSkeletonable == false)
}

@Test func rootStartsTheDescentAtTheNamedViewAndLeavesTheRestOut() throws {
    var options = InterfaceBuilderOptions()
    options.roots = ["header"]  // by user label
    options.flagged = ["header"]  // showSkeleton on an unflagged view draws nothing
    let result = Fixtures.load(Fixtures.profile, options: options)
    let root = try #require(result.theme?.layouts.first?.root)
    #expect(root.isSkeletonable)  // on the way to the header
    #expect(root.find("table-1")?.isSkeletonable == false)  // beside that path
    #expect(root.find("img-1")?.isSkeletonable == true)  // flagged, and now reached through the header
    #expect(!result.diagnostics.contains { $0.message.hasPrefix("image view (id img-1) is skeletonable but") })
}

@Test func aRootThatMatchesNoViewIsAWarning() {
    var options = InterfaceBuilderOptions()
    options.roots = ["nope-9"]
    #expect(
        Fixtures.load(Fixtures.profile, options: options).diagnostics.map(\.message).contains(
            "--root nope-9 matches no view's IB id, user label or custom class in this file"))
}
