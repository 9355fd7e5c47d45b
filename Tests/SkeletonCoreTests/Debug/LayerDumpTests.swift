import SkeletonCore
import TestSupport
import Testing

@Test func theDumpListsTheShadowBeforeAndTheBorderAfterTheSkeleton() {
    var card = view(.view, frame: rect(10, 10, 60, 20))
    card.borderWidth = 1
    card.borderColor = AdaptiveColor(RGBA8(rgb: 0x3366CC))
    var shadow = LayerShadow()
    shadow.opacity = 0.25
    card.shadow = shadow
    let prepared = PreparedLayout(
        layout: screen(width: 80, height: 40, [card]), theme: Theme(name: "t"), metrics: FakeTextMetrics(),
        options: LayoutOptions())
    let dump = prepared.dumpJSON(at: 5, timeline: SkeletonTimeline(style: .solid, transitions: TransitionSettings()))
    #expect(
        dump == """
            {
              "size" : [80, 40],
              "background" : "#FFFFFF",
              "commands" : [
                {
                  "kind" : "shadow",
                  "rect" : [10, 7, 60, 20],
                  "cornerRadius" : 0,
                  "blur" : 3,
                  "color" : "#00000040",
                  "opacity" : 1
                },
                {
                  "kind" : "rect",
                  "role" : "block",
                  "rect" : [10, 10, 60, 20],
                  "cornerRadius" : 0,
                  "paint" : {
                    "type" : "solid",
                    "color" : "#ECF0F1"
                  },
                  "opacity" : 1
                },
                {
                  "kind" : "border",
                  "rect" : [10, 10, 60, 20],
                  "cornerRadius" : 0,
                  "width" : 1,
                  "color" : "#3366CC",
                  "opacity" : 1
                }
              ]
            }
            """)
}
