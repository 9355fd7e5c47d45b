/// What a control shows, with UIKit's property names; each kind reads only its own fields (the
/// theme reader accepts a key only on the kinds that have it).
package struct ControlSpec: Hashable, Sendable {
    /// UISwitch.isOn.
    package var isOn = false
    /// The generation of UIKit's switch or slider it measures as.
    package var design = SystemDesign.classic
    /// UISwitch.onTintColor; nil = systemGreen.
    package var onTintColor: AdaptiveColor?
    /// UIView.tintColor of a control: slider minimum track, progress bar, bar items, selected tab;
    /// also the colour of a button's or image view's symbol (nil = systemBlue).
    package var tintColor: AdaptiveColor?
    /// UISegmentedControl segment titles.
    package var segments: [String] = []
    /// UISegmentedControl.selectedSegmentIndex; -1 = UISegmentedControl.noSegment.
    package var selectedSegmentIndex = -1
    /// UISlider / UIStepper value.
    package var value = 0.0
    /// UISlider / UIStepper minimumValue.
    package var minimumValue = 0.0
    /// UISlider / UIStepper maximumValue; nil = the kind's default (slider 1, stepper 100).
    package var maximumValue: Double?
    /// UIProgressView.progress, 0…1.
    package var progress = 0.0
    /// UIActivityIndicatorView.isAnimating.
    package var isAnimating = false
    /// UIActivityIndicatorView.style.
    package var activityIndicatorStyle = ActivityIndicatorStyle.medium
    /// UIActivityIndicatorView.hidesWhenStopped.
    package var hidesWhenStopped = true
    /// UIPageControl.numberOfPages.
    package var numberOfPages = 0
    /// UIPageControl.currentPage.
    package var currentPage = 0
    /// UITextField.borderStyle; a theme's field is a rounded rectangle unless it says otherwise.
    package var borderStyle = TextFieldBorderStyle.roundedRect
    /// UISearchBar.placeholder.
    package var placeholder: String?
    /// UINavigationBar's top item title.
    package var title: String?
    /// UINavigationBar.prefersLargeTitles: the title drawn large in a band below the bar, where the
    /// screen shows large titles (`BarMetrics.largeTitleBand`), else in the bar.
    package var prefersLargeTitles = false
    /// The bar heights of the screen a navigation bar, toolbar or tab bar is shown on (a device's,
    /// set by `LayoutSpec.laidOut(on:)`; an iPhone's upright until then).
    package var barMetrics = BarMetrics.phone
    /// UIToolbar / UITabBar item titles.
    package var items: [String] = []
    /// UITabBar's selected item, by index; nil = none.
    package var selectedItemIndex: Int?

    /// Creates a spec with UIKit's defaults.
    package init() {}

    /// The maximum value of a slider or stepper with UIKit's default when unset.
    package func resolvedMaximum(for kind: ViewKind) -> Double {
        maximumValue ?? (kind == .stepper ? 100 : 1)
    }
}
