import Foundation
import TestSupport
import Testing

/// `explain` prints SkeletonView's decision for every view of a theme's or a storyboard's layout;
/// each expected answer is worked out from SkeletonView 1.31's source (named per test) with the
/// default appearance: lines 15 high, 10 apart, the last 70 % wide.
struct ExplainCommandTests {
    /// A 320 × 480 card written for this test: a round avatar, a label with numberOfLines 0, a
    /// 3-line title 20 high, a badge that is not skeletonable around a label, a price hidden while
    /// the skeleton is active and a 300-point table of 44-point rows.
    static let theme = """
        {
          "name": "Explain",
          "layouts": [
            {
              "name": "Card",
              "size": [320, 480],
              "root": {
                "type": "view",
                "id": "card",
                "children": [
                  {"type": "imageView", "id": "avatar", "frame": [16, 16, 48, 48], "skeletonCornerRadius": 24},
                  {"type": "label", "id": "bio", "text": "Maker", "numberOfLines": 0, "frame": [80, 16, 224, 100]},
                  {"type": "label", "id": "title", "text": "Oak", "numberOfLines": 3, "frame": [80, 124, 224, 20]},
                  {"type": "view", "id": "badge", "isSkeletonable": false, "frame": [16, 72, 48, 24], "children": [
                    {"type": "label", "id": "badgeText", "text": "New", "frame": [4, 4, 40, 16]}
                  ]},
                  {"type": "label", "id": "price", "text": "9", "isHiddenWhenSkeletonIsActive": true,
                   "frame": [16, 150, 60, 20]},
                  {"type": "table", "id": "feed", "frame": [0, 180, 320, 300], "rowHeight": 44, "cell": {
                    "type": "view", "children": [{"type": "label", "id": "row", "text": "Row", "frame": [16, 12, 200, 20]}]
                  }}
                ]
              }
            }
          ]
        }
        """

    /// An iPhone 8 screen written for this test: the flagged root holds a flagged label with
    /// numberOfLines 0 and 75 points high, a view IB leaves unflagged around a flagged label, a
    /// flagged label hidden while the skeleton is active, and a flagged 200-point table of 60-point rows.
    static let storyboard = IBFixture.scene(
        device: "retina4_7",
        controller: """
            <viewController storyboardIdentifier="Feed" id="vc" sceneMemberID="viewController">
                <view key="view" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <label text="About" numberOfLines="0" id="about">
                            <rect key="frame" x="16" y="20" width="300" height="75"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/>
                            </userDefinedRuntimeAttributes>
                        </label>
                        <view id="plain">
                            <rect key="frame" x="16" y="100" width="300" height="40"/>
                            <subviews>
                                <label text="Lost" id="lost">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/>
                                    </userDefinedRuntimeAttributes>
                                </label>
                            </subviews>
                        </view>
                        <label text="Soon" id="soon">
                            <rect key="frame" x="16" y="150" width="100" height="20"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="isHiddenWhenSkeletonIsActive" value="YES"/>
                            </userDefinedRuntimeAttributes>
                        </label>
                        <tableView rowHeight="60" id="list">
                            <rect key="frame" x="0.0" y="200" width="375" height="200"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/>
                            </userDefinedRuntimeAttributes>
                        </tableView>
                    </subviews>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="isSkeletonable" value="YES"/>
                    </userDefinedRuntimeAttributes>
                </view>
            </viewController>
            """)

    /// `explain` of the card theme with `options`.
    static func explainTheme(_ options: [String]) throws -> (run: CommandRun, path: String) {
        let scratch = try TemporaryDirectory()
        let path = try scratch.write("card.theme.json", theme)
        return (CommandRun(["explain", path, "--layout", "Card"] + options, services: TestPlatform.services), path)
    }

    /// `explain` of the storyboard with `options`.
    static func explainStoryboard(_ options: [String]) throws -> (run: CommandRun, path: String) {
        let scratch = try TemporaryDirectory()
        let path = try scratch.write("Feed.storyboard", storyboard)
        return (CommandRun(["explain", path, "--layout", "Feed"] + options, services: TestPlatform.services), path)
    }

    /// The lines of the output after the two header lines.
    static func body(_ run: CommandRun) -> String {
        run.standard.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n")
    }

    /// SkeletonTextNode.swift: numberOfLines 0 is n = 0, and CALayer+Extensions.swift fills the
    /// height: round(100 / (15 + 10)) = 4 lines; growth (UILabel+Extensions.swift) gives
    /// 15·0 + 10·(0 − 1) = −10, below 100, so the label keeps its height.
    @Test func labelWithZeroLinesSaysHowManyLinesFitItsHeight() throws {
        let (run, path) = try Self.explainTheme(["--view", "bio"])
        #expect(run.status == 0, "\(run.error)")
        #expect(
            Self.body(run) == """
                  bio label [0.1]  \(path):12:11
                    reached: a skeletonable subview of a reached skeletonable view
                    leaf: 4 text lines
                    numberOfLines = 0: round(100 / (15 + 10)) = 4 lines fill the height
                    line height 15 (appearance textLineHeight fixed)
                    spacing 10 (appearance multilineSpacing)
                    last line 70% wide (appearance multilineLastLineFillPercent)
                    line corner radius 0 (appearance multilineCornerRadius)
                layout shift 0: these views' content takes the skeleton's place exactly

                """)
    }

    /// UILabel+Extensions.swift: numberOfLines 3 grows the 20-point label to 3·15 + 2·10 = 65.
    @Test func threeLineLabelNamesItsCountAndItsGrownHeight() throws {
        let (run, _) = try Self.explainTheme(["--view", "title"])
        #expect(run.standard.contains("    leaf: 3 text lines\n    numberOfLines = 3\n"))
        #expect(run.standard.contains("    grown on show to 65 high (definedMaxBounds)\n"))
    }

    /// UITableView+CollectionSkeleton.swift: rows = Int(ceil(300 / 44)) = 7, each starting inside
    /// the table; the table itself gets no skeleton.
    @Test func tableShowsItsRowCountArithmetic() throws {
        let (run, _) = try Self.explainTheme(["--view", "feed"])
        #expect(
            run.standard.contains(
                "    list: no skeleton of its own; 7 rows = ceil(300 / 44) (rowHeight), 7 visible cells\n"))
    }

    /// SubviewsSkeletonables.swift: the badge is not skeletonable, so the descent never reaches its label.
    @Test func unreachedViewNamesTheViewThatStoppedTheDescent() throws {
        let (run, _) = try Self.explainTheme(["--view", "badgeText"])
        #expect(
            Self.body(run).contains(
                "\n      not reached: badge (0.3) is not skeletonable and stops the descent\nlayout shift 0"))
        let (badge, _) = try Self.explainTheme(["--view", "badge"])
        #expect(
            badge.standard.contains(
                "    not reached: isSkeletonable is false, so SkeletonView neither covers it nor looks inside\n"))
    }

    /// UIView+SkeletonView.swift: show hides a reached view with `isHiddenWhenSkeletonIsActive`.
    @Test func hiddenWhileActiveViewSaysSo() throws {
        let (run, _) = try Self.explainTheme(["--view", "price"])
        #expect(run.standard.contains("    leaf: 1 text line\n    numberOfLines = 1\n"))
        #expect(run.standard.contains("    hidden while the skeleton is active (isHiddenWhenSkeletonIsActive)\n"))
    }

    /// The root with skeletonable subviews is a container; the avatar a leaf block with its own radius.
    @Test func containerAndLeafAreTold() throws {
        let (run, _) = try Self.explainTheme([])
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.standard.contains(
                "card view [0]  ")
                && run.standard.contains(
                    "  reached: showSkeleton is called on it (the root)\n"
                        + "  container: it has skeletonable subviews, so it gets no skeleton of its own\n")
        )
        #expect(run.standard.contains("    leaf: one block 48×48\n    corner radius 24 (skeletonCornerRadius)\n"))
        // One block per view: the card, its six subviews, the badge's label, 7 cells of one label each.
        #expect(run.standard.components(separatedBy: "reached:").count - 1 == 1 + 6 + 1 + 14)
    }

    /// `--json`: the same decisions as stable JSON.
    @Test func jsonCarriesTheSameDecisions() throws {
        let (run, path) = try Self.explainTheme(["--json"])
        #expect(run.status == 0, "\(run.error)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.standard.utf8)) as? [String: Any])
        #expect(object["layout"] as? String == "Card")
        #expect((object["colors"] as? [String: Any])?["tint"] as? String == "#ECF0F1")
        #expect((object["colors"] as? [String: Any])?["complement"] as? String == "#DEE2E3")
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(views.count == 22)
        let byID = Dictionary(views.compactMap { view in (view["id"] as? String).map { ($0, view) } }) { a, _ in a }
        let bio = try #require(byID["bio"])
        #expect(bio["at"] as? String == "\(path):12:11")
        #expect(bio["outcome"] as? String == "lines")
        let lines = try #require(bio["lines"] as? [String: Any])
        #expect(lines["count"] as? Int == 4)
        #expect(lines["countFrom"] as? String == "fillsHeight")
        let feed = try #require(byID["feed"]?["list"] as? [String: Any])
        #expect(feed["rows"] as? Int == 7)
        #expect(feed["arithmetic"] as? String == "7 rows = ceil(300 / 44) (rowHeight), 7 visible cells")
        #expect(byID["badgeText"]?["reached"] as? Bool == false)
        #expect(byID["badgeText"]?["stoppedBy"] as? String == "0.3")
        #expect(byID["price"]?["hiddenWhileActive"] as? String == "itself")
    }

    /// The title placed by `frame` keeps its 20 points while its skeleton grows to 65: impact
    /// 224·65 / (320·480) × distance 45 / 480 = 0.00889, printed as 0.009.
    @Test func layoutShiftListsTheGrownLabelAndTheScore() throws {
        let (run, _) = try Self.explainTheme([])
        #expect(
            run.standard.hasSuffix(
                "layout shift 0.009 when the content replaces the skeleton (x,y w×h):\n"
                    + "  title label [0.2]: 80,124 224×65 → 80,124 224×20 (0.009)\n"))
        let (json, _) = try Self.explainTheme(["--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standard.utf8)) as? [String: Any])
        let shift = try #require(object["layoutShift"] as? [String: Any])
        #expect(shift["score"] as? Double == 0.009)
        let views = try #require(shift["views"] as? [[String: Any]])
        #expect(views.count == 1)
        #expect(views.first?["skeleton"] as? [Int] == [80, 124, 224, 65])
        #expect(views.first?["content"] as? [Int] == [80, 124, 224, 20])
    }

    /// A mistyped view id is a located failure with the closest id.
    @Test func unknownViewSuggestsTheClosestID() throws {
        let (run, path) = try Self.explainTheme(["--view", "bi0"])
        #expect(run.status == 1)
        #expect(run.error.contains("no view with id 'bi0' in layout 'Card' of \(path) (did you mean 'bio'?)"))
    }

    /// A mistyped layout is a failure naming the closest layout, as every layout command does.
    @Test func unknownLayoutSuggestsTheClosestName() throws {
        let scratch = try TemporaryDirectory()
        let path = try scratch.write("card.theme.json", Self.theme)
        let run = CommandRun(["explain", path, "--layout", "Crad"], services: TestPlatform.services)
        #expect(run.status == 1)
        #expect(run.error.contains("(did you mean 'Card'?)"))
    }

    /// The storyboard's answers: round(75 / (15 + 10)) = 3 lines, a flagged label behind an
    /// unflagged view never reached, a hidden flagged label, and ceil(200 / 60) = 4 rows.
    @Test func storyboardViewsAreExplainedLikeThemeViews() throws {
        let (run, _) = try Self.explainStoryboard(["--json"])
        #expect(run.status == 0, "\(run.error)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.standard.utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        let byID = Dictionary(views.compactMap { view in (view["id"] as? String).map { ($0, view) } }) { a, _ in a }
        #expect((byID["about"]?["lines"] as? [String: Any])?["count"] as? Int == 3)
        #expect(byID["lost"]?["reached"] as? Bool == false)
        #expect(byID["lost"]?["stoppedBy"] as? String == byID["plain"]?["path"] as? String)
        #expect(byID["soon"]?["hiddenWhileActive"] as? String == "itself")
        #expect(
            (byID["list"]?["list"] as? [String: Any])?["arithmetic"] as? String
                == "4 rows = ceil(200 / 60) (rowHeight), 4 visible cells")
        #expect((byID["about"]?["at"] as? String)?.hasSuffix("Feed.storyboard:9:21") == true)
    }
}

extension ExplainCommandTests {
    /// SubviewsSkeletonables.swift: the unflagged `plain` view stops the descent before the flagged
    /// `lost` label; the fix names the options that preview the screen as the app flags it in code,
    /// and `--flag plain` does reach the label.
    @Test func unreachedStoryboardViewNamesFlagAndBridgeAsTheFix() throws {
        let (run, _) = try Self.explainStoryboard(["--view", "lost"])
        #expect(
            run.standard.contains(
                "      not reached: plain (0.1) is not skeletonable and stops the descent\n"
                    + "      fix: set isSkeletonable on plain (0.1) in Interface Builder, or preview it as the app flags "
                    + "it in code: --flag plain or --bridge\n"))
        let (plain, _) = try Self.explainStoryboard(["--view", "plain"])
        #expect(
            plain.standard.contains(
                "    fix: set isSkeletonable on plain (0.1) in Interface Builder, or preview it as the app flags it "
                    + "in code: --flag plain\n"))
        let (flagged, _) = try Self.explainStoryboard(["--view", "lost", "--flag", "plain"])
        #expect(flagged.status == 0, "\(flagged.error)")
        #expect(flagged.standard.contains("    reached: a skeletonable subview of a reached skeletonable view\n"))
        let (bridged, _) = try Self.explainStoryboard(["--view", "lost", "--bridge"])
        #expect(bridged.standard.contains("    reached: a skeletonable subview of a reached skeletonable view\n"))
    }
}
