import Testing

@testable import SkeletonTheme

private func parse(_ text: String) -> Result<JSONNode, JSONSyntaxError> {
    JSONParser.parse(Array(text.utf8))
}

private func failure(_ text: String) -> JSONSyntaxError? {
    if case .failure(let error) = parse(text) { return error }
    return nil
}

@Test func commentsAndTrailingCommasAreAccepted() throws {
    let node = try parse("// head\n{ /* a */ \"a\": [1, 2,], \"b\": {\"c\": null,}, }").get()
    guard case .object(let members) = node.value else {
        Issue.record("not an object")
        return
    }
    #expect(members.map(\.key) == ["a", "b"])
    #expect(
        members[0].value
            == JSONNode(.array([JSONNode(.number(1), offset: 24), JSONNode(.number(2), offset: 27)]), offset: 23))
    #expect(members[0].keyOffset == 18)
}

@Test func stringEscapesAndSurrogatePairsDecode() throws {
    let node = try parse(#""a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00""#).get()
    #expect(node.value == .string("a\"\\/\u{8}\u{C}\n\r\té😀"))
}

@Test func loneSurrogatesAreRejected() {
    #expect(failure(#""\ud83d""#)?.message == "unpaired surrogate \\uD83D")
}

@Test func strictNumberGrammarIsEnforced() {
    #expect(failure("01")?.message == "numbers cannot have leading zeros")
    #expect(failure("1.")?.message == "a decimal point must be followed by digits")
    #expect(failure("1e")?.message == "an exponent must have digits")
    #expect(failure("-")?.message == "`-` must be followed by a digit")
    #expect(failure("+1")?.message == "unexpected `+`; expected a value")
    #expect(failure("-Infinity")?.message == "`Infinity` is not a JSON number; numbers must be finite")
}

@Test func extraCommasAreErrors() {
    #expect(failure("[1,,2]")?.message == "unexpected `,`; expected a value")
    #expect(failure("{,}")?.message == "unexpected `,`; expected a key")
}

@Test func controlCharactersInStringsAreErrors() {
    #expect(failure("\"a\tb\"")?.message == "control character in a string")
    #expect(failure("\"ab\n\"")?.message == "string is never closed on its line")
}

@Test func lineAndColumnCountCharactersNotBytes() {
    let file = SourceFile(path: "x", bytes: Array("ab\n€é\"x".utf8))
    #expect(file.location(of: 0) == (1, 1))
    #expect(file.location(of: 3) == (2, 1))
    #expect(file.location(of: 8) == (2, 3))
}

@Test func columnsCountedOnFromAnEarlierAnswerEqualColumnsCountedFromTheLineStart() {
    // One long line, as a snapshot or a minified file is: each answer counts on from the last one
    // on the same line, and must give what counting from the line's start gives, in any order of
    // questions, across multi-byte characters and a combining accent (e + U+0301, one character).
    let text = "{\"a\": \"€é\", \"b\": [\"x\u{0301}y\", 1], \"c\": \"日本\"}\n{\"d\": 2}"
    let bytes = Array(text.utf8)
    func fresh(_ offset: Int) -> (line: Int, column: Int) { SourceFile(path: "x", bytes: bytes).location(of: offset) }
    let asked = SourceFile(path: "x", bytes: bytes)
    let offsets = Array(bytes.indices) + Array(bytes.indices.reversed()) + [5, 30, 12, 12, 0, bytes.count, -3]
    for offset in offsets {
        let answer = asked.location(of: offset)
        let expected = fresh(offset)
        #expect(answer == expected, "offset \(offset)")
    }
    #expect(asked.location(of: 25) == (1, 21))
    #expect(asked.location(of: bytes.count) == (2, 9))
}
