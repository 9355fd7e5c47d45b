import SkeletonCore
import TestSupport
import Testing

/// The display-list dump: stable JSON for snapshots.
@Suite struct DumpJSONTests {
    static func dump(style: SkeletonStyle, at t: Double = 5) -> String {
        let spec = LayoutSpec(name: "one", size: Size(width: 200, height: 40), root: label(nil, lines: 1))
        let prepared = PreparedLayout(
            layout: spec, theme: Theme(name: "t"), metrics: FakeTextMetrics(), options: LayoutOptions())
        return prepared.dumpJSON(at: t, timeline: SkeletonTimeline(style: style, transitions: TransitionSettings()))
    }

    /// The dump of the one-line label with `paint`'s members (one per line) as its text line's paint:
    /// everything but the paint is the same in every style.
    static func oneTextLine(paint: String) -> String {
        let members = paint.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n")
        return """
            {
              "size" : [200, 40],
              "background" : "#FFFFFF",
              "commands" : [
                {
                  "kind" : "rect",
                  "role" : "textLine",
                  "rect" : [0, 12.5, 140, 15],
                  "cornerRadius" : 0,
                  "paint" : {
            \(members)
                  },
                  "opacity" : 1
                }
              ]
            }
            """
    }

    @Test func solidLabelDumpsOneTextLine() {
        #expect(
            Self.dump(style: .solid)
                == Self.oneTextLine(
                    paint: """
                        "type" : "solid",
                        "color" : "#ECF0F1"
                        """))
    }

    @Test func staticGradientDumpsATopToBottomGradientInTheLinesBox() {
        #expect(
            Self.dump(style: .gradient)
                == Self.oneTextLine(
                    paint: """
                        "type" : "linear",
                        "start" : [70, 12.5],
                        "end" : [70, 27.5],
                        "stops" : [
                          [0, "#ECF0F1"],
                          [0.5, "#DEE2E3"],
                          [1, "#ECF0F1"]
                        ]
                        """))
    }

    @Test func numbersHaveAtMostThreeDecimalsAndNoNegativeZero() {
        let formatted = [-0.0001, 1.23456, -2.5, 100, 0.1 + 0.2, .nan, -.infinity, 1e15].map(DebugJSON.format)
        #expect(formatted == ["0", "1.235", "-2.5", "100", "0.3", "0", "0", "1000000000000000"])
    }

    @Test func stringsAreEscaped() {
        #expect(DebugJSON.quoted("a\"b\\c\n\u{1}") == "\"a\\\"b\\\\c\\n\\u0001\"")
    }

    @Test func clipsAndCirclesHaveTheirKinds() {
        let circle = DrawCommand.fill(
            ShapeFill(
                rect: rect(0, 0, 10, 10), radii: CornerRadii(uniform: 5), paint: .solid(RGBA8(rgb: 0)), role: .block))
        let clip = DrawCommand.pushClip(
            rect: rect(1, 2, 3, 4), radii: CornerRadii(topLeft: 1, topRight: 0, bottomRight: 0, bottomLeft: 0))
        #expect(circle.json.prettyText.contains("\"kind\" : \"circle\""))
        #expect(
            clip.json.prettyText == """
                {
                  "kind" : "clip",
                  "rect" : [1, 2, 3, 4],
                  "cornerRadii" : [1, 0, 0, 0]
                }
                """)
    }
}

extension DumpJSONTests {
    /// The "name" members of a list of images dumped relative to `folder`.
    static func imageNames(_ names: [String], relativeTo folder: String?) -> [String] {
        let list = DisplayList(
            size: Size(width: 10, height: 10), background: RGBA8(rgb: 0xFFFFFF),
            commands: names.map {
                .image(ImageDraw(name: $0, rect: rect(0, 0, 10, 10), radii: .zero, contentMode: .scaleToFill))
            })
        guard case .object(let members) = list.json(imagesRelativeTo: folder),
            case .array(let commands)? = members.first(where: { $0.key == "commands" })?.value
        else { return [] }
        return commands.compactMap { command in
            guard case .object(let fields) = command,
                case .string(let name)? = fields.first(where: { $0.key == "name" })?.value
            else { return nil }
            return name
        }
    }

    @Test func imagePathsArePrintedRelativeToTheThemeFolder() {
        let names = ["/home/me/themes/images/a.png", "/home/me/shared/b.png", "/home/me/themes/c.png", "/d.png"]
        #expect(
            Self.imageNames(names, relativeTo: "/home/me/themes")
                == ["images/a.png", "../shared/b.png", "c.png", "../../../d.png"])
        #expect(
            Self.imageNames(names, relativeTo: "/") == [
                "home/me/themes/images/a.png", "home/me/shared/b.png", "home/me/themes/c.png", "d.png",
            ])
    }

    @Test func imagePathsStayAsTheyAreWithoutAFolderOrWhenRelative() {
        #expect(Self.imageNames(["/x/a.png"], relativeTo: nil) == ["/x/a.png"])
        #expect(Self.imageNames(["images/a.png"], relativeTo: "/x") == ["images/a.png"])
    }
}

@Test func debugJSONEscapesBidiAndFormatCharactersAsUTF16Escapes() {
    #expect(DebugJSON.quoted("a\u{202E}\u{E0001}\u{1B}\"") == "\"a\\u202e\\udb40\\udc01\\u001b\\\"\"")
}
