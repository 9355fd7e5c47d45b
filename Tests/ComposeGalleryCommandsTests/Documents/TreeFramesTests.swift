import Foundation
import TestSupport
import Testing

/// `tree --frames` lists every view with its frame, and `--solve` lays an Interface Builder screen
/// out with the Auto Layout engine at the size it was saved for.
struct TreeFramesTests {
    /// An iPhone 8 screen (375 × 667): a card 200 × 100 centred across, 40 points below the top,
    /// holding a title 8 points inside its leading top corner. IB left the card `misplaced` on its
    /// canvas at (0, 0, 100, 50), so the stored frames are not the constraints' answer.
    static let storyboard = IBFixture.scene(
        device: "retina4_7",
        controller: """
            <viewController storyboardIdentifier="Card" id="vc" sceneMemberID="viewController">
                <view key="view" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" misplaced="YES" id="card">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                            <subviews>
                                <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="8" y="8" width="50" height="20"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="title" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="8" id="t-l"/>
                                <constraint firstItem="title" firstAttribute="top" secondItem="card" secondAttribute="top" constant="8" id="t-t"/>
                                <constraint firstAttribute="width" constant="200" id="c-w"/>
                                <constraint firstAttribute="height" constant="100" id="c-h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="card" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c-x"/>
                        <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c-y"/>
                    </constraints>
                </view>
            </viewController>
            """)

    /// The tree's output for the storyboard with `options`.
    static func tree(_ options: [String]) throws -> CommandRun {
        let scratch = try TemporaryDirectory()
        let path = try scratch.write("Main.storyboard", storyboard)
        return CommandRun(["tree", path, "--layout", "Card"] + options, services: TestPlatform.services)
    }

    /// The title's frame line of a `--frames` tree, and the card's.
    static func frames(_ text: String) -> [String] {
        text.split(separator: "\n").filter { $0.contains("\"frame\"") }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func framesListEveryViewWithItsStoredFrameInTheLayoutsCoordinates() throws {
        let run = try Self.tree(["--frames"])
        #expect(run.status == 0, "\(run.error)")
        // No view is skeletonable, yet every one is listed; the title's stored (8, 8) is inside the
        // card's stored (0, 0).
        #expect(
            run.standard == """
                {
                  "type" : "UIView",
                  "reference" : "root",
                  "isSkeletonable" : false,
                  "frame" : [0, 0, 375, 667],
                  "children" : [
                    {
                      "type" : "UIView",
                      "reference" : "card",
                      "isSkeletonable" : false,
                      "frame" : [0, 0, 100, 50],
                      "children" : [
                        {
                          "type" : "UILabel",
                          "reference" : "title",
                          "isSkeletonable" : false,
                          "frame" : [8, 8, 50, 20]
                        }
                      ]
                    }
                  ]
                }

                """)
    }

    @Test func solveLaysTheScreenOutByItsConstraintsAtItsOwnSize() throws {
        let run = try Self.tree(["--frames", "--solve"])
        #expect(run.status == 0, "\(run.error)")
        // Card: x = (375 − 200) / 2 = 87.5, y = 40. Title: 8 inside it, at (95.5, 48); its size is
        // the fake font's measure of "Hi" (not constrained), so only its origin is checked.
        let lines = Self.frames(run.standard)
        #expect(lines.count == 3)
        #expect(lines.first == "\"frame\" : [0, 0, 375, 667],")
        #expect(lines.dropFirst().first == "\"frame\" : [87.5, 40, 200, 100],")
        #expect(lines.last?.hasPrefix("\"frame\" : [95.5, 48, ") == true)
    }

    @Test func withoutFramesTheTreeStaysSkeletonViewsFormat() throws {
        let run = try Self.tree(["--solve"])
        #expect(run.status == 0, "\(run.error)")
        #expect(!run.standard.contains("frame"))
        #expect(!run.standard.contains("children"))
    }

    @Test func aStoryboardWithNoScreenIsToldSoRatherThanAskedForALayout() throws {
        // A tab bar controller whose tabs live in other files: the storyboard has no view.
        let scratch = try TemporaryDirectory()
        let path = try scratch.write(
            "Main.storyboard",
            IBFixture.scene(
                device: "retina4_7", controller: #"<tabBarController id="tabs" sceneMemberID="viewController"/>"#))
        let run = CommandRun(["tree", path], services: TestPlatform.services)
        #expect(run.status == 1)
        #expect(run.error.contains("error: \(path) has no layouts"), "\(run.error)")
        #expect(!run.error.contains("--layout NAME is required"))
    }

    @Test func framesTakeNoValue() throws {
        let run = try Self.tree(["--frames=yes"])
        #expect(run.status == 2)
        #expect(run.error.contains("--frames"))
    }

    /// A layout `name` whose trailing-aligned stack holds label `label`: a warning of that layout's
    /// (SkeletonView draws such a label's lines outside it).
    static func trailingStack(_ name: String, label: String) -> String {
        #"{"name": "\#(name)", "size": [200, 100], "root": {"type": "stack", "alignment": "trailing", "#
            + #""children": [{"id": "\#(label)", "type": "label", "text": "Hi"}]}}"#
    }

    @Test func aLayoutsTreePrintsItsOwnWarningsNotTheOtherLayouts() throws {
        let scratch = try TemporaryDirectory()
        let path = try scratch.write(
            "two.theme.json",
            #"{"layouts": ["# + Self.trailingStack("A", label: "a-label") + ", "
                + Self.trailingStack("B", label: "b-label") + "]}")
        let run = CommandRun(["tree", path, "--layout", "A"], services: TestPlatform.services)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("label `a-label`"), "\(run.error)")
        #expect(!run.error.contains("b-label"), "\(run.error)")
        // `validate` of the file still reports both.
        let validated = CommandRun(["validate", path], services: TestPlatform.services)
        #expect(validated.standard.contains("label `a-label`") && validated.standard.contains("label `b-label`"))
    }
}
