// Compiled where UIKit exists (iOS, iPadOS, Mac Catalyst, visionOS), and on Linux against
// the UIKit model the adapter's tests run it in (Tests/AppleModel, Docs/AppleAPI.md).
#if canImport(UIKit)
  @_spi(Hosting) import StickyBadge
  import StickyBadgeAppleSupport
  // SDKs before iOS 18 declare the accessibility trait constants as mutable
  // globals, which Swift 6 rejects unless the import is @preconcurrency (the iOS 18
  // SDK declares them `const` and `NS_SWIFT_NONISOLATED`).
  @preconcurrency import UIKit

  /// An unread badge that can be dragged away to dismiss it, QQ style.
  ///
  /// Shows a dot, a number (`"99+"` past ``format``'s maximum) or a short text in a capsule
  /// sized by `intrinsicContentSize`, so it sits in Auto Layout like a label; its font
  /// follows Dynamic Type and its colours are dynamic (dark mode, Increase Contrast).
  ///
  /// Dragging starts only on the badge (its touch target is at least 44 × 44 points) and
  /// wins over an enclosing table or collection view. While dragged it is drawn in a
  /// window-level overlay, so no cell or navigation bar clips it. VoiceOver reads the count
  /// ("12 unread messages") and offers a Dismiss action. What it shows, how big it is and
  /// what it says come from the core's ``BadgeAppearance``; this view only draws its paint list.
  open class StickyBadgeView: UIView {
    /// The unread count; `nil` shows a dot, 0 hides the badge (see ``format``).
    public var count: Int? { didSet { contentDidChange() } }
    /// A free text shown instead of the count (`"NEW"`); `nil` to show the count.
    public var text: String? { didSet { contentDidChange() } }
    /// How counts turn into text.
    public var format = BadgeCountFormat() { didSet { contentDidChange() } }
    /// The words VoiceOver speaks; replace it to localise.
    public var accessibilityText = BadgeAccessibilityText.english {
      didSet { presentationDidChange() }
    }
    /// The badge colour; the default is the system red, which follows dark mode and
    /// Increase Contrast (the core's ``BadgeSystemColors``, as SwiftUI's badge).
    public var badgeColor: UIColor = .stickyBadgeFill { didSet { setNeedsLayout() } }
    /// The label colour.
    public var labelColor: UIColor = .white { didSet { setNeedsLayout() } }
    /// The label font before Dynamic Type scaling (``BadgeMetrics/defaultLabelFontSize``
    /// semibold, scaled like `.footnote`); the core sizes the badge from its proportions.
    public var baseFont = StickyBadgeView.defaultBaseFont { didSet { fontDidChange() } }
    /// The default ``baseFont``; SwiftUI's `.stickyBadge` lays its badge out in it.
    package static var defaultBaseFont: UIFont {
      .systemFont(ofSize: CGFloat(BadgeMetrics.defaultLabelFontSize), weight: .semibold)
    }
    /// The text size the label is scaled for instead of this view's traits' (SwiftUI's
    /// `.stickyBadge` sets its environment's, which SwiftUI may not give the view as a
    /// trait), or `nil` for the traits'.
    package var contentSizeCategoryOverride: UIContentSizeCategory? {
      didSet { if contentSizeCategoryOverride != oldValue { fontDidChange() } }
    }
    /// Where the badge sits on its superview's corner, or `nil` when the app lays it out
    /// itself (`addStickyBadge(count:placement:onDismiss:)` sets it).
    public var cornerPlacement: BadgeCornerPlacement? { didSet { placeOnCorner() } }
    /// The feel of the drag.
    public var configuration: StickyBadgeConfiguration {
      get { controller.configuration }
      set { controller.configuration = newValue }
    }
    /// Called once when the badge has been dismissed by the user (or from code).
    public var onDismiss: (() -> Void)? {
      get { controller.onDismiss }
      set { controller.onDismiss = newValue }
    }
    /// The controller that runs the drag (every event: its `onEvent` and `delegate`); it
    /// reads this view's appearance before each input.
    public private(set) var controller: StickyBadgeController!

    private let face = PaintListView()
    /// The label font at this view's text size, and its proportions, measured once per change.
    private(set) var font = UIFont.systemFont(ofSize: CGFloat(BadgeMetrics.defaultLabelFontSize))
    private var fontMetrics = LabelFontMetrics.dejaVuSansBold
    /// What the badge showed before the last change of its content.
    private var shownContent: BadgeContent?
    /// Whether the badge hid itself for having nothing to show (a count of 0), not the app:
    /// only then does a count show it again.
    private var isHiddenForNothing = false

    /// Hiding the badge yourself keeps it hidden whatever its count does, until you show it
    /// again; a count of 0 hides it too, and then a later count shows it again.
    open override var isHidden: Bool {
      // The badge's own change comes here too; `hideForNothing` marks it its own after.
      didSet { isHiddenForNothing = false }
    }

    /// Creates a badge showing a dot.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      setUp()
    }

    /// Creates a badge from a storyboard or nib.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUp()
    }

    private func setUp() {
      addSubview(face)
      // No snapshot over the overlay: the paint list draws the label.
      controller = StickyBadgeController(view: self, content: { nil })
      accessibilityTraits = [.staticText, .updatesFrequently]  // changes often
      setContentHuggingPriority(.required, for: .horizontal)
      setContentHuggingPriority(.required, for: .vertical)
      setContentCompressionResistancePriority(.required, for: .horizontal)
      if #available(iOS 17.0, *) {
        // Dark mode and Increase Contrast change the colour; the text size changes the font.
        // The reading direction moves a badge on a trailing corner to the other side.
        let traits: [UITrait] = [
          UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self,
          UITraitPreferredContentSizeCategory.self, UITraitLayoutDirection.self,
        ]
        registerForTraitChanges(traits) { (badge: StickyBadgeView, _: UITraitCollection) in
          badge.fontDidChange()
        }
      }
      fontDidChange()
      contentDidChange()
    }

    /// What the badge shows now.
    public var content: BadgeContent { appearance.content }

    /// Everything the core decides about the badge at rest, from this view's properties.
    var appearance: BadgeAppearance {
      BadgeAppearance(
        count: count, text: text, format: format, labelFontSize: Double(font.pointSize),
        labelFont: fontMetrics, color: BadgeColor(badgeColor, traits: traitCollection),
        labelColor: BadgeColor(labelColor, traits: traitCollection),
        accessibilityText: accessibilityText)
    }

    /// The capsule around the label (a dot without a label; nothing when hidden).
    open override var intrinsicContentSize: CGSize {
      CGSize(width: appearance.size.width, height: appearance.size.height)
    }

    /// The capsule's size whatever the space offered: `sizeToFit()` and a bar button item's
    /// custom view get the same size as Auto Layout.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private func fontDidChange() {
      // This view's text size (a screen's or a view's trait overrides, or SwiftUI's
      // environment's), not the app's.
      let traits =
        contentSizeCategoryOverride.map { UITraitCollection(preferredContentSizeCategory: $0) }
        ?? traitCollection
      font = UIFontMetrics(forTextStyle: .footnote).scaledFont(
        for: baseFont, compatibleWith: traits)
      fontMetrics = LabelFontMetrics(font)
      invalidateIntrinsicContentSize()
      setNeedsLayout()
      placeOnCorner()
    }

    open override func didMoveToSuperview() {
      super.didMoveToSuperview()
      placeOnCorner()
    }

    /// Centres the badge on its superview's corner (``cornerPlacement``), at its size, in
    /// the superview's reading direction, and keeps it there as the superview resizes.
    private func placeOnCorner() {
      guard let placement = cornerPlacement, let host = superview else { return }
      let isRightToLeft = host.effectiveUserInterfaceLayoutDirection == .rightToLeft
      let size = intrinsicContentSize
      frame = CGRect(
        placement.frame(
          of: (size.width, size.height), inWidth: host.bounds.width,
          height: host.bounds.height, isRightToLeft: isRightToLeft))
      autoresizingMask = [
        placement.isOnRightEdge(isRightToLeft: isRightToLeft)
          ? .flexibleLeftMargin : .flexibleRightMargin,
        placement.corner.isTop ? .flexibleBottomMargin : .flexibleTopMargin,
      ]
    }

    private func contentDidChange() {
      let isVisible = content.isVisible
      hideForNothing(!isVisible)
      placeOnCorner()
      let showsAgain = controller.showsAgain(isVisible)
      // Other content while in motion is another conversation (a reused cell, a reload): the
      // gesture is over, the badge starts at rest showing it (a burst is the dismissal it was).
      if showsAgain, let shown = shownContent, shown != content, controller.isInMotion {
        controller.reset()
      }
      shownContent = content
      controller.update { $0.contentChanged(isVisible: showsAgain, time: $1) }
      invalidateIntrinsicContentSize()
      setNeedsLayout()
      presentationDidChange()
    }

    /// Hides the badge while it has `nothing` to show, and shows it again when it has, unless
    /// the app hid it itself.
    private func hideForNothing(_ nothing: Bool) {
      if nothing ? isHidden : !isHiddenForNothing { return }
      isHidden = nothing  // its didSet runs before this returns
      isHiddenForNothing = nothing
    }

    /// Draws the core's paint list of the badge at rest.
    open override func layoutSubviews() {
      super.layoutSubviews()
      face.frame = bounds
      let list = appearance.restingPaintList(
        center: PaintRect(bounds).center, configuration: configuration,
        environment: controller.environment)
      if let list { face.render(list, font: font) }
      face.isHidden = list == nil
    }

    /// Before iOS 17: dark mode and Increase Contrast change the colour; the text size
    /// changes the font (from iOS 17 the view registers for those traits instead).
    @available(iOS, deprecated: 17.0, message: "registers for its traits' changes")
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      if #unavailable(iOS 17.0) { fontDidChange() }
    }

    /// Accepts touches in the enlarged target: at least 44 × 44 points and the
    /// configuration's touch margin around the badge.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      HitTarget(width: bounds.width, height: bounds.height, margin: configuration.touchMargin)
        .contains(Point(point))
    }

    open override func didMoveToWindow() {
      super.didMoveToWindow()
      guard let window else {
        return controller.update { $0.interrupt(.windowRemoved, time: $1) }
      }
      TouchTargetRouter.install(in: window)
    }

    /// Updates what VoiceOver reads and offers: a dismissed or hidden badge is not an
    /// accessibility element at all.
    func presentationDidChange() {
      let label = appearance.accessibilityLabel(isDismissed: controller.isDismissed)
      (accessibilityLabel, isAccessibilityElement) = (label, label != nil)
      accessibilityHint = accessibilityText.hint
      controller.dismissedAnnouncement = accessibilityText.dismissedAnnouncement
      accessibilityCustomActions = [
        UIAccessibilityCustomAction(name: accessibilityText.dismissActionName) { [weak self] _ in
          self?.controller.dismiss() ?? false
        }
      ]
    }
  }
#endif
