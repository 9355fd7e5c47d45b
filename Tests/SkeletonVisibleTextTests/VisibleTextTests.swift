import SkeletonVisibleText
import Testing

@Test func messagesShowControlAndBidiCharactersAsEscapesAndKeepLineFeedsAndTabs() {
    #expect(
        VisibleText.escaped("a\u{1B}[2J\u{7}\u{7F}\u{9B}\u{202E}\u{2066}\u{200B}\u{2028}\r\n\tb")
            == "a\\u{1B}[2J\\u{7}\\u{7F}\\u{9B}\\u{202E}\\u{2066}\\u{200B}\\u{2028}\\u{D}\n\tb")
    #expect(VisibleText.escapedLine("a\nb\tc") == "a\\u{A}b\\u{9}c")
    #expect(VisibleText.escaped("plain: é, 日本, 👍🏽") == "plain: é, 日本, 👍🏽")
}

@Test func everyBidiControlIsAnInvisibleControl() {
    let bidi: [UInt32] = Array(0x202A...0x202E) + Array(0x2066...0x2069) + [0x200E, 0x200F, 0x061C]
    #expect(bidi.allSatisfy { Unicode.Scalar($0)!.isInvisibleControl })
    #expect(!("A" as Unicode.Scalar).isInvisibleControl)
}
