// Compiled where UIKit exists (iOS, iPadOS, Mac Catalyst, visionOS), and on Linux against
// the UIKit model the adapter's tests run it in (Tests/AppleModel, Docs/AppleAPI.md).
#if canImport(UIKit)
  @_spi(Hosting) import StickyBadge
  import StickyBadgeAppleSupport
  // SDKs before iOS 18 declare the accessibility notification constants as mutable
  // globals, which Swift 6 rejects unless the import is @preconcurrency (the iOS 18
  // SDK declares them `const` and `NS_SWIFT_NONISOLATED`).
  @preconcurrency import UIKit

  /// Receives every event of a sticky badge.
  @MainActor
  public protocol StickyBadgeControllerDelegate: AnyObject {
    /// Something happened to the badge (began, snapped, reattached, released, restored,
    /// dismissed), each event exactly once, in order, with its exact time.
    func stickyBadgeController(_ controller: StickyBadgeController, didReceive event: DragEvent)
  }

  /// Makes a view draggable with the sticky effect: feeds its pan gesture, display link
  /// and interruptions to a ``BadgeSession`` and does what the session reports (haptics,
  /// the VoiceOver announcement, the overlay, the app's callbacks).
  ///
  /// The view itself never moves and is never re-parented, so its Auto Layout constraints
  /// are untouched: while the badge is in motion the view is made transparent and an
  /// overlay in its window, just in front of the badge's own branch of it (above its cells
  /// and bars, under a sheet or alert presented over them), draws the session's paint lists
  /// and a copy of the view's content.
  ///
  /// Lifetime: the view's gesture recognizer owns the controller, the controller holds
  /// the view weakly, and the display link calls back weakly, so there is no retain cycle.
  @MainActor
  public final class StickyBadgeController: NSObject, UIGestureRecognizerDelegate {
    /// The configuration before the system's accessibility settings are applied (its
    /// colours are replaced by ``color`` and the badge view's label colour).
    public var configuration = StickyBadgeConfiguration()
    /// The object told about every event.
    public weak var delegate: (any StickyBadgeControllerDelegate)?
    /// Called for every event, after the delegate.
    public var onEvent: ((DragEvent) -> Void)?
    /// Called once when the badge has been dismissed, never twice until ``reset()``.
    public var onDismiss: (() -> Void)?
    /// Whether to play haptics at snap, re-attach and burst.
    public var playsHaptics = true
    /// The images of an image-frame burst (``BurstStyle/frames``), played in order instead
    /// of the core's default drawing.
    public var burstImages: [UIImage] = []
    /// The badge's fill colour (dynamic colours resolve for the view's traits); by default
    /// the system red of the core's ``BadgeSystemColors``.
    public var color: UIColor = .stickyBadgeFill
    /// What VoiceOver announces when the badge has been dismissed; `nil` for nothing.
    public var dismissedAnnouncement: String? = BadgeAccessibilityText.english.dismissedAnnouncement
    /// The view that carries the badge.
    public private(set) weak var view: UIView?

    /// Every decision about the badge.
    private(set) var session = BadgeSession()
    /// Told about every host event first (a clear-all group watching its badge).
    var observers: [(BadgeHostEvent) -> Void] = []
    /// Whether the badge, dismissed, shows again when its content becomes `isVisible` (a
    /// clear-all group keeps its total gone while it runs).
    var showsAgain: (Bool) -> Bool = { $0 }
    private let haptics: BadgeHaptics
    private weak var recognizer: StickyBadgePanGestureRecognizer?
    private let shapeProvider: () -> BadgeShape?
    private let contentProvider: () -> UIView?
    private var clock: FrameClock?
    private var overlay: PaintListView?
    private var savedAlpha: CGFloat?
    /// The ``onDismiss`` of the badge as it set off: the dismissal of a badge in motion
    /// reaches the conversation that was dragged, even if its cell was reconfigured since.
    private var dismissalOfMotion: (() -> Void)?
    /// The app's and scene's trips to the background, observed while the controller lives.
    private var lifecycleObservation: NotificationObservation?
    /// Whether the view took touches before it was made sticky (a label, an image view did
    /// not), restored by ``detach()``.
    private var wasUserInteractionEnabled = true
    /// The target of the pan recognizer's action, held here: UIKit does not document whether
    /// a recognizer retains its targets.
    private lazy var panTarget = ActionTarget { [weak self] sender in
      (sender as? UIPanGestureRecognizer).map { self?.handlePan($0) }
    }

    /// Creates a controller for `view` and installs its pan gesture recognizer.
    ///
    /// - Parameters:
    ///   - view: The view to make draggable.
    ///   - configuration: The feel of the effect.
    ///   - shape: The badge's shape in the view's coordinates; the default is a capsule
    ///     filling the view's bounds (a ``StickyBadgeView`` passes its own appearance).
    ///   - content: The view drawn over the outline while dragging; the default is a
    ///     snapshot of `view`.
    public init(
      view: UIView, configuration: StickyBadgeConfiguration = StickyBadgeConfiguration(),
      shape: (() -> BadgeShape?)? = nil, content: (() -> UIView?)? = nil
    ) {
      (self.view, self.configuration) = (view, configuration)
      shapeProvider =
        shape ?? { [weak view] in view.map { BadgeMetrics.capsule(filling: PaintRect($0.bounds)) } }
      contentProvider = content ?? { [weak view] in view?.snapshotView(afterScreenUpdates: false) }
      haptics = BadgeHaptics(view: view)
      super.init()
      let recognizer = StickyBadgePanGestureRecognizer(target: nil, action: nil)
      recognizer.addTarget(panTarget, action: ActionTarget.selector)
      (recognizer.controller, recognizer.delegate) = (self, self)
      recognizer.maximumNumberOfTouches = HostPolicy.panTouchCount
      view.addGestureRecognizer(recognizer)
      self.recognizer = recognizer
      wasUserInteractionEnabled = view.isUserInteractionEnabled
      view.isUserInteractionEnabled = true
      // The whole app, or only the badge's own scene (another window of an iPad app stays).
      // UIKit posts both on the main thread.
      lifecycleObservation = NotificationObservation([
        NotificationCenter.default.addObserver(
          forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil
        ) { [weak self] _ in MainActor.assumeIsolated { self?.didEnterBackground() } },
        NotificationCenter.default.addObserver(
          forName: UIScene.didEnterBackgroundNotification, object: nil, queue: nil
        ) { [weak self] notification in
          let scene = (notification.object as AnyObject?).map(ObjectIdentifier.init)
          MainActor.assumeIsolated { self?.sceneDidEnterBackground(scene) }
        },
      ])
    }

    /// The badge's current phase (resting when nothing has happened yet).
    public var phase: DragPhase { session.phase }
    /// Whether the badge has been dismissed.
    public var isDismissed: Bool { session.isDismissed }
    /// Whether the badge is held, springing home or bursting.
    var isInMotion: Bool { [.stretching, .detached, .returning, .bursting].contains(phase) }

    /// The system settings that change the badge's look and feel, read now.
    var environment: BadgeEnvironment {
      BadgeEnvironment(
        reduceMotion: UIAccessibility.isReduceMotionEnabled,
        increaseContrast: view?.traitCollection.accessibilityContrast == .high
          || UIAccessibility.isDarkerSystemColorsEnabled)
    }

    /// Dismisses the badge from code (VoiceOver's Dismiss action, "clear all") at `time`
    /// (a clear-all step's exact time; by default now): it bursts where it is, or fades
    /// under Reduce Motion; without animation, or off screen (scrolled under a bar
    /// included), it disappears at once.
    /// Returns whether this call dismissed it.
    @discardableResult
    public func dismiss(at time: Double = CACurrentMediaTime(), animated: Bool = true) -> Bool {
      // Off screen, or under a translucent bar: nothing to see burst.
      let isVisible = view?.screenPlacement.isOnScreen ?? false
      return update(at: time) { $0.dismiss(time: $1, animated: animated, isVisible: isVisible) }
    }

    /// Shows the badge at rest again, ready to be dragged: for a reused cell or a new count.
    /// A burst still playing is reported as the dismissal it is.
    public func reset() { update { $0.reset(time: $1) } }

    /// Removes the gesture recognizer and the overlay; the view is left as it was, taking
    /// touches again only if it did before.
    public func detach() {
      reset()
      recognizer.map { view?.removeGestureRecognizer($0) }
      view?.isUserInteractionEnabled = wasUserInteractionEnabled
      lifecycleObservation = nil
    }

    private func didEnterBackground() { update { $0.interrupt(.backgrounded, time: $1) } }

    private func sceneDidEnterBackground(_ scene: ObjectIdentifier?) {
      guard let own = view?.window?.windowScene, scene == ObjectIdentifier(own) else { return }
      didEnterBackground()
    }

    /// Begins only for touches that landed on the badge, so a pan beside it scrolls; with a
    /// drag-start distance, a vertical swipe that starts on the badge scrolls too
    /// (``BadgeSession/shouldBeginPan(location:translation:)`` decides). Never in a table row
    /// being edited, whose delete and reorder controls the touch is for.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let view, !isInEditedRow else {
        return false
      }
      refreshSession()
      return session.shouldBeginPan(
        location: Point(pan.location(in: view)), translation: Point(pan.translation(in: view)))
    }

    /// Whether the badge is in a table row in editing mode.
    private var isInEditedRow: Bool {
      var ancestor = view?.superview
      while let current = ancestor {
        if let row = current as? UITableViewCell { return row.isEditing }
        ancestor = current.superview
      }
      return false
    }

    /// Makes every other pan that sees the touch wait for the badge's pan to fail: an
    /// enclosing scroll view's, a parent's, a table's swipe actions, a navigation controller's
    /// edge swipe back (whatever its class), so a drag that starts on the badge moves the
    /// badge. UIKit documents no order among the recognizers a touch reaches, so the badge
    /// cannot count on seeing it first. Only pans: a finger at rest never fails a pan, so a
    /// press-and-hold (a context menu, iPad drag-lift) or a row's selection waiting for it
    /// would never start from the badge. Another badge's pan does not wait (two badges would
    /// wait for each other).
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard !(otherGestureRecognizer.delegate is StickyBadgeController) else { return false }
      return otherGestureRecognizer is UIPanGestureRecognizer
        || isSwipeBack(otherGestureRecognizer)
    }

    /// Whether `recognizer` is the edge swipe back of a navigation controller the badge is in.
    private func isSwipeBack(_ recognizer: UIGestureRecognizer) -> Bool {
      var responder: UIResponder? = view
      while let current = responder {
        let navigation = current as? UINavigationController
        if let back = navigation?.interactivePopGestureRecognizer, back === recognizer {
          return true
        }
        responder = current.next
      }
      return false
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
      let phase = PanGesturePhase(recognizerState: pan.state.rawValue)
      guard let view, let phase else { return }
      let (location, translation) = (pan.location(in: view), pan.translation(in: view))
      update { $0.pan(phase, location: Point(location), translation: Point(translation), time: $1) }
    }

    /// Tells the session the current shape, colours, label and settings (a badge in motion
    /// keeps the shape, colours and settings it started with).
    private func refreshSession() {
      session.playsHaptics = playsHaptics
      guard let view else { return }
      if let badge = view as? StickyBadgeView {
        return session.show(
          badge.appearance, center: PaintRect(view.bounds).center, configuration: configuration,
          environment: environment)
      }
      let color = BadgeColor(color, traits: view.traitCollection)
      session.show(
        shapeProvider(), color: color, configuration: configuration, environment: environment)
    }

    /// Feeds the session one input at `time`, acts on every event it reports, in order, then
    /// draws; returns what the input returned.
    @discardableResult
    func update<Result>(
      at time: Double = CACurrentMediaTime(), _ input: (inout BadgeSession, Double) -> Result
    ) -> Result {
      refreshSession()
      defer { draw() }
      let result = input(&session, time)
      for event in session.takeEvents() {
        for observer in observers { observer(event) }
        switch event {
        case .haptic(let cue): haptics.play(cue)
        case .prepareHaptics: haptics.prepare()
        case .drag(let event):
          delegate?.stickyBadgeController(self, didReceive: event)
          onEvent?(event)
        case .dismissed:
          if let text = dismissedAnnouncement, UIAccessibility.isVoiceOverRunning {
            UIAccessibility.post(notification: .announcement, argument: text)
          }
          let dismissal = dismissalOfMotion ?? onDismiss
          dismissalOfMotion = nil
          dismissal?()
        case .presentation(let presentation): present(presentation)
        case .released: break
        }
      }
      return result
    }

    private func present(_ presentation: BadgePresentation) {
      clock?.stop()
      overlay?.removeFromSuperview()
      (clock, overlay) = (nil, nil)
      (view as? StickyBadgeView)?.presentationDidChange()
      guard let view else { return }
      if presentation.showsOverlay {
        dismissalOfMotion = dismissalOfMotion ?? onDismiss
      } else if !presentation.hidesView {
        dismissalOfMotion = nil
      }
      // In the overlay, or dismissed until reset(): the view itself stays transparent.
      if presentation.hidesView {
        (savedAlpha, view.alpha) = (savedAlpha ?? view.alpha, 0)
      } else if let alpha = savedAlpha {
        (view.alpha, savedAlpha) = (alpha, nil)
      }
      guard presentation.showsOverlay, let window = view.window else { return }
      let overlay = PaintListView(frame: window.bounds)
      overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      overlay.contentView = contentProvider()
      catchTouches(in: overlay)
      // Just in front of the badge's own branch of the window, so that whatever covers the
      // badge (a sheet, an alert, a pushed screen coming in) covers its flight too.
      var branch: UIView = view
      while let parent = branch.superview, parent !== window { branch = parent }
      if branch === window {
        window.addSubview(overlay)
      } else {
        window.insertSubview(overlay, aboveSubview: branch)
      }
      self.overlay = overlay
      clock = FrameClock(range: session.frameRateRange) { [weak self, weak overlay] link in
        // Freed with its view mid-flight: nothing may stay drawn over the window.
        guard let self else {
          overlay?.removeFromSuperview()
          return false
        }
        let isInWindow = self.view?.window != nil
        update(at: link.timestamp) { session, _ in
          session.advance(
            timestamp: link.timestamp, targetTimestamp: link.targetTimestamp,
            isInWindow: isInWindow)
        }
        clock?.range = session.frameRateRange
        return true
      }
    }

    /// Lets a finger catch the badge where the overlay draws it (springing home, it is
    /// neither in its view nor at home): the overlay takes a touch where the session accepts
    /// one, and its own pan drives the same session; elsewhere touches pass through.
    private func catchTouches(in overlay: PaintListView) {
      overlay.isUserInteractionEnabled = true
      overlay.acceptsTouch = { [weak self, weak overlay] point in
        guard let self, let overlay, let view = self.view else { return false }
        return self.session.accepts(touchAt: Point(overlay.convert(point, to: view)))
      }
      let pan = UIPanGestureRecognizer(target: nil, action: nil)
      pan.addTarget(panTarget, action: ActionTarget.selector)
      (pan.delegate, pan.maximumNumberOfTouches) = (self, HostPolicy.panTouchCount)
      overlay.addGestureRecognizer(pan)
    }

    /// Draws the session's paint list in the overlay, through the view-to-overlay transform.
    private func draw() {
      guard let overlay, let view, let frame = session.frame, let list = session.paintFrame()
      else { return }
      let transform = OverlayTransform { Point(view.convert($0.cgPoint, to: overlay)) }
      let font = (view as? StickyBadgeView)?.font
      overlay.render(transform.apply(list), font: font, burstImages: burstImages)
      overlay.place(content: transform.contentPlacement(of: frame))
    }
  }

  /// The pan gesture recognizer of a sticky badge; it owns the badge's controller.
  public final class StickyBadgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The controller this recognizer drives.
    public internal(set) var controller: StickyBadgeController?
  }
#endif
