import Foundation
import TestSupport
import Testing

/// No key may be accepted and then ignored: every key the shipped JSON Schema describes either
/// changes `skeleton-preview dump` of a layout that uses it (sample below), or is listed with the
/// reason it has no visible meaning in one layout's frames.
@Suite struct SchemaKeyEffectTests {
    /// One key's proof: the same theme without (`base`) and with (`variant`) the key's sample value.
    struct Sample: Sendable, CustomTestStringConvertible {
        /// `definition.key`, as the schema names it.
        let key: String
        /// The theme without the sample.
        let base: String
        /// The theme with the sample.
        let variant: String
        /// The key, for the test list.
        var testDescription: String { key }
    }

    /// A theme of one 200×120 layout `L`, with extra top-level members before `layouts`.
    static func theme(_ top: String = "", root: String, size: String = "[200, 120]") -> String {
        #"{"# + (top.isEmpty ? "" : top + ", ") + #""layouts": [{"name": "L", "size": "# + size + #", "root": "#
            + root + "}]}"
    }

    /// A key of a view: `root` without and `sampled` with it.
    static func view(_ key: String, _ root: String, _ sampled: String, top: String = "") -> Sample {
        Sample(key: "view." + key, base: theme(top, root: root), variant: theme(top, root: sampled))
    }

    /// A top-level key (or a key in a top-level block): `top` without and `sampled` with it.
    static func top(_ key: String, _ top: String, _ sampled: String, root: String = label) -> Sample {
        Sample(key: key, base: theme(top, root: root), variant: theme(sampled, root: root))
    }

    /// A button showing a symbol with `members` (a gear of UIKit's default configuration by default).
    static func symbolButton(_ members: String = #""name": "gear""#) -> String {
        #"{"type": "button", "symbol": {"# + members + "}}"
    }

    /// A three-line label: text lines for the appearance and animation samples.
    static let label = #"{"type": "label", "text": "one two three four five six seven eight", "numberOfLines": 3}"#
    /// A label with its skeleton line keys at defaults, for the line samples.
    static func lines(_ extra: String = "") -> String {
        #"{"type": "label", "text": "one two three", "numberOfLines": 3"# + extra + "}"
    }
    /// Two leaves in a stack.
    static func stack(_ extra: String = "") -> String {
        #"{"type": "stack""# + extra + #", "children": [{"width": 40, "height": 20}, {"width": 40, "height": 20}]}"#
    }
    /// A table of one-row sections.
    static func table(_ extra: String = "") -> String {
        #"{"type": "table", "rowHeight": 30, "numberOfRows": 1, "cell": {}"# + extra + "}"
    }
    /// A 200 × 120 scroll view (with `extra` members) whose content is a 50 × 100 view pinned to its top and bottom.
    static func scrollView(_ extra: String) -> String {
        #"{"children": [{"id": "s", "frame": [0, 0, 200, 120], "isScrollView": true"# + extra
            + #", "children": [{"id": "a", "backgroundColor": "alizarin", "constraints": [{"first": "top", "second": "superview"}, {"first": "bottom", "second": "superview"}, {"first": "leading", "second": "superview"}, {"first": "width", "constant": 50}, {"first": "height", "constant": 100}]}]}]}"#
    }
    /// A collection of automatic count.
    static func collection(_ extra: String = "") -> String { #"{"type": "collection", "cell": {}"# + extra + "}" }
    /// A collection of one item whose label is pinned 8 and 4 points inside its cell.
    static func selfSizingCollection(_ extra: String = "") -> String {
        #"{"type": "collection", "numberOfItems": 1, "cell": {"id": "c", "children": [{"id": "t", "type": "label", "#
            + #""text": "Tag", "#
            + #""constraints": [{"first": "leading", "second": "superview", "constant": 8}, "#
            + #"{"first": "trailing", "second": "superview", "constant": -8}, "#
            + #"{"first": "top", "second": "superview", "constant": 4}, "#
            + #"{"first": "bottom", "second": "superview", "constant": -4}]}]}"# + extra + "}"
    }
    /// Two views the template mode animates or excludes by id.
    static func template(_ extra: String = "") -> String {
        #"{"backgroundColor": "white""# + extra
            + #", "children": [{"id": "a", "frame": [0, 0, 50, 20]}, {"id": "b", "frame": [0, 40, 50, 20]}]}"#
    }

    /// Every key with a visible meaning and a sample value that shows it.
    static let samples: [Sample] = [
        view("type", "{}", #"{"type": "label"}"#),
        view("frame", #"{"children": [{}]}"#, #"{"children": [{"frame": [10, 10, 50, 20]}]}"#),
        view(
            "arranged", #"{"type": "stack", "children": [{"frame": [0, 60, 50, 20]}, {"height": 20}]}"#,
            #"{"type": "stack", "children": [{"frame": [0, 60, 50, 20], "arranged": true}, {"height": 20}]}"#),
        view(
            "width", #"{"type": "stack", "children": [{"height": 20}]}"#,
            #"{"type": "stack", "children": [{"height": 20, "width": 50}]}"#),
        view(
            "height", #"{"type": "stack", "children": [{"height": 20}]}"#,
            #"{"type": "stack", "children": [{"height": 30}]}"#),
        view("padding", #"{"children": [{}]}"#, #"{"padding": 10, "children": [{}]}"#),
        view("layoutDirection", lines(), lines(#", "layoutDirection": "rightToLeft""#)),
        view("backgroundColor", lines(), lines(#", "backgroundColor": "alizarin""#)),
        view(
            "cornerRadius", #"{"backgroundColor": "alizarin"}"#, #"{"backgroundColor": "alizarin", "cornerRadius": 9}"#),
        view(
            "clipsToBounds", #"{"cornerRadius": 30, "children": [{}]}"#,
            #"{"cornerRadius": 30, "clipsToBounds": true, "children": [{}]}"#),
        view(
            "isSkeletonable", #"{"children": [{"frame": [0, 0, 50, 20]}]}"#,
            #"{"children": [{"frame": [0, 0, 50, 20], "isSkeletonable": false}]}"#),
        view(
            "isHiddenWhenSkeletonIsActive", #"{"children": [{"backgroundColor": "alizarin"}]}"#,
            #"{"children": [{"backgroundColor": "alizarin", "isHiddenWhenSkeletonIsActive": true}]}"#),
        view("skeletonCornerRadius", "{}", #"{"skeletonCornerRadius": 8}"#),
        view(
            "shimmeringAnimatedItems", template(#", "id": "root""#),
            template(#", "id": "root", "shimmeringAnimatedItems": ["root"]"#), top: #""mode": "shimmerTemplate""#),
        view("excludedItems", template(), template(#", "excludedItems": ["a"]"#), top: #""mode": "shimmerTemplate""#),
        view("children", "{}", #"{"children": [{"frame": [0, 0, 10, 10]}]}"#),
        view("axis", stack(), stack(#", "axis": "horizontal""#)),
        view("spacing", stack(), stack(#", "spacing": 10"#)),
        view("alignment", stack(), stack(#", "alignment": "center""#)),
        view(
            "distribution", #"{"type": "stack", "axis": "horizontal", "children": [{"width": 40}, {}]}"#,
            #"{"type": "stack", "axis": "horizontal", "distribution": "fillEqually", "children": [{"width": 40}, {}]}"#),
        view("text", #"{"type": "label"}"#, #"{"type": "label", "text": "Hello"}"#),
        view("font", lines(), lines(#", "font": {"family": "DejaVu Sans", "size": 30}"#)),
        view("textColor", lines(), lines(#", "textColor": "alizarin""#)),
        view("textAlignment", lines(), lines(#", "textAlignment": "center""#)),
        // A button's title too (UIKit's contentHorizontalAlignment), once drawn centred whatever it said.
        view(
            "textAlignment", #"{"type": "button", "text": "OK"}"#,
            #"{"type": "button", "text": "OK", "textAlignment": "left"}"#),
        view(
            "numberOfLines", label, label.replacingOccurrences(of: #""numberOfLines": 3"#, with: #""numberOfLines": 1"#)
        ),
        // A label too narrow for its text shows its end instead of its start.
        view(
            "lineBreakMode",
            #"{"type": "stack", "alignment": "leading", "children": [{"type": "label", "text": "Total Amount", "width": 40}]}"#,
            #"{"type": "stack", "alignment": "leading", "children": [{"type": "label", "text": "Total Amount", "width": 40, "lineBreakMode": "byTruncatingHead"}]}"#
        ),
        // A 0-line label laid out by constraints wraps at 60 points instead of showing its one line.
        view(
            "preferredMaxLayoutWidth",
            #"{"id": "root", "children": [{"id": "t", "type": "label", "numberOfLines": 0, "text": "one two three four", "constraints": [{"first": "leading", "second": "superview"}, {"first": "top", "second": "superview"}]}]}"#,
            #"{"id": "root", "children": [{"id": "t", "type": "label", "numberOfLines": 0, "text": "one two three four", "preferredMaxLayoutWidth": 60, "constraints": [{"first": "leading", "second": "superview"}, {"first": "top", "second": "superview"}]}]}"#
        ),
        // A button's title box shrinks (and its fit width grows).
        view(
            "contentInsets",
            #"{"type": "stack", "alignment": "leading", "children": [{"type": "button", "text": "Go"}]}"#,
            #"{"type": "stack", "alignment": "leading", "children": [{"type": "button", "text": "Go", "contentInsets": 12}]}"#
        ),
        // A field without a border fits its text line, 14 points less high than a rounded one.
        view(
            "borderStyle",
            #"{"type": "stack", "alignment": "leading", "children": [{"type": "textField", "text": "Name"}]}"#,
            #"{"type": "stack", "alignment": "leading", "children": [{"type": "textField", "text": "Name", "borderStyle": "none"}]}"#
        ),
        view("lastLineFillPercent", lines(), lines(#", "lastLineFillPercent": 30"#)),
        view("linesCornerRadius", lines(), lines(#", "linesCornerRadius": 5"#)),
        view("skeletonLineSpacing", lines(), lines(#", "skeletonLineSpacing": 2"#)),
        view("skeletonPaddingInsets", lines(), lines(#", "skeletonPaddingInsets": 5"#)),
        view("skeletonTextLineHeight", lines(), lines(#", "skeletonTextLineHeight": 30"#)),
        view("skeletonTextNumberOfLines", lines(), lines(#", "skeletonTextNumberOfLines": 2"#)),
        view("image", #"{"type": "imageView"}"#, #"{"type": "imageView", "image": "a.png"}"#),
        view(
            "contentMode", #"{"type": "imageView", "image": "a.png"}"#,
            #"{"type": "imageView", "image": "a.png", "contentMode": "scaleToFill"}"#),
        view(
            "backgroundImage", #"{"type": "button", "text": "Go"}"#,
            #"{"type": "button", "text": "Go", "backgroundImage": "a.png"}"#),
        view("symbol", #"{"type": "imageView"}"#, #"{"type": "imageView", "symbol": {"name": "star.fill"}}"#),
        view("", symbolButton(#""name": "star.fill""#), symbolButton(#""name": "person.circle""#))
            .renamed("symbol.name"),
        view("", symbolButton(), symbolButton(#""name": "gear", "pointSize": 30"#)).renamed("symbol.pointSize"),
        view("", symbolButton(), symbolButton(#""name": "gear", "scale": "large""#)).renamed("symbol.scale"),
        view("", symbolButton(), symbolButton(#""name": "gear", "aspectRatio": 2"#)).renamed("symbol.aspectRatio"),
        view(
            "cell", table(),
            table().replacingOccurrences(
                of: #""cell": {}"#, with: #""cell": {"children": [{"frame": [0, 0, 20, 20]}]}"#)),
        view("header", table(), table(#", "header": {"height": 20}"#)),
        view("footer", table(), table(#", "footer": {"height": 20}"#)),
        view("numberOfSections", table(), table(#", "numberOfSections": 2"#)),
        view("sectionHeaderHeight", table(), table(#", "sectionHeaderHeight": 18"#)),
        view(
            "sectionFooterHeight", table(#", "numberOfSections": 2"#),
            table(#", "numberOfSections": 2, "sectionFooterHeight": 18"#)),
        view(
            "firstHeaderTopPadding", table(#", "header": {"height": 20}"#),
            table(#", "header": {"height": 20}, "firstHeaderTopPadding": 17.5"#)),
        view(
            "footedHeaderTopPadding",
            table(#", "numberOfSections": 2, "header": {"height": 20}, "footer": {"height": 10}"#),
            table(
                #", "numberOfSections": 2, "header": {"height": 20}, "footer": {"height": 10}, "footedHeaderTopPadding": 7.5"#
            )),
        view(
            "emptyTitleHeight", table(#", "header": {"type": "label", "id": "h"}, "headerTexts": {"h": [""]}"#),
            table(#", "header": {"type": "label", "id": "h"}, "headerTexts": {"h": [""]}, "emptyTitleHeight": 22"#)),
        view("insetGrouped", table(), table(#", "insetGrouped": true"#)),
        view("tableHeaderView", table(), table(#", "tableHeaderView": {"height": 20}"#)),
        view("tableFooterView", table(), table(#", "tableFooterView": {"height": 20}"#)),
        view("rowHeight", table(), table().replacingOccurrences(of: #""rowHeight": 30"#, with: #""rowHeight": 50"#)),
        view(
            "estimatedRowHeight", #"{"type": "table", "rowHeight": "automatic", "estimatedRowHeight": 30, "cell": {}}"#,
            #"{"type": "table", "rowHeight": "automatic", "estimatedRowHeight": 50, "cell": {}}"#),
        view(
            "numberOfRows", table(),
            table().replacingOccurrences(of: #""numberOfRows": 1"#, with: #""numberOfRows": 2"#)),
        view("itemSize", collection(), collection(#", "itemSize": [80, 40]"#)),
        view("scrollDirection", collection(), collection(#", "scrollDirection": "horizontal""#)),
        view("estimatedItemSize", selfSizingCollection(), selfSizingCollection(#", "estimatedItemSize": "automatic""#)),
        view("numberOfItems", collection(), collection(#", "numberOfItems": 1"#)),
        view(
            "lineSpacing", collection(#", "numberOfItems": 8"#), collection(#", "numberOfItems": 8, "lineSpacing": 30"#)
        ),
        view("interitemSpacing", collection(), collection(#", "interitemSpacing": 30"#)),
        view("sectionInset", collection(), collection(#", "sectionInset": {"top": 8, "left": 12}"#)),

        top("theme.appearance", "", #""appearance": {"tintColor": "alizarin"}"#),
        top("theme.style", #""style": "solid""#, #""style": "gradient""#),
        top("theme.animation", "", #""animation": {"sliding": {"duration": 3}}"#),
        top("theme.transition", "", #""transition": {"show": "none"}"#),
        top("theme.background", "", #""background": "alizarin""#),
        top("theme.mode", "", #""mode": "shimmerTemplate""#),
        top("appearance.tintColor", "", #""appearance": {"tintColor": "alizarin"}"#),
        top("appearance.gradient", "", #""appearance": {"gradient": "alizarin"}"#),
        top("appearance.multilineHeight", "", #""appearance": {"multilineHeight": 25}"#),
        top("appearance.textLineHeight", "", #""appearance": {"textLineHeight": 25}"#),
        top("appearance.multilineSpacing", "", #""appearance": {"multilineSpacing": 3}"#),
        top("appearance.multilineLastLineFillPercent", "", #""appearance": {"multilineLastLineFillPercent": 30}"#),
        top("appearance.multilineCornerRadius", "", #""appearance": {"multilineCornerRadius": 5}"#),
        top("appearance.skeletonCornerRadius", "", #""appearance": {"skeletonCornerRadius": 9}"#, root: "{}"),
        top(
            "appearance.renderSingleLineAsView", "", #""appearance": {"renderSingleLineAsView": true}"#,
            root: #"{"type": "label", "text": "Hi"}"#),
        top("animation.pulse", "", #""animation": {"pulse": {"duration": 3}}"#),
        top("animation.sliding", "", #""animation": {"sliding": {"duration": 3}}"#),
        top("animation.direction", "", #""animation": {"direction": "topBottom"}"#),
        top("animation.duration", "", #""animation": {"duration": 3}"#),
        top("animation.easing", "", #""animation": {"easing": "linear"}"#),
        top("animation.pause", "", #""animation": {"pause": 0.5}"#),
        top("animation.autoreverse", "", #""animation": {"autoreverse": true}"#),
        top(
            "animation.shimmerSpace", "", #""animation": {"shimmerSpace": "layout"}"#,
            root: stack(#", "spacing": 10"#)),
        top("pulseAnimation.duration", "", #""animation": {"pulse": {"duration": 3}}"#),
        top("pulseAnimation.easing", "", #""animation": {"pulse": {"easing": "linear"}}"#),
        top("pulseAnimation.pause", "", #""animation": {"pulse": {"pause": 0.5}}"#),
        top("pulseAnimation.autoreverse", "", #""animation": {"pulse": {"autoreverse": false}}"#),
        top("slidingAnimation.direction", "", #""animation": {"sliding": {"direction": "topBottom"}}"#),
        top("slidingAnimation.duration", "", #""animation": {"sliding": {"duration": 3}}"#),
        top("slidingAnimation.easing", "", #""animation": {"sliding": {"easing": "linear"}}"#),
        top("slidingAnimation.pause", "", #""animation": {"sliding": {"pause": 0.5}}"#),
        top("slidingAnimation.autoreverse", "", #""animation": {"sliding": {"autoreverse": true}}"#),
        top(
            "slidingAnimation.shimmerSpace", "", #""animation": {"sliding": {"shimmerSpace": "layout"}}"#,
            root: stack(#", "spacing": 10"#)),
        top("transitionSettings.show", "", #""transition": {"show": "none"}"#),
        top("transitionSettings.hide", "", #""transition": {"hide": "none"}"#),
        top("transitionSettings.delay", "", #""transition": {"delay": 0.5}"#),
        top(
            "mode.shimmerTemplate", #""mode": "shimmerTemplate""#, #""mode": {"shimmerTemplate": {"animate": false}}"#,
            root: template()),
        top(
            "shimmerTemplate.color", #""mode": "shimmerTemplate""#,
            #""mode": {"shimmerTemplate": {"color": "alizarin"}}"#, root: template()),
        top(
            "shimmerTemplate.animate", #""mode": "shimmerTemplate""#,
            #""mode": {"shimmerTemplate": {"animate": false}}"#, root: template()),
        top(
            "shimmerTemplate.viewBackgroundColor", #""mode": "shimmerTemplate""#,
            #""mode": {"shimmerTemplate": {"viewBackgroundColor": "alizarin"}}"#, root: template()),
        top(
            "shimmerTemplate.animationSpeed", #""mode": "shimmerTemplate""#,
            #""mode": {"shimmerTemplate": {"animationSpeed": 3}}"#, root: template()),
        Sample(key: "layout.size", base: theme(root: label), variant: theme(root: label, size: "[220, 120]")),
        Sample(key: "layout.root", base: theme(root: "{}"), variant: theme(root: label)),
        view("font", lines(#", "font": {"family": "DejaVu Sans"}"#), lines(#", "font": {"family": "DejaVu Serif"}"#))
            .renamed("font.family"),
        view("font", lines(#", "font": {"size": 17}"#), lines(#", "font": {"size": 30}"#)).renamed("font.size"),
        view("font", lines(#", "font": {"weight": 400}"#), lines(#", "font": {"weight": 700}"#)).renamed("font.weight"),
        view("font", lines(#", "font": {"textStyle": "body"}"#), lines(#", "font": {"textStyle": "largeTitle"}"#))
            .renamed("font.textStyle"),
        view(
            "backgroundColor", #"{"backgroundColor": {"light": "alizarin", "dark": "black"}}"#,
            #"{"backgroundColor": {"light": "carrot", "dark": "black"}}"#
        ).renamed("color.light"),
        view(
            "backgroundColor", #"{"backgroundColor": {"light": "alizarin", "dark": "black"}}"#,
            #"{"backgroundColor": {"light": "alizarin", "dark": "carrot"}}"#
        ).renamed("color.dark"),
        top(
            "gradient.base", #""appearance": {"gradient": {"base": "clouds"}}"#,
            #""appearance": {"gradient": {"base": "alizarin"}}"#),
        top(
            "gradient.secondary", #""appearance": {"gradient": {"base": "clouds"}}"#,
            #""appearance": {"gradient": {"base": "clouds", "secondary": "alizarin"}}"#),
        top(
            "gradient.colors", #""appearance": {"gradient": {"colors": ["clouds", "silver"]}}"#,
            #""appearance": {"gradient": {"colors": ["clouds", "alizarin"]}}"#),
        view("padding", #"{"children": [{}]}"#, #"{"padding": {"top": 10}, "children": [{}]}"#).renamed("insets.top"),
        view("padding", #"{"children": [{}]}"#, #"{"padding": {"left": 10}, "children": [{}]}"#).renamed("insets.left"),
        view("padding", #"{"children": [{}]}"#, #"{"padding": {"bottom": 10}, "children": [{}]}"#)
            .renamed("insets.bottom"),
        view("padding", #"{"children": [{}]}"#, #"{"padding": {"right": 10}, "children": [{}]}"#)
            .renamed("insets.right"),
        // Negative skeleton padding moves the lines out past the view, edge by edge (a text view's
        // lines start at the top inset; a label's centring cancels it out).
        view(
            "skeletonPaddingInsets", #"{"type": "textView", "text": "t"}"#,
            #"{"type": "textView", "text": "t", "skeletonPaddingInsets": {"top": -10}}"#
        ).renamed("signedInsets.top"),
        view("skeletonPaddingInsets", lines(), lines(#", "skeletonPaddingInsets": {"left": -10}"#))
            .renamed("signedInsets.left"),
        view("skeletonPaddingInsets", lines(), lines(#", "skeletonPaddingInsets": {"bottom": -10}"#))
            .renamed("signedInsets.bottom"),
        view("skeletonPaddingInsets", lines(), lines(#", "skeletonPaddingInsets": {"right": -10}"#))
            .renamed("signedInsets.right"),

        // Layer properties.
        view("borderWidth", "{}", #"{"borderWidth": 2}"#),
        view("borderColor", #"{"borderWidth": 2}"#, #"{"borderWidth": 2, "borderColor": "alizarin"}"#),
        view("alpha", "{}", #"{"alpha": 0.5}"#),
        view("shadow", "{}", #"{"shadow": {"opacity": 0.5}}"#),
        view("shadow", #"{"shadow": {"opacity": 0.5}}"#, #"{"shadow": {"opacity": 0.5, "color": "alizarin"}}"#)
            .renamed("shadow.color"),
        view("shadow", #"{"shadow": {"opacity": 0.5}}"#, #"{"shadow": {"opacity": 0.8}}"#).renamed("shadow.opacity"),
        view("shadow", #"{"shadow": {"opacity": 0.5}}"#, #"{"shadow": {"opacity": 0.5, "offset": [4, 4]}}"#)
            .renamed("shadow.offset"),
        view("shadow", #"{"shadow": {"opacity": 0.5}}"#, #"{"shadow": {"opacity": 0.5, "radius": 8}}"#)
            .renamed("shadow.radius"),

        // Controls, drawn in content mode.
        view("isOn", #"{"type": "switch"}"#, #"{"type": "switch", "isOn": true}"#),
        view(
            "onTintColor", #"{"type": "switch", "isOn": true}"#,
            #"{"type": "switch", "isOn": true, "onTintColor": "alizarin"}"#),
        view("segments", #"{"type": "segmentedControl"}"#, #"{"type": "segmentedControl", "segments": ["A", "B"]}"#),
        view(
            "selectedSegmentIndex", #"{"type": "segmentedControl", "segments": ["A", "B"]}"#,
            #"{"type": "segmentedControl", "segments": ["A", "B"], "selectedSegmentIndex": 1}"#),
        view("value", #"{"type": "slider"}"#, #"{"type": "slider", "value": 0.5}"#),
        view(
            "minimumValue", #"{"type": "slider", "value": 0.5}"#,
            #"{"type": "slider", "value": 0.5, "minimumValue": -1}"#),
        view(
            "maximumValue", #"{"type": "slider", "value": 0.5}"#,
            #"{"type": "slider", "value": 0.5, "maximumValue": 4}"#),
        view(
            "tintColor", #"{"type": "slider", "value": 0.5}"#,
            #"{"type": "slider", "value": 0.5, "tintColor": "alizarin"}"#),
        view("progress", #"{"type": "progressView"}"#, #"{"type": "progressView", "progress": 0.5}"#),
        // Drawn still, so animating shows only against a stopped indicator that hides.
        view(
            "isAnimating", #"{"type": "activityIndicatorView"}"#,
            #"{"type": "activityIndicatorView", "isAnimating": true}"#),
        view(
            "hidesWhenStopped", #"{"type": "activityIndicatorView"}"#,
            #"{"type": "activityIndicatorView", "hidesWhenStopped": false}"#),
        view(
            "color", #"{"type": "activityIndicatorView", "isAnimating": true}"#,
            #"{"type": "activityIndicatorView", "isAnimating": true, "color": "alizarin"}"#),
        // A large spinner fits 37 points instead of 20, and draws larger in them.
        // iOS 26's switch fits 63 × 28 in a stack instead of 51 × 31.
        view(
            "systemDesign",
            #"{"type": "stack", "alignment": "leading", "children": [{"type": "switch"}]}"#,
            #"{"type": "stack", "alignment": "leading", "children": [{"type": "switch", "systemDesign": "liquidGlass"}]}"#
        ),
        view(
            "style",
            #"{"type": "stack", "alignment": "leading", "children": [{"type": "activityIndicatorView", "isAnimating": true}]}"#,
            #"{"type": "stack", "alignment": "leading", "children": [{"type": "activityIndicatorView", "isAnimating": true, "style": "large"}]}"#
        ),
        view("numberOfPages", #"{"type": "pageControl"}"#, #"{"type": "pageControl", "numberOfPages": 3}"#),
        view(
            "currentPage", #"{"type": "pageControl", "numberOfPages": 3}"#,
            #"{"type": "pageControl", "numberOfPages": 3, "currentPage": 2}"#),
        view(
            "currentPageIndicatorTintColor", #"{"type": "pageControl", "numberOfPages": 3}"#,
            #"{"type": "pageControl", "numberOfPages": 3, "currentPageIndicatorTintColor": "alizarin"}"#),
        view("placeholder", #"{"type": "searchBar"}"#, #"{"type": "searchBar", "placeholder": "Search"}"#),
        view("title", #"{"type": "navigationBar"}"#, #"{"type": "navigationBar", "title": "Inbox"}"#),
        view(
            "prefersLargeTitles", #"{"type": "stack", "children": [{"type": "navigationBar", "title": "Inbox"}]}"#,
            #"{"type": "stack", "children": [{"type": "navigationBar", "title": "Inbox", "prefersLargeTitles": true}]}"#
        ),
        view("items", #"{"type": "tabBar"}"#, #"{"type": "tabBar", "items": ["Home", "Me"]}"#),
        view(
            "selectedItemIndex", #"{"type": "tabBar", "items": ["Home", "Me"]}"#,
            #"{"type": "tabBar", "items": ["Home", "Me"], "selectedItemIndex": 1}"#),

        // Table variations.
        view(
            "sectionCells", table(#", "numberOfSections": 2"#),
            table(#", "numberOfSections": 2, "sectionCells": [{}, {"children": [{"frame": [0, 0, 20, 20]}]}]"#)),
        view(
            "staticSections", #"{"type": "table", "rowHeight": 30, "cell": {}}"#,
            #"{"type": "table", "rowHeight": 30, "staticSections": [[{"height": 50}], [{}, {}]]}"#),
        view(
            "rowTexts", tableOfLabels(), tableOfLabels(#", "rowTexts": {"name": ["Ann", "Bo"]}"#)),
        view(
            "headerTexts", tableOfLabels(#", "header": {"id": "h", "type": "label", "text": "H", "height": 20}"#),
            tableOfLabels(
                #", "header": {"id": "h", "type": "label", "text": "H", "height": 20}, "headerTexts": {"h": ["One"]}"#)),
        view(
            "footerTexts", tableOfLabels(#", "footer": {"id": "f", "type": "label", "text": "F", "height": 20}"#),
            tableOfLabels(
                #", "footer": {"id": "f", "type": "label", "text": "F", "height": 20}, "footerTexts": {"f": ["End"]}"#)),
    ]

    /// A screen `r` laid out by Auto Layout whose view `a` (framed 0, 0, 50, 20) holds `constraints`
    /// and `extra` keys.
    static func constrained(_ constraints: String, _ extra: String = "", root: String = "") -> String {
        #"{"id": "r""# + root + #", "children": [{"id": "a", "backgroundColor": "alizarin", "frame": [0, 0, 50, 20], "#
            + #""constraints": ["# + constraints + "]" + extra + "}]}"
    }

    /// A label `a` whose width a 500 constraint asks to be `width`, against its hugging and resistance.
    static func squeezed(_ width: Int, _ extra: String = "") -> String {
        constrained(
            #"{"first": "leading", "second": "superview"}, {"first": "top", "second": "superview"}, "#
                + #"{"first": "width", "constant": \#(width), "priority": 500}, {"first": "height", "constant": \#(width), "priority": 500}"#,
            #", "type": "label", "text": "Hi""# + extra)
    }

    /// Every sample.
    static let allSamples = samples + autoLayoutSamples

    /// The Auto Layout keys: each changes a frame of the solved screen.
    static let autoLayoutSamples: [Sample] = [
        view(
            "constraints", constrained(""), constrained(#"{"first": "leading", "second": "superview", "constant": 10}"#)
        ),
        view(
            "", constrained(#"{"first": "leading", "second": "superview", "constant": 10}"#),
            constrained(#"{"first": "trailing", "second": "superview", "constant": -10}"#)
        ).renamed("constraint.first"),
        view(
            "", constrained(#"{"first": "width", "constant": 30}"#),
            constrained(#"{"first": "width", "relation": ">=", "constant": 30}"#)
        )
        .renamed("constraint.relation"),
        view(
            "", constrained(#"{"first": "leading", "second": "superview", "constant": 10}"#),
            constrained(#"{"first": "leading", "second": "superview.centerX", "constant": 10}"#)
        ).renamed("constraint.second"),
        view(
            "", constrained(#"{"first": "width", "second": "superview"}"#),
            constrained(#"{"first": "width", "second": "superview", "multiplier": 0.5}"#)
        ).renamed("constraint.multiplier"),
        view(
            "", constrained(#"{"first": "leading", "second": "superview"}"#),
            constrained(#"{"first": "leading", "second": "superview", "constant": 10}"#)
        ).renamed("constraint.constant"),
        view(
            "",
            constrained(
                #"{"first": "width", "constant": 30, "priority": 500}, {"first": "width", "constant": 60, "priority": 600}"#
            ),
            constrained(
                #"{"first": "width", "constant": 30, "priority": 700}, {"first": "width", "constant": 60, "priority": 600}"#
            )
        ).renamed("constraint.priority"),
        view(
            "translatesAutoresizingMaskIntoConstraints",
            constrained(
                #"{"first": "leading", "second": "superview", "constant": 30}"#,
                #", "translatesAutoresizingMaskIntoConstraints": true"#),
            constrained(
                #"{"first": "leading", "second": "superview", "constant": 30}"#,
                #", "translatesAutoresizingMaskIntoConstraints": false"#)),
        view(
            "autoresizingMask", constrained("", "", root: #", "designSize": [100, 120]"#),
            constrained("", #", "autoresizingMask": ["flexibleWidth"]"#, root: #", "designSize": [100, 120]"#)),
        view(
            "designSize", constrained("", #", "autoresizingMask": ["flexibleWidth"]"#),
            constrained("", #", "autoresizingMask": ["flexibleWidth"]"#, root: #", "designSize": [100, 120]"#)),
        view(
            "contentHuggingPriority", squeezed(150), squeezed(150, #", "contentHuggingPriority": {"horizontal": 600}"#)),
        view("", squeezed(150), squeezed(150, #", "contentHuggingPriority": {"horizontal": 600}"#))
            .renamed("axisPriorities.horizontal"),
        view("", squeezed(150), squeezed(150, #", "contentHuggingPriority": {"vertical": 600}"#))
            .renamed("axisPriorities.vertical"),
        view(
            "contentCompressionResistancePriority", squeezed(2),
            squeezed(2, #", "contentCompressionResistancePriority": {"horizontal": 400}"#)),
        view(
            "layoutMargins",
            #"{"id": "r", "children": [{"id": "b", "frame": [0, 0, 200, 120], "children": [{"id": "a", "backgroundColor": "alizarin", "frame": [0, 0, 50, 20], "constraints": [{"first": "leading", "second": "b.margins"}]}]}]}"#,
            #"{"id": "r", "children": [{"id": "b", "frame": [0, 0, 200, 120], "layoutMargins": 20, "children": [{"id": "a", "backgroundColor": "alizarin", "frame": [0, 0, 50, 20], "constraints": [{"first": "leading", "second": "b.margins"}]}]}]}"#
        ),
        // b is 800 wide, 128 more than UIKit's readable 672 (more than 88): its 8-point margins
        // move in to (800 − 672) / 2 = 64.
        view(
            "layoutMarginsFollowReadableWidth",
            #"{"id": "r", "children": [{"id": "b", "frame": [0, 0, 800, 120], "children": [{"id": "a", "backgroundColor": "alizarin", "frame": [0, 0, 50, 20], "constraints": [{"first": "leading", "second": "b.margins"}]}]}]}"#,
            #"{"id": "r", "children": [{"id": "b", "frame": [0, 0, 800, 120], "layoutMarginsFollowReadableWidth": true, "children": [{"id": "a", "backgroundColor": "alizarin", "frame": [0, 0, 50, 20], "constraints": [{"first": "leading", "second": "b.margins"}]}]}]}"#
        ),
        // b lays out right to left: its 40-point left margin becomes its leading (right) one, so a
        // pinned to its leading margin moves from x 140 to x 110.
        view(
            "layoutMarginsAreDirectional",
            #"{"id": "r", "children": [{"id": "b", "frame": [0, 0, 200, 120], "layoutDirection": "rightToLeft", "layoutMargins": {"top": 8, "left": 40, "bottom": 8, "right": 10}, "children": [{"id": "a", "backgroundColor": "alizarin", "frame": [0, 0, 50, 20], "constraints": [{"first": "leading", "second": "b.margins"}]}]}]}"#,
            #"{"id": "r", "children": [{"id": "b", "frame": [0, 0, 200, 120], "layoutDirection": "rightToLeft", "layoutMargins": {"top": 8, "left": 40, "bottom": 8, "right": 10}, "layoutMarginsAreDirectional": true, "children": [{"id": "a", "backgroundColor": "alizarin", "frame": [0, 0, 50, 20], "constraints": [{"first": "leading", "second": "b.margins"}]}]}]}"#
        ),
        // b's own margins (2) give way to the root's where b reaches its edges.
        view(
            "preservesSuperviewLayoutMargins",
            #"{"id": "r", "children": [{"id": "b", "frame": [0, 0, 200, 120], "layoutMargins": 2, "children": [{"id": "a", "backgroundColor": "alizarin", "frame": [0, 0, 50, 20], "constraints": [{"first": "leading", "second": "b.margins"}]}]}]}"#,
            #"{"id": "r", "children": [{"id": "b", "frame": [0, 0, 200, 120], "layoutMargins": 2, "preservesSuperviewLayoutMargins": true, "children": [{"id": "a", "backgroundColor": "alizarin", "frame": [0, 0, 50, 20], "constraints": [{"first": "leading", "second": "b.margins"}]}]}]}"#
        ),
        view(
            "isLayoutMarginsRelativeArrangement",
            #"{"children": [{"type": "stack", "axis": "horizontal", "frame": [0, 0, 200, 50], "constraints": [], "children": [{"backgroundColor": "alizarin"}]}]}"#,
            #"{"children": [{"type": "stack", "axis": "horizontal", "frame": [0, 0, 200, 50], "isLayoutMarginsRelativeArrangement": true, "children": [{"backgroundColor": "alizarin"}]}]}"#
        ),
        // The second bar moves down by the custom spacing after the first.
        view(
            "spacingAfter",
            #"{"id": "r", "children": [{"type": "stack", "id": "s", "constraints": [{"first": "top", "second": "superview"}, {"first": "leading", "second": "superview"}], "children": [{"backgroundColor": "alizarin", "width": 40, "height": 20}, {"backgroundColor": "alizarin", "width": 40, "height": 20}]}]}"#,
            #"{"id": "r", "children": [{"type": "stack", "id": "s", "constraints": [{"first": "top", "second": "superview"}, {"first": "leading", "second": "superview"}], "children": [{"backgroundColor": "alizarin", "width": 40, "height": 20, "spacingAfter": 30}, {"backgroundColor": "alizarin", "width": 40, "height": 20}]}]}"#
        ),
        // The second line's top moves up from 30 below the first line's bottom to 30 below its baseline.
        view(
            "isBaselineRelativeArrangement",
            #"{"id": "r", "children": [{"type": "stack", "id": "s", "spacing": 30, "constraints": [{"first": "top", "second": "superview"}, {"first": "leading", "second": "superview"}], "children": [{"type": "label", "text": "one"}, {"type": "label", "text": "two"}]}]}"#,
            #"{"id": "r", "children": [{"type": "stack", "id": "s", "spacing": 30, "isBaselineRelativeArrangement": true, "constraints": [{"first": "top", "second": "superview"}, {"first": "leading", "second": "superview"}], "children": [{"type": "label", "text": "one"}, {"type": "label", "text": "two"}]}]}"#
        ),
        view(
            "isScrollView",
            #"{"children": [{"id": "s", "frame": [0, 0, 200, 120], "constraints": [], "children": [{"id": "a", "backgroundColor": "alizarin", "constraints": [{"first": "top", "second": "superview"}, {"first": "bottom", "second": "superview"}, {"first": "leading", "second": "superview"}, {"first": "width", "constant": 50}, {"first": "height", "constant": 500, "priority": 999}]}]}]}"#,
            #"{"children": [{"id": "s", "frame": [0, 0, 200, 120], "isScrollView": true, "children": [{"id": "a", "backgroundColor": "alizarin", "constraints": [{"first": "top", "second": "superview"}, {"first": "bottom", "second": "superview"}, {"first": "leading", "second": "superview"}, {"first": "width", "constant": 50}, {"first": "height", "constant": 500, "priority": 999}]}]}]}"#
        ),
        view("isHidden", constrained(""), constrained("", #", "isHidden": true"#)),
        // An uninstalled view is not there at all: neither drawn nor laid out.
        view("installed", constrained(""), constrained("", #", "installed": false"#)),
        // At the layout's own size an iPhone upright's classes hold: compact width.
        view(
            "sizeClasses", constrained(""), constrained("", #", "sizeClasses": {"compactWidth": {"installed": false}}"#)
        ),
        view(
            "", constrained(""), constrained("", #", "sizeClasses": {"compactWidth": {"installed": false}}"#)
        ).renamed("sizeClasses.installed"),
        view(
            "", constrained(#"{"first": "leading", "second": "superview", "constant": 10}"#),
            constrained(#"{"first": "leading", "second": "superview", "constant": 10, "installed": false}"#)
        ).renamed("constraint.installed"),
        view(
            "", constrained(#"{"first": "leading", "second": "superview", "constant": 10}"#),
            constrained(
                #"{"first": "leading", "second": "superview", "constant": 10, "sizeClasses": {"compactWidth": {"constant": 30}}}"#
            )
        ).renamed("constraint.sizeClasses"),
        view(
            "", constrained(#"{"first": "leading", "second": "superview", "constant": 10}"#),
            constrained(
                #"{"first": "leading", "second": "superview", "constant": 10, "sizeClasses": {"compactWidth": {"constant": 30}}}"#
            )
        ).renamed("sizeClasses.constant"),
        // At an iPhone's classes, the layout's own, a stack takes its compact widths' arrangement.
        view("", stack(), stack(#", "sizeClasses": {"compactWidth": {"axis": "horizontal"}}"#))
            .renamed("sizeClasses.axis"),
        view("", stack(), stack(#", "sizeClasses": {"compactWidth": {"spacing": 10}}"#)).renamed("sizeClasses.spacing"),
        view("", stack(), stack(#", "sizeClasses": {"compactWidth": {"alignment": "center"}}"#))
            .renamed("sizeClasses.alignment"),
        view("", stack(), stack(#", "sizeClasses": {"compactWidth": {"distribution": "fillEqually"}}"#))
            .renamed("sizeClasses.distribution"),
        // The same view, left out in regular widths, goes at an iPad's size classes.
        Sample(
            key: "layout.sizeClasses",
            base: theme(root: constrained("", #", "sizeClasses": {"regularWidth": {"installed": false}}"#)),
            variant: theme(
                root: constrained("", #", "sizeClasses": {"regularWidth": {"installed": false}}"#),
                size: #"[200, 120], "sizeClasses": "regularWidth regularHeight""#)),
        // The root's margins move a view pinned to them: 8 points by default, 11 at the top of a
        // table cell's content view.
        view(
            "tableCellMargins",
            constrained(
                #"{"first": "top", "second": "superview.topMargin"}, {"first": "leading", "second": "superview"}"#),
            constrained(
                #"{"first": "top", "second": "superview.topMargin"}, {"first": "leading", "second": "superview"}"#,
                root: #", "tableCellMargins": true"#)),
        // A grouped table's cell of iOS 26: 15 points at the top instead of 11.
        view(
            "tableCellVerticalMargin",
            constrained(#"{"first": "top", "second": "superview.topMargin"}"#, root: #", "tableCellMargins": true"#),
            constrained(
                #"{"first": "top", "second": "superview.topMargin"}"#,
                root: #", "tableCellMargins": true, "tableCellVerticalMargin": 15"#)),
        // The root's leading margin moves from its own 8 to the system minimum, 16.
        view(
            "rootViewMargins", constrained(#"{"first": "leading", "second": "superview.leadingMargin"}"#),
            constrained(
                #"{"first": "leading", "second": "superview.leadingMargin"}"#, root: #", "rootViewMargins": true"#)),
        // A view pinned to the root's trailing edge moves 30 points in beside the accessory.
        view(
            "accessoryWidth", constrained(#"{"first": "trailing", "second": "superview"}"#),
            constrained(#"{"first": "trailing", "second": "superview"}"#, root: #", "accessoryWidth": 30"#)),
        // A view pinned to the root's bottom edge moves a point up above the separator.
        view(
            "separatorHeight", constrained(#"{"first": "bottom", "second": "superview"}"#),
            constrained(#"{"first": "bottom", "second": "superview"}"#, root: #", "separatorHeight": 1"#)),
        // A view with a frame but no constraint on its size takes the stated intrinsic size.
        view(
            "intrinsicSize",
            constrained(#"{"first": "leading", "second": "superview"}, {"first": "top", "second": "superview"}"#),
            constrained(
                #"{"first": "leading", "second": "superview"}, {"first": "top", "second": "superview"}"#,
                #", "intrinsicSize": [90, 60]"#)),
        // A full-screen view's top margin lies 8 below the status bar, or 8 below the screen's top.
        Sample(
            key: "view.insetsLayoutMarginsFromSafeArea",
            base: theme(
                root:
                    #"{"id": "r", "children": [{"id": "b", "frame": [0, 0, 200, 120], "children": [{"id": "a", "backgroundColor": "alizarin", "frame": [0, 0, 50, 20], "constraints": [{"first": "top", "second": "b.topMargin"}, {"first": "leading", "second": "b"}]}]}]}"#,
                size: #"[200, 120], "fillsScreen": true, "safeAreaInsets": {"top": 20}"#),
            variant: theme(
                root:
                    #"{"id": "r", "children": [{"id": "b", "frame": [0, 0, 200, 120], "insetsLayoutMarginsFromSafeArea": false, "children": [{"id": "a", "backgroundColor": "alizarin", "frame": [0, 0, 50, 20], "constraints": [{"first": "top", "second": "b.topMargin"}, {"first": "leading", "second": "b"}]}]}]}"#,
                size: #"[200, 120], "fillsScreen": true, "safeAreaInsets": {"top": 20}"#)),
        // A scroll view under a 20-point status bar whose 100-point content fits: at its top, or 20
        // points down once it always bounces (UIKit then adds the safe area it covers to its inset).
        Sample(
            key: "view.alwaysBounceVertical",
            base: theme(
                root: Self.scrollView(""), size: #"[200, 120], "fillsScreen": true, "safeAreaInsets": {"top": 20}"#),
            variant: theme(
                root: Self.scrollView(#", "alwaysBounceVertical": true"#),
                size: #"[200, 120], "fillsScreen": true, "safeAreaInsets": {"top": 20}"#)),
        // The same scroll view beside a 20-point unsafe side: its 50-point-wide content fits, at its
        // left, or 20 points right once it always bounces sideways (the safe area's left in its inset).
        Sample(
            key: "view.alwaysBounceHorizontal",
            base: theme(
                root: Self.scrollView(""), size: #"[200, 120], "fillsScreen": true, "safeAreaInsets": {"left": 20}"#),
            variant: theme(
                root: Self.scrollView(#", "alwaysBounceHorizontal": true"#),
                size: #"[200, 120], "fillsScreen": true, "safeAreaInsets": {"left": 20}"#)),
        // A 375-point cell's leading margin: 16 on its own canvas, 20 on a 414-point screen.
        Sample(
            key: "layout.screenWidth",
            base: theme(
                root: constrained(
                    #"{"first": "leading", "second": "superview.leadingMargin"}"#, root: #", "tableCellMargins": true"#),
                size: "[375, 120]"),
            variant: theme(
                root: constrained(
                    #"{"first": "leading", "second": "superview.leadingMargin"}"#, root: #", "tableCellMargins": true"#),
                size: #"[375, 120], "screenWidth": 414"#)),
        Sample(
            key: "layout.safeAreaInsets",
            base: theme(
                root: constrained(#"{"first": "top", "second": "safeArea"}"#), size: #"[200, 120], "fillsScreen": true"#
            ),
            variant: theme(
                root: constrained(#"{"first": "top", "second": "safeArea"}"#),
                size: #"[200, 120], "fillsScreen": true, "safeAreaInsets": {"top": 20}"#)),
    ]

    /// A table of two one-row sections whose cell holds a label `name`.
    static func tableOfLabels(_ extra: String = "") -> String {
        #"{"type": "table", "rowHeight": 30, "numberOfRows": 1, "numberOfSections": 2, "#
            + #""cell": {"children": [{"id": "name", "type": "label", "text": "Name", "frame": [0, 0, 100, 20]}]}"#
            + extra + "}"
    }

    /// Keys that change no frame of one layout, and why.
    static let invisible: [String: String] = [
        "constraint.id": "names the constraint in Auto Layout's messages (`validate`; proved by ConstraintKeyTests)",
        "layout.barInsets":
            "adds the simulated bars to the safe area on a device (--device), which the dumps here do not take "
            + "(proved by ImportedThemeReflowTests)",
        "layout.bars":
            "gives the simulated bars each device's heights (--device), which the dumps here do not take "
            + "(proved by BarMetricsTests)",
        "layout.belowTopBars":
            "puts the root below the top bars on a device (--device), which the dumps here do not take "
            + "(proved by OpaqueBarTests)",
        "theme.$schema": "tells editors where the schema is; the loader ignores it",
        "layout.$schema": "tells editors where the schema is; the loader ignores it",
        "theme.name": "the theme's name in the gallery and on the contact sheet, not in a layout's frames",
        "layout.name": "picks the layout (--layout NAME, the gallery card's title)",
        "layout.fillsScreen":
            "where the layout sits on a device (--device): the whole screen or the safe area; without a device a "
            + "layout is its canvas (proved by DeviceFrameTests and DeviceCanvasTests)",
        "layout.keepsHeight":
            "how tall the layout is on a device (--device): its own height or the safe area's; without a device a "
            + "layout is its canvas (proved by DeviceCanvasTests)",
        "theme.layouts": "holds the layouts; each key inside is proved by its own sample",
        "include.include": "brings another file's layouts in; what they draw is that file's keys",
        "transitionSettings.minimumVisible":
            "a loading policy: it moves a hide the app requests, so it shows in `simulate` and the window's L key, "
            + "not in the frames of requests `capture` names (proved by LoadSimulationTests and SimulateEndToEndTests)",
        "font.scalesWithContentSize":
            "changes a font only at a content size other than the default large one (--content-size, the T key), "
            + "which the dumps here do not take (proved by DynamicTypeTests and ContentSizeTests)",
        "view.id": "names the view in `tree` and for shimmeringAnimatedItems / excludedItems (proved there)",
        "view.adjustsContentInset":
            "moves a list's rows, or a scrolling scroll view's content, below the part of the safe area it covers, "
            + "which a layout has on a device (--device) or with safeAreaInsets, not in these samples (proved by "
            + "ListContentInsetTests and ScrollViewContentInsetTests)",
        "view.insetsContentViewsToSafeArea":
            "keeps a table's cell content off the unsafe area at the sides, which a layout has only on a phone on "
            + "its side (--device), not in these samples (proved by TableContentSafeAreaTests)",
        "view.alignmentRectInsets":
            "moves an SF Symbol image view's frame beyond the rectangle its constraints place, which only a layout "
            + "laid out by constraints reads, and the samples here have none (proved by "
            + "SymbolImageViewAlignmentTests)",
        "view.designDigest":
            "lays an imported screen out by its constraints at its design size once they were edited, where the "
            + "samples here keep no stored frames (proved by ImportedThemeEditTests)",
        "view.isScrollEnabled":
            "gives a text view an intrinsic size, which only a layout laid out by constraints reads, and the "
            + "samples here have none (proved by TextSizedTextViewTests)",
        "view.sizesRowToFit":
            "sizes a cell's row at a content size other than the default large one (--content-size, the T key), "
            + "which the dumps here do not take, or in a layout with no designSize, which no shipped theme's table "
            + "has (proved by SelfSizingRowTests and ThemeSelfSizingRowTests)",
    ]

    /// The moments each theme is dumped at: every style, animation phases, the show and hide
    /// transitions, the content, both appearances, and the theme's own style.
    static let moments: [[String]] = [
        [], ["--time", "0.61"], ["--style", "solid"], ["--style", "gradient"],
        ["--style", "solidAnimated", "--time", "0.37"], ["--style", "solidAnimated", "--time", "1.6"],
        ["--style", "solidAnimated", "--time", "2.9"],
        ["--style", "gradientAnimated", "--time", "0.61"], ["--style", "gradientAnimated", "--time", "2.3"],
        ["--style", "solid", "--time", "0.1"], ["--style", "solid", "--hide-at", "0.5", "--time", "0.6"],
        ["--style", "solid", "--hide-at", "0.5", "--time", "5"],
        ["--style", "solid", "--appearance", "dark"], ["--hide-at", "0.5", "--time", "5", "--appearance", "dark"],
    ]

    /// Every (definition, key) of the schema's objects, as `definition.key`.
    static func schemaKeys() throws -> [String] {
        let data = try #require(FileManager.default.contents(atPath: Repository.themes + "/skeleton-theme.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        var keys: [String] = []
        func walk(_ node: Any, name: String) {
            if let object = node as? [String: Any] {
                if let properties = object["properties"] as? [String: Any] {
                    keys += properties.keys.map { name + "." + $0 }
                    for (key, value) in properties { walk(value, name: key) }
                }
                // Variants of one definition share its name; conditions restate keys already listed.
                for (key, value) in object where key != "properties" && key != "allOf" { walk(value, name: name) }
            } else if let array = node as? [Any] {
                for item in array { walk(item, name: name) }
            }
        }
        for (name, definition) in definitions { walk(definition, name: name) }
        return keys.sorted()
    }

    /// All the dumps of a theme, one after another.
    static func dumps(_ text: String, in folder: TemporaryDirectory) throws -> String {
        let path = try folder.write("t.theme.json", text)
        var all = ""
        for moment in moments {
            let run = CommandRun(["dump", path, "--layout", "L"] + moment, services: TestPlatform.services)
            #expect(run.status == 0, "\(moment): \(run.error)")
            all += run.standard
        }
        return all
    }

    @Test func everySchemaKeyHasASampleOrAReason() throws {
        let proved = Set(Self.allSamples.map(\.key)).union(Self.invisible.keys)
        let keys = try Self.schemaKeys()
        #expect(keys.filter { !proved.contains($0) } == [])
        #expect(proved.subtracting(keys).sorted() == [])
    }

    @Test(arguments: allSamples)
    func theKeyChangesTheDump(sample: Sample) throws {
        let folder = try TemporaryDirectory()
        try folder.write(
            "a.png",
            [UInt8](try #require(FileManager.default.contents(atPath: Repository.themes + "/images/avatar-mei.png"))))
        let base = try Self.dumps(sample.base, in: folder)
        let variant = try Self.dumps(sample.variant, in: folder)
        #expect(!base.isEmpty)
        #expect(base != variant, "\(sample.key) changes no dump")
    }
}

extension SchemaKeyEffectTests.Sample {
    /// The same sample proving another key.
    func renamed(_ key: String) -> Self { Self(key: key, base: base, variant: variant) }
}
