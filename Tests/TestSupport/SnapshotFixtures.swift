/// App snapshots written for this project's tests in the format `export snapshot-helper`'s code
/// writes (Docs/app-snapshots.md, "Screens built in code"): three code-built screens of a 390×844 phone (safe
/// area 47 top, 34 bottom), each line of a view's object on a line of its own so a diagnostic's
/// line:column can be counted by hand.
package enum SnapshotFixtures {
    /// The screen every fixture was taken on.
    static let screen = """
          "screen": {"width": 390, "height": 844, "scale": 3,
            "safeArea": {"top": 47, "left": 0, "bottom": 34, "right": 0},
            "horizontalSizeClass": "compact", "verticalSizeClass": "regular",
            "contentSizeCategory": "UICTContentSizeCategoryL", "layoutDirection": "leftToRight", "style": "light"},
        """

    /// A feed built with anchors: a header (avatar and greeting), a post card the app forgot to
    /// flag (line 16, column 7), so its flagged body label (line 19, column 11) is never reached, and a button.
    package static let feed = """
        {"format": "skeleton-preview-snapshot", "version": 1, "name": "Feed",
        \(screen)
          "root": {"class": "FeedView", "uikit": "UIView", "frame": [0, 0, 390, 844],
            "backgroundColor": {"light": "#FFFFFFFF", "dark": "#000000FF"}, "skeleton": {"isSkeletonable": true},
            "subviews": [
              {"class": "FeedHeaderView", "uikit": "UIView", "frame": [0, 47, 390, 60], "skeleton": {"isSkeletonable": true},
               "subviews": [
                {"class": "UIImageView", "uikit": "UIImageView", "frame": [16, 57, 40, 40], "image": [40, 40],
                 "layer": {"cornerRadius": 20}, "skeleton": {"isSkeletonable": true}, "clipsToBounds": true},
                {"class": "UILabel", "uikit": "UILabel", "frame": [68, 57, 200, 20], "skeleton": {"isSkeletonable": true},
                 "text": {"text": "Good morning", "font": {"name": ".SFUI-Semibold", "family": ".AppleSystemUIFont", "size": 17},
                          "numberOfLines": 1, "textAlignment": "natural", "lineBreakMode": "byTruncatingTail"}}]},
              {"class": "PostCardView", "uikit": "UIView", "frame": [16, 123, 358, 200], "skeleton": {"isSkeletonable": false},
               "layer": {"cornerRadius": 12, "shadowOpacity": 0.2, "shadowOffset": [0, 2], "shadowRadius": 6},
               "subviews": [
                  {"class": "UILabel", "uikit": "UILabel", "frame": [32, 139, 326, 60],
                   "skeleton": {"isSkeletonable": true, "lastLineFillPercent": 40, "linesCornerRadius": 4},
                   "text": {"text": "A post", "font": {"name": ".SFUI-Regular", "size": 15, "textStyle": "UICTFontTextStyleBody"},
                            "numberOfLines": 3}}]},
              {"class": "LoadMoreButton", "uikit": "UIButton", "frame": [16, 760, 358, 44],
               "skeleton": {"isSkeletonable": true, "skeletonCornerRadius": 8}, "button": {"title": "Load more"}}]}}
        """

    /// A profile whose header is a vertical stack centring an avatar over a name and a bio, with
    /// a hidden badge label that takes no place.
    package static let profile = """
        {"format": "skeleton-preview-snapshot", "version": 1,
        \(screen)
          "root": {"class": "ProfileView", "uikit": "UIView", "frame": [0, 0, 390, 844], "skeleton": {"isSkeletonable": true},
            "subviews": [
              {"class": "UIStackView", "uikit": "UIStackView", "frame": [16, 63, 358, 120], "skeleton": {"isSkeletonable": true},
               "stack": {"axis": "vertical", "spacing": 8, "alignment": "center", "distribution": "fill"},
               "subviews": [
                {"class": "AvatarView", "uikit": "UIImageView", "frame": [163, 63, 64, 64], "image": [128, 128],
                 "layer": {"cornerRadius": 32}, "skeleton": {"isSkeletonable": true}},
                {"class": "UILabel", "uikit": "UILabel", "frame": [16, 135, 358, 21], "skeleton": {"isSkeletonable": true},
                 "text": {"text": "Ada Lovelace", "font": {"name": ".SFUI-Bold", "size": 17}, "textAlignment": "center"}},
                {"class": "BadgeLabel", "uikit": "UILabel", "frame": [195, 164, 0, 0], "hidden": true,
                 "skeleton": {"isSkeletonable": true}, "text": {"text": "Pro"}},
                {"class": "UILabel", "uikit": "UILabel", "frame": [16, 164, 358, 19],
                 "skeleton": {"isSkeletonable": true, "skeletonTextNumberOfLines": 1},
                 "text": {"text": "Mathematician", "font": {"name": "Avenir-Book", "family": "Avenir", "size": 15},
                          "numberOfLines": 0, "color": {"light": "#3C3C43FF", "dark": "#EBEBF5FF"}}}]}]}}
        """

    /// An inbox table with two cell kinds: a section of one header cell over a section of four
    /// message cells, 72 points each; the whole table is the snapshot's root.
    package static let inbox = """
        {"format": "skeleton-preview-snapshot", "version": 1, "name": "Inbox",
        \(screen)
          "root": {"class": "InboxTableView", "uikit": "UITableView", "frame": [0, 0, 390, 844],
            "skeleton": {"isSkeletonable": true},
            "list": {"rowHeight": 72,
              "sections": [{"rows": ["HeaderCell"]},
                           {"rows": ["MessageCell", "MessageCell", "MessageCell", "MessageCell"]}],
              "cells": {
                "HeaderCell": {"class": "InboxHeaderCell", "uikit": "UITableViewCell", "frame": [0, 0, 390, 72],
                  "subviews": [
                    {"class": "UILabel", "uikit": "UILabel", "frame": [16, 20, 200, 32], "skeleton": {"isSkeletonable": true},
                     "text": {"text": "Inbox", "font": {"name": ".SFUI-Bold", "size": 28}}}]},
                "MessageCell": {"class": "MessageCell", "uikit": "UITableViewCell", "frame": [0, 0, 390, 72],
                  "subviews": [
                    {"class": "UIImageView", "uikit": "UIImageView", "frame": [16, 12, 48, 48], "layer": {"cornerRadius": 24},
                     "skeleton": {"isSkeletonable": true}},
                    {"class": "UILabel", "uikit": "UILabel", "frame": [76, 14, 200, 20], "skeleton": {"isSkeletonable": true},
                     "text": {"text": "Grace", "font": {"name": ".SFUI-Semibold", "size": 17}}},
                    {"class": "UILabel", "uikit": "UILabel", "frame": [76, 38, 280, 18], "skeleton": {"isSkeletonable": true},
                     "text": {"text": "See you at noon", "font": {"name": ".SFUI-Regular", "size": 15}}}]}}}}}
        """
}
